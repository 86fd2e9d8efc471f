import Foundation
import LayoutEngine
import SwiftSyntax

/// The names visible to an expression, innermost first: locals and parameters, then the fields
/// of `self` where a type's code runs, then the globals' scope.
final class Scope {
    let parent: Scope?
    /// A scope holds a few names (a closure's parameters, a block's locals): a search of a short
    /// list is quicker than hashing the name at every level of the chain. The first two are
    /// kept in the scope itself, so that a call binding one or two parameters allocates nothing
    /// more than its scope; the rest in memory the scope owns rather than in an array (reading
    /// an array held by a class retained and released its buffer at every level of every
    /// lookup, a third of a loop's time).
    private var first = Binding(name: "", value: .nilValue)
    private var second = Binding(name: "", value: .nilValue)
    /// The bindings after the first two.
    private var more: UnsafeMutablePointer<Binding>?
    private var count = 0
    private var moreCapacity = 0
    /// Whether `self` is bound here (`owner(reading:)` asks at every scope of the chain).
    private var bindsSelf = false

    private struct Binding {
        var name: String
        var value: Value
    }

    deinit {
        guard let more else { return }
        if count > 2 { more.deinitialize(count: count - 2) }
        more.deallocate()
    }

    /// Where `name` is bound here.
    @inline(__always)
    private func slot(_ name: String) -> Int? {
        let length = name.utf8.count
        guard count > 0 else { return nil }
        if first.name.utf8.count == length && first.name == name { return 0 }
        guard count > 1 else { return nil }
        if second.name.utf8.count == length && second.name == name { return 1 }
        guard let more else { return nil }
        for i in 0..<(count - 2) where more[i].name.utf8.count == length && more[i].name == name { return i + 2 }
        return nil
    }

    @inline(__always)
    private func value(at index: Int) -> Value {
        switch index {
        case 0: return first.value
        case 1: return second.value
        default: return more![index - 2].value
        }
    }

    @inline(__always)
    private func setValue(_ value: Value, at index: Int) {
        switch index {
        case 0: first.value = value
        case 1: second.value = value
        default: more![index - 2].value = value
        }
    }

    @inline(__always)
    private func append(_ name: String, _ value: Value) {
        if name.utf8.count == 4 && name == "self" { bindsSelf = true }
        switch count {
        case 0: first = Binding(name: name, value: value)
        case 1: second = Binding(name: name, value: value)
        default:
            let index = count - 2
            if index == moreCapacity {
                let grown = UnsafeMutablePointer<Binding>.allocate(capacity: max(2, moreCapacity * 2))
                if let more {
                    grown.moveInitialize(from: more, count: index)
                    more.deallocate()
                }
                more = grown
                moreCapacity = max(2, moreCapacity * 2)
            }
            (more! + index).initialize(to: Binding(name: name, value: value))
        }
        count += 1
    }

    /// The names bound here, in order.
    private var names: [String] { (0..<count).map { $0 == 0 ? first.name : $0 == 1 ? second.name : more![$0 - 2].name } }
    /// `self` where a view's body, a method or an initializer runs: its fields are names here,
    /// and assigning one changes it.
    let instance: Instance?
    /// The type whose statics and nested types unqualified names reach (`Self`).
    let type: TypeDeclaration?

    /// `parent` and `instance` again, for the walks of the chain (`walk`), which read them
    /// without retaining what they read. A strong read retained and released the parent and
    /// the instance at every level of every lookup, as did a read through `unowned(unsafe)`.
    private let walkParent: Unmanaged<Scope>?
    private let walkInstance: Unmanaged<Instance>?

    init(parent: Scope?, instance: Instance? = nil, type: TypeDeclaration? = nil) {
        self.parent = parent
        self.instance = instance
        walkParent = parent.map { Unmanaged.passUnretained($0) }
        walkInstance = instance.map { Unmanaged.passUnretained($0) }
        self.type = type ?? instance?.type
        if let instance { bind("self", .instance(instance)) }
    }

    /// Each scope of the chain from this one outwards, given to `visit` without reference
    /// counting (the walk holds `self`, and each scope its parent), until `visit` answers.
    @inline(__always)
    private func walk<T>(_ visit: (Scope) -> T?) -> T? {
        withExtendedLifetime(self) {
            var s = Unmanaged.passUnretained(self)
            while true {
                if let answer = s._withUnsafeGuaranteedRef(visit) { return answer }
                guard let parent = s._withUnsafeGuaranteedRef({ $0.walkParent }) else { return nil }
                s = parent
            }
        }
    }

    /// The value of the field `name` of the instance whose code runs in this scope.
    @inline(__always)
    private func instanceField(_ name: String) -> Value? {
        walkInstance?._withUnsafeGuaranteedRef { $0.fields[name] }
    }

    func lookup(_ name: String) -> Value? {
        // Every name an expression reads comes through here.
        walk { s in
            if let i = s.slot(name) { return s.value(at: i) }
            return s.instanceField(name)
        }
    }

    @inline(__always)
    func bind(_ name: String, _ value: Value) {
        if let i = slot(name) { setValue(value, at: i) } else { append(name, value) }
    }

    /// `name = value`: changes the innermost binding of `name` (a local, or a field of `self`);
    /// false when there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        walk { s in
            if let i = s.slot(name) {
                s.setValue(value, at: i)
                return true
            }
            if let instance = s.instance, Scope.writes(name, of: instance) {
                instance.fields[name] = value
                return true
            }
            return nil
        } ?? false
    }

    /// Whether assigning `name` where `instance`'s code runs writes its field: one it has, or a
    /// stored property it declares.
    private static func writes(_ name: String, of instance: Instance) -> Bool {
        instance.fields[name] != nil || instance.type.members.stored.contains { $0.name == name }
    }

    /// Forgets every name bound here (a loop's scope used again for the next iteration).
    /// The first two bindings are left in place until a binding replaces them (or the scope goes):
    /// nothing reads them past `count`, and each iteration of a loop binds its names again.
    func removeAll() {
        if count > 2 { more!.deinitialize(count: count - 2) }
        count = 0
        bindsSelf = false
        if !autoclosures.isEmpty { autoclosures = [] }
    }

    func lookupLocal(_ name: String) -> Value? { slot(name).map(value(at:)) }

    /// Where the local `name` is bound, as `lookup` and `assign` both reach it: nil when a
    /// field of `self` of the name (set, or declared stored) comes first, or none is bound.
    func localSlot(_ name: String) -> (scope: Scope, index: Int)? {
        walk { s -> (scope: Scope, index: Int)?? in
            if let i = s.slot(name) { return (s, i) }
            if let instance = s.instance, Scope.writes(name, of: instance) { return .some(nil) }
            return nil
        } ?? nil
    }

    /// Where the local `name` of this chain holding a struct's instance is bound; nil when `name`
    /// is no local (a field of `self` is not one), or holds anything else.
    func localStructSlot(_ name: String) -> (scope: Scope, index: Int)? {
        walk { s -> (scope: Scope, index: Int)?? in
            if let i = s.slot(name) {
                guard case .instance(let instance) = s.value(at: i), !instance.type.isReference else { return .some(nil) }
                return (s, i)
            }
            if s.instanceField(name) != nil { return .some(nil) }
            return nil
        } ?? nil
    }

    /// What the number bound at `index` here is evaluated as (`Value.expectationOfItsKind`), read
    /// without copying the value; nil when it holds no number.
    @inline(__always)
    func numberExpectation(at index: Int) -> Expectation? {
        switch value(at: index) {
        case .int: return .int
        case .double: return .floating
        default: return nil
        }
    }

    /// The number bound at `index` here; nil when it holds anything else.
    @inline(__always)
    func number(at index: Int) -> Value? {
        switch value(at: index) {
        case .int(let v): return .int(v)
        case .double(let v): return .double(v)
        default: return nil
        }
    }

    /// Binds `value` at `index` here, as `assign` of the local there would.
    @inline(__always)
    func set(_ value: Value, at index: Int) { setValue(value, at: index) }

    /// The string bound at `index` here, if it is one.
    @inline(__always)
    func string(at index: Int) -> String? {
        if case .string(let text) = value(at: index) { return text }
        return nil
    }

    /// `text += addition` of the string bound at `index` here, appended in place: the binding
    /// lets go of it first, so that its storage is not copied when nothing else holds it
    /// (as CPython's `+=` appends to a string only its variable holds).
    func append(_ addition: String, at index: Int) {
        guard case .string(var text) = value(at: index) else { return }
        setValue(.nilValue, at: index)
        text += addition
        setValue(.string(text), at: index)
    }

    /// The struct instance bound at `index` here (a slot `localStructSlot` found).
    func structInstance(at index: Int) -> Instance? {
        guard case .instance(let instance) = value(at: index), !instance.type.isReference else { return nil }
        return instance
    }

    /// `name.field = value` where the local `name` holding a struct's instance is bound at
    /// `index` here (`localStructSlot`): the field is set in place when nothing else holds the
    /// instance, else on a copy the local then holds, as Swift copies a struct on write (`let q =
    /// p`, or an array holding `p`, holds it too). `hint` is where the field was found the last
    /// time (`InstanceFields.index(of:hint:)`). False when the slot holds no struct instance.
    func setField(_ field: String, ofStructAt index: Int, to value: Value, hint: inout Int) -> Bool {
        guard case .instance(var instance) = self.value(at: index), !instance.type.isReference else { return false }
        setValue(.nilValue, at: index)
        if !isKnownUniquelyReferenced(&instance) { instance = instance.copy() }
        if let i = instance.fields.index(of: field, hint: &hint) {
            instance.fields[at: i] = value
        } else {
            instance.fields[field] = value
        }
        setValue(.instance(instance), at: index)
        return true
    }

    /// The `@autoclosure` parameters bound here: each holds its argument's value, and a call of
    /// it (`condition()`) is that value.
    private(set) var autoclosures: Set<String> = []
    func bindAutoclosure(_ name: String, _ value: Value) {
        bind(name, value)
        autoclosures.insert(name)
    }

    /// Whether `name`, as this scope sees it, is an `@autoclosure` parameter.
    func isAutoclosure(_ name: String) -> Bool {
        walk { s in
            if s.slot(name) != nil { return s.autoclosures.contains(name) }
            return s.instanceField(name) != nil ? false : nil
        } ?? false
    }

    /// The instance whose field `name` is, when the name reads a field rather than a local.
    func fieldOwner(_ name: String) -> Instance? {
        walk { s -> Instance?? in
            if s.slot(name) != nil { return .some(nil) }
            if let instance = s.instance, instance.fields[name] != nil { return instance }
            return nil
        } ?? nil
    }

    /// The instance or type whose code runs here, nearest first, when nothing of the chain reads
    /// as `name` (no local, parameter or field of that name) and no `self` is bound but an
    /// instance's own: `NameResolver.resolve` then looks `name` up among that owner's members
    /// first (`Interpreter.callMemberOrAsWritten`).
    func owner(reading name: String) -> (instance: Instance?, type: TypeDeclaration)? {
        var found: Unmanaged<Scope>?
        let stopped = walk { s -> Bool? in
            if s.slot(name) != nil { return true }
            if s.walkInstance != nil ? s.instanceField(name) != nil : s.bindsSelf { return true }
            if found == nil, s.walkInstance != nil || s.type != nil { found = Unmanaged.passUnretained(s) }
            return nil
        }
        guard stopped == nil, let found else { return nil }
        // `found` is a scope of this chain, which `self` holds.
        return withExtendedLifetime(self) {
            found._withUnsafeGuaranteedRef { s in
                if let instance = s.instance { return (instance, instance.type) }
                return s.type.map { (nil, $0) }
            }
        }
    }

    /// The instance whose code is running here, the nearest one out.
    var enclosingInstance: Instance? { instance ?? parent?.enclosingInstance }
    /// The type whose code is running here (for `Self` and sibling statics), the nearest one out.
    var enclosingType: TypeDeclaration? { type ?? parent?.enclosingType }

    /// Every name visible, for suggestions.
    var visibleNames: [String] { names + (instance.map { Array($0.fields.keys) } ?? []) + (parent?.visibleNames ?? []) }
}

