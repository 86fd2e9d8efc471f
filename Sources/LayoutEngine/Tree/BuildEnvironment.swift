import Foundation

/// Values that flow from a node to its descendants while the tree is built:
/// the font and line limit that `Text` reads, the stack orientation that
/// `Spacer` and `Divider` follow, and the container `containerRelativeFrame` measures.
public struct BuildEnvironment {
    public var font: Font = .body
    /// `bold()`, `italic()`, `fontWeight(_:)`, `fontDesign(_:)`, `monospaced()`, `monospacedDigit()`
    /// around the texts: applied over whatever font each text is in, under the text's own settings.
    public var textStyle = TextStyle()
    public var lineLimit: Int? = nil
    /// `lineLimit(2...4)`'s lower bound, `lineLimit(3, reservesSpace: true)`: lines of height a text keeps.
    public var minimumLines = 0
    /// `allowsTightening(_:)`.
    public var allowsTightening = false
    /// `listSectionSpacing(_:)`: the space between a list's sections; nil: the style's.
    public var listSectionSpacing: CGFloat? = nil
    /// `listRowSpacing(_:)`: the space between a list's rows; nil: none.
    public var listRowSpacing: CGFloat? = nil
    /// `imageScale(_:)`: the size of the symbols inside beside their font.
    public var imageScale: ImageScale = .medium
    /// `lineSpacing(_:)`: points between the lines of the texts inside.
    public var lineSpacing: CGFloat = 0
    /// `textCase(_:)`: the case the texts inside are shown (and measured) in; nil: as written.
    public var textCase: TextCase? = nil
    /// `multilineTextAlignment(_:)`: where each line of the texts inside sits in its frame.
    public var multilineTextAlignment: TextAlignment = .leading
    /// `truncationMode(_:)`: the part of a too-long text the ellipsis replaces.
    public var truncationMode: TruncationMode = .tail
    /// `tracking(_:)`, `kerning(_:)`: points added after each character of the texts inside.
    public var tracking: CGFloat = 0
    /// `minimumScaleFactor(_:)`: how far a text inside may shrink to fit instead of truncating.
    public var minimumScaleFactor: CGFloat = 1
    /// The Dynamic Type sizes `dynamicTypeSize(_:)` allows here; nil: the pass's size.
    public var dynamicTypeRange: DynamicTypeRange? = nil
    /// The axis of the nearest enclosing stack, reset by other containers.
    public var stackOrientation: Axis? = nil
    /// The nearest `ScrollView` ancestor; `nil` means the root.
    public var containerNode: Int? = nil

    public init() {}
}
