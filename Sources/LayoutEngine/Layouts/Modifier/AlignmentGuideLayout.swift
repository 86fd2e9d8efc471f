import Foundation

/// `alignmentGuide(_:computeValue:)`: same size and position as the view; the
/// guide's value is the closure applied to the view's dimensions. Other guides
/// pass through.
public struct AlignmentGuideLayout: Layout {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    /// The closure as written, for the trace.
    let source: String

    public init(_ guide: HorizontalAlignment, source: String = "", computeValue: @escaping (ViewDimensions) -> CGFloat) {
        key = guide.key
        self.computeValue = computeValue
        self.source = source
    }

    public init(_ guide: VerticalAlignment, source: String = "", computeValue: @escaping (ViewDimensions) -> CGFloat) {
        key = guide.key
        self.computeValue = computeValue
        self.source = source
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    private func value(_ guide: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let d = child.dimensions(in: proposal)
        guard guide == key else { return d.explicit(guide) }
        let v = computeValue(d)
        subviews.record(
            .alignmentGuide, about: child,
            ["guide": .string(key.name), "value": .number(v), "width": .number(d.width), "height": .number(d.height),
             "closure": .string(source)],
            ".\(key.name) guide moved to \(TraceFormat.short(v)) by \(source.isEmpty ? "its closure" : source) (view \(TraceFormat.size(d.size)))")
        return v
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { value(guide.key, proposal, subviews) }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { value(guide.key, proposal, subviews) }
}
