import Foundation

/// A shape: a view that takes its whole proposal (`nil` → 10).
public protocol Shape: View {
    /// `Rectangle()`, `RoundedRectangle(cornerRadius: 12)`.
    var shapeLabel: String { get }
    /// The shape's parameters, for pictures of the layout (`cornerRadius`).
    var shapeArgs: TraceObject { get }
    /// How pictures draw it: `rectangle`, `rounded` (with `cornerRadius`), `circle`, `ellipse` or `capsule`.
    static var outline: String { get }
}

extension Shape {
    public var shapeArgs: TraceObject { [:] }
    public static var outline: String { "rectangle" }

    public func _nodeSpecs() -> [NodeSpec] {
        [NodeSpec.shape(String(describing: Self.self), label: shapeLabel, outline: Self.outline, args: shapeArgs)]
    }
}

extension NodeSpec {
    /// A shape's node: its outline is in its arguments, for pictures.
    public static func shape(_ kind: String, label: String, outline: String, args: TraceObject) -> NodeSpec {
        var args = args
        args["outline"] = .string(outline)
        var spec = NodeSpec(kind: kind, label: label, args: args, role: .leaf, layout: ShapeLayout())
        spec.appearance = .fill(Appearance.Outline(named: outline, radius: args["cornerRadius"]?.doubleValue.map { CGFloat($0) }), color: nil)
        return spec
    }
}

public struct Rectangle: Shape {
    public typealias Body = Never
    public init() {}
    public var shapeLabel: String { "Rectangle()" }
}

public struct RoundedRectangle: Shape {
    public typealias Body = Never
    public let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) { self.cornerRadius = cornerRadius }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) { self.cornerRadius = cornerSize.width }
    public var shapeLabel: String { "RoundedRectangle(cornerRadius: \(TraceFormat.swiftLiteral(cornerRadius)))" }
    public var shapeArgs: TraceObject { ["cornerRadius": .number(cornerRadius)] }
    public static var outline: String { "rounded" }
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

public struct Circle: Shape {
    public typealias Body = Never
    public init() {}
    public var shapeLabel: String { "Circle()" }
    public static var outline: String { "circle" }
}

public struct Ellipse: Shape {
    public typealias Body = Never
    public init() {}
    public var shapeLabel: String { "Ellipse()" }
    public static var outline: String { "ellipse" }
}

public struct Capsule: Shape {
    public typealias Body = Never
    public init(style: RoundedCornerStyle = .circular) {}
    public var shapeLabel: String { "Capsule()" }
    public static var outline: String { "capsule" }
}

/// `Color` and the shapes: take the proposal as their size; a `nil` dimension
/// becomes 10, infinity stays infinity.
public struct ShapeLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(node: .shape) }

    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        subviews.record(ShapeSize(proposal: proposal, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `shape.size`: a shape or colour took its proposal.
public struct ShapeSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "shape.size"
    public static let sentences = ["takes the proposal: {size}", "takes the proposal {proposal}, nil becomes 10: {size}"]
    public var proposal: ProposedViewSize
    public var size: CGSize

    public var sentence: Int { proposal.width == nil || proposal.height == nil ? 1 : 0 }
    public init(proposal: ProposedViewSize, size: CGSize) { self.proposal = proposal; self.size = size }
}

extension SceneView {
    /// A shape the scene names: `style:` changes only how it is drawn.
    static func shape<S: Shape>(_ type: S.Type, args: @escaping @Sendable (SceneArguments) throws -> TraceObject = { _ in [:] }) -> SceneView {
        // `String(describing:)` would ask the runtime for three conformances first, each a scan of
        // every conformance the binary has: a tenth of a millisecond apiece, at every start.
        let name = _typeName(type, qualified: false)
        return SceneView(name) { a in
            let shapeArgs = try args(a)
            try a.ignore("style")
            return .shape(name, label: a.written, outline: S.outline, args: shapeArgs)
        }
    }

    public static let rectangle = shape(Rectangle.self)
    public static let circle = shape(Circle.self)
    public static let ellipse = shape(Ellipse.self)
    public static let capsule = shape(Capsule.self)
    public static let roundedRectangle = shape(RoundedRectangle.self) { a in
        if case .size(let size)? = try a.value("cornerSize", [.size, .number]) { return RoundedRectangle(cornerSize: size).shapeArgs }
        guard let radius = try a.length("cornerRadius") else { throw a.error("RoundedRectangle needs 'cornerRadius:' or 'cornerSize:'") }
        return RoundedRectangle(cornerRadius: radius).shapeArgs
    }
}
