import Foundation

/// A kind of decision, e.g. `stack.distribute`. Built-in layouts use the
/// constants below; custom layouts may record their own kinds.
public struct DecisionKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    // Leaves
    /// A shape or colour took its proposal (`nil` → 10).
    public static let shapeSize: DecisionKind = "shape.size"
    public static let textLayout: DecisionKind = "text.layout"
    public static let imageSize: DecisionKind = "image.size"
    public static let spacerSize: DecisionKind = "spacer.size"
    public static let dividerSize: DecisionKind = "divider.size"
    // Stacks
    public static let stackIdeal: DecisionKind = "stack.ideal"
    public static let stackSpacing: DecisionKind = "stack.spacing"
    public static let stackFlexibility: DecisionKind = "stack.flexibility"
    public static let stackGroups: DecisionKind = "stack.groups"
    public static let stackOrder: DecisionKind = "stack.order"
    public static let stackReserve: DecisionKind = "stack.reserve"
    public static let stackDistribute: DecisionKind = "stack.distribute"
    public static let stackSize: DecisionKind = "stack.size"
    public static let stackPlace: DecisionKind = "stack.place"
    public static let zstackGroups: DecisionKind = "zstack.groups"
    public static let zstackPlace: DecisionKind = "zstack.place"
    // Frames and modifiers
    public static let frameAxis: DecisionKind = "frame.axis"
    public static let frameAlign: DecisionKind = "frame.align"
    public static let flexFrameAxis: DecisionKind = "flexframe.axis"
    public static let fixedSize: DecisionKind = "fixedsize.axis"
    public static let aspectRatio: DecisionKind = "aspectratio.fit"
    public static let padding: DecisionKind = "padding.insets"
    public static let overlayPlace: DecisionKind = "overlay.place"
    public static let alignmentGuide: DecisionKind = "alignmentguide.value"
    public static let offset: DecisionKind = "offset.shift"
    public static let position: DecisionKind = "position.center"
    public static let passthrough: DecisionKind = "passthrough"
    public static let relativeProposal: DecisionKind = "relative.proposal"
    public static let containerRelative: DecisionKind = "containerrelative.length"
    public static let scrollView: DecisionKind = "scrollview.proposal"
    public static let viewThatFitsCandidate: DecisionKind = "viewthatfits.candidate"
    public static let viewThatFitsChoice: DecisionKind = "viewthatfits.choice"
    public static let geometryReader: DecisionKind = "geometryreader.size"
    public static let rootPlace: DecisionKind = "root.place"
    /// Something SwiftUI would print a runtime warning about.
    public static let warning: DecisionKind = "warning"
}

/// One decision of the engine: structured numbers plus a short sentence.
public struct Decision: Sendable {
    /// The call during which the decision was made (set by the engine).
    public internal(set) var call: CallID?
    public internal(set) var pass: Int
    public let kind: DecisionKind
    /// The node whose layout decided.
    public let node: NodeID
    /// The child the decision is about, if any.
    public let child: NodeID?
    public let data: TraceObject
    public let message: String

    public init(kind: DecisionKind, node: NodeID, child: NodeID? = nil, data: TraceObject, message: String) {
        self.kind = kind
        self.node = node
        self.child = child
        self.data = data
        self.message = message
        self.call = nil
        self.pass = 0
    }
}
