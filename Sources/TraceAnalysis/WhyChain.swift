import Foundation
import LayoutEngine
import TraceStore

/// The causal chain behind one node's size and position in one pass: each
/// ancestor that changed anything, from the root proposal down to the node.
public struct WhyChain: Sendable {
    public let node: NodeRow
    public let pass: PassRow
    public let frame: CGRect
    public let proposal: ProposedViewSize
    /// The size part: from the root (or from the nearest node that ignores its
    /// proposal, on the axes it ignores) down to the node.
    public let steps: [Step]
    /// How the node's position came about, from the root down.
    public let placements: [Placement]
    /// Drawing-only modifiers on the path, which change nothing.
    public let passthrough: [NodeRow]
    /// What the frame depends on that ltrace could not know: opaque values given a concrete one,
    /// placeholders, approximations, on the node and its ancestors (lists included).
    public var dependencies: [Dependency] = []

    /// A diagnostic of the scene reader that a node of the chain depends on.
    public struct Dependency: Sendable {
        public let node: NodeRow
        public let diagnostic: SourceDiagnostic

        /// `depends on an opaque value at Card.swift:12:9`, `is a placeholder (Card.swift:4:5)`.
        public var sentence: String {
            let at = "\(diagnostic.file.split(separator: "/").last.map(String.init) ?? diagnostic.file):\(diagnostic.position.line):\(diagnostic.position.column)"
            switch diagnostic.kind {
            case .substituted: return "depends on an opaque value at \(at): \(diagnostic.message)"
            case .placeholder: return "is a placeholder (\(at)): \(diagnostic.message)"
            case .approximated: return "is approximated at \(at): \(diagnostic.message)"
            case .ignored: return "ignores code at \(at): \(diagnostic.message)"
            case .recovered: return "depends on code ltrace could not run, at \(at): \(diagnostic.message)"
            }
        }
    }

    /// One ancestor (or the node itself): what it was proposed, what it chose, and why.
    public struct Step: Sendable {
        public let node: NodeRow
        public let proposal: ProposedViewSize
        public let size: CGSize
        /// The node's decisions in the call that computed its size (and about the next node on the path).
        public let rules: [Rule]
        /// Siblings handled before the next node on the path (stacks), with what they took and why.
        public let siblings: [Sibling]
        /// Axes on which the node ignored its proposal: the chain above does not matter there.
        public let ignores: [Axis]
    }

    /// A decision, as recorded (or a summary of several, `ElidedShares`).
    public struct Rule: Sendable {
        public let child: NodeID?
        public let payload: any DecisionPayload
        public let fields: DecisionFields
        public let message: String

        public var kind: DecisionKind { payload.kind }
        public func `as`<P: DecisionPayload>(_ type: P.Type) -> P? { payload as? P }

        init(_ d: DecisionRow) {
            child = d.child
            payload = d.payload
            fields = d.fields
            message = d.message
        }

        init(_ payload: some DecisionPayload, child: NodeID? = nil) {
            self.child = child
            self.payload = payload
            fields = payload.fields
            message = DecisionSentence.fill(payload.template, fields, node: "", child: child?.description)
        }
    }

    /// A sibling that took less or more than it was proposed, with its own reasons.
    public struct Sibling: Sendable {
        /// The stack's child.
        public let child: NodeID
        /// The node that decided: the child, or the first node below its pass-through modifiers.
        public let node: NodeRow
        public let proposal: ProposedViewSize
        public let size: CGSize
        public let rules: [Rule]
    }

    /// How a parent placed the next node on the path.
    public struct Placement: Sendable {
        public let parent: NodeRow?
        public let node: NodeRow
        public let origin: CGPoint
        public let rules: [Rule]
    }
}

/// What a list node (a `Group`, a `ForEach`, a preview's group of views) is: not a view with a
/// frame, but the views it lists, each explained on its own.
public struct WhyList: Sendable {
    public let node: NodeRow
    public let elements: [NodeRow]
    /// Whether its elements are the roots of the pass (a preview provider's group of previews).
    public let isRoot: Bool
    public let dependencies: [WhyChain.Dependency]
}

/// Why a node has no chain: it was not placed in the pass.
public struct WhyNotPlaced: Error, CustomStringConvertible, Sendable {
    public let description: String
    /// Decisions that say why (a ViewThatFits that chose another candidate).
    public let rules: [WhyChain.Rule]
}
