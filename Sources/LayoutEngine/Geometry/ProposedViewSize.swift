import Foundation

/// A size proposal from a parent to a child.
///
/// Each dimension is a finite number, `nil` ("tell me your ideal size") or
/// `.infinity` ("as large as you like"). `0` asks for the minimum.
public struct ProposedViewSize: Hashable, Sendable, Codable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal with `major` along `axis` and `minor` across it.
    public init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with `nil` dimensions replaced (SwiftUI's default is 10 × 10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    public subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// `620 × 80`, `nil × 80`, `inf × 80`.
    public var description: String {
        "\(TraceFormat.dimension(width)) × \(TraceFormat.dimension(height))"
    }
}
