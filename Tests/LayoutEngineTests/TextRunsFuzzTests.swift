import Foundation
import LayoutEngine
import Testing

/// Texts of random runs in random proposals: sizes stay finite and on the pixel grid, whatever the
/// characters (spaces, newlines, CJK, emoji), fonts, limits and truncation.
@Suite struct TextRunsFuzzTests {
    @Test func randomRunsAlwaysMeasure() {
        var generator = SplitMix64(seed: 21)  // seeded: a failure can be replayed
        let alphabet = Array("ab cd-\n日本語😀  x")
        let fonts: [Font] = [.body, .title, .caption, .body.bold(), .largeTitle.italic()]
        for _ in 0..<400 {
            func run() -> Text {
                let text = String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                return Text(verbatim: text).font(fonts.randomElement(using: &generator)!)
            }
            var text = run()
            for _ in 0..<Int.random(in: 0...3, using: &generator) { text = text + run() }
            let engine = LayoutEngine(
                text.lineLimit(Bool.random(using: &generator) ? nil : Int.random(in: 1...3, using: &generator))
                    .truncationMode(TruncationMode.allCases.randomElement(using: &generator)!)
                    .allowsTightening(Bool.random(using: &generator)))
            for width in [nil, 0, 1, 37.5, 120, .infinity] as [CGFloat?] {
                let height: CGFloat? = Bool.random(using: &generator) ? nil : CGFloat.random(in: 0...120, using: &generator)
                let size = engine.sizeThatFits(ProposedViewSize(width: width, height: height))
                #expect(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, "\(size)")
                #expect(abs((size.height * 3).rounded() - size.height * 3) < 1e-6, "\(size.height) is on the 3× grid")
            }
        }
    }
}

/// A small seeded generator (SplitMix64) for the fuzz tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
