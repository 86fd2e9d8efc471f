import Foundation

/// A value a view gives the layout of its container, as SwiftUI's `LayoutValueKey`: written with
/// `layoutValue(key:value:)`, read by the container's layout as `subviews[i][Key.self]`. The
/// built-in containers read what their cells say through keys too: a grid cell's
/// `gridCellColumns`, a list row's section, a stack child's `layoutPriority`.
///
/// A value is the view's, and shows through the modifiers around it (SwiftUI writes it as a trait
/// of the view's element, which a modifier wrapping one view keeps: OpenSwiftUI
/// `Layout/LayoutProperties` and `ViewTraitCollection`); a container's own value is not its
/// subviews'.
public protocol LayoutValueKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// The layout values of one view, by key.
public struct LayoutValues: Sendable {
    /// A key: a Swift type, or a key a scene declares, by its name (the interpreter's keys are not Swift types).
    private enum KeyID: Hashable, Sendable {
        case type(ObjectIdentifier)
        case named(String)
    }

    private var values: [KeyID: any Sendable] = [:]

    public init() {}

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        get { values[.type(ObjectIdentifier(key))] as? K.Value ?? K.defaultValue }
        set { values[.type(ObjectIdentifier(key))] = newValue }
    }

    /// The value written for a key a scene declares, by the key's qualified name; nil when none was written.
    public subscript(named name: String) -> (any Sendable)? {
        get { values[.named(name)] }
        set { values[.named(name)] = newValue }
    }

    /// Whether a view wrote a value for `key` (else reading it gives the default).
    public func contains<K: LayoutValueKey>(_ key: K.Type) -> Bool { values[.type(ObjectIdentifier(key))] != nil }

    public var isEmpty: Bool { values.isEmpty }

    /// These values over `inner`'s: a modifier's own values and those of the view it modifies.
    func over(_ inner: LayoutValues) -> LayoutValues {
        guard !inner.values.isEmpty else { return self }
        var merged = inner
        merged.values.merge(values) { _, own in own }
        return merged
    }
}

/// A stack child's `layoutPriority`, −∞ for a `Spacer` (which a stack sizes last).
enum LayoutPriorityValue: LayoutValueKey {
    static let defaultValue: Double = 0
}

extension LayoutSubview {
    /// The value the subview wrote for `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { engine.tree.nodes[index].layoutValues[key] }

    /// The value the subview wrote for a key a scene declares, or nil (the key's default applies).
    public func layoutValue(named name: String) -> (any Sendable)? { engine.tree.nodes[index].layoutValues[named: name] }
}

extension NodeSpec {
    /// This view with `value` written for `key`; on a list (a `Group`, a `ForEach`, a `GridRow`),
    /// on each of its elements, as SwiftUI writes a trait on each element of a view list.
    public func settingLayoutValue<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value) -> NodeSpec {
        updatingElements { $0.layoutValues[key] = value }
    }

    /// This view changed by `update`; a list, each of its elements.
    public func updatingElements(_ update: (inout NodeSpec) throws -> Void) rethrows -> NodeSpec {
        var copy = self
        if role == .transparent {
            copy.children = try children.map { try $0.updatingElements(update) }
        } else {
            try update(&copy)
        }
        return copy
    }

    /// `layoutValue(key:value:)` for a key a scene declares: a modifier node writing the value by the key's name.
    public static func layoutValue(named name: String, _ value: any Sendable, label: String) -> NodeSpec {
        var spec = NodeSpec.modifier(kind: "layoutValue", label: label, layout: PassthroughLayout(name: "layoutValue"))
        spec.layoutValues[named: name] = value
        spec.passesSpacer = true
        return spec
    }

    /// `layoutValue(key:value:)`: a modifier node that writes the value on the view it modifies.
    public static func layoutValue<K: LayoutValueKey>(_ key: K.Type, _ value: K.Value, label: String) -> NodeSpec {
        var spec = NodeSpec.modifier(kind: "layoutValue", label: label, layout: PassthroughLayout(name: "layoutValue"))
        spec.layoutValues[key] = value
        spec.passesSpacer = true
        return spec
    }
}

extension View {
    /// Writes `value` for `key`, for the layout of the container this view is in.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modified(by: .layoutValue(key, value, label: "layoutValue(key: \(K.self).self, value: \(value))"))
    }
}
