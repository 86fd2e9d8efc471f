import Foundation
import LayoutEngine
import SwiftSyntax

/// SwiftData as a preview uses it: an in-memory `ModelContainer` the preview fills
/// (`container.mainContext.insert(item)`), set on the view with `.modelContainer(container)`,
/// and read by `@Query`, filtered and sorted as its arguments say.
final class ModelStore {
    /// The objects inserted, in insertion order.
    var objects: [Instance] = []
}

extension Interpreter {
    /// `ModelContainer(for: Item.self, configurations: …)`, `ModelConfiguration(…)`, `ModelContext(container)`.
    func modelContainer(_ name: String, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        switch name {
        case "ModelConfiguration": return .opaque(OpaqueValue(expression: SourceText.compact(e), type: "ModelConfiguration", node: Syntax(e)))
        case "ModelContext":
            if let arg = e.arguments.first, case .modelStore(let store) = try evaluate(arg.expression, cx, expecting: .any) { return .modelStore(store) }
            return .modelStore(ModelStore())
        default: return .modelStore(ModelStore())
        }
    }

    /// `context.insert(item)`, `context.save()`, `context.fetch(descriptor)`, `container.mainContext`.
    func modelStoreMethod(_ name: String, _ store: ModelStore, _ call: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        switch name {
        case "insert":
            guard let arg = call.arguments.first else { throw error(call, "insert needs a model object") }
            switch try evaluate(arg.expression, cx, expecting: .any) {
            case .instance(let object): store.objects.append(object)
            case .array(let objects): for case .instance(let object) in objects { store.objects.append(object) }
            default: break
            }
            return .tuple([])
        case "delete":
            if let arg = call.arguments.first, case .instance(let object) = try evaluate(arg.expression, cx, expecting: .any) {
                store.objects.removeAll { $0 === object }
            }
            return .tuple([])
        case "fetch":
            let type = call.arguments.first.flatMap { Self.fetchedType($0.expression) }
            return .array(store.objects.filter { type == nil || $0.type.name == type }.map { .instance($0) })
        case "fetchCount":
            let type = call.arguments.first.flatMap { Self.fetchedType($0.expression) }
            return .int(store.objects.filter { type == nil || $0.type.name == type }.count)
        default:
            // `save()`, `rollback()`, `transaction { }`: nothing layout reads.
            return .tuple([])
        }
    }

    /// `FetchDescriptor<Item>()`: `Item`.
    private static func fetchedType(_ e: ExprSyntax) -> String? {
        guard let call = e.as(FunctionCallExprSyntax.self), let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) else { return nil }
        return generic.genericArgumentClause.arguments.first?.argument.trimmedText
    }

    /// `.modelContainer(container)` or `.modelContainer(for: Item.self, inMemory: true)`: the store
    /// the views before it read with `@Query` and `\.modelContext`.
    func modelContainerModifier(_ e: FunctionCallExprSyntax, base: ExprSyntax, _ cx: Context) throws -> Value {
        var store = ModelStore()
        if let arg = e.arguments.first, arg.label == nil, case .modelStore(let given) = try evaluate(arg.expression, cx, expecting: .any) {
            store = given
        }
        var inner = cx
        inner.environment = cx.environment.setting("modelContainer", .modelStore(store))
        return try evaluate(base, inner, expecting: .view)
    }

    /// `@Query var items: [Item]`, `@Query(sort: \Item.date, order: .reverse)`,
    /// `@Query(filter: #Predicate<Item> { $0.done }, sort: [SortDescriptor(\Item.name)])`: the
    /// objects the preview inserted into the container around the view.
    func queryResults(_ property: PropertyDeclaration, _ wrapper: PropertyWrapper, _ cx: Context, at node: Syntax) throws -> Value {
        let elementType = property.type.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")) }
        guard case .modelStore(let store)? = cx.environment.value("modelContainer") else {
            warn(node, .substituted, "@Query reads the model container around the view, and there is none (write .modelContainer(…) in the preview); '\(property.name)' has no objects")
            return .array([])
        }
        var objects = store.objects.filter { elementType == nil || $0.type.name == elementType }.map { Value.instance($0) }
        var arguments: LabeledExprListSyntax = []
        if case .argumentList(let list)? = wrapper.attribute?.arguments { arguments = list }
        let statics = cx.with(Scope(parent: globals))
        for argument in arguments {
            switch argument.label?.text {
            case "filter":
                if case .closure(let predicate) = try evaluate(argument.expression, statics, expecting: .any) {
                    objects = try objects.filter { object in
                        let v = try value(of: predicate.syntax.statements, statics.with(closureScope(predicate.syntax, predicate.scope, arguments: [object])), at: predicate.syntax)
                        if case .bool(let b) = v { return b }
                        return false
                    }
                }
            case "sort":
                objects = try sorted(objects, by: argument.expression, order: arguments.first { $0.label?.text == "order" }?.expression, statics)
            default:
                continue
            }
        }
        if !arguments.contains(where: { $0.label?.text == "sort" }) && objects.count > 1 {
            warn(node, .approximated, "@Query without 'sort:' returns objects in an order SwiftData does not promise; ltrace uses the order they were inserted")
        }
        return .array(objects)
    }

    /// Objects sorted by a key path (`\Item.date`), a `SortDescriptor`, or an array of them.
    private func sorted(_ objects: [Value], by e: ExprSyntax, order: ExprSyntax?, _ cx: Context) throws -> [Value] {
        var descriptors: [(KeyPathExprSyntax, Bool)] = []
        func read(_ e: ExprSyntax, reverse: Bool) {
            if let path = e.as(KeyPathExprSyntax.self) { descriptors.append((path, reverse)) }
            if let array = e.as(ArrayExprSyntax.self) { for element in array.elements { read(element.expression, reverse: reverse) } }
            if let call = e.as(FunctionCallExprSyntax.self), let path = call.arguments.first?.expression.as(KeyPathExprSyntax.self) {
                let reversed = call.arguments.contains { $0.label?.text == "order" && $0.expression.trimmedText.hasSuffix("reverse") }
                descriptors.append((path, reversed))
            }
        }
        read(e, reverse: order?.trimmedText.hasSuffix("reverse") ?? false)
        guard !descriptors.isEmpty else { return objects }
        let keyed = try objects.map { object in (object, try descriptors.map { try keyPath($0.0, of: object, cx) }) }
        return try keyed.stableSorted { a, b in
            for (index, (_, reverse)) in descriptors.enumerated() {
                let (x, y) = (a.1[index], b.1[index])
                if try ascendingValues(x, y) { return !reverse }
                if try ascendingValues(y, x) { return reverse }
            }
            return false
        }.map(\.0)
    }

    private func ascendingValues(_ a: Value, _ b: Value) throws -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y
        case (.bool(let x), .bool(let y)): return !x && y
        default:
            guard let x = a.number, let y = b.number else { return false }
            return x < y
        }
    }
}
