/// "Did you mean" for misspelt names: the closest known name within a small edit distance.
public enum NameSuggestions {
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        let limit = min(3, max(2, name.count / 3))
        var best: (String, Int)?
        // The name itself is no suggestion (a modifier known elsewhere, used where it does not apply).
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased())
            // The distance is at least the difference of the lengths: a candidate further than the
            // limit that way is never the one suggested, and its table is not worked out (a
            // recovered error's hint compared hundreds of names, a sixth of a preview's recording).
            guard abs(other.count - lowered.count) <= limit else { continue }
            let d = distance(lowered, other)
            if d < (best?.1 ?? .max) { best = (candidate, d) }
        }
        guard let (match, d) = best else { return nil }
        return d <= limit ? match : nil
    }

    /// `; did you mean 'frame'?` or nothing.
    public static func hint(_ name: String, among candidates: some Sequence<String>, prefix: String = "", suffix: String = "") -> String {
        closest(to: name, among: candidates).map { "; did you mean '\(prefix)\($0)\(suffix)'?" } ?? ""
    }

    /// Edit distance counting an insertion, deletion, substitution or swap of neighbours as one edit.
    static func distance(_ a: String, _ b: String) -> Int { distance(Array(a), Array(b)) }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
