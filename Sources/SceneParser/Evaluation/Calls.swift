import Foundation
import LayoutEngine
import SwiftSyntax

/// Calls: `Row(title: "x")`, `Item.sample()`, `store.load()`, `.system(size: 20)`,
/// `min(a, b)`, `content()`, `HKHealthStore()`. What the callee is comes from `NameResolver`.
extension Interpreter {
    func call(_ e: FunctionCallExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        let callee = e.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) { return try memberCall(member, e, cx, expecting) }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return try namedCall(reference, e, cx, expecting) }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            // `Store<AppState>(…)`: the type's arguments do not change what it makes.
            if let reference = generic.expression.as(DeclReferenceExprSyntax.self) { return try namedCall(reference, e, cx, expecting) }
            if let member = generic.expression.as(MemberAccessExprSyntax.self) { return try memberCall(member, e, cx, expecting) }
        }
        if let closure = callee.as(ClosureExprSyntax.self) {
            // `let formatter: DateFormatter = { … }()`: a closure run where it is written.
            return try callClosure(Closure(syntax: closure, scope: cx.scope), e, cx, expecting: expecting)
        }
        // `[Item]()`, `[String: Int]()`: an empty collection of that type; `[GridItem](repeating:count:)`, `[Int](1...3)`: Array's.
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count <= 1 {
            if e.arguments.isEmpty { return .array([]) }
            if let v = try builtInCall("Array", e, cx, expecting: expecting) { return v }
        }
        if callee.is(DictionaryExprSyntax.self), e.arguments.isEmpty { return .dictionary([]) }
        return try callValue(try evaluate(callee, cx, expecting: .any), named: SourceText.compact(callee), e, cx, expecting: expecting)
    }

    /// `name(…)`: a view, a type's initializer, a function, a closure, a method of `self`.
    private func namedCall(_ reference: DeclReferenceExprSyntax, _ e: FunctionCallExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        let name = reference.baseName.identifierName
        if name == "Self", let type = selfType(at: reference, cx) { return try construct(type, e, cx, expecting) }
        // Inside a `View` extension or a modifier's body, `padding()` is `self.padding()`; so is
        // `environment(Router())`, which comes after `self` was built (`Interpreter.modifier` says so).
        if cx.scope.lookup(name) == nil, let receiver = cx.scope.lookup("self"), receiver.isView,
            Self.isModifier(name) || Self.environmentModifierNames.contains(name) || BuiltIns.style(setBy: name) != nil
                || !extensionMethods(of: receiver, name).isEmpty
        {
            return try modifier(name, on: receiver, call: e, member: nil, cx)
        }
        switch resolver.resolve(name, in: cx.scope, at: Syntax(reference)) {
        // `condition()` of an `@autoclosure () -> Bool` parameter: the value it was bound to.
        case .value(let v) where e.arguments.isEmpty && e.trailingClosure == nil && cx.scope.isAutoclosure(name):
            return v
        case .value(let v):
            // `horizontalSpacing(a, b)` beside a property `horizontalSpacing`: Swift calls the method.
            if !v.isCallable, let instance = cx.scope.enclosingInstance, let functions = methods(instance.type, name) {
                let f = try chooseFunction(functions, for: e, named: "\(instance.type.name).\(name)")
                return try callFunction(f, e, cx, base: Scope(parent: globals, instance: instance), name: "\(instance.type.name).\(name)")
            }
            return try callValue(v, named: name, e, cx, expecting: expecting)
        case .instanceMember(let instance, let member):
            return try callMember(of: instance, member, e, cx, expecting: expecting, at: reference)
        case .staticMember(let type, let member):
            return try staticCall(.declared(type), member, at: reference, e, cx, expecting)
        case .extensionStatic(let type, let member):
            return try staticCall(.named(type), member, at: reference, e, cx, expecting)
        case .type(let type):
            // An app's `struct List` (a model) beside SwiftUI's `List`: `List { … }` is SwiftUI's
            // when no initializer of the app's type takes the call, as Swift's overload resolution decides.
            if BuiltInNames.isBuiltIn(name), !accepts(type, e) {
                return try builtInCall(named: name, e, cx, expecting, at: reference)
            }
            return try construct(.declared(type), e, cx, expecting)
        case .global(let global):
            return try callValue(try globalValue(global, cx), named: name, e, cx, expecting: expecting)
        case .function(let functions):
            let f = try chooseFunction(functions, for: e, named: name)
            let base = Scope(parent: globals)
            bindGenericResult(of: f, expecting: expecting, in: base)
            return try callFunction(f, e, cx, base: base, name: name)
        case .builtInView(let builtIn), .builtInType(let builtIn):
            return try builtInCall(named: builtIn, e, cx, expecting, at: reference)
        case .builtInFunction(let function):
            guard let v = try builtInCall(function, e, cx, expecting: expecting) else { throw error(reference, "unsupported call to '\(function)'") }
            return v
        case .hostFunction(let function):
            return try hostCall(function, e, cx)
        case .frameworkView(let view, let framework):
            return .views([try placeholder(e, label: label(view, e), reason: .framework(view: view, framework: framework), cx)])
        case .outside(let type):
            if type == "Data", let data = try dataOfBundledFile(e, cx) { return data }
            if expecting == .view || isModified(e), let wrapped = try outsideWrapper(type, e, cx) { return wrapped }
            // Made outside the scene's files: kept whole; its arguments are never needed.
            return .opaque(OpaqueValue(expression: SourceText.compact(e.with(\.trailingClosure, nil).with(\.additionalTrailingClosures, [])), type: type, node: Syntax(e)))
        case .skipped:
            throw error(reference, "cannot find '\(name)' in scope" + index.skippedHint(name))
        case .notFound:
            if let receiver = cx.scope.lookup("self"), !extensionMethods(of: receiver, name).isEmpty || Self.valueMethodNames.contains(name) {
                return try method(name, on: receiver, call: e, member: nil, cx, expecting: expecting)
            }
            if name.first?.isUppercase == true {
                let hint = NameSuggestions.hint(name, among: BuiltInNames.views + index.viewNames + BuiltInNames.types)
                throw error(reference, "unsupported view '\(name)'\(hint)")
            }
            if Self.isModifier(name) { throw error(reference, "'\(name)' modifies a view, but no view comes before it") }
            let known = cx.scope.visibleNames + index.functionNames + (cx.scope.enclosingType.map { Array($0.members.methods.keys) } ?? [])
            // A function from outside the scene's files (`srand48`, a package's): opaque, unless
            // it is one edit away from a name the scene has (a typo).
            if !known.contains(where: { NameSuggestions.distance(name.lowercased(), $0.lowercased()) <= 1 }) {
                return .opaque(OpaqueValue(expression: SourceText.compact(e.with(\.trailingClosure, nil).with(\.additionalTrailingClosures, [])), type: nil, node: Syntax(e)))
            }
            throw error(reference, "cannot find '\(name)' in scope" + NameSuggestions.hint(name, among: known) + index.skippedHint(name))
        }
    }

    /// Whether an expression is the base of a modifier, SwiftUI's or an extension of View's
    /// (`X { … }.padding()`, `X { … }.screenHorizontalPadding()`): a view.
    func isModified(_ e: some ExprSyntaxProtocol) -> Bool {
        guard let member = e.parent?.as(MemberAccessExprSyntax.self), member.base?.id == e.id else { return false }
        let name = member.declName.baseName.text
        return Self.isModifier(name) || index.outsideExtensions["View"]?.methods[name] != nil
    }

    /// `WithPerceptionTracking { … }`, `WithViewStore(store, observe: { $0 }) { viewStore in … }`: a
    /// view from outside the scene's files (a package not on disk) given its content in a trailing
    /// closure is laid out as a wrapper that shows that content, the closure's arguments opaque,
    /// with a warning; nil when the closure makes no views (the call is then a placeholder).
    private func outsideWrapper(_ type: String, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value? {
        guard let closure = e.trailingClosure, e.additionalTrailingClosures.isEmpty, type.first?.isUppercase == true else { return nil }
        let arguments = (0..<CallLabels.closureArity(closure)).map { i in
            Value.opaque(OpaqueValue(expression: "\(type)'s argument \(i + 1)", type: nil, node: Syntax(closure)))
        }
        let views: [NodeSpec]
        do {
            views = try callViewClosure(Closure(syntax: closure, scope: cx.scope, makesViews: true), cx, arguments: arguments)
        } catch let error as SceneError where recovers(error) {
            return nil
        }
        guard !views.isEmpty else { return nil }
        let d = warn(e.calledExpression, .approximated, "'\(type)' is a view from outside the scene's files; it is laid out as a wrapper that shows the views of its closure", collected: false)
        var wrapper = NodeSpec.list(kind: type, label: label(type, e), children: views).at(position(e.calledExpression))
        wrapper.diagnostics.append(d)
        return .views([wrapper])
    }

    /// `HStack { … }`, `CGSize(width:height:)`: a view or type of SwiftUI's, Swift's or Foundation's.
    private func builtInCall(named name: String, _ e: FunctionCallExprSyntax, _ cx: Context, _ expecting: Expectation, at reference: DeclReferenceExprSyntax) throws -> Value {
        switch resolver.builtIn(name) {
        case .builtInView(let view):
            // `extension Image { init?(data: Data) { …; self.init(uiImage: …) } }`.
            if let made = try extensionInitializer(view, e, cx) { return made }
            return try builtInView(view, e, cx)
        default: return try construct(.named(name), e, cx, expecting)
        }
    }

    /// Whether an initializer of a declared type takes a call: an explicit one whose labels fit,
    /// or the memberwise one (labels naming stored properties, closures for function-typed ones).
    func accepts(_ type: TypeDeclaration, _ e: FunctionCallExprSyntax) -> Bool {
        let labels = CallLabels(e)
        if allInitializers(type).contains(where: { labels.fit($0.signature.parameterClause.parameters) }) { return true }
        if type.isEnum || type.members.initializers.contains(where: { !Self.isInExtension($0) }) { return false }
        let memberwise = allStored(type).filter { PropertyWrapper($0).isMemberwise($0) && !($0.isLet && $0.initializer != nil) }
        guard labels.written.allSatisfy({ label in label != nil && memberwise.contains { $0.name == label } }) else { return false }
        let closures = memberwise.filter { isFunctionType($0.type, in: type) || isViewType($0.type, in: type) || $0.isViewBuilder }.count
        return labels.trailing <= closures
    }

    /// Calls a value that holds a function: a closure, a function, a type, or anything opaque.
    func callValue(_ v: Value, named name: String, _ e: FunctionCallExprSyntax, _ cx: Context, expecting: Expectation) throws -> Value {
        // `header?()` of an optional closure that is nil: nothing, as Swift's optional call gives.
        if v.isNil, e.calledExpression.is(OptionalChainingExprSyntax.self) { return .nilValue }
        switch v {
        case .closure(let c): return try callClosure(c, e, cx, expecting: expecting)
        case .function(let f, let base, let fullName): return try callFunction(f, e, cx, base: base, name: fullName)
        case .opaque(let o): return .opaque(o.derived(e))
        case .type(let t): return try construct(t, e, cx, expecting)
        // `layout { … }`, `MyFrameLayout(width: 10)() { … }`: a layout value called with its content.
        case .native(let n as BuiltInLayoutValue): return .views(try layoutNode(.native(n), e, cx))
        case .instance(let m) where m.type.isLayout && methods(m.type, "callAsFunction") == nil: return .views(try layoutNode(v, e, cx))
        default: throw error(e, "'\(name)' is \(v.typeName), not a function")
        }
    }

    /// Calls a function value with values already computed (`ForEach(items, content: Row.init)`):
    /// a closure, a function, or a type's initializer taking them in order.
    func callValue(_ v: Value, with arguments: [Value], at node: some SyntaxProtocol, _ cx: Context) throws -> Value {
        switch v {
        case .closure(let c):
            return try callClosure(c, arguments: arguments, cx, expecting: .any)
        case .function(let f, let base, let name):
            let scope = Scope(parent: base)
            for (parameter, value) in zip(f.signature.parameterClause.parameters, arguments) { scope.bind((parameter.secondName ?? parameter.firstName).identifierName, value) }
            guard let body = f.body else { throw error(f, "'\(name)' has no body") }
            let compiledFunction = compiledFunction(f, owner: base.enclosingType)
            return try reaching(name, brokenBy: compiledFunction.syntaxError, cx) { inner in
                if let views = try bodyViews(compiledFunction, body, inner.with(scope)) { return views }
                return try value(of: body.statements, inner.with(scope), at: f, allowsVoid: true)
            }
        case .type(.declared(let t)):
            let instance = Instance(type: t)
            let memberwise = allStored(t).filter { PropertyWrapper($0).isMemberwise($0) && !($0.isLet && $0.initializer != nil) }
            if let i = allInitializers(t).first(where: { $0.signature.parameterClause.parameters.count == arguments.count }) {
                let scope = Scope(parent: Scope(parent: globals, instance: instance))
                for (parameter, value) in zip(i.signature.parameterClause.parameters, arguments) { scope.bind((parameter.secondName ?? parameter.firstName).identifierName, value) }
                for property in allStored(t) { if let initializer = property.initializer, !property.isLazy { instance.fields[property.name] = try evaluate(initializer, cx.with(Scope(parent: globals, type: t)), declaredType: property.type) } }
                if let body = i.body { _ = try execute(body.statements, cx.with(scope), expecting: .any) }
            } else {
                for property in allStored(t) where !property.isLazy {
                    if let index = memberwise.firstIndex(where: { $0.name == property.name }), index < arguments.count {
                        instance.fields[property.name] = arguments[index]
                    } else if let initializer = property.initializer {
                        instance.fields[property.name] = try evaluate(initializer, cx.with(Scope(parent: globals, type: t)), declaredType: property.type)
                    } else {
                        instance.fields[property.name] = try wrapperValue(property, PropertyWrapper(property), cx, owner: t)
                    }
                }
            }
            if t.kind == .view { return .views(try viewsOf(instance, cx)) }
            return .instance(instance)
        case .opaque(let o): return .opaque(o)
        // `map(String.init)`, `compactMap(Int.init)`: a standard type's conversion of one value.
        case .type(.named(let name)) where arguments.count == 1:
            switch (name, arguments[0]) {
            case (_, .opaque(let o)): return .opaque(o)
            case ("String", let value): return .string(describe(value, at: node))
            case ("Int", .string(let s)): return Int(s).map(Value.int) ?? .nilValue
            case ("Double", .string(let s)), ("CGFloat", .string(let s)), ("Float", .string(let s)): return Double(s).map(Value.double) ?? .nilValue
            case ("Int", let value): if let n = value.number { return .int(Int(n)) }
            case ("Double", let value), ("CGFloat", let value), ("Float", let value): if let n = value.number { return .double(n) }
            default: break
            }
            throw error(node, "\(v.typeName) cannot be called with \(arguments[0].typeName)")
        default: throw error(node, "\(v.typeName) cannot be called")
        }
    }

    /// `base.name(…)`: a static's or a type's initializer, an environment or style modifier, or
    /// a method of the value `base` is.
    private func memberCall(_ member: MemberAccessExprSyntax, _ e: FunctionCallExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        let name = member.declName.baseName.identifierName
        guard let base = member.base else { return try implicitCall(name, member, e, cx, expecting) }
        // `SwiftUI.ScrollView(…)`, `Models.Account(…)`: a name qualified by its module is the name.
        if isModuleName(base, cx) {
            // `Swift.min(source, max)` beside a local `max`: the module's function, whatever the scope names so.
            let name = member.declName.baseName.identifierName
            if BuiltInNames.functions.contains(name), let v = try builtInCall(name, e, cx, expecting: expecting) { return v }
            // `SwiftUI.Color(asset: self)` inside a type whose `typealias Color = UIColor` (SwiftGen's
            // ColorAsset): the framework's type, whatever the scene names so.
            if let module = base.as(DeclReferenceExprSyntax.self)?.baseName.identifierName, AppleFrameworks.iOS.contains(module),
                index.types(named: name).isEmpty, BuiltIns.view(named: name) != nil || BuiltInNames.typeSet.contains(name)
            {
                return try construct(.named(name), e, cx, expecting)
            }
            return try namedCall(member.declName, e, cx, expecting)
        }
        // These set a value while the views before them are evaluated, so they come first; one
        // that cannot be applied is left out, as any modifier (`Interpreter.modifier`).
        if Self.environmentModifierNames.contains(name) {
            return try leavingOut(name, base: base, cx) { try environmentModifier(name, e, member: member, base: base, cx) }
        }
        // `seen.insert(x).inserted`: a mutating method of an array a variable holds, used for its result.
        if Self.mutatingArrayMethods.contains(name), let result = try mutatingCall(e, cx) { return result }
        if let style = BuiltIns.style(setBy: name) { return try leavingOut(name, base: base, cx) { try styleModifier(style, e, base: base, cx) } }
        if let type = try typeNamed(base, cx) { return try staticCall(type, name, at: member.declName, e, cx, expecting) }
        let baseExpectation: Expectation
        switch expecting {
        case .font where Self.fontMethods.contains(name): baseExpectation = .font
        case .color where name == "opacity": baseExpectation = .color
        default: baseExpectation = .any
        }
        let receiver = try viewInstance(base, declaring: name, call: e, cx) ?? evaluate(base, cx, expecting: baseExpectation)
        // `generation?.name.uppercased()`: nothing when an optional of the chain is nil.
        if receiver.isNil, Self.chainsOptionally(base) { return .nilValue }
        if name == "init", base.isSelfReference {
            switch receiver {
            case .instance(let instance):
                // `self.init(…)` in an initializer: another initializer (or the memberwise one) runs on the same instance.
                if let f = try? chooseInitializer(instance.type, for: e) {
                    try runInitializer(f, call: e, cx, instance: instance)
                } else if inheritsFromOutside(instance.type), instance.type.isReference {
                    // `self.init(entity: Self.entity(), insertInto: context)`: the framework superclass's
                    // initializer (Core Data's), which sets nothing ltrace sees.
                } else {
                    _ = try initialize(instance.type, e, cx, into: instance)
                }
                return .tuple([])
            case .type(let type):
                // `self.init(red:green:blue:)` in `extension Color { init(hex:) }`: the value the
                // initializer makes (one of ltrace's, not the extension's own again).
                var made: Value?
                if case .named(let n) = type { made = try builtInCall(n, e, cx, expecting: expecting) }
                made = try made ?? construct(type, e, cx, expecting)
                _ = cx.scope.assign("self", made!)
                return .tuple([])
            default: break
            }
        }
        return try method(name, on: receiver, call: e, member: member, cx, expecting: expecting)
    }

    /// A modifier that sets a value for the views before it, or the views without it when it
    /// cannot be applied (with a warning on them).
    private func leavingOut(_ name: String, base: ExprSyntax, _ cx: Context, _ apply: () throws -> Value) throws -> Value {
        do {
            return try apply()
        } catch let e as SceneError where recovers(e) {
            let receiver = try evaluate(base, cx, expecting: .view)
            return marking(receiver, with: reportRecovery(e, "'\(name)' is left out", collected: false))
        }
    }

    /// Whether an expression is an optional chain (`a?.b.c`): a nil anywhere in it ends it.
    static func chainsOptionally(_ e: ExprSyntax) -> Bool {
        if e.is(OptionalChainingExprSyntax.self) { return true }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base { return chainsOptionally(base) }
        if let c = e.as(FunctionCallExprSyntax.self) { return chainsOptionally(c.calledExpression) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return chainsOptionally(s.calledExpression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return chainsOptionally(f.expression) }
        return false
    }

    /// The initializer of a type whose labels a call's arguments match.
    ///
    /// `self.init(caption: Text(caption))` inside `init(caption: LocalizedStringResource)` is
    /// another initializer of the same labels when there is one: Swift tells them apart by the
    /// arguments' types, and an initializer calling itself would never end.
    func chooseInitializer(_ type: TypeDeclaration, for e: FunctionCallExprSyntax) throws -> InitializerDeclSyntax {
        let labels = CallLabels(e)
        let fitting = CallLabels.preferred(allInitializers(type)).filter { labels.fit($0.signature.parameterClause.parameters) }
        guard let f = fitting.first(where: { !Self.isInside(e, $0) }) ?? fitting.first else {
            throw error(e, "no initializer of '\(type.name)' takes these arguments")
        }
        return f
    }

    /// `.init(…)`, `.loaded(items)`, `.system(size: 20)`, `.degrees(40)`: a static of the expected type.
    private func implicitCall(_ name: String, _ member: MemberAccessExprSyntax, _ e: FunctionCallExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        // `.constant(3)` where a Binding is expected: a view reads the binding as its value.
        if name == "constant", let only = e.arguments.first, e.arguments.count == 1, only.label == nil {
            return try evaluate(only.expression, cx, expecting: expecting)
        }
        if case .declared(let written) = expecting, let type = index.type(named: written, near: Syntax(e)) {
            return try staticCall(.declared(type), name, at: member, e, cx, expecting)
        }
        // `.random(in: 1...6)` where a number is expected.
        if name == "random", [.int, .number, .floating].contains(expecting) { return try randomValue(expecting == .int ? "Int" : "Double", e, cx) }
        // `.init(width: 10, height: 20)` where a CGSize is expected.
        if name == "init", let type = expecting.builtInTypeName, BuiltInCalls.table[type] != nil { return try construct(.named(type), e, cx, expecting) }
        if let v = try extensionStaticCall(name, types: Self.extendedTypes(for: expecting), e, cx, onlyIfFitting: true) { return v }
        if let v = try builtInStaticCall(name, e, cx, expecting: expecting) { return v }
        if let v = try extensionStaticCall(name, types: Self.extendedTypes(for: expecting), e, cx) { return v }
        if expecting == .any || !expecting.isOpen, let (type, c) = enumCaseDeclaration(named: name), c.parameters != nil { return try caseWithValues(type, c, e, cx) }
        if Self.isModifier(name) { throw error(member, "'.\(name)' modifies a view, but no view comes before it") }
        if expecting.isOpen {
            // A static of a type from outside, or of one ltrace cannot tell here (`.city(…)`): opaque.
            return .opaque(OpaqueValue(expression: SourceText.compact(e), type: nil, node: Syntax(e)))
        }
        throw error(member, "cannot tell what '.\(name)(…)' means here")
    }

    /// `Item.make(…)`, `Item.init(…)`, `State.loaded(items)`, `Font.system(size:)`, `Outer.Inner(…)`.
    func staticCall(_ type: TypeReference, _ name: String, at node: some SyntaxProtocol, _ e: FunctionCallExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        switch type {
        case .declared(let t):
            if let c = t.enumCase(name), c.parameters != nil { return try caseWithValues(t, c, e, cx) }
            if name == "init" { return try construct(type, e, cx, expecting) }
            if let functions = staticMethods(t, name) {
                let f = try chooseFunction(functions, for: e, named: "\(t.name).\(name)")
                return try callFunction(f, e, cx, base: Scope(parent: globals, type: t), name: "\(t.name).\(name)")
            }
            if let nested = t.nested[name] { return try construct(.declared(nested), e, cx, expecting) }
            if staticProperty(t, name) != nil { return try callValue(try staticMember(of: t, name, at: node, cx), named: name, e, cx, expecting: expecting) }
            if let c = t.enumCase(name) { throw error(node, "enum case '\(c.name)' has no associated values") }
            // `EmojiMemoryGame.Card(…)` for `typealias Card = MemoryGame<String>.Card`.
            if let alias = t.members.aliases[name] {
                let target = alias.components(separatedBy: "<")[0] + (alias.contains(">.") ? "." + alias.components(separatedBy: ">.").last! : "")
                if let aliased = index.qualifiedTypes[target] ?? index.types(named: target).first { return try construct(.declared(aliased), e, cx, expecting) }
                return try construct(.named(alias), e, cx, expecting)
            }
            // `Recipe.ID(…)`, a type the protocols it conforms to give it: from outside.
            if inheritsFromOutside(t) || name.first?.isUppercase == true { return .opaque(OpaqueValue(expression: SourceText.compact(e), type: nil, node: Syntax(e))) }
            // `let _ = Self._printChanges()`: SwiftUI's debugging statics of every view print, nothing more.
            if t.kind == .view, ["_printChanges", "_logChanges"].contains(name) {
                warn(node, .ignored, "'\(name)()' prints why the view's body ran; it cannot change layout")
                return .tuple([])
            }
            throw error(node, "type '\(t.name)' has no static method '\(name)'" + NameSuggestions.hint(name, among: Array(t.members.staticMethods.keys) + t.members.cases.map(\.name)))
        case .named(let n):
            if name == "init" { return try construct(type, e, cx, expecting) }
            if let view = BuiltInNames.qualifiedView(n, name) { return try builtInView(view, e, cx, at: Syntax(node), written: nil) }
            if name == "random", ["Int", "Double", "CGFloat", "Float", "Bool", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(n) {
                return try randomValue(n.hasPrefix("Int") || n.hasPrefix("UInt") ? "Int" : n, e, cx)
            }
            if let v = try extensionStaticCall(name, types: [n], e, cx, onlyIfFitting: true) { return v }
            if let v = try builtInStaticCall(name, e, cx, expecting: Self.expectation(forType: n) ?? expecting, type: n) { return v }
            if let v = try extensionStaticCall(name, types: [n], e, cx) { return v }
            if let nested = index.qualifiedTypes[n + "." + name] { return try construct(.declared(nested), e, cx, expecting) }
            if BuiltInNames.typeSet.contains(n) || Self.staticTypeNames.contains(n) {
                if BuiltIns.view(named: n) != nil {
                    let members = BuiltIns.views.map(\.name).filter { $0.hasPrefix(n + ".") }.map { String($0.dropFirst(n.count + 1)) }
                    throw error(node, "'\(n).\(name)' is not a view ltrace knows" + NameSuggestions.hint(name, among: members, prefix: "."))
                }
                throw error(node, "'\(n).\(name)(…)' is not supported")
            }
            return .opaque(OpaqueValue(expression: SourceText.compact(e), type: nil, node: Syntax(e)))
        }
    }

    func staticMethods(_ type: TypeDeclaration, _ name: String) -> [FunctionDeclSyntax]? {
        for t in lineage(type) { if let f = t.members.staticMethods[name] { return f } }
        return nil
    }

    /// `Theme.make(…)` from `extension Font { static func make(…) }`: a static function an
    /// extension adds to a type the scene does not declare; nil when there is none.
    ///
    /// Beside SwiftUI's own statics of the type, an extension's function is the one called only
    /// when its labels and its unlabelled arguments' types fit the call (`onlyIfFitting`), as
    /// Swift's overload resolution decides: `.custom(.matter, size: 20)` calls
    /// `extension Font { static func custom(_ name: FontName, size:) }` when `.matter` is a
    /// `FontName`, and the `.custom(name.rawValue, size:)` that function makes calls SwiftUI's
    /// (a function of an extension calling its own name from inside itself wraps SwiftUI's).
    func extensionStaticCall(_ name: String, types: [String], _ e: FunctionCallExprSyntax, _ cx: Context, onlyIfFitting: Bool = false) throws -> Value? {
        for type in types {
            guard let functions = index.outsideExtensions[type]?.staticMethods[name] else { continue }
            let labels = CallLabels(e)
            let candidates = CallLabels.preferred(functions).filter { labels.fit($0.signature.parameterClause.parameters) && !Self.isInside(e, $0) }
            if onlyIfFitting {
                guard let f = try candidates.first(where: { try unlabelledArgumentsFit($0.signature.parameterClause.parameters, e, cx) }) else { continue }
                return try callFunction(f, e, cx, base: Scope(parent: globals), name: "\(type).\(name)")
            }
            guard !candidates.isEmpty else { continue }
            let f = try chooseFunction(candidates, for: e, named: "\(type).\(name)")
            return try callFunction(f, e, cx, base: Scope(parent: globals), name: "\(type).\(name)")
        }
        return nil
    }

    /// The type an extension around a declaration extends (`Font` for a function of `extension Font`).
    static func extendedType(of declaration: some SyntaxProtocol) -> String? {
        var node = declaration.parent
        while let n = node {
            if let e = n.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedText }
            if n.is(StructDeclSyntax.self) || n.is(ClassDeclSyntax.self) || n.is(EnumDeclSyntax.self) { return nil }
            node = n.parent
        }
        return nil
    }

    /// Whether a call is written inside a function's own body.
    static func isInside(_ call: some SyntaxProtocol, _ f: FunctionDeclSyntax) -> Bool {
        isInside(call, body: f.body)
    }

    /// Whether a call is written inside an initializer's own body.
    static func isInside(_ call: some SyntaxProtocol, _ i: InitializerDeclSyntax) -> Bool {
        isInside(call, body: i.body)
    }

    private static func isInside(_ call: some SyntaxProtocol, body: CodeBlockSyntax?) -> Bool {
        guard let body, call.root.id == body.root.id else { return false }
        return body.position <= call.position && call.endPosition <= body.endPosition
    }

    /// `Type(…)`: a view's body, a model's instance, a modifier to apply, a shape, a placeholder
    /// for a representable; SwiftUI's value types; an opaque value for a type from outside.
    func construct(_ type: TypeReference, _ e: FunctionCallExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        switch type {
        case .declared(let t):
            if t.isLayout, t.kind != .view { return try constructLayout(t, e, cx) }
            switch t.kind {
            case .view:
                // `var control: CardButton<Icon> = CardButton(…)`, `control = CardButton(…)`: a property
                // declared of the view's own type holds the view's value, whose fields a setter may
                // change (`var c = control; c.title = t`); it is built into views where it is used.
                if case .declared(let written) = expecting, written.components(separatedBy: "<")[0] == t.name {
                    try checkReadable(t.node, t.name, cx)
                    return .instance(try initialize(t, e, cx))
                }
                return .views(try instantiate(t, e, cx))
            case .shape: return .views([try declaredShape(t, e, cx)])
            case .representable:
                return .views([try placeholder(e, label: label(t.name, e), reason: .representable(type: t.name), cx)])
            case .protocol: throw error(e, "'\(t.name)' is a protocol; it cannot be created")
            default: return try constructInstance(t, e, cx)
            }
        case .named(let n):
            if let made = try extensionInitializer(n, e, cx) { return made }
            if BuiltIns.view(named: n) != nil || BuiltInNames.specialViews.contains(n) { return try builtInView(n, e, cx) }
            if let v = try builtInCall(n, e, cx, expecting: expecting) { return v }
            if let framework = AppleFrameworks.views[n] {
                return .views([try placeholder(e, label: label(n, e), reason: .framework(view: n, framework: framework), cx)])
            }
            if BuiltInNames.typeSet.contains(n) { throw error(e, "\(n)(…) is not supported") }
            return .opaque(OpaqueValue(expression: SourceText.compact(e.with(\.trailingClosure, nil).with(\.additionalTrailingClosures, [])), type: n, node: Syntax(e)))
        }
    }

    /// `Color(hex: "ff8800")` for `extension Color { init(hex: String) { …; self.init(red:green:blue:) } }`:
    /// an initializer an extension adds to a type ltrace implements or that comes from outside.
    func extensionInitializer(_ type: String, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value? {
        guard let initializers = index.outsideExtensions[type]?.initializers, !initializers.isEmpty else { return nil }
        let labels = CallLabels(e)
        // `self.init(…)` inside an app's `extension VStack { init(spacing: Length, …) }` is
        // SwiftUI's initializer (it would never end if it called itself).
        let candidates = CallLabels.preferred(initializers).filter { labels.fit($0.signature.parameterClause.parameters) && !Self.isInside(e, $0) }
        // An unlabelled parameter takes only arguments of its type (`init(_ habit: HabitColor)`
        // beside SwiftUI's own `Color(_ name: String)`).
        guard let i = try candidates.first(where: { try unlabelledArgumentsFit($0.signature.parameterClause.parameters, e, cx) }) else { return nil }
        return try initializerValue(i, of: type, start: .type(.named(type)), owner: nil, e, cx)
    }

    static func isLiteral(_ e: ExprSyntax) -> Bool {
        e.is(StringLiteralExprSyntax.self) || e.is(IntegerLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self)
    }

    /// Types of Foundation's common ones that a literal makes.
    static let literalTypes: Set<String> = ["Decimal", "Substring", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "CharacterSet", "IndexSet", "Any"]

    /// Whether a call's unlabelled arguments have the types a function's or initializer's
    /// unlabelled parameters declare. A literal also fits a type from outside the scene's files
    /// (`Tagged<Font, String>` is expressible by a string literal) or a declared type expressible
    /// by one.
    private func unlabelledArgumentsFit(_ parameters: FunctionParameterListSyntax, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Bool {
        // A literal for a labelled parameter of a scene type no literal makes: `VStack(spacing: 8)`
        // beside an app's `extension VStack { init(spacing: Length, …) }` is SwiftUI's.
        if !collectionLiteralsFit(parameters, e) { return false }
        for argument in e.arguments {
            guard let label = argument.label?.text, Self.isLiteral(argument.expression),
                let parameter = parameters.first(where: { $0.firstName.text == label })
            else { continue }
            let written = parameter.type.trimmedText.trimmingCharacters(in: CharacterSet(charactersIn: "?"))
            if declaredTypeTakesLiteral(index.aliases[written] ?? written) == false { return false }
        }
        let unlabelled = parameters.filter { $0.firstName.text == "_" }
        for (parameter, argument) in zip(unlabelled, e.arguments.filter { $0.label == nil }) {
            let written = parameter.type.trimmedText.trimmingCharacters(in: CharacterSet(charactersIn: "?"))
            // `.matter` fits a parameter whose type (or the type it aliases) has a static or case of that name.
            if let implicit = argument.expression.as(MemberAccessExprSyntax.self), implicit.base == nil {
                let member = implicit.declName.baseName.text
                if [written, index.aliases[written]].compactMap({ $0 }).contains(where: { hasStatic(member, of: $0) }) { continue }
                if index.types(named: written).isEmpty, !BuiltInNames.isBuiltIn(written) { return false }
            }
            if Self.isLiteral(argument.expression) {
                let type = index.aliases[written] ?? written
                if let takes = declaredTypeTakesLiteral(type) {
                    if !takes { return false }
                    continue
                }
                if BuiltInNames.isBuiltIn(type.components(separatedBy: "<")[0]) { return literalFits(argument.expression, type) }
                // Foundation's and UIKit's types take no literal, but for these few (so
                // `Text("x")` is SwiftUI's beside an app's `Text.init(_ s: NSAttributedString)`).
                if AppleFrameworks.commonTypes.contains(type), !Self.literalTypes.contains(type) { return false }
                continue
            }
            let value = try evaluate(argument.expression, cx, declaredType: written)
            switch value {
            case .instance(let instance): if instance.type.name != written && !instance.type.conformances.contains(written) { return false }
            case .string: if written != "String" && !written.contains("StringProtocol") { return false }
            case .int, .double: if !["Int", "Double", "CGFloat", "Float", "UInt", "Int64", "UInt64", "Int32", "UInt32"].contains(written) { return false }
            case .bool: if written != "Bool" { return false }
            case .color: if !["Color", "UIColor"].contains(written) { return false }
            default: break
            }
        }
        return true
    }

    /// Whether a type (declared, or extended by the scene) has a static member or case `name`.
    private func hasStatic(_ name: String, of type: String) -> Bool {
        if let declared = index.types(named: type).first { return hasStatic(name, of: declared) }
        let extensions = index.outsideExtensions[type]
        return extensions?.statics[name] != nil || extensions?.staticMethods[name] != nil
    }

    /// Whether a type of the scene's is made by a literal (it conforms to an `ExpressibleBy…`
    /// protocol); nil when no type of the scene has that name.
    private func declaredTypeTakesLiteral(_ type: String) -> Bool? {
        index.types(named: type).first.map { $0.conformances.contains { $0.hasPrefix("ExpressibleBy") } }
    }

    /// Whether a declared type has a case, static property or static method of that name.
    func hasStatic(_ name: String, of declared: TypeDeclaration) -> Bool {
        declared.enumCase(name) != nil || staticProperty(declared, name) != nil || staticMethods(declared, name) != nil
    }

    /// `as: [.image]` is the overload taking `[Snapshotting<…>]`, `as: .image` the one taking
    /// `Snapshotting<…>`: a collection literal fits a collection's type only.
    func collectionLiteralsFit(_ parameters: FunctionParameterListSyntax, _ e: FunctionCallExprSyntax) -> Bool {
        for (i, argument) in e.arguments.enumerated() where argument.expression.is(ArrayExprSyntax.self) || argument.expression.is(DictionaryExprSyntax.self) {
            let label = argument.label?.text ?? "_"
            let position = e.arguments.prefix(i).filter { ($0.label?.text ?? "_") == label }.count
            let matching = Array(parameters.filter { $0.firstName.text == label })
            guard position < matching.count else { continue }
            let written = matching[position].type.trimmedText.trimmingCharacters(in: CharacterSet(charactersIn: "?"))
            if !collectionLiteralFits(argument.expression, index.aliases[written] ?? written) { return false }
        }
        return true
    }

    /// Whether an array or dictionary literal can be of a parameter's written type: a collection
    /// of its kind, a type of the scene's made by a literal, or a name that may be a generic
    /// parameter; not a generic type of another kind (`Snapshotting<AnyView, Format>`).
    private func collectionLiteralFits(_ literal: ExprSyntax, _ type: String) -> Bool {
        let isDictionary = literal.is(DictionaryExprSyntax.self)
        if type.hasPrefix("[") {
            var depth = 0, topLevelColon = false
            for c in type.dropFirst().dropLast() {
                if "[<(".contains(c) { depth += 1 } else if "]>)".contains(c) { depth -= 1 } else if c == ":" && depth == 0 { topLevelColon = true }
            }
            return topLevelColon == isDictionary
        }
        let base = type.components(separatedBy: "<")[0]
        if isDictionary ? base == "Dictionary" : ["Array", "Set", "ContiguousArray", "ArraySlice"].contains(base) { return true }
        if let takes = declaredTypeTakesLiteral(base) { return takes }
        return !type.contains(Character("<")) && !type.contains(Character(".")) && !BuiltInNames.isBuiltIn(type)
    }

    /// Whether a literal is one of a built-in type's (`"x"` a String, `3` a number).
    private func literalFits(_ literal: ExprSyntax, _ type: String) -> Bool {
        let numbers: Set<String> = ["Int", "Double", "CGFloat", "Float", "UInt", "Int64", "UInt64", "Int32", "UInt32"]
        if literal.is(StringLiteralExprSyntax.self) { return ["String", "Character", "LocalizedStringKey", "Substring"].contains(type) }
        if literal.is(BooleanLiteralExprSyntax.self) { return type == "Bool" }
        return numbers.contains(type)
    }

    /// Whether an expression reads a stored property declared optional (`item.variations` or
    /// `variations` of type `[Variant]?`). ltrace's values carry no `Optional` around them, so a
    /// method both types have (`map`) is told apart by the declaration.
    func readsOptionalProperty(_ expr: ExprSyntax, _ cx: Context) -> Bool {
        guard let type = declaredFieldType(of: expr, cx) else { return false }
        return type.hasSuffix("?") || type.hasPrefix("Optional<")
    }

    /// The type a stored property read by `expr` is declared with (`variations`, a field of
    /// `self`, or `item.variations`, of an instance of a type the scene declares), as written.
    func declaredFieldType(of expr: ExprSyntax, _ cx: Context) -> String? {
        let owner: Instance?, name: String
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.identifierName
            owner = cx.scope.fieldOwner(name)
        } else if let access = expr.as(MemberAccessExprSyntax.self), let base = access.base {
            name = access.declName.baseName.identifierName
            guard case .instance(let instance)? = probing({ try evaluate(base, cx, expecting: .any) }) else { return nil }
            owner = instance
        } else {
            return nil
        }
        guard let owner, let type = storedProperty(owner.type, name)?.type else { return nil }
        return Self.trimmedType(type)
    }

    /// A stored property's type as written, trimmed only when it needs it: every assignment to a
    /// field asks (Foundation's trimming is not cheap).
    static func trimmedType(_ type: String) -> String {
        // Bytes, not Characters: `Character.isWhitespace` looks Unicode's tables up.
        func isSpace(_ byte: UInt8?) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        return isSpace(type.utf8.first) || isSpace(type.utf8.last) ? type.trimmingCharacters(in: .whitespacesAndNewlines) : type
    }

    // MARK: Methods

    static let fontMethods: Set<String> = ["bold", "italic", "weight", "monospaced", "monospacedDigit", "smallCaps", "leading", "width"]

    /// A colour's methods whose values ltrace does not compute (`Color.Resolved`…).
    static let colorMethods: Set<String> = ["resolve", "exposureAdjust", "headroom"]

    /// Methods of Swift's values ltrace implements (an implicit `self.` in an extension reaches them).
    static let valueMethodNames: Set<String> = collectionMethods.union(stringMethods).union(dictionaryMethods).union(numberMethods)

    /// `receiver.name(…)`: what `resolveMethod` says it means (MethodResolution.swift), carried out.
    func method(
        _ name: String, on receiver: Value, call: FunctionCallExprSyntax, member: MemberAccessExprSyntax?, _ cx: Context, expecting: Expectation = .any
    ) throws -> Value {
        let nameNode = member.map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
        switch (resolveMethod(name, on: receiver, call: call, member: member, cx), receiver) {
        case (.opaque, .opaque(let o)):
            if let v = try opaqueMethod(name, on: o, call: call, nameNode: nameNode, cx) { return v }
            // `Bundle.main.url(…).map { FadeImage(url: $0) }` where a view is wanted: the opaque
            // optional is taken as present, so the app's view is laid out instead of a placeholder.
            if expecting == .view, name == "map" || name == "flatMap",
                let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
            {
                warn(call, .substituted, "'\(o.expression)' is an opaque value (from outside the scene's files), taken as present: '\(name)' makes its views")
                return try value(of: closure.statements, cx.with(closureScope(closure, cx.scope, arguments: [.opaque(o)])), at: closure)
            }
            // A framework's or package's view (`KFImage(url)`) given a SwiftUI modifier: the view
            // is a placeholder the modifier applies to, so `.frame(width: 40)` still sizes it.
            if Self.isLayoutModifier(name) || ((expecting == .view || o.viewsBefore != nil) && Self.isModifier(name)) {
                let base = member?.base.map(Syntax.init) ?? Syntax(call)
                return try modifier(name, on: .views(try toViews(.opaque(o), at: base, cx)), call: call, member: member, cx)
            }
            return .opaque(o.derived(call))
        case (.layoutContent, _):
            return .views(try layoutNode(receiver, call, cx))
        case (.modifierOnViewInstance, .instance(let m)):
            // `SFSymbol.pencil.imageScale(.large)`: an instance of a view (an enum that is a View) is its body.
            return try modifier(name, on: .views(try viewsOf(m, cx)), call: call, member: member, cx)
        case (.declaredMember, .instance(let m)):
            return try callMember(of: m, name, call, cx, expecting: expecting, at: nameNode)
        case (.staticCall, .type(let t)):
            return try staticCall(t, name, at: nameNode, call, cx, expecting)
        case (.modelStore, .modelStore(let store)):
            return try modelStoreMethod(name, store, call, cx)
        case (.native, .native(let n)):
            if let v = try n.method(name, call, self, cx) { return v }
            return try unknownMember(of: receiver, name, at: nameNode, written: call, call: true)
        case (.geometry, _):
            if let v = try geometryMethod(name, on: receiver, call, cx) { return v }
            return try unknownMember(of: receiver, name, at: nameNode, written: call, call: true)
        case (.closureCall, .closure(let c)):
            return try callClosure(c, call, cx, expecting: expecting)
        case (.optionalMap, _):
            // `optional.map { … }`, `optional.flatMap { … }` on a value that is not a collection, or
            // on an array a property declared optional holds (`item.variations.map { ForEach($0, …) }`
            // of `[Variant]?`): the closure applied to the value itself, or nil.
            if receiver.isNil { return .nilValue }
            if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
                return try value(of: closure.statements, cx.with(closureScope(closure, cx.scope, arguments: [receiver])), at: closure)
            }
            // `value.map(Double.init)`, `value.map(format)`: a function applied to the value itself.
            guard let only = call.arguments.first, only.label == nil else { throw error(nameNode, "\(name) takes a closure") }
            let f = try evaluate(only.expression, cx, expecting: .any)
            switch f {
            case .type, .function, .closure: return try callValue(f, with: [receiver], at: call, cx)
            default: throw error(only.expression, "\(name) takes a function, not \(f.typeName)")
            }
        case (.extensionMethod(let f), _):
            let base = Scope(parent: globals)
            base.bind("self", receiver)
            return try callFunction(f, call, cx, base: base, name: name)
        case (.fontMethod, .font(let font)):
            switch name {
            case "bold": return .font(font.bold())
            case "italic", "monospacedDigit", "smallCaps", "leading", "width": return .font(font)
            case "monospaced": return .font(font.monospaced())
            case "weight":
                guard let arg = call.arguments.first, case .fontWeight(let w) = try evaluate(arg.expression, cx, expecting: .fontWeight) else {
                    throw error(call, "weight needs a Font.Weight")
                }
                return .font(font.weight(w))
            default: throw error(nameNode, "Font has no method '\(name)'")
            }
        case (.colorStyle, .color(let c, let position, let label)) where expecting != .view:
            return .color(c.opacity(0), position: position, label: label + "." + SourceText.call(name, call))
        case (.colorStyle, .color):
            return try modifier(name, on: receiver, call: call, member: member, cx)
        case (.collection, .array(let items)):
            return try collectionMethod(name, items, call, cx, expecting: expecting)
        // `String.filter` is a String (RangeReplaceableCollection's); the others are arrays.
        case (.collection, .string) where name == "filter":
            guard case .array(let kept) = try collectionMethod(name, try elements(of: receiver, at: call), call, cx), let text = Self.string(ofCharacters: kept) else { return .string("") }
            return .string(text)
        case (.collection, _):
            return try collectionMethod(name, try elements(of: receiver, at: call), call, cx)
        case (.dictionary, .dictionary(let pairs)):
            return try dictionaryMethod(name, pairs, call, cx)
        case (.string, .string(let s)):
            return try stringMethod(name, s, call, cx)
        case (.number, _):
            return try numberMethod(name, receiver, call, cx)
        case (.measurementFormatted, .tuple(let parts)):
            if let text = formattedMeasurement(parts, at: nameNode) { return .string(text) }
            throw error(nameNode, "a tuple has no method 'formatted'")
        case (.geometryProxy, .proxy(let proxy)) where name == "frame":
            var space = "global"
            if let arg = call.arguments.first, case .string(let s) = try evaluate(arg.expression, cx, expecting: .coordinateSpace) { space = s }
            return .rect(proxy.frame(in: space == "local" ? .local : .global))
        case (.geometryProxy, _):
            return try self.member(of: receiver, name, at: nameNode, cx)
        // `color.resolve(in: environment)`: a colour's own method (not a modifier) gives a value of
        // SwiftUI's ltrace does not compute (`Color.Resolved`): opaque.
        case (.colorValue, .color(_, _, let label)):
            return .opaque(OpaqueValue(expression: label + "." + SourceText.call(name, call), type: nil, node: Syntax(call)))
        case (.modifier, _):
            return try modifier(name, on: receiver, call: call, member: member, cx)
        default:
            return try unknownMember(of: receiver, name, at: nameNode, written: call, call: true)
        }
    }

    /// Methods of opaque values ltrace can say something about: a `Date`'s formatting.
    private func opaqueMethod(_ name: String, on o: OpaqueValue, call: FunctionCallExprSyntax, nameNode: Syntax, _ cx: Context) throws -> Value? {
        if let v = try bundledFileMethod(name, on: o, call: call, cx) { return v }
        if o.type == "UserDefaults", case .outside = o.origin, let v = try userDefaultsMethod(name, suite: o.expression, call: call, cx) { return v }
        // `formatter.string(from: date)`: a date formatter's text, whose date is not interpreted:
        // opaque (`Int(formatter.string(from: date))` is known only on the device), measured as a
        // date where a Text shows it.
        if ["DateFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter"].contains(o.type ?? ""), ["string", "localizedString"].contains(name) {
            return .opaque(OpaqueValue(expression: SourceText.compact(call), type: "String", node: Syntax(call), text: Text.unformattedDate))
        }
        guard o.type == "Date" else { return nil }
        switch name {
        case "addingTimeInterval", "advanced", "addingDays":
            // Date arithmetic keeps a date, whose value is not interpreted.
            return .opaque(OpaqueValue(expression: SourceText.compact(call), type: "Date", node: Syntax(call)))
        case "formatted":
            // `formatted(date: .omitted, time: .shortened)` shows only the time.
            let dateOmitted = call.arguments.contains { $0.label?.text == "date" && $0.expression.trimmedText == ".omitted" }
            let shown = dateOmitted ? Text.unformattedTime : Text.unformattedDate
            warn(nameNode, .substituted, "dates are not interpreted; the text is measured as \"\(shown)\"")
            return .string(shown)
        default: return nil
        }
    }

    /// `instance.name(…)`: a method of its type (or of a protocol's extension), or a closure property.
    func callMember(of instance: Instance, _ name: String, _ e: FunctionCallExprSyntax, _ cx: Context, expecting: Expectation, at node: some SyntaxProtocol) throws -> Value {
        if let functions = methods(instance.type, name) {
            let f = try chooseFunction(functions, for: e, named: "\(instance.type.name).\(name)")
            return try callFunction(f, e, cx, base: Scope(parent: globals, instance: instance), name: "\(instance.type.name).\(name)")
        }
        if instance.fields[name] != nil || computedProperty(instance.type, name) != nil {
            return try callValue(try instanceProperty(instance, name, at: node, cx), named: name, e, cx, expecting: expecting)
        }
        if inheritsFromOutside(instance.type) || isPersistentModel(instance.type) {
            return .opaque(OpaqueValue(expression: SourceText.compact(e), type: nil, node: Syntax(e)))
        }
        let known = Array(instance.type.members.methods.keys)
        throw error(node, "'\(instance.type.name)' has no method '\(name)'" + NameSuggestions.hint(name, among: known) + index.skippedHint(name))
    }

    /// A type's methods of a name, nearest in its lineage first; a protocol's requirement (no
    /// body) gives way to an implementation, as the protocol's extension gives it.
    func methods(_ type: TypeDeclaration, _ name: String) -> [FunctionDeclSyntax]? {
        var requirements: [FunctionDeclSyntax] = []
        for t in lineage(type) {
            guard let f = t.members.methods[name] else { continue }
            let implemented = f.filter { $0.body != nil }
            if !implemented.isEmpty { return implemented }
            requirements += f
        }
        for conformance in type.conformances { if let f = index.outsideExtensions[conformance]?.methods[name] { return f } }
        return requirements.isEmpty ? nil : requirements
    }

    /// A type, then what it inherits from in the scene's files: its superclasses and the
    /// protocols it conforms to (whose extensions give it members), nearest first.
    func lineage(_ type: TypeDeclaration) -> [TypeDeclaration] {
        var found: [TypeDeclaration] = [type]
        var i = 0
        while i < found.count, found.count < 64 {
            for name in found[i].conformances {
                for t in index.types(named: name.components(separatedBy: "<")[0]) where !found.contains(where: { $0 === t }) && (t.kind == .protocol || t.isReference) {
                    found.append(t)
                }
            }
            i += 1
        }
        return found
    }

    /// Initializers of a type and of its superclasses in the scene's files.
    func allInitializers(_ type: TypeDeclaration) -> [InitializerDeclSyntax] { lineage(type).filter { $0.isReference || $0 === type }.flatMap(\.members.initializers) }

    // MARK: Closures and functions

    /// The parameter names of a closure: `{ i in … }`, `{ (d) in … }`, or `$0` when it has none.
    func parameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    func closureScope(_ closure: ClosureExprSyntax, _ scope: Scope, arguments: [Value]) -> Scope {
        closureScope(parameters: facts.parameters(of: closure, parameters), scope, arguments: arguments)
    }

    /// A closure's scope over `scope`, its parameters (`names`, read once) bound to `arguments`.
    func closureScope(parameters names: [String], _ scope: Scope, arguments: [Value]) -> Scope {
        let inner = Scope(parent: scope)
        bindClosureParameters(names, to: arguments, in: inner)
        return inner
    }

    /// `closureScope`'s bindings, made in `inner` (a closure's scope used again: `closureArgument`).
    func bindClosureParameters(_ names: [String], to arguments: [Value], in inner: Scope) {
        var arguments = arguments
        // `{ index, item in … }` over `enumerated()`: a tuple argument spreads over the parameters.
        if arguments.count == 1, names.count > 1, case .tuple(let elements) = arguments[0], elements.count == names.count {
            arguments = elements.map(\.value)
        }
        for (i, value) in arguments.enumerated() {
            inner.bind(i < Self.shorthandNames.count ? Self.shorthandNames[i] : "$\(i)", value)
            if i < names.count, names[i] != "_" { inner.bind(names[i], value) }
        }
    }

    private static let shorthandNames = (0..<8).map { "$\($0)" }

    /// `content()`, `row(item)`, `{ … }()`: a closure of the scene. A view builder makes views;
    /// others compute a value.
    func callClosure(_ closure: Closure, _ e: FunctionCallExprSyntax, _ cx: Context, expecting: Expectation) throws -> Value {
        try callClosure(closure, arguments: try e.arguments.map { try evaluate($0.expression, cx, expecting: .any) }, cx, expecting: expecting)
    }

    /// A closure called with its arguments' values (`callClosure`). A closure whose statements
    /// compute nothing is `() -> Void`, as Swift infers it. `known` is its code where the caller
    /// has it (`CallSite.code(of:)`).
    func callClosure(_ closure: Closure, code known: CompiledClosure? = nil, arguments: [Value], _ cx: Context, expecting: Expectation) throws -> Value {
        let makesViews: Bool
        if case .view = expecting { makesViews = true } else { makesViews = closure.makesViews }  // without `==`'s copies
        if makesViews { return .views(try callViewClosure(closure, cx, arguments: arguments)) }
        let code = known ?? compiledClosure(closure.syntax)
        return try value(
            of: code.block, cx.with(closureScope(parameters: code.parameters, closure.scope, arguments: arguments)), at: closure.syntax, expecting: expecting,
            allowsVoid: true)
    }

    /// `closure`'s parameters and statements, read the first time it is called.
    func compiledClosure(_ closure: ClosureExprSyntax) -> CompiledClosure {
        compiled.closure(closure) {
            CompiledClosure(syntax: closure, parameters: facts.parameters(of: closure, parameters), block: compiledBlock(closure.statements))
        }
    }

    /// A closure that produces views, called with arguments.
    func callViewClosure(_ closure: Closure, _ cx: Context, arguments: [Value]) throws -> [NodeSpec] {
        try viewBuilder(closure.syntax.statements, cx.with(closureScope(closure.syntax, closure.scope, arguments: arguments)))
    }

    /// A closure that computes a number (`{ $0.height / 2 }`, `{ d in d[.bottom] + 200 }`).
    func callNumberClosure(_ closure: Closure, _ cx: Context, arguments: [Value]) throws -> Double {
        try number(of: closure.syntax.statements, cx.with(closureScope(closure.syntax, closure.scope, arguments: arguments)), at: closure.syntax)
    }

    /// Whether a written function type returns views (`() -> Content`, `(Item) -> some View`).
    func returnsViews(_ type: String?, in owner: TypeDeclaration? = nil) -> Bool {
        guard let type else { return false }
        return facts.returnsViews(type, in: owner) { decideReturnsViews(type, in: owner) }
    }

    private func decideReturnsViews(_ type: String, in owner: TypeDeclaration?) -> Bool {
        guard let arrow = type.range(of: "->", options: .backwards) else { return false }
        let written = type[arrow.upperBound...].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ")"))
        return isViewType(index.aliases[written] ?? written, in: owner)
    }

    /// `func load<T: Decodable>(_ name: String) -> T` called where `[Landmark]` is expected: Swift
    /// infers `T` from the context, so `T` names that type in the call (`T.self`).
    func bindGenericResult(of f: FunctionDeclSyntax, expecting: Expectation, in scope: Scope) {
        guard let generics = f.genericParameterClause?.parameters, let result = f.signature.returnClause?.type.trimmedText,
            let parameter = generics.first(where: { $0.name.text == result }), let written = expecting.writtenType
        else { return }
        scope.bind(parameter.name.text, .type(.named(written)))
    }

    /// The function of an overloaded name whose parameter labels the call's arguments match.
    func chooseFunction(_ functions: [FunctionDeclSyntax], for e: FunctionCallExprSyntax, named name: String) throws -> FunctionDeclSyntax {
        if functions.count == 1 { return functions[0] }
        let labels = CallLabels(e)
        let fitting = CallLabels.preferred(functions).filter { labels.fit($0.signature.parameterClause.parameters) }
        if fitting.count > 1, let f = fitting.first(where: { collectionLiteralsFit($0.signature.parameterClause.parameters, e) }) { return f }
        if let f = fitting.first { return f }
        throw error(e, "no function '\(name)' takes these arguments")
    }

    /// What overload resolution reads of a call, read once: its arguments' labels and how many
    /// trailing closures follow them.
    struct CallLabels {
        let written: [String?]
        /// The trailing closures' labels: nil for the first (unlabelled) one, then `label:`'s.
        let trailingLabels: [String?]
        /// The trailing closures, whose arities `fit` reads only where a parameter's function
        /// type is written out (a closure's arity walks its body).
        let trailingClosures: [ClosureExprSyntax]

        init(_ call: FunctionCallExprSyntax?, trailingClosures: Bool = true) {
            written = call?.arguments.map { $0.label?.text } ?? []
            guard trailingClosures, let call else {
                trailingLabels = []
                self.trailingClosures = []
                return
            }
            trailingLabels = (call.trailingClosure == nil ? [] : [nil]) + call.additionalTrailingClosures.map { $0.label.text }
            self.trailingClosures = (call.trailingClosure.map { [$0] } ?? []) + call.additionalTrailingClosures.map(\.closure)
        }

        var trailing: Int { trailingLabels.count }

        /// Whether a function or initializer with these parameters takes the call's arguments.
        /// A labelled trailing closure goes to the parameter of its label; the unlabelled one to
        /// the next parameter of a function type, passing over one with a default when a later
        /// function-typed parameter needs an argument and no other closure is left for it (Swift's
        /// forward scan, SE-0286): `P { } signup: { } resetPassword: { }` is not
        /// `init(login:signup:passwordReset:)`.
        func fit(_ parameters: FunctionParameterListSyntax) -> Bool {
            var labels = written[...]
            var closures = trailingLabels.indices[...]
            let list = Array(parameters)
            for (i, p) in list.enumerated() {
                let label = p.firstName.text == "_" ? nil : p.firstName.text
                if let first = labels.first, first == label {
                    labels.removeFirst()
                    continue
                }
                if let next = closures.first {
                    // A closure taking other arguments than the parameter's function does not fit it
                    // (`{ Form() }` is no `(String) -> Void`).
                    let arityFits = Self.arity(of: p.type).map { $0 == Self.closureArity(trailingClosures[next]) } ?? true
                    if let nextLabel = trailingLabels[next], nextLabel == label {
                        guard arityFits else { return false }
                        closures.removeFirst()
                        continue
                    }
                    if trailingLabels[next] == nil, Self.takesAFunction(p), arityFits {
                        let laterNeedsIt = p.defaultValue != nil && closures.count == 1 && Self.aClosureIsNeeded(by: list[(i + 1)...])
                        if !laterNeedsIt {
                            closures.removeFirst()
                            continue
                        }
                    }
                }
                if p.defaultValue == nil { return false }
            }
            return labels.isEmpty && closures.isEmpty
        }

        /// Candidates in the order overload resolution prefers them: `@_disfavoredOverload` last.
        static func preferred<D: WithAttributesSyntax>(_ candidates: [D]) -> [D] {
            guard candidates.count > 1 else { return candidates }
            let (favoured, disfavoured) = candidates.reduce(into: ([D](), [D]())) { sides, d in
                if d.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "_disfavoredOverload" }) {
                    sides.1.append(d)
                } else {
                    sides.0.append(d)
                }
            }
            return favoured + disfavoured
        }

        /// Whether the call's trailing closures take as many arguments as the function-typed
        /// parameters they go to: `content.onTapGesture { response(location) }` is SwiftUI's
        /// `onTapGesture(perform: () -> Void)`, not an app's `onTapGesture(_ handler: (CGPoint) -> Void)`
        /// (Swift will not pass a closure that ignores an argument it is given).
        static func closuresFit(_ parameters: FunctionParameterListSyntax, _ call: FunctionCallExprSyntax?) -> Bool {
            guard let call else { return true }
            var pairs: [(ClosureExprSyntax, FunctionParameterSyntax)] = []
            for extra in call.additionalTrailingClosures {
                if let parameter = parameters.first(where: { $0.firstName.text == extra.label.text }) { pairs.append((extra.closure, parameter)) }
            }
            if let first = call.trailingClosure {
                let labelled = Set(call.arguments.compactMap { $0.label?.text } + call.additionalTrailingClosures.map(\.label.text))
                // An `@autoclosure` parameter takes an expression, never a trailing closure (`.if(flag) { … }`).
                if let parameter = parameters.first(where: { takesAFunction($0) && !labelled.contains($0.firstName.text) && !isAutoclosure($0) }) {
                    pairs.append((first, parameter))
                }
            }
            for (closure, parameter) in pairs {
                guard let expected = arity(of: parameter.type) else { continue }
                if closureArity(closure) != expected { return false }
            }
            return true
        }

        static func isAutoclosure(_ parameter: FunctionParameterSyntax) -> Bool {
            parameter.type.as(AttributedTypeSyntax.self)?.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "autoclosure" } ?? false
        }

        /// How many arguments a written function type takes (`(CGPoint) -> Void`: 1), or nil when
        /// it is not written out (an alias).
        static func arity(of type: TypeSyntax) -> Int? {
            var t = type
            if let attributed = t.as(AttributedTypeSyntax.self) { t = attributed.baseType }
            if let optional = t.as(OptionalTypeSyntax.self) { t = optional.wrappedType }
            if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { t = only.type }
            guard let function = t.as(FunctionTypeSyntax.self) else { return nil }
            return function.parameters.count
        }

        /// How many arguments a closure takes: its parameters, or the highest `$n` it uses plus one.
        static func closureArity(_ closure: ClosureExprSyntax) -> Int {
            if let signature = closure.signature?.parameterClause {
                switch signature {
                case .simpleInput(let names): return names.count
                case .parameterClause(let clause): return clause.parameters.count
                }
            }
            final class Anonymous: SyntaxVisitor {
                var highest = -1
                // `$0` in a closure inside this one is that closure's.
                override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
                override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                    if case .dollarIdentifier(let name) = token.tokenKind, let n = Int(name.dropFirst()) { highest = max(highest, n) }
                    return .skipChildren
                }
            }
            let finder = Anonymous(viewMode: .sourceAccurate)
            finder.walk(closure.statements)
            return finder.highest + 1
        }

        /// A parameter of a function type: written with `->`, or `@escaping` (only a function
        /// escapes: `init(_ handler: @escaping Handler)` with `typealias Handler = (Error) -> Void`).
        /// Whether one of `later` parameters needs an argument and takes a function: the
        /// parameter the unlabelled trailing closure passes defaulted ones over for (SE-0286).
        static func aClosureIsNeeded(by later: some Sequence<FunctionParameterSyntax>) -> Bool {
            later.contains { $0.defaultValue == nil && takesAFunction($0) }
        }

        static func takesAFunction(_ p: FunctionParameterSyntax) -> Bool {
            if p.type.trimmedText.contains("->") { return true }
            guard let attributed = p.type.as(AttributedTypeSyntax.self) else { return false }
            return attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "escaping" }
        }
    }

    /// A function's name as Swift's `#function` gives it: its name and labels (`layout()`, `row(for:)`).
    static func swiftName(of f: FunctionDeclSyntax) -> String {
        f.name.identifierName + "(" + f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// Calls a function of the scene (a method, a global function, a static, an extension's)
    /// with the call's arguments; `base` is the scope its body sees.
    func callFunction(_ f: FunctionDeclSyntax, _ e: FunctionCallExprSyntax, _ cx: Context, base: Scope, name: String) throws -> Value {
        // A Character, not a String: Foundation's `contains(_: String)` searches through
        // CoreFoundation, at every call of every function.
        try callFunction(compiledFunction(f, owner: base.enclosingType), e, cx, base: base, label: name.contains(Character("(")) ? name : "\(name)(…)")
    }

    /// A scope over `base` with a function's or initializer's parameters bound from a call's
    /// arguments (a closure to the closure, a `$binding` to its value) or their defaults.
    func bindParameters(
        _ parameters: FunctionParameterListSyntax, call e: FunctionCallExprSyntax?, calleeName: String, _ cx: Context, base: Scope, owner: TypeDeclaration?,
        missingAreOpaque: Bool = false, trailingClosures: Bool = true
    ) throws -> Scope {
        let args = arguments(calleeName, of: e, trailingClosures: trailingClosures)
        let inner = Scope(parent: base)
        var allowed: [String] = []
        let decodedParameters = facts.parameters(of: parameters, decodedParameter)
        for (i, decoded) in decodedParameters.enumerated() {
            let parameter = decoded.syntax, label = decoded.label, name = decoded.name, type = decoded.type
            // Asked only where a closure is passed or no argument is written for the parameter.
            func makesViews() -> Bool { decoded.isViewBuilder || returnsViews(type, in: owner) }
            func takesAFunction() -> Bool { isFunctionType(type, in: owner) || CallLabels.takesAFunction(parameter) }
            if let label { allowed.append(label) }
            let arg = label.map { args.take($0) } ?? args.takeUnlabeled()
            if let arg {
                if let closure = arg.expression.as(ClosureExprSyntax.self) {
                    inner.bind(name, .closure(Closure(syntax: closure, scope: cx.scope, makesViews: makesViews())))
                } else {
                    let value = typed(try evaluate(unwrappingBinding(arg.expression), cx, expecting: decoded.expectation), as: decoded.declaredType)
                    if decoded.isAutoclosure { inner.bindAutoclosure(name, value) } else { inner.bind(name, value) }
                }
            } else if makesViews() || takesAFunction(), !passesOver(decoded, at: i, of: decodedParameters, for: args), let closure = args.takeClosure(label) {
                inner.bind(name, .closure(Closure(syntax: closure, scope: cx.scope, makesViews: makesViews())))
            } else if let value = parameter.defaultValue?.value {
                inner.bind(name, typed(try evaluate(value, cx.with(base), expecting: decoded.expectation), as: decoded.declaredType))
            } else if parameter.ellipsis != nil {
                inner.bind(name, .array([]))
            } else if missingAreOpaque {
                warn(parameter, .substituted, "'\(calleeName)' is recorded without its arguments; '\(name)' is an opaque value")
                if makesViews() || takesAFunction() {
                    inner.bind(name, .closure(Closure(syntax: ClosureExprSyntax(statements: []), scope: cx.scope, makesViews: makesViews())))
                } else {
                    inner.bind(name, .opaque(OpaqueValue(expression: name, type: type, node: Syntax(parameter))))
                }
            } else {
                throw error(e.map(Syntax.init) ?? Syntax(parameter), "missing argument for '\(label ?? name)' in \(calleeName)(…)")
            }
        }
        try args.finish(self, allowed: allowed)
        return inner
    }

    /// Whether the unlabelled trailing closure passes over `parameter`, which has a default, for a
    /// later function-typed one that needs an argument, when it is the only closure left (Swift's
    /// forward scan, SE-0286, as `CallLabels.fit` chooses the overload by): `SubSection(title: "A")
    /// { Text("B") }` of `init(title:, showAllAction: @escaping () -> Void = {}, @ViewBuilder
    /// content: () -> Content)` gives the closure to `content`.
    private func passesOver(_ parameter: SyntaxFacts.Parameter, at i: Int, of parameters: [SyntaxFacts.Parameter], for args: Arguments) -> Bool {
        parameter.syntax.defaultValue != nil && args.onlyUnlabelledTrailingClosureLeft
            && CallLabels.aClosureIsNeeded(by: parameters[(i + 1)...].lazy.map(\.syntax))
    }

    /// A parameter as its declaration writes it (`SyntaxFacts` keeps it).
    func decodedParameter(_ parameter: FunctionParameterSyntax) -> SyntaxFacts.Parameter {
        let type = written(parameter.type)
        let qualifiedType = index.qualifiedTypeName(type, at: parameter)
        return SyntaxFacts.Parameter(
            syntax: parameter,
            label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
            name: (parameter.secondName ?? parameter.firstName).identifierName,
            type: type,
            qualifiedType: qualifiedType,
            expectation: Expectation.of(type: qualifiedType, index: index),
            declaredType: declaredType(type),
            isViewBuilder: parameter.attributes.contains { $0.as(AttributeSyntax.self).map { written($0.attributeName) } == "ViewBuilder" },
            isAutoclosure: CallLabels.isAutoclosure(parameter))
    }

    /// A `Binding` argument's value: `.constant(x)` is `x` and `$x` is `x`, as a view reads them.
    func unwrappingBinding(_ e: ExprSyntax) -> ExprSyntax {
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "constant", member.base == nil || member.base?.trimmedText == "Binding",
            call.arguments.count == 1, let inner = call.arguments.first
        {
            return inner.expression
        }
        return e
    }
}

extension Value {
    /// Whether the value is a view (one a modifier can apply to).
    var isView: Bool {
        switch self {
        case .views, .text, .image, .color: return true
        default: return false
        }
    }

    /// An instance of a view type of the scene's (`self` in its extensions' members).
    var isViewInstance: Bool {
        if case .instance(let i) = self { return i.type.kind == .view }
        return false
    }
}
