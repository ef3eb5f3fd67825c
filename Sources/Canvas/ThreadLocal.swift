import Foundation

/// An object of each thread's own, released when the thread ends: renders
/// run on many threads at once, each with its own fonts and drawing state.
///
/// A pthread key rather than Foundation's `threadDictionary`: storing a
/// Swift object in that dictionary boxes it, and the box's first use makes
/// the Swift runtime search every conformance record in the process, in
/// every render process, and every read is a dictionary look-up and a cast.
package final class ThreadLocal<Value: AnyObject>: Sendable {
    private let key: pthread_key_t

    /// A key with no value on any thread yet.
    package init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        self.key = key
    }

    /// This thread's value; setting it releases the one it replaces.
    package var value: Value? {
        get { pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() } }
        set {
            let old = pthread_getspecific(key)
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            old.map { Unmanaged<AnyObject>.fromOpaque($0).release() }
        }
    }

    /// This thread's value, made by `make` on the thread's first use.
    package func value(orMake make: () -> Value) -> Value {
        if let existing = value { return existing }
        let made = make()
        value = made
        return made
    }
}
