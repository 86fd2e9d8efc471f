import SwiftSyntax

/// What is kept per syntax node (compiled code, facts read from the syntax, positions), found by
/// the node's identifier. A `Dictionary` hashed the identifier with SipHash at every lookup, a
/// tenth of a formatting loop's time (every argument of every built-in call is looked up by its
/// node); this table spreads the node's index in its tree by a multiplication, and compares the
/// whole identifier (its tree's too) where it lands. Entries are added or replaced, never removed.
/// A class owning its memory, like `Scope`: an array held by a class retained and released its
/// buffer at every read.
final class SyntaxTable<Value> {
    /// The identifiers and values at the same places; a place without an identifier is free.
    /// Apart, so that probing reads no value.
    private var ids: UnsafeMutablePointer<SyntaxIdentifier?>
    private var values: UnsafeMutablePointer<Value?>
    private var capacity = 64
    private var count = 0

    init() {
        ids = .allocate(capacity: capacity)
        ids.initialize(repeating: nil, count: capacity)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: nil, count: capacity)
    }

    deinit {
        ids.deinitialize(count: capacity)
        ids.deallocate()
        values.deinitialize(count: capacity)
        values.deallocate()
    }

    /// Where `id` is, or the free place it would take.
    @inline(__always)
    private func place(of id: SyntaxIdentifier) -> Int {
        let mask = capacity - 1  // a power of two
        // Fibonacci hashing: the high bits of the product spread consecutive indices apart.
        var i = Int(truncatingIfNeeded: (id.indexInTree.toOpaque() &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while let found = ids[i], found != id { i = (i + 1) & mask }
        return i
    }

    subscript(id: SyntaxIdentifier) -> Value? {
        get { values[place(of: id)] }
        set {
            guard let newValue else { preconditionFailure("a SyntaxTable's entries are never removed") }
            let i = place(of: id)
            values[i] = newValue
            guard ids[i] == nil else { return }
            ids[i] = id
            count += 1
            if count * 2 > capacity { grow() }
        }
    }

    /// The value kept for `id`, made by `make` and kept the first time it is asked for.
    func value(for id: SyntaxIdentifier, orMake make: () -> Value) -> Value {
        if let known = self[id] { return known }
        let made = make()
        self[id] = made
        return made
    }

    private func grow() {
        let oldIDs = ids, oldValues = values, oldCapacity = capacity
        capacity *= 2
        ids = .allocate(capacity: capacity)
        ids.initialize(repeating: nil, count: capacity)
        values = .allocate(capacity: capacity)
        values.initialize(repeating: nil, count: capacity)
        for j in 0..<oldCapacity {
            guard let id = oldIDs[j] else { continue }
            let i = place(of: id)
            ids[i] = id
            (values + i).pointee = (oldValues + j).move()
            (oldValues + j).initialize(to: nil)
        }
        oldIDs.deinitialize(count: oldCapacity)
        oldIDs.deallocate()
        oldValues.deinitialize(count: oldCapacity)
        oldValues.deallocate()
    }
}
