import Foundation
import Testing
import TestSupport

/// The libraries others depend on (docs/swift-api.md) can be depended on: SwiftPM refuses a
/// tagged dependency whose targets carry unsafe flags, so no target a library product reaches has any.
@Suite struct PackageManifestTests {
    @Test func theLibraryProductsCarryNoUnsafeFlags() throws {
        let swift = ["/usr/bin/swift", "/opt/swift/usr/bin/swift"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swift"
        let cli = CLI()
        // A scratch path of its own: the one of the `swift test` running this holds a lock.
        let dumped = cli.run(command: swift, ["package", "--package-path", Repository.root.path, "--scratch-path", cli.path("scratch"), "dump-package"])
        // SwiftPM locks a scratch path with a file in the temporary folder named after the path.
        try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + cli.path("scratch").replacingOccurrences(of: "/", with: "_") + ".lock")
        #expect(dumped.status == 0, "\(dumped.stderr)")
        let package = try #require(try JSONSerialization.jsonObject(with: Data(dumped.stdout.utf8)) as? [String: Any])
        let targets = (package["targets"] as? [[String: Any]] ?? []).reduce(into: [String: [String: Any]]()) { $0[$1["name"] as? String ?? ""] = $1 }
        let libraries = (package["products"] as? [[String: Any]] ?? []).filter { ($0["type"] as? [String: Any])?["library"] != nil }
        #expect(libraries.compactMap { $0["name"] as? String }.sorted() == ["LayoutEngine", "TraceStore"])
        var pending = libraries.flatMap { $0["targets"] as? [String] ?? [] }
        var reached: Set<String> = []
        while let name = pending.popLast() {
            guard reached.insert(name).inserted, let target = targets[name] else { continue }
            let settings = try JSONSerialization.data(withJSONObject: target["settings"] ?? [])
            #expect(!String(decoding: settings, as: UTF8.self).contains("unsafeFlags"), "\(name) has unsafe flags")
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let byName = dependency["byName"] as? [Any], let first = byName.first as? String { pending.append(first) }
                if let target = dependency["target"] as? [Any], let first = target.first as? String { pending.append(first) }
            }
        }
        #expect(reached.isSuperset(of: ["LayoutEngine", "TraceStore", "CSQLite"]), "\(reached)")
    }
}
