import Foundation

#if !canImport(ObjectiveC)
extension UserDefaults {
    /// Stores `value` under `key`, as `set(_:forKey:)`: apps call NSObject's
    /// key-value setter on defaults (`UserDefaults.standard.setValue(_:forKey:)`),
    /// which Foundation on Linux lacks.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
#endif
