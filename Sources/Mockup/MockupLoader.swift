import Foundation
import Yams

extension Mockup {
    /// Reads and checks the mockup file at `path` (YAML, or JSON when it ends in `.json`).
    public static func load(contentsOf path: String) throws(MockupError) -> Mockup {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: path) else {
            throw MockupError(.missingFile, file: path, message: "no such file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= MockupLimits.maximumFileSize else {
            throw MockupError(.invalidInput, file: path, message: "file is \(size) bytes; the limit is \(MockupLimits.maximumFileSize)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MockupError(.missingFile, file: path, message: "cannot read the file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw MockupError(.invalidInput, file: path, message: "the file is not UTF-8 text")
        }
        return try parse(text, file: path, isJSON: url.pathExtension.lowercased() == "json", baseDirectory: url.deletingLastPathComponent())
    }

    /// Reads and checks mockup text; `file` names it in errors.
    public static func parse(_ text: String, file: String, isJSON: Bool = false, baseDirectory: URL) throws(MockupError) -> Mockup {
        // JSON is read by the YAML parser (so errors carry positions too).
        // Tabs are insignificant outside JSON strings and not allowed inside
        // them, so turning them into spaces keeps every column the same.
        let source = isJSON ? text.replacingOccurrences(of: "\t", with: " ") : text
        let node: Node?
        do {
            node = try Yams.compose(yaml: source)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw MockupError(.invalidInput, file: file, message: "cannot parse: \(error)")
        }
        guard let node else { throw MockupError(.invalidInput, file: file, message: "the file is empty; expected a mockup mapping") }
        return try MockupReader(baseDirectory: baseDirectory).read(MockupField(node: node, path: "", file: file))
    }

    private static func syntaxError(_ error: YamlError, file: String) -> MockupError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) (\($0.text) at \($0.mark.line):\($0.mark.column))" } ?? problem
            return MockupError(.invalidInput, file: file, line: mark.line, column: mark.column, message: "syntax error: \(detail)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return MockupError(.invalidInput, file: file, line: context.mark.line, column: context.mark.column,
                               message: "duplicate key \(duplicates.map { "\"\($0)\"" }.joined(separator: ", "))")
        case .reader(let problem, let offset, _, _):
            return MockupError(.invalidInput, file: file, message: "unreadable text: \(problem)\(offset.map { " at byte \($0)" } ?? "")")
        default:
            return MockupError(.invalidInput, file: file, message: "syntax error: \(error)")
        }
    }
}
