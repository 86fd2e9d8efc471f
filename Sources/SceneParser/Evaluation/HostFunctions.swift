import Foundation
import LayoutEngine
import SwiftSyntax

/// A function the program that embeds ltrace defines for the scene's code: a name no
/// declaration of the scene's files defines, called as a global function, runs it. The snapshot
/// harness (`ltrace-bench snapshots`) defines swift-snapshot-testing's `assertSnapshot`, so
/// that a test run in the interpreter, through whatever helpers wrap the assertion, hands over
/// the views it checks and the names it files them under.
public typealias HostFunction = (HostCall) throws -> Void

/// One call of a `HostFunction`: its arguments, evaluated on request where the call is.
public struct HostCall {
    let interpreter: Interpreter
    let call: FunctionCallExprSyntax
    let cx: Context

    /// The name called (`assertSnapshot`).
    public let name: String
    /// Each argument's label (nil when unlabeled), in order.
    public let labels: [String?]
    /// Where the call is written.
    public var position: SourcePosition { interpreter.position(call) }
    /// The function whose code makes the call, as its `#function` says (`testLayout()`).
    public var function: String? { cx.function.map(Interpreter.swiftName(of:)) }

    /// The index of the first argument with one of these labels (nil in the list: unlabeled).
    public func argument(_ labels: [String?]) -> Int? {
        self.labels.firstIndex { labels.contains($0) }
    }

    private func expression(_ index: Int) -> ExprSyntax { Array(call.arguments)[index].expression }

    /// The views an argument makes, and what reading them reported (stand-ins, placeholders).
    public func views(_ index: Int) throws -> (specs: [NodeSpec], diagnostics: [SourceDiagnostic]) {
        let before = interpreter.diagnostics.count
        let specs = try interpreter.views(expression(index), cx)
        var found = Array(interpreter.diagnostics[before...])
        func collect(_ spec: NodeSpec) {
            found += spec.diagnostics
            spec.children.forEach(collect)
        }
        specs.forEach(collect)
        var seen = Set<SourceDiagnostic>()
        return (specs, found.filter { seen.insert($0).inserted })
    }

    /// What a `String?` argument holds.
    public enum StringArgument: Equatable {
        case string(String)
        /// nil: no string given (`named: name` of a helper's `name: String? = nil`).
        case none
        /// Not a string ltrace knows (an opaque value).
        case unknown
    }

    /// A string argument's value.
    public func string(_ index: Int) throws -> StringArgument {
        switch try interpreter.evaluate(expression(index), cx, expecting: .string) {
        case .string(let s): return .string(s)
        case let v where v.isNil: return .none
        default: return .unknown
        }
    }

    /// An argument as code: the code that made its value when that is a value from outside the
    /// scene (a strategy passed through a helper's parameter is the caller's `.image(…)`), or
    /// each element's, for an array of them; otherwise the argument as written.
    public func code(_ index: Int) throws -> [String] {
        func text(_ value: Value) -> String? {
            if case .opaque(let o) = value { return o.expression }
            return nil
        }
        let value = try interpreter.evaluate(expression(index), cx, expecting: .any)
        if case .array(let items) = value {
            let texts = items.compactMap(text)
            if texts.count == items.count { return texts }
        }
        return [text(value) ?? interpreter.written(expression(index))]
    }
}

extension Interpreter {
    /// `assertSnapshot(of: view, as: .image)` where the host defines `assertSnapshot`: its function
    /// runs with the call; the call's value is nil (`verifySnapshot`'s "no failure").
    func hostCall(_ name: String, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        guard let function = hostFunctions[name] else { throw error(e, "unsupported call to '\(name)'") }
        try function(HostCall(interpreter: self, call: e, cx: cx, name: name, labels: e.arguments.map { $0.label?.text }))
        return .nilValue
    }
}
