import Foundation
import SeamGenerator

/// What the inputs produced: how many ran, and the diagnostics that broke a rule.
struct Tally {
    var parsed = 0, generated = 0, templated = 0, diagnostics = 0
    /// Diagnostics with no `path:line:col`.
    var unlocated = 0
    /// Diagnostics whose printed form spans lines or holds a control character.
    var multiLine = 0

    var isClean: Bool { unlocated == 0 && multiLine == 0 }

    /// The counts as numbers, for `.ci/fuzz` to add up over resumed runs.
    var record: String {
        "counts \(parsed) \(generated) \(templated) \(diagnostics) \(unlocated) \(multiLine)"
    }

    var summary: String {
        "inputs \(parsed + generated + templated) (parser \(parsed), generator \(generated), templates \(templated)), "
            + "diagnostics \(diagnostics), without path:line:col \(unlocated), multi-line \(multiLine)"
    }

    /// Counts the diagnostics of one input that break a rule, and saves the input for each.
    /// With `allowsUnlocated`, a diagnostic without `path:line:col` breaks none.
    mutating func check(
        _ found: [Diagnostic], index: Int, input: [UInt8], findings: String,
        allowsUnlocated: Bool = false
    ) {
        diagnostics += found.count
        for diagnostic in found {
            var kind: String?
            if diagnostic.location == nil, !allowsUnlocated, !Self.isAboutTheRun(diagnostic) {
                unlocated += 1
                kind = "unlocated"
            }
            if diagnostic.description.unicodeScalars.contains(where: {
                $0.value < 0x20 || $0.value == 0x2028 || $0.value == 0x2029
            }) {
                multiLine += 1
                kind = "multiline"
            }
            if let kind {
                let path = "\(findings)/\(kind)-\(index)"
                save(input, to: path + ".input")
                save(Array((diagnostic.description + "\n").utf8), to: path + ".txt")
            }
        }
    }

    /// Whether `diagnostic` is about the whole run, not a place in a file: the warning that a
    /// run fakes nothing (issue 25 §9) names the output that gets no fakes, as swiftc's
    /// `warning: no input files` names no file.
    private static func isAboutTheRun(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .warning && diagnostic.message.hasPrefix("nothing to fake: ")
    }
}
