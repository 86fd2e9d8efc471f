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
        var spec = NodeSpec(
            kind: "Image", label: label, args: args, role: .leaf,
            layout: .environmental { environment in
                let font = environment.textStyle.resolve(environment.font)
                let symbol = systemName ? name : nil
                return ImageLayout(
                    name: name, intrinsicSize: intrinsicSize ?? ImageLayout.symbolSize(font, imageScale: environment.imageScale, symbol: symbol),
                    resizable: resizable, symbolFont: intrinsicSize == nil ? font : nil, imageScale: environment.imageScale,
                    dynamicTypeRange: environment.dynamicTypeRange, isSymbol: systemName)
            })
        spec.appearance = systemName ? .symbol(name: name) : .image(name: name)
        return spec
    }
}

/// `Image.Scale`: a symbol's size beside text of its font (`imageScale(_:)`). Apple documents
/// small as "approximately 20% smaller" and large "approximately 30% larger" than medium
/// (NSImage.SymbolScale); derived, the exact factors are unconfirmed.
public enum ImageScale: String, Sendable, CaseIterable {
    case small, medium, large

    var factor: CGFloat {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

extension NodeSpec {
    public static func imageScale(_ scale: ImageScale, label: String? = nil) -> NodeSpec {
        environment("imageScale", label: label ?? "imageScale(.\(scale.rawValue))", args: ["scale": .string(scale.rawValue)]) { $0.imageScale = scale }
    }
}

extension SceneModifier {
    /// `imageScale(.large)`: the symbols inside about 30 % larger than their font's, `.small` 20 % smaller.
    public static let imageScale = SceneModifier("imageScale") { a in
        guard let name = try a.memberNames(nil)?.first else { throw a.error("imageScale needs .small, .medium or .large") }
        guard let scale = ImageScale(rawValue: name) else { throw a.error("'.\(name)' is not an Image.Scale: write .small, .medium or .large", at: nil) }
        return .imageScale(scale, label: a.written)
    }
}

extension View {
    public func imageScale(_ scale: ImageScale) -> some View { modified(by: .imageScale(scale)) }
}

/// `Image`: its intrinsic size, whatever the proposal; `.resizable()` takes the
/// proposal instead (`nil` dimension → intrinsic).
public struct ImageLayout: Layout {
    public let intrinsicSize: CGSize
    public let resizable: Bool
    /// A symbol's font, whose size (at the pass's Dynamic Type size) gives the symbol's.
    public let symbolFont: Font?
    public let imageScale: ImageScale
    public let dynamicTypeRange: DynamicTypeRange?
    /// The asset's name, or `Image(systemName:)`'s, which `SymbolSizes` may have measured.
    public let name: String
    public let isSymbol: Bool
    var symbolName: String? { isSymbol ? name : nil }

    public init(
        name: String, intrinsicSize: CGSize, resizable: Bool, symbolFont: Font? = nil, imageScale: ImageScale = .medium,
        dynamicTypeRange: DynamicTypeRange? = nil, isSymbol: Bool = false
    ) {
        self.name = name
        self.isSymbol = isSymbol
        self.intrinsicSize = intrinsicSize
        self.resizable = resizable
        self.symbolFont = symbolFont
        self.imageScale = imageScale
        self.dynamicTypeRange = dynamicTypeRange
    }

    /// A symbol is a square as tall as a line of its font (size × 2444 / 2048 for the system
    /// font), times its image scale, rounded to the nearest pixel. Derived from one measurement:
    /// the alignment rectangle of `chevron.compact.down` at 64 points is 76.33 high on a 3×
    /// device, a line of 64-point text, 76.375, to the nearest pixel (Apple Developer Forums,
    /// thread 716773, the fixture `symbol-height-is-a-line`); that every symbol is square is
    /// unconfirmed (their widths vary).
    /// A symbol `SymbolSizes` measured keeps its measured proportions to the font's size instead
    /// (the device wins over the square rule where a measurement exists).
    static func symbolSize(
        _ font: Font, imageScale: ImageScale, lines: FontLineMetrics = .systemFont, displayScale: CGFloat = LayoutEngine.defaultDisplayScale,
        symbol: String? = nil
    ) -> CGSize {
        if let symbol, let ems = SymbolSizes.ems(of: symbol) {
            let scale = font.size * imageScale.factor
            return CGSize(
                width: TextMetrics.pixelRound(ems.width * scale, scale: displayScale), height: TextMetrics.pixelRound(ems.height * scale, scale: displayScale))
        }
        let side = TextMetrics.pixelRound(TextMetrics(font: font, lines: lines).lineHeight * imageScale.factor, scale: displayScale)
        if let symbol, let em = SymbolSizes.heightEm(of: symbol) {
            return CGSize(width: side, height: TextMetrics.pixelRound(em * font.size * imageScale.factor, scale: displayScale))
        }
        return CGSize(width: side, height: side)
    }

    /// The intrinsic size in this pass: a symbol grows with Dynamic Type as its font does, on the pass's pixels.
    func intrinsicSize(_ subviews: Subviews) -> CGSize {
        guard let symbolFont else { return intrinsicSize }
        let size = subviews.dynamicTypeSize(within: dynamicTypeRange)
        let font = symbolFont.scaled(to: size)
        // A line of the font as text measures it (a custom font's own metrics).
        return Self.symbolSize(
            font, imageScale: imageScale, lines: subviews.textShaper.lineMetrics(for: font), displayScale: subviews.displayScale, symbol: symbolName)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let intrinsic = intrinsicSize(subviews)
        let size = resizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
        var decision = ImageSize(image: name, proposal: proposal, intrinsic: intrinsic, resizable: resizable, size: size)
        if let symbolFont, !resizable {
            decision.symbolFont = symbolFont.scaled(to: subviews.dynamicTypeSize(within: dynamicTypeRange)).described
            decision.imageScale = imageScale.rawValue
            decision.measuredSymbol = symbolName.flatMap(SymbolSizes.ems(of:)) != nil
            decision.measuredHeight = !decision.measuredSymbol && symbolName.flatMap(SymbolSizes.heightEm(of:)) != nil
        }
        subviews.record(decision)
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `image.size`: an image's intrinsic size, or the proposal when resizable.
public struct ImageSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "image.size"
    public static let sentences = [
        "'{image}' ignores the proposal: intrinsic size {intrinsic}", "'{image}' is resizable: takes the proposal {proposal} (nil → intrinsic) → {size}",
        "the symbol '{image}' ignores the proposal, as tall and wide as a line of {symbol_font} at image scale {image_scale}, to the nearest pixel (the square rule: this symbol was never measured) → {intrinsic}",
        "the symbol '{image}' ignores the proposal; measured on iOS, it keeps its size relative to the font's, here {symbol_font} at image scale {image_scale}, to the nearest pixel → {intrinsic}",
        "the symbol '{image}' ignores the proposal; its height, measured on iOS, keeps its size relative to the font's, here {symbol_font} at image scale {image_scale}, to the nearest pixel; its width is a line of that font (the square rule: never measured) → {intrinsic}",
    ]
    /// The asset's or the symbol's name.
    public var image: String
    public var proposal: ProposedViewSize
    public var intrinsic: CGSize
    public var resizable: Bool
    public var size: CGSize
    /// A symbol's font (`Image(systemName:)`), at the pass's Dynamic Type size.
    public var symbolFont: String?
    /// `imageScale(_:)`: small, medium or large.
    public var imageScale: String?
    /// A symbol whose size `SymbolSizes` measured, rather than the square rule.
    public var measuredSymbol: Bool = false
    /// A symbol whose height alone `SymbolSizes` measured (its width the square rule's).
    public var measuredHeight: Bool = false

    /// A fixed-size image answers the same whatever it is proposed, on both axes.
    public var ignoresProposal: Bool { !resizable }
    public var sentence: Int { resizable ? 1 : measuredSymbol ? 3 : measuredHeight ? 4 : symbolFont != nil ? 2 : 0 }
    public init(image: String, proposal: ProposedViewSize, intrinsic: CGSize, resizable: Bool, size: CGSize) {
        self.image = image; self.proposal = proposal; self.intrinsic = intrinsic; self.resizable = resizable; self.size = size
    }
}
