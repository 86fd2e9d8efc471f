import Foundation

/// A shape: a view that takes its whole proposal (`nil` → 10).
public protocol Shape: View {
    /// `Rectangle()`, `RoundedRectangle(cornerRadius: 12)`.
    var shapeLabel: String { get }
    /// The shape's parameters, for pictures of the layout (`cornerRadius`).
    var shapeArgs: TraceObject { get }
}

extension Shape {
    public var shapeArgs: TraceObject { [:] }

    public func _nodeSpecs() -> [NodeSpec] {
        [NodeSpec(kind: String(describing: Self.self), label: shapeLabel, args: shapeArgs, role: .leaf, layout: ShapeLayout())]
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
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

public struct Circle: Shape {
    public typealias Body = Never
    public init() {}
    public var shapeLabel: String { "Circle()" }
}

public struct Ellipse: Shape {
    public typealias Body = Never
    public init() {}
    public var shapeLabel: String { "Ellipse()" }
}

public struct Capsule: Shape {
    public typealias Body = Never
    public init(style: RoundedCornerStyle = .circular) {}
    public var shapeLabel: String { "Capsule()" }
}
