// The tool the UIKitSources plugin runs: rewrites the UIKit files it is given
// (see UIKitSourceRewriter), each to the path after it, and prints what it
// cannot rewrite as compiler errors, exiting non-zero then.
// Usage: uikit-sources INPUT.swift OUTPUT.swift [INPUT.swift OUTPUT.swift]…
import Foundation
import UIKitSourceRewriting

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count % 2 == 0 else {
    FileHandle.standardError.write(Data("usage: uikit-sources INPUT.swift OUTPUT.swift [INPUT.swift OUTPUT.swift]…\n".utf8))
    exit(2)
}
let pairs = stride(from: 0, to: arguments.count, by: 2).map { (input: arguments[$0], output: arguments[$0 + 1]) }
do {
    let files = try pairs.map { UIKitSourceRewriter.File(path: $0.input, text: try String(contentsOfFile: $0.input, encoding: .utf8)) }
    var failed = false
    for (result, pair) in zip(UIKitSourceRewriter(files: files).rewrite(), pairs) {
        try result.text.write(toFile: pair.output, atomically: true, encoding: .utf8)
        for diagnostic in result.diagnostics {
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            failed = true
        }
    }
    exit(failed ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("uikit-sources: error: \(error)\n".utf8))
    exit(1)
}
