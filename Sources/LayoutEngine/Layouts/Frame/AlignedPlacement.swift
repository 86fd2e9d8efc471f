import Foundation

/// Places a single child inside `bounds` so that the child's alignment guides
/// meet the container's (frames, overlays, containerRelativeFrame).
///
/// The container's guide is its default value for its own size; the child's is
/// its explicit value if it has one (an `alignmentGuide`), else its default.
func placeAligned(
    _ child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment,
    subviews: LayoutSubviews, kind: DecisionKind = .frameAlign
) {
    let d = child.dimensions(in: proposal)
    let container = ViewDimensions(width: bounds.width, height: bounds.height)
    let guideX = container[alignment.horizontal], guideY = container[alignment.vertical]
    let childX = d[alignment.horizontal], childY = d[alignment.vertical]
    let point = CGPoint(x: bounds.minX + guideX - childX, y: bounds.minY + guideY - childY)
    subviews.record(
        kind, about: child,
        ["alignment": .string(alignment.name), "container_guide_x": .number(guideX), "container_guide_y": .number(guideY),
         "child_guide_x": .number(childX), "child_guide_y": .number(childY), "x": .number(point.x), "y": .number(point.y),
         "offset_x": .number(guideX - childX), "offset_y": .number(guideY - childY)],
        "aligned .\(alignment.name): x = \(TraceFormat.short(bounds.minX)) + \(TraceFormat.short(guideX)) − \(TraceFormat.short(childX)) = \(TraceFormat.short(point.x)), y = \(TraceFormat.short(bounds.minY)) + \(TraceFormat.short(guideY)) − \(TraceFormat.short(childY)) = \(TraceFormat.short(point.y))")
    child.place(at: point, anchor: .topLeading, proposal: proposal)
}
