import Foundation
import LayoutEngine
import SceneParser
import Testing
import TestSupport
import TextShaping
import TraceStore

/// Numbers measured in real SwiftUI, each in a text fixture that names its source
/// (Tests/Fixtures/*.swift: a scene with a header, format in docs/rules.md, "Fixtures").
/// Each fixture is recorded through the scene parser into a real trace and every
/// expected frame, size and proposal is checked, as Taffy checks its browser fixtures.
@Suite struct FixtureTests {
    static let names = Repository.scenes(in: Repository.fixtures)

    @Test func thereAreFixtures() {
        #expect(Self.names.count >= 15 && !Self.names.contains(Repository.missing))
    }

    @Test(arguments: names) func fixture(_ name: String) throws {
        try check(name, widths: false, shaper: Self.sfPro ?? Self.openStandIn)
    }

    /// The open stand-in for the system font (Inter, `fonts-inter`): heights and line breaks
    /// without SF Pro's widths.
    static let openStandIn = HarfBuzzShaper(locations: FontLocations(systemFont: .open))

    /// The system font as the user's own SF Pro files measure it (`LTRACE_FONTS`, the font folders), if they have them.
    static let sfPro: HarfBuzzShaper? = {
        let shaper = HarfBuzzShaper(locations: FontLocations(userFolders: FontLocations.userFolders(options: [])))
        return shaper.measuringFont(for: .body).isApproximate ? nil : shaper
    }()

    static let namesWithWidths = names.filter { name in
        (try? String(contentsOf: Repository.fixtures.appendingPathComponent(name + ".swift"), encoding: .utf8))?.contains("// expect-width ") == true
    }

    /// Widths measured on iOS are SF Pro's: checked only where Apple's font is installed (ltrace
    /// never ships it), every other expectation of the fixture with them.
    @Test(
        .enabled(if: sfPro != nil, "SF Pro is not installed: text widths measured on iOS are checked only with Apple's font (LTRACE_FONTS=DIR, or its files in ~/.local/share/fonts)"),
        arguments: namesWithWidths)
    func fixtureWidthsWithSFPro(_ name: String) throws {
        try check(name, widths: true, shaper: try #require(Self.sfPro))
    }

    /// Records a fixture and checks its expectations: widths only when asked. A fixture says
    /// `// shaping: harfbuzz` when its numbers need real fonts (`shaper`); the others are laid out
    /// with the engine's invented widths, which their derivations use.
    func check(_ name: String, widths: Bool, shaper: TextShaper) throws {
        let path = Repository.fixtures.appendingPathComponent(name + ".swift").path
        let fixture = try Fixture(parsing: try String(contentsOfFile: path, encoding: .utf8), name: name)
        let scratch = Scratch()
        let trace = try scratch.record(
            fixture.scene, proposals: [fixture.proposal], screens: fixture.screen.map { [$0] } ?? [], scale: fixture.scale,
            textShaper: fixture.shapesText ? shaper : nil)
        if let disagrees = fixture.disagrees {
            withKnownIssue("\(name): ltrace disagrees with the measurement: \(disagrees)") { try compare(fixture, name, trace, widths: widths) }
        } else {
            try compare(fixture, name, trace, widths: widths)
        }
    }

    func compare(_ fixture: Fixture, _ name: String, _ trace: TraceReader, widths: Bool) throws {
        let nodes = try trace.nodes()
        let frames = try trace.frames(pass: 1)
        for expectation in fixture.expectations where widths || expectation.what != .width {
            let matching = nodes.filter { $0.label == expectation.label }
            guard expectation.occurrence < matching.count else {
                Issue.record("\(name):\(expectation.line): no node labelled \(expectation.label) (#\(expectation.occurrence + 1))")
                continue
            }
            let node = matching[expectation.occurrence].id
            let actual: [CGFloat]
            switch expectation.what {
            case .frame:
                guard let f = frames[node] else { Issue.record("\(name):\(expectation.line): \(expectation.label) was not placed"); continue }
                actual = [f.minX, f.minY, f.width, f.height]
            case .size:
                guard let f = frames[node] else { Issue.record("\(name):\(expectation.line): \(expectation.label) was not placed"); continue }
                actual = [f.width, f.height]
            case .height:
                guard let f = frames[node] else { Issue.record("\(name):\(expectation.line): \(expectation.label) was not placed"); continue }
                actual = [f.height]
            case .width:
                guard let f = frames[node] else { Issue.record("\(name):\(expectation.line): \(expectation.label) was not placed"); continue }
                actual = [f.width]
            case .origin:
                guard let f = frames[node] else { Issue.record("\(name):\(expectation.line): \(expectation.label) was not placed"); continue }
                actual = [f.minX, f.minY]
            case .proposal:
                guard let place = try trace.calls(pass: 1, node: node).last(where: \.isPlace) else {
                    Issue.record("\(name):\(expectation.line): \(expectation.label) was not placed")
                    continue
                }
                actual = [place.proposal.width ?? .nan, place.proposal.height ?? .nan]
            }
            let close = zip(actual, expectation.numbers).allSatisfy { a, e in
                a.isNaN ? e.isNaN : a.isInfinite || e.isInfinite ? a == e : abs(a - e) <= fixture.tolerance
            }
            #expect(
                close && actual.count == expectation.numbers.count,
                "\(name):\(expectation.line): \(expectation.label) \(expectation.what) is \(actual.map(Fixture.text)), \(fixture.source) says \(expectation.numbers.map(Fixture.text))")
        }
    }

    /// docs/rules.md says how many fixtures were measured and how many derived.
    @Test func theDocsCountMeasuredAndDerivedFixtures() throws {
        let truths = try Self.names.map { name in
            try Fixture(parsing: try String(contentsOf: Repository.fixtures.appendingPathComponent(name + ".swift"), encoding: .utf8), name: name).truth
        }
        let measured = truths.filter { $0 == .measured }.count, derived = truths.count - measured
        let rules = try String(contentsOf: Repository.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(rules.contains("Of the \(truths.count) fixtures, \(measured) are measured and \(derived) derived"))
    }

    @Test func theFormatIsParsedAndChecked() throws {
        let text = """
            // source: somebody, somewhere
            // truth: measured (printed)
            // proposal: 100xnil
            // expect Color.red: 0 0 100 10
            // expect-proposal Color.red#2: 100 nil
            Color.red
            """
        let f = try Fixture(parsing: text, name: "x")
        #expect(f.proposal == ProposedViewSize(width: 100, height: nil))
        #expect(f.expectations.map(\.label) == ["Color.red", "Color.red"])
        #expect(f.expectations.map(\.occurrence) == [0, 1])
        #expect(f.expectations[1].numbers[1].isNaN)
        #expect(throws: Fixture.FormatError.self) { try Fixture(parsing: "// proposal: 1x1\nColor.red", name: "no-source") }
        #expect(throws: Fixture.FormatError.self) { try Fixture(parsing: "// source: a\n// proposal: 1x1\n// expect-size Color.red: 1 1\nColor.red", name: "no-truth") }
        #expect(throws: Fixture.FormatError.self) { try Fixture(parsing: "// source: a\n// truth: guessed (x)\n// proposal: 1x1\n// expect-size Color.red: 1 1\nColor.red", name: "bad-truth") }
        #expect(throws: Fixture.FormatError.self) { try Fixture(parsing: "// source: a\n// truth: derived (x)\n// proposal: 1x1\n// expect Color.red: 1 2\nColor.red", name: "short") }
    }
}

/// One fixture file: where its numbers come from, the root proposal, the expectations, the scene.
struct Fixture {
    /// `expect-height` checks a height alone; `expect-width` a width measured in SF Pro, checked
    /// only where SF Pro is installed (`FixtureTests.fixtureWidthsWithSFPro`).
    enum What: String { case frame, size, proposal, height, width, origin }

    struct Expectation {
        let what: What
        let label: String
        /// 0 for the first node with the label in pre-order, 1 for `label#2`…
        let occurrence: Int
        /// A `nil` proposal dimension is NaN here.
        let numbers: [CGFloat]
        let line: Int
    }

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    let source: String
    /// `measured`: a published measurement of real SwiftUI or UIKit (a printed frame, a
    /// screenshot with sizes, a view-hierarchy dump). `derived`: computed from audited code or
    /// documentation; it checks the engine against its reading of them, not against a device.
    enum Truth: String { case measured, derived }
    let truth: Truth
    let proposal: ProposedViewSize
    /// `// device: iphone-15` (or `iphone-15:landscape`): laid out in that screen's safe area, frames in
    /// screen points; with a `// proposal:`, fitted to it on that screen (a snapshot test's `.sizeThatFits`).
    let screen: DeviceScreen?
    /// `// scale: 2`: pixels per point of a proposal without a device (3 by default).
    let scale: CGFloat
    let expectations: [Expectation]
    let tolerance: CGFloat
    /// `// shaping: harfbuzz`: text measured on font files (SF Pro where installed, else the stand-in).
    let shapesText: Bool
    /// `// disagrees: what ltrace gets wrong`: a measurement ltrace contradicts today, checked as a
    /// known issue (docs/rules.md lists them): the test fails when ltrace starts to agree, so that
    /// the line is removed and the rule counted as confirmed.
    let disagrees: String?
    let scene: String

    init(parsing text: String, name: String) throws {
        var source: String?, truth: Truth?, proposal: ProposedViewSize?, screen: DeviceScreen?, tolerance: CGFloat = 0.01, scale: CGFloat = 3
        var shapesText = false
        var disagrees: String?
        var expectations: [Expectation] = []
        for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard raw.hasPrefix("// ") else { break }
            let line = raw.dropFirst(3)
            func fail(_ why: String) -> FormatError { FormatError(description: "\(name):\(i + 1): \(why)") }
            // A label may hold colons (`frame(width: 100): 0 0 100 10`); the numbers after the last one do not.
            guard let colon = line.hasPrefix("expect") ? line.lastIndex(of: ":") : line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch key {
            case "source": source = value
            case "truth":
                guard let kind = Truth(rawValue: String(value.prefix { $0 != " " })), value.count > kind.rawValue.count + 3 else {
                    throw fail("truth must be `measured (what was measured)` or `derived (how)`")
                }
                truth = kind
            case "url": break
            case "disagrees": disagrees = value
            case "shaping":
                guard value == "harfbuzz" else { throw fail("shaping is `harfbuzz` (or absent, for invented widths)") }
                shapesText = true
            case "tolerance":
                guard let t = Double(value) else { throw fail("tolerance is not a number") }
                tolerance = CGFloat(t)
            case "proposal":
                // The form `ltrace record --proposal` and `// ltrace:proposal` take.
                guard let p = ProposalSyntax.parse(value) else { throw fail("proposal must be WxH") }
                proposal = p
            case "scale":
                guard let n = Double(value), n > 0 else { throw fail("scale is not a number") }
                scale = CGFloat(n)
            case "device":
                guard let named = try? Device.screen(named: value) else { throw fail("unknown device '\(value)'") }
                screen = named
            default:
                let words = key.split(separator: " ", maxSplits: 1).map(String.init)
                guard words.count == 2, let what = ["expect": What.frame, "expect-size": .size, "expect-proposal": .proposal, "expect-height": .height, "expect-width": .width, "expect-origin": .origin][words[0]] else { continue }
                var label = words[1], occurrence = 0
                if let hash = label.lastIndex(of: "#"), let n = Int(label[label.index(after: hash)...]), n >= 1 {
                    occurrence = n - 1
                    label = String(label[..<hash])
                }
                let numbers = value.split(separator: " ").map { Self.number(String($0)) }
                let single = what == .height || what == .width
                guard numbers.allSatisfy({ $0 != nil }), numbers.count == (what == .frame ? 4 : single ? 1 : 2) else {
                    throw fail("\(words[0]) needs \(what == .frame ? "x y width height" : single ? "a \(what.rawValue)" : what == .origin ? "x y" : "width height")")
                }
                expectations.append(Expectation(what: what, label: label, occurrence: occurrence, numbers: numbers.map { $0! }, line: i + 1))
            }
        }
        guard let source, !source.isEmpty else { throw FormatError(description: "\(name): a fixture names its source (`// source: …`)") }
        guard let truth else { throw FormatError(description: "\(name): a fixture says whether its numbers were measured or derived (`// truth: …`)") }
        if let given = proposal, let device = screen { screen = device.fitted(to: given) }
        guard let proposal = proposal ?? screen?.proposal else { throw FormatError(description: "\(name): no `// proposal: WxH` or `// device: name`") }
        guard !expectations.isEmpty else { throw FormatError(description: "\(name): no expectations") }
        guard shapesText || !expectations.contains(where: { $0.what == .width }) else {
            throw FormatError(description: "\(name): an `expect-width` is a width in SF Pro: the fixture needs `// shaping: harfbuzz`")
        }
        self.source = source
        self.truth = truth
        self.proposal = proposal
        self.screen = screen
        self.scale = scale
        self.expectations = expectations
        self.tolerance = tolerance
        self.shapesText = shapesText
        self.disagrees = disagrees
        self.scene = text
    }

    /// A number, `inf`, or `nil` (NaN).
    static func number(_ text: String) -> CGFloat? {
        switch text {
        case "nil": return .nan
        case "inf": return .infinity
        default: return Double(text).map { CGFloat($0) }
        }
    }

    static func text(_ x: CGFloat) -> String { x.isNaN ? "nil" : TraceFormat.short(x) }
}
