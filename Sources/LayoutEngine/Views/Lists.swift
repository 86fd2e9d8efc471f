import Foundation

/// A list of views with no layout of its own: its elements become the enclosing container's subviews.
public struct Group: View {
    public typealias Body = Never
    let content: [NodeSpec]
    public init<Content: View>(@ViewBuilder content: () -> Content) { self.content = content()._nodeSpecs() }
    public func _nodeSpecs() -> [NodeSpec] { [.list(kind: "Group", label: "Group", children: content)] }
}

/// No view at all: contributes no subview (and no gap) to its container.
public struct EmptyView: View {
    public typealias Body = Never
    public init() {}
    public func _nodeSpecs() -> [NodeSpec] { [.list(kind: "EmptyView", label: "EmptyView()", children: [])] }
}

/// One view per element of a range or collection, as a list.
public struct ForEach: View {
    public typealias Body = Never
    let label: String
    let args: TraceObject
    let elements: [NodeSpec]

    public init<Content: View>(_ data: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        label = "ForEach(\(data.lowerBound)..<\(data.upperBound))"
        args = ["data": .string("\(data.lowerBound)..<\(data.upperBound)"), "count": .number(Double(data.count))]
        elements = data.flatMap { content($0)._nodeSpecs() }
    }

    public init<Content: View>(_ data: ClosedRange<Int>, @ViewBuilder content: (Int) -> Content) {
        label = "ForEach(\(data.lowerBound)...\(data.upperBound))"
        args = ["data": .string("\(data.lowerBound)...\(data.upperBound)"), "count": .number(Double(data.count))]
        elements = data.flatMap { content($0)._nodeSpecs() }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, Content: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content
    ) {
        label = "ForEach(\(data.count) items)"
        args = ["count": .number(Double(data.count))]
        elements = data.flatMap { content($0)._nodeSpecs() }
    }

    public init<Data: RandomAccessCollection, Content: View>(
        _ data: Data, @ViewBuilder content: (Data.Element) -> Content
    ) where Data.Element: Identifiable {
        label = "ForEach(\(data.count) items)"
        args = ["count": .number(Double(data.count))]
        elements = data.flatMap { content($0)._nodeSpecs() }
    }

    public func _nodeSpecs() -> [NodeSpec] { [.list(kind: "ForEach", label: label, args: args, children: elements)] }
}

extension SceneView {
    public static let group = SceneView("Group") { a in
        .list(kind: "Group", label: a.written, children: try a.subviewsTransformed("subviews") ?? a.content())
    }
    public static let emptyView = SceneView("EmptyView") { a in .list(kind: "EmptyView", label: a.written, children: []) }
}
