/// The Levenshtein distance between two strings, for "did you mean".
package enum EditDistance {
    /// The number of single-character edits that turn `a` into `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidates closest to `name` (ignoring case), sorted, if any is close enough to be
    /// a likely typo: at most 2 edits, or a third of the name's length.
    package static func closest(to name: String, among candidates: [String]) -> [String] {
        let scored = candidates.map { ($0, between($0.lowercased(), name.lowercased())) }
        guard let best = scored.map(\.1).min(), best <= max(2, name.count / 3) else { return [] }
        return Set(scored.filter { $0.1 == best }.map(\.0)).sorted()
    }

    /// `"; did you mean 'a' or 'b'?"`, or nothing without guesses.
    package static func didYouMean(_ guesses: [String]) -> String {
        guard !guesses.isEmpty else { return "" }
        return "; did you mean " + guesses.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }
}
