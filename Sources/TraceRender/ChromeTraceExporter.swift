import Foundation
import LayoutEngine
import TraceStore

/// A trace in the Chrome trace-event format (JSON object form), which Perfetto UI
/// and chrome://tracing load.
///
/// Every call is a complete event (`"ph": "X"`) on a logical clock: each call's
/// start, each decision and each call's end advance it by one microsecond, so a
/// call's children and decisions lie strictly inside it. A call's decisions are
/// instant events (`"ph": "i"`) at the end of the call that made them, after its
/// children, as the trace records them. Each pass is a thread of one process,
/// named by metadata events.
public enum ChromeTraceExporter {
    public static func export(_ trace: TraceReader, to handle: FileHandle) throws {
        var out = Buffer(handle)
        let scene = trace.meta.scenePath.isEmpty ? trace.path : trace.meta.scenePath
        out.append(#"{"displayTimeUnit":"ns","otherData":{"#)
        out.append(#""ltrace_version":\#(json(trace.meta.ltraceVersion)),"engine_version":\#(json(trace.meta.engineVersion ?? "")),"scene":\#(json(scene))},"traceEvents":["#)
        out.append("\n")
        out.append(#"{"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":\#(json("ltrace: " + scene))}}"#)
        let passes = try trace.passes()
        for pass in passes {
            out.append(",\n")
            out.append(#"{"name":"thread_name","ph":"M","pid":1,"tid":\#(pass.id),"args":{"name":\#(json("pass \(pass.id): proposal \(TraceFormat.compact(pass.proposal))"))}}"#)
            out.append(",\n")
            out.append(#"{"name":"thread_sort_index","ph":"M","pid":1,"tid":\#(pass.id),"args":{"sort_index":\#(pass.id)}}"#)
        }
        let labels = Dictionary(uniqueKeysWithValues: try trace.nodes().map { ($0.id, $0.label) })

        // Calls close in the order they completed, which is the order of decision ids:
        // one cursor serves them all, checked against each call's first decision id.
        let decisionCursor = try trace.decisionCursor()
        var pending = try decisionCursor.next()
        func decisions(of call: CallRow) throws -> [DecisionRow] {
            guard let first = call.firstDecision, call.decisionCount > 0 else { return [] }
            while let d = pending, d.id < first { pending = try decisionCursor.next() }
            guard pending?.id == first else { return try trace.decisions(call: call.id) }
            var rows: [DecisionRow] = []
            while let d = pending, d.id < first + call.decisionCount {
                rows.append(d)
                pending = try decisionCursor.next()
            }
            return rows
        }

        for pass in passes {
            var clock = 0
            // Calls that have started and not ended, innermost last.
            var open: [(call: CallRow, start: Int)] = []
            func close() throws {
                let (call, start) = open.removeLast()
                if call.decisionCount > 0 {
                    for d in try decisions(of: call) {
                        clock += 1
                        out.append(",\n")
                        out.append(
                            #"{"name":\#(json(d.kind.rawValue)),"cat":"decision","ph":"i","s":"t","ts":\#(clock),"pid":1,"tid":\#(pass.id),"args":{"decision":\#(d.id),"call":\#(call.id),"node":\#(json(d.node.description)),"child":\#(d.child.map { json($0.description) } ?? "null"),"message":\#(json(d.message)),"data":\#(TraceJSON.encode(.object(TraceObject(d.fields.entries.map { ($0.name, $0.value) }))))}}"#
                        )
                    }
                }
                clock += 1
                out.append(",\n")
                let label = labels[call.node] ?? ""
                let name = call.isPlace ? "place \(call.node) \(label)" : "sizeThatFits \(call.node) \(label)"
                var args = #""call":\#(call.id),"node":\#(json(call.node.description)),"label":\#(json(label)),"method":\#(json(call.method.rawValue)),"role":\#(json(call.role.rawValue)),"proposal":\#(TraceJSON.encode(.proposal(call.proposal))),"result":\#(TraceJSON.encode(.size(call.size))),"cache_hit":\#(call.cacheHit)"#
                if let origin = call.origin { args += #","x":\#(number(origin.x)),"y":\#(number(origin.y))"# }
                out.append(
                    #"{"name":\#(json(name)),"cat":\#(json(call.role.rawValue)),"ph":"X","ts":\#(start),"dur":\#(clock - start),"pid":1,"tid":\#(pass.id),"args":{\#(args)}}"#
                )
            }
            let cursor = try trace.callCursor(pass: pass.id)
            while let call = try cursor.next() {
                while let top = open.last, top.call.id != call.parent { try close() }
                clock += 1
                open.append((call, clock))
            }
            while !open.isEmpty { try close() }
        }
        out.append("\n]}\n")
        try out.flush()
    }

    static func json(_ s: String) -> String { TraceJSON.encode(.string(s)) }

    /// A decision's data as JSON: itself when it parses, else as a string (a damaged trace).
    static func number(_ x: CGFloat) -> String { TraceJSON.encode(.number(Double(x))) }

    /// Output in 1 MB writes: a million-call trace is hundreds of megabytes. The first
    /// write error is kept and thrown by `flush()`.
    struct Buffer {
        let handle: FileHandle
        var bytes: [UInt8] = []
        var failure: Error?
        init(_ handle: FileHandle) {
            self.handle = handle
            bytes.reserveCapacity(1 << 20)
        }
        mutating func append(_ s: String) {
            bytes += s.utf8
            if bytes.count >= 1 << 20 { write() }
        }
        private mutating func write() {
            if failure == nil {
                do { try handle.write(contentsOf: bytes) } catch { failure = error }
            }
            bytes.removeAll(keepingCapacity: true)
        }
        mutating func flush() throws {
            write()
            if let failure { throw failure }
        }
    }
}
