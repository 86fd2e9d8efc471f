/// The names C and Objective-C headers declare (a bridging header's imports, a C target's or a
/// module map's headers): Swift code uses them as it uses any module's, and ltrace, which does
/// not read C, takes them as names from outside the scene's files (opaque values), never as
/// typos of a Swift name one edit away (docs/scenes.md, "Names").
///
/// A scan, not a C parser: the identifiers a header declares at the top level (types after
/// `struct`, `enum`, `union`, `@interface`, `@protocol`, `@class`; typedefs; functions; `extern`
/// constants; `#define`s; `NS_ENUM`/`NS_OPTIONS` names and their cases; Objective-C properties).
/// Parameter names inside parentheses are not taken.
enum CHeaders {
    static func names(in source: String) -> Set<String> {
        var names = Set<String>()
        let tokens = tokenize(source)
        var parens = 0
        var braces = 0
        var enumBody: Int?
        var i = 0
        func identifier(_ t: Token?) -> String? { if case .identifier(let s)? = t { return s }; return nil }
        while i < tokens.count {
            let token = tokens[i]
            let next = i + 1 < tokens.count ? tokens[i + 1] : nil
            switch token {
            case .define(let name):
                names.insert(name)
            case .punctuation("("):
                parens += 1
            case .punctuation(")"):
                parens = max(0, parens - 1)
            case .punctuation("{"):
                braces += 1
            case .punctuation("}"):
                braces = max(0, braces - 1)
                if let depth = enumBody, braces < depth { enumBody = nil }
            case .identifier(let word):
                if ["struct", "enum", "union", "@interface", "@protocol", "@class", "@implementation"].contains(word), let name = identifier(next) {
                    names.insert(name)
                    if word == "enum" { enumBody = braces + 1 }
                } else if ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "CF_ENUM", "CF_OPTIONS", "NS_ERROR_ENUM"].contains(word) {
                    // `typedef NS_ENUM(NSInteger, Name) { … }`: the second argument, then the cases.
                    var j = i + 1
                    while j < tokens.count, tokens[j] != .punctuation(")") {
                        if tokens[j] == .punctuation(","), let name = identifier(j + 1 < tokens.count ? tokens[j + 1] : nil) { names.insert(name) }
                        j += 1
                    }
                    enumBody = braces + 1
                } else if let depth = enumBody, braces == depth, parens == 0, next == .punctuation(",") || next == .punctuation("=") || next == .punctuation("}") {
                    names.insert(word)
                } else if parens == 0, braces == 0, !keywords.contains(word),
                    next == .punctuation("(") || next == .punctuation(";") || next == .punctuation(",") || next == .punctuation("[")
                {
                    names.insert(word)
                } else if parens == 1, i > 0, tokens[i - 1] == .punctuation("*"), i > 1, tokens[i - 2] == .punctuation("(") {
                    // `typedef void (*Callback)(int)`.
                    names.insert(word)
                }
            default:
                break
            }
            i += 1
        }
        return names.subtracting(keywords)
    }

    enum Token: Equatable {
        case identifier(String)
        case punctuation(Character)
        case define(String)
    }

    /// Identifiers and punctuation, without comments, strings and preprocessor lines (a `#define`'s name kept).
    static func tokenize(_ source: String) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(source.unicodeScalars)
        var i = 0
        var lineStart = true
        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c == "@" || (c.properties.isAlphabetic && c.isASCII) }
        func isIdentifierPart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.isASCII && (c.properties.isAlphabetic || ("0"..."9").contains(c))) }
        while i < chars.count {
            let c = chars[i]
            if c == "\n" { lineStart = true; i += 1; continue }
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
                continue
            }
            if c == "#", lineStart {
                // A preprocessor line (with its continuations): only a `#define`'s name matters.
                var line = ""
                while i < chars.count {
                    if chars[i] == "\\", i + 1 < chars.count, chars[i + 1] == "\n" { i += 2; continue }
                    if chars[i] == "\n" { break }
                    line.unicodeScalars.append(chars[i])
                    i += 1
                }
                let words = line.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
                if words.first == "define", words.count > 1 { tokens.append(.define(String(words[1]))) }
                continue
            }
            lineStart = false
            if c == "\"" || c == "'" {
                i += 1
                while i < chars.count, chars[i] != c, chars[i] != "\n" { i += chars[i] == "\\" ? 2 : 1 }
                i += 1
                continue
            }
            if isIdentifierStart(c) {
                var word = ""
                word.unicodeScalars.append(c)
                i += 1
                while i < chars.count, isIdentifierPart(chars[i]) {
                    word.unicodeScalars.append(chars[i])
                    i += 1
                }
                tokens.append(.identifier(word))
                continue
            }
            if "(){};,*=[]".unicodeScalars.contains(c) { tokens.append(.punctuation(Character(c))) }
            i += 1
        }
        return tokens
    }

    /// C's and Objective-C's words, and the macros headers write around declarations.
    static let keywords: Set<String> = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern", "float", "for", "goto", "if",
        "inline", "int", "long", "register", "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union",
        "unsigned", "void", "volatile", "while", "bool", "_Bool", "id", "instancetype", "nonnull", "nullable", "_Nonnull", "_Nullable",
        "__attribute__", "NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END", "NS_INLINE", "NS_SWIFT_NAME", "NS_DESIGNATED_INITIALIZER",
        "NS_UNAVAILABLE", "NS_REFINED_FOR_SWIFT", "API_AVAILABLE", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "extern_c", "@end", "@property",
        "@optional", "@required", "@public", "@private", "@protected", "@import", "@try", "@catch", "@finally", "@synthesize", "@dynamic",
        "nonatomic", "atomic", "strong", "weak", "assign", "copy", "readonly", "readwrite", "retain", "BOOL", "NSInteger", "NSUInteger",
        "CGFloat", "uint8_t", "uint16_t", "uint32_t", "uint64_t", "int8_t", "int16_t", "int32_t", "int64_t", "size_t", "ssize_t", "__cplusplus",
    ]
}
