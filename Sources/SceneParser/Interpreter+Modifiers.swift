import Foundation
import LayoutEngine
import SwiftSyntax

extension Interpreter {
    /// The modifiers the interpreter itself builds, because on a Text or an Image they fold
    /// into the value (font, bold, resizable…). Every other modifier is a `SceneModifier`
    /// of `BuiltIns`, or drawing-only.
    static let specialModifierNames = ["font", "lineLimit", "bold", "italic", "fontWeight", "monospaced", "resizable"]

    static var modifierNames: Set<String> {
        Set(BuiltIns.modifiers.map(\.name) + specialModifierNames).union(NodeSpec.drawingModifierNames).union(layoutNeutralModifierNames)
    }

    /// Modifiers that cannot change any view's size or position: navigation, presentation,
    /// accessibility, input and state plumbing. They are accepted, ignored and reported with a
    /// warning; they leave no node in the tree. (Drawing-only modifiers such as `opacity` are
    /// kept as pass-through nodes, because pictures draw them.) Inside a navigation stack,
    /// `navigationTitle`, `navigationBarTitleDisplayMode` and `searchable` set its bar instead.
    static let layoutNeutralModifierNames: Set<String> = [
        "navigationTitle", "navigationBarTitleDisplayMode", "navigationSubtitle", "navigationBarBackButtonHidden",
        "navigationDestination", "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "toolbarTitleDisplayMode",
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "contextMenu", "swipeActions",
        "refreshable", "onDisappear", "onChange", "onReceive", "onSubmit", "onOpenURL", "onLongPressGesture", "gesture",
        "simultaneousGesture", "highPriorityGesture", "help", "disabled", "keyboardShortcut", "focused", "focusable",
        "submitLabel", "textInputAutocapitalization", "autocorrectionDisabled", "keyboardType", "textContentType",
        "preferredColorScheme", "statusBarHidden", "persistentSystemOverlays", "environmentObject", "sensoryFeedback",
        "tabItem", "searchable", "scrollDismissesKeyboard", "interactiveDismissDisabled", "presentationDetents",
        "presentationDragIndicator", "privacySensitive", "redacted", "unredacted", "accentColor", "id", "tag",
        "onTapGesture", "task", "onAppear", "previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation",
    ]

    /// `accessibilityLabel`, `accessibilityHint`… and any other `accessibility…` modifier.
    static func isLayoutNeutral(_ name: String) -> Bool {
        layoutNeutralModifierNames.contains(name) || name.hasPrefix("accessibility")
    }

    /// Modifiers whose trailing closure is an argument worth showing in the label.
    static let valueClosureModifiers: Set<String> = ["alignmentGuide", "containerRelativeFrame"]

    /// `content.name(…)`.
    /// `member` is nil for an implicit `self.` (`padding()` inside a `View` extension).
    func modifier(_ name: String, on receiver: Value, call: FunctionCallExprSyntax, member: MemberAccessExprSyntax?, _ scope: Scope) throws -> Value {
        let nameNode = member.map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
        let args = Arguments(callee: name, call: call)
        let written = label(name, call, keepTrailingClosures: Self.valueClosureModifiers.contains(name))

        if case .text(var text) = receiver, try fold(name, into: &text, args, scope) {
            try args.finish(self, allowed: [])
            text.label = SourceText.shortened(text.label + "." + written)
            return .text(text)
        }
        if case .image(var image) = receiver, ["resizable", "renderingMode", "interpolation", "antialiased", "symbolRenderingMode"].contains(name) {
            if name == "resizable" {
                image.resizable = true
                _ = args.take("capInsets")
                _ = args.take("resizingMode")
            } else {
                _ = args.takeUnlabeled()
            }
            try args.finish(self, allowed: ["capInsets", "resizingMode"])
            image.label = SourceText.shortened(image.label + "." + written)
            return .image(image)
        }
        // Inside a navigation stack, the title sets its bar (the first title read wins, as the root's does).
        if (name == "navigationTitle" || name == "navigationBarTitleDisplayMode"), !navigationContexts.isEmpty {
            let arg = call.arguments.first?.expression
            if name == "navigationTitle", navigationContexts[navigationContexts.count - 1].title == nil, let arg {
                let title = (try? evaluate(arg, scope, expecting: .string)).flatMap { if case .string(let s) = $0 { return s }; return nil }
                navigationContexts[navigationContexts.count - 1].title = title ?? SourceText.compact(arg)
            } else if name == "navigationBarTitleDisplayMode", let member = arg?.as(MemberAccessExprSyntax.self) {
                navigationContexts[navigationContexts.count - 1].displayMode = member.declName.baseName.text
            }
            return receiver
        }
        // `searchable` puts a search field in the bar of the navigation stack it is inside.
        if name == "searchable", !navigationContexts.isEmpty {
            navigationContexts[navigationContexts.count - 1].searchable = true
            return receiver
        }
        // `tag(_:)` draws nothing, but a Picker shows the option whose tag is selected.
        if name == "tag", case .views(var specs) = receiver, specs.count == 1, let arg = call.arguments.first {
            specs[0].args["tag"] = (try? evaluate(arg.expression, scope, expecting: .any))?.traceValue ?? .null
            return .views(specs)
        }
        if name == "tag", let arg = call.arguments.first, let specs = try? toViews(receiver, at: call), specs.count == 1 {
            var tagged = specs
            tagged[0].args["tag"] = (try? evaluate(arg.expression, scope, expecting: .any))?.traceValue ?? .null
            return .views(tagged)
        }
        if name == "searchable" {
            warn(nameNode, "'searchable' shows its field in a navigation stack's bar, and there is none around it here; ignored")
            return receiver
        }
        if Self.isLayoutNeutral(name) {
            warn(nameNode, "'\(name)' cannot change layout; ignored")
            return receiver
        }
        if name == "modifier" {
            guard call.arguments.count == 1, let arg = call.arguments.first,
                case .viewModifier(let definition, let modifierCall, let modifierScope) = try evaluate(arg.expression, scope, expecting: .any)
            else { throw error(nameNode, "modifier(_:) takes a ViewModifier the scene declares") }
            return try apply(definition, arguments: modifierCall, modifierScope, to: receiver)
        }
        if let f = viewExtensions[name] {
            let base = Scope(parent: globals)
            base.bind("self", receiver)
            return try callFunction(f, call, arguments: scope, base: base)
        }

        let content = try toViews(receiver, at: member?.base.map(Syntax.init) ?? nameNode)
        if let modifier = BuiltIns.modifier(named: name) {
            let arguments = InterpretedArguments(self, name: name, call: call, scope: scope, written: written)
            let spec = try modifier.make(arguments)
            try arguments.finish()
            return .views(try count(spec.at(position(nameNode), label: written).wrapping(content), at: call))
        }
        let spec: NodeSpec
        switch name {
        case "font":
            guard let f = args.takeUnlabeled() else { throw error(call, "font needs a Font") }
            switch try evaluate(f.expression, scope, expecting: .font) {
            case .font(let font): spec = .font(font)
            case .nilValue: spec = .font(nil)
            case let v: throw error(f.expression, "expected a font, found \(v.typeName)")
            }
        case "lineLimit":
            guard let l = args.takeUnlabeled() else { throw error(call, "lineLimit needs a number or nil") }
            switch try evaluate(l.expression, scope, expecting: .int) {
            case .nilValue: spec = .lineLimit(nil)
            case .int(let n): spec = .lineLimit(n)
            case let v: throw error(l.expression, "expected a line count, found \(v.typeName)")
            }
        case "bold", "fontWeight", "monospaced":
            var weight = Font.Weight.bold
            if name == "fontWeight", let w = args.takeUnlabeled() {
                weight = try expect(w, scope, .fontWeight) { if case .fontWeight(let fw) = $0 { return fw }; return nil }
            }
            if name != "fontWeight", let active = args.takeUnlabeled(), !(try bool(active.expression, scope)) { weight = .regular }
            spec = name == "monospaced" ? .monospaced() : .fontWeight(weight)
        default:
            if NodeSpec.drawingModifierNames.contains(name) || name == "italic" {
                spec = .drawing(name, label: written, args: drawingArguments(args, scope))
            } else {
                let hint = NameSuggestions.hint(name, among: Self.modifierNames)
                throw error(nameNode, "unsupported modifier '\(name)'\(hint)")
            }
        }
        try args.finish(self, allowed: [])
        let wrapped = spec.at(position(nameNode), label: written).wrapping(content)
        return .views(try count(wrapped, at: call))
    }

    /// `font`, `bold`, `italic`, `fontWeight`, `monospaced` on a `Text` change the text itself.
    private func fold(_ name: String, into text: inout TextValue, _ args: Arguments, _ scope: Scope) throws -> Bool {
        switch name {
        case "font":
            guard let f = args.takeUnlabeled() else { return false }
            switch try evaluate(f.expression, scope, expecting: .font) {
            case .font(let font): text.style.font = font
            case .nilValue: text.style.font = nil
            case let v: throw error(f.expression, "expected a font, found \(v.typeName)")
            }
        case "bold":
            let active = try args.takeUnlabeled().map { try bool($0.expression, scope) } ?? true
            text.style.weight = active ? .bold : nil
        case "fontWeight":
            guard let w = args.takeUnlabeled() else { return false }
            text.style.weight = try expect(w, scope, .fontWeight) { if case .fontWeight(let fw) = $0 { return fw }; return nil }
        case "monospaced":
            text.style.monospaced = try args.takeUnlabeled().map { try bool($0.expression, scope) } ?? true
        case "italic":
            _ = args.takeUnlabeled()
        default:
            return false
        }
        return true
    }

    /// Arguments of a drawing-only modifier, kept for the trace: values where they evaluate, source text otherwise.
    private func drawingArguments(_ args: Arguments, _ scope: Scope) -> TraceObject {
        var object = TraceObject()
        var index = 0
        while true {
            let arg: Arguments.Argument? = args.takeUnlabeled() ?? args.labels.first.flatMap { $0.flatMap { args.take($0) } }
            guard let arg else { break }
            let key = arg.label ?? "_\(index)"
            index += 1
            let implicit = arg.expression.as(MemberAccessExprSyntax.self)?.base == nil
            if let v = try? evaluate(arg.expression, scope, expecting: implicit ? .color : .any) {
                switch v {
                case .closure: object[key] = .string(SourceText.compact(arg.expression))
                default: object[key] = v.traceValue == .string(v.typeName) ? .string(SourceText.compact(arg.expression)) : v.traceValue
                }
            } else {
                object[key] = .string(SourceText.compact(arg.expression))
            }
        }
        while let closure = args.takeClosure(nil) { object["closure"] = .string(SourceText.compact(closure)) }
        return object
    }
}
