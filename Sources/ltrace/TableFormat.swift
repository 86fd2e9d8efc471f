import Foundation
import LayoutEngine
import TraceStore

/// Query results as an aligned table, JSON or CSV.
enum TableFormat {
    static func text(_ value: SQLValue, nullText: String = "NULL") -> String {
        value == .null ? nullText : value.description
    }

    static func table(_ result: QueryResult) -> [String] {
        let cells = result.rows.map { row in row.map { text($0).replacingOccurrences(of: "\n", with: "\\n") } }
        var widths = result.columns.map(\.count)
        for row in cells {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ values: [String], numeric: [Bool]) -> String {
            zip(values.indices, values).map { i, v in
                let pad = String(repeating: " ", count: widths[i] - v.count)
                return numeric[i] ? pad + v : v + pad
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        let numeric = result.columns.indices.map { i in
            !result.rows.isEmpty && result.rows.allSatisfy { row in
                switch row[i] {
                case .integer, .real, .null: return true
                default: return false
                }
            }
        }
        var lines = [line(result.columns, numeric: numeric), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        lines += cells.map { line($0, numeric: numeric) }
        lines.append("(\(result.rows.count) row\(result.rows.count == 1 ? "" : "s"))")
        return lines
    }

    static func json(_ result: QueryResult) -> String {
        let rows: [TraceValue] = result.rows.map { row in
            .object(TraceObject(zip(result.columns, row).map { ($0, traceValue($1)) }))
        }
        return TraceJSON.encode(.array(rows))
    }

    static func traceValue(_ v: SQLValue) -> TraceValue {
        switch v {
        case .null: return .null
        case .integer(let i): return .number(Double(i))
        case .real(let d): return .number(d)
        case .text(let s): return .string(s)
        case .blob(let n): return .string("<blob \(n) bytes>")
        }
    }

    static func csv(_ result: QueryResult) -> [String] {
        func field(_ s: String) -> String {
            s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
        }
        return [result.columns.map(field).joined(separator: ",")] + result.rows.map { $0.map { field(text($0, nullText: "")) }.joined(separator: ",") }
    }
}
