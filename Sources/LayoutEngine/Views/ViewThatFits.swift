import Foundation

extension NodeSpec {
    public static func viewThatFits(axes: Axis.Set = [.horizontal, .vertical], children: [NodeSpec]) -> NodeSpec {
        let axesName = axes == [.horizontal, .vertical] ? nil : (axes == .horizontal ? ".horizontal" : ".vertical")
        return NodeSpec(
            kind: "ViewThatFits", label: CallLabel.make("ViewThatFits", [("in", axesName)], bare: true),
            args: ["axes": .array(Axis.allCases.filter { axes.contains($0) }.map { .string($0.rawValue) })], role: .container,
            layout: ViewThatFitsLayout(axes: axes), children: children)
    }
}

public struct ViewThatFits: View {
    public typealias Body = Never
    let spec: NodeSpec
    public init<Content: View>(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        spec = .viewThatFits(axes: axes, children: content()._nodeSpecs())
    }
    public func _nodeSpecs() -> [NodeSpec] { [spec] }
}

/// `ViewThatFits(in:)`: probes each candidate's ideal size along the given
/// axes (`nil` there, the proposal elsewhere) and picks the first whose ideal
/// fits the proposal (a `nil` proposal always fits); if none fits, the last (objc.io,
/// "Thinking in SwiftUI": "If none of the subviews fit, it picks the last subview"; fatbobman,
/// "Mastering ViewThatFits"). Only the chosen candidate is sized, with the proposal, placed
/// (centred) and drawn.
public struct ViewThatFitsLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(node: .chooser, placesSelectively: true) }

    public let axes: Axis.Set

    public init(axes: Axis.Set = [.horizontal, .vertical]) { self.axes = axes }

    public struct Cache {
        var choices: [ProposedViewSize: Int] = [:]
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    func choose(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Int? {
        guard !subviews.isEmpty else { return nil }
        if let i = cache.choices[proposal] { return i }
        var chosen = subviews.count - 1
        for (i, s) in subviews.enumerated() {
            var probe = proposal
            for axis in Axis.allCases where axes.contains(axis) { probe[axis] = nil }
            let ideal = s.sizeThatFits(probe, role: .probeIdeal)
            let fits = Axis.allCases.allSatisfy { axis in
                !axes.contains(axis) || proposal[axis].map { ideal[axis] <= $0 } ?? true
            }
            subviews.record(ViewThatFitsCandidate(index: i, ideal: ideal, proposal: proposal, fits: fits), about: s)
            if fits {
                chosen = i
                break
            }
        }
        subviews.record(ViewThatFitsChoice(index: chosen, fallback: chosen == subviews.count - 1), about: subviews[chosen])
        cache.choices[proposal] = chosen
        return chosen
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard let i = choose(proposal, subviews, &cache) else { return .zero }
        return subviews[i].sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard let i = choose(proposal, subviews, &cache) else { return }
        subviews[i].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}

/// `viewthatfits.candidate`: whether one candidate's ideal size fits the proposal.
public struct ViewThatFitsCandidate: DecisionPayload, Codable {
    public static let kind: DecisionKind = "viewthatfits.candidate"
    public static let sentences = ["candidate {number}, {child}: ideal {ideal} does not fit in {proposal}", "candidate {number}, {child}: ideal {ideal} fits in {proposal}"]
    /// From 0, in source order.
    public var index: Int
    /// `index + 1`.
    public let number: Int
    public var ideal: CGSize
    public var proposal: ProposedViewSize
    public var fits: Bool

    public var sentence: Int { fits ? 1 : 0 }
    public init(index: Int, ideal: CGSize, proposal: ProposedViewSize, fits: Bool) { self.index = index; number = index + 1; self.ideal = ideal; self.proposal = proposal; self.fits = fits }
}

/// `viewthatfits.choice`: the candidate shown: the first that fits, or the last.
public struct ViewThatFitsChoice: DecisionPayload, Codable {
    public static let kind: DecisionKind = "viewthatfits.choice"
    public static let sentences = ["chose candidate {number}, {child}"]
    public var index: Int
    /// `index + 1`.
    public let number: Int
    public var fallback: Bool

    public init(index: Int, fallback: Bool) { self.index = index; number = index + 1; self.fallback = fallback }
}

extension SceneView {
    public static let viewThatFits = SceneView("ViewThatFits") { a in
        .viewThatFits(axes: try a.axes("in") ?? [.horizontal, .vertical], children: try a.content())
    }
}
