import Foundation
import LayoutEngine

/// Finding and reading a scene's files: a file, an app's folder (its `.swift` files and C headers,
/// skipping tests, build products and hidden folders), or the name of a scene in ./Traces.
public enum SceneSources {
    public static let directory = "Traces"

    /// The scene files the arguments name and the packages they use: `collect`'s files, then the
    /// files of the packages found on disk that they import (`PackageSearch`), and `given`
    /// folders of packages (`--packages`).
    public static func collect(_ arguments: [String], packages given: [String]) throws -> (files: [SceneFile], packages: PackageSearch) {
        var files = try collect(arguments)
        let search = PackageSearch.run(arguments: arguments, given: given, sceneFiles: files)
        let known = Set(files.map { StandardPath.of($0.path) })
        for path in search.files where !known.contains(StandardPath.of(path)) {
            files.append(SceneFile(path: path, source: try read(path)))
        }
        return (files, search)
    }

    /// The scene files the arguments name: files as given, folders' `.swift` files and C headers
    /// (sorted, skipping tests, build products and hidden folders), or the name of a scene in ./Traces.
    public static func collect(_ arguments: [String]) throws -> [SceneFile] {
        var paths: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let found = swiftFiles(in: argument)
                guard found.contains(where: { $0.hasSuffix(".swift") }) else { throw SceneSourceError("\(argument): the folder holds no .swift files") }
                paths += found
            } else {
                paths.append(try resolve(argument))
            }
        }
        var seen = Set<String>()
        return try paths.filter { seen.insert(StandardPath.of($0)).inserted }.map { SceneFile(path: $0, source: try read($0)) }
    }

    public static let skippedFolders: Set<String> = ["Tests", ".build", "DerivedData", "Pods", "Carthage", "build", "node_modules"]

    public static func swiftFiles(in folder: String) -> [String] {
        var found: [String] = []
        // Paths as the user wrote the folder: `Sources/App/CardView.swift`.
        FolderWalk.walk(
            folder,
            enter: { _, name in !(skippedFolders.contains(name) || name.hasSuffix("Tests") || name.hasSuffix(".xcassets") || name.hasSuffix(".xcodeproj")) },
            file: { path, name in if (name.hasSuffix(".swift") && name != "Package.swift") || name.hasSuffix(".h") { found.append(path) } })
        return found.sorted()
    }

    /// Where `Image("name")` is looked up: the folders given, and for a file its own folder's and
    /// its parent's asset catalogs (an app keeps Assets.xcassets beside or above its views); and
    /// the local packages it uses from beside those folders (`.package(path: "../Commons")`, whose
    /// `Image("placeholder", bundle: .module)` is in the package's own catalog).
    public static func assetFolders(for arguments: [String], packages: PackageSearch?) -> [String] {
        let given = assetFolders(for: arguments)
        // Not a package around the folder: it holds the folder, and searching all of it (a
        // library's repository around its sample app) would cost more than its images give.
        let roots = (packages?.found ?? []).filter { $0.origin == .beside }.map(\.root)
        let standard = given.map(StandardPath.of)
        return given + roots.filter { root in
            let path = StandardPath.of(root)
            return !standard.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    public static func assetFolders(for arguments: [String]) -> [String] {
        let fm = FileManager.default
        var folders: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: argument, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                folders.append(argument)
                continue
            }
            let folder = URL(fileURLWithPath: argument).deletingLastPathComponent()
            for dir in [folder, folder.deletingLastPathComponent()] {
                let entries = (try? fm.contentsOfDirectory(atPath: dir.path)) ?? []
                folders += entries.filter { $0.hasSuffix(".xcassets") }.sorted().map { dir.appendingPathComponent($0).path }
            }
        }
        return folders
    }

    /// A path to a file, or the name of a scene in ./Traces.
    public static func resolve(_ scene: String) throws -> String {
        let fm = FileManager.default
        if fm.fileExists(atPath: scene) { return scene }
        for candidate in ["\(directory)/\(scene)", "\(directory)/\(scene).swift"] where fm.fileExists(atPath: candidate) {
            return candidate
        }
        let known = ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
        if scene.contains("/") || scene.hasSuffix(".swift") || known.isEmpty {
            throw SceneSourceError("\(scene): no such scene file")
        }
        let hint = NameSuggestions.closest(to: scene, among: known).map { "; did you mean '\($0)'?" } ?? "; scenes in ./\(directory): \(known.joined(separator: ", "))"
        throw SceneSourceError("no scene '\(scene)': not a file, and ./\(directory) has no \(scene).swift\(hint)")
    }

    public static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw SceneSourceError("\(path): cannot be read") }
        return String(decoding: data, as: UTF8.self)
    }

    public static func shellQuoted(_ s: String) -> String {
        s.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:".contains($0) } ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A scene's files that cannot be found or read: one line for the user.
public struct SceneSourceError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
