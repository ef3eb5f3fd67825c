import Canvas
import Foundation

/// A 4×4 transform of 3-D space, as Core Animation's `CATransform3D`, in its
/// row-vector convention (a point is multiplied on the left, so m41, m42 and
/// m43 move it). A layer is drawn with what the transform does to x and y
/// seen straight on: turns about the z axis, scales, moves, and flips about
/// x or y (a half turn about y mirrors); depth and perspective (`m34`) draw as nothing.
public struct Transform3D: Equatable, Sendable {
    /// Row 1, column 1: with ``m12``, ``m21`` and ``m22``, the scale and rotation in the plane.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3: the scale along z.
    public var m33: CGFloat
    /// Row 3, column 4: perspective; drawn as nothing.
    public var m34: CGFloat
    /// Row 4, column 1: the move along x.
    public var m41: CGFloat
    /// Row 4, column 2: the move along y.
    public var m42: CGFloat
    /// Row 4, column 3: the move along z.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// The transform with these entries, row by row.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(scaleX: 1, y: 1, z: 1)

    /// A move by `tx`, `ty` and `tz`.
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: tx, m42: ty, m43: tz, m44: 1)
    }

    /// A scale by `sx`, `sy` and `sz`.
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self.init(m11: sx, m12: 0, m13: 0, m14: 0, m21: 0, m22: sy, m23: 0, m24: 0, m31: 0, m32: 0, m33: sz, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A turn by `angle` radians about the axis (`x`, `y`, `z`); about the z
    /// axis it turns clockwise on screen, as `CGAffineTransform(rotationAngle:)`.
    /// A zero axis turns nothing.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        self.init(m11: c + t * x * x, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
                  m21: t * x * y - s * z, m22: c + t * y * y, m23: t * y * z + s * x, m24: 0,
                  m31: t * x * z + s * y, m32: t * y * z - s * x, m33: c + t * z * z, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `transform` as a transform of 3-D space that leaves z alone.
    public init(_ transform: CGAffineTransform) {
        self.init(m11: transform.a, m12: transform.b, m13: 0, m14: 0, m21: transform.c, m22: transform.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: transform.tx, m42: transform.ty, m43: 0, m44: 1)
    }

    /// What the transform does to x and y, seen straight on.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Whether the transform is a 2-D one: it leaves z and perspective alone.
    public var isAffine: Bool { self == Transform3D(affineTransform) }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        let product = (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        return Transform3D(rows: product)
    }

    private var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    private init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}
