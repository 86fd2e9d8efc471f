import Foundation
import Testing
import TestSupport
import TraceStore

/// Every scene in Traces/ re-recorded through the CLI: its frames match the committed
/// golden trace. (Goldens detect change; the numbers from real SwiftUI are Tests/Fixtures.)
@Suite struct TracesGoldenTests {
    static let scenes = Repository.traceScenes

    /// Records a scene into a fresh directory and opens the trace.
    static func record(_ scene: String) throws -> TraceReader {
        let cli = CLI()
        cli.copyTraces()
        let r = cli.run("record", scene, "-o", "\(scene).sqlite")
        #expect(r.status == 0, "\(scene): \(r.stderr)")
        return try TraceReader(path: cli.path("\(scene).sqlite"))
    }

    @Test func everySceneHasAGoldenTrace() {
        #expect(Self.scenes.count >= 20)
        for scene in Self.scenes {
            #expect(FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent("Traces/\(scene).sqlite").path), "\(scene) has no golden trace")
        }
    }

    @Test(arguments: scenes)
    func reRecordedFramesMatchTheGolden(scene: String) throws {
        let fresh = try Self.record(scene)
        let golden = try TraceReader(path: Repository.root.appendingPathComponent("Traces/\(scene).sqlite").path)
        #expect(try fresh.passes() == golden.passes())
        for pass in try golden.passes() {
            #expect(try fresh.frames(pass: pass.id) == golden.frames(pass: pass.id), "\(scene) pass \(pass.id)")
        }
        #expect(try fresh.callCount == golden.callCount)
    }
}
