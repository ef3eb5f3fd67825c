import ArgumentParser
import TableKit

/// `tablesnap devices`: the presets a mockup's `device` may name.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", _superCommandName: TableSnap.name, abstract: "List the device presets.")

    func run() {
        for device in Device.all {
            let size = "\(Int(device.size.width))×\(Int(device.size.height)) pt @\(Int(device.scale))x"
            let safe = "safe area \(Int(device.safeAreaInsets.top))/\(Int(device.safeAreaInsets.bottom))"
            let margin = "margin \(Int(device.layoutMargin))"
            print([pad(device.name, 20), pad(size, 20), pad(safe, 18), pad(margin, 10), device.displayName].joined(separator: " "))
        }
    }

    private func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
}
