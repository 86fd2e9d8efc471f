import Foundation
import LayoutEngine
import SwiftSyntax

/// View modifiers: SwiftUI's (each `SceneModifier` of `BuiltIns`, and those folded into a `Text`
/// or `Image`), the scene's own (`extension View { func card() }`, `ViewModifier`s), and those
/// ltrace accepts without laying them out (docs/scenes.md, "Modifiers").
extension Interpreter {
    /// The modifiers the interpreter itself builds, because on a Text or an Image they fold
    /// into the value (font, bold, resizable…).
    static let specialModifierNames: Set<String> = [
        "font", "lineLimit", "bold", "italic", "fontWeight", "fontDesign", "monospaced", "monospacedDigit", "resizable", "modifier", "layoutValue",
    ]

    /// Every modifier name ltrace knows: laid out, drawn, ignored or approximated.
    static let modifierNames: Set<String> = Set(BuiltIns.modifiers.map(\.name)).union(specialModifierNames).union(NodeSpec.drawingModifierNames)
        .union(ModifierCatalog.neutral).union(ModifierCatalog.drawing).union(ModifierCatalog.unapplied.keys)
        .union(BuiltIns.styles.map { $0.modifier }).union(BuiltIns.settings.map(\.modifier))

    static func isModifier(_ name: String) -> Bool { modifierNames.contains(name) || name.hasPrefix("accessibility") }

    /// Modifiers that only a view has and that change its size or position: on an opaque value
    /// they mean the value is a view (a package's), which becomes a placeholder.
    static func isLayoutModifier(_ name: String) -> Bool { BuiltIns.modifier(named: name) != nil }

    /// Modifiers whose trailing closure is an argument worth showing in the label.
    static let valueClosureModifiers: Set<String> = ["alignmentGuide", "containerRelativeFrame"]

    /// A `SceneSetting`: values for the nearest container of its kind (a `navigationTitle` for the
    /// navigation stack's bar), or layout values on the modified view (`tag`). The call leaves no node.
    func apply(_ setting: SceneSetting, to receiver: Value, call: FunctionCallExprSyntax, at nameNode: Syntax, written: String, _ cx: Context) throws -> Value {
        let arguments = InterpretedArguments(self, name: setting.modifier, call: call, cx, written: written)
        switch setting.target {
        case .enclosing(let kind, let outside):
            guard let context = cx.environment.nearest(kind) else {
                warn(nameNode, .ignored, "'\(setting.modifier)' \(outside); ignored")
                return receiver
            }
            context.set(try setting.settings(arguments))
            return receiver
        case .modifiedView:
            let write = try setting.write(arguments)
            return .views(try toViews(receiver, at: call, cx).map { $0.updatingElements(write) })
        }
    }

    /// `content.name(…)`. `member` is nil for an implicit `self.` (`padding()` inside a `View` extension).
    /// A modifier that cannot be applied is left out, with a warning on the view it was written on
    /// (`Recovery`); one whose arguments cannot be evaluated keeps its place with them opaque.
    func modifier(_ name: String, on receiver: Value, call: FunctionCallExprSyntax, member: MemberAccessExprSyntax?, _ cx: Context) throws -> Value {
        do {
            return try applyModifier(name, on: receiver, call: call, member: member, cx)
        } catch let e as SceneError where recovers(e) {
            return marking(receiver, with: reportRecovery(e, "'\(name)' is left out", collected: false))
        }
    }

    private func applyModifier(_ name: String, on receiver: Value, call: FunctionCallExprSyntax, member: MemberAccessExprSyntax?, _ cx: Context) throws -> Value {
        let nameNode = member.map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
        let args = arguments(name, of: call)
        let written = label(name, call, keepTrailingClosures: Self.valueClosureModifiers.contains(name))

        if case .text(var text) = receiver, try fold(name, into: &text, args, cx) {
            try args.finish(self, allowed: [])
            text.label = SourceText.shortened((text.isSum ? "(\(text.label))" : text.label) + "." + written)
            text.isSum = false
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
        if let setting = BuiltIns.setting(named: name) {
            return try apply(setting, to: receiver, call: call, at: nameNode, written: written, cx)
        }
        if name == "layoutValue" {
            // `layoutValue(key: Rank.self, value: 3)`: what the container's layout reads as `subview[Rank.self]`.
            guard let key = args.take("key"), let value = args.take("value") else { throw error(nameNode, "layoutValue(key:value:) needs a key type and a value") }
            let type = try layoutValueKey(key.expression, cx)
            let declared = staticProperty(type, "defaultValue")?.type
            let v = try evaluate(value.expression, cx, declaredType: declared)
            try args.finish(self, allowed: [])
            let modifier = NodeSpec.layoutValue(named: type.qualifiedName, SceneLayoutValue(value: v), label: written).at(position(nameNode))
            return .views(try count(modifier.wrapping(try toViews(receiver, at: call, cx)), at: call))
        }
        if name == "modifier" {
            guard call.arguments.count == 1, let arg = call.arguments.first else { throw error(nameNode, "modifier(_:) takes a ViewModifier the scene declares") }
            switch try evaluate(arg.expression, cx, expecting: .any) {
            case .instance(let m) where m.type.kind == .viewModifier:
                let base = member?.base
                // Built again in the call's own scope, with the environment the body set.
                return try apply(m, to: receiver, cx, rebuild: base.map { base in
                    { inner in
                        var again = cx
                        again.environment = inner.environment
                        return try self.evaluate(base, again, expecting: .view)
                    }
                })
            case .instance(let m) where m.type.conformances.contains("GeometryEffect"):
                // A geometry effect transforms how the view is drawn, not its frame.
                return receiver
            case .opaque(let o):
                let d = warn(nameNode, .approximated, "'\(o.expression)' is a modifier from outside the scene's files; ltrace cannot tell what it does to layout and ignores it", collected: false)
                return marking(receiver, with: d)
            default: throw error(nameNode, "modifier(_:) takes a ViewModifier the scene declares")
            }
        }
        // `extension View { func card() -> some View }` (or `extension Text`, on a text); one whose
        // labels do not match the call (an app's `sheet(store:)` beside SwiftUI's
        // `sheet(isPresented:)`) leaves it to SwiftUI's, and so does the call of its own name
        // inside it: `func background(_ asset: ColorAsset) -> some View { background(asset.color) }`
        // calls SwiftUI's overload (it would never end if it called itself).
        let labels = CallLabels(call)
        let extensions = extendedTypeNames(of: receiver).flatMap { index.outsideExtensions[$0]?.methods[name] ?? [] }.filter {
            labels.fit($0.signature.parameterClause.parameters) && CallLabels.closuresFit($0.signature.parameterClause.parameters, call)
                && !Self.isInside(call, $0) && implicitMembersFit($0, call)
        }
        if let f = extensions.first {
            let base = Scope(parent: globals)
            base.bind("self", receiver)
            return try callFunction(f, call, cx, base: base, name: name)
        }
        // `alignmentGuide(.listRowSeparatorLeading)` moves a list row's separator, which only draws.
        if name == "alignmentGuide", let guide = call.arguments.first?.expression.trimmedText, guide.hasSuffix("listRowSeparatorLeading") || guide.hasSuffix("listRowSeparatorTrailing") {
            warn(nameNode, .ignored, "'alignmentGuide(\(guide))' moves a list row's separator, which only draws; ignored")
            return receiver
        }
        // A bottom toolbar takes the bottom of a navigation stack, which ltrace does not lay out yet;
        // toolbar items in the navigation bar change nothing.
        if name == "toolbar", (call.arguments.trimmedText + (call.trailingClosure?.trimmedText ?? "")).contains(".bottomBar") {
            let d = warn(nameNode, .approximated, "'toolbar' with a .bottomBar item adds a toolbar at the bottom of the navigation stack, which ltrace does not lay out yet; the content keeps that space", collected: false)
            return marking(receiver, with: d)
        }
        if ModifierCatalog.neutral.contains(name) || name.hasPrefix("accessibility") {
            warn(nameNode, .ignored, "'\(name)' cannot change layout; ignored")
            return receiver
        }
        // A source of a matched geometry group (`isSource` is true by default) keeps its own frame;
        // only views that are not sources take the source's (Apple, "matchedGeometryEffect(id:in:
        // properties:anchor:isSource:)").
        if name == "matchedGeometryEffect", case .bool(true) = try call.arguments.first(where: { $0.label?.text == "isSource" }).map({ try evaluate($0.expression, cx, expecting: .bool) }) ?? .bool(true) {
            warn(nameNode, .ignored, "'matchedGeometryEffect' on a source of its group keeps the view's frame; ignored")
            return receiver
        }
        if let why = ModifierCatalog.unapplied[name] {
            let d = warn(nameNode, .approximated, "'\(name)' changes layout (\(why)), and ltrace does not apply it yet; the views are laid out without it", collected: false)
            return marking(receiver, with: d)
        }

        let content = try toViews(receiver, at: member?.base.map(Syntax.init) ?? nameNode, cx)
        if let modifier = BuiltIns.modifier(named: name) {
            let arguments = InterpretedArguments(self, name: name, call: call, cx, written: written)
            var (spec, notes) = try collectingDiagnostics { try modifier.make(arguments) }
            try arguments.finish()
            spec.diagnostics += notes
            return .views(try count(spec.at(position(nameNode), label: written).wrapping(content), at: call))
        }
        var spec: NodeSpec
        var notes: [SourceDiagnostic] = []
        switch name {
        case "font":
            guard let f = args.takeUnlabeled() else { throw error(call, "font needs a Font") }
            let (value, found) = try collectingDiagnostics { try evaluate(f.expression, cx, expecting: .font) }
            notes = found
            switch value {
            case .font(let font): spec = .font(font)
            case .nilValue: spec = .font(nil)
            case .opaque(let o):
                substituteFont(o, at: f.expression)
                return .views(content)
            case let v: throw error(f.expression, "expected a font, found \(v.typeName)")
            }
        case "lineLimit":
            guard let l = args.takeUnlabeled() else { throw error(call, "lineLimit needs a number or nil") }
            let reservesSpace = try args.take("reservesSpace").map { try bool($0.expression, cx) } ?? false
            // `lineLimit(2...)`: the height of at least 2 lines, no maximum; `lineLimit(...4)`: at most 4.
            if let from = l.expression.as(PostfixOperatorExprSyntax.self), from.operator.text == "..." {
                spec = .lineLimit(nil, minimum: try int(from.expression, cx))
                break
            }
            if let through = l.expression.as(PrefixOperatorExprSyntax.self), through.operator.text == "..." {
                spec = .lineLimit(try int(through.expression, cx))
                break
            }
            switch try evaluate(l.expression, cx, expecting: .int) {
            case .nilValue: spec = .lineLimit(nil)
            case .int(let n): spec = .lineLimit(n, minimum: reservesSpace ? n : 0)
            // `lineLimit(2...4)`: at most 4 lines, the height of at least 2 (a half-open range here).
            case .range(let lower, let upper): spec = .lineLimit(upper - 1, minimum: lower)
            case .opaque(let o):
                let n = Int(substituteNumber(o, at: l.expression))
                spec = .lineLimit(n, minimum: reservesSpace ? n : 0)
            case let v: throw error(l.expression, "expected a line count, found \(v.typeName)")
            }
        case "bold", "fontWeight", "monospaced", "italic", "monospacedDigit", "fontDesign":
            let active = name == "fontWeight" || name == "fontDesign" ? true : try args.takeUnlabeled().map { try bool($0.expression, cx) } ?? true
            switch name {
            case "fontWeight":
                guard let w = args.takeUnlabeled() else { throw error(call, "fontWeight needs a Font.Weight or nil") }
                let weight: Font.Weight? = try w.expression.is(NilLiteralExprSyntax.self) ? nil : expect(w, cx, .fontWeight) { if case .fontWeight(let fw) = $0 { return fw }; return nil }
                spec = .fontWeight(weight)
            case "fontDesign":
                guard let d = args.takeUnlabeled() else { throw error(call, "fontDesign needs a Font.Design or nil") }
                spec = .fontDesign(try fontDesign(d))
            case "monospaced": spec = .monospaced(active)
            case "italic": spec = .italic(active)
            case "monospacedDigit": spec = .monospacedDigit()
            default: spec = .fontWeight(active ? .bold : nil, label: "bold()")
            }
        default:
            if NodeSpec.drawingModifierNames.contains(name) || ModifierCatalog.drawing.contains(name) {
                spec = .drawing(name, label: written, args: drawingArguments(args, cx))
            } else if BuiltIns.style(setBy: name) != nil || Self.environmentModifierNames.contains(name) {
                // A style set after its views were built (inside a `#if` of a modifier chain).
                let what = Self.environmentModifierNames.contains(name) ? "it sets a value for; they read the value around them" : "it styles; they keep the default style"
                let d = warn(nameNode, .approximated, "'\(name)' comes where ltrace has already built the views \(what)", collected: false)
                return marking(receiver, with: d)
            } else if !content.isEmpty, content.allSatisfy(Self.isPlaceholder) {
                // A framework's modifier on its own view (`chartXAxis` on a Chart): the placeholder
                // already takes its proposal, and ltrace cannot tell what the modifier does.
                let d = warn(nameNode, .approximated, "'\(name)' modifies a view ltrace lays out as a placeholder; it is ignored", collected: false)
                return marking(receiver, with: d)
            } else if ["resizable", "renderingMode", "interpolation", "antialiased"].contains(name) {
                throw error(nameNode, "'\(name)' is a modifier of an Image, and this view is not one")
            } else {
                let hint = NameSuggestions.hint(name, among: Self.modifierNames)
                throw error(nameNode, "unsupported modifier '\(name)'\(hint)")
            }
        }
        try args.finish(self, allowed: [])
        spec.diagnostics = notes
        let wrapped = spec.at(position(nameNode), label: written).wrapping(content)
        return .views(try count(wrapped, at: call))
    }

    /// A placeholder, or a placeholder under modifiers (`SubscriptionStoreView(…).backgroundStyle(…)`).
    static func isPlaceholder(_ spec: NodeSpec) -> Bool {
        var node = spec
        while node.kind != "Placeholder", node.role == .modifier, let first = node.children.first { node = first }
        return node.kind == "Placeholder"
    }

    /// `font`, `bold`, `italic`, `fontWeight`, `fontDesign`, `monospaced`, `monospacedDigit` on a
    /// `Text` change the text itself (each run that has not set it already).
    private func fold(_ name: String, into text: inout TextValue, _ args: Arguments, _ cx: Context) throws -> Bool {
        func flag() throws -> Bool { try args.takeUnlabeled().map { try bool($0.expression, cx) } ?? true }
        switch name {
        case "font":
            guard let f = args.takeUnlabeled() else { return false }
            switch try evaluate(f.expression, cx, expecting: .font) {
            case .font(let font): text.text = text.text.font(font)
            case .nilValue: break
            case .opaque(let o): substituteFont(o, at: f.expression)
            case let v: throw error(f.expression, "expected a font, found \(v.typeName)")
            }
        case "bold": text.text = text.text.bold(try flag())
        case "italic": text.text = text.text.italic(try flag())
        case "monospaced": text.text = text.text.monospaced(try flag())
        case "monospacedDigit": text.text = text.text.monospacedDigit()
        case "fontDesign":
            guard let d = args.takeUnlabeled() else { return false }
            text.text = text.text.fontDesign(try fontDesign(d))
        case "fontWeight":
            guard let w = args.takeUnlabeled() else { return false }
            switch try evaluate(w.expression, cx, expecting: .fontWeight) {
            case .fontWeight(let fw): text.text = text.text.fontWeight(fw)
            case .nilValue: break
            case .opaque(let o): substituteFont(o, at: w.expression)
            case let v: throw error(w.expression, "expected a font weight, found \(v.typeName)")
            }
        default:
            return false
        }
        return true
    }

    /// `.rounded`, `Font.Design.serif`, `nil`.
    func fontDesign(_ arg: Arguments.Argument) throws -> Font.Design? {
        if arg.expression.is(NilLiteralExprSyntax.self) { return nil }
        if let name = arg.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, let design = Font.Design(rawValue: name) { return design }
        throw error(arg.expression, "fontDesign needs .default, .serif, .rounded, .monospaced or nil")
    }

    /// Arguments of a drawing-only modifier, kept for the trace: values where they evaluate, source text otherwise.
    private func drawingArguments(_ args: Arguments, _ cx: Context) -> TraceObject {
        var object = TraceObject()
        var index = 0
        while true {
            let arg: Arguments.Argument? = args.takeUnlabeled() ?? args.labels.first.flatMap { $0.flatMap { args.take($0) } }
            guard let arg else { break }
            let key = arg.label ?? "_\(index)"
            index += 1
            let implicit = arg.expression.as(MemberAccessExprSyntax.self)?.base == nil
            // Only for the trace's record of the arguments: what cannot be read is kept as written,
            // not recovered from (a drawing cannot change layout).
            if let v = probing({ try evaluate(arg.expression, cx, expecting: implicit ? .color : .any) }) {
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

    /// Evaluates an argument and extracts the expected kind of value, or reports what was found.
    func expect<T>(_ arg: Arguments.Argument, _ cx: Context, _ expectation: Expectation, _ extract: (Value) -> T?) throws -> T {
        let v = try evaluate(arg.expression, cx, expecting: expectation)
        guard let t = extract(v) else {
            throw error(arg.expression, "expected \(expectation.name) for '\(arg.label.map { "\($0):" } ?? "_")', found \(v.typeName)")
        }
        return t
    }
}

extension Interpreter {
    /// Whether each implicit member the call passes (`.black`, `.title("A")`) is a member of the
    /// parameter's type where that type is the scene's: `foregroundStyle(.black)` beside an app's
    /// `foregroundStyle(_ asset: ColorAsset)` is SwiftUI's, as Swift's overload resolution decides.
    func implicitMembersFit(_ f: FunctionDeclSyntax, _ call: FunctionCallExprSyntax) -> Bool {
        var parameters = Array(f.signature.parameterClause.parameters)
        for argument in call.arguments {
            let label = argument.label?.text ?? "_"
            guard let i = parameters.firstIndex(where: { $0.firstName.text == label }) else { continue }
            let parameter = parameters.remove(at: i)
            var member = argument.expression.as(MemberAccessExprSyntax.self)
            if member == nil { member = argument.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) }
            guard let member, member.base == nil else { continue }
            let typeName = parameter.type.trimmedText.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            guard let type = index.type(named: typeName, near: Syntax(f)), !inheritsFromOutside(type) else { continue }
            let name = member.declName.baseName.text
            let isMember = hasStatic(name, of: type) || type.nested[name] != nil || name == "init" || (name == "allCases" && type.isEnum)
            if !isMember { return false }
        }
        return true
    }
}
