import Foundation

/// `ViewThatFits(in:)`: probes each candidate's ideal size along the given
/// axes (`nil` there, the proposal elsewhere) and picks the first whose ideal
/// fits the proposal (a `nil` proposal always fits); if none fits, the last.
/// Only the chosen candidate is sized, placed (centred) and drawn.
public struct ViewThatFitsLayout: Layout, SelectivePlacementLayout {
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
            subviews.record(
                .viewThatFitsCandidate, about: s,
                ["index": .number(Double(i)), "ideal": .size(ideal), "proposal": .proposal(proposal), "fits": .bool(fits)],
                "candidate \(i + 1), \(s.label): ideal \(TraceFormat.size(ideal)) \(fits ? "fits" : "does not fit") in \(proposal)")
            if fits {
                chosen = i
                break
            }
        }
        subviews.record(
            .viewThatFitsChoice, about: subviews[chosen],
            ["index": .number(Double(chosen)), "fallback": .bool(chosen == subviews.count - 1)],
            "chose candidate \(chosen + 1), \(subviews[chosen].label)")
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
