import Foundation
import LayoutEngine
import SwiftSyntax

/// SwiftUI's small environment enums, with the value an iPhone in portrait, light mode and the
/// default text size has. Cases are in SwiftUI's order, so `dynamicTypeSize >= .xxLarge` compares.
enum EnvironmentSymbols {
    static let types: [String: (cases: [String], default: String)] = [
        "ColorScheme": (["light", "dark"], "light"),
        "DynamicTypeSize": (
            ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"],
            "large"
        ),
        "ContentSizeCategory": (
            ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
             "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"],
            "large"
        ),
        "UserInterfaceSizeClass": (["compact", "regular"], "compact"),
        "LayoutDirection": (["leftToRight", "rightToLeft"], "leftToRight"),
        "ScenePhase": (["background", "inactive", "active"], "active"),
        "ControlSize": (["mini", "small", "regular", "large", "extraLarge"], "regular"),
    ]

    /// The environment keys whose value is one of those enums.
    static let keys: [String: String] = [
        "colorScheme": "ColorScheme", "dynamicTypeSize": "DynamicTypeSize", "sizeCategory": "ContentSizeCategory",
        "horizontalSizeClass": "UserInterfaceSizeClass", "layoutDirection": "LayoutDirection", "scenePhase": "ScenePhase",
        "controlSize": "ControlSize",
    ]
    /// Keys whose default is a plain value.
    static let plainDefaults: [String: Value] = [
        "isEnabled": .bool(true), "isSearching": .bool(false), "isPresented": .bool(false), "isFocused": .bool(false),
        "displayScale": .double(3), "pixelLength": .double(1.0 / 3), "accessibilityReduceMotion": .bool(false),
        "accessibilityReduceTransparency": .bool(false), "accessibilityDifferentiateWithoutColor": .bool(false),
        "accessibilityInvertColors": .bool(false), "accessibilityVoiceOverEnabled": .bool(false),
    ]
    /// Keys that change how text is measured, which ltrace does not model.
    static let textSizeKeys: Set<String> = ["dynamicTypeSize", "sizeCategory", "legibilityWeight"]

    static func symbol(_ type: String, _ name: String) -> SymbolValue? {
        guard let cases = types[type]?.cases, let order = cases.firstIndex(of: name) else { return nil }
        return SymbolValue(type: type, name: name, order: order)
    }

    static func cases(of type: String) -> [String] { types[type]?.cases ?? [] }

    static func defaultValue(_ key: String) -> Value? {
        if let type = keys[key], let d = types[type]?.default { return symbol(type, d).map(Value.symbol) }
        // `verticalSizeClass` is regular on an iPhone in portrait.
        if key == "verticalSizeClass" { return symbol("UserInterfaceSizeClass", "regular").map(Value.symbol) }
        return plainDefaults[key]
    }
}

extension Interpreter {
    /// `\.colorScheme` (written `(\.colorScheme)` as a wrapper argument) as a key: `colorScheme`;
    /// `Model.self` as a key: `Model`.
    static func environmentKey(_ written: String) -> String {
        var text = written.replacingOccurrences(of: " ", with: "")
        if text.hasPrefix("(") && text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
        if text.hasPrefix("\\.") { return String(text.dropFirst(2)) }
        if text.hasSuffix(".self") { return String(text.dropLast(5)) }
        return text
    }

    /// `@Environment(\.key)` or `@Environment(Model.self)`: what `.environment(…)` around the
    /// view set, else SwiftUI's default for the key; values with no use in layout are kept opaque.
    func environmentValue(_ keyPath: String, type: String?) -> Value {
        let key = Self.environmentKey(keyPath)
        if let set = environmentOverrides.last(where: { $0.key == key }) { return set.value }
        if let value = EnvironmentSymbols.defaultValue(key) { return value }
        return .opaque(type: type ?? key)
    }

    /// `@EnvironmentObject var store: Store`: the object `.environmentObject(…)` set, else (as a
    /// preview without one would crash) a `Store()` with its initial values, with a warning.
    func environmentObject(_ type: String?, at node: some SyntaxProtocol) -> Value {
        guard let type else { return .opaque(type: "EnvironmentObject") }
        if let set = environmentOverrides.last(where: { $0.key == type }) { return set.value }
        if let model = models[type], !model.isEnum, let value = try? defaultInstance(model) {
            warn(node, "no .environmentObject(\(type)(…)) around this view; \(type)() with its initial values is used")
            return value
        }
        return .opaque(type: type)
    }

    /// A model object with its properties' initial values, as `Store()` creates it.
    func defaultInstance(_ type: ModelType) throws -> Value {
        let call = FunctionCallExprSyntax(
            calledExpression: DeclReferenceExprSyntax(baseName: .identifier(type.name)), leftParen: .leftParenToken(), arguments: [],
            rightParen: .rightParenToken())
        return try construct(type, call, globals)
    }

    /// `content.environment(\.colorScheme, .dark)`, `.environment(model)`, `.environmentObject(store)`:
    /// the value is set while the content is evaluated, so its views read it. `\.font` and
    /// `\.lineLimit` are the `font` and `lineLimit` modifiers; other keys leave no node.
    func environmentModifier(_ name: String, _ e: FunctionCallExprSyntax, member: MemberAccessExprSyntax, base: ExprSyntax, _ scope: Scope) throws -> Value {
        let args = Array(e.arguments)
        let key: String
        let value: Value
        if name == "environment", args.count == 2, let path = args[0].expression.as(KeyPathExprSyntax.self) {
            key = Self.environmentKey(path.trimmedDescription)
            if let type = EnvironmentSymbols.keys[key] ?? (key == "verticalSizeClass" ? "UserInterfaceSizeClass" : nil),
                let implicit = args[1].expression.as(MemberAccessExprSyntax.self), implicit.base == nil
            {
                let caseName = implicit.declName.baseName.text
                guard let symbol = EnvironmentSymbols.symbol(type, caseName) else {
                    throw error(implicit, "'.\(caseName)' is not a \(type)" + NameSuggestions.hint(caseName, among: EnvironmentSymbols.cases(of: type), prefix: "."))
                }
                value = .symbol(symbol)
            } else if key == "font" {
                value = try evaluate(args[1].expression, scope, expecting: .font)
            } else {
                value = try evaluate(args[1].expression, scope, expecting: .any)
            }
        } else if args.count == 1 {
            value = try evaluate(args[0].expression, scope, expecting: .any)
            guard case .model(let m) = value else {
                if case .opaque(let type) = value {
                    key = type
                } else {
                    throw error(args[0].expression, "\(name)(_:) takes an object of the app's model, found \(value.typeName)")
                }
                return try withEnvironment(key, value) { try evaluate(base, scope, expecting: .view) }
            }
            key = m.type.name
        } else {
            throw error(e, "write .environment(\\.key, value) or .environment(object)")
        }
        let content = try withEnvironment(key, value) { try evaluate(base, scope, expecting: .view) }
        let nameNode = Syntax(member.declName)
        switch (key, value) {
        case ("font", .font(let font)):
            return .views(try count(NodeSpec.font(font).at(position(nameNode), label: label(name, e)).wrapping(try toViews(content, at: base)), at: e))
        case ("lineLimit", .int(let n)):
            return .views(try count(NodeSpec.lineLimit(n).at(position(nameNode), label: label(name, e)).wrapping(try toViews(content, at: base)), at: e))
        case _ where EnvironmentSymbols.textSizeKeys.contains(key):
            warn(nameNode, "\\.\(key) is passed to the views that read it, but text is still measured at the default size (.large)")
        default:
            break
        }
        return content
    }

    /// Modifiers that set how the controls inside look, read by those controls when they are built.
    static let styleModifierNames: Set<String> = ["buttonStyle", "labelStyle", "controlSize", "labelsHidden", "toggleStyle", "buttonBorderShape", "textFieldStyle", "progressViewStyle", "listStyle", "pickerStyle", "formStyle", "datePickerStyle"]

    /// `.buttonStyle(.bordered)`, `.labelStyle(.iconOnly)`, `.controlSize(.large)`, `.labelsHidden()`:
    /// the style is set while the content is evaluated; the modifier itself leaves no node.
    func styleModifier(_ name: String, _ e: FunctionCallExprSyntax, base: ExprSyntax, _ scope: Scope) throws -> Value {
        let value: Value
        if name == "labelsHidden" {
            value = .bool(true)
        } else {
            guard let arg = e.arguments.first?.expression else { throw error(e, "\(name) needs a style") }
            if name == "controlSize", let member = arg.as(MemberAccessExprSyntax.self), member.base == nil {
                let caseName = member.declName.baseName.text
                guard let symbol = EnvironmentSymbols.symbol("ControlSize", caseName) else {
                    throw error(member, "'.\(caseName)' is not a ControlSize" + NameSuggestions.hint(caseName, among: EnvironmentSymbols.cases(of: "ControlSize"), prefix: "."))
                }
                value = .symbol(symbol)
            } else if let member = arg.as(MemberAccessExprSyntax.self) {
                value = .string(member.declName.baseName.text)
            } else if let call = arg.as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                // `BorderedButtonStyle()`, `.bordered`'s type: `bordered`.
                let stripped = ["DatePickerStyle", "ButtonStyle", "LabelStyle", "TextFieldStyle", "ProgressViewStyle", "ListStyle", "PickerStyle", "ToggleStyle", "FormStyle"].reduce(type) { $0.replacingOccurrences(of: $1, with: "") }
                value = .string(stripped.prefix(1).lowercased() + stripped.dropFirst())
            } else {
                warn(arg, "the style '\(arg.trimmedDescription)' is not interpreted; the default style is used")
                return try evaluate(base, scope, expecting: .view)
            }
        }
        return try withEnvironment(name, value) { try evaluate(base, scope, expecting: .view) }
    }

    private func withEnvironment<T>(_ key: String, _ value: Value, _ body: () throws -> T) rethrows -> T {
        environmentOverrides.append((key, value))
        defer { environmentOverrides.removeLast() }
        return try body()
    }
}
