// Combine for app code: a UIKit/ file's `import Combine` becomes
// `import TableSnapUIKit` (the plugin cannot add a dependency to the app's
// target, and TableSnapUIKit is the module every rewritten file already has),
// so TableSnapUIKit re-exports Combine's names. On Linux they are
// OpenCombine's, with its DispatchQueue, RunLoop and OperationQueue
// schedulers and NotificationCenter's publisher; where Combine exists, the
// shim exports Combine itself.
@_exported import OpenCombineShim
