import Foundation
import LayoutEngine
import SwiftSyntax

/// An initializer or function ltrace implements: it reads the call's arguments (whatever it
/// leaves is reported as unexpected) and makes the value.
typealias BuiltInFunction = (Interpreter, Arguments, FunctionCallExprSyntax, Context, Expectation) throws -> Value

/// SwiftUI's, Swift's and Foundation's initializers and functions that ltrace computes, by the
/// name they are written with: `EdgeInsets` (an initializer), `Font.system` (a static function,
/// also written `.system(…)` where a Font is expected), `min` (a global function). One table: a
/// name defined twice stops ltrace at start-up (`Dictionary(uniqueKeysWithValues:)`), so a second
/// definition can never shadow the first unnoticed.
enum BuiltInCalls {
    static let table: [String: BuiltInFunction] = Dictionary(uniqueKeysWithValues: entries)

    /// The types whose initializers the table holds.
    static var typeNames: [String] { table.keys.filter { !$0.contains(".") && $0.first?.isUppercase == true } }

    /// `Font.system` for `.system` where a Font is expected; a GridItem's size (`.flexible()`)
    /// where the expectation does not say (a grid item's first argument).
    static func implicit(_ member: String, types: [String]) -> BuiltInFunction? {
        for type in types + ["GridItem.Size"] { if let f = table[type + "." + member] { return f } }
        return nil
    }

    static let entries: [(String, BuiltInFunction)] = numbers + geometry + styles + collections + text + functions + NativeTypes.initializers

    // MARK: Numbers

    static let numbers: [(String, BuiltInFunction)] = [
        ("CGFloat", floating), ("Double", floating), ("Float", floating), ("TimeInterval", floating),
    ] + ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].map { name in
        (name, { i, args, e, cx, _ in
            // `Int("ff", radix: 16)`: a string in another base.
            if args.labels.contains("radix"), let text = args.takeUnlabeled(), let radix = args.take("radix") {
                guard case .string(let s) = try i.evaluate(text.expression, cx, expecting: .string) else { return .nilValue }
                return Int(s, radix: try i.int(radix.expression, cx)).map { .int($0) } ?? .nilValue
            }
            let converted = try i.convertedNumber(args, e, cx)
            guard case .double(let v) = converted else { return converted }
            guard v.isFinite, abs(v) < 9e18 else { throw i.error(e, "\(name)(\(v)) is out of range") }
            return .int(Int(v.rounded(.towardZero)))
        })
    } + [
        ("Bool", { i, args, e, cx, _ in
            guard let arg = args.takeUnlabeled() else { throw i.error(e, "Bool needs a value") }
            let v = try i.evaluate(arg.expression, cx, expecting: .any)
            if case .string(let s) = v { return s == "true" ? .bool(true) : s == "false" ? .bool(false) : .nilValue }
            return v
        }),
        ("min", minMax), ("max", minMax),
        ("abs", { i, args, e, cx, expecting in
            let a = try i.evaluate(args.takeUnlabeled()?.expression ?? ExprSyntax(e), cx, expecting: expecting == .floating ? .floating : .number)
            switch a {
            case .int(let v): return .int(v == .min ? v : abs(v))
            case .double(let d): return .double(abs(d))
            case .opaque(let o): return .opaque(o.derived(e))
            default: throw i.error(e, "abs needs a number")
            }
        }),
        ("sin", math(Foundation.sin)), ("cos", math(Foundation.cos)), ("tan", math(Foundation.tan)), ("asin", math(Foundation.asin)),
        ("acos", math(Foundation.acos)), ("atan", math(Foundation.atan)), ("exp", math(Foundation.exp)), ("log", math(Foundation.log)),
        ("log10", math(Foundation.log10)), ("log2", math(Foundation.log2)),
        ("atan2", { i, args, e, cx, _ in
            guard let y = try i.numberArgument(args, nil, e, cx), let x = try i.numberArgument(args, nil, e, cx) else { throw i.error(e, "atan2 needs two numbers") }
            return .double(Foundation.atan2(y, x))
        }),
        ("hypot", { i, args, e, cx, _ in
            guard let x = try i.numberArgument(args, nil, e, cx), let y = try i.numberArgument(args, nil, e, cx) else { throw i.error(e, "hypot needs two numbers") }
            return .double(Foundation.hypot(x, y))
        }),
        ("sqrt", math { $0.squareRoot() }), ("floor", math { $0.rounded(.down) }), ("ceil", math { $0.rounded(.up) }), ("round", math { $0.rounded() }),
        ("pow", { i, args, e, cx, _ in
            guard let a = try i.numberArgument(args, nil, e, cx), let b = try i.numberArgument(args, nil, e, cx) else { throw i.error(e, "pow needs two numbers") }
            return .double(Foundation.pow(a, b))
        }),
    ]

    /// `CGFloat(x)`, `Double("3.5")` (nil when the string is not a number).
    static let floating: BuiltInFunction = { i, args, e, cx, _ in try i.convertedNumber(args, e, cx) }

    static let minMax: BuiltInFunction = { i, args, e, cx, expecting in
        // `Swift.min(a, b)` is `min`.
        let name = String(i.written(e.calledExpression).split(separator: ".").last ?? "")
        let values = try args.takeAllUnlabeled().map { try i.evaluate($0.expression, cx, expecting: expecting == .floating ? .floating : .number) }
        guard values.count >= 2 else { throw i.error(e, "\(name) needs two numbers") }
        if let o = values.compactMap(\.opaque).first { return .opaque(o.derived(e)) }
        if values.allSatisfy({ if case .int = $0 { return true }; return false }) {
            let ints = values.compactMap { v -> Int? in if case .int(let n) = v { return n }; return nil }
            return .int(name == "min" ? ints.min()! : ints.max()!)
        }
        guard values.allSatisfy({ $0.number != nil }) else { throw i.error(e, "\(name) needs numbers") }
        let numbers = values.compactMap(\.number)
        return .double(name == "min" ? numbers.min()! : numbers.max()!)
    }

    static func math(_ f: @escaping (Double) -> Double) -> BuiltInFunction {
        { i, args, e, cx, _ in
            guard let v = try i.numberArgument(args, nil, e, cx) else { throw i.error(e, "\(e.calledExpression.trimmedText) needs a number") }
            return .double(f(v))
        }
    }

    // MARK: Geometry

    static let geometry: [(String, BuiltInFunction)] = [
        ("EdgeInsets", { i, args, e, cx, _ in
            func side(_ label: String) throws -> Double { try i.numberArgument(args, label, e, cx, finite: true) ?? 0 }
            return .insets(EdgeInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing")))
        }),
        ("CGSize", { i, args, e, cx, _ in .size(CGSize(width: try i.required(args, "width", e, cx, geometry: true), height: try i.required(args, "height", e, cx, geometry: true))) }),
        ("CGPoint", { i, args, e, cx, _ in .point(CGPoint(x: try i.required(args, "x", e, cx, geometry: true), y: try i.required(args, "y", e, cx, geometry: true))) }),
        ("CGRect", { i, args, e, cx, _ in
            if args.labels.contains("origin") {
                guard case .point(let origin)? = try args.take("origin").map({ try i.evaluate($0.expression, cx, expecting: .point) }),
                    case .size(let size)? = try args.take("size").map({ try i.evaluate($0.expression, cx, expecting: .size) })
                else { throw i.error(e, "CGRect(origin:size:) needs a CGPoint and a CGSize") }
                return .rect(CGRect(origin: origin, size: size))
            }
            return .rect(CGRect(x: try i.required(args, "x", e, cx), y: try i.required(args, "y", e, cx), width: try i.required(args, "width", e, cx), height: try i.required(args, "height", e, cx)))
        }),
        ("UnitPoint", { i, args, e, cx, _ in .unitPoint(UnitPoint(x: try i.required(args, "x", e, cx), y: try i.required(args, "y", e, cx))) }),
        ("Angle", { i, args, e, cx, _ in
            if args.labels.contains("radians") { return .angle(Angle(radians: try i.required(args, "radians", e, cx))) }
            return .angle(Angle(degrees: try i.required(args, "degrees", e, cx)))
        }),
        ("Angle.degrees", { i, args, e, cx, _ in .angle(Angle(degrees: try i.required(args, nil, e, cx))) }),
        ("Angle.radians", { i, args, e, cx, _ in .angle(Angle(radians: try i.required(args, nil, e, cx))) }),
        ("Alignment", { i, args, e, cx, _ in
            guard let h = args.take("horizontal"), let v = args.take("vertical"),
                case .horizontal(let ha) = try i.evaluate(h.expression, cx, expecting: .horizontal),
                case .vertical(let va) = try i.evaluate(v.expression, cx, expecting: .vertical)
            else { throw i.error(e, "Alignment needs 'horizontal:' and 'vertical:'") }
            return .alignment(Alignment(horizontal: ha, vertical: va))
        }),
        ("HorizontalAlignment", { i, args, e, cx, _ in try i.customGuide("HorizontalAlignment", args, e, cx) }),
        ("VerticalAlignment", { i, args, e, cx, _ in try i.customGuide("VerticalAlignment", args, e, cx) }),
        ("GridItem", { i, args, e, cx, _ in
            var size = GridItem.Size.flexible()
            if let first = args.takeUnlabeled() {
                guard case .gridItemSize(let s) = try i.evaluate(first.expression, cx, expecting: .any) else {
                    throw i.error(first.expression, "a GridItem's size is .fixed(…), .flexible(…) or .adaptive(minimum: …)")
                }
                size = s
            }
            let spacing = try i.numberArgument(args, "spacing", e, cx, finite: true)
            var alignment: Alignment?
            if let a = args.take("alignment") {
                guard case .alignment(let value) = try i.evaluate(a.expression, cx, expecting: .alignment) else { throw i.error(a.expression, "expected an Alignment") }
                alignment = value
            }
            return .gridItem(GridItem(size, spacing: spacing.map { CGFloat($0) }, alignment: alignment))
        }),
        ("GridItem.Size.fixed", { i, args, e, cx, _ in .gridItemSize(.fixed(CGFloat(try i.required(args, nil, e, cx)))) }),
        ("GridItem.Size.flexible", { i, args, e, cx, _ in
            let lo = try i.numberArgument(args, "minimum", e, cx, finite: true), hi = try i.numberArgument(args, "maximum", e, cx)
            return .gridItemSize(.flexible(minimum: CGFloat(lo ?? 10), maximum: CGFloat(hi ?? .infinity)))
        }),
        ("GridItem.Size.adaptive", { i, args, e, cx, _ in
            guard let lo = try i.numberArgument(args, "minimum", e, cx, finite: true) else { throw i.error(e, ".adaptive needs 'minimum:'") }
            guard lo > 0 else { throw i.error(e, "an adaptive GridItem's minimum must be above 0") }
            let hi = try i.numberArgument(args, "maximum", e, cx)
            return .gridItemSize(.adaptive(minimum: CGFloat(lo), maximum: CGFloat(hi ?? .infinity)))
        }),
    ]

    // MARK: Colours, fonts, gradients

    static let styles: [(String, BuiltInFunction)] = [
        ("Color", { i, args, e, cx, _ in try i.colorInit(args, e, cx) }),
        ("Font.system", { i, args, e, cx, _ in
            let size = try i.numberArgument(args, "size", e, cx)
            var weight = Font.Weight.regular
            if let w = args.take("weight") {
                guard case .fontWeight(let fw) = try i.evaluate(w.expression, cx, expecting: .fontWeight) else { throw i.error(w.expression, "expected a font weight") }
                weight = fw
            }
            var design = Font.Design.default
            if let d = args.take("design") {
                let text = d.expression.trimmedText.replacingOccurrences(of: "Font.Design", with: "")
                guard let parsed = Font.Design(rawValue: String(text.drop { $0 == "." })) else {
                    throw i.error(d.expression, "unknown font design '\(d.expression.trimmedText)'")
                }
                design = parsed
            }
            if let size { return .font(.system(size: size, weight: weight, design: design)) }
            guard let style = args.takeUnlabeled() else { throw i.error(e, "Font.system needs 'size:' or a text style") }
            guard case .font(let f) = try i.evaluate(style.expression, cx, expecting: .font) else { throw i.error(style.expression, "expected a text style") }
            return .font(.system(f, design: design, weight: args.labels.isEmpty && e.arguments.count == 1 ? nil : weight))
        }),
        ("Font.custom", { i, args, e, cx, _ in
            // A font the app bundles: the recording's TextShaper finds its file (or says it measured
            // the system font instead). It scales with Dynamic Type as body does, or as its `relativeTo:` style; `fixedSize:` does not.
            guard let family = args.takeUnlabeled() else { throw i.error(e, "Font.custom needs a name and 'size:'") }
            let fixed = try i.numberArgument(args, "fixedSize", e, cx, finite: true)
            guard let size = try fixed ?? i.numberArgument(args, "size", e, cx, finite: true) else { throw i.error(e, "Font.custom needs a name and 'size:'") }
            var style: Font.TextStyle? = fixed == nil ? .body : nil
            if let relative = args.take("relativeTo") {
                guard case .font(let f) = try i.evaluate(relative.expression, cx, expecting: .font), let textStyle = f.textStyle else {
                    throw i.error(relative.expression, "expected a text style such as .title")
                }
                style = textStyle
            }
            let name = (try? i.evaluate(family.expression, cx, expecting: .string)).flatMap { i.stringValue($0, at: family.expression) } ?? SourceText.compact(family.expression)
            return .font(.custom(name, size: size, relativeTo: style))
        }),
        // `.rect(cornerRadius: 12)`, `.capsule(style: .continuous)`: shapes written as static functions.
        ("Shape.rect", { i, args, e, cx, _ in
            let radius = try i.numberArgument(args, "cornerRadius", e, cx, finite: true)
            args.takeAll()
            let spec: NodeSpec = radius.map { NodeSpec.shape("RoundedRectangle", label: SourceText.compact(e), outline: "rounded", args: ["cornerRadius": .number($0)]) }
                ?? NodeSpec.shape("Rectangle", label: SourceText.compact(e), outline: "rectangle", args: [:])
            return .views(try i.count([spec.at(i.position(e))], at: e))
        }),
        ("Shape.capsule", { i, args, e, cx, _ in
            args.takeAll()
            return .views(try i.count([NodeSpec.shape("Capsule", label: SourceText.compact(e), outline: "capsule", args: [:]).at(i.position(e))], at: e))
        }),
        ("CoordinateSpace.scrollView", { _, args, _, _, _ in
            args.takeAll()
            return .string("global")
        }),
        // `.named("scroll")`: a coordinate space by name; ltrace measures in the global space.
        ("CoordinateSpace.named", { i, args, e, cx, _ in
            guard let name = args.takeUnlabeled() else { throw i.error(e, ".named needs a name") }
            _ = try i.evaluate(name.expression, cx, expecting: .any)
            return .string("global")
        }),
        ("Gradient", { _, args, e, _, _ in
            args.takeAll()
            return .opaque(OpaqueValue(expression: SourceText.compact(e), type: "Gradient", node: Syntax(e)))
        }),
    ] + ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient", "ShapeStyle.linearGradient", "ShapeStyle.radialGradient",
         "ShapeStyle.angularGradient", "ShapeStyle.ellipticalGradient", "ShapeStyle.conicGradient", "AnyShapeStyle"].map { name in
        (name, { i, args, e, cx, _ in
            // A gradient is a shape style that, as a view, fills its frame as a colour does
            // (Apple, "ShapeStyle": a shape style used as a view fills the space offered).
            args.takeAll()
            let base = name.split(separator: ".").last.map(String.init) ?? name
            let typeName = base.prefix(1).uppercased() + base.dropFirst()
            return .color(Color(typeName), position: i.position(e), label: i.label(typeName, e))
        })
    }

    // MARK: Collections

    static let collections: [(String, BuiltInFunction)] = [
        ("Array", { i, args, e, cx, _ in
            if let element = args.take("repeating") {
                guard let count = args.take("count") else { throw i.error(e, "Array(repeating:count:) needs both") }
                let n = try i.int(count.expression, cx)
                guard n >= 0, n <= Interpreter.maximumForEachCount else { throw i.error(count.expression, "Array(repeating:count:) of \(n) elements") }
                return .array(Array(repeating: try i.evaluate(element.expression, cx, expecting: .any), count: n))
            }
            guard let arg = args.takeUnlabeled() else { return .array([]) }
            return .array(try i.elements(of: try i.evaluate(arg.expression, cx, expecting: .any), at: arg.expression))
        }),
        ("Set", { i, args, e, cx, _ in
            guard let arg = args.takeUnlabeled() else { return .array([]) }
            var seen: [TraceValue] = []
            return .array(try i.elements(of: try i.evaluate(arg.expression, cx, expecting: .any), at: arg.expression).filter { v in
                if seen.contains(v.traceValue) { return false }
                seen.append(v.traceValue)
                return true
            })
        }),
        // `KeyPathComparator(\Order.status, order: .reverse)`, `SortDescriptor(\.name)`: what
        // `sorted(using:)` and `@Query(sort:)` sort by.
        ("KeyPathComparator", sortComparator), ("SortDescriptor", sortComparator),
        ("Dictionary", { i, args, e, cx, _ in
            // `Dictionary(grouping: days) { $0.month }`: the elements by their key, keys in the order first met
            // (Swift's own order is unspecified, as a dictionary's is).
            if let grouped = args.take("grouping") {
                let key = try i.closureArgument(e, cx, skipping: 1)
                _ = args.take("by")
                _ = args.takeClosure("by")
                // Keys are told apart as values are compared everywhere (`traceValue`), found by hashing.
                var keys: [Value] = [], members: [[Value]] = [], position: [TraceValue: Int] = [:]
                for element in try i.elements(of: try i.evaluate(grouped.expression, cx, expecting: .any), at: grouped.expression) {
                    let k = try key([element])
                    let seen = k.traceValue
                    if let index = position[seen] {
                        members[index].append(element)
                    } else {
                        position[seen] = keys.count
                        keys.append(k)
                        members.append([element])
                    }
                }
                return .dictionary(zip(keys, members).map { (key: $0, value: .array($1)) })
            }
            guard let arg = args.takeUnlabeled() ?? args.take("uniqueKeysWithValues") else { return .dictionary([]) }
            _ = args.take("uniquingKeysWith")
            let pairs = try i.elements(of: try i.evaluate(arg.expression, cx, expecting: .any), at: arg.expression).compactMap { v -> (key: Value, value: Value)? in
                if case .tuple(let t) = v, t.count == 2 { return (t[0].value, t[1].value) }
                return nil
            }
            return .dictionary(pairs)
        }),
        ("stride", { i, args, e, cx, _ in
            guard let from = args.take("from"), let by = args.take("by"), let end = args.take("to") ?? args.take("through") else {
                throw i.error(e, "stride needs 'from:', 'to:' or 'through:', and 'by:'")
            }
            // `stride(from: 0.0, through: 1.0, by: 0.05)`: of doubles when one of them is.
            let written = [from, end, by].map { arg in i.probing { try i.evaluate(arg.expression, cx, expecting: .number) } }
            if written.contains(where: { if case .double? = $0 { return true }; return false }) {
                let (a, b, step) = (try i.number(from.expression, cx), try i.number(end.expression, cx), try i.number(by.expression, cx))
                guard step != 0 else { throw i.error(by.expression, "stride's step must not be zero") }
                guard abs((b - a) / step) <= Double(Interpreter.maximumForEachCount) else { throw i.error(e, "a stride of more than \(Interpreter.maximumForEachCount) elements") }
                let values = end.label == "to" ? Array(Swift.stride(from: a, to: b, by: step)) : Array(Swift.stride(from: a, through: b, by: step))
                return .array(values.map { .double($0) })
            }
            let (a, b, step) = (try i.int(from.expression, cx), try i.int(end.expression, cx), try i.int(by.expression, cx))
            guard step != 0 else { throw i.error(by.expression, "stride's step must not be zero") }
            guard abs((b - a) / step) <= Interpreter.maximumForEachCount else { throw i.error(e, "a stride of more than \(Interpreter.maximumForEachCount) elements") }
            let values = end.label == "to" ? Array(Swift.stride(from: a, to: b, by: step)) : Array(Swift.stride(from: a, through: b, by: step))
            return .array(values.map { .int($0) })
        }),
        ("zip", { i, args, e, cx, _ in
            guard let first = args.takeUnlabeled(), let second = args.takeUnlabeled() else { throw i.error(e, "zip needs two sequences") }
            let a = try i.elements(of: try i.evaluate(first.expression, cx, expecting: .any), at: first.expression)
            let b = try i.elements(of: try i.evaluate(second.expression, cx, expecting: .any), at: second.expression)
            return .array(zip(a, b).map { .tuple([TupleElement(label: nil, value: $0), TupleElement(label: nil, value: $1)]) })
        }),
    ]

    static let sortComparator: BuiltInFunction = { i, args, e, cx, _ in
        guard let path = args.takeUnlabeled()?.expression.as(KeyPathExprSyntax.self) else { throw i.error(e, "\(e.calledExpression.trimmedText) needs a key path") }
        let reverse = args.take("order")?.expression.trimmedText.hasSuffix("reverse") ?? false
        args.takeAll()
        return .tuple([
            TupleElement(label: "keyPath", value: .opaque(OpaqueValue(expression: path.trimmedText, type: "KeyPath", node: Syntax(path)))),
            TupleElement(label: "reverse", value: .bool(reverse)),
        ])
    }

    // MARK: Text

    static let text: [(String, BuiltInFunction)] = [
        ("String.localizedStringWithFormat", { i, args, e, cx, _ in try i.stringFormat(args, e, cx) }),
        ("String", { i, args, e, cx, _ in
            if args.labels.first == "format" { return try i.stringFormat(args, e, cx) }
            if args.labels.contains(where: { ["contentsOfFile", "contentsOf", "data", "decoding", "cString"].contains($0) }) {
                // A string read from a file or data at run time: opaque.
                args.takeAll()
                return .opaque(OpaqueValue(expression: SourceText.compact(e), type: "String", node: Syntax(e)))
            }
            if let key = args.take("localized") {
                // `String(localized: "Welcome")`: the key, as the development language shows it.
                args.takeAll()
                return try i.evaluate(key.expression, cx, expecting: .string)
            }
            if let element = args.take("repeating") {
                guard let count = args.take("count") else { throw i.error(e, "String(repeating:count:) needs both") }
                guard case .string(let s) = try i.evaluate(element.expression, cx, expecting: .string) else { throw i.error(element.expression, "expected a string") }
                let n = try i.int(count.expression, cx)
                guard n >= 0, n * max(1, s.count) <= 1_000_000 else { throw i.error(count.expression, "String(repeating:count:) of \(n)") }
                return .string(String(repeating: s, count: n))
            }
            let unlabeled = args.takeUnlabeled()
            guard let arg = unlabeled ?? args.take("describing") else { return .string("") }
            let value = try i.evaluate(arg.expression, cx, expecting: .any)
            if case .opaque(let o) = value { return .opaque(o.derived(e)) }
            // `String(name.reversed())`, `String(code.filter(\.isNumber))`: a string's characters
            // (one-character strings here) make a string again; Swift's unlabelled `String(_:)` of
            // an array takes only a sequence of characters.
            if unlabeled != nil, case .array(let items) = value, let text = Interpreter.string(ofCharacters: items) { return .string(text) }
            return .string(i.describe(value, at: arg.node))
        }),
        // `NSLocalizedString("Welcome", comment: "")`: the key, as the development language shows it.
        ("NSLocalizedString", localizedKey), ("LocalizedStringKey", localizedKey), ("LocalizedStringResource", localizedKey),
        ("Measurement", { i, args, e, cx, _ in try i.measurement(args, e, cx) }),
        ("Character", { i, args, e, cx, _ in
            guard let arg = args.takeUnlabeled() else { throw i.error(e, "Character needs a string") }
            return try i.evaluate(arg.expression, cx, expecting: .string)
        }),
    ]

    static let localizedKey: BuiltInFunction = { i, args, e, cx, _ in
        guard let key = args.takeUnlabeled() else { throw i.error(e, "\(e.calledExpression.trimmedText) needs a key") }
        args.takeAll()
        return try i.evaluate(key.expression, cx, expecting: .string)
    }

    // MARK: Functions

    static let functions: [(String, BuiltInFunction)] = [
        ("print", void), ("debugPrint", void), ("dump", void), ("assert", checks(stops: false)), ("assertionFailure", void), ("precondition", checks(stops: true)),
        // `withAnimation { … }` changes state when something happens; a preview shows the state before.
        ("withAnimation", void),
        ("fatalError", stops), ("preconditionFailure", stops),
        ("type", { _, args, e, _, _ in
            args.takeAll()
            return .opaque(OpaqueValue(expression: SourceText.compact(e), type: nil, node: Syntax(e)))
        }),
        ("Binding", { i, args, e, cx, _ in
            // `Binding(get: { … }, set: { … })` reads as its getter's value.
            if let v = try i.wrappedValue(ExprSyntax(e), cx) {
                args.takeAll()
                return v
            }
            throw i.error(e, "Binding needs 'get:' and 'set:', or a value")
        }),
        ("State", { i, args, e, cx, _ in
            let v = try i.wrappedValue(ExprSyntax(e), cx) ?? .nilValue
            args.takeAll()
            return v
        }),
    ]

    /// Code for the developer (printing, checks, animations): nothing a view shows.
    static let void: BuiltInFunction = { _, args, _, _, _ in
        args.takeAll()
        return .tuple([])
    }

    /// `assert(condition, message)` and `precondition(…)`: the condition is evaluated. A failed
    /// `precondition` stops the code there, as it does in any build; a failed `assert` stops a
    /// debug build (a preview's) but not a release build, which ltrace reads: a warning.
    static func checks(stops: Bool) -> BuiltInFunction {
        { i, args, e, cx, _ in
            guard let condition = args.takeUnlabeled() else { args.takeAll(); return .tuple([]) }
            let message = try args.takeUnlabeled().map { try i.evaluate($0.expression, cx, expecting: .string) }
            args.takeAll()
            guard case .bool(false) = try i.evaluate(condition.expression, cx, expecting: .bool) else { return .tuple([]) }
            let said: String
            if case .string(let s)? = message { said = ": " + s } else { said = "" }
            let what = (stops ? "precondition failed" : "assertion failed") + said + " (\(condition.expression.trimmedText))"
            if stops { throw i.error(e, what) }
            i.warn(e, .approximated, what + "; a debug build stops here, a release build goes on, as ltrace does")
            return .tuple([])
        }
    }

    static let stops: BuiltInFunction = { i, args, e, _, _ in
        throw i.error(e, "the code stops here (\(SourceText.compact(e))), so it has no value")
    }
}

extension Interpreter {
    /// `name(…)` for a function or initializer of `BuiltInCalls`; nil when it has none.
    func builtInCall(_ name: String, _ e: FunctionCallExprSyntax, _ cx: Context, expecting: Expectation) throws -> Value? {
        guard let f = BuiltInCalls.table[name] else {
            if name.hasPrefix("ModelContainer") || name == "ModelConfiguration" { return try modelContainer(name, e, cx) }
            return nil
        }
        return try run(f, named: name, e, cx, expecting: expecting)
    }

    /// `f` of the built-in call `name(…)` written as `e`, with its arguments.
    func run(_ f: BuiltInFunction, named name: String, _ e: FunctionCallExprSyntax, _ cx: Context, expecting: Expectation) throws -> Value {
        let args = arguments(name, of: e)
        let value = try f(self, args, e, cx, expecting)
        try args.finish(self, allowed: [])
        return value
    }

    /// The built-in function or initializer `max(a, b)`, `Double(i)` or `String(format: …)`
    /// runs, where nothing but the name written decides that (`namedCall`, then
    /// `builtInCall(named:)` and `construct` for a type, each asking tables by name at every
    /// call): the name's resolution there is known and is a built-in function, or a built-in
    /// type that is not a view and that no extension initializer of the scene's adds to; and no
    /// modifier or extension method of the scene's is named so (which `namedCall` tries first
    /// inside a view). nil while the name has not been resolved there yet, `.some(nil)` where
    /// the call is not such a one.
    func builtInConstruction(_ name: String, at reference: DeclReferenceExprSyntax) -> (name: String, function: BuiltInFunction)?? {
        guard let resolution = resolver.knownOuterResolution(name, at: Syntax(reference)) else { return nil }
        guard !Self.isModifier(name), !Self.environmentModifierNames.contains(name), BuiltIns.style(setBy: name) == nil,
              !index.outsideExtensions.values.contains(where: { $0.methods[name] != nil })
        else { return .some(nil) }
        switch resolution {
        case .builtInFunction(let function):
            return BuiltInCalls.table[function].map { (function, $0) }
        case .builtInType(let type):
            guard case .builtInType = resolver.builtIn(type), index.outsideExtensions[type]?.initializers.isEmpty ?? true,
                  BuiltIns.view(named: type) == nil, !BuiltInNames.specialViews.contains(type)
            else { return .some(nil) }
            return BuiltInCalls.table[type].map { (type, $0) }
        default:
            return .some(nil)
        }
    }

    /// `.system(size: 20)`, `.degrees(40)`, `.fixed(70)`, `Font.system(…)`: a static function of
    /// the type given, or of the type the expectation names; nil when there is none.
    func builtInStaticCall(_ name: String, _ e: FunctionCallExprSyntax, _ cx: Context, expecting: Expectation, type: String? = nil) throws -> Value? {
        // `.init(.flexible())` where a GridItem is expected (a grid's `columns:`).
        if name == "init", type == nil, let size = e.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
            ["fixed", "flexible", "adaptive"].contains(size.declName.baseName.text)
        {
            return try builtInCall("GridItem", e, cx, expecting: expecting)
        }
        // Where nothing is expected, a member's type cannot be told (`.custom(…)` may be any enum's case).
        let types = type.map { [$0] } ?? (expecting == .any ? [] : Self.extendedTypes(for: expecting) + (expecting == .angle ? ["Angle"] : []))
        guard let f = BuiltInCalls.implicit(name, types: types) else { return nil }
        return try run(f, named: name, e, cx, expecting: expecting)
    }

    /// A number argument (labelled, or the next unlabelled one), or nil when absent. A geometry
    /// value (`CGPoint(x:y:)`, which a drawing may compute as NaN) keeps NaN: layout checks the
    /// value where it arrives, not where it is made.
    func numberArgument(
        _ args: Arguments, _ label: String?, _ e: FunctionCallExprSyntax, _ cx: Context, finite: Bool = false, geometry: Bool = false
    ) throws -> Double? {
        guard let arg = label.map({ args.take($0) }) ?? args.takeUnlabeled() else { return nil }
        let v = try evaluate(arg.expression, cx, expecting: .floating)
        if geometry, let n = v.number, n.isNaN { return n }
        guard let n = try layoutNumber(v, at: arg.expression, finite: finite) else { throw error(arg.expression, "expected a number, found \(v.typeName)") }
        return n
    }

    /// `Double("3.5")`, `CGFloat(n)`, `Int(text)`: the number as a `.double`, nil for a string that
    /// is not a number, and an opaque value for an opaque argument (`Int(formatter.string(from:
    /// date))` is known only on the device).
    func convertedNumber(_ args: Arguments, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        guard let arg = args.takeUnlabeled() else { return .double(0) }
        let v = try evaluate(arg.expression, cx, expecting: .floating)
        if case .string(let s) = v { return Double(s.trimmingCharacters(in: .whitespaces)).map { .double($0) } ?? .nilValue }
        if v.isNil { return .nilValue }
        if let o = v.opaque { return .opaque(o.derived(e)) }
        guard let n = try layoutNumber(v, at: arg.expression) else { throw error(arg.expression, "expected a number, found \(v.typeName)") }
        return .double(n)
    }

    func required(_ args: Arguments, _ label: String?, _ e: FunctionCallExprSyntax, _ cx: Context, geometry: Bool = false) throws -> Double {
        guard let v = try numberArgument(args, label, e, cx, geometry: geometry) else {
            throw error(e, "\(e.calledExpression.trimmedText) needs \(label.map { "'\($0):'" } ?? "a value")")
        }
        return v
    }

    /// The symbol an asset resource is written as: `.brand`, `ColorResource.brand`, or with its
    /// namespaces, `.Theme.brand`.
    static func resourceSymbol(_ expr: ExprSyntax, type: String) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else { return name }
        if base.trimmedText == type { return name }
        guard base.is(MemberAccessExprSyntax.self), let outer = resourceSymbol(base, type: type), outer.first?.isUppercase == true else { return nil }
        return outer + "." + name
    }

    /// A platform colour (`Color(.systemBackground)`, `Color(uiColor: .label)`): drawn in its light-mode
    /// value when `Color.platformColors` has it, else as a marked neutral, with a warning.
    private func platformColor(_ label: String, _ e: FunctionCallExprSyntax, _ position: SourcePosition) -> Value {
        if Color.platformColor(in: label) == nil {
            warn(e, .ignored, "\(label) is not interpreted; it is drawn as an unknown colour, a marked neutral (a colour cannot change layout)")
        }
        return .color(Color(label), position: position, label: label)
    }

    /// `Color(red:green:blue:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`, `Color("Brand")`;
    /// a platform colour (`Color(.systemRed)`, `Color(uiColor:)`) by `platformColor`.
    func colorInit(_ args: Arguments, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        let position = position(e)
        let label = SourceText.compact(e)
        if let name = args.takeUnlabeled() {
            _ = args.take("bundle")
            // `Color(.brand)`, `Color(ColorResource.brand)`: a colour set's generated symbol.
            if let symbol = Self.resourceSymbol(name.expression, type: "ColorResource"), let set = assets.color(symbol: symbol) {
                remember(set)
                return .color(set.color, position: position, label: label)
            }
            if case .string(let s)? = probing({ try evaluate(name.expression, cx, expecting: .string) }) {
                if let set = assets.color(named: s) {
                    remember(set)
                    return .color(set.color, position: position, label: label)
                }
                return .color(Color(s), position: position, label: label)
            }
            // `Color(.sRGB, red: …)` names a colour space, then the components.
            if !args.labels.contains("red") && !args.labels.contains("white") {
                args.takeAll()
                return platformColor(label, e, position)
            }
        }
        for platform in ["uiColor", "nsColor", "cgColor"] where args.labels.contains(platform) {
            args.takeAll()
            return platformColor(label, e, position)
        }
        if args.labels.first == "light" || args.labels.first == "dark" {
            args.takeAll()
            return .color(Color(label), position: position, label: label)
        }
        if let white = args.take("white") {
            let opacity = try args.take("opacity").map { try number($0.expression, cx) } ?? 1
            return .color(Color(white: try number(white.expression, cx), opacity: opacity), position: position, label: label)
        }
        if let h = args.take("hue"), let sat = args.take("saturation"), let bri = args.take("brightness") {
            let (hue, saturation, brightness) = (try number(h.expression, cx), try number(sat.expression, cx), try number(bri.expression, cx))
            let opacity = try args.take("opacity").map { try number($0.expression, cx) } ?? 1
            // HSB to RGB, as `Color(hue:saturation:brightness:)` defines it.
            let sector = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
            let chroma = brightness * saturation
            let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
            let (r, g, b): (Double, Double, Double) = [(chroma, x, 0), (x, chroma, 0), (0, chroma, x), (0, x, chroma), (x, 0, chroma), (chroma, 0, x)][min(5, max(0, Int(sector)))]
            let m = brightness - chroma
            return .color(Color(red: r + m, green: g + m, blue: b + m, opacity: opacity), position: position, label: label)
        }
        guard let r = args.take("red"), let g = args.take("green"), let b = args.take("blue") else {
            throw error(e, "Color needs 'red:green:blue:', 'hue:saturation:brightness:', 'white:' or an asset name")
        }
        let opacity = try args.take("opacity").map { try number($0.expression, cx) } ?? 1
        return .color(
            Color(red: try number(r.expression, cx), green: try number(g.expression, cx), blue: try number(b.expression, cx), opacity: opacity),
            position: position, label: label)
    }
}
