import Foundation
import Testing
import TableSnapUIKit

/// `UserDefaults.setValue(_:forKey:)`, NSObject's setter apps store settings with.
struct UserDefaultsSetValueTests {
    @Test func setValueStoresAsSetDoes() throws {
        let suite = "TableSnapUIKitTests.UserDefaultsSetValueTests"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.setValue(1380, forKey: "mtu")
        defaults.setValue("wg0", forKey: "interface")
        #expect(defaults.integer(forKey: "mtu") == 1380 && defaults.string(forKey: "interface") == "wg0")
        defaults.setValue(nil, forKey: "mtu")
        #expect(defaults.object(forKey: "mtu") == nil)
    }
}
