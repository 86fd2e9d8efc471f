import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceStore

/// docs/decisions.md, the reference of every decision kind: its fields in storage order,
/// as real traces store them (`DecisionCorpus`), and every sentence its type can say. `LTRACE_UPDATE_SNAPSHOTS=1 swift test --filter DecisionKindsDocTests`
/// rewrites it after a change.
@Suite struct DecisionKindsDocTests {
    static let document = Repository.root.appendingPathComponent("docs/decisions.md")

    @Test func theReferenceCoversEveryKindAndIsCurrent() throws {
        var rows: [(kind: String, fields: String, sentence: String)] = []
        for (_, trace) in try DecisionCorpus.traces() {
            let result = try trace.query("SELECT kind, fields, sentence FROM decision_kinds ORDER BY id")
            for row in result.rows {
                guard case .text(let kind) = row[0], case .text(let fields) = row[1], case .text(let sentence) = row[2] else { continue }
                rows.append((kind, fields, sentence))
            }
        }
        let kinds = Set(rows.map(\.kind))
        for type in BuiltIns.decisions {
            #expect(kinds.contains(type.kind.rawValue), "no scene records \(type.kind): add one to DecisionCorpus.extraScenes")
        }

        var text = """
            # Decision kinds

            Each decision a trace holds is a row of `decisions` whose `data` is a JSON array of
            the values named by its kind's `fields` (`decision_kinds`); `decision_values` gives
            them by name and `explained_decisions` fills in the sentence. A size or proposal `x`
            is two fields, `x_width` and `x_height`; a point `p` is `p_x` and `p_y`; `nil` is
            null and infinity `"inf"`; a flag is 1 or 0; an `axis` is 0 for the width
            (horizontal) and 1 for the height; a `flexframe.axis` `rule` is 0 ideal, 1 clamp,
            2 child, 3 min, 4 max, 5 proposal; a `guide.combine` `rule` is 0 mean, 1 smallest,
            2 largest, 3 the guide's own; a field ending in `nodes` holds node ids, which
            `ltrace why` and SQL name by label. Each kind is a
            `DecisionPayload` type in `Sources/LayoutEngine` whose `kind` is that name
            (`text.layout` is `TextSize`, `warning` is `LayoutWarning`).

            Generated from real traces by `DecisionKindsDocTests`; do not edit.

            """
        for type in BuiltIns.decisions.sorted(by: { $0.kind.rawValue < $1.kind.rawValue }) {
            guard let stored = rows.first(where: { $0.kind == type.kind.rawValue }) else { continue }
            let fields = (TraceJSON.decode(stored.fields)?.arrayValue ?? []).compactMap(\.stringValue)
            text += "\n## `\(type.kind)`\n\nfields: " + (fields.isEmpty ? "none" : fields.map { "`\($0)`" }.joined(separator: ", ")) + "\n\n"
            var seen: Set<String> = []
            for sentence in type.sentences.map({ DecisionSentence.expand($0, names: fields) }) where seen.insert(sentence).inserted {
                text += "- \(sentence)\n"
            }
        }
        if ProcessInfo.processInfo.environment["LTRACE_UPDATE_SNAPSHOTS"] != nil {
            try text.write(to: Self.document, atomically: true, encoding: .utf8)
        }
        let committed = try? String(contentsOf: Self.document, encoding: .utf8)
        #expect(committed == text, "docs/decisions.md is out of date: LTRACE_UPDATE_SNAPSHOTS=1 swift test --filter DecisionKindsDocTests")
    }
}
