import ArgumentParser
import Foundation
import LayoutEngine
import SceneParser
import TextShaping

extension FontLocations.SystemFontChoice: ExpressibleByArgument {}

/// Where text is measured from: `--fonts` and `--system-font`, shared by the commands that lay out.
struct FontOptions: ParsableArguments {
    @Option(
        name: .customLong("fonts"),
        help: ArgumentHelp(
            "A folder of font files, searched after the app's own and before the usual font folders: SF Pro's files give exact widths. Repeat for several; LTRACE_FONTS adds folders separated by ':'.",
            valueName: "folder"))
    var folders: [String] = []

    @Option(
        name: .customLong("system-font"),
        help: ArgumentHelp(
            "auto: SF Pro when a font folder has it, else Inter standing in (approximate widths, marked ≈); open: always the stand-in, for the same widths on every machine. Default: LTRACE_SYSTEM_FONT, else auto.",
            valueName: "auto|open"))
    var systemFont: FontLocations.SystemFontChoice?

    /// `--system-font`, else `LTRACE_SYSTEM_FONT`, else `auto`.
    var systemFontChoice: FontLocations.SystemFontChoice {
        get throws {
            if let systemFont { return systemFont }
            guard let value = ProcessInfo.processInfo.environment["LTRACE_SYSTEM_FONT"], !value.isEmpty else { return .auto }
            guard let choice = FontLocations.SystemFontChoice(rawValue: value) else {
                throw ValidationError("LTRACE_SYSTEM_FONT=\(value): write auto or open")
            }
            return choice
        }
    }

    func validate() throws {
        _ = try systemFontChoice
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--fonts \(folder): no such folder")
            }
        }
    }

    /// The shaper for a recording of `scenes` (their folders hold the app's own fonts).
    func shaper(scenes: [String]) throws -> HarfBuzzShaper {
        HarfBuzzShaper(locations: try locations(scenes: scenes))
    }

    /// Where the fonts of a recording of `scenes` are looked for, in order.
    func locations(scenes: [String]) throws -> FontLocations {
        FontLocations(
            appFolders: FontLocations.appFolders(for: scenes), userFolders: FontLocations.userFolders(options: folders), systemFont: try systemFontChoice,
            faceCacheFile: SceneCache.standardFolder().map { $0 + "/fonts/faces" })
    }
}
