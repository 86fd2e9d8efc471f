import Foundation
import LayoutEngine
import SwiftSyntax

/// The members of arrays, dictionaries, tuples, strings and numbers that view code uses, as
/// Swift's standard library defines them.
extension Interpreter {
    static let collectionMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "contains", "joined",
        "first", "last", "enumerated", "reduce", "max", "min", "allSatisfy", "firstIndex", "lastIndex", "shuffled", "randomElement", "count", "forEach",
    ]
    static let stringMethods: Set<String> = [
        "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains", "prefix", "suffix", "split", "components", "trimmingCharacters",
        "replacingOccurrences", "dropFirst", "dropLast", "capitalized", "localizedCapitalized", "starts",
        "localizedCaseInsensitiveContains", "localizedStandardContains", "caseInsensitiveCompare", "folding", "applyingTransform",
    ]
    static let dictionaryMethods: Set<String> = ["sorted", "map", "filter", "mapValues", "contains", "first", "max", "min", "reduce", "randomElement"]
    static let numberMethods: Set<String> = ["formatted", "rounded", "isMultiple", "squareRoot", "clamped", "truncatingRemainder", "distance", "advanced", "isEqual", "isLess", "isLessThanOrEqualTo"]

    /// A member of a string, number or collection that ltrace does not interpret (Foundation's
    /// `s.data(using: .utf8)`, `s.unicodeScalars`): an opaque value, as anything from outside the
    /// scene's files is, made concrete (with a warning) only if layout needs it. A name one edit
    /// from a member ltrace knows is a typo, and an error.
    func unknownMember(of base: Value, _ name: String, at node: some SyntaxProtocol, written: some SyntaxProtocol, call: Bool) throws -> Value {
        let known: Set<String>
        switch base {
        case .string: known = Self.stringMethods.union(Self.collectionMethods).union(["count", "isEmpty", "first", "last", "description"])
        case .int, .double: known = Self.numberMethods.union(["description", "magnitude", "isZero", "isNaN", "isFinite", "isInfinite"])
        case .array: known = Self.collectionMethods.union(["count", "isEmpty", "indices", "startIndex", "endIndex", "lazy"])
        case .dictionary: known = Self.dictionaryMethods.union(["count", "isEmpty", "keys", "values"])
        case .bool, .range, .doubleRange: known = ["count", "isEmpty", "lowerBound", "upperBound", "toggle", "description"]
        default: throw error(node, "\(base.typeName) has no \(call ? "method" : "member") '\(name)'")
        }
        let near = known.filter { $0 != name && NameSuggestions.distance(name.lowercased(), $0.lowercased()) <= 1 }
        guard near.isEmpty else {
            throw error(node, "\(base.typeName) has no \(call ? "method" : "member") '\(name)'" + NameSuggestions.hint(name, among: Array(near)))
        }
        return .opaque(OpaqueValue(expression: files.compact(written), type: nil, node: Syntax(written)))
    }

    /// A closure argument (trailing, the only argument, or `by:`/`where:`) called on its arguments.
    func closureArgument(_ call: FunctionCallExprSyntax, _ cx: Context, skipping: Int = 0) throws -> ([Value]) throws -> Value {
        let argument = call.arguments.dropFirst(skipping).first?.expression
        if let closure = call.trailingClosure ?? argument?.as(ClosureExprSyntax.self) {
            // Read once for every element the closure is called on.
            let code = compiledClosure(closure)
            // One scope for every element's call where nothing keeps it, as a `for` loop's.
            var inner = cx.with(Scope(parent: cx.scope))
            return { arguments in
                inner.renewScope(over: cx.scope)
                self.bindClosureParameters(code.parameters, to: arguments, in: inner.scope)
                return try self.value(of: code.block, inner, at: closure)
            }
        }
        // `reduce(0, +)`, `sorted(by: <)`, `map(\.name)`: an operator or a key path.
        if let op = argument?.as(DeclReferenceExprSyntax.self), let first = op.baseName.text.first, "+-*/<>=".contains(first) {
            return { arguments in try self.applyOperator(op.baseName.text, arguments[0], arguments[1], at: op) }
        }
        // `sorted(by: byName)`: a function or closure a name holds.
        if let argument, !argument.is(KeyPathExprSyntax.self) {
            let function = try evaluate(argument, cx, expecting: .any)
            switch function {
            case .closure, .function, .type: return { arguments in try self.callValue(function, with: arguments, at: argument, cx) }
            default: break
            }
        }
        if let path = argument?.as(KeyPathExprSyntax.self) {
            return { arguments in try self.keyPath(path, of: arguments[0], cx) }
        }
        throw error(call, "expected a closure")
    }

    /// `\.name`, `\.price.amount`, `\.self` applied to a value.
    func keyPath(_ path: KeyPathExprSyntax, of value: Value, _ cx: Context) throws -> Value {
        var current = value
        guard let names = Self.keyPathMembers(path) else { throw error(path, "unsupported key path component") }
        for name in names {
            current = try member(of: current, name.text, at: name, cx)
        }
        return current
    }

    /// The members a key path reads, its root type left out (`\Hike.Observation.pace` reads `pace`).
    static func keyPathMembers(_ path: KeyPathExprSyntax) -> [TokenSyntax]? {
        var names: [TokenSyntax] = []
        for component in path.components {
            guard case .property(let p) = component.component else { return nil }
            let name = p.declName.baseName
            if name.text == "self" || (names.isEmpty && name.text.first?.isUppercase == true) { continue }
            names.append(name)
        }
        return names
    }

    /// Whether two key paths read the same members (`\.pace` and `\Hike.Observation.pace`).
    static func sameKeyPath(_ a: KeyPathExprSyntax, _ b: KeyPathExprSyntax) -> Bool {
        guard let x = keyPathMembers(a), let y = keyPathMembers(b) else { return false }
        return x.map(\.text) == y.map(\.text)
    }

    private func isTrue(_ v: Value, at call: FunctionCallExprSyntax) throws -> Bool {
        if let o = v.opaque { return substituteBool(o, at: call) }
        guard case .bool(let b) = v else { throw error(call, "the closure must return a Bool, not \(v.typeName)") }
        return b
    }

    /// `a < b` for `sorted()`, `max()`, `min()`: numbers, strings, or comparable enum cases.
    func ascending(_ a: Value, _ b: Value, at call: FunctionCallExprSyntax) throws -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y
        case (.symbol(let x), .symbol(let y)): return x.order < y.order
        case (.instance(let x), .instance) where staticMethods(x.type, "<") != nil:
            if case .bool(let less) = try applyOperator("<", a, b, at: call) { return less }
            return false
        case (.instance(let x), .instance(let y)) where x.raw != nil && y.raw != nil: return try ascending(x.raw!, y.raw!, at: call)
        default:
            guard let x = a.number, let y = b.number else { throw error(call, "\(a.typeName) values cannot be compared without a closure") }
            return x < y
        }
    }

    /// `items.map { … }`, `.filter`, `.sorted(by:)`, `.reduce(0, +)`, `.enumerated()`, `.prefix(3)`…
    /// `expecting`: what the call's value is expected to be, which is also what `reduce` starts
    /// from (`let widest: CGSize = sizes.reduce(.zero) { … }`).
    func collectionMethod(_ name: String, _ items: [Value], _ call: FunctionCallExprSyntax, _ cx: Context, negated: Bool = false, expecting: Expectation = .any) throws -> Value {
        func count() throws -> Int {
            guard let arg = call.arguments.first else { return 1 }
            return max(0, try int(arg.expression, cx))
        }
        let hasClosure = call.trailingClosure != nil || call.arguments.contains { ["by", "where"].contains($0.label?.text ?? "") }
            || call.arguments.first?.expression.is(ClosureExprSyntax.self) == true || call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true
        switch name {
        case "map", "compactMap", "flatMap":
            let f = try closureArgument(call, cx)
            let mapped = try items.map { try f([$0]) }
            switch name {
            case "compactMap": return .array(mapped.filter { !$0.isNil })
            case "flatMap": return .array(try mapped.flatMap { try elements(of: $0, at: call) })
            default: return .array(mapped)
            }
        case "filter": let f = try closureArgument(call, cx); return .array(try items.filter { try isTrue(f([$0]), at: call) != negated })
        case "forEach":
            // `sampleData.forEach { context.insert($0) }`: run for what it does.
            guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { throw error(call, "forEach needs a closure") }
            for item in items { _ = try execute(closure.statements, cx.with(closureScope(closure, cx.scope, arguments: [item])), expecting: .any) }
            return .tuple([])
        case "allSatisfy": let f = try closureArgument(call, cx); return .bool(try items.allSatisfy { try isTrue(f([$0]), at: call) })
        case "count":
            guard hasClosure else { throw error(call, "count is a property; write '.count' or '.count(where:)'") }
            let f = try closureArgument(call, cx)
            return .int(try items.filter { try isTrue(f([$0]), at: call) }.count)
        case "first", "last", "firstIndex", "lastIndex":
            if !hasClosure, name.hasSuffix("Index"), let arg = call.arguments.first, arg.label?.text == "of" {
                let wanted = try evaluate(arg.expression, cx, expecting: .any).traceValue
                let i = name == "firstIndex" ? items.firstIndex { $0.traceValue == wanted } : items.lastIndex { $0.traceValue == wanted }
                return i.map { .int($0) } ?? .nilValue
            }
            guard hasClosure else { throw error(call, "\(name) is a property; write '.\(name)' or '.\(name)(where:)'") }
            let f = try closureArgument(call, cx)
            switch name {
            case "first": return try items.first { try isTrue(f([$0]), at: call) } ?? .nilValue
            case "last": return try items.last { try isTrue(f([$0]), at: call) } ?? .nilValue
            case "firstIndex": return try items.firstIndex { try isTrue(f([$0]), at: call) }.map { .int($0) } ?? .nilValue
            default: return try items.lastIndex { try isTrue(f([$0]), at: call) }.map { .int($0) } ?? .nilValue
            }
        case "contains":
            if hasClosure {
                let f = try closureArgument(call, cx)
                return .bool(try items.contains { try isTrue(f([$0]), at: call) })
            }
            guard let arg = call.arguments.first else { throw error(call, "contains needs an element") }
            let wanted = try evaluate(arg.expression, cx, expecting: .any)
            if case .instance(let w) = wanted { return .bool(items.contains { if case .instance(let m) = $0 { return m.equals(w) }; return false }) }
            return .bool(items.contains { $0.traceValue == wanted.traceValue })
        case "sorted" where call.arguments.first?.label?.text == "using":
            // `sorted(using: [KeyPathComparator(\.status, order: .reverse)])`.
            var comparators = try elements(of: try evaluate(call.arguments.first!.expression, cx, expecting: .any), at: call)
            if case .tuple = try evaluate(call.arguments.first!.expression, cx, expecting: .any) { comparators = [try evaluate(call.arguments.first!.expression, cx, expecting: .any)] }
            let keys: [(KeyPathExprSyntax, Bool)] = comparators.compactMap { c in
                guard case .tuple(let parts) = c, case .opaque(let o)? = parts.first(where: { $0.label == "keyPath" })?.value,
                    let path = o.keyPath, case .bool(let reverse)? = parts.first(where: { $0.label == "reverse" })?.value
                else { return nil }
                return (path, reverse)
            }
            let keyed = try items.map { item in (item, try keys.map { try keyPath($0.0, of: item, cx) }) }
            return .array(try keyed.stableSorted { a, b in
                for (index, key) in keys.enumerated() {
                    if try ascending(a.1[index], b.1[index], at: call) { return !key.1 }
                    if try ascending(b.1[index], a.1[index], at: call) { return key.1 }
                }
                return false
            }.map(\.0))
        case "sorted", "max", "min":
            let less: (Value, Value) throws -> Bool
            if hasClosure {
                let f = try closureArgument(call, cx)
                less = { a, b in try self.isTrue(f([a, b]), at: call) }
            } else {
                less = { a, b in try self.ascending(a, b, at: call) }
            }
            if name == "sorted" { return .array(try items.stableSorted(by: less)) }
            return try (name == "max" ? items.max(by: less) : items.min(by: less)) ?? .nilValue
        case "reduce" where call.arguments.first?.label?.text == "into":
            // `reduce(into: 0) { total, x in total += x }`: the first parameter is changed in place.
            guard let initial = call.arguments.first, let closure = call.trailingClosure ?? call.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self) else {
                throw error(call, "reduce(into:) needs an initial value and a closure")
            }
            var accumulator = try evaluate(initial.expression, cx, expecting: .any)
            let names = parameters(closure)
            for item in items {
                let scope = closureScope(closure, cx.scope, arguments: [accumulator, item])
                _ = try execute(closure.statements, cx.with(scope), expecting: .any)
                accumulator = scope.lookupLocal(names.first ?? "$0") ?? scope.lookupLocal("$0") ?? accumulator
            }
            return accumulator
        case "reduce":
            guard let initial = call.arguments.first else { throw error(call, "reduce needs an initial value and a closure") }
            let f = try closureArgument(call, cx, skipping: 1)
            return try items.reduce(try evaluate(initial.expression, cx, expecting: expecting)) { try f([$0, $1]) }
        case "enumerated":
            return .array(items.enumerated().map { .tuple([TupleElement(label: "offset", value: .int($0.offset)), TupleElement(label: "element", value: $0.element)]) })
        case "shuffled":
            warnRandom(call)
            return .array(random.shuffled(items))
        case "randomElement":
            warnRandom(call)
            return items.isEmpty ? .nilValue : items[random.index(below: items.count)]
        case "reversed": return .array(items.reversed())
        case "prefix": return .array(Array(items.prefix(try count())))
        case "suffix": return .array(Array(items.suffix(try count())))
        case "dropFirst": return .array(Array(items.dropFirst(try count())))
        case "dropLast": return .array(Array(items.dropLast(try count())))
        default:  // joined
            let separator = try call.arguments.first { $0.label?.text == "separator" }.map { try evaluate($0.expression, cx, expecting: .string) }
            let parts = try items.map { v -> String in
                guard case .string(let s) = v else { throw error(call, "joined() needs strings, found \(v.typeName)") }
                return s
            }
            if let separator, case .string(let sep) = separator { return .string(parts.joined(separator: sep)) }
            return .string(parts.joined())
        }
    }

    /// `scores.sorted(by: { $0.value > $1.value })`, `.map { … }`: a dictionary as its `(key:, value:)` pairs.
    func dictionaryMethod(_ name: String, _ pairs: [(key: Value, value: Value)], _ call: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        if name == "mapValues" {
            let f = try closureArgument(call, cx)
            return .dictionary(try pairs.map { (key: $0.key, value: try f([$0.value])) })
        }
        if name == "filter" {
            let f = try closureArgument(call, cx)
            return .dictionary(try pairs.filter { try isTrue(f([.tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)])]), at: call) })
        }
        // Sorting makes the order defined; other uses take the written order, which Swift does not promise.
        if name != "sorted" { warn(call, .approximated, "a dictionary's order is unspecified in Swift (it changes between launches); ltrace uses the order written") }
        let tuples = pairs.map { Value.tuple([TupleElement(label: "key", value: $0.key), TupleElement(label: "value", value: $0.value)]) }
        return try collectionMethod(name, tuples, call, cx)
    }

    func stringMethod(_ name: String, _ s: String, _ call: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        func stringArgument() throws -> String {
            guard let arg = call.arguments.first, case .string(let other) = try evaluate(arg.expression, cx, expecting: .string) else {
                throw error(call, "\(name) needs a string")
            }
            return other
        }
        switch name {
        case "uppercased": return .string(s.uppercased())
        case "lowercased": return .string(s.lowercased())
        case "prefix", "suffix":
            guard let arg = call.arguments.first else { throw error(call, "\(name) needs a length") }
            let n = max(0, try int(arg.expression, cx))
            return .string(String(name == "prefix" ? s.prefix(n) : s.suffix(n)))
        case "split" where call.arguments.first?.label?.text == "whereSeparator":
            // `split(whereSeparator: \.isWhitespace)`, `split { $0 == "," }`.
            let f = try closureArgument(call, cx)
            return .array(try s.split { try isTrue(f([.string(String($0))]), at: call) }.map { .string(String($0)) })
        case "split", "components":
            let separator = try stringArgument()
            let parts = name == "split" ? s.split(separator: Character(separator.isEmpty ? " " : String(separator.prefix(1)))).map(String.init) : s.components(separatedBy: separator)
            return .array(parts.map { .string($0) })
        case "trimmingCharacters": return .string(s.trimmingCharacters(in: .whitespacesAndNewlines))
        case "replacingOccurrences":
            guard let of = call.arguments.first(where: { $0.label?.text == "of" }), let with = call.arguments.first(where: { $0.label?.text == "with" }),
                case .string(let target) = try evaluate(of.expression, cx, expecting: .string), case .string(let replacement) = try evaluate(with.expression, cx, expecting: .string)
            else { throw error(call, "replacingOccurrences needs 'of:' and 'with:' strings") }
            return .string(target.isEmpty ? s : s.replacingOccurrences(of: target, with: replacement))
        case "dropFirst", "dropLast":
            let n = try call.arguments.first.map { max(0, try int($0.expression, cx)) } ?? 1
            return .string(String(name == "dropFirst" ? s.dropFirst(n) : s.dropLast(n)))
        case "capitalized", "localizedCapitalized": return .string(s.capitalized)
        case "starts": return .bool(s.hasPrefix(try stringArgument()))
        case "folding", "applyingTransform":
            // `folding(options: .diacriticInsensitive, locale: nil)`: the letters without their marks.
            return .string(s.folding(options: [.diacriticInsensitive], locale: Locale(identifier: "en_US")))
        case "localizedCaseInsensitiveContains", "localizedStandardContains":
            let other = try stringArgument()
            return .bool(other.isEmpty || s.range(of: other, options: [.caseInsensitive, .diacriticInsensitive]) != nil)
        case "contains" where call.trailingClosure != nil || call.arguments.first?.label?.text == "where":
            return try collectionMethod(name, s.map { .string(String($0)) }, call, cx)
        case "hasPrefix": return .bool(s.hasPrefix(try stringArgument()))
        case "hasSuffix": return .bool(s.hasSuffix(try stringArgument()))
        default: return .bool(s.contains(try stringArgument()))
        }
    }

    /// `price.formatted()`, `x.rounded()`.
    func numberMethod(_ name: String, _ v: Value, _ call: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        guard let d = v.number else { throw error(call, "\(name) needs a number") }
        let argument = { () throws -> Double in
            guard let arg = call.arguments.first else { throw self.error(call, "\(name) needs a number") }
            return try self.number(arg.expression, cx)
        }
        switch name {
        case "rounded":
            // `rounded()`, `rounded(.up)`, `.down`, `.towardZero`, `.awayFromZero`.
            let rule = call.arguments.first?.expression.trimmedText ?? ""
            let rounding: FloatingPointRoundingRule = rule.hasSuffix("up") ? .up : rule.hasSuffix("down") ? .down : rule.hasSuffix("towardZero") ? .towardZero : .toNearestOrAwayFromZero
            if case .int(let i) = v { return .int(i) }
            return .double(d.rounded(rounding))
        case "isMultiple":
            let other = try argument()
            return .bool(other == 0 ? d == 0 : d.truncatingRemainder(dividingBy: other) == 0)
        case "squareRoot": return .double(d.squareRoot())
        case "isEqual": return .bool(d == (try argument()))
        case "isLess": return .bool(d < (try argument()))
        case "isLessThanOrEqualTo": return .bool(d <= (try argument()))
        case "truncatingRemainder": return .double(d.truncatingRemainder(dividingBy: try argument()))
        case "distance": return .double(try argument() - d)
        case "advanced": return .double(d + (try argument()))
        default: break
        }
        guard call.arguments.isEmpty else { return .string(try formatStyle(v, call.arguments.first!.expression, cx)) }
        return .string(Self.formattedNumber(v))
    }

    // MARK: Members

    /// `.count`, `.keys`, `pair.0`, `entry.name`, `size.isAccessibilitySize`: members of collection, tuple and environment values.
    func collectionMember(_ base: Value, _ name: String) -> Value? {
        switch (base, name) {
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "indices"): return .range(0, items.count)
        case (.array, "startIndex"): return .int(0)
        case (.array, "lazy"): return base
        case (.array(let items), "endIndex"): return .int(items.count)
        case (.array(let items), "first"): return items.first ?? .nilValue
        case (.array(let items), "last"): return items.last ?? .nilValue
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "capitalized"), (.string(let s), "localizedCapitalized"): return .string(s.capitalized)
        case (.string(let s), "localizedUppercase"): return .string(s.uppercased())
        case (.string(let s), "localizedLowercase"): return .string(s.lowercased())
        // A `Character` is a one-character string: `\.isWhitespace`, `char.isNumber`.
        case (.string(let s), _) where s.count == 1 && Self.characterProperties[name] != nil: return .bool(Self.characterProperties[name]!(s.first!))
        case (.string(let s), "wholeNumberValue") where s.count == 1: return s.first!.wholeNumberValue.map { .int($0) } ?? .nilValue
        case (.string(let s), "first"): return s.first.map { .string(String($0)) } ?? .nilValue
        case (.string(let s), "last"): return s.last.map { .string(String($0)) } ?? .nilValue
        case (.dictionary(let pairs), "count"): return .int(pairs.count)
        case (.dictionary(let pairs), "isEmpty"): return .bool(pairs.isEmpty)
        case (.dictionary(let pairs), "keys"): return .array(pairs.map(\.key))
        case (.dictionary(let pairs), "values"): return .array(pairs.map(\.value))
        case (.tuple(let elements), _):
            if let i = Int(name), elements.indices.contains(i) { return elements[i].value }
            return elements.first { $0.label == name }?.value
        case (.symbol(let s), "isAccessibilitySize") where s.type == "DynamicTypeSize": return .bool(s.name.hasPrefix("accessibility"))
        case (.int(let i), "description"): return .string(String(i))
        case (.double(let d), "description"): return .string("\(d)")
        default: return nil
        }
    }

    /// Characters (one-character strings here) as the string they make; nil when one is not a character.
    static func string(ofCharacters items: [Value]) -> String? {
        let characters = items.compactMap { item -> String? in
            if case .string(let c) = item, c.count == 1 { return c }
            return nil
        }
        return characters.count == items.count ? characters.joined() : nil
    }

    static let characterProperties: [String: (Character) -> Bool] = [
        "isWhitespace": \.isWhitespace, "isNewline": \.isNewline, "isNumber": \.isNumber, "isWholeNumber": \.isWholeNumber,
        "isLetter": \.isLetter, "isUppercase": \.isUppercase, "isLowercase": \.isLowercase, "isPunctuation": \.isPunctuation,
        "isSymbol": \.isSymbol, "isASCII": \.isASCII, "isHexDigit": \.isHexDigit, "isCased": \.isCased,
    ]

    /// `scores["tea"]` (an optional), `scores["tea", default: 0]`.
    func dictionarySubscript(_ pairs: [(key: Value, value: Value)], _ e: SubscriptCallExprSyntax, _ cx: Context) throws -> Value {
        guard let keyArg = e.arguments.first, keyArg.label == nil else { throw error(e, "a dictionary subscript takes a key") }
        let keyValue = try evaluate(keyArg.expression, cx, expecting: .any)
        // An opaque key could be any key: the value is opaque too.
        if let o = keyValue.opaque { return .opaque(o.derived(e)) }
        let key = keyValue.traceValue
        if let found = pairs.first(where: { $0.key.traceValue == key }) { return found.value }
        if let fallback = e.arguments.first(where: { $0.label?.text == "default" }) { return try evaluate(fallback.expression, cx, expecting: .any) }
        return .nilValue
    }

    // MARK: Random values

    /// `Int.random(in: 1...6)`, `Double.random(in: 0..<1)`, `Bool.random()`: drawn from the seeded generator.
    func randomValue(_ type: String, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        warnRandom(e)
        if type == "Bool" { return .bool(random.index(below: 2) == 1) }
        guard let arg = e.arguments.first, arg.label?.text == "in" else { throw error(e, "\(type).random needs 'in:' a range") }
        switch try evaluate(arg.expression, cx, expecting: .number) {
        case .range(let lower, let upper):
            guard upper > lower else { throw error(arg.expression, "random(in:) needs a non-empty range") }
            let n = lower + random.index(below: upper - lower)
            return type == "Int" ? .int(n) : .double(Double(n))
        case .doubleRange(let lower, let upper, _):
            return .double(lower + (upper - lower) * random.unit())
        case let other:
            throw error(arg.expression, "random(in:) needs a range, found \(other.typeName)")
        }
    }

    func warnRandom(_ node: some SyntaxProtocol) {
        warn(node, .approximated, "'\(files.compact(node))' is drawn from ltrace's seeded generator (seed \(random.seed)), so every recording gets the same values")
    }
}

extension Array {
    /// Sorting that keeps equal elements in their order, as Swift's own sort does since Swift 5
    /// (a merge sort, though the documentation does not promise it), so ties lay out the same.
    func stableSorted(by less: (Element, Element) throws -> Bool) rethrows -> [Element] {
        try enumerated().sorted { a, b in try less(a.element, b.element) || (!(try less(b.element, a.element)) && a.offset < b.offset) }.map(\.element)
    }
}

/// A SplitMix64 generator: `Int.random`, `shuffled()` and `randomElement()` in a scene draw from
/// it, so a scene records the same values every time (the seed is stored in the trace).
public struct SeededRandom: Sendable {
    public static let defaultSeed: UInt64 = 1
    let seed: UInt64
    private var state: UInt64

    init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func index(below n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var copy = items
        for i in stride(from: copy.count - 1, to: 0, by: -1) { copy.swapAt(i, index(below: i + 1)) }
        return copy
    }
}
