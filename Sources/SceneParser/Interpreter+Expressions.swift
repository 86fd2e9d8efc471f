import Foundation
import LayoutEngine
@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// What an argument position expects, as Swift's type checker would: it
/// decides what an implicit member like `.center` or `.infinity` means and
/// whether `16/9` divides integers or CGFloats.
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
    case textAlignment
    case coordinateSpace
}

extension Interpreter {
    func evaluate(_ expr: ExprSyntax, _ scope: Scope, expecting: Expectation) throws -> Value {
        try nested(expr) { try evaluateUnguarded(expr, scope, expecting: expecting) }
    }

    private func evaluateUnguarded(_ expr: ExprSyntax, _ scope: Scope, expecting: Expectation) throws -> Value {
        if let e = expr.as(IntegerLiteralExprSyntax.self) {
            guard let v = e.representedLiteralValue else { throw error(e, "integer literal '\(e.literal.text)' is out of range") }
            return expecting == .floating ? .double(Double(v)) : .int(v)
        }
        if let e = expr.as(FloatLiteralExprSyntax.self) {
            guard let v = e.representedLiteralValue else { throw error(e, "invalid number '\(e.literal.text)'") }
            return .double(v)
        }
        if let e = expr.as(BooleanLiteralExprSyntax.self) { return .bool(e.literal.tokenKind == .keyword(.true)) }
        if let e = expr.as(ForceUnwrapExprSyntax.self) {
            let v = try evaluate(e.expression, scope, expecting: expecting)
            if v.isNil { throw error(e, "unexpectedly found nil while unwrapping '\(SourceText.compact(e.expression))'") }
            return v
        }
        if expr.is(NilLiteralExprSyntax.self) { return .nilValue }
        if let e = expr.as(StringLiteralExprSyntax.self) { return .string(try string(e, scope)) }
        if let e = expr.as(TupleExprSyntax.self) {
            if e.elements.count == 1, let only = e.elements.first, only.label == nil {
                return try evaluate(only.expression, scope, expecting: expecting)
            }
            return .tuple(try e.elements.map { TupleElement(label: $0.label?.text, value: try evaluate($0.expression, scope, expecting: .any)) })
        }
        if let e = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let list) = e.content else { return .dictionary([]) }
            return .dictionary(try list.map { (key: try evaluate($0.key, scope, expecting: .any), value: try evaluate($0.value, scope, expecting: .any)) })
        }
        if let e = expr.as(SwitchExprSyntax.self) {
            if expecting == .view { return .views(try switchViews(e, scope)) }
            return try branchValue(expr, scope, expecting: expecting)
        }
        if let e = expr.as(PrefixOperatorExprSyntax.self) { return try prefix(e, scope, expecting) }
        if let e = expr.as(InfixOperatorExprSyntax.self) { return try infix(e, scope, expecting) }
        if let e = expr.as(TernaryExprSyntax.self) {
            let condition = try bool(e.condition, scope)
            let then = try evaluate(e.thenExpression, scope, expecting: expecting)
            let otherwise = try evaluate(e.elseExpression, scope, expecting: expecting)
            return condition ? then : otherwise
        }
        if let e = expr.as(DeclReferenceExprSyntax.self) { return try identifier(e, scope, expecting) }
        if let e = expr.as(MemberAccessExprSyntax.self) { return try member(e, scope, expecting) }
        if let e = expr.as(FunctionCallExprSyntax.self) { return try call(e, scope, expecting) }
        if let e = expr.as(SubscriptCallExprSyntax.self) { return try subscriptCall(e, scope) }
        if let e = expr.as(ArrayExprSyntax.self) { return try array(e, scope, expecting) }
        if let e = expr.as(ClosureExprSyntax.self) { return .closure(e, scope) }
        if let e = expr.as(IfExprSyntax.self) {
            if expecting == .view { return .views(try ifViews(e, scope)) }
            return try branchValue(expr, scope, expecting: expecting)
        }
        if let e = expr.as(AsExprSyntax.self) { return try evaluate(e.expression, scope, expecting: expecting) }
        if let e = expr.as(ForceUnwrapExprSyntax.self) { return try evaluate(e.expression, scope, expecting: expecting) }
        if let e = expr.as(OptionalChainingExprSyntax.self) { return try evaluate(e.expression, scope, expecting: expecting) }
        if let e = expr.as(SequenceExprSyntax.self) {
            throw error(e, "unsupported operator in '\(SourceText.compact(e))'")
        }
        throw error(expr, "unsupported expression '\(SourceText.compact(expr))'")
    }

    // MARK: Literals

    func string(_ e: StringLiteralExprSyntax, _ scope: Scope) throws -> String {
        if let plain = e.representedLiteralValue { return plain }
        guard let kind = e.stringLiteralKind else { throw error(e, "unsupported string literal") }
        var result = ""
        for segment in e.segments {
            switch segment {
            case .stringSegment(let s):
                s.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: e.delimiterLength, to: &result)
            case .expressionSegment(let s):
                guard let first = s.expressions.first, first.label == nil else { throw error(s, "unsupported string interpolation") }
                let value = try evaluate(first.expression, scope, expecting: .any)
                // `Text("\(price, specifier: "%.2f")")`: SwiftUI's LocalizedStringKey interpolation.
                if s.expressions.count == 2, let spec = s.expressions.last, spec.label?.text == "specifier" {
                    guard case .string(let format) = try evaluate(spec.expression, scope, expecting: .string) else {
                        throw error(spec.expression, "a specifier is a format string such as \"%.2f\"")
                    }
                    result += try formatted(format, [value], at: spec.expression)
                } else if s.expressions.count == 2, let f = s.expressions.last, f.label?.text == "format" {
                    result += try formatStyle(value, f.expression, scope)
                } else {
                    guard s.expressions.count == 1 else { throw error(s, "unsupported string interpolation") }
                    result += describe(value, at: s)
                }
            }
        }
        return result
    }

    /// `"\(x)"` as Swift writes it.
    func describe(_ v: Value, at node: some SyntaxProtocol) -> String {
        switch v {
        case .int(let i): return String(i)
        case .double(let d): return "\(d)"
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return s
        case .nilValue: return "nil"
        case .model(let m) where m.caseName != nil && !m.associated.isEmpty:
            return m.caseName! + "(" + m.associated.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value, at: node) }.joined(separator: ", ") + ")"
        case .model(let m): return m.raw.map { describe($0, at: node) } ?? m.caseName ?? m.type.name
        case .tuple(let elements): return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value, at: node) }.joined(separator: ", ") + ")"
        case .array(let items): return "[" + items.map { describe($0, at: node) }.joined(separator: ", ") + "]"
        case .symbol(let s): return s.name
        default: return v.typeName
        }
    }

    func bool(_ expr: ExprSyntax, _ scope: Scope) throws -> Bool {
        guard case .bool(let b) = try evaluate(expr, scope, expecting: .bool) else {
            throw error(expr, "expected a Bool condition")
        }
        return b
    }

    func number(_ expr: ExprSyntax, _ scope: Scope, finite: Bool = false) throws -> Double {
        let v = try evaluate(expr, scope, expecting: .floating)
        guard let n = try layoutNumber(v, at: expr, finite: finite) else { throw error(expr, "expected a number, found \(v.typeName)") }
        return n
    }

    /// A number on its way to layout, or nil when `v` is not a number. NaN never gets
    /// there: SwiftUI's layout of NaN is undefined (it logs "Invalid frame dimension
    /// (negative or non-finite)" and lays out NaN geometry), so the scene is rejected where
    /// the NaN is written. `finite` also rejects infinities, for lengths that SwiftUI only
    /// defines when finite (spacing, padding, offsets, ratios).
    func layoutNumber(_ v: Value, at expr: some SyntaxProtocol, finite: Bool = false) throws -> Double? {
        guard let n = v.number else { return nil }
        if n.isNaN {
            throw error(expr, "'\(SourceText.compact(expr))' is not a number (NaN): SwiftUI's layout with NaN is undefined")
        }
        if finite && n.isInfinite {
            throw error(expr, "'\(SourceText.compact(expr))' is infinite: this length must be finite")
        }
        return n
    }

    func int(_ expr: ExprSyntax, _ scope: Scope) throws -> Int {
        switch try evaluate(expr, scope, expecting: .int) {
        case .int(let i): return i
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: return Int(d)
        case let other: throw error(expr, "expected an Int, found \(other.typeName)")
        }
    }

    // MARK: Operators

    private func prefix(_ e: PrefixOperatorExprSyntax, _ scope: Scope, _ expecting: Expectation) throws -> Value {
        let v = try evaluate(e.expression, scope, expecting: expecting)
        switch (e.operator.text, v) {
        case ("-", .int(let i)):
            guard i != Int.min else { throw error(e, "arithmetic overflow") }
            return .int(-i)
        case ("-", .double(let d)): return .double(-d)
        case ("+", .int), ("+", .double): return v
        case ("!", .bool(let b)): return .bool(!b)
        default: throw error(e, "operator '\(e.operator.text)' cannot be applied to \(v.typeName)")
        }
    }

    private func infix(_ e: InfixOperatorExprSyntax, _ scope: Scope, _ expecting: Expectation) throws -> Value {
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw error(e.operator, "unsupported operator '\(e.operator.trimmedDescription)'")
        }
        switch op {
        case "&&", "||":
            let l = try bool(e.leftOperand, scope)
            // Short-circuit as Swift does: `i == 0 || items[i - 1]…` must not read items[-1].
            if op == "&&" && !l { return .bool(false) }
            if op == "||" && l { return .bool(true) }
            let r = try bool(e.rightOperand, scope)
            return .bool(op == "&&" ? l && r : l || r)
        case "..<", "...":
            let lv = try evaluate(e.leftOperand, scope, expecting: .number), rv = try evaluate(e.rightOperand, scope, expecting: .number)
            if case .int = lv, case .int = rv {} else if let a = lv.number, let b = rv.number {
                guard a <= b else { throw error(e, "range \(a)\(op)\(b) has its upper bound below its lower bound") }
                return .doubleRange(a, b, closed: op == "...")
            }
            let l = try int(e.leftOperand, scope), r = try int(e.rightOperand, scope)
            guard l <= r else { throw error(e, "range \(l)\(op)\(r) has its upper bound below its lower bound") }
            let upper = op == "..." ? r.addingReportingOverflow(1) : (r, false)
            guard !upper.1 else { throw error(e, "range \(l)\(op)\(r) has more elements than Int can count") }
            return .range(l, upper.0)
        case "??":
            let l = try evaluate(e.leftOperand, scope, expecting: expecting)
            if case .nilValue = l { return try evaluate(e.rightOperand, scope, expecting: expecting) }
            return l
        default:
            break
        }
        let operandExpectation: Expectation = expecting == .floating ? .floating : (expecting == .string ? .string : .number)
        let l = try evaluate(e.leftOperand, scope, expecting: ["==", "!="].contains(op) ? .any : operandExpectation)
        // `colorScheme == .dark`: the implicit member is read as the left side's type.
        if case .symbol(let s) = l, let member = e.rightOperand.as(MemberAccessExprSyntax.self), member.base == nil {
            guard let right = EnvironmentSymbols.symbol(s.type, member.declName.baseName.text) else {
                throw error(member, "'.\(member.declName.baseName.text)' is not a \(s.type)" + NameSuggestions.hint(member.declName.baseName.text, among: EnvironmentSymbols.cases(of: s.type), prefix: "."))
            }
            return try applyOperator(op, l, .symbol(right), at: e, operatorNode: Syntax(e.operator))
        }
        // `message.sender == .me`: the implicit member is a case of the left side's enum.
        if case .model(let m) = l, m.type.isEnum, let member = e.rightOperand.as(MemberAccessExprSyntax.self), member.base == nil {
            return try applyOperator(op, l, try staticMember(of: m.type, member.declName.baseName.text, at: member.declName), at: e, operatorNode: Syntax(e.operator))
        }
        let r = try evaluate(e.rightOperand, scope, expecting: ["==", "!="].contains(op) ? .any : operandExpectation)
        return try applyOperator(op, l, r, at: e, operatorNode: Syntax(e.operator))
    }

    /// A binary operator on two values: arithmetic, comparison, string concatenation, equality.
    func applyOperator(_ op: String, _ l: Value, _ r: Value, at e: some SyntaxProtocol, operatorNode: Syntax? = nil) throws -> Value {
        switch (l, r) {
        case (.array(let a), .array(let b)) where op == "+":
            return .array(a + b)
        case (.symbol(let a), .symbol(let b)) where a.type == b.type:
            return try comparison(op, a.order, b.order, at: e)
        case (.string(let a), .string(let b)):
            switch op {
            case "+": return .string(a + b)
            case "==", "!=", "<", "<=", ">", ">=": return try comparison(op, a, b, at: e)
            default: break
            }
        case (.bool(let a), .bool(let b)) where op == "==" || op == "!=":
            return .bool(op == "==" ? a == b : a != b)
        case (.model(let a), .model(let b)) where op == "==" || op == "!=":
            return .bool(a.equals(b) == (op == "=="))
        case (.model, .nilValue), (.nilValue, .model), (.nilValue, .nilValue) where op == "==" || op == "!=":
            return .bool((l.isNil && r.isNil) == (op == "=="))
        case (_, .nilValue), (.nilValue, _) where op == "==" || op == "!=":
            return .bool((l.isNil && r.isNil) == (op == "=="))
        case (.int(let a), .int(let b)):
            return try intOperation(op, a, b, at: e)
        default:
            if let a = l.number, let b = r.number { return try doubleOperation(op, a, b, at: e) }
        }
        throw error(operatorNode ?? Syntax(e), "operator '\(op)' cannot combine \(l.typeName) and \(r.typeName)")
    }

    private func intOperation(_ op: String, _ a: Int, _ b: Int, at e: some SyntaxProtocol) throws -> Value {
        func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Value {
            guard !r.overflow else { throw error(e, "arithmetic overflow") }
            return .int(r.partialValue)
        }
        switch op {
        case "+": return try checked(a.addingReportingOverflow(b))
        case "-": return try checked(a.subtractingReportingOverflow(b))
        case "*": return try checked(a.multipliedReportingOverflow(by: b))
        case "/", "%":
            guard b != 0 else { throw error(e, "division by zero") }
            return try checked(op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
        default: return try comparison(op, a, b, at: e)
        }
    }

    private func doubleOperation(_ op: String, _ a: Double, _ b: Double, at e: some SyntaxProtocol) throws -> Value {
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "%": return .double(a.truncatingRemainder(dividingBy: b))
        default: return try comparison(op, a, b, at: e)
        }
    }

    /// `<`, `<=`, `>`, `>=`, `==`, `!=` on two numbers of one type.
    private func comparison<T: Comparable>(_ op: String, _ a: T, _ b: T, at e: some SyntaxProtocol) throws -> Value {
        switch op {
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        default: throw error(e, "unsupported operator '\(op)'")
        }
    }

    // MARK: Names

    private func identifier(_ e: DeclReferenceExprSyntax, _ scope: Scope, _ expecting: Expectation) throws -> Value {
        let name = e.baseName.text
        if let v = scope.lookup(name) { return v }
        // `$value`: a binding to a property, which the interpreter reads as the value.
        if name.hasPrefix("$"), let v = scope.lookup(String(name.dropFirst())) { return v }
        // Inside a model's computed property or method, its other members need no `self.`.
        if case .model(let m)? = scope.lookup("self"), m.type.computed[name] != nil || (name == "rawValue" && m.raw != nil) {
            return try modelMember(m, name, at: e)
        }
        // The view being expanded, or one around it: a closure given to a custom container still
        // reads the computed properties of the view that wrote it.
        if let (definition, instance) = expanding.last(where: { $0.definition.computed[name] != nil }), let getter = definition.computed[name] {
            return try computedProperty(getter, in: instance, isView: !definition.computedValues.contains(name), at: e)
        }
        if views[name] != nil {
            throw error(e, "'\(name)' is a view type; create it with '\(name)()'")
        }
        let known = scope.names + (expanding.last.map { Array($0.definition.computed.keys) } ?? [])
        throw error(e, "cannot find '\(name)' in scope" + NameSuggestions.hint(name, among: known) + skippedHint(name))
    }

    /// A view's computed property (other than `body`): a view builder, or a value when its type says so.
    func computedProperty(_ accessor: AccessorBlockSyntax, in scope: Scope, isView: Bool, at node: some SyntaxProtocol) throws -> Value {
        guard let statements = getterStatements(accessor) else { throw error(accessor, "unsupported property accessor") }
        if !isView { return try value(of: statements, Scope(parent: scope), at: accessor) }
        return .views(try viewBuilder(statements, scope))
    }

    private func member(_ e: MemberAccessExprSyntax, _ scope: Scope, _ expecting: Expectation) throws -> Value {
        let name = e.declName.baseName.text
        guard let base = e.base else { return try implicitMember(name, at: e, expecting: expecting) }
        if let typeName = typeName(base), let v = try staticMember(typeName, name, at: e) { return v }
        if let v = try builtInStaticView(e, scope) { return v }
        if let ref = base.as(DeclReferenceExprSyntax.self), ref.baseName.text == "self", let (definition, instance) = expanding.last {
            if let v = instance.lookup(name) { return v }
            if let getter = definition.computed[name] { return try computedProperty(getter, in: instance, isView: !definition.computedValues.contains(name), at: e) }
        }
        if let chain = base.as(OptionalChainingExprSyntax.self) {
            let v = try evaluate(chain.expression, scope, expecting: .any)
            return v.isNil ? .nilValue : try valueMember(v, name, at: e)
        }
        if let ref = base.as(DeclReferenceExprSyntax.self), let type = models[ref.baseName.text], scope.lookup(ref.baseName.text) == nil {
            return try staticMember(of: type, name, at: e.declName)
        }
        let baseExpectation: Expectation = (expecting == .color && name == "gradient") ? .color : .any
        return try valueMember(try evaluate(base, scope, expecting: baseExpectation), name, at: e)
    }

    /// The written type name when an expression names a type (`Color`, `Edge.Set`), else nil.
    func typeName(_ expr: ExprSyntax) -> String? {
        let text: String
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            text = reference.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            text = base.baseName.text + "." + member.declName.baseName.text
        } else {
            return nil
        }
        return Self.typeNames.contains(text) ? text : nil
    }

    static let typeNames: Set<String> = [
        "Color", "CGFloat", "Double", "Float", "Int", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Font",
        "Font.Weight", "Edge.Set", "Edge", "Axis.Set", "Axis", "UnitPoint", "ContentMode", "Angle", "CGSize", "CGPoint",
        "TextAlignment", "EdgeInsets", "CoordinateSpace",
    ]

    private func staticMember(_ type: String, _ name: String, at node: MemberAccessExprSyntax) throws -> Value? {
        if let v = try extensionStatic(name, types: [type]) { return v }
        let expectation: Expectation
        switch type {
        case "Color": expectation = .color
        case "Int":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            default: expectation = .int
            }
        case "CGFloat", "Double", "Float":
            switch name {
            case "nan": return .double(.nan)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            default: expectation = .floating
            }
        case "Alignment": expectation = .alignment
        case "HorizontalAlignment": expectation = .horizontal
        case "VerticalAlignment": expectation = .vertical
        case "Font": expectation = .font
        case "Font.Weight": expectation = .fontWeight
        case "Edge.Set": expectation = .edgeSet
        case "Axis.Set": expectation = .axisSet
        case "UnitPoint": expectation = .unitPoint
        case "ContentMode": expectation = .contentMode
        case "Angle": expectation = .angle
        case "CGSize": expectation = .size
        case "CGPoint": expectation = .point
        case "TextAlignment": expectation = .textAlignment
        case "CoordinateSpace": expectation = .coordinateSpace
        default: return nil
        }
        return try implicitMember(name, at: node, expecting: expectation, typeName: type)
    }

    /// `.center`, `.infinity`, `.blue`…: what the name means for the expected type.
    func implicitMember(_ name: String, at node: some SyntaxProtocol, expecting: Expectation, typeName: String? = nil) throws -> Value {
        let found: Value?
        let candidates: [String]
        switch expecting {
        case .number, .floating, .int, .any where name == "infinity":
            switch name {
            case "infinity": found = .double(.infinity)
            case "zero": found = expecting == .int ? .int(0) : .double(0)
            case "pi": found = .double(.pi)
            case "nan" where expecting != .int: found = .double(.nan)
            default: found = nil
            }
            candidates = ["infinity", "zero", "pi", "nan"]
        case .color, .view:
            if Color.named[name] == nil, Self.shapeStyles.contains(name) {
                // A material or hierarchical style fills its frame as a colour does.
                found = .color(Color(name), position: position(node), label: ".\(name)")
            } else if let c = Color.named[name] {
                let label = "Color.\(name)"
                found = .color(c, position: position(node), label: label)
                if expecting == .view, typeName == nil {
                    throw error(node, "'.\(name)' is not a view here; write 'Color.\(name)'")
                }
            } else {
                found = nil
            }
            candidates = Array(Color.named.keys)
        case .font:
            found = Font.textStyles[name].map { .font($0) }
            candidates = Array(Font.textStyles.keys)
        case .fontWeight:
            found = Font.Weight.all.first { $0.name == name }.map { .fontWeight($0) }
            candidates = Font.Weight.all.map(\.name)
        case .alignment:
            found = (Self.alignments[name] ?? customAlignments[name]).map { .alignment($0) }
            candidates = Array(Self.alignments.keys) + Array(customAlignments.keys)
        case .horizontal:
            found = (Self.horizontalAlignments[name] ?? customHorizontal[name]).map { .horizontal($0) }
            candidates = Array(Self.horizontalAlignments.keys) + Array(customHorizontal.keys)
        case .vertical:
            found = (Self.verticalAlignments[name] ?? customVertical[name]).map { .vertical($0) }
            candidates = Array(Self.verticalAlignments.keys) + Array(customVertical.keys)
        case .guide:
            if name == "center" {
                throw error(node, "'.center' is ambiguous here; write HorizontalAlignment.center or VerticalAlignment.center")
            }
            found = (Self.horizontalAlignments[name] ?? customHorizontal[name]).map { .horizontal($0) }
                ?? (Self.verticalAlignments[name] ?? customVertical[name]).map { .vertical($0) }
            candidates = Array(Self.horizontalAlignments.keys) + Array(Self.verticalAlignments.keys) + Array(customHorizontal.keys)
                + Array(customVertical.keys)
        case .unitPoint:
            found = Self.unitPoints[name].map { .unitPoint($0) }
            candidates = Array(Self.unitPoints.keys)
        case .edgeSet:
            found = Self.edgeSets[name].map { .edgeSet($0) }
            candidates = Array(Self.edgeSets.keys)
        case .axisSet:
            found = name == "horizontal" ? .axisSet(.horizontal) : name == "vertical" ? .axisSet(.vertical) : nil
            candidates = ["horizontal", "vertical"]
        case .contentMode:
            found = ContentMode(rawValue: name).map { .contentMode($0) }
            candidates = ["fit", "fill"]
        case .size:
            found = name == "zero" ? .size(.zero) : nil
            candidates = ["zero"]
        case .point:
            found = name == "zero" ? .point(.zero) : nil
            candidates = ["zero"]
        case .insets:
            found = nil
            candidates = []
        case .textAlignment:
            found = TextAlignment(rawValue: name).map { .textAlignment($0) }
            candidates = ["leading", "center", "trailing"]
        case .coordinateSpace:
            found = name == "local" ? .string("local") : name == "global" ? .string("global") : nil
            candidates = ["local", "global"]
        default:
            found = nil
            candidates = []
        }
        if let found { return found }
        if let v = try extensionStatic(name, types: typeName.map { [$0] } ?? Self.extendedTypes(for: expecting)) { return v }
        if typeName == nil, let v = enumCase(named: name) { return v }
        if expecting == .color, typeName == nil, acceptsUnknownStyles {
            // A style the app declares elsewhere (`extension ShapeStyle where Self == Color { static var brandInk … }`).
            warn(node, "'.\(name)' is not a colour or shape style the scene declares; it is drawn as a placeholder (a colour cannot change layout)")
            return .color(Color(name), position: position(node), label: ".\(name)")
        }
        let written = typeName.map { "\($0).\(name)" } ?? ".\(name)"
        if candidates.isEmpty {
            throw error(node, "cannot tell what '\(written)' means here")
        }
        throw error(node, "'\(written)' is not \(Self.expectationName(expecting))" + NameSuggestions.hint(name, among: candidates, prefix: "."))
    }

    static func expectationName(_ e: Expectation) -> String {
        switch e {
        case .number, .floating, .int: return "a number"
        case .color: return "a colour"
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
        default: return "a value here"
        }
    }

    /// Shape styles other than colours: materials and the hierarchical and semantic styles.
    static let shapeStyles: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        "tertiary", "quaternary", "quinary", "tint", "foreground", "background", "separator",
    ]

    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom, "topLeading": .topLeading,
        "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": .centerFirstTextBaseline, "centerLastTextBaseline": .centerLastTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
        "trailingFirstTextBaseline": .trailingFirstTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]
    static let horizontalAlignments: [String: HorizontalAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
    static let verticalAlignments: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]
    static let unitPoints: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
    static let edgeSets: [String: Edge.Set] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "horizontal": .horizontal,
        "vertical": .vertical, "all": .all,
    ]

    /// `proxy.size`, `size.width`, `d.height`, `color.gradient`…
    private func valueMember(_ base: Value, _ name: String, at node: MemberAccessExprSyntax) throws -> Value {
        try member(of: base, name, at: node.declName)
    }

    /// A member of a value: `proxy.size`, `item.name`, `pair.0`, `scores.keys`…
    func member(of base: Value, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let v = collectionMember(base, name) { return v }
        switch (base, name) {
        case (.model(let m), _): return try modelMember(m, name, at: node)
        case (.proxy(let p), "size"): return .size(p.size)
        case (.proxy, "safeAreaInsets"): return .insets(EdgeInsets())
        case (.size(let s), "width"): return .double(s.width)
        case (.size(let s), "height"): return .double(s.height)
        case (.point(let p), "x"): return .double(p.x)
        case (.point(let p), "y"): return .double(p.y)
        case (.insets(let i), "top"): return .double(i.top)
        case (.insets(let i), "leading"): return .double(i.leading)
        case (.insets(let i), "bottom"): return .double(i.bottom)
        case (.insets(let i), "trailing"): return .double(i.trailing)
        case (.rect(let r), _):
            let parts: [String: CGFloat] = [
                "width": r.width, "height": r.height, "minX": r.minX, "midX": r.midX, "maxX": r.maxX, "minY": r.minY,
                "midY": r.midY, "maxY": r.maxY,
            ]
            if let v = parts[name] { return .double(v) }
            if name == "size" { return .size(r.size) }
            if name == "origin" { return .point(r.origin) }
        case (.dimensions(let d), "width"): return .double(d.width)
        case (.dimensions(let d), "height"): return .double(d.height)
        case (.color, "gradient"): return base
        default: break
        }
        throw error(node, "\(base.typeName) has no member '\(name)'")
    }

    /// `d[.top]`, `d[explicit: .firstTextBaseline]`, `items[2]`.
    private func subscriptCall(_ e: SubscriptCallExprSyntax, _ scope: Scope) throws -> Value {
        let base = try evaluate(e.calledExpression, scope, expecting: .any)
        if case .dictionary(let pairs) = base { return try dictionarySubscript(pairs, e, scope) }
        guard e.arguments.count == 1, let arg = e.arguments.first else { throw error(e, "unsupported subscript") }
        switch base {
        case .dimensions(let d):
            let guide = try evaluate(arg.expression, scope, expecting: .guide)
            let explicit = arg.label?.text == "explicit"
            switch guide {
            case .horizontal(let h): return explicit ? d[explicit: h].map { .double($0) } ?? .nilValue : .double(d[h])
            case .vertical(let v): return explicit ? d[explicit: v].map { .double($0) } ?? .nilValue : .double(d[v])
            default: throw error(arg, "expected an alignment guide, found \(guide.typeName)")
            }
        case .array(let items):
            let i = try int(arg.expression, scope)
            guard items.indices.contains(i) else { throw error(arg, "index \(i) is out of range (0..<\(items.count))") }
            return items[i]
        case .dictionary(let pairs):
            return try dictionarySubscript(pairs, e, scope)
        default:
            throw error(e, "\(base.typeName) cannot be subscripted")
        }
    }

    private func array(_ e: ArrayExprSyntax, _ scope: Scope, _ expecting: Expectation) throws -> Value {
        switch expecting {
        case .edgeSet:
            return .edgeSet(try setLiteral(e, scope, .edgeSet, "an Edge.Set member") { if case .edgeSet(let s) = $0 { return s }; return nil })
        case .axisSet:
            return .axisSet(try setLiteral(e, scope, .axisSet, "an Axis.Set member") { if case .axisSet(let s) = $0 { return s }; return nil })
        default:
            return .array(try e.elements.map { try evaluate($0.expression, scope, expecting: .any) })
        }
    }

    /// `[.top, .leading]`: the union of the members.
    private func setLiteral<S: SetAlgebra>(
        _ e: ArrayExprSyntax, _ scope: Scope, _ expectation: Expectation, _ what: String, _ extract: (Value) -> S?
    ) throws -> S {
        var set = S()
        for element in e.elements {
            guard let member = extract(try evaluate(element.expression, scope, expecting: expectation)) else {
                throw error(element, "expected \(what)")
            }
            set.formUnion(member)
        }
        return set
    }

    // MARK: Value calls

    /// Constructors and functions that produce values: `EdgeInsets(…)`, `CGFloat(x)`, `min(a, b)`, `.system(size:)`, `.degrees(40)`…
    func valueCall(_ name: String, _ e: FunctionCallExprSyntax, _ scope: Scope, expecting: Expectation) throws -> Value? {
        let args = Arguments(callee: name, call: e)
        func num(_ label: String?, default value: Double? = nil, finite: Bool = false) throws -> Double? {
            let arg = label.map { args.take($0) } ?? args.takeUnlabeled()
            guard let arg else { return value }
            return try number(arg.expression, scope, finite: finite)
        }
        func required(_ label: String?) throws -> Double {
            guard let v = try num(label) else {
                throw error(e, "\(name) needs \(label.map { "'\($0):'" } ?? "a value")")
            }
            return v
        }
        let result: Value
        switch name {
        case "CGFloat", "Double", "Float":
            result = .double(try required(nil))
        case "Int":
            let v = try required(nil)
            guard v.isFinite, abs(v) < 9e18 else { throw error(e, "Int(\(v)) is out of range") }
            result = .int(Int(v.rounded(.towardZero)))
        case "min", "max", "abs":
            let a = try evaluate(args.takeUnlabeled()?.expression ?? ExprSyntax(e), scope, expecting: expecting == .floating ? .floating : .number)
            if name == "abs" {
                switch a {
                case .int(let i): result = .int(i == .min ? i : abs(i))
                case .double(let d): result = .double(abs(d))
                default: throw error(e, "abs needs a number")
                }
            } else {
                guard let second = args.takeUnlabeled() else { throw error(e, "\(name) needs two numbers") }
                let b = try evaluate(second.expression, scope, expecting: expecting == .floating ? .floating : .number)
                switch (a, b) {
                case (.int(let x), .int(let y)): result = .int(name == "min" ? Swift.min(x, y) : Swift.max(x, y))
                default:
                    guard let x = a.number, let y = b.number else { throw error(e, "\(name) needs numbers") }
                    result = .double(name == "min" ? Swift.min(x, y) : Swift.max(x, y))
                }
            }
        case "EdgeInsets":
            result = .insets(
                EdgeInsets(
                    top: try num("top", default: 0, finite: true)!, leading: try num("leading", default: 0, finite: true)!,
                    bottom: try num("bottom", default: 0, finite: true)!, trailing: try num("trailing", default: 0, finite: true)!))
        case "CGSize":
            result = .size(CGSize(width: try required("width"), height: try required("height")))
        case "CGPoint":
            result = .point(CGPoint(x: try required("x"), y: try required("y")))
        case "UnitPoint":
            result = .unitPoint(UnitPoint(x: try required("x"), y: try required("y")))
        case "Angle", "degrees", "radians":
            if name == "radians" || args.labels.contains("radians") {
                result = .angle(Angle(radians: try required(name == "radians" ? nil : "radians")))
            } else {
                result = .angle(Angle(degrees: try required(name == "degrees" ? nil : "degrees")))
            }
        case "Alignment":
            guard let h = args.take("horizontal"), let v = args.take("vertical"),
                case .horizontal(let ha) = try evaluate(h.expression, scope, expecting: .horizontal),
                case .vertical(let va) = try evaluate(v.expression, scope, expecting: .vertical)
            else { throw error(e, "Alignment needs 'horizontal:' and 'vertical:'") }
            result = .alignment(Alignment(horizontal: ha, vertical: va))
        case "Color":
            result = try colorInit(args, e, scope)
        case "system":
            let size = try num("size")
            var weight = Font.Weight.regular
            if let w = args.take("weight") {
                guard case .fontWeight(let fw) = try evaluate(w.expression, scope, expecting: .fontWeight) else { throw error(w.expression, "expected a font weight") }
                weight = fw
            }
            var design = Font.Design.default
            if let d = args.take("design") {
                let text = d.expression.trimmedDescription.replacingOccurrences(of: "Font.Design", with: "")
                guard let parsed = Font.Design(rawValue: String(text.drop { $0 == "." })) else {
                    throw error(d.expression, "unknown font design '\(d.expression.trimmedDescription)'")
                }
                design = parsed
            }
            if let size {
                result = .font(.system(size: size, weight: weight, design: design))
            } else if let style = args.takeUnlabeled() {
                guard case .font(let f) = try evaluate(style.expression, scope, expecting: .font) else { throw error(style.expression, "expected a text style") }
                result = .font(.system(f, design: design, weight: args.labels.isEmpty ? nil : weight))
            } else {
                throw error(e, "Font.system needs 'size:' or a text style")
            }
        case "custom":
            // A font the app bundles: ltrace has only its metrics table, so the text is measured
            // as the system font at that size (the size is what matters most to layout).
            guard let family = args.takeUnlabeled(), let size = try num("size", finite: true) ?? num("fixedSize", finite: true) else {
                throw error(e, "Font.custom needs a name and 'size:'")
            }
            _ = args.take("relativeTo")
            warn(e, "custom font \(family.expression.trimmedDescription) is measured as the system font at \(TraceFormat.number(size)) points")
            result = .font(.system(size: size, weight: .regular, design: .default))
        case "Array":
            guard let arg = args.takeUnlabeled() else { throw error(e, "Array needs a sequence") }
            result = .array(try elements(of: try evaluate(arg.expression, scope, expecting: .any), at: arg.expression))
        case "GridItem":
            var size = GridItem.Size.flexible()
            if let first = args.takeUnlabeled() {
                guard case .gridItemSize(let s) = try evaluate(first.expression, scope, expecting: .any) else {
                    throw error(first.expression, "a GridItem's size is .fixed(…), .flexible(…) or .adaptive(minimum: …)")
                }
                size = s
            }
            let spacing = try num("spacing", finite: true)
            var alignment: Alignment?
            if let a = args.take("alignment") {
                guard case .alignment(let value) = try evaluate(a.expression, scope, expecting: .alignment) else { throw error(a.expression, "expected an Alignment") }
                alignment = value
            }
            result = .gridItem(GridItem(size, spacing: spacing.map { CGFloat($0) }, alignment: alignment))
        case "fixed":
            result = .gridItemSize(.fixed(CGFloat(try required(nil))))
        case "flexible", "adaptive":
            let lo = try num("minimum", finite: true), hi = try num("maximum")
            if name == "adaptive" {
                guard let lo else { throw error(e, ".adaptive needs 'minimum:'") }
                guard lo > 0 else { throw error(e, "an adaptive GridItem's minimum must be above 0") }
                result = .gridItemSize(.adaptive(minimum: CGFloat(lo), maximum: CGFloat(hi ?? .infinity)))
            } else {
                result = .gridItemSize(.flexible(minimum: CGFloat(lo ?? 10), maximum: CGFloat(hi ?? .infinity)))
            }
        case "Array" where args.labels.first == "repeating":
            guard let element = args.take("repeating"), let count = args.take("count") else { throw error(e, "Array(repeating:count:) needs both") }
            let n = try int(count.expression, scope)
            guard n >= 0, n <= Self.maximumForEachCount else { throw error(count.expression, "Array(repeating:count:) of \(n) elements") }
            result = .array(Array(repeating: try evaluate(element.expression, scope, expecting: .any), count: n))
        case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "linearGradient", "radialGradient", "angularGradient",
            "ellipticalGradient", "conicGradient":
            // A gradient is a shape style that, as a view, fills its frame as a colour does
            // (Apple, "ShapeStyle": a shape style used as a view fills the space offered).
            while args.takeUnlabeled() != nil {}
            for label in args.labels.compactMap({ $0 }) { _ = args.take(label) }
            let typeName = name.prefix(1).uppercased() + name.dropFirst()
            return .color(Color(typeName), position: position(e), label: label(typeName, e))
        case "Gradient":
            while args.takeUnlabeled() != nil {}
            for label in args.labels.compactMap({ $0 }) { _ = args.take(label) }
            result = .opaque(type: "Gradient")
        case "print", "debugPrint", "dump":
            // Output for the developer; nothing a view shows.
            while args.takeUnlabeled() != nil {}
            _ = args.take("separator")
            _ = args.take("terminator")
            result = .tuple([])
        case "String" where args.labels.first == "format":
            return try stringFormat(e, scope)
        case "stride":
            guard let from = args.take("from"), let by = args.take("by"), let end = args.take("to") ?? args.take("through") else {
                throw error(e, "stride needs 'from:', 'to:' or 'through:', and 'by:'")
            }
            let (a, b, step) = (try int(from.expression, scope), try int(end.expression, scope), try int(by.expression, scope))
            guard step != 0 else { throw error(by.expression, "stride's step must not be zero") }
            guard abs((b - a) / step) <= Self.maximumForEachCount else { throw error(e, "a stride of more than \(Self.maximumForEachCount) elements") }
            let values = end.label == "to" ? Array(Swift.stride(from: a, to: b, by: step)) : Array(Swift.stride(from: a, through: b, by: step))
            result = .array(values.map { .int($0) })
        case "zip":
            guard let first = args.takeUnlabeled(), let second = args.takeUnlabeled() else { throw error(e, "zip needs two sequences") }
            let a = try elements(of: try evaluate(first.expression, scope, expecting: .any), at: first.expression)
            let b = try elements(of: try evaluate(second.expression, scope, expecting: .any), at: second.expression)
            result = .array(zip(a, b).map { .tuple([TupleElement(label: nil, value: $0), TupleElement(label: nil, value: $1)]) })
        case "String":
            guard let arg = args.takeUnlabeled() else { throw error(e, "String needs a value") }
            result = .string(describe(try evaluate(arg.expression, scope, expecting: .any), at: arg.node))
        default:
            return nil
        }
        try args.finish(self, allowed: [])
        return result
    }

    private func colorInit(_ args: Arguments, _ e: FunctionCallExprSyntax, _ scope: Scope) throws -> Value {
        let position = position(e)
        let label = SourceText.compact(e)
        if let name = args.takeUnlabeled() {
            if case .string(let s)? = try? evaluate(name.expression, scope, expecting: .string) {
                return .color(Color(s), position: position, label: label)
            }
            // A platform colour (`Color(.systemRed)`, `Color(uiColor: …)`): a colour cannot change layout.
            warn(e, "\(label) is not interpreted; it is drawn as a placeholder colour (a colour cannot change layout)")
            return .color(Color(label), position: position, label: label)
        }
        for platform in ["uiColor", "nsColor", "cgColor"] where args.labels.contains(platform) {
            _ = args.take(platform)
            warn(e, "\(label) is not interpreted; it is drawn as a placeholder colour (a colour cannot change layout)")
            return .color(Color(label), position: position, label: label)
        }
        if let white = args.take("white") {
            let opacity = try args.take("opacity").map { try number($0.expression, scope) } ?? 1
            return .color(Color(white: try number(white.expression, scope), opacity: opacity), position: position, label: label)
        }
        if let h = args.take("hue"), let sat = args.take("saturation"), let bri = args.take("brightness") {
            let (hue, saturation, brightness) = (try number(h.expression, scope), try number(sat.expression, scope), try number(bri.expression, scope))
            let opacity = try args.take("opacity").map { try number($0.expression, scope) } ?? 1
            // HSB to RGB, as `Color(hue:saturation:brightness:)` defines it.
            let sector = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
            let chroma = brightness * saturation
            let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
            let (r, g, b): (Double, Double, Double) = [(chroma, x, 0), (x, chroma, 0), (0, chroma, x), (0, x, chroma), (x, 0, chroma), (chroma, 0, x)][min(5, Int(sector))]
            let m = brightness - chroma
            return .color(Color(red: r + m, green: g + m, blue: b + m, opacity: opacity), position: position, label: label)
        }
        guard let r = args.take("red"), let g = args.take("green"), let b = args.take("blue") else {
            throw error(e, "Color needs 'red:green:blue:', 'hue:saturation:brightness:', 'white:' or an asset name")
        }
        let opacity = try args.take("opacity").map { try number($0.expression, scope) } ?? 1
        return .color(
            Color(red: try number(r.expression, scope), green: try number(g.expression, scope), blue: try number(b.expression, scope), opacity: opacity),
            position: position, label: label)
    }
}
