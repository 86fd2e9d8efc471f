import Foundation
import LayoutEngine
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// What an argument position expects, as Swift's type checker would: it decides what an
/// implicit member like `.center` or `.infinity` means and whether `16/9` divides integers or
/// CGFloats.
enum Expectation: Equatable {
    case any
    /// An Int or a floating-point number, as written.
    case number
    /// A CGFloat: integer literals and arithmetic are floating-point.
    case floating
    case int
    case bool
    case string
    case view
    case color
    /// A shape style (`background(.brandInk)`): a colour, a material, or a style the app
    /// declares somewhere ltrace does not read, drawn as a placeholder with a warning.
    case shapeStyle
    case font
    case fontWeight
    case alignment
    case horizontal
    case vertical
    /// An alignment guide of either axis (`alignmentGuide`'s first argument).
    case guide
    case unitPoint
    case edgeSet
    case axisSet
    case insets
    case contentMode
    case angle
    case size
    case point
    case rect
    case textAlignment
    case coordinateSpace
    /// An `Image` (`icon: .init(systemName: "star")`, `.photo` for an image set's symbol).
    case image
    /// A value of a type the scene declares (`.sample` where a `Contact` is expected).
    case declared(String)
    /// A value of a type from outside the scene's files, written where it is expected (`URL`,
    /// `AidokuRunner.ContentRating`): an implicit member of it is opaque, never a case of an
    /// enum of the scene's that happens to have the name.
    case outside(String)
    /// An array (or set) whose elements are expected as given (`[.classic]` where `[Donut]` is).
    indirect case elements(Expectation)
    /// A value of a `NativeType` (`ProposedViewSize`), by the type's name.
    case native(String)

    /// What the expectation is called in messages.
    var name: String {
        switch self {
        case .number, .floating, .int: return "a number"
        case .color, .shapeStyle: return "a colour"
        case .view: return "a view"
        case .font: return "a font"
        case .fontWeight: return "a font weight"
        case .alignment: return "an Alignment"
        case .horizontal: return "a HorizontalAlignment"
        case .vertical: return "a VerticalAlignment"
        case .guide: return "an alignment guide"
        case .unitPoint: return "a UnitPoint"
        case .edgeSet: return "an Edge.Set"
        case .axisSet: return "an Axis.Set"
        case .contentMode: return "a ContentMode"
        case .angle: return "an Angle"
        case .textAlignment: return "a TextAlignment"
        case .coordinateSpace: return "a coordinate space"
        case .declared(let type), .native(let type): return "a \(type)"
        default: return "a value here"
        }
    }

    /// The type expected, as Swift writes it, where one is known (`[Landmark]`, `Int`).
    var writtenType: String? {
        switch self {
        case .declared(let name), .outside(let name): return name
        case .elements(let element): return element.writtenType.map { "[\($0)]" }
        case .string: return "String"
        case .int: return "Int"
        case .bool: return "Bool"
        case .number, .floating: return "Double"
        default: return nil
        }
    }

    /// The SwiftUI or CoreGraphics type whose initializer `.init(…)` means here.
    var builtInTypeName: String? {
        switch self {
        case .size: return "CGSize"
        case .point: return "CGPoint"
        case .rect: return "CGRect"
        case .insets: return "EdgeInsets"
        case .color: return "Color"
        case .unitPoint: return "UnitPoint"
        case .angle: return "Angle"
        case .alignment: return "Alignment"
        case .floating: return "CGFloat"
        case .image: return "Image"
        case .native(let type): return type
        default: return nil
        }
    }

    /// Whether nothing is known of the type expected (a value of a type from outside, or of
    /// one ltrace does not follow here): an implicit member it cannot resolve is then opaque.
    var isOpen: Bool {
        switch self {
        case .any, .outside: return true
        default: return false
        }
    }

    /// The expectation for a value of a written type (`Color`, `CGFloat`, `Item?`).
    static func of(type written: String?, index: DeclarationIndex) -> Expectation {
        guard let written else { return .any }
        if let known = index.expectations[written] { return known }
        let expectation = reading(type: written, index: index)
        index.expectations[written] = expectation
        return expectation
    }

    private static func reading(type written: String, index: DeclarationIndex) -> Expectation {
        var type = written.trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") || type.hasSuffix("!") { type = String(type.dropLast()) }
        // `typealias FontName = Tagged<Font, String>` with `extension FontName { static let matter… }`:
        // the alias's own statics are where its implicit members are found.
        if let target = index.aliases[type], index.outsideExtensions[type] != nil, builtInTypes[target] == nil, index.types(named: target).isEmpty {
            return .outside(type)
        }
        type = index.aliases[type] ?? type
        // `Binding<Order>`, `State<Int>`: a binding is read as its value.
        for wrapper in ["Binding<", "State<", "Optional<"] where type.hasPrefix(wrapper) && type.hasSuffix(">") {
            return of(type: String(type.dropFirst(wrapper.count).dropLast()), index: index)
        }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(Character(":")) {
            let element = of(type: String(type.dropFirst().dropLast()), index: index)
            return element == .any ? .any : .elements(element)
        }
        if type.hasPrefix("Set<"), type.hasSuffix(">") {
            let element = of(type: String(type.dropFirst(4).dropLast()), index: index)
            return element == .any ? .any : .elements(element)
        }
        if let builtIn = builtInTypes[type] { return builtIn }
        if NativeTypes.byName[type] != nil { return .native(type) }
        if !index.types(named: type).isEmpty { return .declared(type) }
        let base = type.components(separatedBy: "<")[0]
        // `Backport<Self>`, `Tagged<Item, Int>`: a generic type the scene declares.
        if base != type, !index.types(named: base).isEmpty { return .declared(base) }
        // `Module.Type` of a module the scene does not declare a type of, or Foundation's everyday types.
        if let dot = base.firstIndex(of: "."), index.types(named: String(base[..<dot])).isEmpty, !builtInTypes.keys.contains(String(base[..<dot])) {
            return .outside(base)
        }
        if AppleFrameworks.commonTypes.contains(base) || EnvironmentSymbols.types[base] != nil { return .outside(base) }
        return .any
    }

    static let builtInTypes: [String: Expectation] = [
        "Color": .color, "Font": .font, "Font.Weight": .fontWeight, "CGFloat": .floating, "Double": .floating, "Float": .floating, "Int": .int,
        "String": .string, "Bool": .bool, "Alignment": .alignment, "HorizontalAlignment": .horizontal, "VerticalAlignment": .vertical,
        "UnitPoint": .unitPoint, "Edge.Set": .edgeSet, "EdgeInsets": .insets, "ContentMode": .contentMode, "TextAlignment": .textAlignment,
        // A text style is read as its font (`.body`), which `Font.custom(_:size:relativeTo:)` takes.
        "Font.TextStyle": .font, "Image": .image,
        "CGSize": .size, "CGPoint": .point, "CGRect": .rect, "Angle": .angle, "Axis.Set": .axisSet, "AnyShapeStyle": .shapeStyle,
        // `var backgroundMaterial: Material? = .ultraThinMaterial`: a material fills as a style does.
        "Material": .shapeStyle, "HierarchicalShapeStyle": .shapeStyle,
    ]
}

extension Interpreter {
    /// `lineSpacing: 12` where an enum of the scene's that is `ExpressibleByIntegerLiteral` is
    /// expected: the value its `init(integerLiteral:)` makes (`self = .fixed(CGFloat(value))`), as
    /// Swift makes it; nil when the expected type is not such an enum.
    func literalOfDeclaredType(_ literal: Value, label: String, _ expecting: Expectation, at node: some SyntaxProtocol, _ cx: Context) throws -> Value? {
        guard case .declared(let written) = expecting, let type = index.type(named: written, near: Syntax(node)), type.isEnum,
            let initializer = type.members.initializers.first(where: { $0.signature.parameterClause.parameters.first?.firstName.text == label }),
            initializer.signature.parameterClause.parameters.count == 1, let parameter = initializer.signature.parameterClause.parameters.first,
            let body = initializer.body
        else { return nil }
        return try reaching(initializer, "\(type.name).init(\(label):)", cx) { inner in
            let box = Scope(parent: globals, type: type)
            box.bind("self", .type(.declared(type)))
            let scope = Scope(parent: box)
            scope.bind((parameter.secondName ?? parameter.firstName).identifierName, literal)
            _ = try execute(body.statements, inner.with(scope), expecting: .any)
            guard let made = box.lookupLocal("self"), made.isEnumCase else { throw error(initializer, "'\(type.name).init(\(label):)' leaves 'self' without a case") }
            return made
        }
    }

    /// An expression's value. One that cannot be evaluated is an opaque value standing in for
    /// it (`Recovery`), unless the recording is strict.
    func evaluate(_ expr: ExprSyntax, _ cx: Context, expecting: Expectation) throws -> Value {
        try evaluate(compiled.expression(expr), cx, expecting: expecting)
    }

    /// A compiled expression's value, with the same budget step, depth and recovery as any.
    /// `recoveringValue` and `nested` written out, without their closures: every expression of
    /// every loop iteration comes through here.
    func evaluate(_ code: CompiledExpression, _ cx: Context, expecting: Expectation) throws -> Value {
        // A leaf's value read here, where running it could neither fail nor spend steps inside
        // it (so opening a value's share and recovering would change nothing): one step, as any
        // expression takes, at the depth it would run at.
        if let leaf = code.leaf, depth < Self.maximumDepth, let value = leafValue(leaf, cx, expecting) {
            try step(code)
            return value
        }
        try step(code)
        if strict { return try runNested(code, cx, expecting) }
        let isView: Bool
        if case .view = expecting { isView = true } else { isView = false }  // without `==`'s copies: every expression asks
        let root = !isView && !budget.isInsideValue
        do {
            guard root else { return try runNested(code, cx, expecting) }
            let share = budget.enterRoot()
            defer { budget.leaveRoot(share) }
            return try runNested(code, cx, expecting)
        } catch {
            return try recovered(from: error, code.syntax, isView: isView, root: root, cx)
        }
    }

    /// What `CompiledCode` compiles a leaf to would give, where that is quick and sure to
    /// succeed; nil leaves it to `run`.
    @inline(__always)
    private func leafValue(_ leaf: CompiledExpression.Leaf, _ cx: Context, _ expecting: Expectation) -> Value? {
        switch leaf {
        case .integer(let v):
            switch expecting {
            case .declared: return nil
            case .floating: return .double(Double(v))
            default: return .int(v)
            }
        case .name(let name):
            guard let v = cx.scope.lookup(name) else { return nil }
            if case .native(let n) = v, n is ModifierContentValue { return nil }
            return v
        }
    }

    @inline(__always)
    private func runNested(_ code: CompiledExpression, _ cx: Context, _ expecting: Expectation) throws -> Value {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth { throw tooDeep(code.syntax) }
        return try code.run(self, cx, expecting)
    }

    /// Dispatched on the syntax's kind once (a chain of casts would try each kind in turn).
    func evaluateUnguarded(_ expr: ExprSyntax, _ cx: Context, expecting: Expectation) throws -> Value {
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr, .floatLiteralExpr, .ternaryExpr, .prefixOperatorExpr, .subscriptCallExpr, .stringLiteralExpr, .booleanLiteralExpr,
             .forceUnwrapExpr:
            // Decoded once where they are compiled (`CompiledCode`), the only place they are read.
            return try compiled.expression(expr).run(self, cx, expecting)
        case .nilLiteralExpr: return .nilValue
        case .tupleExpr(let e):
            if e.elements.count == 1, let only = e.elements.first, only.label == nil {
                // Compiled (`CompiledCode`), as its element.
                return try compiled.expression(expr).run(self, cx, expecting)
            }
            return .tuple(try e.elements.map { TupleElement(label: $0.label?.text, value: try evaluate($0.expression, cx, expecting: .any)) })
        case .dictionaryExpr(let e):
            guard case .elements(let list) = e.content else { return .dictionary([]) }
            return .dictionary(try list.map { (key: try evaluate($0.key, cx, expecting: .any), value: try evaluate($0.value, cx, expecting: .any)) })
        case .arrayExpr(let e): return try array(e, cx, expecting)
        case .infixOperatorExpr(let e): return try infix(e, cx, expecting)
        case .declReferenceExpr(let e): return try identifier(e, cx, expecting)
        case .memberAccessExpr(let e): return try member(e, cx, expecting)
        case .functionCallExpr(let e): return try call(e, cx, expecting)
        case .closureExpr(let e): return .closure(Closure(syntax: e, scope: cx.scope))
        case .ifExpr(let e):
            if expecting == .view { return .views(try ifViews(e, cx)) }
            return try branchValue(expr, cx, expecting: expecting)
        case .switchExpr(let e):
            if expecting == .view { return .views(try switchViews(e, cx)) }
            return try branchValue(expr, cx, expecting: expecting)
        // Swift's errors and suspensions do not exist here: `try`, `try?`, `await` are their operand.
        case .tryExpr(let e): return try evaluate(e.expression, cx, expecting: expecting)
        case .awaitExpr(let e): return try evaluate(e.expression, cx, expecting: expecting)
        case .asExpr(let e): return try evaluate(e.expression, cx, expecting: expecting)
        case .isExpr(let e): return try isCheck(e, cx)
        case .optionalChainingExpr(let e): return try evaluate(e.expression, cx, expecting: expecting)
        case .inOutExpr(let e): return try evaluate(e.expression, cx, expecting: expecting)
        case .postfixIfConfigExpr(let e): return try postfixIfConfig(e, cx, expecting)
        case .macroExpansionExpr(let e): return try macro(e, cx, expecting)
        case .typeExpr(let e): return .type(.named(e.type.trimmedText))
        case .genericSpecializationExpr(let e): return try evaluate(e.expression, cx, expecting: expecting)
        case .keyPathExpr, .regexLiteralExpr, .superExpr:
            return .opaque(OpaqueValue(expression: SourceText.compact(expr), type: nil, node: Syntax(expr)))
        case .sequenceExpr(let e):
            throw error(e, "unsupported operator in '\(SourceText.compact(e))'")
        default:
            throw error(expr, "unsupported expression '\(SourceText.compact(expr))'")
        }
    }

    /// `value is Item`: decided for values ltrace knows, opaque otherwise.
    private func isCheck(_ e: IsExprSyntax, _ cx: Context) throws -> Value {
        let v = try evaluate(e.expression, cx, expecting: .any)
        let type = e.type.trimmedText
        switch v {
        case .instance(let i): return .bool(i.type.name == type || i.type.qualifiedName == type || i.type.conformances.contains(type))
        case .opaque(let o): return .opaque(o.derived(e))
        case .string: return .bool(type == "String")
        case .int: return .bool(type == "Int")
        case .double: return .bool(["Double", "CGFloat"].contains(type))
        case .bool: return .bool(type == "Bool")
        case .text: return .bool(type == "Text")
        case .image: return .bool(type == "Image")
        case .color: return .bool(type == "Color")
        // `content is EmptyView` on a generic view a container was given (a button built without
        // content gets `EmptyView()`): known when the views are an EmptyView, or are not one.
        case .views(let specs) where type == "EmptyView" || specs.allSatisfy({ $0.kind == "EmptyView" }):
            return .bool(specs.allSatisfy { $0.kind == "EmptyView" } == (type == "EmptyView"))
        default: return .opaque(OpaqueValue(expression: SourceText.compact(e), type: "Bool", node: Syntax(e)))
        }
    }

    /// `#Predicate<Item> { $0.done }` is its closure; `#colorLiteral(…)` a colour; `#file`, `#line`,
    /// `#function` what they say (`#function` as a default argument names the calling function, as
    /// in Swift; `#file` and `#line` there name the default's own place); other macros are opaque.
    private func macro(_ e: MacroExpansionExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        switch e.macroName.text {
        case "Predicate", "Expression":
            if let closure = e.trailingClosure { return .closure(Closure(syntax: closure, scope: cx.scope)) }
        case "colorLiteral":
            return .color(Color(SourceText.compact(e)), position: position(e), label: SourceText.compact(e))
        case "file", "filePath", "fileID": return .string(files.path(of: e))
        case "line": return .int(position(e).line)
        case "column": return .int(position(e).column)
        // In a function, its name and labels; elsewhere (a property's getter) not known here.
        case "function":
            guard let function = cx.function else { break }
            return .string(Self.swiftName(of: function))
        default: break
        }
        return .opaque(OpaqueValue(expression: SourceText.compact(e), type: nil, node: Syntax(e)))
    }

    /// `content #if os(iOS) .bar() #endif`: the modifiers of the clause the compiler keeps,
    /// applied to the expression before it.
    private func postfixIfConfig(_ e: PostfixIfConfigExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        guard let base = e.base else { throw error(e, "`#if` must follow an expression here") }
        let receiver = try evaluate(base, cx, expecting: expecting)
        guard let kept = index.activePostfix(e.config) else { return receiver }
        return try applyPostfix(kept, to: receiver, cx, expecting)
    }

    /// Evaluates a postfix chain written without its base (`.bar().baz(1)`) on `receiver`.
    private func applyPostfix(_ chain: ExprSyntax, to receiver: Value, _ cx: Context, _ expecting: Expectation) throws -> Value {
        if let call = chain.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let inner = try member.base.map { try applyPostfix($0, to: receiver, cx, expecting) } ?? receiver
            return try method(member.declName.baseName.text, on: inner, call: call, member: member, cx, expecting: expecting)
        }
        if let member = chain.as(MemberAccessExprSyntax.self) {
            let inner = try member.base.map { try applyPostfix($0, to: receiver, cx, expecting) } ?? receiver
            return try self.member(of: inner, member.declName.baseName.text, at: member.declName, cx)
        }
        if let nested = chain.as(PostfixIfConfigExprSyntax.self) {
            let inner = try nested.base.map { try applyPostfix($0, to: receiver, cx, expecting) } ?? receiver
            return try index.activePostfix(nested.config).map { try applyPostfix($0, to: inner, cx, expecting) } ?? inner
        }
        throw error(chain, "unsupported expression in a `#if` of a modifier chain")
    }

    // MARK: Literals

    /// A string literal; an interpolation of an opaque value makes the string opaque, with the
    /// value's expression standing in for it (`"\(store.count) steps"` reads "store.count steps").
    /// `escapingMarkdown`: the interpolated values escaped for `InlineMarkdown` (a `Text`'s literal).
    func string(_ e: StringLiteralExprSyntax, _ cx: Context, escapingMarkdown: Bool = false) throws -> Value {
        if let plain = facts.value(of: e) { return .string(plain) }
        guard let parts = facts.parts(of: e, stringParts) else { throw error(e, "unsupported string literal") }
        return try string(e, parts: parts, cx, escapingMarkdown: escapingMarkdown)
    }

    /// A string literal's parts, read once: its text between interpolations unescaped, and its
    /// interpolations' first expressions compiled. nil for a literal swift-syntax cannot read.
    func stringParts(_ e: StringLiteralExprSyntax) -> [StringPart]? {
        guard let kind = e.stringLiteralKind else { return nil }
        return e.segments.map { segment in
            switch segment {
            case .stringSegment(let s):
                var text = ""
                s.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: e.delimiterLength, to: &text)
                return .text(text)
            case .expressionSegment(let s):
                return .interpolation(s, s.expressions.first.flatMap { $0.label == nil ? compiled.expression($0.expression) : nil })
            }
        }
    }

    /// A string literal with interpolations, from its parts (`stringParts`).
    func string(_ e: StringLiteralExprSyntax, parts: [StringPart], _ cx: Context, escapingMarkdown: Bool = false) throws -> Value {
        let inserted: (String) -> String = escapingMarkdown ? InlineMarkdown.escaped : { $0 }
        var result = ""
        var isOpaque = false
        /// The first opaque part as written (`deviceName` in `"Shown on \(deviceName)"`), and why it is opaque.
        var opaquePart: String?
        var origin: OpaqueValue.Origin = .outside
        for part in parts {
            switch part {
            case .text(let text):
                result += text
            case .interpolation(let s, let compiledFirst):
                guard let compiledFirst, let first = s.expressions.first else {
                    // `"\(label: x)"`: an interpolation method the app or a framework declares.
                    result += inserted(SourceText.compact(s.expressions))
                    isOpaque = true
                    continue
                }
                let value = try evaluate(compiledFirst, cx, expecting: .any)
                if let o = value.opaque {
                    result += inserted(o.text ?? o.expression)
                    if opaquePart == nil { origin = o.origin }
                    isOpaque = true
                    opaquePart = opaquePart ?? SourceText.compact(first.expression)
                    continue
                }
                // `Text("\(price, specifier: "%.2f")")`: SwiftUI's LocalizedStringKey interpolation.
                if s.expressions.count == 2, let spec = s.expressions.last, spec.label?.text == "specifier" {
                    guard case .string(let format) = try evaluate(spec.expression, cx, expecting: .string) else {
                        throw error(spec.expression, "a specifier is a format string such as \"%.2f\"")
                    }
                    result += inserted(try formatted(format, [value], at: spec.expression))
                } else if s.expressions.count == 2, let f = s.expressions.last, f.label?.text == "format" {
                    result += inserted(try formatStyle(value, f.expression, cx))
                } else if s.expressions.count == 1 {
                    result += inserted(describe(value, at: s))
                } else {
                    result += inserted(SourceText.compact(s.expressions))
                    isOpaque = true
                }
            }
        }
        if isOpaque {
            var o = OpaqueValue(expression: opaquePart ?? SourceText.compact(e), type: "String", node: Syntax(e), text: result, origin: origin)
            o.textIsMarkdown = escapingMarkdown
            return .opaque(o)
        }
        return .string(result)
    }

    /// `"\(x)"` as Swift writes it.
    func describe(_ v: Value, at node: some SyntaxProtocol) -> String {
        switch v {
        case .int(let i): return String(i)
        case .double(let d): return "\(d)"
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s
        case .nilValue: return "nil"
        case .instance(let m) where m.caseName != nil && !m.associated.isEmpty:
            return m.caseName! + "(" + m.associated.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value, at: node) }.joined(separator: ", ") + ")"
        case .instance(let m): return m.raw.map { describe($0, at: node) } ?? m.caseName ?? m.type.name
        case .tuple(let elements): return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value, at: node) }.joined(separator: ", ") + ")"
        case .array(let items): return "[" + items.map { describe($0, at: node) }.joined(separator: ", ") + "]"
        case .symbol(let s): return s.name
        case .opaque(let o): return o.text ?? o.expression
        case .text(let t): return t.content
        default: return v.typeName
        }
    }

    // MARK: Concrete values

    /// A Bool an `if`, `guard`, `&&` or ternary needs; an opaque one is false (`Substitution`).
    func bool(_ expr: ExprSyntax, _ cx: Context) throws -> Bool {
        try condition(evaluate(expr, cx, expecting: .bool), at: expr)
    }

    /// The Bool a condition's value is (an opaque one by the substitution rules).
    func condition(_ value: Value, at expr: ExprSyntax) throws -> Bool {
        switch value {
        case .bool(let b): return b
        case .opaque(let o): return substituteBool(o, at: expr)
        case let other: throw error(expr, "expected a Bool condition, found \(other.typeName)")
        }
    }

    func number(_ expr: ExprSyntax, _ cx: Context, finite: Bool = false) throws -> Double {
        let v = try evaluate(expr, cx, expecting: .floating)
        guard let n = try layoutNumber(v, at: expr, finite: finite) else { throw error(expr, "expected a number, found \(v.typeName)") }
        return n
    }

    /// A number on its way to layout, or nil when `v` is not a number. NaN never gets
    /// there: SwiftUI's layout of NaN is undefined (it logs "Invalid frame dimension
    /// (negative or non-finite)" and lays out NaN geometry), so the scene is rejected where
    /// the NaN is written. `finite` also rejects infinities, for lengths that SwiftUI only
    /// defines when finite (spacing, padding, offsets, ratios). An opaque value is 0. Such a
    /// number stands in as an opaque value too (`Recovery`): the modifier keeps its place, given
    /// 0 for it, unless the recording is strict.
    func layoutNumber(_ v: Value, at expr: some SyntaxProtocol, finite: Bool = false) throws -> Double? {
        if let o = v.opaque { return substituteNumber(o, at: expr) }
        guard let n = v.number else { return nil }
        var failure: SceneError?
        if n.isNaN {
            failure = error(expr, "'\(SourceText.compact(expr))' is not a number (NaN): SwiftUI's layout with NaN is undefined")
        } else if finite && n.isInfinite {
            failure = error(expr, "'\(SourceText.compact(expr))' is infinite: this length must be finite")
        }
        guard let failure else { return n }
        guard recovers(failure) else { throw failure }
        reportRecovery(failure, "layout uses \(TraceFormat.number(Substitution.number)) for it")
        return Substitution.number
    }

    func int(_ expr: ExprSyntax, _ cx: Context) throws -> Int {
        try integer(evaluate(expr, cx, expecting: .int), at: expr)
    }

    /// The Int a value is (an opaque one by the substitution rules).
    /// `expr` is read only for an opaque value or an error. Inlined: an array's element is
    /// read through here at every subscript.
    @inline(__always)
    func integer(_ value: Value, at expr: @autoclosure () -> ExprSyntax) throws -> Int {
        switch value {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: return Int(d)
        case .opaque(let o): return Int(substituteNumber(o, at: expr()))
        case let other: throw error(expr(), "expected an Int, found \(other.typeName)")
        }
    }

    /// A string a view shows; an opaque one is its expression as written (`Substitution`).
    func stringValue(_ v: Value, at expr: some SyntaxProtocol) -> String? {
        switch v {
        case .string(let s): return s
        case .opaque(let o): return substituteString(o, at: expr)
        default: return nil
        }
    }

    // MARK: Collections

    /// `profile[flavor: .sweet]`: a subscript the instance's type declares, its getter run with
    /// the arguments bound.
    private func instanceSubscript(_ instance: Instance, _ e: SubscriptCallExprSyntax, _ cx: Context) throws -> Value {
        let written = e.arguments.map { $0.label?.text }
        for type in lineage(instance.type) {
            for s in type.members.subscripts {
                let parameters = Array(s.parameterClause.parameters)
                // A subscript's parameter has no label unless it names one (`subscript(flavor flavor:)`).
                let labels = parameters.map { p -> String? in p.secondName == nil || p.firstName.text == "_" ? nil : p.firstName.text }
                guard labels == written else { continue }
                let scope = Scope(parent: Scope(parent: globals, instance: instance))
                for (p, arg) in zip(parameters, e.arguments) {
                    scope.bind((p.secondName ?? p.firstName).identifierName, try evaluate(arg.expression, cx, declaredType: p.type.trimmedText))
                }
                var statements: CodeBlockItemListSyntax?
                switch s.accessorBlock?.accessors {
                case .getter(let items)?: statements = items
                case .accessors(let list)?: statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                case nil: break
                }
                guard let statements else { throw error(s, "this subscript has no getter") }
                return try reaching(s, "\(type.name)[…]", cx) { inner in try value(of: statements, inner.with(scope), at: s) }
            }
        }
        if inheritsFromOutside(instance.type) { return .opaque(OpaqueValue(expression: SourceText.compact(e), type: nil, node: Syntax(e))) }
        throw error(e, "'\(instance.type.name)' has no subscript taking these arguments")
    }

    private func array(_ e: ArrayExprSyntax, _ cx: Context, _ expecting: Expectation) throws -> Value {
        switch expecting {
        case .edgeSet:
            return .edgeSet(try setLiteral(e, cx, .edgeSet, "an Edge.Set member") { if case .edgeSet(let s) = $0 { return s }; return nil })
        case .axisSet:
            return .axisSet(try setLiteral(e, cx, .axisSet, "an Axis.Set member") { if case .axisSet(let s) = $0 { return s }; return nil })
        case .elements(let element):
            return .array(try e.elements.map { try evaluate($0.expression, cx, expecting: element) })
        default:
            return .array(try e.elements.map { try evaluate($0.expression, cx, expecting: .any) })
        }
    }

    /// `[.top, .leading]`: the union of the members.
    private func setLiteral<S: SetAlgebra>(
        _ e: ArrayExprSyntax, _ cx: Context, _ expectation: Expectation, _ what: String, _ extract: (Value) -> S?
    ) throws -> S {
        var set = S()
        for element in e.elements {
            guard let member = extract(try evaluate(element.expression, cx, expecting: expectation)) else {
                throw error(element, "expected \(what)")
            }
            set.formUnion(member)
        }
        return set
    }

    /// `x!` of a nil value.
    func unwrappedNil(_ e: ForceUnwrapExprSyntax) -> SceneError {
        error(e, "unexpectedly found nil while unwrapping '\(SourceText.compact(e.expression))'")
    }

    /// `items[i]`, `items[1..<3]`: an element, or a slice as an array.
    /// `written` is read only for an error.
    func element(of items: [Value], at index: Value, written arg: @autoclosure () -> LabeledExprSyntax) throws -> Value {
        if case .range(let lower, let upper) = index {
            guard lower >= 0, upper <= items.count else { throw error(arg(), "range \(lower)..<\(upper) is out of range (0..<\(items.count))") }
            return .array(Array(items[lower..<upper]))
        }
        let i = try integer(index, at: arg().expression)
        guard items.indices.contains(i) else { throw error(arg(), "index \(i) is out of range (0..<\(items.count))") }
        return items[i]
    }

    /// `d[.top]`, `d[explicit: .firstTextBaseline]`, `items[2]`, `scores["tea"]`, of a base
    /// already evaluated (`CompiledCode` evaluates it first).
    func subscripted(_ base: Value, _ e: SubscriptCallExprSyntax, _ cx: Context) throws -> Value {
        if case .opaque(let o) = base { return .opaque(o.derived(e)) }
        // `observation[keyPath: path]`: a key path written here, or one a value holds (an opaque
        // value whose expression is the key path).
        if e.arguments.count == 1, let arg = e.arguments.first, arg.label?.text == "keyPath" {
            if let literal = arg.expression.as(KeyPathExprSyntax.self) { return try keyPath(literal, of: base, cx) }
            if case .opaque(let o) = try evaluate(arg.expression, cx, expecting: .any), let held = o.keyPath {
                return try keyPath(held, of: base, cx)
            }
        }
        if case .dictionary(let pairs) = base { return try dictionarySubscript(pairs, e, cx) }
        if case .native(let n) = base {
            if let v = try n.subscripted(e, self, cx) { return v }
            throw error(e, "\(base.typeName) cannot be subscripted this way")
        }
        if case .instance(let instance) = base { return try instanceSubscript(instance, e, cx) }
        guard e.arguments.count == 1, let arg = e.arguments.first else { throw error(e, "unsupported subscript") }
        switch base {
        case .dimensions(let d):
            let guide = try evaluate(arg.expression, cx, expecting: .guide)
            let explicit = arg.label?.text == "explicit"
            switch guide {
            case .horizontal(let h): return explicit ? d[explicit: h].map { .double($0) } ?? .nilValue : .double(d[h])
            case .vertical(let v): return explicit ? d[explicit: v].map { .double($0) } ?? .nilValue : .double(d[v])
            default: throw error(arg, "expected an alignment guide, found \(guide.typeName)")
            }
        case .array(let items):
            return try element(of: items, at: try evaluate(arg.expression, cx, expecting: .int), written: arg)
        case .string(let s):
            let i = try int(arg.expression, cx)
            guard i >= 0, i < s.count else { throw error(arg, "index \(i) is out of range (0..<\(s.count))") }
            return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
        default:
            throw error(e, "\(base.typeName) cannot be subscripted")
        }
    }
}
