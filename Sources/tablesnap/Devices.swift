import ArgumentParser
import TableKit

/// `tablesnap devices`: the presets a mockup's `device` may name.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the device presets.")

    func run() {
        for device in Device.all {
            let size = "\(Int(device.size.width))×\(Int(device.size.height)) pt @\(Int(device.scale))x"
            let safe = "safe area \(Int(device.safeAreaInsets.top))/\(Int(device.safeAreaInsets.bottom))"
            print("\(device.name.padding(toLength: 20, withPad: " ", startingAt: 0)) \(size.padding(toLength: 20, withPad: " ", startingAt: 0)) \(safe.padding(toLength: 18, withPad: " ", startingAt: 0)) \(device.displayName)")
        }
    }
}
