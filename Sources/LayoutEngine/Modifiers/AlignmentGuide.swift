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
