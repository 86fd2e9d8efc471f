import SwiftSyntax

/// A function of the scene as its calls run it, read once for each type whose code it runs in
/// (a protocol extension's function runs in each conforming type's): its parameters, its body,
/// what it returns and how its body gives it. Every call of a recursive function or a helper in
/// a loop read these from the syntax again before (`ltrace-bench interpreter`'s calls).
final class CompiledFunction {
    /// How the body gives the function's value. A body marked `@ViewBuilder`, or one returning
    /// views that never says `return`, is a view builder. Swift infers no result builder for a
    /// plain `some View` function, and SE-0289 turns an inferred one off for a body with
    /// `return`, so a function that computes with `var`, `switch` and `return` runs as a
    /// function and its returned view is taken; ltrace also builds a `return`-less body as
    /// views, which Swift would accept only with `@ViewBuilder`.
    enum Body {
        /// `@ViewBuilder`, or views built by statements without a `return`: the views built.
        case viewBuilder
        /// Returns a view (`-> some View` with `return`, `-> Card`): the view's value.
        case view
        /// Any other value: the statements' value.
        case value
    }

    let declaration: FunctionDeclSyntax
    /// The declaration's body; nil for a protocol's requirement.
    let bodySyntax: CodeBlockSyntax?
    let parameters: [SyntaxFacts.Parameter]
    /// The return type as written, `Self` in an extension of a type from outside being that type.
    let returns: String?
    /// `returns` as `Interpreter.typed` reads it.
    let returnType: Interpreter.DeclaredType?
    let returnExpectation: Expectation
    let body: Body
    /// The syntax error of the function's file, thrown when a call reaches it.
    let syntaxError: SceneError?
    let isBroken: Bool
    /// Whether the function returns nothing (no return type is written).
    let returnsNothing: Bool
    /// The body's statements, compiled the first time a call runs them as a value's.
    var statements: CompiledBlock?

    init(declaration: FunctionDeclSyntax, parameters: [SyntaxFacts.Parameter], returns: String?, returnType: Interpreter.DeclaredType?, returnExpectation: Expectation, body: Body, syntaxError: SceneError?) {
        self.declaration = declaration
        bodySyntax = declaration.body
        self.parameters = parameters
        self.returns = returns
        self.returnType = returnType
        self.returnExpectation = returnExpectation
        self.body = body
        self.syntaxError = syntaxError
        isBroken = syntaxError != nil
        returnsNothing = returns == nil
    }
}

/// What a call written `name(…)` found the last time it ran, so that the next run does not
/// resolve the name, choose the overload and pair the arguments again. Kept for a method of the
/// instance whose code runs and a static method of the type whose static code runs (`fib(n - 1)`
/// inside `static func fib`): what Swift's lexical lookup finds there depends on that type
/// alone (`Scope.owner(reading:)`).
final class CallSite {
    /// A class: a struct of five references read from the site was retained five times.
    final class Target {
        /// The type whose code ran the call, and whether an instance's code ran it.
        let type: TypeDeclaration
        let isInstance: Bool
        let function: CompiledFunction
        /// The trail's name of the call: `Work.fib(…)`.
        let label: String
        /// The arguments' compiled expressions in the parameters' order, when each parameter
        /// takes the argument written at its place with its label and no closure is passed;
        /// nil when `Interpreter.bindParameters` pairs them.
        let argumentsInOrder: [CompiledExpression]?

        init(type: TypeDeclaration, isInstance: Bool, function: CompiledFunction, label: String, argumentsInOrder: [CompiledExpression]?) {
            self.type = type
            self.isInstance = isInstance
            self.function = function
            self.label = label
            self.argumentsInOrder = argumentsInOrder
        }
    }

    let name: String
    let syntax: FunctionCallExprSyntax
    var target: Target?
    /// The owner type whose code last ran the call without declaring a function of its name
    /// (`Text(…)` in a view's body): the call runs as written without asking the type again.
    var notDeclaredBy: (type: TypeDeclaration, isInstance: Bool)?
    private var compiledArguments: [CompiledExpression]?
    /// What the site's built-in construction runs (`Interpreter.builtInConstruction`): nil until
    /// decided, then the name the table knows it by and its function, or none.
    var builtIn: (name: String, function: BuiltInFunction)??

    /// The closure a local held when the site last called it (`bump(i % 3)`), read without
    /// hashing its syntax again while the local holds the same one.
    private var lastClosure: CompiledClosure?

    /// `closure`'s code, as `Interpreter.compiledClosure` reads it.
    func code(of closure: Closure, _ interpreter: Interpreter) -> CompiledClosure {
        if let lastClosure, lastClosure.syntax.id == closure.syntax.id { return lastClosure }
        let code = interpreter.compiledClosure(closure.syntax)
        lastClosure = code
        return code
    }

    /// The arguments' expressions, compiled the first time they are asked for.
    func arguments(_ code: CompiledCode) -> [CompiledExpression] {
        if let compiledArguments { return compiledArguments }
        let made = syntax.arguments.map { code.expression($0.expression) }
        compiledArguments = made
        return made
    }

    /// Whether the call passes arguments (with none, an `@autoclosure` parameter's name is its value).
    let hasArguments: Bool

    init(name: String, syntax: FunctionCallExprSyntax) {
        self.name = name
        self.syntax = syntax
        hasArguments = !syntax.arguments.isEmpty
    }
}

extension Interpreter {
    /// The compiled form of `f` in `owner`'s code (`CompiledCode.function`).
    func compiledFunction(_ f: FunctionDeclSyntax, owner: TypeDeclaration?) -> CompiledFunction {
        compiled.function(f, owner: owner) {
            var returns = f.signature.returnClause.map { written($0.type) }
            let returnsViews = isViewType(returns, in: owner)
            // `-> Self` in `extension Font { static func … }` is a Font.
            if returns == "Self", owner == nil, let extended = Self.extendedType(of: f) { returns = extended }
            let markedBuilder = f.attributes.contains { $0.as(AttributeSyntax.self).map { written($0.attributeName) } == "ViewBuilder" }
            let body: CompiledFunction.Body
            if let statements = f.body?.statements, markedBuilder || (returnsViews && !files.returnsExplicitly(statements)) {
                body = .viewBuilder
            } else {
                body = returnsViews ? .view : .value
            }
            return CompiledFunction(
                declaration: f, parameters: facts.parameters(of: f.signature.parameterClause.parameters, decodedParameter),
                returns: returns, returnType: returns.map(declaredType), returnExpectation: Expectation.of(type: returns, index: index), body: body,
                syntaxError: files.file(of: f)?.syntaxError)
        }
    }

    /// Calls a compiled function with a call's arguments; `base` is the scope its body sees,
    /// `label` the trail's name of the call. `bindingInBase` says that `base` was made for this
    /// call and binds no name (a type's static code): the parameters are bound in it rather
    /// than in a scope of their own, which every name the body reads reaches the same.
    func callFunction(
        _ f: CompiledFunction, _ e: FunctionCallExprSyntax, _ cx: Context, base: Scope, label: String, argumentsInOrder: [CompiledExpression]? = nil,
        bindingInBase: Bool = false
    ) throws -> Value {
        // The file's error read only where there is one (a copy retained each of its strings).
        try reaching(label, brokenBy: f.isBroken ? f.syntaxError : nil, function: f.declaration, cx) { inner in
            let bound: Scope
            if let argumentsInOrder {
                bound = try bindInOrder(argumentsInOrder, to: f.parameters, cx, in: bindingInBase ? base : Scope(parent: base))
            } else {
                bound = try bindParameters(f.declaration.signature.parameterClause.parameters, call: e, calleeName: f.declaration.name.text, cx, base: base, owner: base.enclosingType)
            }
            // A body compiled by an earlier call gives a value: its syntax is not read again.
            let statements: CompiledBlock
            if case .value = f.body, let compiled = f.statements {
                statements = compiled
            } else {
                guard let body = f.bodySyntax else { throw error(f.declaration, "'\(f.declaration.name.text)' has no body") }
                if let views = try bodyViews(f, body, inner.with(bound)) { return views }
                statements = compiledBlock(body.statements)
                f.statements = statements
            }
            return typed(try value(of: statements, inner.with(bound), at: f.declaration, expecting: f.returnExpectation, allowsVoid: f.returnsNothing), as: f.returnType)
        }
    }

    /// The views a function's body gives when it returns views (`CompiledFunction.Body`); nil
    /// when it returns another value.
    func bodyViews(_ f: CompiledFunction, _ body: CodeBlockSyntax, _ cx: Context) throws -> Value? {
        switch f.body {
        case .value: return nil
        case .viewBuilder: return .views(try viewBuilder(body.statements, cx))
        case .view:
            let returned = try value(of: body.statements, cx, at: f.declaration, expecting: .view)
            // `func title(_ t: String) -> Card { var c = self; …; return c }`: the view's value, whose own
            // members the call's chain may still reach (`.title("A").subtitle("B")`).
            if case .instance(let instance) = returned, instance.type.kind == .view { return returned }
            return .views(try toViews(returned, at: f.declaration, cx))
        }
    }

    /// `inner` with each parameter bound to the argument at its place, as `bindParameters`
    /// binds an argument written with the parameter's label.
    private func bindInOrder(_ arguments: [CompiledExpression], to parameters: [SyntaxFacts.Parameter], _ cx: Context, in inner: Scope) throws -> Scope {
        for (argument, parameter) in zip(arguments, parameters) {
            let value = typed(try evaluate(argument, cx, expecting: parameter.expectation), as: parameter.declaredType)
            if parameter.isAutoclosure { inner.bindAutoclosure(parameter.name, value) } else { inner.bind(parameter.name, value) }
        }
        return inner
    }

    /// The arguments of `call` in `f`'s parameters' order, when each is written at its
    /// parameter's place with its label, none is a closure and no trailing closure follows;
    /// nil otherwise.
    func argumentsInOrder(of call: FunctionCallExprSyntax, for f: CompiledFunction) -> [CompiledExpression]? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, call.arguments.count == f.parameters.count else { return nil }
        var compiledArguments: [CompiledExpression] = []
        for (argument, parameter) in zip(call.arguments, f.parameters) {
            guard argument.label?.text == parameter.label, !argument.expression.is(ClosureExprSyntax.self) else { return nil }
            compiledArguments.append(compiled.expression(unwrappingBinding(argument.expression)))
        }
        return compiledArguments
    }

    /// `name(…)` compiled (`CompiledCode`): a method of the instance whose code runs, or a
    /// static method of the type whose static code runs, is called with what the call found the
    /// first time; any other call runs as written.
    func callMemberOrAsWritten(_ site: CallSite, _ cx: Context, _ expecting: Expectation) throws -> Value {
        guard let owner = cx.scope.owner(reading: site.name) else {
            // `bump(i % 3)` of a closure a local holds, as `namedCall` calls it (with no arguments,
            // an `@autoclosure` parameter's name is its value).
            if case .closure(let closure)? = cx.scope.lookup(site.name), site.hasArguments || !cx.scope.isAutoclosure(site.name) {
                let arguments = try site.arguments(compiled).map { try evaluate($0, cx, expecting: .any) }
                return try callClosure(closure, code: site.code(of: closure, self), arguments: arguments, cx, expecting: expecting)
            }
            return try callAsWritten(site, cx, expecting)
        }
        let isInstance = owner.instance != nil
        if let missed = site.notDeclaredBy, missed.type === owner.type, missed.isInstance == isInstance { return try callAsWritten(site, cx, expecting) }
        let target: CallSite.Target
        if let known = site.target, known.type === owner.type, known.isInstance == isInstance {
            target = known
        } else {
            // As `NameResolver.resolve`, then `callMember` or `staticCall`, decide for a function the type declares.
            let functions: [FunctionDeclSyntax]?
            if isInstance {
                functions = resolver.hasInstanceMember(owner.type, site.name) ? methods(owner.type, site.name) : nil
            } else {
                functions = owner.type.enumCase(site.name) == nil ? owner.type.members.staticMethods[site.name] : nil
            }
            guard let functions else {
                site.notDeclaredBy = (owner.type, isInstance)
                return try callAsWritten(site, cx, expecting)
            }
            let name = "\(owner.type.name).\(site.name)"
            let f = compiledFunction(try chooseFunction(functions, for: site.syntax, named: name), owner: owner.type)
            target = CallSite.Target(type: owner.type, isInstance: isInstance, function: f, label: name + "(…)", argumentsInOrder: argumentsInOrder(of: site.syntax, for: f))
            site.target = target
        }
        if let instance = owner.instance {
            return try callFunction(target.function, site.syntax, cx, base: Scope(parent: globals, instance: instance), label: target.label, argumentsInOrder: target.argumentsInOrder)
        }
        return try callFunction(target.function, site.syntax, cx, base: Scope(parent: globals, type: owner.type), label: target.label, argumentsInOrder: target.argumentsInOrder, bindingInBase: true)
    }

    /// The site's call as `call` reads it: a built-in construction known there runs without
    /// asking the tables again (`CallSite.builtIn`).
    private func callAsWritten(_ site: CallSite, _ cx: Context, _ expecting: Expectation) throws -> Value {
        if site.builtIn == nil, let reference = site.syntax.calledExpression.as(DeclReferenceExprSyntax.self) {
            site.builtIn = builtInConstruction(site.name, at: reference)
        }
        if case let (name, function)?? = site.builtIn { return try run(function, named: name, site.syntax, cx, expecting: expecting) }
        return try call(site.syntax, cx, expecting)
    }
}
