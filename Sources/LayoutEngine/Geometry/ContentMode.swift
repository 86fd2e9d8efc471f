/// How `aspectRatio` fits its child into the proposal.
public enum ContentMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// The largest rectangle of the ratio that fits inside the proposal.
    case fit
    /// The smallest rectangle of the ratio that covers the proposal.
    case fill
}
