import Foundation

/// What the analyses and renderers need to know of a node's layout, stored in
/// `nodes.trait`, so that they never match on names such as `"HStack"`.
public enum NodeTrait: String, Sendable, CaseIterable {
    case plain = ""
    /// Divides its width among its children (HStack): its stack decisions are about widths.
    case horizontalStack = "horizontal-stack"
    /// Divides its height among its children (VStack).
    case verticalStack = "vertical-stack"
    /// Changes no size or position (drawing modifiers, layoutPriority, font…).
    case passthrough
    /// Shows one of its children (ViewThatFits).
    case chooser
    /// Fills its frame (a colour or a shape).
    case shape

    /// The axis a stack divides.
    public var stackAxis: Axis? {
        switch self {
        case .horizontalStack: return .horizontal
        case .verticalStack: return .vertical
        default: return nil
        }
    }
}

extension ViewNode {
    /// What the analyses know of the node's layout (`EngineLayoutTraits.node`).
    public var trait: NodeTrait { box?.traits.node ?? .plain }
}
