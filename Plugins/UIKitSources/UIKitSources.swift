import Foundation
import PackagePlugin

/// Compiles a target's unchanged UIKit files on Linux: the `.swift` files in
/// its `UIKit/` folder (which the target excludes from direct compilation)
/// are rewritten by the `uikit-sources` tool and compiled into the target.
@main
struct UIKitSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL.appending(path: "UIKit")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let inputs = names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
        guard !inputs.isEmpty else { return [] }
        // Named apart from the user's files, so the `#fileID`s that point back at them stay unique.
        let outputs = inputs.map { context.pluginWorkDirectoryURL.appending(path: $0.deletingPathExtension().lastPathComponent + "+UIKitSources.swift") }
        return [.buildCommand(
            displayName: "Rewriting \(inputs.count) UIKit files of \(target.name) for Linux",
            executable: try context.tool(named: "uikit-sources").url,
            arguments: zip(inputs, outputs).flatMap { [$0.path, $1.path] },
            inputFiles: inputs,
            outputFiles: outputs)]
    }
}
