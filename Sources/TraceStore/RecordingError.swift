import Foundation
import LayoutEngine

/// Why a layout could not be recorded: the scene, not the file, is at fault. Printed in
/// the compiler's form, `scene.swift:12:9: error: …`, when the node has a source position.
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    public enum Reason: Equatable, Sendable {
        /// A node's layout priority is NaN (from Swift code; scenes reject it where written).
        case priorityNotANumber
        /// A call answered or was proposed NaN, or placed its node at NaN.
        case notANumber(pass: Int, what: String)
        /// The layout made more calls than `limit` (README, "Limits") by pass `pass` of `passes`,
        /// or its first pass made `perPass`, too many for all its passes.
        case tooManyCalls(limit: Int, pass: Int, passes: Int, perPass: Int?)
    }

    public let reason: Reason
    public let node: NodeID?
    public let label: String
    /// Where the fault is: the node's source, or the directive that asked for the passes.
    public var source: SourcePosition?
    /// The scene file, when the tree came from one (empty otherwise); a node's own file, in a
    /// scene of several, comes first.
    public var scenePath: String = ""
    /// What asked for the passes, when too many calls is their fault (`--sweep width=1...5000:1`).
    public var passesFrom: String?

    public var description: String {
        var message: String
        switch reason {
        case .priorityNotANumber:
            message = "\(subject) has a layout priority that is not a number (NaN); SwiftUI's ordering of it is undefined"
        case .notANumber(let pass, let what):
            message = "in pass \(pass), \(subject) \(what), which is not a number (NaN): a NaN never reaches the trace"
        case .tooManyCalls(let limit, let pass, let passes, let perPass):
            if let perPass {
                message = "the layout makes \(perPass) calls per pass: \(passes) passes would make about \(perPass * passes), more than the limit of \(limit) calls; record fewer passes"
            } else {
                message = "the layout made more than \(limit) calls (the limit) in pass \(pass) of \(passes); record fewer passes or a smaller scene"
            }
            if let passesFrom { message += " (the \(passes) passes come from \(passesFrom))" }
        }
        guard let source, let file = source.file ?? (scenePath.isEmpty ? nil : scenePath) else {
            return (scenePath.isEmpty ? "" : "\(scenePath): ") + "error: " + message
        }
        return "\(file):\(source.line):\(source.column): error: \(message)"
    }

    private var subject: String { node.map { "\($0) \(label)" } ?? "the scene" }
}
