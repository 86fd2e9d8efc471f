import Foundation

/// Places a single child inside `bounds` so that the child's alignment guides
/// meet the container's (frames, overlays, containerRelativeFrame).
///
/// The container's guide is its default value for its own size, or, for an overlay, the
/// primary view's value (`containerGuides`); the child's is its explicit value if it has one
/// (an `alignmentGuide`), else its default.
func placeAligned(
    _ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment,
    subviews: LayoutSubviews, containerGuides: ViewDimensions? = nil
) {
    let d = child.dimensions(in: proposal)
    let container = containerGuides ?? ViewDimensions(width: bounds.width, height: bounds.height)
    let guideX = container[alignment.horizontal], guideY = container[alignment.vertical]
    let childX = d[alignment.horizontal], childY = d[alignment.vertical]
    let point = CGPoint(x: bounds.minX + guideX - childX, y: bounds.minY + guideY - childY)
    subviews.record(
        AlignedPlace(
            alignment: alignment.name, origin: bounds.origin, containerGuide: CGPoint(x: guideX, y: guideY), childGuide: CGPoint(x: childX, y: childY),
            point: point, toPrimary: containerGuides != nil),
        about: child)
    child.place(at: point, anchor: .topLeading, proposal: proposal)
}

/// Where a view of `size` sits in a grid cell of `cell` size: the frame guides (leading, centre,
/// trailing, top, bottom; the baselines too, as the centre) as a share of the free space; a custom
/// guide (`gridColumnAlignment(.myGuide)`) by meeting the view's guide, its explicit value if it
/// has one, as a frame aligns its content.
func cellOffset(_ horizontal: HorizontalAlignment, _ vertical: VerticalAlignment, cell: CGSize, size: CGSize, subview: LayoutSubview, proposal: ProposedViewSize) -> CGPoint {
    let alignment = Alignment(horizontal: horizontal, vertical: vertical)
    var offset = CGPoint(x: LazyGridLayout.share(cell.width - size.width, alignment.fraction(.horizontal)), y: LazyGridLayout.share(cell.height - size.height, alignment.fraction(.vertical)))
    if horizontal.key.isCustom || vertical.key.isCustom {
        let d = subview.dimensions(in: proposal)
        let container = ViewDimensions(width: cell.width, height: cell.height)
        if horizontal.key.isCustom { offset.x = container[horizontal] - d[horizontal] }
        if vertical.key.isCustom { offset.y = container[vertical] - d[vertical] }
    }
    return offset
}

/// `aligned.place`: a child placed so that its alignment guides meet its container's.
public struct AlignedPlace: DecisionPayload, Codable {
    public static let kind: DecisionKind = "aligned.place"
    public static let sentences = [
        "aligned .{alignment}: x = {origin_x} + {container_guide_x} − {child_guide_x} = {point_x}, y = {origin_y} + {container_guide_y} − {child_guide_y} = {point_y}",
        "aligned .{alignment} to the modified view's guides, explicit ones included: x = {origin_x} + {container_guide_x} − {child_guide_x} = {point_x}, y = {origin_y} + {container_guide_y} − {child_guide_y} = {point_y}",
    ]
    public var alignment: String
    /// The container's top-leading corner.
    public var origin: CGPoint
    public var containerGuide: CGPoint
    public var childGuide: CGPoint
    public var point: CGPoint
    /// An overlay's content, aligned to the primary view's guides rather than the container's defaults.
    public var toPrimary: Bool

    public var sentence: Int { toPrimary ? 1 : 0 }
    public init(alignment: String, origin: CGPoint, containerGuide: CGPoint, childGuide: CGPoint, point: CGPoint, toPrimary: Bool = false) {
        self.alignment = alignment; self.origin = origin; self.containerGuide = containerGuide; self.childGuide = childGuide; self.point = point
        self.toPrimary = toPrimary
    }
}
