import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `serve` and `record` share their scene and layout options and one recording path: what a
/// served page shows is what `record` writes with the same options.
struct ServeOptionsTests {
    /// The options a help text lists (`--name`).
    static func options(inHelpOf command: String) -> Set<String> {
        let help = CLI().run(command, "--help").stdout
        let usage = help[help.range(of: "USAGE:")!.lowerBound...]
        var found: Set<String> = []
        for line in usage.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            let option = trimmed.hasPrefix("-o, ") ? trimmed.dropFirst(4) : trimmed
            guard option.hasPrefix("--") else { continue }
            found.insert(String(option.prefix { $0 != " " }))
        }
        return found
    }

    @Test func serveTakesEveryOptionOfRecordThatLaysTheSceneOut() {
        let record = Self.options(inHelpOf: "record")
        let serve = Self.options(inHelpOf: "serve")
        // Record's own: where the trace goes, and sweeps (a page shows one pass at a time).
        let recordOnly: Set = ["--output", "--sweep", "--height", "--width"]
        #expect(record.isSuperset(of: ["--assets", "--scale", "--seed", "--dynamic-type", "--fonts", "--system-font", "--device", "--proposal", "--packages"]))
        #expect(record.subtracting(recordOnly).subtracting(serve).isEmpty, "serve lacks \(record.subtracting(recordOnly).subtracting(serve).sorted())")
        #expect(Self.options(inHelpOf: "check").isSuperset(of: ["--define", "--assets", "--packages", "--strict"]))
    }

    /// A scene whose layout reads every shared option: an image from an --assets folder, a
    /// scaled metric (--dynamic-type, --scale), a random height (--seed), the proposal.
    @Test func aServedPageShowsWhatRecordWritesWithTheSameOptions() throws {
        let cli = CLI()
        cli.write("App/Card.swift", """
            import SwiftUI
            struct Card: View {
                @ScaledMetric var side: CGFloat = 20
                var body: some View {
                    VStack(spacing: 0) {
                        Image("badge")
                        Color.red.frame(width: side, height: CGFloat(Int.random(in: 10...90)))
                        #if PRO
                        Text("Pro")
                        #endif
                    }
                }
            }
            #Preview { Card() }

            """)
        // A PNG's signature and IHDR: 120 × 88 pixels, so 60 × 44 points at 2x.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 120, 0, 0, 0, 88, 8, 2, 0, 0, 0]
        png += [0, 0, 0, 0]
        try FileManager.default.createDirectory(atPath: cli.path("Art"), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: cli.path("Art/badge@2x.png"), contents: Data(png)))
        let options = ["--assets", cli.path("Art"), "--proposal", "300x500", "--scale", "2", "--dynamic-type", "accessibility2", "--seed", "7", "--define", "PRO"]

        let recorded = cli.run(["record", cli.path("App")] + options + ["-o", cli.path("recorded.sqlite")])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let trace = try TraceReader(path: cli.path("recorded.sqlite"))
        let frames = try trace.frames(pass: 1)
        let labels = Dictionary(uniqueKeysWithValues: try trace.nodes().map { ($0.id, $0.label) })
        let image = try #require(frames.first { labels[$0.key]?.hasPrefix("Image(") == true }?.value)
        #expect(image.size == CGSize(width: 60, height: 44), "the image from --assets")
        #expect(labels.values.contains { $0.hasPrefix("Text(\"Pro\")") }, "--define PRO")

        let server = try ServeInBrowserTests.Server(cli, [cli.path("App")] + options)
        defer { _ = server.interrupt() }
        let reply = try ServeInBrowserTests.request(port: server.port, "GET /data.json HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n")
        let body = try #require(reply.range(of: "\r\n\r\n").map { reply[$0.upperBound...] })
        let data = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        let passes = try #require(data["passes"] as? [[String: Any]])
        #expect(passes.count == 1)
        let nodes = try #require(passes.first?["nodes"] as? [String: [String: Any]])
        #expect(nodes.count == frames.count)
        for (id, frame) in frames {
            let box = try #require(nodes[id.description]?["box"] as? [Double], "\(id) is not on the page")
            #expect(box == [frame.minX, frame.minY, frame.width, frame.height].map(Double.init), "\(id) \(labels[id] ?? "")")
        }
    }
}
