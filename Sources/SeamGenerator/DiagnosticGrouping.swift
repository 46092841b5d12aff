/// What a diagnostic is one of, when one run can raise it many times over, once for each
/// protocol or member with the same cause: `seam` prints such diagnostics as one line per cause,
/// with a count and the first few subjects, instead of one line each (a run over 3,000
/// protocols printed 3,000 lines of one warning; issue 26 §3).
///
/// Diagnostics are grouped by ``cause``, a type, never by their text.
package struct DiagnosticGrouping: Sendable, Hashable {
    /// The causes that one run can raise for many protocols or members.
    package enum Cause: Sendable, Hashable {
        /// A spy cannot forward sets of a member of a protocol that is not class-bound.
        case spyCannotForwardSets
        /// A member has no default for its result type: called unstubbed, it stops the run.
        case undefaultedResult
        /// A protocol inherits a protocol that is in neither the sources nor the references.
        case inheritedProtocolNotFound
        /// A member uses a parameter pack, so its fake records no arguments.
        case parameterPack
        /// A protocol gets no fake: a conforming type must inherit from a class.
        case classBound
        /// A protocol gets no fake: it inherits a standard-library protocol whose requirements
        /// a fake does not write (`Numeric`, `Collection`).
        case unwrittenStandardRequirements
        /// A dependency of the injector whose protocol gets no fake.
        case unfakedDependency
    }

    /// Why the diagnostic was raised.
    package var cause: Cause
    /// What it is about, as the grouped line lists it (`FakePreferences.theme`).
    package var subject: String

    /// Creates a grouping.
    package init(_ cause: Cause, subject: String) {
        self.cause = cause
        self.subject = subject
    }
}

extension DiagnosticGrouping.Cause {
    /// How many diagnostics of this cause one run prints one a line; more print as one line.
    ///
    /// A spy's sets are said once per run, whatever their number: the limit is not a mistake
    /// in the input but how every spy of such a protocol works, and a line per member on every
    /// run buried the warnings that need a fix.
    package var limit: Int { self == .spyCannotForwardSets ? 0 : 3 }

    /// The grouped line's message for `count` diagnostics of this cause, before their subjects.
    package func summary(count: Int) -> String {
        switch self {
        case .spyCannotForwardSets:
            "spies cannot forward sets of \(count) \(plural(count, "member")) of protocols that "
                + "are not class-bound, since the real instance may be a value: once set, such a "
                + "member reads from its stub (make the protocol refine AnyObject to forward them, "
                + "or leave spies out with --no-spies or \"spies\": false)"
        case .undefaultedResult:
            "\(count) \(plural(count, "member")) have no default for their type; a test that "
                + "does not stub one stops the run: add \"defaults\": {\"<Type>\": "
                + "\"<expression>\"} to the target in seam.json (or --default '<Type>=<expression>')"
        case .inheritedProtocolNotFound:
            "\(count) inherited \(plural(count, "protocol")) were not found in sources or "
                + "reference sources; their requirements are not implemented"
        case .parameterPack:
            "\(count) \(plural(count, "member")) use a parameter pack: their fakes count their "
                + "calls and forward them, but record no arguments and cannot be stubbed"
        case .classBound:
            "no fake for \(count) \(plural(count, "protocol")): a conforming type must inherit "
                + "from a class, which a fake cannot; write conforming subclasses by hand"
        case .unwrittenStandardRequirements:
            "no fake for \(count) \(plural(count, "protocol")): they inherit standard-library "
                + "protocols whose requirements seam does not write; write conforming types by hand"
        case .unfakedDependency:
            "\(count) FakeInjector \(plural(count, "dependency", "dependencies")) get no fake: "
                + "their protocols are not faked, so a test must assign them; mark the protocols "
                + "with seam:fake or list them in the protocols to fake"
        }
    }

    private func plural(_ count: Int, _ one: String, _ many: String? = nil) -> String {
        count == 1 ? one : many ?? one + "s"
    }
}
