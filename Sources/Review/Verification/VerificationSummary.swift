/// The counts of a verification run, its summary line and its exit status.
public struct VerificationSummary: Sendable, CustomStringConvertible {
    /// Renders that match their references.
    public let passed: Int
    /// Renders that differ, and mockups without a reference that was not recorded.
    public let failed: Int
    /// References written from the render (`--record`).
    public let recorded: Int
    /// Mockups that could not be read, rendered or compared; the worst of their statuses.
    public let errors: Int
    private let worstErrorStatus: Int32

    /// Counts `results`.
    public init(_ results: [Verification.Result]) {
        var passed = 0, failed = 0, recorded = 0, errors = 0
        var worst: Int32 = 0
        for result in results {
            switch result.outcome {
            case .passed: passed += 1
            case .failed, .missingReference: failed += 1
            case .recorded: recorded += 1
            case .error(let error):
                errors += 1
                worst = max(worst, error.exitStatus)
            }
        }
        (self.passed, self.failed, self.recorded, self.errors, worstErrorStatus) = (passed, failed, recorded, errors, worst)
    }

    /// E.g. "28 passed, 1 failed", with ", 2 recorded" and ", 1 error" when there are any.
    public var description: String {
        var parts = ["\(passed) passed", "\(failed) failed"]
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        return parts.joined(separator: ", ")
    }

    /// 0 when everything matched (or was recorded), 1 for a mismatch or a
    /// missing reference; an unreadable mockup's own status (65, 66, 74) outranks both.
    public var exitStatus: Int32 {
        if worstErrorStatus != 0 { return worstErrorStatus }
        return failed > 0 ? 1 : 0
    }
}
