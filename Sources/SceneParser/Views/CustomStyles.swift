import Foundation
import LayoutEngine
import SwiftSyntax

/// A style the app declares (`struct PillStyle: ButtonStyle { func makeBody(configuration:) … }`),
/// set by `.buttonStyle(PillStyle())`, `.toggleStyle(…)` or `.labelStyle(…)`: the buttons,
/// toggles and labels inside are the style's `makeBody(configuration:)`, called with their
/// label (SwiftUI's documentation of `ButtonStyle`: "the view that represents the body of a
/// button", its `configuration.label` the button's label). The control keeps its node, laid out
/// as exactly that body (the plain button's layout), so `why` still names the button.
enum CustomStyles {
    /// The control each style modifier styles.
    static let modifierOfControl: [String: String] = ["Button": "buttonStyle", "Toggle": "toggleStyle", "Label": "labelStyle"]
    static let interpretedModifiers = Set(modifierOfControl.values)
    static let styleModifiers = Set(BuiltIns.styles.map { $0.modifier })
}

/// `configuration` in a style's `makeBody`: the control's label (or a label's title and icon)
/// and its state as a preview shows it: not pressed, a toggle's value as written.
struct StyleConfigurationValue: NativeValue, NativeType {
    static let names = ["ButtonStyleConfiguration", "PrimitiveButtonStyleConfiguration", "ToggleStyleConfiguration", "LabelStyleConfiguration"]
    var nativeType: any NativeType.Type { Self.self }

    var label: [NodeSpec] = []
    var title: [NodeSpec] = []
    var icon: [NodeSpec] = []
    var isOn: Bool?

    func member(_ name: String, _ i: Interpreter, at node: Syntax, _ cx: Context) throws -> Value? {
        switch name {
        case "label": return .views(label)
        case "title": return .views(title)
        case "icon": return .views(icon)
        case "isPressed": return .bool(false)
        case "role": return .nilValue
        case "isOn", "$isOn":
            guard let isOn else {
                i.warn(node, .approximated, "the toggle's value is not known here; configuration.isOn is taken as false")
                return .bool(false)
            }
            return .bool(isOn)
        case "isMixed": return .bool(false)
        default: return nil
        }
    }

    /// `configuration.trigger()` runs the action, which a layout never does.
    func method(_ name: String, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        name == "trigger" ? .tuple([]) : nil
    }
}

extension Interpreter {
    /// `.buttonStyle(PillStyle())`, `.buttonStyle(.pill)` (an app's static of the style protocol):
    /// the style's instance, when it is one of the scene's types with a `makeBody`.
    func customStyleInstance(_ arg: ExprSyntax, _ style: any SceneStyle.Type, _ cx: Context) throws -> Instance? {
        guard CustomStyles.interpretedModifiers.contains(style.modifier) else { return nil }
        let value: Value
        if let member = arg.as(MemberAccessExprSyntax.self), member.base == nil,
            let declared = try extensionStatic(member.declName.baseName.text, types: [style.swiftUIName], cx)
        {
            value = declared
        } else {
            value = try evaluate(arg, cx, expecting: .any)
        }
        guard case .instance(let m) = value, methods(m.type, "makeBody") != nil else { return nil }
        return m
    }

    /// A `Button`, `Toggle` or `Label` inside a custom style of its kind: the style's body for it.
    func customStyled(_ control: String, _ spec: NodeSpec, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> NodeSpec? {
        guard let key = CustomStyles.modifierOfControl[control], case .instance(let style)? = cx.environment.value(key),
            let makeBody = methods(style.type, "makeBody")?.first
        else { return nil }
        var configuration = StyleConfigurationValue()
        switch control {
        case "Label":
            // A label in the standard style is its icon then its title.
            configuration.icon = spec.children.count == 2 ? [spec.children[0]] : []
            configuration.title = spec.children.count == 2 ? [spec.children[1]] : spec.children
        case "Toggle":
            // A switch toggle is its label, a spacer and the switch; a button toggle is its label.
            configuration.label = spec.children.first.map { [$0] } ?? []
            if let isOn = e.arguments.first(where: { $0.label?.text == "isOn" })?.expression {
                if case .bool(let b)? = try? evaluate(isOn, cx, expecting: .any) { configuration.isOn = b }
            }
        default:
            configuration.label = spec.children
        }
        // Buttons inside the style's body are not styled by it again.
        var inner = cx
        inner.environment = cx.environment.setting(key, .nilValue)
        let body = try callValue(.function(makeBody, base: Scope(parent: globals, instance: style), name: "makeBody"), with: [.native(configuration)], at: e, inner)
        var children = try toViews(body, at: e, inner)
        if children.count > 1 { children = [.vStack(children: children)] }
        var styled = NodeSpec.button(style: .plain, label: spec.label, children: children)
        styled.kind = control
        styled.args["style"] = .string(style.type.name)
        styled.diagnostics = spec.diagnostics
        return styled
    }
}

/// A `ViewModifier`'s `content`: the view it modifies, built where `.modifier(…)` is written,
/// and built again (once per set of styles) where the body sets a style around it, so that
/// `content.buttonStyle(.borderedProminent).controlSize(.large)` styles the buttons inside as
/// SwiftUI's environment does (a style is read when ltrace builds a view).
struct ModifierContentValue: NativeValue, NativeType {
    static let names = ["ModifierContent"]
    var nativeType: any NativeType.Type { Self.self }
    let built: Value
    /// The style entries around the `.modifier(…)` call.
    let styles: [String]
    let rebuild: (Context) throws -> Value

    /// The content as the code reading it sees it: the built view, or the view built again in
    /// the styles the body set.
    func resolved(_ cx: Context) throws -> Value {
        Interpreter.styles(in: cx.environment) == styles ? built : try rebuild(cx)
    }
}

extension Interpreter {
    /// The style modifiers' entries of an environment, in order (`buttonStyle=borderedProminent`).
    static func styles(in environment: EnvironmentValues) -> [String] {
        environment.entries.compactMap { entry in
            guard CustomStyles.styleModifiers.contains(entry.key) else { return nil }
            if case .symbol(let s) = entry.value { return entry.key + "=" + s.name }
            if case .instance(let m) = entry.value { return entry.key + "=" + m.type.name }
            return entry.key
        }
    }
}
