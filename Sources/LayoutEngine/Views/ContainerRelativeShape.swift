import Foundation

/// `ContainerRelativeShape()`: the shape of the container it is in (a widget's rounded
/// rectangle), inset to fit; a rectangle when there is none. Its layout is every shape's:
/// it takes its proposal, `nil` → 10 (`ShapeLayout`). ltrace draws it as a rectangle.
public struct ContainerRelativeShape: Shape {
    public typealias Body = Never
    public init() {}
    public var shapeLabel: String { "ContainerRelativeShape()" }
}

extension SceneView {
    public static let containerRelativeShape = shape(ContainerRelativeShape.self)
}
