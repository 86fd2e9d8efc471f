import Foundation
import LayoutEngine
import SwiftSyntax

/// What a property wrapper gives its property (README, "Scenes"): SwiftUI's and SwiftData's
/// wrappers as a preview sees them, and any other wrapper (a package's `@Dependency`,
/// `@Default`) its declared initial value, or an opaque value when it has none, with a warning.
struct PropertyWrapper {
    enum Kind {
        /// No wrapper.
        case none
        /// `@State`, `@Binding`, `@StateObject`, `@ObservedObject`, `@Bindable`, `@Published`,
        /// `@AppStorage`, `@SceneStorage`, `@ScaledMetric`, `@GestureState`: the memberwise
        /// argument, else the declared initial value.
        case passed
        /// `@Environment(\.key)` or `@Environment(Model.self)`.
        case environment
        case environmentObject
        /// SwiftData's `@Query`: the objects the preview inserted into its container.
        case query
        /// Core Data's `@FetchRequest`, `@SectionedFetchRequest`: no objects, with a warning.
        case fetchRequest
        /// `@FocusState`, `@AccessibilityFocusState`: nothing focused.
        case focus
        /// `@Namespace`: an identity, opaque.
        case namespace
        /// A wrapper ltrace does not know.
        case unknown
    }

    let kind: Kind
    let name: String?
    let attribute: AttributeSyntax?

    static let kinds: [String: Kind] = [
        "State": .passed, "Binding": .passed, "StateObject": .passed, "ObservedObject": .passed, "Bindable": .passed, "Published": .passed,
        "AppStorage": .passed, "SceneStorage": .passed, "ScaledMetric": .passed, "GestureState": .passed, "Environment": .environment,
        "EnvironmentObject": .environmentObject, "Query": .query, "FetchRequest": .fetchRequest, "SectionedFetchRequest": .fetchRequest,
        "FocusState": .focus, "AccessibilityFocusState": .focus, "Namespace": .namespace,
    ]

    init(_ property: PropertyDeclaration) {
        name = property.wrapper
        attribute = property.wrapperAttribute
        kind = name.map { Self.kinds[$0] ?? .unknown } ?? .none
    }

    /// Whether the memberwise initializer takes the property: SwiftUI's environment, focus,
    /// namespace and query wrappers are not passed, and neither is another wrapper written with
    /// arguments (`@Dependency(\.client)`).
    func isMemberwise(_ property: PropertyDeclaration) -> Bool {
        switch kind {
        case .none, .passed: return true
        case .unknown: return attribute?.arguments == nil
        default: return false
        }
    }

    /// The value a memberwise argument or initial value gives the property.
    /// `@ScaledMetric` scales its value with Dynamic Type; other wrappers keep it.
    func wrap(_ value: Value, _ interpreter: Interpreter, _ property: PropertyDeclaration, _ cx: Context) throws -> Value {
        guard name == "ScaledMetric" else { return value }
        return interpreter.scaledMetric(value, relativeTo: attribute, property: property, environment: cx.environment)
    }
}

extension Interpreter {
    /// A property whose value its wrapper supplies.
    /// A property's value as its wrapper supplies it; `owner` is the type declaring it (nil for a
    /// preview's `@Previewable` variable), whose statics its initial value may read.
    func wrapperValue(_ property: PropertyDeclaration, _ wrapper: PropertyWrapper, _ cx: Context, owner: TypeDeclaration?) throws -> Value {
        let statics = cx.with(Scope(parent: globals, type: owner))
        let ownerName = owner.map { "\($0.name)." } ?? ""
        let node = wrapper.attribute.map(Syntax.init) ?? property.node
        switch wrapper.kind {
        case .environment:
            return try environmentValue(wrapper.attribute?.arguments?.trimmedText ?? "", type: property.type, cx, at: node)
        case .environmentObject:
            return try environmentObject(property.type, cx, at: node)
        case .query:
            return try queryResults(property, wrapper, cx, at: node)
        case .fetchRequest:
            warn(node, .substituted, "@\(wrapper.name ?? "FetchRequest") reads Core Data, which ltrace does not run; '\(property.name)' has no objects")
            return .array([])
        case .focus:
            return property.isOptional ? .nilValue : .bool(false)
        case .namespace:
            return .opaque(OpaqueValue(expression: property.name, type: "Namespace.ID", node: property.node))
        case .unknown:
            if let initializer = property.initializer {
                warn(node, .substituted, "@\(wrapper.name ?? "") is a property wrapper ltrace does not know; '\(property.name)' has its declared initial value")
                return typed(try evaluate(initializer, statics, declaredType: property.type), as: property.type)
            }
            warn(node, .substituted, "@\(wrapper.name ?? "") is a property wrapper ltrace does not know; '\(property.name)' is an opaque value")
            return .opaque(OpaqueValue(expression: ownerName + property.name, type: property.type, node: property.node))
        case .none, .passed:
            if let initializer = property.initializer {
                return typed(try evaluate(unwrappingBinding(initializer), statics, declaredType: property.type), as: property.type)
            }
            return property.isOptional ? .nilValue : .opaque(OpaqueValue(expression: ownerName + property.name, type: property.type, node: property.node))
        }
    }
}

extension Interpreter {
    /// A length relative to a text style at the Dynamic Type size the scene is read at
    /// (`@ScaledMetric`, `UIFontMetrics.scaledValue(for:)`), rounded to the pixel as UIKit rounds
    /// it (`Font.scaledLength`): with several sizes in the recording's passes, the Large value,
    /// with a warning.
    func scaledLength(_ length: Double, of style: Font.TextStyle, for what: String, at node: some SyntaxProtocol, environment: EnvironmentValues? = nil) -> Double {
        // `.environment(\.sizeCategory, .medium)` (or `\.dynamicTypeSize`) around the view: the
        // size its body is read at.
        var size = readingSize ?? .large
        if let set = environment.flatMap({ $0.value("dynamicTypeSize") ?? $0.value("sizeCategory") }), case .symbol(let symbol) = set {
            size = DynamicTypeSize.named(by: symbol)
        } else if readingSize == nil {
            warn(node, .approximated, "\(what) grows with Dynamic Type, but this recording's passes have several sizes and the scene is read once: it keeps its Large value in every pass")
        }
        return Double(Font.scaledLength(CGFloat(length), of: style, at: size, displayScale: CGFloat(displayScale)))
    }

    /// `@ScaledMetric var size = 40`, `@ScaledMetric(relativeTo: .title) var gap = 8`: the value
    /// times how much its text style (body by default) grows at the Dynamic Type size the scene is
    /// read at.
    func scaledMetric(_ value: Value, relativeTo attribute: AttributeSyntax?, property: PropertyDeclaration, environment: EnvironmentValues? = nil) -> Value {
        let written = attribute?.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "relativeTo" }?.expression
        let styleName = written?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let style = styleName.flatMap(Font.TextStyle.init(rawValue:)) ?? .body
        let what = "@ScaledMetric '\(property.name)'", node = attribute.map(Syntax.init) ?? property.node
        switch value {
        case .double(let d): return .double(scaledLength(d, of: style, for: what, at: node, environment: environment))
        // A scaled metric is a floating-point value at every size (`@ScaledMetric var pad = 4`).
        case .int(let i): return .double(scaledLength(Double(i), of: style, for: what, at: node, environment: environment))
        default: return value
        }
    }
}
