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

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill)
/// rectangle of the ratio that fits in (or covers) the proposal, and takes the
/// child's size. A `nil` ratio is the child's ideal size's ratio, learnt by
/// proposing `nil × nil`. A `nil` (or infinite) dimension is unconstrained; a
/// fully `nil` proposal is passed on unchanged. The child is centred.
public struct AspectRatioLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(shiftsChildGuides: true) }

    public let ratio: CGFloat?
    public let contentMode: ContentMode

    public init(ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    func childProposal(_ proposal: ProposedViewSize, _ subviews: Subviews, recording: Bool = true) -> ProposedViewSize {
        guard let child = subviews.first else { return proposal }
        guard proposal != .unspecified else {
            if recording { subviews.record(AspectRatioUnspecified(), about: child) }
            return proposal
        }
        var base: CGSize
        if let ratio {
            base = CGSize(width: ratio, height: 1)
        } else {
            base = child.sizeThatFits(.unspecified, role: .probeIdeal)
        }
        if base.width == base.height { base = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let sx = scale(proposal.width, base.width), sy = scale(proposal.height, base.height)
        let s = contentMode == .fit ? Swift.min(sx, sy) : Swift.max(sx, sy)
        func scaled(_ length: CGFloat) -> CGFloat {
            let v = length * s
            return v.isNaN ? 0 : v
        }
        let result = ProposedViewSize(width: scaled(base.width), height: scaled(base.height))
        if recording, subviews.isTracing {
            let ratioValue = base.height == 0 ? CGFloat.infinity : base.width / base.height
            subviews.record(
                AspectRatioFit(
                    mode: contentMode, ratio: ratioValue, idealSize: ratio == nil ? base : nil, proposal: proposal, scale: s,
                    childProposal: result),
                about: child)
        }
        return result
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(childProposal(proposal, subviews))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let childP = childProposal(proposal, subviews, recording: false)
        subviews.record(CenteredPlace(point: CGPoint(x: bounds.midX, y: bounds.midY)), about: child)
        child.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childP)
    }
}

/// `aspectratio.fit`: the rectangle of the ratio proposed to the child.
public struct AspectRatioFit: DecisionPayload, Codable {
    public static let kind: DecisionKind = "aspectratio.fit"
    public static let sentences = [
        "fits ratio {ratio} into {proposal}: scale {scale}, proposes {child_proposal}",
        "fills ratio {ratio} into {proposal}: scale {scale}, proposes {child_proposal}",
        "fits ratio {ratio} (from the child's ideal size {ideal}) into {proposal}: scale {scale}, proposes {child_proposal}",
        "fills ratio {ratio} (from the child's ideal size {ideal}) into {proposal}: scale {scale}, proposes {child_proposal}",
    ]
    public var mode: ContentMode
    public var ratio: CGFloat
    /// The child's ideal size, when the ratio came from it.
    public var ideal: CGSize?
    public var proposal: ProposedViewSize
    public var scale: CGFloat
    public var childProposal: ProposedViewSize

    public var sentence: Int { (ideal == nil ? 0 : 2) + (mode == .fit ? 0 : 1) }
    public init(mode: ContentMode, ratio: CGFloat, idealSize: CGSize?, proposal: ProposedViewSize, scale: CGFloat, childProposal: ProposedViewSize) {
        self.mode = mode; self.ratio = ratio; ideal = idealSize; self.proposal = proposal; self.scale = scale; self.childProposal = childProposal
    }
}

/// `aspectratio.unspecified`: a `nil × nil` proposal passes through the aspect ratio unchanged.
public struct AspectRatioUnspecified: DecisionPayload, Codable {
    public static let kind: DecisionKind = "aspectratio.unspecified"
    public static let sentences = ["proposal is nil × nil: passed on unchanged"]
    public init() {}
}

/// `centered.place`: a modifier centred its child in its frame (aspect ratio, relative size).
public struct CenteredPlace: DecisionPayload, Codable {
    public static let kind: DecisionKind = "centered.place"
    public static let sentences = ["child centred at {point}, the middle of the frame"]
    public var point: CGPoint
    public init(point: CGPoint) { self.point = point }
}

extension SceneModifier {
    public static let aspectRatio = SceneModifier("aspectRatio") { a in
        var ratio: CGFloat?
        switch try a.value(nil, [.number, .size, .none]) {
        case .number(let n)?: ratio = n
        case .size(let s)?:
            ratio = s.width / s.height
            guard ratio!.isFinite else { throw a.error("the ratio \(TraceFormat.number(s.width)) / \(TraceFormat.number(s.height)) is not a finite number", at: nil) }
        default: ratio = nil
        }
        guard let mode = try a.contentMode("contentMode") else { throw a.error("aspectRatio needs 'contentMode:' (.fit or .fill)") }
        return .aspectRatio(ratio, contentMode: mode)
    }
    public static let scaledToFit = SceneModifier("scaledToFit") { _ in .aspectRatio(nil, contentMode: .fit) }
    public static let scaledToFill = SceneModifier("scaledToFill") { _ in .aspectRatio(nil, contentMode: .fill) }
}
