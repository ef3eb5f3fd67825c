import Foundation

/// The objects `appearance()` returns, one per class, as UIKit's appearance
/// proxies: settings made on one style every instance drawn afterwards that
/// did not set its own. A task can bind a fresh set (a test, so that its
/// settings stay its own).
final class AppearanceProxies: @unchecked Sendable {
    /// The proxies in use.
    @TaskLocal static var current = AppearanceProxies()

    private let lock = NSLock()
    private var proxies: [ObjectIdentifier: AnyObject] = [:]

    /// The proxy of `type`, made by `make` the first time it is asked for.
    func proxy<T: AnyObject>(of type: T.Type, make: () -> T) -> T {
        lock.withLock {
            if let proxy = proxies[ObjectIdentifier(type)] as? T { return proxy }
            let proxy = make()
            proxies[ObjectIdentifier(type)] = proxy
            return proxy
        }
    }
}
