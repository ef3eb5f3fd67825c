@_exported import Canvas
// As UIKit does, TableKit brings Foundation (IndexPath, CGRect, CGFloat …) with it, so `import TableKit` alone compiles table code.
@_exported import Foundation
