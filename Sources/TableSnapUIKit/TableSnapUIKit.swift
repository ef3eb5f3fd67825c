// UIKit's names over TableKit, so a file that starts
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import TableSnapUIKit
//     #endif
//
// compiles on iOS and on Linux. Names only: the behaviour is TableKit's.
@_exported import Foundation
@_exported import TableKit
