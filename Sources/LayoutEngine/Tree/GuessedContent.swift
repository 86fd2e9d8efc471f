/// How much of a recorded screen ltrace guessed rather than ran: the opaque values layout used,
/// the code it could not run, and the views laid out as placeholders. `ltrace check` reports it
/// per preview, `record` warns when a screen is nothing but placeholders, and the page shows it.
public struct GuessedContent: Sendable, Equatable {
    /// Opaque values given a concrete value where layout needed one (`substituted` warnings).
    public var opaqueValues = 0
    /// Code that could not be run and was recovered from (`recovered` warnings).
    public var recovered = 0
    /// Views laid out as placeholders.
    public var placeholders = 0
    /// Views that draw something of their own and are not placeholders (texts, images, shapes,
    /// colours, controls): a screen without any shows only placeholders.
    public var realViews = 0

    public init() {}

    /// Counted from a screen's diagnostics and its leaf views' kinds.
    public init(diagnostics: [SourceDiagnostic], leafKinds: some Sequence<String>) {
        for d in Set(diagnostics) {
            switch d.kind {
            case .substituted: opaqueValues += 1
            case .recovered: recovered += 1
            default: break
            }
        }
        for kind in leafKinds {
            if kind == Self.placeholderKind {
                placeholders += 1
            } else if !Self.invisibleKinds.contains(kind) {
                realViews += 1
            }
        }
    }

    /// Counted from node specs (what the interpreter built).
    public init(diagnostics: [SourceDiagnostic], specs: [NodeSpec]) {
        var kinds: [String] = []
        func visit(_ spec: NodeSpec) {
            if spec.role == .leaf { kinds.append(spec.kind) }
            spec.children.forEach(visit)
        }
        specs.forEach(visit)
        self.init(diagnostics: diagnostics, leafKinds: kinds)
    }

    /// Whether the screen is nothing but placeholders (one, usually: the whole screen).
    public var isOnlyPlaceholders: Bool { placeholders > 0 && realViews == 0 }

    /// `3 opaque values, 1 error recovered, 2 placeholders`, or "" when nothing was guessed.
    public var summary: String {
        var parts: [String] = []
        if opaqueValues > 0 { parts.append("\(opaqueValues) opaque value\(opaqueValues == 1 ? "" : "s")") }
        if recovered > 0 { parts.append("\(recovered) error\(recovered == 1 ? "" : "s") recovered") }
        if placeholders > 0 { parts.append("\(placeholders) placeholder\(placeholders == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    static let placeholderKind = "Placeholder"
    /// Leaves that show nothing of their own.
    static let invisibleKinds: Set<String> = ["Spacer", "EmptyView"]
}
