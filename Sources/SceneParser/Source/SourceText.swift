import Foundation
import SwiftSyntax

/// Source text for labels: tokens joined with single spaces where the source
/// had whitespace, comments dropped, long text shortened.
enum SourceText {
    static let maximumLength = 120

    static func compact(_ node: some SyntaxProtocol) -> String {
        var out = ""
        var pendingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !out.isEmpty && (pendingSpace || !token.leadingTrivia.isEmpty) { out += " " }
            out += token.text
            pendingSpace = !token.trailingTrivia.isEmpty
        }
        return shortened(out)
    }

    /// Whether `needle` occurs in `text`, searched in their bytes: Foundation's `contains` (and
    /// the standard library's generic search) took 2–10 % of a recording on a large project file.
    static func occurs(_ needle: String, in text: String) -> Bool { occurs(needle, in: text[...]) }

    /// The same in a part of a text (a line of it), without copying the part.
    static func occurs(_ needle: String, in text: Substring) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in firstOffset(of: wanted, in: haystack) != nil }
        }
    }

    /// Where `needle`'s bytes first occur in `bytes` (an offset from its start).
    static func firstOffset(of needle: String, in bytes: ArraySlice<UInt8>) -> Int? {
        var needle = needle
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUTF8 { wanted in firstOffset(of: wanted, in: haystack) }
        }
    }

    private static func firstOffset(of wanted: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !wanted.isEmpty else { return 0 }
        guard let base = haystack.baseAddress, let sought = wanted.baseAddress, wanted.count <= haystack.count else { return nil }
        var from = 0
        while from + wanted.count <= haystack.count {
            guard let hit = memchr(base + from, Int32(wanted[0]), haystack.count - wanted.count - from + 1) else { return nil }
            let at = hit.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
            if memcmp(base + at, sought, wanted.count) == 0 { return at }
            from = at + 1
        }
        return nil
    }

    static func shortened(_ text: String) -> String {
        text.count > maximumLength ? String(text.prefix(maximumLength - 1)) + "…" : text
    }

    /// A call as a label: `name(arguments)` plus value closures, without the view-content closures.
    static func call(_ name: String, _ call: FunctionCallExprSyntax?, keepTrailingClosures: Bool = false) -> String {
        guard let call else { return name }
        var label = name
        if call.leftParen != nil {
            label += "(" + (call.arguments.isEmpty ? "" : compact(call.arguments)) + ")"
        }
        if keepTrailingClosures, let closure = call.trailingClosure {
            label += " " + compact(closure)
        }
        return shortened(label)
    }
}

extension TokenSyntax {
    /// The identifier without the backticks that let a keyword be a name (`` `default` ``, `` `if` ``).
    var identifierName: String {
        let t = text
        return t.count > 2 && t.hasPrefix("`") && t.hasSuffix("`") ? String(t.dropFirst().dropLast()) : t
    }
}

extension SyntaxProtocol {
    /// The node's text without its leading and trailing trivia: what swift-syntax's
    /// `trimmedDescription` gives, read from the node's bytes instead of rebuilding the node
    /// without its trivia (`trimmed` allocates a new tree through key paths; in an interpreter's
    /// loop that was a third of the time, `ltrace-bench interpreter`).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard end > start else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension ExprSyntax {
    /// Whether the expression is `self` (read from its token, not its text).
    var isSelfReference: Bool { self.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
}
