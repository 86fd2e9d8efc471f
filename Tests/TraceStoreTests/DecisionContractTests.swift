import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import TraceStore

/// The traces whose decisions the contract tests read: every golden trace, and scenes that
/// reach the kinds the goldens do not, recorded once per test run.
enum DecisionCorpus {
    /// Scenes that reach the kinds the Traces/ scenes do not.
    static let extraScenes = [
        "ScrollView { VStack { Color.red.frame(height: 10); Divider() } }",
        #"ViewThatFits { Text("a label too long to fit"); Text("short") }"#,
        "GeometryReader { proxy in Color.red }",
        "Color.red.aspectRatio(1, contentMode: .fit).fixedSize()",
        "Color.red.containerRelativeFrame(.horizontal)",
        "ZStack { Color.red; Color.blue.layoutPriority(1) }",
        "Color.red.frame(minWidth: 100, maxWidth: 50)",
        "Color.red.frame(minWidth: 100, idealWidth: 50)",
        "VStack(alignment: .leading) { Color.red; Color.blue.alignmentGuide(.leading) { _ in 5 }.padding() }",
        #"HStack(alignment: .firstTextBaseline) { VStack { Text("a"); Text("b") }; Text("c") }"#,
        "VStack { Color.red; Color.blue }.fixedSize()",
        "LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.adaptive(minimum: 20))]) { Color.red; Color.blue; Color.green }",
        "LazyVStack { Color.red.frame(height: 10); Color.blue.frame(height: 10) }",
        #"VStack { Button("a") { }; Button("b") { }.buttonStyle(.bordered); Toggle("c", isOn: .constant(true)) }"#,
        "Color.red.ignoresSafeArea()",
        "Color.red.safeAreaInset(edge: .top) { Color.blue.frame(height: 10) }",
        "ProgressView()",
        "Grid { GridRow { Color.red; Color.blue } }",
        "Grid { GridRow { Color.red.frame(width: 10); Color.blue.frame(width: 10) }; Divider() }",
        #"NavigationStack { Color.red.navigationTitle("A") }"#,
        #"List { Text("a") }"#,
        "TabView { Color.red }",
        "ContentUnavailableView.search",
        "AsyncImage(url: nil)",
        "Map()",
        """
        struct Halves: Layout {
            struct Cache { var count = 0 }
            func makeCache(subviews: Subviews) -> Cache { Cache(count: subviews.count) }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize { subviews[0].sizeThatFits(.zero) }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) { subviews[0].place(at: bounds.origin, proposal: .zero) }
        }
        Halves { Color.red }
        """,
    ]

    /// Scenes whose kinds need a device: fitted to 0 × 0 on an iPhone 15's screen, as a snapshot
    /// test fits them.
    static let fittedScenes = [
        #"NavigationStack { List { Text("a") } }"#,
    ]

    /// The extra scenes recorded once per test run; each test opens its own readers (a reader
    /// caches what it reads and is not shared between threads).
    private static let recorded: Result<[(name: String, path: String)], any Error> = Result {
        let scratch = Scratch()
        return try extraScenes.enumerated().map { i, source in
            let name = "extra-\(i).sqlite"
            try scratch.record(source, proposals: [ProposedViewSize(width: 120, height: 80)], name: name)
            return (name: source, path: scratch.path(name))
        } + fittedScenes.enumerated().map { i, source in
            let name = "fitted-\(i).sqlite"
            let zero = ProposedViewSize(width: 0, height: 0)
            try scratch.record(source, proposals: [zero], name: name, screens: [try Device.screen(named: "iphone-15").fitted(to: zero)])
            return (name: source, path: scratch.path(name))
        }
    }

    static func traces() throws -> [(name: String, trace: TraceReader)] {
        try Repository.traceScenes.map { (name: "Traces/\($0).sqlite", trace: try Repository.golden($0)) }
            + recorded.get().map { (name: $0.name, trace: try TraceReader(path: $0.path)) }
    }
}

/// A decision's fields are written once, as its payload's stored properties; these tests hold
/// the contract between the payload types, the traces and the SQL views.
@Suite struct DecisionContractTests {
    /// Every decision decodes as its kind's registered type and re-encodes to the same names and
    /// values: a field renamed in the type, or a kind left out of `BuiltIns.decisions`, fails here.
    @Test func everyDecisionDecodesAsItsTypeAndReEncodesIdentically() throws {
        var checked = 0
        for (name, trace) in try DecisionCorpus.traces() {
            for row in try trace.decisions() {
                let type = BuiltIns.decision(of: row.kind)
                #expect(type != nil, "\(name) #\(row.id): kind \(row.kind) is not in BuiltIns.decisions")
                guard let type else { continue }
                #expect(Swift.type(of: row.payload) == type, "\(name) #\(row.id): \(row.kind) does not decode as \(type) from \(row.fields.names)")
                #expect(row.payload.fields == row.fields, "\(name) #\(row.id): \(row.kind) re-encodes as \(row.payload.fields.entries), stored \(row.fields.entries)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    /// Each template of each kind names only that kind's fields (or `{node}`, `{child}`).
    @Test func everyTemplateNamesOnlyItsFields() throws {
        var namesByKind: [DecisionKind: [String]] = [:]
        for (_, trace) in try DecisionCorpus.traces() {
            for row in try trace.decisions() where namesByKind[row.kind] == nil { namesByKind[row.kind] = row.fields.names }
        }
        for type in BuiltIns.decisions {
            guard let names = namesByKind[type.kind] else { continue }
            for template in type.sentences {
                let expanded = DecisionSentence.expand(template, names: names)
                for placeholder in Self.placeholders(expanded) where !["node", "child"].contains(placeholder) {
                    #expect(names.contains(placeholder), "\(type.kind): '\(template)' names {\(placeholder)}, which is not one of its fields \(names)")
                }
            }
        }
    }

    /// The registry both ways: every payload type the engine's sources declare is registered (the
    /// doc test checks that every registered kind is recorded by some scene).
    @Test func everyPayloadTypeInTheSourcesIsRegistered() throws {
        let registered = Set(BuiltIns.decisions.map { String(describing: $0) })
        let sources = Repository.root.appendingPathComponent("Sources/LayoutEngine")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        var declared: [String] = []
        let payload = try Regex(#"public struct (\w+): [^{]*\b(DecisionPayload|Reproposal|GuideDecision)\b"#)
        for file in files {
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: payload) {
                declared.append(String(match.output[1].substring ?? ""))
            }
        }
        #expect(declared.count > 50)
        for name in declared where name != "CustomDecision" {
            #expect(registered.contains(name), "\(name) is a DecisionPayload but not in BuiltIns.decisions")
        }
    }

    /// `explained_decisions` words every decision exactly as `why` does (`DecisionRow.message`).
    @Test func theSQLViewWordsEveryDecisionAsWhyDoes() throws {
        for (name, trace) in try DecisionCorpus.traces() {
            let rows = try trace.decisions()
            let sql = try trace.query("SELECT id, message FROM explained_decisions ORDER BY id").rows
            #expect(sql.count == rows.count, "\(name)")
            for (row, values) in zip(rows, sql) {
                guard case .integer(let id) = values[0], case .text(let message) = values[1] else {
                    Issue.record("\(name) #\(row.id): no sentence from SQL (\(values))")
                    continue
                }
                #expect(Int(id) == row.id && message == row.message, "\(name) #\(row.id) \(row.kind):\n  SQL: \(message)\n  why: \(row.message)")
            }
        }
    }

    /// The view fills every field, however many: a custom decision with twenty.
    @Test func theSQLViewFillsEveryFieldOfAWideDecision() throws {
        let scratch = Scratch()
        let names = (1...20).map { "f\($0)" }
        let decision = CustomDecision(
            kind: "custom.wide", data: TraceObject(names.enumerated().map { ($1, TraceValue.number(Double($0) + 0.125)) }),
            message: names.map { "{\($0)}" }.joined(separator: " ") + " {missing} {node} {child}")
        let path = scratch.path("wide.sqlite")
        try Trace.record(Recorder(decision: decision) { Color.red }, proposals: [.unspecified], to: path)
        let trace = try TraceReader(path: path)
        let why = try #require(try trace.decisions().first(where: { $0.kind == "custom.wide" }))
        let sql = try trace.query("SELECT message FROM explained_decisions WHERE kind = 'custom.wide'").rows
        #expect(why.message.hasPrefix("0.13 1.13 2.13"))
        #expect(why.message.contains("19.13 {missing} "))
        #expect(sql.first?.first == .text(why.message))
    }

    static func placeholders(_ template: String) -> [String] {
        let placeholder = try! Regex(#"\{([^{}]*)\}"#)
        return template.matches(of: placeholder).map { String($0.output[1].substring ?? "") }
    }
}

/// A custom layout that records one decision about itself.
private struct Recorder: Layout {
    let decision: CustomDecision
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.record(decision)
        return CGSize(width: 10, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
