import Foundation
import LayoutEngine
import SwiftSyntax

/// UIKit's `UIFontMetrics`: `UIFontMetrics.default` (the body style's) or
/// `UIFontMetrics(forTextStyle: .title1)`, whose `scaledValue(for:)` grows a length as its text
/// style's leading grows with Dynamic Type, as `@ScaledMetric` does (`Font.scaleFactor`,
/// measured). Other members (`scaledFont`)
/// are left to the opaque values of what ltrace does not model.
struct FontMetricsValue: NativeValue, NativeType {
    var style: Font.TextStyle

    static let names = ["UIFontMetrics"]
    var nativeType: any NativeType.Type { Self.self }
    static let staticNames = ["default"]

    static func staticMember(_ name: String, _ i: Interpreter, at node: Syntax) throws -> Value? {
        name == "default" ? .native(FontMetricsValue(style: .body)) : nil
    }

    static func make(_ name: String, _ args: Arguments, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        guard let written = args.take("forTextStyle") else { return nil }
        try args.finish(i, allowed: ["forTextStyle"])
        // A style passed in (`UIFontMetrics(forTextStyle: style)`): UIKit's `TextStyle` values are
        // not interpreted, so the metrics are opaque.
        guard let style = textStyle(written.expression) else {
            return .opaque(OpaqueValue(expression: SourceText.compact(call), type: "UIFontMetrics", node: Syntax(call)))
        }
        return .native(FontMetricsValue(style: style))
    }

    /// `.title1`, `UIFont.TextStyle.caption1` as written: UIKit's names of SwiftUI's text styles.
    static func textStyle(_ expression: ExprSyntax) -> Font.TextStyle? {
        guard let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        switch name {
        case "title1": return .title
        case "caption1": return .caption
        default: return Font.TextStyle(rawValue: name)
        }
    }

    func method(_ name: String, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        guard name == "scaledValue" else { return nil }
        let args = i.arguments(name, of: call)
        guard let length = args.take("for") else { throw i.error(call, "scaledValue(for:) needs a length") }
        let value = try i.evaluate(length.expression, cx, expecting: .floating)
        // Another trait collection's size category is not the scene's: what it gives is not known.
        if args.take("compatibleWith") != nil { return .opaque(OpaqueValue(expression: SourceText.compact(call), type: "CGFloat", node: Syntax(call))) }
        try args.finish(i, allowed: ["for", "compatibleWith"])
        if let o = value.opaque { return .opaque(o.derived(call)) }
        guard let number = value.number else { throw i.error(length.expression, "scaledValue(for:) needs a number, not \(value.typeName)") }
        return .double(i.scaledLength(number, of: style, for: "UIFontMetrics.scaledValue(for:)", at: call))
    }

    var traceValue: TraceValue { .string("UIFontMetrics(\(style.rawValue))") }
}
