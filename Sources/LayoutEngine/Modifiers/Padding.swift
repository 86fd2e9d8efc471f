import Foundation

extension NodeSpec {
    /// SwiftUI's default padding.
    public static let defaultPadding: CGFloat = 16

    public static func padding(_ insets: EdgeInsets, label: String? = nil) -> NodeSpec {
        .modifier(
            kind: "padding",
            label: label
                ?? "padding(EdgeInsets(top: \(TraceFormat.number(insets.top)), leading: \(TraceFormat.number(insets.leading)), bottom: \(TraceFormat.number(insets.bottom)), trailing: \(TraceFormat.number(insets.trailing))))",
            args: ["top": .number(insets.top), "leading": .number(insets.leading), "bottom": .number(insets.bottom),
                   "trailing": .number(insets.trailing)],
            layout: PaddingLayout(insets: insets))
    }
}

extension View {
    public func padding(_ insets: EdgeInsets) -> some View { modified(by: .padding(insets)) }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? NodeSpec.defaultPadding
        let edgesName: String? = edges == .all ? nil : Self.edgeSetName(edges)
        return modified(
            by: .padding(EdgeInsets(edges, value), label: CallLabel.make("padding", [(nil, edgesName), (nil, CallLabel.number(length))])))
    }

    public func padding(_ length: CGFloat) -> some View {
        modified(by: .padding(EdgeInsets(.all, length), label: "padding(\(TraceFormat.number(length)))"))
    }

    static func edgeSetName(_ edges: Edge.Set) -> String {
        let named: [(Edge.Set, String)] = [(.horizontal, "horizontal"), (.vertical, "vertical"), (.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
        if let match = named.first(where: { $0.0 == edges }) { return "." + match.1 }
        let parts = [(Edge.Set.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")].filter { edges.contains($0.0) }
        return "[" + parts.map { "." + $0.1 }.joined(separator: ", ") + "]"
    }
}
