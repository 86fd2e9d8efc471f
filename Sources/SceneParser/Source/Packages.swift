#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LayoutEngine
import SwiftParser
import SwiftSyntax

/// The Swift packages an app uses, read when they are on disk (docs/scenes.md, "Packages"): local
/// packages inside or beside the app's folder, SwiftPM's checkouts (`.build/checkouts`), Xcode's
/// (`DerivedData/<Project>-…/SourcePackages/checkouts`, matched through the app's
/// `Package.resolved`), and folders given with `--packages`. The modules the app imports (and
/// those they import) join the scene's files, so a package's views are laid out instead of
/// standing in as placeholders; only what a preview reaches is evaluated.
public struct PackageSearch: Sendable {
    /// A package found, and the modules of it the scene uses.
    public struct Found: Sendable, Equatable {
        public let name: String
        public let root: String
        public let origin: Origin
        /// The modules (targets) of it that the scene imports, directly or through other modules.
        public var used: [String]
    }

    public enum Origin: String, Sendable, Equatable {
        /// Inside the folder recorded (its files are the scene's already).
        case inside = "in the app's folder"
        /// Beside the folder recorded (a sibling `Packages/`, the project's local references).
        case beside = "beside the app's folder"
        /// A package the folder recorded lies in (a library's sample app, in the library's repository).
        case enclosing = "around the app's folder"
        /// A SwiftPM or Xcode checkout of a remote package.
        case checkout = "checked out"
        /// Under a folder given with --packages.
        case given = "from --packages"
    }

    /// Every package found, in the order searched.
    public let found: [Found]
    /// Modules the scene imports that are neither Apple's nor in a package found: their names are
    /// opaque values and their views placeholders.
    public let missing: [String]
    /// The Swift files and C headers of the used modules that are not already the scene's.
    public let files: [String]

    /// Searches around `arguments` (the folders and files given to `record`) and in `given`,
    /// starting from the imports of `sceneFiles`.
    public static func run(arguments: [String], given: [String], sceneFiles: [SceneFile]) -> PackageSearch {
        let fm = FileManager.default
        let folders = arguments.compactMap { argument -> String? in
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: argument, isDirectory: &isDirectory) else { return nil }
            return isDirectory.boolValue ? argument : URL(fileURLWithPath: argument).deletingLastPathComponent().path
        }
        var packages: [(package: Manifest, origin: Origin)] = []
        var seenRoots = Set<String>()
        func add(_ root: String, _ origin: Origin) {
            let key = StandardPath.of(root)
            guard seenRoots.insert(key).inserted, let manifest = Manifest.read(root: root) else { return }
            packages.append((manifest, origin))
            // `.package(path: "../Theme")`: a local package a manifest depends on.
            for dependency in manifest.localDependencies { add(dependency, origin == .inside ? .beside : origin) }
        }
        for folder in folders {
            for root in manifestRoots(under: folder) { add(root, .inside) }
        }
        for folder in folders {
            for root in besideRoots(of: folder) { add(root, .beside) }
            for root in enclosingRoots(of: folder) { add(root, .enclosing) }
            for root in checkoutRoots(of: folder) { add(root, .checkout) }
        }
        for folder in given {
            for root in givenRoots(folder) { add(root, .given) }
        }

        // Modules by name: the first package found defines a name (the app's own before a checkout's).
        var modules: [String: (module: Manifest.Module, package: Int)] = [:]
        for (i, entry) in packages.enumerated() {
            for module in entry.package.modules where modules[module.name] == nil { modules[module.name] = (module, i) }
        }
        // A module inside the folder recorded is read with it already (a checkout under its
        // `.build` is not: the folder's walk skips build products).
        let sceneFilePaths = Set(sceneFiles.map { StandardPath.of($0.path) })
        var used: [Int: [String]] = [:]
        var missing: [String] = []
        var files: [String] = []
        var pending = sceneFiles.filter { $0.path.hasSuffix(".swift") }.flatMap { imports(in: $0.source) }
        var visited = Set<String>()
        while let name = pending.first {
            pending.removeFirst()
            guard visited.insert(name).inserted, !AppleFrameworks.iOS.contains(name) else { continue }
            guard let (module, package) = modules[name] else {
                missing.append(name)
                continue
            }
            used[package, default: []].append(name)
            for file in module.files() where !sceneFilePaths.contains(StandardPath.of(file)) {
                files.append(file)
                if file.hasSuffix(".swift"), let source = try? String(contentsOfFile: file, encoding: .utf8) { pending += imports(in: source) }
            }
        }
        let found = packages.enumerated().map { i, entry in Found(name: entry.package.name, root: entry.package.root, origin: entry.origin, used: used[i] ?? []) }
        return PackageSearch(found: found, missing: missing.sorted(), files: files)
    }

    /// The modules a Swift file imports (`import X`, `@testable import X`, `import struct X.Y`),
    /// read off its bytes line by line (a Character-based split of every file cost a tenth of a
    /// recording).
    static func imports(in source: String) -> [String] {
        var found: [String] = []
        var text = source
        text.withUTF8 { bytes in
            let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
            let words: [[UInt8]] = ["import", "public", "internal", "private", "fileprivate", "package"].map { Array($0.utf8) }
            let kinds: Set<[UInt8]> = Set(["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].map { Array($0.utf8) })
            var i = 0
            let n = bytes.count
            while i < n {
                // One line: its words until the first that is not an attribute or a modifier.
                var start = i
                while start < n, bytes[start] == space || bytes[start] == tab { start += 1 }
                var end = start
                while end < n, bytes[end] != newline { end += 1 }
                defer { i = end + 1 }
                guard start < end, bytes[start] == UInt8(ascii: "i") || bytes[start] == UInt8(ascii: "@") || bytes[start] == UInt8(ascii: "p") || bytes[start] == UInt8(ascii: "f") else { continue }
                var tokens: [Slice<UnsafeBufferPointer<UInt8>>] = []
                var k = start
                while k < end, tokens.count < 4 {
                    while k < end, bytes[k] == space || bytes[k] == tab { k += 1 }
                    var e = k
                    while e < end, bytes[e] != space, bytes[e] != tab { e += 1 }
                    if e > k { tokens.append(bytes[k..<e]) }
                    k = e
                }
                var t = tokens[...]
                while let first = t.first, first.first == UInt8(ascii: "@") || words.dropFirst().contains(where: { $0.elementsEqual(first) }) { t.removeFirst() }
                guard let keyword = t.first, keyword.elementsEqual(words[0]) else { continue }
                t.removeFirst()
                if let kind = t.first, kinds.contains(Array(kind)) { t.removeFirst() }
                guard let module = t.first else { continue }
                let name = module.prefix { $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: ";") }
                if let c = name.first, (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 { found.append(String(decoding: name, as: UTF8.self)) }
            }
        }
        return found
    }

    // MARK: Where packages are

    /// Folders under `folder` holding a `Package.swift` (not inside build products or checkouts).
    static func manifestRoots(under folder: String) -> [String] {
        var roots: [String] = []
        FolderWalk.walk(
            folder, enter: { _, name in !SceneSources.skippedFolders.contains(name) && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcassets") },
            file: { path, name in if name == "Package.swift" { roots.append(String(path.dropLast("/Package.swift".count))) } })
        return roots
    }

    /// A folder's entries, or none when it holds more than a project folder would (`/tmp`, a home
    /// folder): the search around an app must not read those.
    static func smallListing(_ path: String, limit: Int = 1_000) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            names.append(name)
            if names.count > limit { return [] }
        }
        return names.sorted()
    }

    /// The folders from `folder` up to its project's root: the first that holds a project
    /// (`.git`, `Package.swift`, an Xcode project or workspace, XcodeGen's `project.yml`, Tuist's
    /// `Project.swift`), at most two levels above; just `folder` when none does. The search
    /// for an app's packages stays inside its project: a folder of several apps, or the
    /// checkout of the tool itself above it, is someone else's.
    static func projectFolders(from folder: String) -> [URL] {
        let fm = FileManager.default
        var dir = URL(fileURLWithPath: folder).standardizedFileURL
        var path: [URL] = []
        for _ in 0..<3 {
            path.append(dir)
            let entries = smallListing(dir.path)
            let markers: Set<String> = [".git", "Package.swift", "project.yml", "Project.swift", "Workspace.swift"]
            if entries.contains(where: { markers.contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") })
                || fm.fileExists(atPath: dir.appendingPathComponent(".git").path)
            {
                return path
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        return [URL(fileURLWithPath: folder).standardizedFileURL]
    }

    /// Local packages beside a folder inside its project: the Xcode project's local package
    /// references, and packages in sibling folders (`../Packages/X`, `../X`).
    static func besideRoots(of folder: String) -> [String] {
        let fm = FileManager.default
        var roots: [String] = []
        let folders = projectFolders(from: folder)
        if let root = folders.last {
            for entry in smallListing(root.path) where entry.hasSuffix(".xcodeproj") { roots += localReferences(project: root.appendingPathComponent(entry)) }
        }
        for (dir, parent) in zip(folders, folders.dropFirst()) {
            for entry in smallListing(parent.path) where !entry.hasPrefix(".") {
                let sibling = parent.appendingPathComponent(entry)
                if sibling.path == dir.path || SceneSources.skippedFolders.contains(entry) { continue }
                if fm.fileExists(atPath: sibling.appendingPathComponent("Package.swift").path) { roots.append(sibling.path) }
                if ["Packages", "LocalPackages", "Modules", "Frameworks"].contains(entry) {
                    for inner in smallListing(sibling.path)
                    where fm.fileExists(atPath: sibling.appendingPathComponent(inner).appendingPathComponent("Package.swift").path) {
                        roots.append(sibling.appendingPathComponent(inner).path)
                    }
                }
            }
        }
        return roots
    }

    /// The packages whose folders hold the folder (up to two levels up, not past a repository's
    /// root): a sample app inside its library's repository imports the library from there.
    static func enclosingRoots(of folder: String) -> [String] {
        let fm = FileManager.default
        var roots: [String] = []
        var dir = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<2 {
            if fm.fileExists(atPath: dir.appendingPathComponent(".git").path) { break }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
            if fm.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { roots.append(dir.path) }
        }
        return roots
    }

    /// `XCLocalSwiftPackageReference`'s `relativePath`s in an Xcode project, relative to its folder.
    static func localReferences(project: URL) -> [String] {
        guard let text = try? String(contentsOf: project.appendingPathComponent("project.pbxproj"), encoding: .utf8),
            SourceText.occurs("XCLocalSwiftPackageReference", in: text)
        else { return [] }
        var roots: [String] = []
        for line in text.split(separator: "\n") where SourceText.occurs("relativePath", in: line) {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;\"\t"))
            roots.append(project.deletingLastPathComponent().appendingPathComponent(value).standardizedFileURL.path)
        }
        return roots
    }

    /// SwiftPM's checkouts of the folder's package (or of one above it), and Xcode's checkouts in
    /// DerivedData for the folder's project, matched through its `Package.resolved`.
    static func checkoutRoots(of folder: String) -> [String] {
        let fm = FileManager.default
        var roots: [String] = []
        var resolved: [String] = []
        var projects: [String] = []
        for dir in projectFolders(from: folder) {
            let checkouts = dir.appendingPathComponent(".build/checkouts")
            for entry in smallListing(checkouts.path) where !entry.hasPrefix(".") { roots.append(checkouts.appendingPathComponent(entry).path) }
            for entry in smallListing(dir.path) where entry.hasSuffix(".xcodeproj") || entry.hasSuffix(".xcworkspace") {
                projects.append(String(entry.split(separator: ".").first ?? ""))
                for candidate in ["\(entry)/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", "\(entry)/xcshareddata/swiftpm/Package.resolved"] {
                    if let text = try? String(contentsOfFile: dir.appendingPathComponent(candidate).path, encoding: .utf8) { resolved += pins(in: text) }
                }
            }
            if let text = try? String(contentsOfFile: dir.appendingPathComponent("Package.resolved").path, encoding: .utf8) { resolved += pins(in: text) }
        }
        // Xcode keeps a project's checkouts in DerivedData/<Project>-<hash>/SourcePackages/checkouts.
        let derivedData = ProcessInfo.processInfo.environment["LTRACE_DERIVED_DATA"]
            ?? (NSHomeDirectory() as NSString).appendingPathComponent("Library/Developer/Xcode/DerivedData")
        if !projects.isEmpty, !resolved.isEmpty {
            for entry in ((try? fm.contentsOfDirectory(atPath: derivedData)) ?? []).sorted() where projects.contains(where: { entry.hasPrefix($0 + "-") }) {
                let checkouts = (derivedData as NSString).appendingPathComponent("\(entry)/SourcePackages/checkouts")
                for pin in ((try? fm.contentsOfDirectory(atPath: checkouts)) ?? []).sorted() where resolved.contains(pin.lowercased()) {
                    roots.append((checkouts as NSString).appendingPathComponent(pin))
                }
            }
        }
        return roots
    }

    /// The identities a `Package.resolved` pins (`"identity" : "nuke"`, or version 1's repository URLs).
    static func pins(in text: String) -> [String] {
        var found: [String] = []
        // Split as bytes: as Characters, a project's pins were 1 % of a first recording.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let parts = bytes.split(separator: UInt8(ascii: "\""), omittingEmptySubsequences: true).map { Substring($0) }
            if parts.count >= 4, parts[1] == "identity" { found.append(parts[3].lowercased()) }
            if parts.count >= 4, parts[1] == "repositoryURL" || parts[1] == "location",
                let last = parts[3].split(separator: "/").last
            {
                found.append(String(last.hasSuffix(".git") ? last.dropLast(4) : last).lowercased())
            }
        }
        return found
    }

    /// A folder given with --packages: a package, a folder of packages, or a folder of `checkouts`.
    static func givenRoots(_ folder: String) -> [String] {
        let fm = FileManager.default
        if fm.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) { return [folder] }
        var roots: [String] = []
        for base in [folder, (folder as NSString).appendingPathComponent("checkouts")] {
            for entry in ((try? fm.contentsOfDirectory(atPath: base)) ?? []).sorted() where !entry.hasPrefix(".") {
                let root = (base as NSString).appendingPathComponent(entry)
                if fm.fileExists(atPath: (root as NSString).appendingPathComponent("Package.swift")) { roots.append(root) }
            }
        }
        return roots
    }
}

/// What ltrace reads of a `Package.swift`: the package's name and its targets (the modules it
/// defines), each with its folder. Read with swift-syntax, never run.
struct Manifest {
    struct Module {
        let name: String
        let path: String
        /// A C target (headers whose names Swift sees) rather than Swift sources.
        let isC: Bool

        /// Its Swift files, or its headers for a C target.
        func files() -> [String] {
            var found: [String] = []
            FolderWalk.walk(
                path, enter: { _, name in !SceneSources.skippedFolders.contains(name) && !name.hasSuffix("Tests") },
                file: { file, name in if name.hasSuffix(".swift") || name.hasSuffix(".h") { found.append(file) } })
            return found.sorted()
        }
    }

    let name: String
    let root: String
    let modules: [Module]
    /// The folders of the local packages it depends on (`.package(path: "../Theme")`).
    var localDependencies: [String] = []

    static func read(root: String) -> Manifest? {
        let path = (root as NSString).appendingPathComponent("Package.swift")
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let syntax = Parser.parse(source: source)
        final class Finder: SyntaxVisitor {
            var name: String?
            var targets: [(kind: String, name: String, path: String?)] = []
            var dependencies: [String] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression.trimmedText
                let string: (String) -> String? = { label in
                    node.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                }
                if callee == "Package", name == nil { name = string("name") }
                let kind = callee.hasPrefix(".") ? String(callee.dropFirst()) : callee.hasPrefix("Target.") ? String(callee.dropFirst(7)) : ""
                if ["target", "executableTarget", "systemLibrary"].contains(kind), let target = string("name") {
                    targets.append((kind, target, string("path")))
                }
                if kind == "package", let path = string("path") { dependencies.append(path) }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(syntax)
        let fm = FileManager.default
        let modules = finder.targets.compactMap { target -> Module? in
            let candidates = target.path.map { [$0] } ?? ["Sources/\(target.name)", "Source/\(target.name)", "src/\(target.name)", "srcs/\(target.name)"]
            guard let folder = candidates.map({ (root as NSString).appendingPathComponent($0) }).first(where: { fm.fileExists(atPath: $0) }) else { return nil }
            return Module(name: target.name, path: folder, isC: target.kind == "systemLibrary")
        }
        var manifest = Manifest(name: finder.name ?? URL(fileURLWithPath: root).lastPathComponent, root: root, modules: modules)
        manifest.localDependencies = finder.dependencies.map { StandardPath.of(root + "/" + $0) }
        return manifest
    }
}
