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

    /// The statements of a `@ViewBuilder` closure or body: views, `let`s and `if`s.
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
                    result += try views(e, local)
                } else {
                    throw error(stmt, "unsupported statement in a view builder: only views, `let` and `if` are interpreted")
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

    /// `if … { } else if … { } else { }` in a view builder.
    /// `if let name = optional` binds `name` for the first branch; a `nil` takes the other.
    func ifViews(_ e: IfExprSyntax, _ scope: Scope) throws -> [NodeSpec] {
        let bound = Scope(parent: scope)
        var unwrappedNil = false
        let taken = try e.conditions.allSatisfy { condition in
            switch condition.condition {
            case .expression(let expr):
                return try bool(expr, bound)
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error(binding.pattern, "unsupported pattern: bind one name in `if let`")
                }
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, bound, expecting: .any)
                } else if let existing = bound.lookup(name) {
                    value = existing
                } else {
                    throw error(binding.pattern, "cannot find '\(name)' in scope")
                }
                if value.isNil {
                    unwrappedNil = true
                    return false
                }
                bound.bind(name, value)
                return true
            default:
                throw error(condition, "only Boolean conditions and `if let` are supported in `if` (no `case` patterns yet)")
            }
        }
        let then = { try self.viewBuilder(e.body.statements, bound) }
        let otherwise: () throws -> [NodeSpec] = {
            switch e.elseBody {
            case .ifExpr(let next)?: return try self.ifViews(next, scope)
            case .codeBlock(let block)?: return try self.viewBuilder(block.statements, scope)
            case nil: return []
            }
        }
        // Both branches are checked, as a compiler would, unless a nil left the first without its names.
        if checkAllBranches && !unwrappedNil {
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
        for (i, value) in arguments.enumerated() {
            inner.bind("$\(i)", value)
            if i < names.count, names[i] != "_" { inner.bind(names[i], value) }
        }
        return inner
    }

    /// A closure that produces views, called with arguments.
    func callViewClosure(_ closure: ClosureExprSyntax, _ scope: Scope, arguments: [Value]) throws -> [NodeSpec] {
        try viewBuilder(closure.statements, closureScope(closure, scope, arguments: arguments))
    }

    /// A closure that computes a number (`{ $0.height / 2 }`, `{ d in d[.bottom] + 200 }`).
    func callNumberClosure(_ closure: ClosureExprSyntax, _ scope: Scope, arguments: [Value]) throws -> Double {
        try number(of: closure.statements, closureScope(closure, scope, arguments: arguments), at: closure)
    }

    /// The number a closure's or function's statements compute: the `return`ed or last expression.
    func number(of statements: CodeBlockItemListSyntax, _ inner: Scope, at owner: some SyntaxProtocol) throws -> Double {
        var result: Double?
        for item in statements {
            switch item.item {
            case .expr(let expr): result = try number(expr, inner)
            case .stmt(let stmt):
                if let r = stmt.as(ReturnStmtSyntax.self), let e = r.expression {
                    return try number(e, inner)
                } else if let e = stmt.as(ExpressionStmtSyntax.self) {
                    result = try number(e.expression, inner)
                } else {
                    throw error(stmt, "unsupported statement in a closure")
                }
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { throw error(decl, "unsupported declaration in a closure") }
                try bindVariables(variable, in: inner)
            }
        }
        guard let result else { throw error(owner, "the closure computes no value") }
        return result
    }

    // MARK: Calls

    func call(_ e: FunctionCallExprSyntax, _ scope: Scope, _ expecting: Expectation) throws -> Value {
        if let member = e.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                if let v = try valueCall(name, e, scope, expecting: expecting) { return v }
                if Self.modifierNames.contains(name) { throw error(member, "'.\(name)' modifies a view, but no view comes before it") }
                throw error(member, "cannot tell what '.\(name)(…)' means here")
            }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", scope.lookup("self") == nil,
                let (definition, instance) = expanding.last, let method = definition.methods[name]
            {
                return try callFunction(method, e, arguments: scope, base: instance)
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
            if let v = try valueCall(name, e, scope, expecting: expecting) { return v }
            if let definition = views[name] { return .views(try instantiate(definition, e, scope)) }
            if let (definition, instance) = expanding.last, let method = definition.methods[name] {
                return try callFunction(method, e, arguments: scope, base: instance)
            }
            if let f = functions[name] { return try callFunction(f, e, arguments: scope, base: globals) }
            if let m = viewModifiers[name] { return .viewModifier(m, e, scope) }
            if let type = models[name] { return try construct(type, e, scope) }
            // Identity and time values a model holds; they never reach layout.
            if ["UUID", "Date", "URL"].contains(name) { return .opaque(type: name) }
            // Inside a `View` extension or a modifier, `padding()` is `self.padding()`.
            if let receiver = scope.lookup("self"), Self.modifierNames.contains(name) || viewExtensions[name] != nil {
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

    static let collectionMethods: Set<String> = ["map", "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "contains", "joined", "first", "last"]
    static let stringMethods: Set<String> = ["uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains"]

    /// A closure argument (trailing or the only argument) called on one element.
    private func elementClosure(_ call: FunctionCallExprSyntax, _ scope: Scope) throws -> (Value) throws -> Value {
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            throw error(call, "expected a closure")
        }
        return { element in try self.value(of: closure.statements, self.closureScope(closure, scope, arguments: [element]), at: closure) }
    }

    /// `items.map { … }`, `.filter`, `.sorted()`, `.prefix(3)`, `.joined(separator:)`…
    private func collectionMethod(_ name: String, _ items: [Value], _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        func count() throws -> Int {
            guard let arg = call.arguments.first else { return 1 }
            return max(0, try int(arg.expression, scope))
        }
        func isTrue(_ v: Value) throws -> Bool {
            guard case .bool(let b) = v else { throw error(call, "the closure must return a Bool, not \(v.typeName)") }
            return b
        }
        switch name {
        case "map": let f = try elementClosure(call, scope); return .array(try items.map(f))
        case "filter": let f = try elementClosure(call, scope); return .array(try items.filter { try isTrue(f($0)) })
        case "first", "last":
            guard call.trailingClosure != nil || call.arguments.first?.label?.text == "where" else {
                throw error(call, "\(name) is a property; write '.\(name)' or '.\(name)(where:)'")
            }
            let f = try elementClosure(call, scope)
            let found = name == "first" ? try items.first { try isTrue(f($0)) } : try items.last { try isTrue(f($0)) }
            return found ?? .nilValue
        case "contains":
            if call.trailingClosure != nil || call.arguments.first?.label?.text == "where" {
                let f = try elementClosure(call, scope)
                return .bool(try items.contains { try isTrue(f($0)) })
            }
            guard let arg = call.arguments.first else { throw error(call, "contains needs an element") }
            let wanted = try evaluate(arg.expression, scope, expecting: .any).traceValue
            return .bool(items.contains { $0.traceValue == wanted })
        case "sorted":
            if call.trailingClosure != nil || !call.arguments.isEmpty { throw error(call, "sorted(by:) is not interpreted yet; sorted() is") }
            return .array(try items.sorted { a, b in
                switch (a, b) {
                case (.string(let x), .string(let y)): return x < y
                default:
                    guard let x = a.number, let y = b.number else { throw error(call, "sorted() needs numbers or strings") }
                    return x < y
                }
            })
        case "reversed": return .array(items.reversed())
        case "prefix": return .array(Array(items.prefix(try count())))
        case "suffix": return .array(Array(items.suffix(try count())))
        case "dropFirst": return .array(Array(items.dropFirst(try count())))
        case "dropLast": return .array(Array(items.dropLast(try count())))
        default:  // joined
            let separator = try call.arguments.first { $0.label?.text == "separator" }.map { try evaluate($0.expression, scope, expecting: .string) }
            let parts = try items.map { v -> String in
                guard case .string(let s) = v else { throw error(call, "joined() needs strings, found \(v.typeName)") }
                return s
            }
            if let separator, case .string(let sep) = separator { return .string(parts.joined(separator: sep)) }
            return .string(parts.joined())
        }
    }

    private func stringMethod(_ name: String, _ s: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        switch name {
        case "uppercased": return .string(s.uppercased())
        case "lowercased": return .string(s.lowercased())
        default:
            guard let arg = call.arguments.first, case .string(let other) = try evaluate(arg.expression, scope, expecting: .string) else {
                throw error(call, "\(name) needs a string")
            }
            return .bool(name == "hasPrefix" ? s.hasPrefix(other) : name == "hasSuffix" ? s.hasSuffix(other) : s.contains(other))
        }
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
        case .string(let s) where Self.stringMethods.contains(name):
            return try stringMethod(name, s, call, scope)
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

    private func builtInView(_ name: String, _ e: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let position = position(e.calledExpression)
        let label = label(name, e)
        if let view = BuiltIns.view(named: name) {
            let arguments = InterpretedArguments(self, name: name, call: e, scope: scope, written: label)
            let spec = try view.make(arguments)
            try arguments.finish()
            return .views(try count([spec.at(position, label: label)], at: e))
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
            guard let arg, case .string(let s) = try evaluate(arg.expression, scope, expecting: .string) else {
                throw error(e, "Text needs a string")
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

    /// `Image("photo", width: 100, height: 50)` or `Image(systemName: "heart")`.
    private func image(_ e: FunctionCallExprSyntax, _ scope: Scope, position: SourcePosition, label: String) throws -> ImageValue {
        let args = Arguments(callee: "Image", call: e)
        if let system = args.take("systemName") {
            guard case .string(let s) = try evaluate(system.expression, scope, expecting: .string) else { throw error(system.expression, "systemName needs a string") }
            try args.finish(self, allowed: ["systemName"])
            return ImageValue(name: s, systemName: true, size: nil, position: position, label: label)
        }
        guard let nameArg = args.takeUnlabeled(), case .string(let name) = try evaluate(nameArg.expression, scope, expecting: .string) else {
            throw error(e, "Image needs a name: Image(\"photo\", width: 100, height: 50)")
        }
        guard let w = args.take("width"), let h = args.take("height") else {
            throw error(e, "Image(\"\(name)\") needs its intrinsic size, since scenes have no image files: write Image(\"\(name)\", width: 100, height: 50)")
        }
        let width = try number(w.expression, scope), height = try number(h.expression, scope)
        guard width >= 0, height >= 0, width.isFinite, height.isFinite else { throw error(w.expression, "an image's size must be finite and not negative") }
        try args.finish(self, allowed: ["width", "height", "systemName"])
        return ImageValue(name: name, systemName: false, size: CGSize(width: width, height: height), position: position, label: label)
    }

    private func forEach(_ args: Arguments, _ e: FunctionCallExprSyntax, _ scope: Scope, label: String) throws -> NodeSpec {
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

    /// `@Environment(\.key)`: SwiftUI's default for the key, as an iPhone in light mode and
    /// the default text size has it; values with no use in layout are kept opaque.
    func environmentValue(_ keyPath: String, type: String?) -> Value {
        switch keyPath.replacingOccurrences(of: " ", with: "") {
        case "(\\.isEnabled)": return .bool(true)
        case "(\\.isSearching)", "(\\.isPresented)", "(\\.isFocused)": return .bool(false)
        case "(\\.displayScale)": return .double(3)
        case "(\\.pixelLength)": return .double(1.0 / 3)
        default: return .opaque(type: type ?? String(keyPath.dropFirst(3).dropLast()))
        }
    }

    /// `ButtonView()` or `Row(title: "x")`: the view's body, with its properties bound from the
    /// memberwise initializer's arguments or their default values.
    func instantiate(_ definition: ViewDefinition, _ e: FunctionCallExprSyntax?, _ scope: Scope) throws -> [NodeSpec] {
        if expanding.contains(where: { $0.definition.name == definition.name }) {
            throw error(e.map(Syntax.init) ?? Syntax(definition.node.name), "'\(definition.name)' contains itself")
        }
        let args = Arguments(callee: definition.name, call: e)
        let instance = Scope(parent: globals)
        for property in definition.stored {
            if let wrapper = property.wrapper, ViewDefinition.Property.objectWrappers.contains(wrapper) {
                // An app's model object: kept whole, never constructed.
                _ = args.take(property.name)
                instance.bind(property.name, .opaque(type: property.type ?? wrapper))
            } else if property.wrapper == "Environment" {
                instance.bind(property.name, environmentValue(property.wrapperArgument ?? "", type: property.type))
            } else if !property.isMemberwise {
                instance.bind(property.name, .opaque(type: property.type ?? property.wrapper ?? "value"))
            } else if let arg = args.take(property.name) {
                instance.bind(property.name, try evaluate(unwrappingBinding(arg.expression), scope, expecting: .any))
            } else if let initializer = property.initializer {
                instance.bind(property.name, try evaluate(initializer, instance, expecting: .any))
            } else if property.isOptional {
                instance.bind(property.name, .nilValue)
            } else {
                throw error(e.map(Syntax.init) ?? Syntax(definition.node.name), "missing argument for '\(property.name):' in \(definition.name)(…)")
            }
        }
        try args.finish(self, allowed: definition.stored.filter(\.isMemberwise).map(\.name))
        guard let body = getterStatements(definition.body) else { throw error(definition.body, "unsupported body accessor") }
        expanding.append((definition, instance))
        defer { expanding.removeLast() }
        return try viewBuilder(body, instance)
    }
}
