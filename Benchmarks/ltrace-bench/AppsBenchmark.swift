import Foundation
import SceneParser

/// `ltrace record` of every preview of every app in a folder (one app per subfolder, each a
/// checkout of a public app), as a process, the way a developer runs it:
///
///     ltrace record APP --preview N --device iphone-15 --define DEBUG
///
/// Target: under 100 ms for apps of up to 100 Swift files. Prints, per app, its file count and
/// the median and slowest preview (best of `repetitions` each), then the figures over the
/// previews of apps within the target's size. Previews that do not record are counted apart
/// (`Benchmarks/apps.sh` says why).
///
/// `--cache`: `warm` (default) times recordings after one has written the folder's cache entry
/// (`SceneCache`), as when a developer records previews of their app one after another;
/// `first` removes the scenes' entries before every recording (each pays for parsing every file
/// and for writing the entry: the first recording of an app, on a machine where ltrace has run);
/// `cold` empties the whole cache, the font faces' too (ltrace's first recording on a machine);
/// `off` records without a cache.
enum AppsBenchmark {
    enum CacheUse: String {
        case warm, first, cold, off
    }

    static func run(folder: String, repetitions: Int, cache: CacheUse) throws {
        let fm = FileManager.default
        let ltrace = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ltrace").path
        guard fm.isExecutableFile(atPath: ltrace) else {
            print("apps: build ltrace in release first (swift build -c release)")
            return
        }
        let apps = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { folder + "/" + $0 }.filter { path in
            var isFolder: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        guard !apps.isEmpty else {
            print("apps: no app folders in \(folder)")
            return
        }
        let output = NSTemporaryDirectory() + "ltrace-apps-bench-\(getpid()).sqlite"
        let cacheFolder = NSTemporaryDirectory() + "ltrace-apps-bench-cache-\(getpid())"
        defer {
            try? fm.removeItem(atPath: output)
            try? fm.removeItem(atPath: cacheFolder)
        }
        setenv("LTRACE_CACHE", cache == .off ? "off" : cacheFolder, 1)
        print("record as a process, best of \(repetitions) per preview, cache \(cache.rawValue)" + "    files  previews    median    slowest")
        var withinTarget: [Double] = []
        var failed = 0
        for app in apps {
            let files = try SceneSources.collect([app])
            let check = try SceneCheck.run(files: files, defines: ["DEBUG"], assets: AssetCatalog.load(searching: SceneSources.assetFolders(for: [app])))
            var times: [Double] = []
            for preview in check.previews where preview.error == nil {
                let arguments = ["record", app, "--preview", String(preview.number), "--device", "iphone-15", "--define", "DEBUG", "-o", output]
                do {
                    if cache == .warm { try AnalysisBenchmark.runProcess(ltrace, arguments) }
                    var best = Double.infinity
                    for _ in 0..<repetitions {
                        if cache == .first { try? fm.removeItem(atPath: cacheFolder + "/scenes") }
                        if cache == .cold { try? fm.removeItem(atPath: cacheFolder) }
                        best = min(best, try RecordBenchmark.seconds { try AnalysisBenchmark.runProcess(ltrace, arguments) })
                    }
                    times.append(best)
                } catch {
                    failed += 1
                }
            }
            failed += check.previews.filter { $0.error != nil }.count
            guard !times.isEmpty else { continue }
            let sorted = times.sorted()
            if files.count <= 100 { withinTarget += sorted }
            let name = URL(fileURLWithPath: app).lastPathComponent
            let padded = name.count < 44 ? name + String(repeating: " ", count: 44 - name.count) : name
            print("  " + padded + String(format: " %5d  %8d  %6.1f ms  %6.1f ms", files.count, times.count, sorted[sorted.count / 2] * 1000, sorted.last! * 1000))
        }
        let sorted = withinTarget.sorted()
        guard !sorted.isEmpty else { return }
        func ms(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * q))] * 1000 }
        let under = sorted.filter { $0 < 0.1 }.count
        print(String(format: "apps of up to 100 files: %d previews, median %.1f ms, 90th percentile %.1f ms, slowest %.1f ms; %d of %d under 100 ms",
                     sorted.count, ms(0.5), ms(0.9), sorted.last! * 1000, under, sorted.count))
        if failed > 0 { print("\(failed) previews did not record (Benchmarks/apps.sh \(folder) says why)") }
    }
}
