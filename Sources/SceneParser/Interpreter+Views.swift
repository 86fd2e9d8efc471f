import Foundation
import LayoutEngine
import SwiftSyntax

extension Interpreter {
    /// The views of a view-producing expression.
    func views(_ expr: ExprSyntax, _ scope: Scope) throws -> [NodeSpec] {
        try toViews(try evaluate(expr, scope, expecting: .view), at: expr)
    }

    /// A value where a view is expected: texts, images and colours become nodes here.
    func toViews(_ value: Value, at node: some SyntaxProtocol) throws -> [NodeSpec] {
        switch value {
        case .views(let specs): return specs
        case .text(let t): return try count([Text.spec(content: t.content, style: t.style, label: t.label).at(t.position)], at: node)
        case .image(let i):
            return try count(
                [Image.spec(name: i.name, systemName: i.systemName, intrinsicSize: i.size, resizable: i.resizable, label: i.label).at(i.position)],
                at: node)
        case .color(let c, let position, let label): return try count([c._nodeSpecs()[0].at(position, label: label)], at: node)
        default: throw error(node, "expected a view, found \(value.typeName)")
        }
    }

    // MARK: View builders

    /// The statements of a `@ViewBuilder` closure or body: views, `let`s, `if`, `switch`, and in
    /// a helper that returns its view, `guard` and `return`.
    func viewBuilder(_ items: CodeBlockItemListSyntax, _ scope: Scope) throws -> [NodeSpec] {
        let local = Scope(parent: scope)
        var result: [NodeSpec] = []
        for item in items {
            switch item.item {
            case .expr(let expr):
                result += try views(expr, local)
            case .stmt(let stmt):
                if let e = stmt.as(ExpressionStmtSyntax.self) {
                    result += try views(e.expression, local)
                } else if let r = stmt.as(ReturnStmtSyntax.self), let e = r.expression {
                    return result + (try views(e, local))
                } else if let g = stmt.as(GuardStmtSyntax.self) {
                    if try !conditionsHold(g.conditions, binding: local).holds {
                        return result + (try viewBuilder(g.body.statements, local))
                    }
                } else if stmt.is(ForStmtSyntax.self) {
                    throw error(stmt, "a `for` loop cannot build views (Swift rejects it in a view builder too); write ForEach(…) { … }")
                } else {
                    throw error(stmt, "unsupported statement in a view builder: only views, `let`, `if`, `switch` and `guard` are interpreted")
                }
            case .decl(let decl):
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    if let kept = activeStatements(ifConfig) { result += try viewBuilder(kept, local) }
                    continue
                }
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw error(decl, "unsupported declaration in a view builder")
                }
                try bindVariables(variable, in: local)
            }
        }
        return result
    }

    /// `if … { } else if … { } else { }` in a view builder, with `if let` and `if case` conditions
    /// binding names for the first branch.
    func ifViews(_ e: IfExprSyntax, _ scope: Scope) throws -> [NodeSpec] {
        let bound = Scope(parent: scope)
        let (taken, unwrappedNil) = try conditionsHold(e.conditions, binding: bound)
        let then = { try self.viewBuilder(e.body.statements, bound) }
        let otherwise: () throws -> [NodeSpec] = {
            switch e.elseBody {
            case .ifExpr(let next)?: return try self.ifViews(next, scope)
            case .codeBlock(let block)?: return try self.viewBuilder(block.statements, scope)
            case nil: return []
            }
        }
        // Both branches are checked, as a compiler would, unless the first lacks the names a failed condition would bind.
        let onlyBooleans = e.conditions.allSatisfy { if case .expression = $0.condition { return true }; return false }
        if checkAllBranches && !unwrappedNil && (taken || onlyBooleans) {
            let a = try then(), b = try otherwise()
            return taken ? a : b
        }
        return taken ? try then() : try otherwise()
    }

    // MARK: Closures

    /// The parameter names of a closure: `{ i in … }`, `{ (d) in … }`, or `$0` when it has none.
    func parameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    func closureScope(_ closure: ClosureExprSyntax, _ scope: Scope, arguments: [Value]) -> Scope {
        let inner = Scope(parent: scope)
        let names = parameters(closure)
        var arguments = arguments
        // `{ index, item in … }` over `enumerated()`: a tuple argument spreads over the parameters.
        if arguments.count == 1, names.count > 1, case .tuple(let elements) = arguments[0], elements.count == names.count {
            arguments = elements.map(\.value)
        }
        for (i, value) in arguments.enumerated() {
            inner.bind("$\(i)", value)
            if i < names.count, names[i] != "_" { inner.bind(names[i], value) }
        }
        return inner
    }

    /// `content()`, `row(item)`: a closure the scene passed as an argument or stored in a property.
    /// A view builder (`@ViewBuilder content: () -> Content`) makes views; others compute a value.
    func callClosure(_ closure: ClosureExprSyntax, _ closureScope: Scope, _ e: FunctionCallExprSyntax, _ scope: Scope, expecting: Expectation) throws -> Value {
        let arguments = try e.arguments.map { try evaluate($0.expression, scope, expecting: .any) }
        if expecting == .view || viewClosures.contains(closure.id) {
            return .views(try callViewClosure(closure, closureScope, arguments: arguments))
        }
        return try value(of: closure.statements, self.closureScope(closure, closureScope, arguments: arguments), at: closure)
    }

    /// Remembers a closure given where a type that returns views is written (`() -> Content`,
    /// `(Item) -> some View`), so that calling it anywhere makes views.
    func noteClosureType(_ value: Value, _ type: String?) {
        guard case .closure(let closure, _) = value, let type, let arrow = type.range(of: "->") else { return }
        let written = type[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        let returns = typeAliases[written] ?? written
        let valueTypes: Set<String> = ["String", "Int", "Double", "CGFloat", "Bool", "Float", "Void", "()", "Color", "Font"]
        if !valueTypes.contains(returns) && models[returns] == nil && !returns.hasPrefix("[") && !returns.hasSuffix("?") { viewClosures.insert(closure.id) }
    }

    /// A closure that produces views, called with arguments.
    func callViewClosure(_ closure: ClosureExprSyntax, _ scope: Scope, arguments: [Value]) throws -> [NodeSpec] {
        try viewBuilder(closure.statements, closureScope(closure, scope, arguments: arguments))
    }

    /// A closure that computes a number (`{ $0.height / 2 }`, `{ d in d[.bottom] + 200 }`).
    func callNumberClosure(_ closure: ClosureExprSyntax, _ scope: Scope, arguments: [Value]) throws -> Double {
        try number(of: closure.statements, closureScope(closure, scope, arguments: arguments), at: closure)
    }

    // MARK: Calls

    func call(_ e: FunctionCallExprSyntax, _ scope: Scope, _ expecting: Expectation) throws -> Value {
        if let member = e.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                if let v = try valueCall(name, e, scope, expecting: expecting) { return v }
                if let (type, c) = enumCaseDeclaration(named: name), c.parameters != nil { return try caseWithValues(type, c, e, scope) }
                // `.init(.flexible())` where a GridItem is expected (a grid's `columns:`).
                if name == "init", let size = e.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
                    ["fixed", "flexible", "adaptive"].contains(size.declName.baseName.text)
                {
                    return try valueCall("GridItem", e, scope, expecting: expecting)!
                }
                if Self.modifierNames.contains(name) { throw error(member, "'.\(name)' modifies a view, but no view comes before it") }
                throw error(member, "cannot tell what '.\(name)(…)' means here")
            }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", scope.lookup("self") == nil,
                let (definition, instance) = expanding.last, let method = definition.methods[name]
            {
                return try callFunction(method, e, arguments: scope, base: instance)
            }
            if name == "environment" || name == "environmentObject" {
                return try environmentModifier(name, e, member: member, base: base, scope)
            }
            if Self.styleModifierNames.contains(name) {
                return try styleModifier(name, e, base: base, scope)
            }
            // A built-in view made by a static member: `ContentUnavailableView.search(text: query)`.
            if let viewName = try staticViewName(member, scope) {
                return try builtInView(viewName, e, scope)
            }
            if let ref = base.as(DeclReferenceExprSyntax.self), let type = models[ref.baseName.text], scope.lookup(ref.baseName.text) == nil {
                if let c = type.enumCase(name) { return try caseWithValues(type, c, e, scope) }
                if let f = type.staticMethods[name] { return try callFunction(f, e, arguments: scope, base: globals) }
                if name == "init" { return try construct(type, e, scope) }
                throw error(member.declName, "type '\(type.name)' has no static method '\(name)'" + NameSuggestions.hint(name, among: Array(type.staticMethods.keys)))
            }
            if name == "random", let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Int", "Double", "CGFloat", "Float", "Bool"].contains(type) {
                return try randomValue(type, e, scope)
            }
            if let type = typeName(base) {
                if type == "Color", name == "init" { return try valueCall("Color", e, scope, expecting: expecting)! }
                if let v = try valueCall(name, e, scope, expecting: expecting) { return v }
                throw error(member.declName, "'\(type).\(name)(…)' is not supported")
            }
            let baseExpectation: Expectation
            switch expecting {
            case .font where Self.fontMethods.contains(name): baseExpectation = .font
            case .color where name == "opacity": baseExpectation = .color
            default: baseExpectation = Self.fontMethods.contains(name) || name == "opacity" ? .any : .view
            }
            let receiver = try evaluate(base, scope, expecting: baseExpectation == .any ? .view : baseExpectation)
            return try method(name, on: receiver, call: e, member: member, scope)
        }
        if let reference = e.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .closure(let closure, let closureScope)? = scope.lookup(name) ?? expanding.last?.scope.lookup(name) {
                return try callClosure(closure, closureScope, e, scope, expecting: expecting)
            }
            if let v = try valueCall(name, e, scope, expecting: expecting) { return v }
            if let definition = views[name] { return .views(try instantiate(definition, e, scope)) }
            if case .model(let m)? = scope.lookup("self"), let method = m.type.methods[name] {
                return try callFunction(method, e, arguments: scope, base: self.scope(of: m))
            }
            if let (definition, instance) = expanding.last(where: { $0.definition.methods[name] != nil }), let method = definition.methods[name] {
                return try callFunction(method, e, arguments: scope, base: instance)
            }
            if let f = functions[name] { return try callFunction(f, e, arguments: scope, base: globals) }
            if let m = viewModifiers[name] { return .viewModifier(m, e, scope) }
            if let type = models[name] { return try construct(type, e, scope) }
            // Identity and time values a model holds; they never reach layout.
            if ["UUID", "Date", "URL"].contains(name) { return .opaque(type: name) }
            // Inside a `View` extension or a modifier, `padding()` is `self.padding()`.
            if let receiver = scope.lookup("self"), Self.modifierNames.contains(name) || name == "modifier" || viewExtensions[name] != nil {
                return try modifier(name, on: receiver, call: e, member: nil, scope)
            }
            if let kind = uninterpretable[name] {
                throw error(reference, "'\(name)' is a custom \(kind): ltrace interprets scenes without compiling them, so custom \(kind) types cannot run here; record them from Swift with Trace.record(_:proposals:to:)")
            }
            return try builtInView(name, e, scope)
        }
        if e.calledExpression.is(FunctionCallExprSyntax.self) {
            throw error(e, "calling a layout value ('Layout(…)() { … }') needs a custom Layout, which a scene cannot run; record it from Swift with Trace.record(_:proposals:to:)")
        }
        throw error(e, "unsupported call '\(SourceText.compact(e.calledExpression))'")
    }

    static let fontMethods: Set<String> = ["bold", "italic", "weight", "monospaced", "monospacedDigit", "smallCaps", "leading"]

    /// `receiver.name(…)`: a font or colour method, or a view modifier.
    private func method(_ name: String, on receiver: Value, call: FunctionCallExprSyntax, member: MemberAccessExprSyntax, _ scope: Scope) throws -> Value {
        switch receiver {
        case .font(let font):
            switch name {
            case "bold": return .font(font.bold())
            case "italic", "monospacedDigit", "smallCaps", "leading": return .font(font)
            case "monospaced": return .font(font.monospaced())
            case "weight":
                guard let arg = call.arguments.first, case .fontWeight(let w) = try evaluate(arg.expression, scope, expecting: .fontWeight) else {
                    throw error(call, "weight needs a Font.Weight")
                }
                return .font(font.weight(w))
            default: throw error(member.declName, "Font has no method '\(name)'")
            }
        case .color(let c, let position, let label) where name == "opacity":
            _ = try number(call.arguments.first?.expression ?? ExprSyntax(call), scope)
            return .color(c.opacity(0), position: position, label: label + "." + SourceText.call(name, call))
        case .array(let items) where Self.collectionMethods.contains(name):
            return try collectionMethod(name, items, call, scope)
        case .range where Self.collectionMethods.contains(name):
            return try collectionMethod(name, try elements(of: receiver, at: call), call, scope)
        case .dictionary(let pairs) where Self.dictionaryMethods.contains(name):
            return try dictionaryMethod(name, pairs, call, scope)
        case .string(let s) where Self.stringMethods.contains(name):
            return try stringMethod(name, s, call, scope)
        case .int where Self.numberMethods.contains(name), .double where Self.numberMethods.contains(name):
            return try numberMethod(name, receiver, call, scope)
        case .model(let m) where m.type.methods[name] != nil:
            return try callFunction(m.type.methods[name]!, call, arguments: scope, base: self.scope(of: m))
        case .opaque(type: "Date") where ["addingTimeInterval", "advanced"].contains(name):
            // Date arithmetic keeps a date, whose value is not interpreted.
            return receiver
        case .opaque(type: "Date") where name == "formatted":
            // `formatted(date: .omitted, time: .shortened)` shows only the time.
            let dateOmitted = call.arguments.contains { $0.label?.text == "date" && $0.expression.trimmedDescription == ".omitted" }
            let shown = dateOmitted ? Text.unformattedTime : Text.unformattedDate
            warn(member.declName, "dates are not interpreted; the text is measured as \"\(shown)\"")
            return .string(shown)
        case .proxy(let proxy) where name == "frame":
            var space = "global"
            if let arg = call.arguments.first, case .string(let s) = try evaluate(arg.expression, scope, expecting: .coordinateSpace) { space = s }
            return .rect(proxy.frame(in: space == "local" ? .local : .global))
        default:
            return try modifier(name, on: receiver, call: call, member: member, scope)
        }
    }

    // MARK: Built-in views

    /// The views the interpreter itself builds: their arguments are not plain values
    /// (Text and Image values that modifiers fold into, ForEach's elements, GeometryReader's
    /// proxy). Every other view is a `SceneView` of `BuiltIns`.
    static let specialViewNames = ["Text", "Image", "ForEach", "GeometryReader"]

    static var viewNames: [String] { BuiltIns.views.map(\.name) + specialViewNames + ["Color"] }

    /// A built-in view written as a static member without a call: `ContentUnavailableView.search`.
    func builtInStaticView(_ member: MemberAccessExprSyntax, _ scope: Scope) throws -> Value? {
        guard let name = try staticViewName(member, scope) else { return nil }
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), leftParen: .leftParenToken(), arguments: [],
            rightParen: .rightParenToken())
        return try builtInView(name, call, scope, at: Syntax(member), written: name)
    }

    /// `Type.member` when it names a built-in view (`ContentUnavailableView.search`); an error when
    /// the type is a built-in view without that member; nil otherwise.
    private func staticViewName(_ member: MemberAccessExprSyntax, _ scope: Scope) throws -> String? {
        guard let ref = member.base?.as(DeclReferenceExprSyntax.self), scope.lookup(ref.baseName.text) == nil, models[ref.baseName.text] == nil else { return nil }
        let type = ref.baseName.text
        let name = type + "." + member.declName.baseName.text
        if BuiltIns.view(named: name) != nil { return name }
        guard BuiltIns.view(named: type) != nil else { return nil }
        let members = BuiltIns.views.map(\.name).filter { $0.hasPrefix(type + ".") }.map { String($0.dropFirst(type.count + 1)) }
        throw error(member.declName, "'\(name)' is not a view ltrace knows" + NameSuggestions.hint(member.declName.baseName.text, among: members, prefix: "."))
    }

    private func builtInView(_ name: String, _ e: FunctionCallExprSyntax, _ scope: Scope, at node: Syntax? = nil, written: String? = nil) throws -> Value {
        let position = position(node ?? Syntax(e.calledExpression))
        let label = written ?? label(name, e)
        if let view = BuiltIns.view(named: name) {
            let arguments = InterpretedArguments(self, name: name, call: e, scope: scope, written: label)
            let spec = try view.make(arguments)
            try arguments.finish()
            return .views(try count([spec.at(position, label: label)], at: node ?? Syntax(e)))
        }
        let args = Arguments(callee: name, call: e)
        var spec: NodeSpec
        var allowed: [String] = []
        switch name {
        case "GeometryReader":
            guard let closure = args.takeClosure("content") else { throw error(e, "GeometryReader needs a content closure") }
            allowed = ["content"]
            spec = try geometryReader(closure, scope)
        case "ForEach":
            spec = try forEach(args, e, scope, label: label)
            allowed = ["id", "content"]
        case "Text":
            let arg = args.takeUnlabeled() ?? args.take("verbatim")
            guard let arg else { throw error(e, "Text needs a string") }
            let value = try evaluate(arg.expression, scope, expecting: .string)
            let s: String
            if let style = args.take("format") {
                // `Text(price, format: .currency(code: "EUR"))`, `Text(date, style: .date)`.
                s = try formatStyle(value, style.expression, scope)
            } else if args.take("style") != nil {
                warn(e, "dates are not interpreted; the text is measured as \"\(Text.unformattedDate)\"")
                s = Text.unformattedDate
            } else {
                guard case .string(let text) = value else { throw error(arg.expression, "Text needs a string, found \(value.typeName)") }
                s = text
            }
            try args.finish(self, allowed: ["verbatim"])
            return .text(TextValue(content: s, position: position, label: label))
        case "Image":
            return .image(try image(e, scope, position: position, label: label))
        default:
            let hint = NameSuggestions.hint(name, among: Self.viewNames + Array(views.keys))
            throw error(e.calledExpression, "unsupported view '\(name)'\(hint)")
        }
        try args.finish(self, allowed: allowed)
        return .views(try count([spec.at(position, label: label)], at: e))
    }

    /// Evaluates an argument and extracts the expected kind of value, or reports what was found.
    func expect<T>(_ arg: Arguments.Argument, _ scope: Scope, _ expectation: Expectation, _ extract: (Value) -> T?) throws -> T {
        let v = try evaluate(arg.expression, scope, expecting: expectation)
        guard let t = extract(v) else {
            throw error(arg.expression, "expected \(Self.expectationName(expectation)) for '\(arg.label.map { "\($0):" } ?? "_")', found \(v.typeName)")
        }
        return t
    }

    /// `Image(systemName: "heart")`; `Image("photo")` at its asset's size (points = pixels / scale),
    /// found in the asset catalogs and image files under the scene's folders; `Image("photo",
    /// width: 100, height: 50)` at a size given in the scene.
    private func image(_ e: FunctionCallExprSyntax, _ scope: Scope, position: SourcePosition, label: String) throws -> ImageValue {
        let args = Arguments(callee: "Image", call: e)
        if let system = args.take("systemName") {
            guard case .string(let s) = try evaluate(system.expression, scope, expecting: .string) else { throw error(system.expression, "systemName needs a string") }
            _ = args.take("variableValue")
            try args.finish(self, allowed: ["systemName", "variableValue"])
            return ImageValue(name: s, systemName: true, size: nil, position: position, label: label)
        }
        guard let nameArg = args.takeUnlabeled() ?? args.take("decorative"), case .string(let name) = try evaluate(nameArg.expression, scope, expecting: .string) else {
            throw error(e, "Image needs a name: Image(\"photo\")")
        }
        _ = args.take("bundle")
        _ = args.take("label")
        if let w = args.take("width") {
            guard let h = args.take("height") else { throw error(w.node, "Image(\"\(name)\", width:) needs 'height:' too") }
            let width = try number(w.expression, scope), height = try number(h.expression, scope)
            guard width >= 0, height >= 0, width.isFinite, height.isFinite else { throw error(w.expression, "an image's size must be finite and not negative") }
            try args.finish(self, allowed: ["width", "height", "bundle", "label"])
            return ImageValue(name: name, systemName: false, size: CGSize(width: width, height: height), position: position, label: label)
        }
        try args.finish(self, allowed: ["width", "height", "bundle", "label"])
        switch assets.image(named: name) {
        case .success(let image):
            remember(image)
            return ImageValue(name: name, systemName: false, size: image.size, position: position, label: label)
        case .failure(let problem):
            warn(e, "\(problem); it is laid out at the placeholder size \(TraceFormat.number(Self.placeholderImageSide))×\(TraceFormat.number(Self.placeholderImageSide)) (give the folder with the asset catalog, or write Image(\"\(name)\", width:, height:))")
            return ImageValue(
                name: name, systemName: false, size: CGSize(width: Self.placeholderImageSide, height: Self.placeholderImageSide), position: position, label: label)
        }
    }

    /// The size of an image ltrace cannot find (README, "Scenes"). On a device a missing image
    /// draws nothing; a visible square keeps the rest of the layout readable.
    static let placeholderImageSide: CGFloat = 100

    func forEach(_ args: Arguments, _ e: FunctionCallExprSyntax, _ scope: Scope, label: String) throws -> NodeSpec {
        guard let dataArg = args.takeUnlabeled() else { throw error(e, "ForEach needs a range or an array") }
        if let id = args.take("id"), !(id.expression.is(KeyPathExprSyntax.self)) {
            throw error(id.expression, "ForEach's 'id:' must be a key path such as \\.self")
        }
        guard let closure = args.takeClosure("content") else { throw error(e, "ForEach needs a content closure") }
        func tooMany(_ count: UInt) -> SceneError {
            error(dataArg.expression, "ForEach of \(count) views: more than the limit of \(Self.maximumForEachCount)")
        }
        let elements: [Value]
        switch try evaluate(dataArg.expression, scope, expecting: .any) {
        case .range(let lower, let upper):
            // Counted without overflow (Int.min..<Int.max has 2^64 - 1 elements), before anything is allocated.
            let count = UInt(bitPattern: upper &- lower)
            guard count <= Self.maximumForEachCount else { throw tooMany(count) }
            elements = (lower..<upper).map { .int($0) }
        case .array(let items):
            guard items.count <= Self.maximumForEachCount else { throw tooMany(UInt(items.count)) }
            elements = items
        case let other:
            throw error(dataArg.expression, "ForEach needs a range or an array, found \(other.typeName)")
        }
        var children: [NodeSpec] = []
        for element in elements { children += try callViewClosure(closure, scope, arguments: [element]) }
        return .list(kind: "ForEach", label: label, args: ["count": .number(Double(elements.count))], children: children)
    }

    /// `GeometryReader { proxy in … }`: the content is evaluated again with the reader's real geometry when it is placed.
    private func geometryReader(_ closure: ClosureExprSyntax, _ scope: Scope) throws -> NodeSpec {
        // Evaluate once now, so errors are reported with their positions before layout.
        _ = try callViewClosure(closure, scope, arguments: [.proxy(GeometryProxy(size: .zero, frameInRoot: .zero))])
        // An error at another size is recorded by the engine as a warning; the reader keeps its content.
        return try .geometryReader(content: duringLayout { proxy in try self.callViewClosure(closure, scope, arguments: [.proxy(proxy)]) })
    }

    // MARK: The scene's own views

    /// A `Binding` argument's value: `.constant(x)` is `x` and `$x` is `x`, as a view reads them.
    func unwrappingBinding(_ e: ExprSyntax) -> ExprSyntax {
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "constant", member.base == nil || member.base?.trimmedDescription == "Binding",
            call.arguments.count == 1, let inner = call.arguments.first
        {
            return inner.expression
        }
        return e
    }

    /// A property whose value a wrapper supplies: `@Environment(\.key)` and `@EnvironmentObject`
    /// from the environment, `@StateObject var store = Store()` and `@ObservedObject var store:
    /// Store` as the app's model with its initial values (opaque when its type is not in the
    /// sources), others (`@Namespace`, `@FocusState`) opaque.
    func wrapperValue(_ property: ViewDefinition.Property, argument: Arguments.Argument?, _ scope: Scope) throws -> Value {
        switch property.wrapper {
        case "Environment":
            return environmentValue(property.wrapperArgument ?? "", type: property.type)
        case "EnvironmentObject":
            return environmentObject(property.type, at: property.node)
        case let wrapper? where ViewDefinition.Property.objectWrappers.contains(wrapper):
            let written = argument.map { ($0.expression, scope) } ?? property.initializer.map { ($0, globals) }
            if let (expression, from) = written, isModelConstruction(expression) || !(property.type.map { models[$0] == nil } ?? true) {
                return try evaluate(unwrappingBinding(expression), from, expecting: .any)
            }
            return .opaque(type: property.type ?? wrapper)
        default:
            return .opaque(type: property.type ?? property.wrapper ?? "value")
        }
    }

    /// `Store()`, `Store(items: …)`, `Store.preview`: an expression that builds one of the scene's model types.
    private func isModelConstruction(_ e: ExprSyntax) -> Bool {
        if let call = e.as(FunctionCallExprSyntax.self), let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return models[ref.baseName.text] != nil
        }
        if let member = e.as(MemberAccessExprSyntax.self), let ref = member.base?.as(DeclReferenceExprSyntax.self) {
            return models[ref.baseName.text] != nil
        }
        return false
    }

    /// `ButtonView()` or `Row(title: "x")`: the view's body, with its properties bound by its
    /// explicit `init`, or from the memberwise initializer's arguments or their default values.
    func instantiate(_ definition: ViewDefinition, _ e: FunctionCallExprSyntax?, _ scope: Scope) throws -> [NodeSpec] {
        if expanding.contains(where: { $0.definition.name == definition.name }) {
            throw error(e.map(Syntax.init) ?? Syntax(definition.node.name), "'\(definition.name)' contains itself")
        }
        let instance = Scope(parent: globals)
        if !definition.initializers.isEmpty {
            let chosen = try initializer(among: definition.initializers, for: e, typeName: definition.name)
            let wrapped = definition.stored.filter { !$0.isMemberwise || $0.wrapper.map(ViewDefinition.Property.objectWrappers.contains) == true }
            for property in wrapped { instance.bind(property.name, try wrapperValue(property, argument: nil, scope)) }
            try runInitializer(chosen, call: e, scope, instance: instance, properties: definition.stored.filter { p in !wrapped.contains { $0.name == p.name } }, typeName: definition.name)
        } else {
            let args = Arguments(callee: definition.name, call: e)
            for property in definition.stored {
                if !property.isMemberwise || property.wrapper.map(ViewDefinition.Property.objectWrappers.contains) == true {
                    instance.bind(property.name, try wrapperValue(property, argument: args.take(property.name), scope))
                } else if let arg = args.take(property.name) ?? (property.type?.contains("->") == true ? args.takeClosure(property.name).map { Arguments.Argument(label: property.name, expression: ExprSyntax($0), node: Syntax($0)) } : nil) {
                    let value = typed(try evaluate(unwrappingBinding(arg.expression), scope, declaredType: property.type), as: property.type)
                    noteClosureType(value, property.type)
                    instance.bind(property.name, value)
                } else if let initializer = property.initializer {
                    instance.bind(property.name, typed(try evaluate(initializer, instance, declaredType: property.type), as: property.type))
                } else if property.isOptional {
                    instance.bind(property.name, .nilValue)
                } else {
                    throw error(e.map(Syntax.init) ?? Syntax(definition.node.name), "missing argument for '\(property.name):' in \(definition.name)(…)")
                }
            }
            try args.finish(self, allowed: definition.stored.filter(\.isMemberwise).map(\.name))
        }
        guard let body = getterStatements(definition.body) else { throw error(definition.body, "unsupported body accessor") }
        expanding.append((definition, instance))
        defer { expanding.removeLast() }
        return try viewBuilder(body, instance)
    }
}
