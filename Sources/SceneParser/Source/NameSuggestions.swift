/// "Did you mean" for misspelt names: the closest known name within a small edit distance.
public enum NameSuggestions {
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        // ASCII names (nearly all) are compared as bytes: as `Character`s, a recovered error's
        // hint over a few hundred names was 4 % of a preview's recording.
        let nameIsASCII = name.utf8.allSatisfy { $0 < 0x80 }
        let loweredBytes = nameIsASCII ? lowercasedASCII(name) : []
        let lowered = Array(name.lowercased())
        let limit = min(3, max(2, name.count / 3))
        var best: (String, Int)?
        // The name itself is no suggestion (a modifier known elsewhere, used where it does not apply).
        for candidate in candidates where candidate != name {
            // The distance is at least the difference of the lengths: a candidate further than the
            // limit that way is never the one suggested, and its table is not worked out (a
            // recovered error's hint compared hundreds of names, a sixth of a preview's recording).
            let d: Int
            if nameIsASCII, candidate.utf8.allSatisfy({ $0 < 0x80 }) {
                guard abs(candidate.utf8.count - lowered.count) <= limit else { continue }
                d = distance(loweredBytes, lowercasedASCII(candidate))
            } else {
                let other = Array(candidate.lowercased())
                guard abs(other.count - lowered.count) <= limit else { continue }
                d = distance(lowered, other)
            }
            if d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        guard let (match, d) = best else { return nil }
        return d <= limit ? match : nil
    }

    /// An ASCII string's bytes, lowercased as `String.lowercased()` lowercases ASCII.
    private static func lowercasedASCII(_ text: String) -> [UInt8] {
        text.utf8.map { $0 &- 65 < 26 ? $0 + 32 : $0 }
    }

    /// `; did you mean 'frame'?` or nothing.
    public static func hint(_ name: String, among candidates: some Sequence<String>, prefix: String = "", suffix: String = "") -> String {
        closest(to: name, among: candidates).map { "; did you mean '\(prefix)\($0)\(suffix)'?" } ?? ""
    }

    /// Edit distance counting an insertion, deletion, substitution or swap of neighbours as one edit.
    static func distance(_ a: String, _ b: String) -> Int { distance(Array(a), Array(b)) }

    private static func distance<Letter: Equatable>(_ a: [Letter], _ b: [Letter]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // One table in one array, row i at i * width.
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { d[i * width] = i }
        for j in 0...b.count { d[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, d[(i - 2) * width + j - 2] + 1) }
                d[i * width + j] = best
            }
        }
        return d[a.count * width + b.count]
    }
}
