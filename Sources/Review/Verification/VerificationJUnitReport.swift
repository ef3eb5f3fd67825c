import Foundation
import Mockup

/// A JUnit XML report of a verification run (`verify --junit FILE`), the
/// format CI systems (GitHub Actions reporters, GitLab, Jenkins) show as
/// test results: one test case per mockup, a failure for a mismatch or a
/// missing reference, an error for a mockup that could not be read or drawn.
/// No times or dates, so equal runs write equal files.
public enum VerificationJUnitReport {
    /// The report's XML for `results`; `suite` names the test suite (e.g. the shard).
    public static func xml(_ results: [Verification.Result], suite: String) -> String {
        let summary = VerificationSummary(results)
        let cases = results.map(testCase).joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="tablesnap verify" tests="\(results.count)" failures="\(summary.failed)" errors="\(summary.errors)">
            <testsuite name="\(HTMLText.escape(suite))" tests="\(results.count)" failures="\(summary.failed)" errors="\(summary.errors)" skipped="0">
            \(cases)</testsuite>
            </testsuites>

            """
    }

    private static func testCase(_ result: Verification.Result) -> String {
        let open = "<testcase classname=\"tablesnap.verify\" name=\"\(HTMLText.escape(result.input))\" file=\"\(HTMLText.escape(result.input))\""
        switch result.outcome {
        case .passed:
            return open + "/>\n"
        case .recorded:
            return open + "><system-out>\(HTMLText.escape("recorded \(result.reference)"))</system-out></testcase>\n"
        case .failed(let failure):
            return open + ">" + element("failure", type: "mismatch", message: "\(failure.summary) (reference \(result.reference))") + "</testcase>\n"
        case .missingReference:
            return open + ">" + element("failure", type: "missing reference", message: "no reference \(result.reference)") + "</testcase>\n"
        case .error(let error):
            return open + ">" + element("error", type: "mockup", message: error.description) + "</testcase>\n"
        }
    }

    private static func element(_ name: String, type: String, message: String) -> String {
        "<\(name) type=\"\(HTMLText.escape(type))\" message=\"\(HTMLText.escape(message))\">\(HTMLText.escape(message))</\(name)>"
    }
}
