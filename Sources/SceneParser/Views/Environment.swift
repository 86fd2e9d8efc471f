import Foundation
import LayoutEngine
import SwiftSyntax

/// SwiftUI's small environment enums, with the value an iPhone in portrait, light mode and the
/// default text size has. Cases are in SwiftUI's order, so `dynamicTypeSize >= .xxLarge` compares.
enum EnvironmentSymbols {
    static let types: [String: (cases: [String], default: String)] = [
        "ColorScheme": (["light", "dark"], "light"),
        "DynamicTypeSize": (DynamicTypeSize.allCases.map(\.rawValue), DynamicTypeSize.large.rawValue),
        "ContentSizeCategory": (
            ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
             "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"],
            "large"
        ),
        "UserInterfaceSizeClass": (["compact", "regular"], "compact"),
        "LayoutDirection": (["leftToRight", "rightToLeft"], "leftToRight"),
        "ScenePhase": (["background", "inactive", "active"], "active"),
        ControlSize.typeName: (ControlSize.caseNames, ControlSize.standard.rawValue),
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
        "accessibilityReduceMotion": .bool(false),
        "accessibilityReduceTransparency": .bool(false), "accessibilityDifferentiateWithoutColor": .bool(false),
        "accessibilityInvertColors": .bool(false), "accessibilityVoiceOverEnabled": .bool(false),
    ]
    /// Keys that change how text is measured, which ltrace does not model.
    static let textSizeKeys: Set<String> = ["legibilityWeight"]

    static func symbol(_ type: String, _ name: String) -> SymbolValue? {
        guard let cases = types[type]?.cases, let order = cases.firstIndex(of: name) else { return nil }
        return SymbolValue(type: type, name: name, order: order)
    }

    static func cases(of type: String) -> [String] { types[type]?.cases ?? [] }

    /// `\.dynamicTypeSize` and `\.sizeCategory` at the size the scene is read at (the two enums
    /// list the same twelve sizes in the same order).
    static func dynamicTypeValue(_ key: String, _ size: DynamicTypeSize) -> Value? {
        guard let type = keys[key], type == "DynamicTypeSize" || type == "ContentSizeCategory", let order = DynamicTypeSize.allCases.firstIndex(of: size), let name = types[type]?.cases[order] else { return nil }
        return symbol(type, name).map(Value.symbol)
    }

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
        if text.hasPrefix("\\EnvironmentValues.") { return String(text.dropFirst("\\EnvironmentValues.".count)) }
        if text.hasSuffix(".self") { return String(text.dropLast(5)) }
        return text
    }

    /// `@Environment(\.key)` or `@Environment(Model.self)`: what `.environment(…)` around the view
    /// set, else SwiftUI's default for the key, else the default an app's own key declares
    /// (`extension EnvironmentValues { @Entry var accent = Color.blue }`); a model the
    /// environment lacks is made with its initial values, and other values are opaque.
    func environmentValue(_ keyPath: String, type: String?, _ cx: Context, at node: Syntax) throws -> Value {
        let key = Self.environmentKey(keyPath)
        if let set = cx.environment.value(key) { return set }
        if key == "modelContext", let store = cx.environment.value("modelContainer") { return store }
        if let size = readingSize, let value = EnvironmentSymbols.dynamicTypeValue(key, size) { return value }
        if key == "displayScale" { return .double(displayScale) }
        if key == "colorScheme", let scheme = EnvironmentSymbols.symbol("ColorScheme", colorScheme.rawValue) { return .symbol(scheme) }
        if key == "pixelLength" { return .double(1 / displayScale) }
        if let value = EnvironmentSymbols.defaultValue(key) { return value }
        if !index.types(named: key).isEmpty { return try environmentObject(key, cx, at: node) }
        if let declared = index.outsideExtensions["EnvironmentValues"], let value = try appEnvironmentDefault(key, declared, cx) { return value }
        return .opaque(OpaqueValue(expression: "\\.\(key)", type: type, node: node))
    }

    /// The default of an environment key the app declares: an `@Entry` property's initial value,
    /// or the `defaultValue` of the `EnvironmentKey` its getter reads (`self[ThemeKey.self]`).
    private func appEnvironmentDefault(_ key: String, _ declared: Members, _ cx: Context) throws -> Value? {
        if let entry = declared.stored.first(where: { $0.name == key }), let initializer = entry.initializer {
            return typed(try evaluate(initializer, cx.with(globals), declaredType: entry.type), as: entry.type)
        }
        guard let getter = declared.computed[key]?.getter else { return nil }
        for token in getter.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
            if let keyType = index.types(named: token.text).first, keyType.members.statics["defaultValue"] != nil {
                return try staticMember(of: keyType, "defaultValue", at: token, cx)
            }
        }
        return nil
    }

    /// `@EnvironmentObject var store: Store`: the object `.environmentObject(…)` set, else (as a
    /// preview without one would crash) a `Store()` with its initial values, with a warning.
    func environmentObject(_ type: String?, _ cx: Context, at node: Syntax) throws -> Value {
        guard var type else { return .opaque(OpaqueValue(expression: "EnvironmentObject", type: nil, node: node)) }
        if type.hasSuffix("?") { type = String(type.dropLast()) }
        if let set = cx.environment.value(type) { return set }
        if let model = index.type(named: type, near: node), !model.isEnum, let value = try? initialize(model, nil, cx) {
            warn(node, .substituted, "no .environmentObject(\(type)(…)) or .environment(…) around this view; \(type)() with its initial values is used")
            return .instance(value)
        }
        return .opaque(OpaqueValue(expression: type, type: type, node: node))
    }

    /// Modifiers that set an environment value for the views before them.
    static let environmentModifierNames: Set<String> = ["environment", "environmentObject", "modelContainer", "modelContext"]

    /// `content.environment(\.colorScheme, .dark)`, `.environment(model)`, `.environmentObject(store)`,
    /// `.modelContainer(container)`: the value is set while the content is evaluated, so its views
    /// read it. `\.font` and `\.lineLimit` are the `font` and `lineLimit` modifiers; other keys
    /// leave no node.
    func environmentModifier(_ name: String, _ e: FunctionCallExprSyntax, member: MemberAccessExprSyntax, base: ExprSyntax, _ cx: Context) throws -> Value {
        let args = Array(e.arguments)
        let key: String
        let value: Value
        if name == "modelContainer" || name == "modelContext" {
            return try modelContainerModifier(e, base: base, cx)
        } else if name == "environment", args.count == 2, let path = args[0].expression.as(KeyPathExprSyntax.self) {
            key = Self.environmentKey(path.trimmedText)
            if let type = EnvironmentSymbols.keys[key] ?? (key == "verticalSizeClass" ? "UserInterfaceSizeClass" : nil),
                let implicit = args[1].expression.as(MemberAccessExprSyntax.self), implicit.base == nil
            {
                let caseName = implicit.declName.baseName.text
                guard let symbol = EnvironmentSymbols.symbol(type, caseName) else {
                    throw error(implicit, "'.\(caseName)' is not a \(type)" + NameSuggestions.hint(caseName, among: EnvironmentSymbols.cases(of: type), prefix: "."))
                }
                value = .symbol(symbol)
            } else if key == "font" {
                value = try evaluate(args[1].expression, cx, expecting: .font)
            } else {
                value = try evaluate(args[1].expression, cx, expecting: .any)
            }
        } else if args.count == 1 {
            value = try evaluate(args[0].expression, cx, expecting: .any)
            switch value {
            case .instance(let m): key = m.type.name
            case .opaque(let o): key = o.type ?? o.expression
            case .modelStore: key = "modelContainer"
            default: throw error(args[0].expression, "\(name)(_:) takes an object of the app's model, found \(value.typeName)")
            }
        } else {
            throw error(e, "write .environment(\\.key, value) or .environment(object)")
        }
        var inner = cx
        inner.environment = cx.environment.setting(key, value)
        let content = try viewsUnder(inner, base)
        let nameNode = Syntax(member.declName)
        switch (key, value) {
        case ("font", .font(let font)):
            return .views(try count(NodeSpec.font(font).at(position(nameNode), label: label(name, e)).wrapping(try toViews(content, at: base, cx)), at: e))
        case ("lineLimit", .int(let n)):
            return .views(try count(NodeSpec.lineLimit(n).at(position(nameNode), label: label(name, e)).wrapping(try toViews(content, at: base, cx)), at: e))
        case ("dynamicTypeSize", .symbol(let symbol)), ("sizeCategory", .symbol(let symbol)):
            // `ContentSizeCategory`'s twelve cases are `DynamicTypeSize`'s, in the same order.
            let size = DynamicTypeSize.named(by: symbol)
            let spec = NodeSpec.dynamicTypeSize(DynamicTypeRange(size, size), label: label(name, e))
            return .views(try count(spec.at(position(nameNode)).wrapping(try toViews(content, at: base, cx)), at: e))
        case _ where EnvironmentSymbols.textSizeKeys.contains(key):
            warn(nameNode, .approximated, "\\.\(key) is passed to the views that read it, but text is still measured at the default size (.large)")
        default:
            break
        }
        return content
    }

    /// `.buttonStyle(.bordered)`, `BorderedButtonStyle()`, `.controlSize(.large)`, `.labelsHidden()`:
    /// any style `BuiltIns.styles` registers, set while the content is evaluated (the modifier
    /// leaves no node) and read by the views inside. A case the style does not have is an error
    /// with a suggestion; a style the app declares (`.buttonStyle(PillStyle())`, an extension's
    /// `static var pill`) is laid out as the style's standard one, with a warning.
    func styleModifier(_ style: any SceneStyle.Type, _ e: FunctionCallExprSyntax, base: ExprSyntax, _ cx: Context) throws -> Value {
        let name = style.modifier
        let caseName: String
        if let fixed = style.setWithoutArgument {
            if let extra = e.arguments.first { throw error(extra.expression, "\(name)() takes no arguments") }
            caseName = fixed.rawValue
        } else {
            guard e.arguments.count == 1, let arg = e.arguments.first?.expression else { throw error(e, "\(name) needs a style: .\(name)(.\(style.caseNames.first ?? "automatic"))") }
            if let member = arg.as(MemberAccessExprSyntax.self), member.base.map({ [style.typeName, style.typeSuffix].contains($0.trimmedText) }) ?? true {
                caseName = member.declName.baseName.text
                if !style.caseNames.contains(caseName) {
                    guard appDeclaresStyle(caseName, of: style) else {
                        throw error(member, "'.\(caseName)' is not a \(style.swiftUIName)" + NameSuggestions.hint(caseName, among: style.caseNames, prefix: "."))
                    }
                    return try customStyle(arg, style, base: base, cx)
                }
            } else if let call = arg.as(FunctionCallExprSyntax.self), let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let suffix = style.typeSuffix, type.hasSuffix(suffix), index.types(named: type).isEmpty
            {
                // `BorderedButtonStyle()` is `.bordered`, `DefaultButtonStyle()` `.automatic`.
                let stem = String(type.dropLast(suffix.count))
                let written = stem == "Default" ? "automatic" : stem.prefix(1).lowercased() + stem.dropFirst()
                guard style.caseNames.contains(written) else {
                    throw error(call, "'\(type)' is not a \(style.swiftUIName)" + NameSuggestions.hint(written, among: style.caseNames, prefix: "."))
                }
                caseName = written
            } else {
                return try customStyle(arg, style, base: base, cx)
            }
        }
        guard let order = style.caseNames.firstIndex(of: caseName) else { throw error(e, "'.\(caseName)' is not a \(style.typeName)") }
        var inner = cx
        inner.environment = cx.environment.setting(name, .symbol(SymbolValue(type: style.typeName, name: caseName, order: order)))
        return try viewsUnder(inner, base)
    }

    /// The views of `base` built under a style or value: a view's value among them is built here,
    /// where the style applies, not later outside it.
    private func viewsUnder(_ inner: Context, _ base: ExprSyntax) throws -> Value {
        let content = try evaluate(base, inner, expecting: .view)
        if case .instance(let i) = content, i.type.kind == .view { return .views(try toViews(content, at: base, inner)) }
        return content
    }

    /// Whether the app declares a style of this name (`extension ButtonStyle where Self == Pill { static var pill: Pill }`).
    private func appDeclaresStyle(_ name: String, of style: any SceneStyle.Type) -> Bool {
        let protocolName = style.swiftUIName
        return index.outsideExtensions[protocolName]?.statics[name] != nil || index.outsideExtensions[protocolName]?.staticMethods[name] != nil
    }

    /// A style the app declares: a button, toggle or label style with a `makeBody` is the body of
    /// the controls inside (`CustomStyles`); any other, or one ltrace cannot read, leaves the views in the standard style.
    private func customStyle(_ arg: ExprSyntax, _ style: any SceneStyle.Type, base: ExprSyntax, _ cx: Context) throws -> Value {
        if let instance = try customStyleInstance(arg, style, cx) {
            var inner = cx
            inner.environment = cx.environment.setting(style.modifier, .instance(instance))
            return try viewsUnder(inner, base)
        }
        warn(arg, .approximated, "the style '\(arg.trimmedText)' is not interpreted; the views inside are laid out in the style .\(style.standardName)")
        return try evaluate(base, cx, expecting: .view)
    }
}

extension DynamicTypeSize {
    /// The size a `DynamicTypeSize` or `ContentSizeCategory` case names: the two enums' twelve
    /// cases are in the same order.
    static func named(by symbol: SymbolValue) -> DynamicTypeSize {
        allCases[min(max(symbol.order, 0), allCases.count - 1)]
    }
}
