import Foundation

/// Text: runs of characters, each with its own font settings, measured by the engine's `TextShaper`.
///
/// `font`, `bold`, `italic`, `fontWeight`, `fontDesign`, `monospaced` and `monospacedDigit` on a
/// `Text` change the text itself (no extra node), as in SwiftUI; on other views they set the
/// environment for the texts inside. `Text + Text` joins two texts, each keeping its settings.
public struct Text: View {
    public typealias Body = Never
    public private(set) var runs: [TextRun]
    var modifiers: [String] = []

    public init(_ content: String) { runs = [TextRun(content)] }
    public init(verbatim content: String) { runs = [TextRun(content)] }
    public init(runs: [TextRun]) { self.runs = runs }
    /// What `Text("…")` shows for a string literal: its inline markdown read (`InlineMarkdown`).
    public init(markdown: String) { runs = InlineMarkdown.runs(markdown) }

    /// The characters of all runs.
    public var content: String { runs.map(\.content).joined() }

    /// What a date is measured as: scenes are read without running them, so a date's value is
    /// unknown; every date shows as this medium-style date (and a time as `unformattedTime`).
    public static let unformattedDate = "Jun 5, 2026"
    public static let unformattedTime = "9:41 AM"

    public func font(_ font: Font?) -> Text { styled("font(.\(font?.name ?? "nil"))") { $0.font = $0.font ?? font } }
    public func bold(_ isActive: Bool = true) -> Text { styled("bold()") { if isActive { $0.weight = $0.weight ?? .bold } } }
    public func italic(_ isActive: Bool = true) -> Text { styled("italic()") { $0.italic = $0.italic ?? isActive } }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        styled("fontWeight(.\(weight?.name ?? "regular"))") { $0.weight = $0.weight ?? weight }
    }
    public func fontDesign(_ design: Font.Design?) -> Text { styled("fontDesign(.\(design?.rawValue ?? "default"))") { $0.design = $0.design ?? design } }
    public func monospaced(_ isActive: Bool = true) -> Text { styled("monospaced()") { $0.monospaced = $0.monospaced ?? isActive } }
    public func monospacedDigit() -> Text { styled("monospacedDigit()") { $0.monospacedDigit = $0.monospacedDigit ?? true } }

    /// A modifier on every run: settings a run already has win (the modifier nearer the characters,
    /// as with `(Text("a").bold() + Text("b")).fontWeight(.light)`; unconfirmed for one text given
    /// the same setting twice).
    public func styled(_ modifier: String, _ change: (inout TextStyle) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { change(&copy.runs[i].style) }
        copy.modifiers.append(modifier)
        return copy
    }

    public static func + (left: Text, right: Text) -> Text {
        Text(runs: left.runs + right.runs)
    }

    public func _nodeSpecs() -> [NodeSpec] {
        let label = "Text(\(CallLabel.quoted(content)))" + modifiers.map { "." + $0 }.joined()
        return [Self.spec(runs: runs, label: label)]
    }

    /// A plain `Text` a control makes of its title (`Button("Save")`'s `Text("Save")`).
    public static func spec(title: String) -> NodeSpec {
        spec(runs: [TextRun(title)], label: "Text(\(CallLabel.quoted(title)))")
    }

    /// A `Text` node: each run's own font settings over the environment's.
    public static func spec(runs: [TextRun], label: String) -> NodeSpec {
        var args: TraceObject = ["text": .string(runs.map(\.content).joined())]
        if let font = runs.first?.style.font { args["font"] = .string(font.name) }
        if let weight = runs.first?.style.weight { args["weight"] = .string(weight.name) }
        if runs.count > 1 { args["runs"] = .number(Double(runs.count)) }
        var spec = NodeSpec(
            kind: "Text", label: label, args: args, role: .leaf,
            layout: .environmental { environment in
                TextLayout(
                    runs: runs.map { run in
                        TextLayout.Run(text: environment.textCase?.apply(run.content) ?? run.content, font: run.style.over(environment.textStyle).resolve(environment.font))
                    },
                    lineLimit: environment.lineLimit, minimumLines: environment.minimumLines, dynamicTypeRange: environment.dynamicTypeRange,
                    lineSpacing: environment.lineSpacing, truncationMode: environment.truncationMode, tracking: environment.tracking,
                    minimumScaleFactor: environment.minimumScaleFactor, allowsTightening: environment.allowsTightening,
                    alignment: environment.multilineTextAlignment)
            })
        spec.textRuns = runs
        spec.appearance = .text
        spec.reportsLayoutSpacing = true
        return spec
    }
}

/// Characters of a `Text` that share font settings: a whole `Text("…")`, one side of `Text + Text`,
/// or a stretch of markdown emphasis (`Text("**Total:** 4")`).
public struct TextRun: Hashable, Sendable {
    public var content: String
    public var style: TextStyle

    public init(_ content: String, style: TextStyle = TextStyle()) {
        self.content = content
        self.style = style
    }
}

/// Font settings made by modifiers, on a text or around it; unset ones come from outside.
public struct TextStyle: Hashable, Sendable {
    public var font: Font?
    public var weight: Font.Weight?
    public var italic: Bool?
    public var design: Font.Design?
    public var monospaced: Bool?
    public var monospacedDigit: Bool?

    public init(
        font: Font? = nil, weight: Font.Weight? = nil, italic: Bool? = nil, design: Font.Design? = nil, monospaced: Bool? = nil,
        monospacedDigit: Bool? = nil
    ) {
        self.font = font
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospaced = monospaced
        self.monospacedDigit = monospacedDigit
    }

    /// These settings where made, else `outer`'s.
    public func over(_ outer: TextStyle) -> TextStyle {
        TextStyle(
            font: font ?? outer.font, weight: weight ?? outer.weight, italic: italic ?? outer.italic, design: design ?? outer.design,
            monospaced: monospaced ?? outer.monospaced, monospacedDigit: monospacedDigit ?? outer.monospacedDigit)
    }

    /// The font these settings make of the environment's.
    public func resolve(_ environmentFont: Font) -> Font {
        var font = font ?? environmentFont
        if let weight { font.weight = weight }
        if let italic { font.isItalic = italic }
        if let design { font.design = design }
        if monospaced == true { font.design = .monospaced }
        if let monospacedDigit { font.hasMonospacedDigits = monospacedDigit }
        return font
    }
}

/// `Text`: one line at its ideal size; a narrower proposal wraps at line-break opportunities;
/// `lineLimit` and a too-short height truncate. Measured by the engine's `TextShaper` (HarfBuzz on
/// the font files a recording found, else invented widths) and rounded up to the pixel grid.
public struct TextLayout: Layout {
    public var _engineTraits: EngineLayoutTraits { EngineLayoutTraits(recordsDrawing: true) }

    /// Characters in one font.
    public struct Run: Hashable, Sendable {
        public var text: String
        public var font: Font

        public init(text: String, font: Font) {
            self.text = text
            self.font = font
        }
    }

    public let runs: [Run]
    public let lineLimit: Int?
    /// `lineLimit(2...4)`'s lower bound, `lineLimit(3, reservesSpace: true)`'s limit: the lines of
    /// height the text takes however short it is.
    public let minimumLines: Int
    /// What `dynamicTypeSize(_:)` around the text allows; nil: any size.
    public let dynamicTypeRange: DynamicTypeRange?
    /// `lineSpacing(_:)`: points added between lines (not above the first or below the last).
    public let lineSpacing: CGFloat
    public let truncationMode: TruncationMode
    /// `tracking(_:)`/`kerning(_:)`: points after each character.
    public let tracking: CGFloat
    /// `minimumScaleFactor(_:)`: the smallest fraction of its size the text may shrink to.
    public let minimumScaleFactor: CGFloat
    /// `allowsTightening(_:)`: a last line slightly too wide is squeezed before it is truncated.
    public let allowsTightening: Bool
    /// `multilineTextAlignment(_:)`: where each line is drawn in the frame (no effect on size).
    public let alignment: TextAlignment
    private let shapes = ShapedLines()

    public init(
        runs: [Run], lineLimit: Int? = nil, minimumLines: Int = 0, dynamicTypeRange: DynamicTypeRange? = nil, lineSpacing: CGFloat = 0,
        truncationMode: TruncationMode = .tail, tracking: CGFloat = 0, minimumScaleFactor: CGFloat = 1, allowsTightening: Bool = false,
        alignment: TextAlignment = .leading
    ) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.minimumLines = Swift.max(0, minimumLines)
        self.dynamicTypeRange = dynamicTypeRange
        self.lineSpacing = Swift.max(0, lineSpacing.isFinite ? lineSpacing : 0)
        self.truncationMode = truncationMode
        self.tracking = tracking.isFinite ? tracking : 0
        self.minimumScaleFactor = minimumScaleFactor.isFinite ? Swift.min(1, Swift.max(0.01, minimumScaleFactor)) : 1
        self.allowsTightening = allowsTightening
        self.alignment = alignment
    }

    public init(text: String, font: Font = .body, lineLimit: Int? = nil, lineSpacing: CGFloat = 0, truncationMode: TruncationMode = .tail, tracking: CGFloat = 0, minimumScaleFactor: CGFloat = 1) {
        self.init(runs: [Run(text: text, font: font)], lineLimit: lineLimit, lineSpacing: lineSpacing, truncationMode: truncationMode, tracking: tracking, minimumScaleFactor: minimumScaleFactor)
    }

    public var text: String { runs.map(\.text).joined() }

    /// A text's lines for a proposal, in its runs' fonts at the pass's Dynamic Type size times `factor`.
    struct Measured {
        var breaker: TextLineBreaker
        var result: TextLineBreaker.Result
    }

    func measure(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Measured {
        let limit = proposal.width ?? .infinity
        let maxLines = lineLimit.map { Swift.max(1, $0) } ?? Int.max
        let dynamicType = subviews.dynamicTypeSize(within: dynamicTypeRange)
        func attempt(_ factor: CGFloat) -> Measured {
            let breaker = shapes.lines(self, dynamicType: dynamicType, factor: factor, shaper: subviews.textShaper)
            var result = breaker.layout(width: limit, maxLines: maxLines, truncation: truncationMode, allowsTightening: allowsTightening)
            if let height = proposal.height, height.isFinite {
                let fitting = result.linesFitting(height, spacing: gap(breaker))
                if fitting < result.lines.count {
                    result = breaker.layout(width: limit, maxLines: fitting, truncation: truncationMode, allowsTightening: allowsTightening)
                }
            }
            return Measured(breaker: breaker, result: result)
        }
        let measured = attempt(1)
        guard measured.result.truncated, minimumScaleFactor < 1 else { return measured }
        // A text that does not fit shrinks, down to the factor, before it truncates. Which sizes
        // SwiftUI tries is unconfirmed: ltrace takes the largest that fits, to 1/100 point.
        var best = (factor: minimumScaleFactor, measured: attempt(minimumScaleFactor))
        guard !best.measured.result.truncated else { return best.measured }
        var fails: CGFloat = 1
        let size = measured.breaker.runs.map(\.metrics.font.size).max() ?? 1
        while (fails - best.factor) * size > 0.01 {
            let middle = (best.factor + fails) / 2
            let m = attempt(middle)
            if m.result.truncated { fails = middle } else { best = (middle, m) }
        }
        return best.measured
    }

    /// What stands between two lines: `lineSpacing(_:)` and the fonts' leading (a text style's
    /// system font: `Font.textStyleLeading`, the largest of the runs').
    func gap(_ breaker: TextLineBreaker) -> CGFloat {
        lineSpacing + (breaker.runs.map(\.metrics.font.textStyleLeading).max() ?? 0)
    }

    /// The height of the lines, with `minimumLines` reserved at the last line's height (TextKit's
    /// extra lines take the last run's font; unconfirmed for SwiftUI).
    func height(_ m: Measured) -> CGFloat {
        let result = m.result, gap = gap(m.breaker)
        let missing = minimumLines - result.lines.count
        guard missing > 0 else { return result.height(spacing: gap) }
        let blank = result.lines.last?.height ?? 0
        return result.height(spacing: gap) + CGFloat(missing) * (blank + gap)
    }

    /// What a text says of its neighbours above and below (`ViewSpacing`), from the largest of
    /// its fonts' metrics at the pass's Dynamic Type size (OpenSwiftUI `Text+Spacing.swift`,
    /// commit 069dd80b): its leading to a text; its descent and a tenth of its line (rounded up
    /// to the pixel) to a view above; its line and that tenth less its cap height, or the tenth
    /// and its descent if larger, to a view below.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        let dynamicType = subviews.dynamicTypeSize(within: dynamicTypeRange), scale = subviews.displayScale
        let fonts = runs.map { $0.font.scaled(to: dynamicType) }
        let metrics = fonts.map { TextMetrics(font: $0, lines: subviews.textShaper.lineMetrics(for: $0)) }
        let ascent = metrics.map(\.ascent).max() ?? 0, descent = metrics.map(\.descent).max() ?? 0
        let capHeight = metrics.map(\.capHeight).max() ?? 0
        let line = ascent + descent
        // Linked before iOS 17 (OpenSwiftUI `Spacing.swift` and `Text+Spacing.swift`, gated by
        // `TextSpacingUIKit0059v2`, SwiftUI 5): no leading between texts, and the tenth of a line
        // rounded up to a multiple of 4 points (a "scale" of 1/4) rather than to the pixel.
        let beforeIOS17 = (subviews.engine.linkedSDK ?? 17) < 17
        let tenth = TextMetrics.pixelCeil(line * 0.1, scale: beforeIOS17 ? 0.25 : scale)
        let leading = beforeIOS17 ? 0 : fonts.map(\.textStyleLeading).max() ?? 0
        return .text(
            leading: TextMetrics.pixelCeil(leading, scale: scale), aboveText: line + tenth - ascent,
            belowText: Swift.max(line + tenth - capHeight, tenth + descent))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !runs.allSatisfy({ $0.text.isEmpty }) else { return .zero }
        // Measured on iOS (Tests/Fixtures/snapshot-text-zero-proposal*.swift): a text proposed
        // 0 × 0 takes no space; a padded text fitted at 0 × 0 is its padding alone. A width of 0
        // with another height is unconfirmed and keeps the line-breaking rule below.
        if proposal == .zero {
            subviews.record(TextZeroProposal(proposal: proposal, size: .zero))
            return .zero
        }
        let m = measure(proposal, subviews)
        let result = m.result
        // NSStringDrawing's size, rounded up to the pixel grid as SwiftUI reports it (body text on
        // a 3× iPhone: 20.287 → 20.333; on 2×: 20.5).
        let scale = subviews.displayScale
        let size = CGSize(width: TextMetrics.pixelCeil(result.width, scale: scale), height: TextMetrics.pixelCeil(height(m), scale: scale))
        subviews.record(
            TextSize(
                text: text, proposal: proposal, lines: result.lines.count, reservedLines: minimumLines, lineHeight: result.lineHeight, lineSpacing: Swift.max(result.lines.count, minimumLines) > 1 ? gap(m.breaker) : lineSpacing,
                truncated: result.truncated, tightened: result.tightened, font: m.breaker.fontsDescribed, fontSize: m.breaker.runs.first?.metrics.font.size ?? 0,
                dynamicType: subviews.dynamicTypeSize(within: dynamicTypeRange), scale: scale,
                firstLine: result.wrapped ? result.lines.first.map(m.breaker.text(of:)) : nil, unroundedWidth: result.width,
                measuredWith: m.breaker.measuredWith.name, approximate: m.breaker.measuredWith.isApproximate, size: size))
        return size
    }

    /// Records the lines as they are drawn at the size the text was placed with (`text.lines`),
    /// for pictures: each line's text (truncated with its ellipsis), baseline and font.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !runs.allSatisfy({ $0.text.isEmpty }), proposal != .zero else { return }
        // The lines of the placement's proposal: those its final size was measured with.
        let m = measure(proposal, subviews)
        let scale = subviews.displayScale
        var lines = TextLines(lines: [], baselines: [], widths: [], fontSizes: [], weights: [], italics: [], designs: [], alignment: alignment)
        var top: CGFloat = 0
        let gap = gap(m.breaker)
        for line in m.result.lines {
            let font = m.breaker.font(of: line)
            lines.lines.append(m.breaker.text(of: line))
            lines.baselines.append(bounds.minY + TextMetrics.pixelRound(top + line.ascent, scale: scale))
            lines.widths.append(line.width)
            lines.fontSizes.append(font.size)
            lines.weights.append(font.weight.value)
            lines.italics.append(font.isItalic ? 1 : 0)
            lines.designs.append(font.customName ?? font.design.rawValue)
            top += line.height + gap
        }
        subviews.record(lines)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
    ) -> CGFloat? {
        guard guide == .firstTextBaseline || guide == .lastTextBaseline, !runs.allSatisfy({ $0.text.isEmpty }) else { return nil }
        // The lines the text chose for the size it was placed at.
        let m = measure(ProposedViewSize(width: bounds.width, height: bounds.height), subviews)
        let lines = m.result.lines, gap = gap(m.breaker)
        guard let first = lines.first, let last = lines.last else { return nil }
        // Baselines on the pixel grid (the nearest pixel: unconfirmed).
        let scale = subviews.displayScale
        if guide == .firstTextBaseline { return bounds.minY + TextMetrics.pixelRound(first.ascent, scale: scale) }
        let above = lines.dropLast().reduce(0) { $0 + $1.height + gap }
        return bounds.minY + TextMetrics.pixelRound(above + last.ascent, scale: scale)
    }
}

/// A text's shapes by shaper, Dynamic Type size and `minimumScaleFactor` shrink (which decide its
/// runs' fonts): a text is shaped once per size of a recording, however often it is probed.
private final class ShapedLines {
    private struct Key: Hashable {
        let shaper: ObjectIdentifier
        let dynamicType: DynamicTypeSize
        let factor: CGFloat
    }
    private var entries: [Key: TextLineBreaker] = [:]

    func lines(_ text: TextLayout, dynamicType: DynamicTypeSize, factor: CGFloat, shaper: TextShaper) -> TextLineBreaker {
        let key = Key(shaper: ObjectIdentifier(shaper), dynamicType: dynamicType, factor: factor)
        if let entry = entries[key] { return entry }
        let runs = text.runs.map { run in
            var font = run.font.scaled(to: dynamicType)
            font.size *= factor
            return TextLayout.Run(text: run.text, font: font)
        }
        let entry = TextLineBreaker(runs: runs, tracking: text.tracking, shaper: shaper)
        entries[key] = entry
        return entry
    }
}

/// `text.lines`: a text's lines as drawn where it was placed, for pictures (the page draws each
/// line at its baseline in its first run's font).
public struct TextLines: DecisionPayload, Codable {
    public static let kind: DecisionKind = "text.lines"
    public static let sentences = [
        "drawn in its frame: lines {lines} at baselines {baselines}",
        "drawn in its frame: lines {lines} at baselines {baselines}, each line aligned .{alignment} in the frame (multilineTextAlignment)",
    ]
    public var sentence: Int { lines.count > 1 && (alignment ?? .leading) != .leading ? 1 : 0 }
    public var lines: [String]
    /// In root coordinates (the frames'), on the pixel grid.
    public var baselines: [CGFloat]
    /// Each line's width without its hanging spaces.
    public var widths: [CGFloat]
    /// The font at each line's start: its size, weight (100 … 900), italic (1) and design or custom name.
    public var fontSizes: [CGFloat]
    public var weights: [Int]
    public var italics: [Int]
    public var designs: [String]
    /// `multilineTextAlignment(_:)`; nil (traces of engine 6 and before): leading.
    public var alignment: TextAlignment?
}

/// `text.layout`: how a text wrapped (or not) in its proposal.
public struct TextSize: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "text.layout"
    /// `sentence` picks one: (((state × 2 + spacing) × 2 + reserved) × 2 + approximate).
    public static let sentences: [String] = {
        let states: [String] = [
            "'{text}' at its ideal size: {lines} line(s) of {line_height}",
            "'{text}' fits in width {proposal_width}: {lines} line(s) of {line_height}",
            "'{text}' does not fit in width {proposal_width}: first line '{first_line}', {lines} line(s) of {line_height}",
            "'{text}' does not fit in width {proposal_width}: first line '{first_line}', {lines} line(s) of {line_height}, truncated",
            "'{text}' does not fit in width {proposal_width}: first line '{first_line}', {lines} line(s) of {line_height}, the last tightened to fit",
        ]
        var sentences: [String] = []
        for state in states {
            for spacing in ["", ", {line_spacing} apart"] {
                for reserved in ["", ", space kept for {reserved_lines}"] {
                    // Widths from a stand-in font are marked ≈.
                    for mark in ["", "≈ "] {
                        let measured = " ({font}, Dynamic Type {dynamic_type}; widths from {measured_with}), width " + mark + "{unrounded_width}"
                        sentences.append(state + spacing + reserved + measured + " rounded up to the pixel at {scale}× → " + mark + "{size}")
                    }
                }
            }
        }
        return sentences
    }()
    /// The string measured, as the text resolved it (interpolations filled in, every run),
    /// cut at 80 characters, line breaks written `\n`.
    public var text: String
    public var proposal: ProposedViewSize
    public var lines: Int
    /// `lineLimit(3...)`, `lineLimit(3, reservesSpace: true)`: the lines of height kept however few are used.
    public var reservedLines: Int
    /// The tallest line's height, unrounded.
    public var lineHeight: CGFloat
    /// What stands between lines: `lineSpacing(_:)` and, for two lines or more, the fonts' leading.
    public var lineSpacing: CGFloat
    public var truncated: Bool
    /// `allowsTightening(true)`: the last line squeezed instead of truncated.
    public var tightened: Bool
    /// Each font the text is set in, as written and at the size measured (`body at 17 pt + title bold at 28 pt`).
    public var font: String
    /// The first run's size: the font's, scaled to the Dynamic Type size (and shrunk by `minimumScaleFactor`).
    public var fontSize: CGFloat
    public var dynamicType: DynamicTypeSize
    /// Pixels per point the size is rounded up to.
    public var scale: CGFloat
    /// The text of the first line, when the text did not fit on one.
    public var firstLine: String?
    /// The widest line, before rounding.
    public var unroundedWidth: CGFloat
    /// The font files that measured the widths (`TextShaper`).
    public var measuredWith: String
    /// Whether a file is a stand-in for the font the device would use.
    public var approximate: Bool
    public var size: CGSize

    public var sentence: Int {
        let state: Int = firstLine == nil ? (proposal.width == nil ? 0 : 1) : tightened ? 4 : truncated ? 3 : 2
        let spaced: Int = lineSpacing > 0 ? 1 : 0
        let reserved: Int = reservedLines > lines ? 1 : 0
        return ((state * 2 + spaced) * 2 + reserved) * 2 + (approximate ? 1 : 0)
    }
    /// `text` as a sentence shows it: 80 characters at most, on one line.
    public static func shown(_ text: String) -> String {
        // Foundation's search and a count of characters only where they can change something:
        // every text's decision comes through here.
        let line = text.utf8.contains(UInt8(ascii: "\n")) ? text.replacingOccurrences(of: "\n", with: "\\n") : text
        if line.utf8.count <= 80 { return line }
        return line.count > 80 ? String(line.prefix(80)) + "…" : line
    }

    public init(
        text: String, proposal: ProposedViewSize, lines: Int, reservedLines: Int = 0, lineHeight: CGFloat, lineSpacing: CGFloat = 0, truncated: Bool, tightened: Bool = false,
        font: String, fontSize: CGFloat, dynamicType: DynamicTypeSize = .large, scale: CGFloat = LayoutEngine.defaultDisplayScale, firstLine: String? = nil,
        unroundedWidth: CGFloat, measuredWith: String, approximate: Bool, size: CGSize
    ) {
        self.text = Self.shown(text); self.proposal = proposal; self.lines = lines; self.reservedLines = reservedLines; self.lineHeight = lineHeight; self.lineSpacing = lineSpacing
        self.truncated = truncated; self.tightened = tightened; self.font = font; self.fontSize = fontSize; self.dynamicType = dynamicType; self.scale = scale
        self.firstLine = firstLine; self.unroundedWidth = unroundedWidth; self.measuredWith = measuredWith; self.approximate = approximate; self.size = size
    }
}

/// `text.zero`: a text proposed 0 × 0 takes no space (measured, not derived: no source code says so).
public struct TextZeroProposal: DecisionPayload, SizeDecision, Codable {
    public static let kind: DecisionKind = "text.zero"
    public static let sentences = [
        "proposed {proposal}, the text takes no space, as on iOS (measured: a padded text fitted at 0 × 0 is its padding alone) → {size}"
    ]
    public var proposal: ProposedViewSize
    public var size: CGSize

    public init(proposal: ProposedViewSize, size: CGSize) {
        self.proposal = proposal
        self.size = size
    }
}
