#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

// FreeType's flags are macros Swift cannot always import: these read the ones the font catalog uses.
static inline int ltrace_ft_is_italic(FT_Face face) { return (face->style_flags & FT_STYLE_FLAG_ITALIC) != 0; }
static inline int ltrace_ft_is_variable(FT_Face face) { return (face->face_flags & FT_FACE_FLAG_MULTIPLE_MASTERS) != 0; }
static inline int ltrace_ft_weight_class(FT_Face face) {
    TT_OS2 *os2 = (TT_OS2 *)FT_Get_Sfnt_Table(face, FT_SFNT_OS2);
    return os2 ? os2->usWeightClass : 0;
}
