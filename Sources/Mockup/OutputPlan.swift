import Foundation

/// The outputs of one run, checked before anything is written: an output
/// may not be any file the run reads (mockups, definitions, images, fonts,
/// references), may not be written by two inputs (one render would be
/// silently lost), and may only replace a regular file. Every command that
/// writes follows it: `render`, `sheet`, `diff -o`, `verify --record` and `--report`.
package struct OutputPlan {
    let inputs: [String]
    let outputs: [String]
    /// Files the run reads besides `inputs` (fonts), which no output may replace either.
    var otherInputs: [String] = []

    /// The plan of a run reading `inputs` (and `otherInputs`) and writing `outputs`, one for each input.
    package init(inputs: [String], outputs: [String], otherInputs: [String] = []) {
        self.inputs = inputs
        self.outputs = outputs
        self.otherInputs = otherInputs
    }

    /// For each input, why its output is refused; nil where it may be written.
    package func refusals() -> [MockupError?] {
        let inputFiles = (inputs + otherInputs).map(FileIdentity.init)
        let outputFiles = outputs.map(FileIdentity.init)
        return inputs.indices.map { index in
            refusal(index, inputFiles: inputFiles, outputFiles: outputFiles)
        }
    }

    /// Why the one output of a run that reads all of `inputs` together (a
    /// review sheet) is refused, errors naming `file`; nil when it may be written.
    package static func refusal(ofSharedOutput output: String, inputs: [String], file: String) -> MockupError? {
        let inputFiles = inputs.map(FileIdentity.init)
        return inputConflict(output, FileIdentity(output), file: file, inputs: inputs, inputFiles: inputFiles) ?? replaceability(output, file: file)
    }

    private func refusal(_ index: Int, inputFiles: [FileIdentity], outputFiles: [FileIdentity]) -> MockupError? {
        let output = outputFiles[index]
        if let conflict = Self.inputConflict(outputs[index], output, file: inputs[index], inputs: inputs + otherInputs, inputFiles: inputFiles) {
            return conflict
        }
        if let other = outputFiles.indices.first(where: { $0 != index && outputFiles[$0].isSame(as: output) }) {
            return MockupError(.output, file: inputs[index],
                               message: "the output \(outputs[index]) would also be written from \(inputs[other]); refusing both (render them to different places)")
        }
        return Self.replaceability(outputs[index], file: inputs[index])
    }

    private static func inputConflict(_ path: String, _ output: FileIdentity, file: String, inputs: [String], inputFiles: [FileIdentity]) -> MockupError? {
        guard let input = inputFiles.firstIndex(where: { $0.isSame(as: output) }) else { return nil }
        return MockupError(.output, file: file,
                           message: "the output \(path) is the input \(inputs[input]) of this run; refusing to overwrite it (name another with -o)")
    }

    private static func replaceability(_ path: String, file: String) -> MockupError? {
        do {
            try AtomicFile.checkReplaceable(path)
            return nil
        } catch {
            return MockupError(.output, file: file, message: "output \(error.description)")
        }
    }
}

/// Which file a path names: its absolute path with `.`, `..` and the
/// folder's symbolic links resolved, and, when it exists, its device and
/// inode (so hard links and links to the file itself match too).
private struct FileIdentity {
    let path: String
    let inode: (device: UInt64, number: UInt64)?

    init(_ path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        self.path = url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
        var info = stat()
        inode = stat(path, &info) == 0 ? (UInt64(info.st_dev), UInt64(info.st_ino)) : nil
    }

    func isSame(as other: FileIdentity) -> Bool {
        if path == other.path { return true }
        guard let inode, let otherInode = other.inode else { return false }
        return inode == otherInode
    }
}
