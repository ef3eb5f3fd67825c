// The tool the UIKitSources plugin runs: writes the target's declarations
// (UIKitSourceRewriter.targetDeclarations) to the first path, rewrites the
// UIKit files it is given (see UIKitSourceRewriter), each to the path after
// it, and prints what it cannot rewrite as compiler errors, exiting non-zero then.
// Usage: uikit-sources DECLARATIONS.swift INPUT.swift OUTPUT.swift [INPUT.swift OUTPUT.swift]…
import Foundation
import UIKitSourceRewriting

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, arguments.count % 2 == 1 else {
    FileHandle.standardError.write(Data("usage: uikit-sources DECLARATIONS.swift INPUT.swift OUTPUT.swift [INPUT.swift OUTPUT.swift]…\n".utf8))
    exit(2)
}
let files = Array(arguments.dropFirst())
let pairs = stride(from: 0, to: files.count, by: 2).map { (input: files[$0], output: files[$0 + 1]) }
do {
    try UIKitSourceRewriter.targetDeclarations.write(toFile: arguments[0], atomically: true, encoding: .utf8)
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
