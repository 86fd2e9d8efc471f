import Foundation

/// A reusable modifier, as in SwiftUI: `body(content:)` wraps the modified view.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let specs: [NodeSpec]
    public func _nodeSpecs() -> [NodeSpec] { specs }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public typealias Body = Never
    public let content: Content
    public let modifier: Modifier
    public func _nodeSpecs() -> [NodeSpec] {
        modifier.body(content: _ViewModifier_Content(specs: content._nodeSpecs()))._nodeSpecs()
    }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
