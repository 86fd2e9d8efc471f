import CommandLineSupport
import Foundation
import LayoutEngine
import TraceStore

/// Query results as an aligned table, JSON or CSV, written as the rows come: a result of
/// any size streams through in constant memory.
struct TableFormat {
    enum Style { case table, json, csv }

    /// Rows a table holds back to choose its column widths; later rows use those widths.
    static let tableSample = 1_000

    let style: Style
    private var columns: [String] = []
    private var sample: [[SQLValue]] = []
    private var widths: [Int] = []
    private var numeric: [Bool] = []
    private var rowCount = 0
    private var sampling = true

    init(_ style: Style) { self.style = style }

    static func text(_ value: SQLValue, nullText: String = "NULL") -> String {
        value == .null ? nullText : value.description
    }

    mutating func begin(_ columns: [String], _ out: inout Output) {
        self.columns = columns
        switch style {
        case .json: out.write("[")
        case .csv: out.line(columns.map(Self.csvField).joined(separator: ","))
        case .table: break
        }
    }

    mutating func row(_ values: [SQLValue], _ out: inout Output) {
        defer { rowCount += 1 }
        switch style {
        case .json:
            let object = TraceValue.object(TraceObject(zip(columns, values).map { ($0, Self.traceValue($1)) }))
            out.write((rowCount == 0 ? "" : ",") + TraceJSON.encode(object))
        case .csv:
            out.line(values.map { Self.csvField(Self.text($0, nullText: "")) }.joined(separator: ","))
        case .table:
            if sampling {
                sample.append(values)
                if sample.count == Self.tableSample { flushSample(&out) }
            } else {
                out.line(tableLine(values.map(Self.cell)))
            }
        }
    }

    mutating func end(_ out: inout Output) {
        switch style {
        case .json: out.line("]")
        case .csv: break
        case .table:
            if sampling { flushSample(&out) }
            out.line("(\(rowCount) row\(rowCount == 1 ? "" : "s"))")
        }
    }

    private mutating func flushSample(_ out: inout Output) {
        sampling = false
        let cells = sample.map { $0.map(Self.cell) }
        widths = columns.map(\.count)
        for row in cells {
            for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
        }
        numeric = columns.indices.map { i in
            !sample.isEmpty && sample.allSatisfy { row in
                switch row[i] {
                case .integer, .real, .null: return true
                default: return false
                }
            }
        }
        out.line(tableLine(columns))
        out.line(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in cells { out.line(tableLine(row)) }
        sample = []
    }

    private func tableLine(_ values: [String]) -> String {
        zip(values.indices, values).map { i, v in
            let pad = String(repeating: " ", count: max(0, widths[i] - v.count))
            return numeric[i] ? pad + v : v + pad
        }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }

    private static func cell(_ value: SQLValue) -> String { text(value).replacingOccurrences(of: "\n", with: "\\n") }

    static func traceValue(_ v: SQLValue) -> TraceValue {
        switch v {
        case .null: return .null
        case .integer(let i): return .number(Double(i))
        case .real(let d): return .number(d)
        case .text(let s): return .string(s)
        case .blob(let n): return .string("<blob \(n) bytes>")
        }
    }

    static func csvField(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
}
