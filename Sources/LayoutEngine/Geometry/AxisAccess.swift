import Foundation

// Stacks and frames are written once for both axes; these accessors read and
// write a size or point along an axis.

extension CGSize {
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(major: CGFloat, minor: CGFloat, axis: Axis) {
        switch axis {
        case .horizontal: self.init(width: major, height: minor)
        case .vertical: self.init(width: minor, height: major)
        }
    }
}

extension CGPoint {
    public subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public init(major: CGFloat, minor: CGFloat, axis: Axis) {
        switch axis {
        case .horizontal: self.init(x: major, y: minor)
        case .vertical: self.init(x: minor, y: major)
        }
    }
}

extension CGRect {
    func minValue(_ axis: Axis) -> CGFloat { axis == .horizontal ? minX : minY }
    func length(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
