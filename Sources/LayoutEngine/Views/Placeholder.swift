import Foundation

/// A view ltrace cannot lay out: a `UIViewRepresentable` the app declares, a view of a framework
/// ltrace does not implement (`Map`, `Chart`, `VideoPlayer`), a package's view, a custom `Layout`
/// whose code ltrace does not run. It stands in as a representable without an intrinsic content
/// size is laid out: SwiftUI gives such a view the range 0 … 0 … ∞ on each axis, so it takes a
/// proposed length and is 0 where the proposal is unspecified (OpenSwiftUI's
/// `PlatformViewHost` maps `UIView.noIntrinsicMetric` to `min: 0, ideal: 0, max: .infinity`, and
/// `ViewLeafView.sizeThatFits` fixes an unspecified side at the ideal; derived, not measured).
/// For framework views the rule is unconfirmed: no published measurement sizes them.
public struct PlaceholderLayout: Layout {
    /// Why the view is a placeholder.
    public enum Reason: String, Sendable, CaseIterable, Codable {
        /// A `UIViewRepresentable` or `UIViewControllerRepresentable` the app declares.
        case representable
        /// A view of one of Apple's frameworks that ltrace does not lay out.
        case framework
        /// A view from outside the scene's files (a package's), an opaque value used as a view.
        case opaqueView
        /// A view of the scene whose code ltrace could not run (its warning says why).
        case unbuilt
    }

    public let reason: Reason
    /// What stands in: `MapView (a UIViewRepresentable)`, `Map (MapKit)`.
    public let subject: String

    public init(reason: Reason, subject: String) {
        self.reason = reason
        self.subject = subject
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions(by: .zero)
        subviews.record(PlaceholderSize(reason: reason, subject: subject, proposal: proposal, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `placeholder.size`: a view ltrace cannot lay out took the space it was offered.
public struct PlaceholderSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "placeholder.size"
    public static let sentences = [
        "{subject} is a UIViewRepresentable, whose UIView ltrace cannot see: a placeholder takes the proposal, as a representable without an intrinsic size does (an unspecified side is 0): {proposal} → {size}",
        "{subject} is a view ltrace does not lay out: a placeholder takes the proposal, as a representable without an intrinsic size does (an unspecified side is 0; unconfirmed for this view): {proposal} → {size}",
        "{subject} comes from outside the scene's files: a placeholder takes the proposal (an unspecified side is 0): {proposal} → {size}",
        "{subject} could not be built, as ltrace could not run its code: a placeholder takes the proposal (an unspecified side is 0): {proposal} → {size}",
    ]
    public var reason: PlaceholderLayout.Reason
    public var subject: String
    public var proposal: ProposedViewSize
    public var size: CGSize

    public var sentence: Int { PlaceholderLayout.Reason.allCases.firstIndex(of: reason) ?? 0 }
    public init(reason: PlaceholderLayout.Reason, subject: String, proposal: ProposedViewSize, size: CGSize) {
        self.reason = reason
        self.subject = subject
        self.proposal = proposal
        self.size = size
    }
}

extension NodeSpec {
    /// A placeholder's node: drawn hatched in pictures (its `placeholder` argument says why).
    public static func placeholder(reason: PlaceholderLayout.Reason, subject: String, label: String) -> NodeSpec {
        var spec = NodeSpec(
            kind: "Placeholder", label: label, args: ["placeholder": .string(reason.rawValue), "subject": .string(subject)], role: .leaf,
            layout: PlaceholderLayout(reason: reason, subject: subject))
        spec.appearance = .placeholder(subject)
        return spec
    }
}
