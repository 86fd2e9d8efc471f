import Foundation
import Testing
import TraceStore

/// Every scene in Traces/ re-recorded through the CLI: its frames match the
/// committed golden trace, and the articles' numbers hold in the SQLite file.
@Suite struct TracesGoldenTests {
    static let scenes: [String] = {
        let directory = CLI.packageRoot.appendingPathComponent("Traces").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()

    /// Records a scene into a fresh directory and opens the trace.
    static func record(_ scene: String) throws -> TraceReader {
        let cli = CLI()
        cli.copyTraces()
        let r = cli.run("record", scene, "-o", "\(scene).sqlite")
        #expect(r.status == 0, "\(scene): \(r.stderr)")
        return try TraceReader(path: cli.path("\(scene).sqlite"))
    }

    /// The frame of the only node with this label.
    static func frame(_ trace: TraceReader, _ label: String, pass: Int = 1, occurrence: Int = 0) throws -> CGRect? {
        let ids = try trace.nodes().filter { $0.label == label }.map(\.id)
        guard occurrence < ids.count else { return nil }
        return try trace.frame(pass: pass, node: ids[occurrence])
    }

    static func rootSize(_ trace: TraceReader, pass: Int = 1) throws -> CGSize? {
        try trace.passes().first { $0.id == pass }?.size
    }

    @Test func everySceneHasAGoldenTrace() {
        #expect(Self.scenes.count >= 20)
        for scene in Self.scenes {
            #expect(FileManager.default.fileExists(atPath: CLI.packageRoot.appendingPathComponent("Traces/\(scene).sqlite").path), "\(scene) has no golden trace")
        }
    }

    @Test(arguments: scenes)
    func reRecordedFramesMatchTheGolden(scene: String) throws {
        let fresh = try Self.record(scene)
        let golden = try TraceReader(path: CLI.packageRoot.appendingPathComponent("Traces/\(scene).sqlite").path)
        #expect(try fresh.passes() == golden.passes())
        for pass in try golden.passes() {
            #expect(try fresh.frames(pass: pass.id) == golden.frames(pass: pass.id), "\(scene) pass \(pass.id)")
        }
        #expect(try fresh.callCount == golden.callCount)
    }

    @Test func relativeSizeExamples() throws {
        let first = try Self.record("relative-size-first")
        #expect(try Self.frame(first, "Color.blue") == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(try Self.frame(first, "Color.green") == CGRect(x: 110, y: 0, width: 250, height: 80))
        #expect(try Self.frame(first, "Color.yellow") == CGRect(x: 370, y: 0, width: 250, height: 80))

        let middle = try Self.record("relative-size-middle")
        #expect(try Self.frame(middle, "Color.blue") == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(try Self.frame(middle, "Color.green") == CGRect(x: 210, y: 0, width: 100, height: 80))
        #expect(try Self.frame(middle, "Color.yellow") == CGRect(x: 320, y: 0, width: 300, height: 80))

        let last = try Self.record("relative-size-last")
        #expect(try [Self.frame(last, "Color.blue")?.width, Self.frame(last, "Color.green")?.width, Self.frame(last, "Color.yellow")?.width] == [200, 200, 100])
        #expect(try Self.frame(last, "HStack(spacing: 10)") == CGRect(x: 50, y: 0, width: 520, height: 80))

        let priority = try Self.record("relative-size-priority")
        #expect(try [Self.frame(priority, "Color.yellow")?.width, Self.frame(priority, "Color.blue")?.width, Self.frame(priority, "Color.green")?.width] == [300, 150, 150])
    }

    @Test func chatBubbles() throws {
        let trace = try Self.record("chat-bubbles")
        let bubble = "RoundedRectangle(cornerRadius: 16)"
        #expect(try Self.frame(trace, bubble, pass: 1).map { [$0.minX, $0.width] } == [200, 400])
        #expect(try Self.frame(trace, bubble, pass: 2).map { [$0.minX, $0.width] } == [60, 240])
        // The bubble from the other speaker is leading-aligned.
        #expect(try Self.frame(trace, bubble, pass: 2, occurrence: 1).map { [$0.minX, $0.width] } == [0, 240])
    }

    @Test func aspectRatios() throws {
        for (scene, expected) in [("aspect-ratio-fit", [100, 56.25]), ("aspect-ratio-fill", [177.78, 100])] {
            let trace = try Self.record(scene)
            let proposal = try trace.query("SELECT proposal_width, proposal_height FROM calls WHERE node_id = 1 AND role = 3 AND cache_hit = 0 LIMIT 1")
            guard case .real(let w)? = proposal.rows.first?[0], case .real(let h)? = proposal.rows.first?[1] else {
                Issue.record("\(scene): no measurement of the rectangle")
                continue
            }
            #expect(abs(w - expected[0]) < 0.01 && abs(h - expected[1]) < 0.01, "\(scene): \(w) × \(h)")
        }
        #expect(try Self.frame(Self.record("image-fit"), "Image(\"test\", width: 100, height: 50).resizable()")?.size == CGSize(width: 320, height: 160))
        #expect(try Self.frame(Self.record("image-fill"), "Image(\"test\", width: 100, height: 50).resizable()")?.size == CGSize(width: 960, height: 480))
    }

    @Test func offsetPaddingFramePosition() throws {
        #expect(try Self.rootSize(Self.record("offset")) == CGSize(width: 100, height: 50))
        for scene in ["offset-as-padding", "offset-as-frame", "offset-as-position"] {
            let trace = try Self.record(scene)
            #expect(try Self.rootSize(trace) == CGSize(width: 130, height: 80), "\(scene)")
            #expect(try Self.frame(trace, "frame(width: 100, height: 50)") == CGRect(x: 30, y: 30, width: 100, height: 50), "\(scene)")
        }
    }

    @Test func zstackOverlayBackground() throws {
        #expect(try Self.rootSize(Self.record("icon-zstack")) == CGSize(width: 165, height: 65))
        #expect(try Self.rootSize(Self.record("icon-overlay")) == CGSize(width: 150, height: 50))
        #expect(try Self.rootSize(Self.record("icon-background")) == CGSize(width: 30, height: 30))
    }
}
