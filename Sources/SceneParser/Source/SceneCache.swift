import Foundation
import LayoutEngine

/// What a recording learns of a scene's files that the next recording of the same files can
/// reuse: the scene's catalogue (its views and previews, which choosing a root needs of every
/// file) and which files each file's code can reach (`FileFacts`). With them, a recording of
/// files that did not change parses only the files its root can reach instead of all of them.
///
/// Kept as one small text file per folder (per set of paths and `--define`s) under the user's
/// cache folder, like a compiler's module cache: written under a temporary name and renamed into
/// place, so concurrent recordings never read half an entry; an entry whose files changed, that
/// an other build of ltrace wrote, or that does not decode is recorded afresh and replaced.
public struct SceneCache: Sendable {
    public let folder: String
    /// Names the build of ltrace that writes the entries: another build may index differently.
    public let build: String

    /// `LTRACE_CACHE` (a folder, or `off`), else `$XDG_CACHE_HOME/ltrace`, else the user's cache
    /// folder (`~/.cache/ltrace`, `~/Library/Caches/ltrace` on macOS); nil when turned off or
    /// when there is no home folder.
    public static func standard(build: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> SceneCache? {
        standardFolder(environment: environment).map { SceneCache(folder: $0, build: build) }
    }

    /// The folder `standard` keeps its entries in, which the font faces' cache shares.
    public static func standardFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let chosen = environment["LTRACE_CACHE"], !chosen.isEmpty { return chosen == "off" ? nil : chosen }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/ltrace" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
            return home + "/Library/Caches/ltrace"
        #else
            return home + "/.cache/ltrace"
        #endif
    }

    /// `standard`, for the build of ltrace running.
    public static var standardForThisBuild: SceneCache? {
        standard(build: buildName(executable: Bundle.main.executableURL?.resolvingSymlinksInPath().path ?? ""))
    }

    /// A build's name from its executable: its size and modification time, so that rebuilding
    /// ltrace leaves the entries of the build before unread.
    public static func buildName(executable: String) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: executable) else { return "unknown" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(Int64(modified * 1000))"
    }

    /// Bump when what an entry holds, or how it is computed, changes.
    static let format = 1

    func entryPath(for files: [SceneFile], defines: Set<String>) -> String {
        var key = ContentHash()
        key.add("\(Self.format)\n\(build)\n")
        key.add(defines.sorted().joined(separator: ","))
        for file in files { key.add("\n" + file.path) }
        return folder + "/scenes/" + key.hex + ".entry"
    }

    /// The entry for these files, if one was written for exactly their contents.
    func read(files: [SceneFile], defines: Set<String>) -> SceneCacheEntry? {
        let path = entryPath(for: files, defines: defines)
        guard let data = FileManager.default.contents(atPath: path),
            let entry = SceneCacheEntry(decoding: String(decoding: data, as: UTF8.self)),
            entry.format == Self.format, entry.build == build, entry.files.count == files.count
        else { return nil }
        for (cached, file) in zip(entry.files, files) where cached.path != file.path || cached.hash != ContentHash.of(file.source) { return nil }
        return entry
    }

    /// Writes an entry; a cache that cannot be written is no reason for a recording to fail.
    func write(_ entry: SceneCacheEntry, files: [SceneFile], defines: Set<String>) {
        let path = entryPath(for: files, defines: defines)
        let directory = (path as NSString).deletingLastPathComponent
        guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil,
            let data = entry.encoded().map({ Data($0.utf8) })
        else { return }
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
}

/// One folder's entry (`SceneCache`).
struct SceneCacheEntry {
    struct File {
        let path: String
        /// `ContentHash.of` its source.
        let hash: String
        /// The files (by index in `files`) declaring a name this file writes.
        let reaches: [Int]
        /// Whether every recording reads it: it makes a type the scene does not declare conform
        /// to a protocol (`extension Int: Identifiable`), which code uses without naming anything
        /// the file declares.
        let always: Bool
    }

    var format = SceneCache.format
    let build: String
    let files: [File]
    let catalogue: SceneCatalogue
    /// The files declaring or extending each view (`--view Name`).
    let viewFiles: [String: [Int]]

    /// The files a root declared in `start` can reach, in the scene's order.
    func reach(from start: [Int]) -> [Int] {
        var reached = Set(start)
        var pending = start + files.indices.filter { files[$0].always }
        while let next = pending.popLast() {
            reached.insert(next)
            for other in files[next].reaches where !reached.contains(other) {
                reached.insert(other)
                pending.append(other)
            }
        }
        return reached.sorted()
    }
}

extension SceneCacheEntry {
    /// The entry for a scene indexed in full.
    init(build: String, sceneFiles: [SceneFile], files: SourceFiles, index: DeclarationIndex, catalogue: SceneCatalogue) {
        self.build = build
        self.catalogue = catalogue
        let facts = LargeStack.map(files.files.map { ($0.syntax, $0.source) }) { FileFacts($0.0, source: $0.1) }
        let sceneIndex = Dictionary(sceneFiles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        let typeNames = Set(index.typeNames).union(index.allTypes.map(\.qualifiedName))
        var declaring: [String: [Int]] = [:]
        var factsByScene: [Int: FileFacts] = [:]
        var always: Set<Int> = []
        for (file, fact) in zip(files.files, facts) {
            guard let i = sceneIndex[file.path] else { continue }
            factsByScene[i] = fact
            var names = fact.declared
            for e in fact.extensions {
                if typeNames.contains(e.name) {
                    // The app's own type: reached through its name.
                    names.insert(e.name)
                    for part in e.name.split(separator: ".") { names.insert(String(part)) }
                } else if e.reachedUnnamed {
                    always.insert(i)
                } else {
                    names.formUnion(e.memberNames)
                }
            }
            for name in names { declaring[name, default: []].append(i) }
        }
        viewFiles = Dictionary(catalogue.viewNames.map { ($0, declaring[$0] ?? []) }, uniquingKeysWith: { first, _ in first })
        self.files = sceneFiles.enumerated().map { i, file in
            // A C header is read by every recording (`SourceFiles.headers`), and reaches nothing.
            guard let fact = factsByScene[i] else { return File(path: file.path, hash: ContentHash.of(file.source), reaches: [], always: true) }
            let reaches = Set(fact.referenced.flatMap { declaring[$0] ?? [] }).subtracting([i])
            return File(path: file.path, hash: ContentHash.of(file.source), reaches: reaches.sorted(), always: always.contains(i))
        }
    }
}

/// What choosing a root and naming the scene's views need of every file of a scene.
struct SceneCatalogue {
    struct PreviewEntry {
        let name: String?
        let label: String
        let uniquelyNamed: Bool
        let path: String
        /// Its place among the previews of its file, from 0.
        let ordinal: Int
    }

    let viewNames: [String]
    let previews: [PreviewEntry]
    /// Top-level expressions or statements: a recording without `--view` or `--preview` may run them.
    let hasTopLevelCode: Bool
    /// What suggestions and the typo rule compare a name with (`NameResolver.isTypo`).
    let typeNames: [String]
    let functionNames: [String]
    /// The modules imported, as the index lists them and as `canImport` reads them.
    let imports: [String]
    let importedModules: [String]
}

extension SceneCatalogue {
    init(_ index: DeclarationIndex) {
        viewNames = index.viewNames
        previews = zip(index.previews, index.previewPlaces).map { p, place in
            PreviewEntry(name: p.name, label: p.label, uniquelyNamed: p.isUniquelyNamed, path: place.path, ordinal: place.ordinal)
        }
        hasTopLevelCode = !index.roots.isEmpty || !index.topLevelStatements.isEmpty
        typeNames = index.typeNames.sorted()
        functionNames = index.functionNames.sorted()
        imports = index.imports
        importedModules = index.conditions.imported.sorted()
    }
}

/// A stable 64-bit FNV-1a hash of text (Swift's `Hasher` is seeded per process).
struct ContentHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private var count = 0

    mutating func add(_ text: String) {
        var text = text
        // Over the string's bytes in memory: a loop over its `utf8` view took nine times the instructions.
        value = text.withUTF8 { bytes in
            var value = value
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return value
        }
        count += text.utf8.count
    }

    var hex: String { String(value, radix: 16) + "-" + String(count, radix: 16) }

    static func of(_ text: String) -> String {
        var hash = ContentHash()
        hash.add(text)
        return hash.hex
    }
}

/// An entry as lines of tab-separated fields. Foundation's JSON coders cost a recording
/// milliseconds of the runtime's first conformance lookups (each `Codable` type cast once).
extension SceneCacheEntry {
    static let header = "ltrace-scene-cache"

    /// nil when a field holds a tab or a line break (a path, a preview's title): not kept.
    func encoded() -> String? {
        var lines = ["\(Self.header)\t\(format)\t\(build)", "files\t\(files.count)"]
        lines += files.map { [$0.path, $0.hash, $0.always ? "1" : "0", $0.reaches.map(String.init).joined(separator: ",")].joined(separator: "\t") }
        lines.append((["views"] + catalogue.viewNames).joined(separator: "\t"))
        lines.append("previews\t\(catalogue.previews.count)")
        lines += catalogue.previews.map { p in
            [p.name == nil ? "0" : "1", p.name ?? "", p.label, p.uniquelyNamed ? "1" : "0", p.path, String(p.ordinal)].joined(separator: "\t")
        }
        lines.append("toplevel\t" + (catalogue.hasTopLevelCode ? "1" : "0"))
        lines.append((["types"] + catalogue.typeNames).joined(separator: "\t"))
        lines.append((["functions"] + catalogue.functionNames).joined(separator: "\t"))
        lines.append((["imports"] + catalogue.imports).joined(separator: "\t"))
        lines.append((["imported"] + catalogue.importedModules).joined(separator: "\t"))
        lines.append("viewfiles\t\(viewFiles.count)")
        lines += viewFiles.sorted { $0.key < $1.key }.map { $0.key + "\t" + $0.value.map(String.init).joined(separator: ",") }
        let fields = files.map(\.path) + catalogue.previews.flatMap { [$0.name ?? "", $0.label, $0.path] } + catalogue.viewNames + catalogue.typeNames
            + catalogue.functionNames + catalogue.imports + catalogue.importedModules + [build]
        guard !fields.contains(where: { $0.contains("\t") || $0.contains("\n") }) else { return nil }
        return lines.joined(separator: "\n") + "\n"
    }

    /// nil for anything but an entry `encoded()` wrote.
    init?(decoding text: String) {
        // Split as bytes (tabs and line breaks are ASCII): split as Characters, an app's entry took
        // 4 % of its later recordings.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        func next() -> [String]? {
            lines.popFirst().map { $0.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(Substring($0)) } }
        }
        func list(_ name: String) -> [String]? {
            guard let fields = next(), fields.first == name else { return nil }
            return fields.count == 2 && fields[1].isEmpty ? [] : Array(fields.dropFirst())
        }
        func count(_ name: String) -> Int? {
            guard let fields = next(), fields.count == 2, fields[0] == name else { return nil }
            return Int(fields[1])
        }
        /// `2,6,10`: nil for anything but decimal numbers between commas.
        func indices(_ field: String) -> [Int]? {
            var found: [Int] = []
            var number: Int?
            for byte in field.utf8 {
                if byte == UInt8(ascii: ",") {
                    guard let n = number else { return nil }
                    found.append(n)
                    number = nil
                } else {
                    let digit = Int(byte) - 48
                    guard digit >= 0, digit <= 9, (number ?? 0) < Int.max / 10 - 9 else { return nil }
                    number = (number ?? 0) * 10 + digit
                }
            }
            if let number { found.append(number) } else if !field.isEmpty { return nil }
            return found
        }
        guard let head = next(), head.count == 3, head[0] == Self.header, let format = Int(head[1]), let fileCount = count("files") else { return nil }
        var files: [File] = []
        for _ in 0..<fileCount {
            guard let f = next(), f.count == 4, let reaches = indices(f[3]) else { return nil }
            files.append(File(path: f[0], hash: f[1], reaches: reaches, always: f[2] == "1"))
        }
        guard let views = list("views"), let previewCount = count("previews") else { return nil }
        var previews: [SceneCatalogue.PreviewEntry] = []
        for _ in 0..<previewCount {
            guard let p = next(), p.count == 6, let ordinal = Int(p[5]) else { return nil }
            previews.append(.init(name: p[0] == "1" ? p[1] : nil, label: p[2], uniquelyNamed: p[3] == "1", path: p[4], ordinal: ordinal))
        }
        guard let topLevel = list("toplevel"), topLevel.count == 1, let types = list("types"), let functions = list("functions"),
            let imports = list("imports"), let imported = list("imported"), let viewFileCount = count("viewfiles")
        else { return nil }
        var viewFiles: [String: [Int]] = [:]
        for _ in 0..<viewFileCount {
            guard let v = next(), v.count == 2, let found = indices(v[1]) else { return nil }
            viewFiles[v[0]] = found
        }
        let all = files.indices
        guard files.allSatisfy({ $0.reaches.allSatisfy(all.contains) }), viewFiles.values.allSatisfy({ $0.allSatisfy(all.contains) }) else { return nil }
        self.init(
            format: format, build: head[2], files: files,
            catalogue: SceneCatalogue(
                viewNames: views, previews: previews, hasTopLevelCode: topLevel[0] == "1", typeNames: types, functionNames: functions, imports: imports,
                importedModules: imported),
            viewFiles: viewFiles)
    }
}
