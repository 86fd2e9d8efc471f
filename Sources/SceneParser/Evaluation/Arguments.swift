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

    /// A call's arguments as written, decoded once per call (`SyntaxFacts.arguments(of:)`): a
    /// loop calling `Double(i)` read each argument's syntax again at every turn, which made
    /// nodes and retained them, a tenth of a formatting loop's time.
    final class Written {
        /// Kept so that the call's tree lives as long as the entry naming its node does.
        let call: FunctionCallExprSyntax?
        let arguments: [Argument]
        /// Where each argument is in `arguments`, in order: what `remaining` starts as.
        let order: [Int]
        let trailing: [(label: String?, closure: ClosureExprSyntax)]

        init(_ call: FunctionCallExprSyntax?) {
            self.call = call
            arguments =
                call?.arguments.map { arg in
                    Argument(label: arg.label?.text, expression: arg.expression, node: arg.label.map(Syntax.init) ?? Syntax(arg.expression))
                } ?? []
            order = Array(arguments.indices)
            var trailing: [(label: String?, closure: ClosureExprSyntax)] = []
            if let first = call?.trailingClosure { trailing.append((nil, first)) }
            for extra in call?.additionalTrailingClosures ?? [] { trailing.append((extra.label.text, extra.closure)) }
            self.trailing = trailing
        }
    }

    let callee: String
    private let written: Written
    /// The arguments not taken yet, as places in `written.arguments`: shared with `written`
    /// until one is taken, and no argument is copied when one is.
    private var remaining: [Int]
    /// The trailing closure(s): the first unlabeled, then `label:` ones.
    private var trailing: [(label: String?, closure: ClosureExprSyntax)]

    /// `trailingClosures: false` leaves the call's trailing closures out: a layout's content
    /// (`FlowLayout(spacing: 4) { … }`) is not an argument of the layout's initializer.
    init(callee: String, written: Written, trailingClosures: Bool = true) {
        self.callee = callee
        self.written = written
        remaining = written.order
        trailing = trailingClosures ? written.trailing : []
    }

    /// The arguments of `call` decoded here, where no interpreter keeps them.
    convenience init(callee: String, call: FunctionCallExprSyntax?, trailingClosures: Bool = true) {
        self.init(callee: callee, written: Written(call), trailingClosures: trailingClosures)
    }

    var isEmpty: Bool { remaining.isEmpty && trailing.isEmpty }
    var labels: [String?] { remaining.map { written.arguments[$0].label } }
    /// The labels of the additional trailing closures (`label:` in `Button { } label: { }`).
    var trailingLabels: [String] { trailing.compactMap(\.label) }

    /// Whether an argument labelled `label` is left.
    func has(_ label: String) -> Bool { remaining.contains { written.arguments[$0].label == label } }

    /// The argument labelled `label`.
    func take(_ label: String) -> Argument? {
        guard let i = remaining.firstIndex(where: { written.arguments[$0].label == label }) else { return nil }
        return written.arguments[remaining.remove(at: i)]
    }

    /// The next unlabeled argument, if it comes before any labelled one.
    func takeUnlabeled() -> Argument? {
        guard let first = remaining.first, written.arguments[first].label == nil else { return nil }
        return written.arguments[remaining.removeFirst()]
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

    /// Whether the trailing closures left are the unlabelled one alone.
    var onlyUnlabelledTrailingClosureLeft: Bool { trailing.count == 1 && trailing[0].label == nil }

    /// The closure passed as `label:` or as the (first) trailing closure.
    func takeClosure(_ label: String?) -> ClosureExprSyntax? {
        if let label, let i = remaining.firstIndex(where: { written.arguments[$0].label == label }) {
            // Put back, first of those left, when it is not a closure.
            let place = remaining.remove(at: i)
            if let closure = written.arguments[place].expression.as(ClosureExprSyntax.self) { return closure }
            remaining.insert(place, at: 0)
            return nil
        }
        if let i = trailing.firstIndex(where: { $0.label == nil || $0.label == label }) {
            return trailing.remove(at: i).closure
        }
        return nil
    }

    /// Reports the first argument nobody took.
    func finish(_ interpreter: Interpreter, allowed: [String]) throws {
        if let first = remaining.first {
            let extra = written.arguments[first]
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

extension Interpreter {
    /// The arguments of `call`, as `Arguments(callee:call:)` takes them, decoded once per call.
    func arguments(_ callee: String, of call: FunctionCallExprSyntax?, trailingClosures: Bool = true) -> Arguments {
        guard let call else { return Arguments(callee: callee, call: nil, trailingClosures: trailingClosures) }
        return Arguments(callee: callee, written: facts.arguments(of: call), trailingClosures: trailingClosures)
    }
}
