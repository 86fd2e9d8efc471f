import Foundation

extension NodeSpec {
    public static func aspectRatio(_ ratio: CGFloat?, contentMode: ContentMode, label: String? = nil) -> NodeSpec {
        .modifier(
            kind: "aspectRatio",
            label: label ?? CallLabel.make("aspectRatio", [(nil, CallLabel.number(ratio)), ("contentMode", "." + contentMode.rawValue)]),
            args: ["ratio": .dimension(ratio), "contentMode": .string(contentMode.rawValue)],
            layout: AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    }
}

extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modified(by: .aspectRatio(aspectRatio, contentMode: contentMode))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modified(by: .aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    public func scaledToFit() -> some View {
        modified(by: .aspectRatio(nil, contentMode: .fit, label: "scaledToFit()"))
    }

    public func scaledToFill() -> some View {
        modified(by: .aspectRatio(nil, contentMode: .fill, label: "scaledToFill()"))
    }
}
