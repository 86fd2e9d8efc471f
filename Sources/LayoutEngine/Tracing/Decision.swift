import Foundation

/// A kind of decision, e.g. `stack.distribute`. Each built-in kind is the
/// `kind` of one `DecisionPayload` type; custom layouts may record their own.
public struct DecisionKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }
}

/// The numbers of one kind of decision, as a Swift type shared by the layout that
/// records it and the analyses that read it back.
///
/// A payload writes its fields in a fixed order (`encode`) and reads them back by
/// name (`init(from:)`); the trace stores the values as a JSON array and the names
/// once per kind, in `decision_kinds`. Its sentence is a template over those fields
/// (`sentences[sentence]`), filled in one place, `DecisionSentence`.
public protocol DecisionPayload: Sendable {
    static var kind: DecisionKind { get }
    /// Sentence templates: `{field}` is a field's value, `{node}` and `{child}` the
    /// nodes' labels; `{x}` stands for `{x_width} × {x_height}` (sizes, proposals).
    static var sentences: [String] { get }
    /// Which of `sentences` says this decision (0 unless the type has several).
    var sentence: Int { get }
    func encode(to fields: inout DecisionFields)
    init(from fields: DecisionFields) throws

    /// The kind and the template, for payloads that choose them per instance (custom layouts).
    var kind: DecisionKind { get }
    var template: String { get }
}

extension DecisionPayload {
    public var sentence: Int { 0 }
    public var kind: DecisionKind { Self.kind }
    public var template: String { Self.sentences[min(max(sentence, 0), Self.sentences.count - 1)] }

    public var fields: DecisionFields {
        var f = DecisionFields()
        encode(to: &f)
        return f
    }
}

/// A decision about one axis (`why --axis width` shows only those about the width).
public protocol AxisDecision {
    var axis: Axis { get }
}

/// A decision that settles one axis of a node's size; `why` says when it ignored the proposal.
public protocol AxisRule: AxisDecision {
    var ignoresProposal: Bool { get }
}

/// A container's decision, at placement, to propose its children something other than what it
/// was proposed (`StackReproposal`, `ZStackReproposal`): `why` then explains the children's
/// proposals from the placing call.
public protocol Reproposal: DecisionPayload {}

/// A view's alignment guide as its parent read it (`GuideForwarded`, `GuideCombined`), recorded
/// about that view: `why` shows it where the view is placed.
public protocol GuideDecision: DecisionPayload {}

/// A view's own size decision (a leaf's size, a stack's size): what `why` shows for a sibling.
public protocol SizeDecision: DecisionPayload {}

/// One decision of the engine: who decided, about which child, and the numbers.
public struct Decision: Sendable {
    /// The call during which the decision was made (set by the engine).
    public internal(set) var call: CallID?
    public internal(set) var pass: Int
    /// The node whose layout decided.
    public let node: NodeID
    /// The child the decision is about, if any.
    public let child: NodeID?
    public let payload: any DecisionPayload

    public var kind: DecisionKind { payload.kind }

    public init(_ payload: some DecisionPayload, node: NodeID, child: NodeID? = nil) {
        self.payload = payload
        self.node = node
        self.child = child
        self.call = nil
        self.pass = 0
    }

    /// The payload as `type`, when it is of that kind.
    public func `as`<P: DecisionPayload>(_ type: P.Type) -> P? { payload as? P }

    /// The sentence, with nodes named by `name` (`node-3` by default).
    public func sentence(naming name: (NodeID) -> String = { $0.description }) -> String {
        DecisionSentence.fill(payload.template, payload.fields, node: name(node), child: child.map(name), name: name)
    }
}

/// A decision a custom layout records with its own kind, numbers and sentence.
public struct CustomDecision: DecisionPayload {
    public static let kind: DecisionKind = "custom"
    public static let sentences = ["{message}"]
    public let kind: DecisionKind
    public let data: TraceObject
    public let message: String

    public init(kind: DecisionKind, data: TraceObject, message: String) {
        self.kind = kind
        self.data = data
        self.message = message
    }

    /// The message is the template: braces in it are kept as written unless they name a field.
    public var template: String { message }

    public func encode(to fields: inout DecisionFields) {
        for (key, value) in data { fields.add(key, value) }
    }

    public init(from fields: DecisionFields) throws {
        kind = Self.kind
        data = TraceObject(fields.entries.map { ($0.name, $0.value) })
        message = ""
    }
}

/// Something SwiftUI would print a runtime warning about.
public struct LayoutWarning: DecisionPayload, Codable {
    public static let kind: DecisionKind = "warning"
    public static let sentences = ["{text}"]
    public var text: String

    public init(_ text: String) { self.text = text }
}
