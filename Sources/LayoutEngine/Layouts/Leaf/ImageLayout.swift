import Foundation

/// `Image`: its intrinsic size, whatever the proposal; `.resizable()` takes the
/// proposal instead (`nil` dimension → intrinsic).
public struct ImageLayout: Layout {
    public let intrinsicSize: CGSize
    public let resizable: Bool

    public init(intrinsicSize: CGSize, resizable: Bool) {
        self.intrinsicSize = intrinsicSize
        self.resizable = resizable
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = resizable ? proposal.replacingUnspecifiedDimensions(by: intrinsicSize) : intrinsicSize
        subviews.record(ImageSize(proposal: proposal, intrinsic: intrinsicSize, resizable: resizable, size: size))
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// `image.size`: an image's intrinsic size, or the proposal when resizable.
public struct ImageSize: DecisionPayload, SizeDecision {
    public static let kind: DecisionKind = "image.size"
    public static let sentences = [
        "ignores the proposal: intrinsic size {intrinsic}", "resizable: takes the proposal {proposal} (nil → intrinsic) → {size}",
    ]
    public var proposal: ProposedViewSize
    public var intrinsic: CGSize
    public var resizable: Bool
    public var size: CGSize

    /// A fixed-size image answers the same whatever it is proposed, on both axes.
    public var ignoresProposal: Bool { !resizable }
    public var sentence: Int { resizable ? 1 : 0 }
    public func encode(to f: inout DecisionFields) {
        f.add("proposal", proposal); f.add("intrinsic", intrinsic); f.add("resizable", resizable); f.add("size", size)
    }
    public init(proposal: ProposedViewSize, intrinsic: CGSize, resizable: Bool, size: CGSize) {
        self.proposal = proposal; self.intrinsic = intrinsic; self.resizable = resizable; self.size = size
    }
    public init(from f: DecisionFields) throws {
        proposal = try f.proposal("proposal"); intrinsic = try f.size("intrinsic"); resizable = try f.bool("resizable"); size = try f.size("size")
    }
}
