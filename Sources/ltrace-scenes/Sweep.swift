import Foundation
import LayoutEngine
import TraceStore

/// `--sweep width=200...800:20`: one root proposal per value, from the first to the
/// last (included) by the step, along the width or the height.
struct Sweep {
    let axis: Axis
    let from: CGFloat
    let to: CGFloat
    let step: CGFloat

    static let maximumPasses = Trace.maximumPasses
    static let form = "write width=FROM...TO:STEP or height=FROM...TO:STEP (width=200...800:20)"

    /// The sweep written, or why `text` is not one (said after the value by swift-argument-parser).
    static func parse(_ text: String) -> Result<Sweep, SweepError> {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let axis = ["width": Axis.horizontal, "height": .vertical][parts[0].lowercased()] else {
            return .failure(SweepError(form))
        }
        let range = parts[1].replacingOccurrences(of: "…", with: "...").components(separatedBy: "...")
        let tail = range.count == 2 ? range[1].split(separator: ":", maxSplits: 1).map(String.init) : []
        guard range.count == 2, tail.count == 2, let from = Double(range[0]), let to = Double(tail[0]), let step = Double(tail[1]),
            from.isFinite, to.isFinite, step.isFinite
        else {
            return .failure(SweepError(form))
        }
        guard from >= 0, to >= from else { return .failure(SweepError("the range must go up from 0 or more (\(form))")) }
        guard step > 0 else { return .failure(SweepError("the step must be more than 0")) }
        // Counted in floating point first: 0...1e308:1e-300 is more passes than Int holds.
        let passes = ((to - from) / step + 1e-9).rounded(.down) + 1
        guard passes.isFinite, passes <= Double(maximumPasses) else {
            let count = passes.isFinite ? TraceFormat.number(CGFloat(passes)) : "infinitely many"
            return .failure(SweepError("\(count) passes; at most \(maximumPasses)"))
        }
        return .success(Sweep(axis: axis, from: CGFloat(from), to: CGFloat(to), step: CGFloat(step)))
    }

    /// Never more than `maximumPasses` (checked by `parse`).
    var count: Int {
        let passes = ((to - from) / step + 1e-9).rounded(.down) + 1
        return passes.isFinite && passes <= Double(Self.maximumPasses) ? Int(passes) : 0
    }

    /// Computed as from + i × step, so steps like 0.1 do not drift.
    var values: [CGFloat] { count > Self.maximumPasses ? [] : (0..<count).map { from + CGFloat($0) * step } }

    func proposals(other: CGFloat?) -> [ProposedViewSize] {
        values.map { axis == .horizontal ? ProposedViewSize(width: $0, height: other) : ProposedViewSize(width: other, height: $0) }
    }
}

struct SweepError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
