import Foundation

/// Text, measured with the engine's deterministic `TextMetrics`.
///
/// `font`, `bold`, `italic`, `fontWeight` and `monospaced` on a `Text` change
/// the text itself (no extra node), as in SwiftUI; on other views they set the
/// environment for the texts inside.
public struct Text: View {
    public typealias Body = Never
    public let content: String
    var style = TextStyle()
    var modifiers: [String] = []

    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }

    public func font(_ font: Font?) -> Text { with("font(.\(font?.name ?? "nil"))") { $0.font = font } }
    public func bold(_ isActive: Bool = true) -> Text { with("bold()") { $0.weight = isActive ? .bold : nil } }
    public func italic(_ isActive: Bool = true) -> Text { with("italic()") { _ in } }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        with("fontWeight(.\(weight?.name ?? "regular"))") { $0.weight = weight }
    }
    public func monospaced(_ isActive: Bool = true) -> Text { with("monospaced()") { $0.monospaced = isActive } }

    private func with(_ modifier: String, _ change: (inout TextStyle) -> Void) -> Text {
        var copy = self
        change(&copy.style)
        copy.modifiers.append(modifier)
        return copy
    }

    public func _nodeSpecs() -> [NodeSpec] {
        let label = "Text(\(CallLabel.quoted(content)))" + modifiers.map { "." + $0 }.joined()
        return [Self.spec(content: content, style: style, label: label)]
    }

    /// A `Text` node: its own font settings over the environment's font.
    public static func spec(content: String, style: TextStyle, label: String) -> NodeSpec {
        var args: TraceObject = ["text": .string(content)]
        if let font = style.font { args["font"] = .string(font.name) }
        if let weight = style.weight { args["weight"] = .string(weight.name) }
        return NodeSpec(
            kind: "Text", label: label, args: args, role: .leaf,
            layout: .environmental { environment in
                TextLayout(text: content, font: style.resolve(environment.font), lineLimit: environment.lineLimit)
            })
    }
}

/// A `Text`'s own font settings; unset ones come from the environment.
public struct TextStyle: Sendable {
    public var font: Font?
    public var weight: Font.Weight?
    public var monospaced = false

    public init(font: Font? = nil, weight: Font.Weight? = nil, monospaced: Bool = false) {
        self.font = font
        self.weight = weight
        self.monospaced = monospaced
    }

    public func resolve(_ environmentFont: Font) -> Font {
        var font = font ?? environmentFont
        if let weight { font = font.weight(weight) }
        if monospaced { font = font.monospaced() }
        return font
    }
}
