@_exported import Canvas
