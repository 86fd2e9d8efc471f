import Foundation

/// A piece of UI described as in SwiftUI. Composite views implement `body`;
/// primitive views (stacks, leaves, modifiers) expand directly to node specs.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }

    /// The nodes this view expands to ("views are lists"). Primitive views
    /// implement it; composite views inherit expansion through `body`.
    func _nodeSpecs() -> [NodeSpec]
}

extension View {
    public func _nodeSpecs() -> [NodeSpec] { body._nodeSpecs() }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

extension Never: View {
    public typealias Body = Never
    public func _nodeSpecs() -> [NodeSpec] { [] }
}

/// Already-expanded views: what the result builder, modifiers and custom layouts produce.
public struct ViewList: View {
    public typealias Body = Never
    public let specs: [NodeSpec]
    public init(_ specs: [NodeSpec]) { self.specs = specs }
    public func _nodeSpecs() -> [NodeSpec] { specs }
}

/// Builds view lists from closures, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> ViewList { ViewList(view._nodeSpecs()) }
    public static func buildBlock() -> ViewList { ViewList([]) }
    public static func buildPartialBlock(first: ViewList) -> ViewList { first }
    public static func buildPartialBlock(accumulated: ViewList, next: ViewList) -> ViewList {
        ViewList(accumulated.specs + next.specs)
    }
    public static func buildOptional(_ content: ViewList?) -> ViewList { content ?? ViewList([]) }
    public static func buildEither(first: ViewList) -> ViewList { first }
    public static func buildEither(second: ViewList) -> ViewList { second }
    public static func buildArray(_ content: [ViewList]) -> ViewList { ViewList(content.flatMap(\.specs)) }
    public static func buildLimitedAvailability(_ content: ViewList) -> ViewList { content }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public func _nodeSpecs() -> [NodeSpec] { self?._nodeSpecs() ?? [] }
}

/// A type-erased view.
public struct AnyView: View {
    public typealias Body = Never
    let specs: [NodeSpec]
    public init<V: View>(_ view: V) { specs = view._nodeSpecs() }
    public func _nodeSpecs() -> [NodeSpec] { specs }
}
