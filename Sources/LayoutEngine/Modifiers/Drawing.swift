import Foundation

extension NodeSpec {
    /// A modifier that only changes drawing: same proposal, size and position as its content.
    public static func drawing(_ name: String, label: String, args: TraceObject = [:]) -> NodeSpec {
        var spec = NodeSpec.modifier(kind: name, label: label, args: args, layout: PassthroughLayout(name: name))
        spec.passesSpacer = true
        spec.appearance = drawingAppearance(name, args)
        return spec
    }

    /// What a drawing modifier changes in a picture, from its arguments as the scene gives them
    /// (`_0` for the first unlabelled one): colours, clips, borders, hiding.
    static func drawingAppearance(_ name: String, _ args: TraceObject) -> Appearance? {
        let first = args["_0"]?.stringValue
        switch name {
        case "foregroundColor", "foregroundStyle", "tint": return first.map { .foreground(color: $0, onlyShape: false) }
        case "fill": return first.map { .foreground(color: $0, onlyShape: true) }
        case "cornerRadius": return args["_0"]?.doubleValue.map { .clip(.rounded(radius: CGFloat($0))) }
        case "clipShape": return first.map { .clip(Appearance.Outline(written: $0)) }
        case "clipped": return .clip(.rectangle)
        case "border": return .border(color: first, width: CGFloat(args["width"]?.doubleValue ?? 1))
        case "hidden": return .hidden
        default: return nil
        }
    }

    /// The drawing-only modifiers a scene may use, by name.
    public static let drawingModifierNames: Set<String> = [
        "border", "foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder", "cornerRadius", "rotationEffect",
        "scaleEffect", "shadow", "opacity", "clipped", "clipShape", "tint", "blur", "zIndex", "hidden", "contentShape",
        "allowsHitTesting", "symbolVariant", "brightness", "saturation", "grayscale",
        "compositingGroup", "drawingGroup", "mask", "transition", "animation",
    ]
}

/// An angle for `rotationEffect`.
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public var degrees: Double { radians * 180 / .pi }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
}

extension View {
    private func drawing(_ name: String, _ arguments: String = "") -> some View {
        modified(by: .drawing(name, label: "\(name)(\(arguments))"))
    }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        drawing("border", width == 1 ? "" : "width: \(TraceFormat.number(width))")
    }
    public func foregroundColor(_ color: Color?) -> some View {
        modified(by: .drawing("foregroundColor", label: "foregroundColor(\(color.map { "." + $0.name } ?? "nil"))", args: color.map { ["_0": .string($0.name)] } ?? [:]))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { drawing("foregroundStyle") }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modified(by: .drawing("cornerRadius", label: "cornerRadius(\(TraceFormat.number(radius)))", args: ["_0": .number(radius)]))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        drawing("rotationEffect", ".degrees(\(TraceFormat.number(angle.degrees)))")
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { drawing("scaleEffect", TraceFormat.number(s)) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        drawing("scaleEffect", "x: \(TraceFormat.number(x)), y: \(TraceFormat.number(y))")
    }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        drawing("shadow", "radius: \(TraceFormat.number(radius))")
    }
    public func opacity(_ opacity: Double) -> some View { drawing("opacity", TraceFormat.number(opacity)) }
    public func clipped(antialiased: Bool = false) -> some View { drawing("clipped") }
    public func clipShape<S: Shape>(_ shape: S) -> some View { drawing("clipShape") }
    public func tint(_ color: Color?) -> some View { drawing("tint") }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { drawing("blur", "radius: \(TraceFormat.number(radius))") }
    public func zIndex(_ value: Double) -> some View { drawing("zIndex", TraceFormat.number(value)) }
    public func hidden() -> some View { drawing("hidden") }
    public func allowsHitTesting(_ enabled: Bool) -> some View { drawing("allowsHitTesting", "\(enabled)") }
    public func id<ID: Hashable>(_ id: ID) -> some View { drawing("id", "\(id)") }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { drawing("symbolVariant") }
    public func ignoresSafeArea(edges: Edge.Set = .all) -> some View { modified(by: .ignoresSafeArea(edges, label: "ignoresSafeArea()")) }
}

/// Symbol variants (drawing only).
public struct SymbolVariants: Hashable, Sendable {
    public static let fill = SymbolVariants()
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants()
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> some View { modified(by: .drawing("fill", label: "fill()")) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        modified(by: .drawing("stroke", label: "stroke(lineWidth: \(TraceFormat.number(lineWidth)))"))
    }
}

/// Modifiers that do not change layout (`border`, `foregroundColor`, `fill`,
/// `rotationEffect`, `layoutPriority`, `font`…): the child gets the same
/// proposal and position, and its guides show through.
public struct PassthroughLayout: Layout, ForwardsGuides {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(node: .passthrough) }

    /// The modifier's name, for the trace.
    public let name: String

    public init(name: String) { self.name = name }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(proposal)
        subviews.record(Passthrough(modifier: name, proposal: proposal, size: size), about: child)
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }
}

/// `passthrough`: a modifier that does not change layout passed the proposal on.
public struct Passthrough: DecisionPayload, Codable {
    public static let kind: DecisionKind = "passthrough"
    public static let sentences = ["{modifier} does not change layout: passes {proposal} on, takes {size}"]
    public var modifier: String
    public var proposal: ProposedViewSize
    public var size: CGSize

    public init(modifier: String, proposal: ProposedViewSize, size: CGSize) { self.modifier = modifier; self.proposal = proposal; self.size = size }
}
