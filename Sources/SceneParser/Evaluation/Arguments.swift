import SwiftSyntax

/// The arguments of one call, taken one by one by label or position, so that
/// whatever is left over can be reported as unsupported.
final class Arguments {
    struct Argument {
        let label: String?
        let expression: ExprSyntax
        /// Where to point in an error: the label, or the expression.
        let node: Syntax
    }

    let callee: String
    private var remaining: [Argument]
    /// The trailing closure(s): the first unlabeled, then `label:` ones.
    private var trailing: [(label: String?, closure: ClosureExprSyntax)]

    /// `trailingClosures: false` leaves the call's trailing closures out: a layout's content
    /// (`FlowLayout(spacing: 4) { … }`) is not an argument of the layout's initializer.
    init(callee: String, call: FunctionCallExprSyntax?, trailingClosures: Bool = true) {
        self.callee = callee
        remaining =
            call?.arguments.map { arg in
                Argument(label: arg.label?.text, expression: arg.expression, node: arg.label.map(Syntax.init) ?? Syntax(arg.expression))
            } ?? []
        trailing = []
        guard trailingClosures else { return }
        if let first = call?.trailingClosure { trailing.append((nil, first)) }
        for extra in call?.additionalTrailingClosures ?? [] { trailing.append((extra.label.text, extra.closure)) }
    }

    var isEmpty: Bool { remaining.isEmpty && trailing.isEmpty }
    var labels: [String?] { remaining.map(\.label) }
    /// The labels of the additional trailing closures (`label:` in `Button { } label: { }`).
    var trailingLabels: [String] { trailing.compactMap(\.label) }

    /// Whether an argument labelled `label` is left.
    func has(_ label: String) -> Bool { remaining.contains { $0.label == label } }

    /// The argument labelled `label`.
    func take(_ label: String) -> Argument? {
        guard let i = remaining.firstIndex(where: { $0.label == label }) else { return nil }
        return remaining.remove(at: i)
    }

    /// The next unlabeled argument, if it comes before any labelled one.
    func takeUnlabeled() -> Argument? {
        guard let first = remaining.first, first.label == nil else { return nil }
        return remaining.removeFirst()
    }

    /// Every unlabelled argument left, in order.
    func takeAllUnlabeled() -> [Argument] {
        var taken: [Argument] = []
        while let next = takeUnlabeled() { taken.append(next) }
        return taken
    }

    /// Accepts whatever is left (a call whose arguments ltrace does not need).
    func takeAll() {
        remaining = []
        trailing = []
    }

    /// The closure passed as `label:` or as the (first) trailing closure.
    func takeClosure(_ label: String?) -> ClosureExprSyntax? {
        if let label, let arg = take(label) {
            if let closure = arg.expression.as(ClosureExprSyntax.self) { return closure }
            remaining.insert(arg, at: 0)
            return nil
        }
        if let i = trailing.firstIndex(where: { $0.label == nil || $0.label == label }) {
            return trailing.remove(at: i).closure
        }
        return nil
    }

    /// Reports the first argument nobody took.
    func finish(_ interpreter: Interpreter, allowed: [String]) throws {
        if let extra = remaining.first {
            if let label = extra.label {
                let hint = NameSuggestions.hint(label, among: allowed, suffix: ":")
                throw interpreter.error(extra.node, "\(callee) has no argument '\(label):'\(hint)")
            }
            throw interpreter.error(extra.node, "\(callee) takes no further unlabeled argument here")
        }
        if let extra = trailing.first {
            throw interpreter.error(extra.closure, "\(callee) takes no trailing closure here")
        }
    }
}
