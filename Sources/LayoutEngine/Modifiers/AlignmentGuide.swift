import Foundation

extension NodeSpec {
    public static func alignmentGuide(
        _ guide: HorizontalAlignment, source: String = "", computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> NodeSpec {
        alignmentGuide(name: guide.name, layout: AlignmentGuideLayout(guide, source: source, computeValue: computeValue), source: source)
    }

    public static func alignmentGuide(
        _ guide: VerticalAlignment, source: String = "", computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> NodeSpec {
        alignmentGuide(name: guide.name, layout: AlignmentGuideLayout(guide, source: source, computeValue: computeValue), source: source)
    }

    private static func alignmentGuide(name: String, layout: AlignmentGuideLayout, source: String) -> NodeSpec {
        var spec = NodeSpec.modifier(
            kind: "alignmentGuide", label: "alignmentGuide(.\(name)\(source.isEmpty ? "" : ", computeValue: \(source)"))",
            args: ["guide": .string(name), "computeValue": source.isEmpty ? .null : .string(source)], layout: layout)
        spec.passesSpacer = true
        return spec
    }
}

extension View {
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified(by: .alignmentGuide(g, computeValue: computeValue))
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified(by: .alignmentGuide(g, computeValue: computeValue))
    }
}

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
        subviews.record(AlignmentGuideValue(guide: key.name, value: v, size: d.size, closure: source), about: child)
        return v
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { value(guide.key, proposal, subviews) }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? { value(guide.key, proposal, subviews) }
}

/// `alignmentguide.value`: the value an `alignmentGuide` closure computed.
public struct AlignmentGuideValue: DecisionPayload, Codable {
    public static let kind: DecisionKind = "alignmentguide.value"
    public static let sentences = [".{guide} guide moved to {value} by {closure} (view {size})", ".{guide} guide moved to {value} by its closure (view {size})"]
    public var guide: String
    public var value: CGFloat
    public var size: CGSize
    public var closure: String

    public var sentence: Int { closure.isEmpty ? 1 : 0 }
    public init(guide: String, value: CGFloat, size: CGSize, closure: String) { self.guide = guide; self.value = value; self.size = size; self.closure = closure }
}

extension SceneModifier {
    public static let alignmentGuide = SceneModifier("alignmentGuide") { a in
        guard let guide = try a.guide(nil) else { throw a.error("alignmentGuide needs a guide, such as .top") }
        guard let closure = try a.dimensionsClosure("computeValue") else { throw a.error("alignmentGuide needs a 'computeValue:' closure") }
        switch guide {
        case .horizontal(let h): return .alignmentGuide(h, source: closure.source, computeValue: closure.compute)
        case .vertical(let v): return .alignmentGuide(v, source: closure.source, computeValue: closure.compute)
        }
    }
}
