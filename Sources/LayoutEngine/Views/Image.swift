import Foundation

/// An image with an intrinsic size, given where it is created since there are
/// no image files: `Image("photo", width: 100, height: 50)`. `Image(systemName:)`
/// is a square symbol as tall as a line of the current font.
public struct Image: View {
    public typealias Body = Never
    let name: String
    let systemName: Bool
    let intrinsicSize: CGSize?
    var isResizable = false

    public init(_ name: String, width: CGFloat, height: CGFloat) {
        self.name = name
        self.systemName = false
        self.intrinsicSize = CGSize(width: width, height: height)
    }

    public init(systemName: String) {
        self.name = systemName
        self.systemName = true
        self.intrinsicSize = nil
    }

    /// Makes the image take its proposal instead of its intrinsic size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets()) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Interpolation: Sendable { case none, low, medium, high }

    public func _nodeSpecs() -> [NodeSpec] {
        [Self.spec(name: name, systemName: systemName, intrinsicSize: intrinsicSize, resizable: isResizable, label: label)]
    }

    var label: String {
        let base =
            systemName
            ? "Image(systemName: \(CallLabel.quoted(name)))"
            : CallLabel.make(
                "Image",
                [(nil, CallLabel.quoted(name)), ("width", CallLabel.number(intrinsicSize?.width)),
                 ("height", CallLabel.number(intrinsicSize?.height))])
        return base + (isResizable ? ".resizable()" : "")
    }

    /// An `Image` node; a `nil` intrinsic size is a symbol sized by the environment's font.
    public static func spec(name: String, systemName: Bool, intrinsicSize: CGSize?, resizable: Bool, label: String)
        -> NodeSpec
    {
        var args: TraceObject = [systemName ? "systemName" : "name": .string(name), "resizable": .bool(resizable)]
        if let intrinsicSize {
            args["width"] = .number(intrinsicSize.width)
            args["height"] = .number(intrinsicSize.height)
        }
        return NodeSpec(
            kind: "Image", label: label, args: args, role: .leaf,
            layout: .environmental { environment in
                ImageLayout(
                    intrinsicSize: intrinsicSize ?? ImageLayout.symbolSize(environment.font), resizable: resizable,
                    symbolFont: intrinsicSize == nil ? environment.font : nil, dynamicTypeRange: environment.dynamicTypeRange)
            })
    }
}

/// `Image`: its intrinsic size, whatever the proposal; `.resizable()` takes the
/// proposal instead (`nil` dimension → intrinsic).
public struct ImageLayout: Layout {
    public let intrinsicSize: CGSize
    public let resizable: Bool
    /// A symbol's font, whose size (at the pass's Dynamic Type size) gives the symbol's.
    public let symbolFont: Font?
    public let dynamicTypeRange: DynamicTypeRange?

    public init(intrinsicSize: CGSize, resizable: Bool, symbolFont: Font? = nil, dynamicTypeRange: DynamicTypeRange? = nil) {
        self.intrinsicSize = intrinsicSize
        self.resizable = resizable
        self.symbolFont = symbolFont
        self.dynamicTypeRange = dynamicTypeRange
    }

    /// A symbol as tall and wide as 1.2 × its font's size, rounded to a quarter point: invented,
    /// *unconfirmed* until symbols are sized from their font (docs/rules.md, "Text metrics").
    static func symbolSize(_ font: Font) -> CGSize {
        let side = (font.size * 1.2 * 4).rounded() / 4
        return CGSize(width: side, height: side)
    }

    /// The intrinsic size in this pass: a symbol grows with Dynamic Type as its font does.
    func intrinsicSize(_ subviews: Subviews) -> CGSize {
        guard let symbolFont else { return intrinsicSize }
        let size = subviews.dynamicTypeSize(within: dynamicTypeRange)
        return size == .large ? intrinsicSize : Self.symbolSize(symbolFont.scaled(to: size))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let intrinsic = intrinsicSize(subviews)
        let size = resizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
        subviews.record(ImageSize(proposal: proposal, intrinsic: intrinsic, resizable: resizable, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `image.size`: an image's intrinsic size, or the proposal when resizable.
public struct ImageSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "image.size"
    public static let sentences = [
        "ignores the proposal: intrinsic size {intrinsic}", "resizable: takes the proposal {proposal} (nil → intrinsic) → {size}",
    ]
    public var proposal: ProposedViewSize
    public var intrinsic: CGSize
    public var resizable: Bool
    public var size: CGSize

    /// A fixed-size image answers the same whatever it is proposed, on both axes.
    public var ignoresProposal: Bool { !resizable }
    public var sentence: Int { resizable ? 1 : 0 }
    public init(proposal: ProposedViewSize, intrinsic: CGSize, resizable: Bool, size: CGSize) {
        self.proposal = proposal; self.intrinsic = intrinsic; self.resizable = resizable; self.size = size
    }
}
