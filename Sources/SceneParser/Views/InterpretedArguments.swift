import Foundation
import LayoutEngine
import SwiftSyntax

/// A built-in view's or modifier's call in the scene, read by its descriptor
/// (`SceneView`, `SceneModifier`): each read evaluates one argument in the call's scope.
final class InterpretedArguments: SceneArguments {
    let interpreter: Interpreter
    let arguments: Arguments
    /// The context the call is evaluated in.
    let cx: Context
    let call: FunctionCallExprSyntax
    let written: String
    /// The labels the descriptor asked for, to suggest one for a misspelt argument.
    private var known: [String] = []
    /// Where each argument read was written (`""` for the unlabeled ones), for errors about it.
    private var read: [String: Syntax] = [:]

    init(_ interpreter: Interpreter, name: String, call: FunctionCallExprSyntax, _ cx: Context, written: String) {
        self.interpreter = interpreter
        arguments = interpreter.arguments(name, of: call)
        self.cx = cx
        self.call = call
        self.written = written
    }

    var isEmpty: Bool { arguments.isEmpty }

    func has(_ label: String) -> Bool {
        known.append(label)
        return arguments.labels.contains(label) || arguments.trailingLabels.contains(label)
    }

    private func take(_ label: String?) -> Arguments.Argument? {
        if let label { known.append(label) }
        guard let arg = label.map(arguments.take) ?? arguments.takeUnlabeled() else { return nil }
        read[label ?? ""] = Syntax(arg.expression)
        return arg
    }

    private func named(_ arg: Arguments.Argument) -> String { arg.label.map { "'\($0):'" } ?? "the argument" }

    private func numeric(_ label: String?, finite: Bool, nilAllowed: Bool = true) throws -> Double? {
        guard let arg = take(label) else { return nil }
        let v = try interpreter.evaluate(arg.expression, cx, expecting: .floating)
        if case .nilValue = v, nilAllowed { return nil }
        guard let n = try interpreter.layoutNumber(v, at: arg.expression, finite: finite) else {
            throw interpreter.error(arg.expression, "expected a number for \(named(arg)), found \(v.typeName)")
        }
        return n
    }

    func length(_ label: String?) throws -> CGFloat? { try numeric(label, finite: true).map { CGFloat($0) } }
    func dimension(_ label: String?) throws -> CGFloat? { try numeric(label, finite: false).map { CGFloat($0) } }
    func number(_ label: String?) throws -> Double? { try numeric(label, finite: false, nilAllowed: false) }
    func coordinate(_ label: String?) throws -> CGFloat? { try numeric(label, finite: true, nilAllowed: false).map { CGFloat($0) } }

    func int(_ label: String?) throws -> Int? {
        guard let arg = take(label) else { return nil }
        return try interpreter.int(arg.expression, cx)
    }

    func bool(_ label: String?) throws -> Bool? {
        guard let arg = take(label) else { return nil }
        // A flag a view reads may be a binding (`isExpanded: $open`, `.constant(true)`): its value.
        return try interpreter.bool(interpreter.unwrappingBinding(arg.expression), cx)
    }

    private func expect<T>(_ label: String?, _ expectation: Expectation, _ extract: (Value) -> T?) throws -> T? {
        guard let arg = take(label) else { return nil }
        return try interpreter.expect(arg, cx, expectation, extract)
    }

    func alignment(_ label: String?) throws -> Alignment? {
        try expect(label, .alignment) { if case .alignment(let a) = $0 { return a }; return nil }
    }

    func horizontalAlignment(_ label: String?) throws -> HorizontalAlignment? {
        try expect(label, .horizontal) { if case .horizontal(let h) = $0 { return h }; return nil }
    }

    func verticalAlignment(_ label: String?) throws -> VerticalAlignment? {
        try expect(label, .vertical) { if case .vertical(let v) = $0 { return v }; return nil }
    }

    func gridItems(_ label: String?) throws -> [GridItem]? {
        guard let arg = take(label) else { return nil }
        let v = try interpreter.evaluate(arg.expression, cx, expecting: .any)
        guard case .array(let elements) = v else { throw interpreter.error(arg.expression, "expected an array of GridItem, found \(v.typeName)") }
        return try elements.map { element in
            guard case .gridItem(let item) = element else { throw interpreter.error(arg.expression, "expected GridItems, found \(element.typeName)") }
            return item
        }
    }

    func unitPoint(_ label: String?) throws -> UnitPoint? {
        try expect(label, .unitPoint) { if case .unitPoint(let p) = $0 { return p }; return nil }
    }

    func axes(_ label: String?) throws -> Axis.Set? {
        try expect(label, .axisSet) { if case .axisSet(let a) = $0 { return a }; return nil }
    }

    func contentMode(_ label: String?) throws -> ContentMode? {
        try expect(label, .contentMode) { if case .contentMode(let m) = $0 { return m }; return nil }
    }

    func value(_ label: String?, _ kinds: [SceneValue.Kind]) throws -> SceneValue? {
        guard let arg = take(label) else { return nil }
        // `.horizontal`, `[.top, .leading]` and `Edge.Set.all` name edges (or a size, a point); a bare expression is a number.
        let e = arg.expression
        // `.rowSpacing` from `extension CGFloat { static let rowSpacing … }` is a number.
        let implicitName = e.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
        let isLength = implicitName.map { name in ["CGFloat", "Double", "Int", "Float"].contains { interpreter.index.outsideExtensions[$0]?.statics[name] != nil } } ?? false
        // `cond ? .trailing : .leading` names edges as its branches do.
        let ternaryNamed = e.as(TernaryExprSyntax.self).map { t in
            [t.thenExpression, t.elseExpression].allSatisfy { $0.as(MemberAccessExprSyntax.self)?.base == nil && $0.is(MemberAccessExprSyntax.self) }
        } ?? false
        let looksNamed = (implicitName != nil && !isLength) || ternaryNamed || e.is(ArrayExprSyntax.self) || e.trimmedText.hasPrefix("Edge.Set")
        let hint = kinds.first { $0 != .number }.flatMap { looksNamed || !kinds.contains(.number) ? $0 : nil } ?? .number
        let expectation: Expectation = [.number: .floating, .size: .size, .point: .point, .edges: .edgeSet, .insets: .insets][hint] ?? .floating
        let v = try interpreter.evaluate(e, cx, expecting: expectation)
        switch v {
        case .nilValue where kinds.contains(.none): return SceneValue.none
        case .size(let s) where kinds.contains(.size):
            try requireFinite([s.width, s.height], e)
            return .size(s)
        case .point(let p) where kinds.contains(.point):
            try requireFinite([p.x, p.y], e)
            return .point(p)
        case .edgeSet(let edges) where kinds.contains(.edges): return .edges(edges)
        case .insets(let insets) where kinds.contains(.insets): return .insets(insets)
        default:
            if kinds.contains(.number), let n = try interpreter.layoutNumber(v, at: e, finite: true) { return .number(CGFloat(n)) }
            let names = kinds.map { ["number": "a number", "size": "a CGSize", "point": "a CGPoint", "edges": "an Edge.Set", "insets": "EdgeInsets", "none": "nil"]["\($0)"]! }
            throw interpreter.error(e, "\(arguments.callee) takes \(names.joined(separator: " or ")) here, not \(v.typeName)")
        }
    }

    /// A point's or size's coordinates, on their way to layout: finite, as SwiftUI only defines them then.
    private func requireFinite(_ coordinates: [CGFloat], _ e: ExprSyntax) throws {
        if coordinates.contains(where: \.isNaN) {
            throw interpreter.error(e, "'\(SourceText.compact(e))' is not a number (NaN): SwiftUI's layout with NaN is undefined")
        }
        if coordinates.contains(where: \.isInfinite) {
            throw interpreter.error(e, "'\(SourceText.compact(e))' is infinite: this length must be finite")
        }
    }

    func guide(_ label: String?) throws -> SceneGuide? {
        guard let arg = take(label) else { return nil }
        switch try interpreter.evaluate(arg.expression, cx, expecting: .guide) {
        case .horizontal(let h): return .horizontal(h)
        case .vertical(let v): return .vertical(v)
        case let other: throw interpreter.error(arg.expression, "expected an alignment guide, found \(other.typeName)")
        }
    }

    private func closure(_ label: String?) -> ClosureExprSyntax? {
        if let label { known.append(label) }
        return arguments.takeClosure(label)
    }

    func dimensionsClosure(_ label: String?) throws -> (compute: (ViewDimensions) -> CGFloat, source: String)? {
        guard let syntax = closure(label) else { return nil }
        let (interpreter, cx) = (self.interpreter, self.cx)
        let closure = Closure(syntax: syntax, scope: cx.scope)
        // Checked now with empty dimensions, so mistakes are reported before layout.
        _ = try interpreter.callNumberClosure(closure, cx, arguments: [.dimensions(ViewDimensions(width: 0, height: 0))])
        let evaluate = interpreter.duringLayout { d in try interpreter.callNumberClosure(closure, cx, arguments: [.dimensions(d)]) }
        return ({ d in
            // A NaN or an error at another size must not reach layout.
            let value = (try? evaluate(d)) ?? 0
            return value.isNaN ? 0 : CGFloat(value)
        }, SourceText.compact(syntax))
    }

    func lengthClosure(_ label: String?) throws -> (compute: (CGFloat, Axis) -> CGFloat, source: String)? {
        guard let syntax = closure(label) else { return nil }
        let (interpreter, cx) = (self.interpreter, self.cx)
        let closure = Closure(syntax: syntax, scope: cx.scope)
        _ = try interpreter.callNumberClosure(closure, cx, arguments: [.double(100), .string("horizontal")])
        let evaluate = interpreter.duringLayout { (a: (CGFloat, Axis)) in
            try interpreter.callNumberClosure(closure, cx, arguments: [.double(a.0), .string(a.1.rawValue)])
        }
        return ({ length, axis in
            let value = (try? evaluate((length, axis))) ?? length
            return value.isNaN ? length : CGFloat(value)
        }, SourceText.compact(syntax))
    }

    func boundValue(_ label: String?) -> TraceValue? {
        guard let arg = take(label) else { return nil }
        return (try? interpreter.evaluate(interpreter.unwrappingBinding(arg.expression), cx, expecting: .any))?.traceValue
    }

    func isInside(_ context: SceneContextKind) -> Bool { cx.environment.isInside(context) }

    /// The context the view's content is evaluated in: inside the container the view opens, if any.
    private var contentContext: Context {
        var inner = cx
        if let opened = BuiltIns.view(named: arguments.callee)?.opens { inner.environment = inner.environment.opening(SceneContext(opened)) }
        return inner
    }

    func dataContent() throws -> [NodeSpec] {
        guard arguments.labels.first == .some(nil) else { return try content() }
        known.append(contentsOf: ["id", "content", "selection", "editActions"])
        _ = arguments.take("selection")
        let (list, notes) = try interpreter.collectingDiagnostics {
            try interpreter.forEach(arguments, call, contentContext, label: "ForEach (the \(arguments.callee)'s rows)")
        }
        var rows = list
        rows.diagnostics = notes
        return [rows]
    }

    func content(collecting kind: SceneContextKind, label: String) throws -> (views: [NodeSpec], settings: SceneSettings) {
        let collected = SceneContext(kind)
        var inner = contentContext
        inner.environment = inner.environment.opening(collected)
        let views = try content(in: inner, label: label)
        return (views, collected.settings)
    }

    func content() throws -> [NodeSpec] { try content(in: contentContext) }

    private func content(in context: Context, label: String = "content") throws -> [NodeSpec] {
        let inner = context
        known.append(label)
        guard let closure = arguments.takeClosure(label) else {
            // `Tab("Home", …, content: homeTab)`: a function that makes the content.
            if let given = arguments.take(label) {
                let function = try interpreter.evaluate(given.expression, cx, expecting: .any)
                return try interpreter.toViews(try interpreter.callValue(function, with: [], at: given.expression, inner), at: given.expression, inner)
            }
            throw interpreter.error(call, "\(arguments.callee) needs its content in a closure")
        }
        return try interpreter.callViewClosure(Closure(syntax: closure, scope: cx.scope, makesViews: true), inner, arguments: [])
    }

    func subviewsTransformed(_ label: String) throws -> [NodeSpec]? {
        known.append(label)
        guard let given = arguments.take(label) else { return nil }
        let views = try interpreter.toViews(try interpreter.evaluate(given.expression, cx, expecting: .view), at: given.expression, contentContext)
        func resolved(_ specs: [NodeSpec]) -> [NodeSpec] { specs.flatMap { $0.role == .transparent ? resolved($0.children) : [$0] } }
        guard let closure = arguments.takeClosure("transform") else { throw interpreter.error(call, "\(arguments.callee)(\(label):) needs a closure that makes views of the subviews") }
        let subviews = Value.array(resolved(views).map { .views([$0]) })
        return try interpreter.callViewClosure(Closure(syntax: closure, scope: cx.scope, makesViews: true), contentContext, arguments: [subviews])
    }

    func views(_ label: String?) throws -> [NodeSpec]? {
        if let views = try views(label, passing: []) { return views }
        guard let arg = label.flatMap({ arguments.take($0) }) ?? arguments.takeUnlabeled() else { return nil }
        // `.red`, `.red.opacity(0.3)`, `.background.secondary`: a shape style (SE-0287's chains).
        let implicit = Interpreter.startsImplicitly(arg.expression)
        return try interpreter.toViews(try interpreter.evaluate(arg.expression, cx, expecting: implicit ? .shapeStyle : .view), at: arg.node, cx)
    }

    func views(_ label: String?, passing values: [SceneClosureValue]) throws -> [NodeSpec]? {
        if let label { known.append(label) }
        guard let closure = arguments.takeClosure(label) else { return nil }
        return try interpreter.callViewClosure(Closure(syntax: closure, scope: cx.scope, makesViews: true), cx, arguments: values.map(interpreter.value(of:)))
    }

    func ignore(_ label: String?) throws { _ = take(label) }

    func memberNames(_ label: String?) throws -> [String]? {
        guard let arg = take(label) else { return nil }
        func name(_ e: ExprSyntax) throws -> String {
            guard let member = e.as(MemberAccessExprSyntax.self), member.base == nil else {
                throw interpreter.error(e, "expected a member such as '.date', found '\(e.trimmedText)'")
            }
            return member.declName.baseName.text
        }
        func names(_ e: ExprSyntax) throws -> [String] {
            if let ternary = e.as(TernaryExprSyntax.self) {
                return try names(try interpreter.bool(ternary.condition, cx) ? ternary.thenExpression : ternary.elseExpression)
            }
            if let array = e.as(ArrayExprSyntax.self) { return try array.elements.map { try name($0.expression) } }
            return [try name(e)]
        }
        return try names(arg.expression)
    }

    func warning(_ message: String) { interpreter.warn(call.calledExpression, .approximated, message) }

    func string(_ label: String?) throws -> String? {
        guard let arg = take(label) else { return nil }
        let value = try interpreter.evaluate(arg.expression, cx, expecting: .string)
        if case .text(let t) = value { return t.content }
        guard let s = interpreter.stringValue(value, at: arg.expression) else {
            throw interpreter.error(arg.expression, "expected a string, found \(value.typeName)")
        }
        return s
    }

    func displayed(_ label: String?) throws -> String? {
        guard let arg = take(label) else { return nil }
        switch try interpreter.evaluate(arg.expression, cx, expecting: .any) {
        case .string(let s): return s
        case .int(let n): return String(n)
        case .double(let d): return String(d)
        case .text(let t): return t.content
        case .opaque(let o): return interpreter.substituteString(o, at: arg.expression)
        case .nilValue: return nil
        case let other: throw interpreter.error(arg.expression, "expected a string, a number or a Text, found \(other.typeName)")
        }
    }

    func style<S: SceneStyle>(_ style: S.Type) -> S? {
        guard case .symbol(let set)? = cx.environment.value(S.modifier) else { return nil }
        return S(rawValue: set.name)
    }

    func source(_ label: String?) -> String? {
        (call.arguments.first { $0.label?.text == label }?.expression).map(SourceText.compact)
    }

    func ignoreClosure(_ label: String?) {
        if let label { known.append(label) }
        _ = arguments.takeClosure(label)
    }

    func error(_ message: String) -> Error { interpreter.error(call, message) }

    func error(_ message: String, at label: String?) -> Error {
        guard let node = read[label ?? ""] else { return error(message) }
        return interpreter.error(node, message)
    }

    /// Reports the first argument no read consumed.
    func finish() throws { try arguments.finish(interpreter, allowed: known) }
}
