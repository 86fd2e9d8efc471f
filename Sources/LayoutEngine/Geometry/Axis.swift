/// The horizontal or vertical dimension.
public enum Axis: String, Sendable, CaseIterable, Codable {
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, as in `fixedSize`, `ScrollView` and `containerRelativeFrame`.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)

        public init(_ axis: Axis) {
            self = axis == .horizontal ? Set.horizontal : Set.vertical
        }

        public func contains(_ axis: Axis) -> Bool {
            contains(Set(axis))
        }
    }

    /// `width` or `height`: the name of the dimension along this axis.
    public var dimensionName: String { self == .horizontal ? "width" : "height" }

    /// 0 or 1, as traces store it.
    public var code: Int { self == .horizontal ? 0 : 1 }
}
