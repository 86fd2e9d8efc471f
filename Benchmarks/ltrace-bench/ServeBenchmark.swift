import Foundation
import SceneParser
import SceneRecording
import TextShaping
import TestSupport
import TraceServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ltrace serve` from a save to the new trace at the page: for every corpus scene and every
/// preview of the corpus apps, a live session on loopback follows a copy of the scene; each
/// repetition saves the file (a comment added) and times until the page's event stream has
/// delivered the new trace's data. Target: under 200 ms. Prints the median and the worst per
/// scene, then over all of them.
enum ServeBenchmark {
    static func run(corpus: String, repetitions: Int) throws {
        let fm = FileManager.default
        var cases: [(name: String, files: [String], preview: String?)] = []
        for name in try fm.contentsOfDirectory(atPath: corpus).sorted() where name.hasSuffix(".swift") {
            cases.append((name, [corpus + "/" + name], nil))
        }
        let apps = corpus + "/apps"
        for app in ((try? fm.contentsOfDirectory(atPath: apps)) ?? []).sorted() {
            let folder = apps + "/" + app
            let files = try SceneSources.collect([folder])
            let check = try SceneCheck.run(files: files, defines: [], assets: AssetCatalog.load(searching: SceneSources.assetFolders(for: [folder])))
            for preview in check.previews where preview.error == nil { cases.append(("\(app) preview \(preview.number)", [folder], String(preview.number))) }
        }
        print("ltrace serve: save → new trace at the page, \(repetitions) saves each      median     worst")
        var all: [Double] = []
        for c in cases {
            let times = try measure(c.files, preview: c.preview, repetitions: repetitions)
            guard !times.isEmpty else { continue }
            all += times
            print(String(format: "  %-52@ %7.1f ms %7.1f ms", c.name as NSString, median(times), times.max()!))
        }
        guard !all.isEmpty else { return }
        print(String(format: "all %d saves: median %.1f ms, worst %.1f ms (target < 200 ms)", all.count, median(all), all.max()!))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Milliseconds from each save to the `trace` event at a follower of `/events`.
    static func measure(_ sources: [String], preview: String?, repetitions: Int) throws -> [Double] {
        let fm = FileManager.default
        let work = NSTemporaryDirectory() + "ltrace-serve-bench-\(getpid())-\(UUID().uuidString.prefix(6))"
        defer { try? fm.removeItem(atPath: work) }
        // A project's folder inside the work folder: the asset and font search reads a scene's
        // folder and the one above it, which must not be the whole temporary folder.
        let project = work + "/project"
        try fm.createDirectory(atPath: project, withIntermediateDirectories: true)
        let copy = project + "/" + (sources[0] as NSString).lastPathComponent
        try fm.copyItem(atPath: sources[0], toPath: copy)
        let edited = try SceneSources.collect([copy]).first!.path
        let recording = SceneRecording(
            scenes: [copy], preview: preview, fonts: FontLocations(appFolders: FontLocations.appFolders(for: [copy]), userFolders: [], systemFont: .open),
            cache: .standardForThisBuild)
        let scene = try LiveScene(recording: recording, passes: { try SceneRecording.Passes.sceneOwn($0) }) { "\($0)" }
        let session = LiveSession(scene: scene, host: "127.0.0.1")
        let (_, first) = try session.start(port: 0)
        defer { session.stop() }
        if case .error(let message, _) = first {
            print("  \((sources[0] as NSString).lastPathComponent): does not record: \(message.prefix(120))")
            return []
        }
        let stream = try EventStream(port: session.server.port)
        defer { stream.shut() }
        let original = try String(contentsOfFile: edited, encoding: .utf8)
        var times: [Double] = []
        for rep in 1...repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            try (original + "\n// save \(rep)\n").write(toFile: edited, atomically: false, encoding: .utf8)
            guard try stream.waitForTrace(timeout: 10) else { throw BenchError("no trace arrived after save \(rep) of \(sources[0])") }
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times
    }

    struct BenchError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    /// A raw follower of `/events`.
    final class EventStream {
        let fd: Int32
        var pending: [UInt8] = []

        init(port: Int) throws {
            guard let fd = Loopback.connect(port: port) else { throw BenchError("cannot connect to port \(port)") }
            self.fd = fd
            Loopback.send(fd, "GET /events?since=1 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            guard try read(until: Array(": ltrace serve\n\n".utf8), timeout: 10) else { throw BenchError("the stream did not open") }
        }

        func shut() { _ = close(fd) }

        /// Until a whole `trace` event has arrived (its JSON has no blank line, so the event ends at one).
        func waitForTrace(timeout: Double) throws -> Bool {
            guard try read(until: Array("event: trace\n".utf8), timeout: timeout) else { return false }
            return try read(until: Array("\n\n".utf8), timeout: timeout)
        }

        /// Reads until `marker` has arrived; drops it and what came before.
        func read(until marker: [UInt8], timeout: Double) throws -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var searched = 0
            while true {
                if pending.count >= marker.count {
                    var i = max(0, searched - marker.count + 1)
                    while i + marker.count <= pending.count {
                        if pending[i] == marker[0] && Array(pending[i..<i + marker.count]) == marker {
                            pending.removeFirst(i + marker.count)
                            return true
                        }
                        i += 1
                    }
                    searched = pending.count
                }
                let left = deadline.timeIntervalSinceNow
                guard left > 0 else { return false }
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 else { return false }
                if poller.revents == 0 { continue }
                let n = recv(fd, &buffer, buffer.count, 0)
                guard n > 0 else { return false }
                pending += buffer[..<n]
            }
        }
    }
}
