import Foundation
import LayoutEngine
import SceneParser
import Testing
import TestSupport
@testable import TraceStore

/// The lenient interpreter under fire: the corpus apps (folders of files written the way public
/// apps are) mutated as an editor in a hurry or a hostile author would (tokens deleted and
/// duplicated, files merged, `#if` blocks broken, recursive functions and views, opaque values in
/// every position, deep nesting), each preview recorded. Every mutant records, or fails with one
/// positioned error; nothing crashes or runs past the documented limits.
///
/// Seeded like the fuzz tests: `LTRACE_FUZZ_SEED=N`, `LTRACE_FUZZ_ITERATIONS=N`;
/// `LTRACE_MUTATION_APPS=FOLDER` runs it over other apps (one per subfolder: checkouts of public
/// apps, which are never committed).
@Suite struct MutationCampaignTests {
    /// Each app with its previews, counted once on the unmutated files: a mutant records one of
    /// them, as `ltrace record APP --preview N` would (checking every preview of a thousand-file
    /// app for every mutant would take the campaign's time).
    static let apps: [(name: String, files: [SceneFile], previews: Int)] = {
        let folder = ProcessInfo.processInfo.environment["LTRACE_MUTATION_APPS"].map { URL(fileURLWithPath: $0) } ?? Repository.corpus.appendingPathComponent("apps")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().compactMap { name in
            guard let files = try? SceneSources.collect([folder.appendingPathComponent(name).path]), !files.isEmpty else { return nil }
            let previews = (try? SceneParser.parse(files: files, preview: "1"))?.previewNames.count ?? 0
            return previews > 0 ? (name, files, previews) : nil
        }
    }()

    enum Mutation: CaseIterable {
        case deleteToken, duplicateLine, mergeFiles, breakIf, recursiveFunction, recursiveView, opaqueValue, deepNesting
    }

    static let opaqueValues = ["UIScreen.main.bounds.width", "someGlobalNobodyDeclared", "Calendar.current.component(.hour, from: .now)", "ProcessInfo.processInfo.systemUptime"]

    /// One mutation of one file (or two, for a merge).
    static func mutate(_ files: [SceneFile], _ mutation: Mutation, _ g: inout SplitMix) -> [SceneFile] {
        var files = files
        let i = Int.random(in: 0..<files.count, using: &g)
        var text = files[i].source
        var lines = text.components(separatedBy: "\n")
        func number() -> Range<String.Index>? {
            let ranges = text.ranges(of: #/\b\d+(\.\d+)?\b/#)
            return ranges.isEmpty ? nil : ranges[Int.random(in: 0..<ranges.count, using: &g)]
        }
        switch mutation {
        case .deleteToken:
            let tokens = text.ranges(of: #/[A-Za-z_]+|[{}()\[\],.:]/#)
            if !tokens.isEmpty { text.removeSubrange(tokens[Int.random(in: 0..<tokens.count, using: &g)]) }
        case .duplicateLine:
            let n = Int.random(in: 0..<lines.count, using: &g)
            lines.insert(lines[n], at: n)
            text = lines.joined(separator: "\n")
        case .mergeFiles:
            guard files.count > 1 else { break }
            let j = (i + 1) % files.count
            files[j] = SceneFile(path: files[j].path, source: files[j].source + "\n" + text)
            files.remove(at: i)
            return files
        case .breakIf:
            if let endif = text.range(of: "#endif") { text.removeSubrange(endif) } else {
                let n = Int.random(in: 0..<lines.count, using: &g)
                lines.insert("#if DEBUG", at: n)
                text = lines.joined(separator: "\n")
            }
        case .recursiveFunction:
            text += "\nfunc runaway(_ n: Int) -> Int { runaway(n + 1) }\n"
            if let r = number() { text.replaceSubrange(r, with: "CGFloat(runaway(0))") }
        case .recursiveView:
            text += "\nstruct Forever: View { var body: some View { VStack { Forever() } } }\n"
            if let r = text.firstRange(of: #/Text\("[^"]*"\)/#) { text.replaceSubrange(r, with: "Forever()") }
        case .opaqueValue:
            if let r = number() { text.replaceSubrange(r, with: opaqueValues[Int.random(in: 0..<opaqueValues.count, using: &g)]) }
        case .deepNesting:
            if let r = text.firstRange(of: #/Text\("[^"]*"\)/#) {
                let depth = Int.random(in: 20...120, using: &g)
                text.replaceSubrange(r, with: String(repeating: "VStack { ", count: depth) + text[r] + String(repeating: " }", count: depth))
            }
        }
        files[i] = SceneFile(path: files[i].path, source: text)
        return files
    }

    @Test func mutatedAppsRecordOrFailWithOnePositionedError() throws {
        #expect(!Self.apps.isEmpty)
        var g = SplitMix(state: HostileFuzzTests.seed &+ 24)
        let scratch = Scratch()
        let iterations = max(60, HostileFuzzTests.iterations / 3)
        var recorded = 0, rejected = 0
        for n in 0..<iterations {
            let app = Self.apps[Int.random(in: 0..<Self.apps.count, using: &g)]
            let mutation = Mutation.allCases[n % Mutation.allCases.count]
            let files = Self.mutate(app.files, mutation, &g)
            let preview = Int.random(in: 1...app.previews, using: &g)
            let context = "seed \(HostileFuzzTests.seed), case \(n): \(mutation) of \(app.name), preview \(preview)"
            let path = scratch.path("m.sqlite")
            try? FileManager.default.removeItem(atPath: path)
            let start = Date()
            do {
                let scene = try SceneParser.parse(files: files, preview: String(preview))
                try Trace.record(tree: scene.makeTree(), proposals: [ProposedViewSize(width: 390, height: 844)], to: path)
                recorded += 1
            } catch let error as SceneError {
                rejected += 1
                // One error, positioned: file:line:column.
                let first = error.description.split(separator: "\n").first.map(String.init) ?? ""
                #expect(first.range(of: #"^[^:]+\.swift:\d+:\d+: error: "#, options: .regularExpression) != nil, "\(context)\n\(error)")
            } catch let error as RecordingError {
                rejected += 1
                #expect(error.description.contains("error:"), "\(context)\n\(error)")
            } catch {
                Issue.record("\(context)\nunexpected \(type(of: error)): \(error)")
            }
            #expect(Date().timeIntervalSince(start) < 20, "\(context): \(Date().timeIntervalSince(start)) s")
            #expect(scratch.contents.allSatisfy { $0 == "m.sqlite" }, "\(context)\nleft behind: \(scratch.contents)")
        }
        #expect(recorded > 0 && rejected > 0, "recorded \(recorded), rejected \(rejected)")
        print("mutation campaign, seed \(HostileFuzzTests.seed): \(iterations) mutants of \(Self.apps.count) apps, \(recorded) recorded, \(rejected) rejected with one positioned error")
    }
}
