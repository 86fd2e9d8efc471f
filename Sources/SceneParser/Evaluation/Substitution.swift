import Foundation
import LayoutEngine
import SwiftSyntax

/// The rules by which an opaque value becomes a concrete one where layout needs it (docs/scenes.md,
/// "Opaque values"). Each use is a warning at the expression that needed it, a row of the
/// trace's `diagnostics`, and a mark on the node built from it, so that `why` says what a size
/// depends on. The rules are ltrace's own choice (the real value is unknowable without running
/// the app); they favour the view's plain state and a visible stand-in.
enum Substitution {
    /// A number (a frame's length, a padding, a count) is 0.
    static let number: Double = 0
    /// A Bool (an `if`, a toggle's state) is false: the view's plain state (not loading, not shown).
    static let bool = false

    /// A string is the expression as written (`store.title`), or for an interpolation the string
    /// with each opaque part as written.
    static func string(_ o: OpaqueValue) -> String { o.text ?? o.expression }
}

extension Interpreter {
    func substituteString(_ o: OpaqueValue, at use: some SyntaxProtocol) -> String {
        let s = Substitution.string(o)
        let shown = o.textIsMarkdown ? Text(markdown: s).content : s
        warn(use, .substituted, "'\(o.expression)' is an opaque value \(o.reason); its text is measured as \"\(shown)\"")
        return s
    }

    func substituteNumber(_ o: OpaqueValue, at use: some SyntaxProtocol) -> Double {
        warn(use, .substituted, "'\(o.expression)' is an opaque value \(o.reason); layout uses \(TraceFormat.number(Substitution.number)) for it")
        return Substitution.number
    }

    func substituteBool(_ o: OpaqueValue, at use: some SyntaxProtocol) -> Bool {
        warn(use, .substituted, "'\(o.expression)' is an opaque value \(o.reason); the condition is taken as \(Substitution.bool)")
        return Substitution.bool
    }

    /// Whether an opaque value is nil: never (`if let`, `== nil`, `??`).
    func substituteIsNil(_ o: OpaqueValue, at use: some SyntaxProtocol) -> Bool {
        // A file the app bundles, found: not nil, and nothing guessed.
        if o.bundledFile != nil { return false }
        warn(use, .substituted, "'\(o.expression)' is an opaque value \(o.reason); it is taken as not nil")
        return false
    }

    /// `while let r = text.range(of: …)` over an opaque value: nil, so the loop ends. Taken as not
    /// nil, the same opaque value would hold on every turn and the loop would never end (the
    /// elements a loop collects so are none, as an opaque collection's are).
    func substituteLoopEnds(_ o: OpaqueValue, at use: some SyntaxProtocol) {
        warn(use, .substituted, "'\(o.expression)' is an opaque value \(o.reason); the loop takes it as nil and ends")
    }

    /// The elements of an opaque collection (`ForEach(store.items)`): none.
    func substituteElements(_ o: OpaqueValue, at use: some SyntaxProtocol) -> [Value] {
        warn(use, .substituted, "'\(o.expression)' is an opaque value \(o.reason); it is taken as an empty collection")
        return []
    }

    /// The case a `switch` over an opaque value takes: its first.
    func substituteCase(_ o: OpaqueValue, at use: some SyntaxProtocol) {
        warn(use, .substituted, "'\(o.expression)' is an opaque value \(o.reason); the switch takes its first case")
    }

    /// A font from outside: the environment's font.
    func substituteFont(_ o: OpaqueValue, at use: some SyntaxProtocol) {
        warn(use, .substituted, "'\(o.expression)' is an opaque value \(o.reason); text keeps the font around it")
    }
}
