import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text from a trace (labels, arguments, scene source, query results) is untrusted: written
/// to a terminal, an ESC or BEL in it would drive the terminal. As `git` and `ls` do,
/// control characters are shown escaped (`\x1b`) when the stream is a terminal, and
/// passed through untouched into pipes and files.
public enum TerminalText {
    public enum Stream {
        case standardOutput, standardError
        var descriptor: Int32 { self == .standardOutput ? 1 : 2 }
    }

    private static let isTerminal: [Bool] = [isatty(1) != 0, isatty(2) != 0]

    public static func isTerminal(_ stream: Stream) -> Bool { isTerminal[stream == .standardOutput ? 0 : 1] }

    public static func safe(_ text: String, for stream: Stream) -> String {
        isTerminal[stream == .standardOutput ? 0 : 1] ? escaped(text) : text
    }

    /// C0 controls other than newline and tab, DEL, and C1 controls as `\xNN` / `\u{NNNN}`.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out.append(contentsOf: (scalar.value < 0x100 ? String(format: "\\x%02x", scalar.value) : String(format: "\\u{%04x}", scalar.value)).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// A message or status line stays one line whatever it quotes: line breaks inside (a path
    /// with a newline in it) are written `\n` and `\r`, in pipes too.
    public static func singleLine(_ text: String) -> String {
        guard text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\\r\\n").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    /// Prints a status line that quotes paths, labels or arguments: one line, escaped for a terminal.
    public static func say(_ line: String) {
        print(safe(singleLine(line), for: .standardOutput))
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        (s.value < 0x20 && s != "\n" && s != "\t") || (0x7F...0x9F).contains(s.value)
    }
}
