import Foundation

/// The built-in decision kinds, so a reader can turn a stored kind back into its payload type.
public enum DecisionPayloads {
    public static let all: [any DecisionPayload.Type] = [
        // Leaves
        ShapeSize.self, TextSize.self, ImageSize.self, SpacerSize.self, DividerSize.self,
        // Stacks
        StackSpacing.self, StackIdeal.self, StackFlexibility.self, StackGroups.self, StackOrder.self, StackReserve.self,
        StackDistribute.self, StackSize.self, StackPlace.self, ZStackGroup.self, ZStackPlace.self,
        // Frames and modifiers
        FrameAxis.self, FlexFrameAxis.self, AlignedPlace.self, FixedSizeAxis.self, AspectRatioFit.self, AspectRatioUnspecified.self,
        CenteredPlace.self, PaddingInsets.self, PaddingPlace.self, OverlaySize.self, AlignmentGuideValue.self, OffsetShift.self,
        PositionSize.self, PositionCenter.self, Passthrough.self, RelativeProposal.self, ContainerRelativeLength.self,
        // Containers
        ScrollViewSize.self, ViewThatFitsCandidate.self, ViewThatFitsChoice.self, GeometryReaderSize.self,
        LayoutWarning.self,
    ]

    private static let byKind: [DecisionKind: any DecisionPayload.Type] = Dictionary(all.map { ($0.kind, $0) }, uniquingKeysWith: { a, _ in a })

    /// The payload type of a built-in kind; nil for a custom layout's kind.
    public static func type(of kind: DecisionKind) -> (any DecisionPayload.Type)? { byKind[kind] }
}
