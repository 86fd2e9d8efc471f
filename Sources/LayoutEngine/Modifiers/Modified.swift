import Foundation

extension View {
    /// This view with a modifier node around each of its elements.
    func modified(by modifier: NodeSpec) -> ViewList {
        ViewList(modifier.wrapping(_nodeSpecs()))
    }
}

extension NodeSpec {
    /// A modifier node (its content is added by `wrapping`).
    static func modifier(kind: String, label: String, args: TraceObject = [:], layout: some Layout) -> NodeSpec {
        NodeSpec(kind: kind, label: label, args: args, role: .modifier, layout: .fixed(layout))
    }
}
