import Foundation
import PackagePlugin

/// Compiles a target's unchanged UIKit files on Linux: the `.swift` files in
/// its `UIKit/` folder and the folders inside it (which the target excludes
/// from direct compilation) are rewritten by the `uikit-sources` tool and
/// compiled into the target.
@main
struct UIKitSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = target.directoryURL.appending(path: "UIKit")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        let relative = paths.filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
        guard !relative.isEmpty else { return [] }
        let inputs = relative.map { folder.appending(path: $0) }
        // Named apart from the user's files, so the `#fileID`s that point back
        // at them stay unique; the folders are in the name, as an app's
        // Settings/Cell.swift and Search/Cell.swift may both exist.
        let outputs = relative.map { path in
            let name = path.dropLast(".swift".count).replacingOccurrences(of: "/", with: ".")
            return context.pluginWorkDirectoryURL.appending(path: name + "+UIKitSources.swift")
        }
        let declarations = context.pluginWorkDirectoryURL.appending(path: "UIKitSources+TargetDeclarations.swift")
        return [.buildCommand(
            displayName: "Rewriting \(inputs.count) UIKit files of \(target.name) for Linux",
            executable: try context.tool(named: "uikit-sources").url,
            arguments: [declarations.path] + zip(inputs, outputs).flatMap { [$0.path, $1.path] },
            inputFiles: inputs,
            outputFiles: [declarations] + outputs)]
    }
}
