import Foundation

// The built-in symbols: hand-drawn vector stand-ins for SF Symbols at the
// regular weight and medium scale. Each is drawn on a grid where 100 units are
// the point size, y down; outline icons are strokes of `line` units (SF's
// regular strokes are about 1/11 of the point size), ".fill" icons are fills.

extension Symbol {
    /// Every built-in symbol by name, its aliases among them.
    static let catalog: [String: Symbol] = Dictionary(uniqueKeysWithValues: (all + aliases).map { ($0.name, $0) })

    /// Names SF Symbols draws exactly as one of these: the fixed-direction
    /// chevrons look like the directional ones in left-to-right layouts (they
    /// just never mirror), and `line.3.horizontal` is `line.horizontal.3` renamed.
    private static let aliases: [Symbol] = [
        ("chevron.right", chevronForward), ("chevron.left", chevronBackward), ("line.3.horizontal", lineHorizontal3),
    ].map { Symbol(name: $0, designSize: $1.designSize, shapes: $1.shapes) }

    private static let all: [Symbol] = [
        chevronForward, chevronBackward, chevronDown, checkmark, infoCircle, minusCircleFill, plusCircleFill, checkmarkCircleFill,
        lineHorizontal3, circle, magnifyingglass, gear, airplane, wifi, bell, bellBadge, personCropCircle, personFill,
        lock, globe, star, starFill, heart, heartFill, trash, folder, envelope, phone, moon, clock, photo, musicNote,
        location, calendar, bluetooth, antenna, battery100, handRaised, squareAndArrowUp, paintbrush, textformatSize,
        sunMax, speakerWave2, key, creditcard, house, cloud, doc, camera, link, flag, bookmark, ellipsisCircle,
        exclamationmarkTriangle, xmarkCircleFill, minus, plus, xmark, lineHorizontal3Decrease, squareAndPencil,
    ]

    private init(_ name: String, _ width: CGFloat, _ height: CGFloat, _ shapes: [Shape]) {
        self.init(name: name, designSize: CGSize(width: width, height: height), shapes: shapes)
    }

    /// The regular stroke width, and the slightly lighter one of rings around a glyph.
    private static let line: CGFloat = 9
    private static let ring: CGFloat = 8.5

    // MARK: Table and editing controls

    private static let chevronForward = Symbol("chevron.forward", 42, 72, [.stroke(.lines(7, 6, 35, 36, 7, 66), width: line)])
    private static let chevronBackward = Symbol("chevron.backward", 42, 72, [.stroke(.lines(35, 6, 7, 36, 35, 66), width: line)])
    /// An expanded outline's disclosure: the forward chevron turned a quarter.
    private static let chevronDown = Symbol("chevron.down", 72, 42, [.stroke(.lines(6, 7, 36, 35, 66, 7), width: line)])
    private static let checkmark = Symbol("checkmark", 100, 90, [.stroke(.lines(7, 50, 36, 83, 93, 7), width: line + 0.5)])
    private static let lineHorizontal3 = Symbol("line.horizontal.3", 110, 70, [
        .stroke(Path { for y in [6.0, 35, 64] { $0.addLines([p(6, y), p(104, y)]) } }, width: line),
    ])
    private static let circle = Symbol("circle", 120, 120, [ringShape])

    // MARK: Bar items

    private static let xmark = Symbol("xmark", 80, 80, [
        .stroke(Path { $0.addLines([p(8, 8), p(72, 72)]); $0.addLines([p(72, 8), p(8, 72)]) }, width: line),
    ])
    private static let lineHorizontal3Decrease = Symbol("line.3.horizontal.decrease", 110, 70, [
        .stroke(Path { $0.addLines([p(6, 6), p(104, 6)]); $0.addLines([p(22, 35), p(88, 35)]); $0.addLines([p(40, 64), p(70, 64)]) }, width: line),
    ])
    private static let squareAndPencil = Symbol("square.and.pencil", 110, 110, [
        .stroke(.lines(56, 16, 16, 16, 16, 100, 100, 100, 100, 58), width: line),
        .stroke(.lines(46, 68, 100, 14), width: line + 2),
    ])
    private static let infoCircle = Symbol("info.circle", 120, 120, [
        ringShape,
        .fill(.circle(60, 33, 6.5)),
        .stroke(.lines(50, 51, 61, 51, 61, 86), width: 8.5),
        .stroke(.lines(48, 87, 73, 87), width: 8.5),
    ])
    private static let ellipsisCircle = Symbol("ellipsis.circle", 120, 120, [
        ringShape, .fill(Path { for x in [34.0, 60, 86] { $0.addCircle(x, 60, 6.5) } }),
    ])
    private static let minusCircleFill = Symbol("minus.circle.fill", 120, 120, [disc, .accentStroke(.lines(34, 60, 86, 60), width: 10)])
    private static let plusCircleFill = Symbol("plus.circle.fill", 120, 120, [
        disc, .accentStroke(Path { $0.addLines([p(34, 60), p(86, 60)]); $0.addLines([p(60, 34), p(60, 86)]) }, width: 10),
    ])
    private static let checkmarkCircleFill = Symbol("checkmark.circle.fill", 120, 120, [
        disc, .accentStroke(.lines(35, 62, 52, 80, 85, 39), width: 10),
    ])

    /// A text field's clear button: the cross is cut out of the disc, as on iOS.
    private static let xmarkCircleFill = Symbol("xmark.circle.fill", 120, 120, [
        disc, .accentStroke(Path { $0.addLines([p(42, 42), p(78, 78)]); $0.addLines([p(78, 42), p(42, 78)]) }, width: 10),
    ])
    /// A stepper's glyphs: both in the same square box, so they centre alike.
    private static let minus = Symbol("minus", 90, 90, [.stroke(.lines(8, 45, 82, 45), width: line)])
    private static let plus = Symbol("plus", 90, 90, [
        .stroke(Path { $0.addLines([p(8, 45), p(82, 45)]); $0.addLines([p(45, 8), p(45, 82)]) }, width: line),
    ])

    private static let ringShape = Shape.stroke(.circle(60, 60, 55.5), width: ring)
    private static let disc = Shape.fill(.circle(60, 60, 60))

    // MARK: Mockup icons

    private static let magnifyingglass = Symbol("magnifyingglass", 115, 115, [
        .stroke(.circle(47, 47, 38), width: line),
        .stroke(.lines(75, 75, 106, 106), width: line + 2),
    ])

    private static let gear = Symbol("gear", 120, 120, [.fill(Path { path in
        let teeth = 12, step = 360 / CGFloat(teeth), c = p(60, 60)
        var outline: [CGPoint] = []
        for i in 0..<teeth {
            let a = CGFloat(i) * step
            outline += [polar(c, 47, a - 8.5), polar(c, 59.5, a - 5.5), polar(c, 59.5, a + 5.5), polar(c, 47, a + 8.5)]
        }
        path.addRounded(outline, radius: 2.5, closed: true)
        path.addCircle(60, 60, 30)
    }, evenOdd: true)])

    private static let airplane = Symbol("airplane", 110, 100, [.fill(Path { path in
        // Nose to the right; the top half, mirrored about the fuselage.
        let top = [p(99, 43), p(67, 43), p(40, 2), p(30, 2), p(45, 43), p(19, 43), p(9, 23), p(3, 23), p(7, 44)]
        path.move(to: p(99, 43))
        path.addCurve(to: p(99, 57), control1: p(111, 43), control2: p(111, 57))
        path.addRounded(top.map { p($0.x, 100 - $0.y) } + top.reversed(), radius: 3, closed: false, continuing: true)
        path.closeSubpath()
    })])

    private static let wifi = Symbol("wifi", 122, 88, [
        .fill(.circle(61, 78, 9)),
        .stroke(Path { for r in [28.0, 50, 71.5] { $0.addArc(p(61, 78), r, -135, -45) } }, width: line + 0.5),
    ])

    private static let bellShapes: [Shape] = [
        .stroke(Path { path in
            path.move(to: p(8, 87))
            path.addCurve(to: p(20, 67), control1: p(16, 81), control2: p(20, 76))
            path.addLine(to: p(20, 46))
            path.addArc(p(50, 46), 30, 180, 360, continuing: true)
            path.addLine(to: p(80, 67))
            path.addCurve(to: p(92, 87), control1: p(80, 76), control2: p(84, 81))
            path.closeSubpath()
            path.addLines([p(50, 8), p(50, 15)])
        }, width: line),
        .stroke(Path { $0.addArc(p(50, 91), 10, 20, 160) }, width: line),
    ]
    private static let bell = Symbol("bell", 100, 110, bellShapes)
    private static let bellBadge = Symbol("bell.badge", 120, 110, bellShapes + [.fill(.circle(101, 19, 17))])

    private static let personCropCircle = Symbol("person.crop.circle", 120, 120, [
        ringShape,
        .stroke(.circle(60, 45, 18), width: line),
        .stroke(Path { $0.move(to: p(23, 98)); $0.addCurve(to: p(97, 98), control1: p(34, 76), control2: p(86, 76)) }, width: line),
    ])

    private static let personFill = Symbol("person.fill", 100, 100, [
        .fill(.circle(50, 25, 24)),
        .fill(Path { path in
            path.move(to: p(50, 57))
            path.addCurve(to: p(98, 88), control1: p(80, 57), control2: p(98, 70))
            path.addRounded([p(98, 88), p(98, 100), p(2, 100), p(2, 88)], radius: 8, closed: false, continuing: true)
            path.addCurve(to: p(50, 57), control1: p(2, 70), control2: p(20, 57))
            path.closeSubpath()
        }),
    ])

    private static let lock = Symbol("lock", 90, 120, [
        .stroke(Path { path in
            path.addLines([p(21, 53), p(21, 31)])
            path.addArc(p(45, 31), 24, 180, 360, continuing: true)
            path.addLine(to: p(69, 53))
        }, width: line),
        .stroke(.roundedRect(6, 53, 78, 60, 11), width: line),
    ])

    private static let globe = Symbol("globe", 120, 120, [
        ringShape,
        .stroke(Path { path in
            path.addEllipse(in: CGRect(x: 33, y: 4.5, width: 54, height: 111))
            path.addLines([p(60, 5), p(60, 115)])
            path.addLines([p(5, 60), p(115, 60)])
            for y in [31.0, 89] { path.addLines([p(13, y), p(107, y)]) }
        }, width: 6.5),
    ])

    private static let starPath = Path { path in
        let c = p(62.5, 65.5)
        path.addRounded((0..<10).map { polar(c, $0.isMultiple(of: 2) ? 60.5 : 29, -90 + CGFloat($0) * 36) }, radius: 2, closed: true)
    }
    private static let star = Symbol("star", 125, 120, [.stroke(starPath, width: line)])
    private static let starFill = Symbol("star.fill", 125, 120, solid(starPath))

    private static let heartPath = Path { path in
        path.move(to: p(60, 102))
        path.addCurve(to: p(5.5, 37), control1: p(38, 86), control2: p(5.5, 64))
        path.addCurve(to: p(33, 7.5), control1: p(5.5, 19), control2: p(18, 7.5))
        path.addCurve(to: p(60, 24), control1: p(46, 7.5), control2: p(55, 15))
        path.addCurve(to: p(87, 7.5), control1: p(65, 15), control2: p(74, 7.5))
        path.addCurve(to: p(114.5, 37), control1: p(102, 7.5), control2: p(114.5, 19))
        path.addCurve(to: p(60, 102), control1: p(114.5, 64), control2: p(82, 86))
        path.closeSubpath()
    }
    private static let heart = Symbol("heart", 120, 108, [.stroke(heartPath, width: line)])
    private static let heartFill = Symbol("heart.fill", 120, 108, solid(heartPath))

    private static let trash = Symbol("trash", 100, 120, [.stroke(Path { path in
        path.addLines([p(6, 23.5), p(94, 23.5)])
        path.addRounded([p(34, 23.5), p(34, 6.5), p(66, 6.5), p(66, 23.5)], radius: 7, closed: false)
        path.addRounded([p(15, 23.5), p(20, 113.5), p(80, 113.5), p(85, 23.5)], radius: 11, closed: false)
    }, width: line), .stroke(Path { path in
        for (top, bottom) in [(36.0, 37.0), (50, 50), (64, 63)] { path.addLines([p(top, 42.5), p(bottom, 94.5)]) }
    }, width: 7.5)])

    private static let folder = Symbol("folder", 130, 100, [.stroke(Path { path in
        path.addRounded([p(6, 8), p(46, 8), p(56, 20), p(124, 20), p(124, 92), p(6, 92)], radius: 11, closed: true)
        path.addLines([p(6, 36), p(124, 36)])
    }, width: line)])

    private static let envelope = Symbol("envelope", 130, 95, [
        .stroke(.roundedRect(5.5, 7.5, 119, 80, 11), width: line),
        .stroke(.lines(13, 17, 65, 56, 117, 17), width: line),
    ])

    private static let phone = Symbol("phone", 110, 110, [.stroke(Path { path in
        // Earpiece at the top left, mouthpiece at the bottom right, the handle bowed between them.
        path.addRounded([p(17.5, 14.5), p(27.5, 4.5), p(45.5, 25.5), p(34.5, 38.5)], radius: 7, closed: false)
        path.addCurve(to: p(71.5, 75.5), control1: p(43.5, 54.5), control2: p(55.5, 66.5))
        path.addRounded([p(71.5, 75.5), p(84.5, 64.5), p(105.5, 82.5), p(85.5, 102.5)], radius: 7, closed: false, continuing: true)
        path.addCurve(to: p(7.5, 24.5), control1: p(51.5, 104.5), control2: p(5.5, 58.5))
        path.closeSubpath()
    }, width: line)])

    private static let moon = Symbol("moon", 110, 110, [.stroke(Path { path in
        let outer = (c: p(55, 55), r: 49.5), inner = (c: p(84, 32), r: 40.0)
        let a = intersection(outer.c, outer.r, inner.c, inner.r, left: true)
        let b = intersection(outer.c, outer.r, inner.c, inner.r, left: false)
        path.addArc(outer.c, outer.r, angle(b, outer.c), angle(a, outer.c))
        path.addArc(inner.c, inner.r, angle(a, inner.c), angle(b, inner.c), clockwise: false, continuing: true)
        path.closeSubpath()
    }, width: line)])

    private static let clock = Symbol("clock", 120, 120, [ringShape, .stroke(.lines(60, 27, 60, 62, 82, 76), width: line)])

    private static let photo = Symbol("photo", 130, 100, [
        .stroke(.roundedRect(6, 6, 118, 88, 12), width: line),
        .fill(.circle(38, 35, 10)),
        .stroke(.lines(8, 80, 42, 52, 64, 70, 88, 44, 122, 78), width: line),
    ])

    private static let musicNote = Symbol("music.note", 70, 115, [
        .fill(Path { $0.addEllipse(in: CGRect(x: 2, y: 80, width: 46, height: 33)) }),
        .stroke(.lines(43.5, 95, 43.5, 16), width: line),
        .fill(Path { $0.addRounded([p(39, 24), p(39, 6), p(68, 1), p(68, 18)], radius: 4, closed: true) }),
    ])

    private static let location = Symbol("location", 105, 105, [
        .stroke(Path { $0.addRounded([p(97, 8), p(57, 97), p(52, 53), p(8, 48)], radius: 4, closed: true) }, width: line),
    ])

    private static let calendar = Symbol("calendar", 115, 115, [
        .stroke(.roundedRect(6, 8, 103, 99, 14), width: line),
        .stroke(.lines(6, 32, 109, 32), width: line),
        .fill(Path { for y in [50.0, 68, 86] { for x in [26.0, 47, 68, 89] where !(y == 86 && x == 89) { $0.addCircle(x, y, 5) } } }),
    ])

    private static let bluetooth = Symbol("bluetooth", 65, 112, [
        .stroke(.lines(10, 32, 55, 78, 32, 102, 32, 10, 55, 34, 10, 80), width: line),
    ])

    private static let antenna = Symbol("antenna.radiowaves.left.and.right", 150, 100, [
        .fill(.circle(75, 45, 9.5)),
        .stroke(Path { path in
            path.addLines([p(75, 56), p(75, 91)])
            for r in [34.0, 63] { path.addArc(p(75, 45), r, 145, 215); path.addArc(p(75, 45), r, -35, 35) }
        }, width: line),
    ])

    private static let battery100 = Symbol("battery.100", 160, 75, [
        .stroke(.roundedRect(5, 5, 137, 65, 17), width: 8),
        .fill(.roundedRect(16, 16, 115, 43, 8)),
        .fill(Path { path in
            path.addRoundedRect(CGRect(x: 148, y: 26, width: 9, height: 23), cornerRadius: 6, corners: [.topRight, .bottomRight])
        }),
    ])

    private static let handRaised = Symbol("hand.raised", 100, 121, [.stroke(Path { path in
        path.move(to: p(26, 65))
        for (x, top, bottom) in [(34.0, 29.0, 60.0), (50, 14, 58), (66, 18, 59), (82, 32, 80)] {
            path.addLine(to: p(x - 8, top))
            path.addArc(p(x, top), 8, 180, 360, continuing: true)
            path.addLine(to: p(x + 8, bottom))
        }
        path.addCurve(to: p(56, 115), control1: p(90, 104), control2: p(74, 115))
        path.addCurve(to: p(31, 104), control1: p(44, 115), control2: p(36, 111))
        path.addLine(to: p(10.4, 67.5))
        path.addArc(p(17, 64), 7.5, 152, 332, continuing: true)
        path.addLine(to: p(26, 65))
    }, width: line)])

    private static let squareAndArrowUp = Symbol("square.and.arrow.up", 95, 124, [.stroke(Path { path in
        path.addLines([p(47.5, 8), p(47.5, 78)])
        path.addLines([p(27, 28), p(47.5, 8), p(68, 28)])
        path.addRounded([p(30, 45), p(9, 45), p(9, 116), p(86, 116), p(86, 45), p(65, 45)], radius: 11, closed: false)
    }, width: line)])

    private static let paintbrush = Symbol("paintbrush", 120, 120, [.stroke(Path { path in
        path.addCapsule(p(106, 14), p(64, 56), radius: 8)
        path.addLines([p(47, 52), p(68, 73)])
        path.addCurve(to: p(8, 112), control1: p(66, 98), control2: p(36, 114))
        path.addCurve(to: p(47, 52), control1: p(12, 84), control2: p(22, 54))
    }, width: line)])

    private static let textformatSize = Symbol("textformat.size", 140, 90, [
        .stroke(Path { $0.addLines([p(6, 84), p(25, 38), p(44, 84)]); $0.addLines([p(13, 68), p(37, 68)]) }, width: 7.5),
        .stroke(Path { $0.addLines([p(62, 84), p(98, 6), p(134, 84)]); $0.addLines([p(76, 58), p(120, 58)]) }, width: line),
    ])

    private static let sunMax = Symbol("sun.max", 125, 125, [.stroke(Path { path in
        let c = p(62.5, 62.5)
        path.addCircle(c.x, c.y, 22)
        for i in 0..<8 { path.addLines([polar(c, 38, CGFloat(i) * 45), polar(c, 57, CGFloat(i) * 45)]) }
    }, width: line)])

    private static let speakerWave2 = Symbol("speaker.wave.2", 114, 100, [.stroke(Path { path in
        path.addRounded([p(8, 34), p(28, 34), p(55, 5), p(55, 95), p(28, 66), p(8, 66)], radius: 5, closed: true)
        for r in [25.0, 48] { path.addArc(p(58, 50), r, -45, 45) }
    }, width: line)])

    private static let key = Symbol("key", 70, 120, [
        .stroke(Path { path in
            path.addArc(p(35, 34.5), 28, 109, 71)
            path.addRounded([p(44, 61), p(44, 78), p(55, 85), p(46, 91), p(55, 98), p(44, 105), p(35, 116), p(26, 106), p(26, 61)],
                            radius: 3, closed: false, continuing: true)
        }, width: line),
        .fill(.circle(35, 23.5, 7)),
    ])

    private static let creditcard = Symbol("creditcard", 135, 95, [
        .stroke(.roundedRect(6, 6, 123, 83, 12), width: line),
        .fill(Path { $0.addRect(CGRect(x: 6, y: 26, width: 123, height: 15)) }),
        .stroke(.lines(22, 66, 46, 66), width: line),
    ])

    private static let house = Symbol("house", 125, 110, [.stroke(Path { path in
        path.addLines([p(6, 54), p(62.5, 7), p(119, 54)])
        path.addRounded([p(20, 43), p(20, 103), p(105, 103), p(105, 43)], radius: 10, closed: false)
        path.addRounded([p(49, 103), p(49, 72), p(76, 72), p(76, 103)], radius: 5, closed: false)
    }, width: line)])

    private static let cloud = Symbol("cloud", 131, 90, [.stroke(Path { path in
        let left = (c: p(31, 59.5), r: 25.0), top = (c: p(68, 44.5), r: 37.5), right = (c: p(102, 61), r: 23.5)
        let a = intersection(left.c, left.r, top.c, top.r, left: true)
        let b = intersection(top.c, top.r, right.c, right.r, left: true)
        path.addArc(left.c, left.r, 90, angle(a, left.c))
        path.addArc(top.c, top.r, angle(a, top.c), angle(b, top.c), continuing: true)
        path.addArc(right.c, right.r, angle(b, right.c), 90, continuing: true)
        path.closeSubpath()
    }, width: line)])

    private static let doc = Symbol("doc", 90, 120, [.stroke(Path { path in
        path.addRounded([p(8, 6), p(52, 6), p(82, 36), p(82, 114), p(8, 114)], radius: 11, 2, 2, 11, 11, closed: true)
        path.addRounded([p(52, 7), p(52, 28), p(60, 36), p(81, 36)], radius: 0, 0, 8, 0, closed: false)
    }, width: line)])

    private static let camera = Symbol("camera", 130, 100, [
        .stroke(Path { path in
            let outline = [p(6, 25), p(36, 25), p(45, 9), p(85, 9), p(94, 25), p(124, 25), p(124, 93), p(6, 93)]
            path.addRounded(outline, radius: 11, closed: true)
        }, width: line),
        .stroke(.circle(65, 58, 19), width: line),
    ])

    private static let link = Symbol("link", 112, 112, [.stroke(Path { path in
        // One link, lying flat, open on top-left with its inner arm curling into its twin;
        // the twin is the link turned half a turn, and the pair is turned to the diagonal.
        let c = p(56, 56)
        var half = Path()
        half.addLines([p(c.x + 25, c.y - 17), p(c.x + 46, c.y - 17)])
        half.addArc(p(c.x + 46, c.y), 17, -90, 90, continuing: true)
        half.addLine(to: p(c.x + 11, c.y + 17))
        half.addArc(p(c.x + 11, c.y), 17, 90, 180, continuing: true)
        var chain = half
        chain.append(half, turnedBy: 180, around: c)
        path.append(chain, turnedBy: -45, around: c)
    }, width: line)])

    private static let flag = Symbol("flag", 100, 115, [.stroke(Path { path in
        path.addLines([p(10, 7), p(10, 109)])
        path.move(to: p(10, 14))
        path.addCurve(to: p(50, 14), control1: p(22, 4), control2: p(38, 4))
        path.addCurve(to: p(90, 14), control1: p(62, 24), control2: p(78, 24))
        path.addLine(to: p(90, 66))
        path.addCurve(to: p(50, 66), control1: p(78, 76), control2: p(62, 76))
        path.addCurve(to: p(10, 66), control1: p(38, 56), control2: p(22, 56))
    }, width: line)])

    private static let bookmark = Symbol("bookmark", 80, 115, [
        .stroke(Path { $0.addRounded([p(9, 9), p(71, 9), p(71, 110), p(40, 86), p(9, 110)], radius: 8, closed: true) }, width: line),
    ])

    private static let exclamationmarkTriangle = Symbol("exclamationmark.triangle", 125, 115, [
        .stroke(Path { $0.addRounded([p(62.5, 3), p(121, 108), p(4, 108)], radius: 10, 12, 12, closed: true) }, width: line),
        .stroke(.lines(62.5, 42, 62.5, 73), width: line + 1),
        .fill(.circle(62.5, 91, 6.5)),
    ])

    /// A filled shape with corners rounded by a regular stroke around it.
    private static func solid(_ path: Path) -> [Shape] { [.fill(path), .stroke(path, width: line)] }
}

// MARK: - Drawing helpers

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The point `radius` from `center` at `degrees` (0° = right, 90° = down).
private func polar(_ center: CGPoint, _ radius: CGFloat, _ degrees: CGFloat) -> CGPoint {
    let a = degrees * .pi / 180
    return CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
}

/// The direction of `point` seen from `center`, in degrees.
private func angle(_ point: CGPoint, _ center: CGPoint) -> CGFloat {
    atan2(point.y - center.y, point.x - center.x) * 180 / .pi
}

/// Where two circles cross: the crossing left of the line from `c1` to `c2` (on screen), or the right one.
private func intersection(_ c1: CGPoint, _ r1: CGFloat, _ c2: CGPoint, _ r2: CGFloat, left: Bool) -> CGPoint {
    let dx = c2.x - c1.x, dy = c2.y - c1.y, d = hypot(dx, dy)
    let along = (r1 * r1 - r2 * r2 + d * d) / (2 * d), across = sqrt(max(0, r1 * r1 - along * along))
    let base = CGPoint(x: c1.x + dx * along / d, y: c1.y + dy * along / d)
    let sign: CGFloat = left ? 1 : -1
    return CGPoint(x: base.x + sign * dy * across / d, y: base.y - sign * dx * across / d)
}

private extension Path {
    /// An open polyline through `xy` pairs.
    static func lines(_ xy: CGFloat...) -> Path {
        Path { $0.addLines(stride(from: 0, to: xy.count - 1, by: 2).map { CGPoint(x: xy[$0], y: xy[$0 + 1]) }) }
    }

    static func circle(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat) -> Path { Path { $0.addCircle(x, y, radius) } }

    static func roundedRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat, _ radius: CGFloat) -> Path {
        Path { $0.addRoundedRect(CGRect(x: x, y: y, width: width, height: height), cornerRadius: radius) }
    }

    mutating func addCircle(_ x: CGFloat, _ y: CGFloat, _ radius: CGFloat) {
        addEllipse(in: CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// An arc from `start` to `end` degrees (clockwise on screen unless told, less than a full turn),
    /// as a new subpath unless `continuing`.
    mutating func addArc(
        _ center: CGPoint, _ radius: CGFloat, _ start: CGFloat, _ end: CGFloat, clockwise: Bool = true, continuing: Bool = false
    ) {
        if !continuing { move(to: polar(center, radius, start)) }
        let turn = (clockwise ? end - start : start - end).truncatingRemainder(dividingBy: 360)
        let sweep = (turn <= 0 ? turn + 360 : turn) * (clockwise ? 1 : -1)
        addArc(center: center, radius: radius, startAngle: start * .pi / 180, endAngle: (start + sweep) * .pi / 180, clockwise: clockwise)
    }

    /// A pill around the segment from `a` to `b`.
    mutating func addCapsule(_ a: CGPoint, _ b: CGPoint, radius: CGFloat) {
        let direction = angle(b, a)
        addArc(b, radius, direction - 90, direction + 90)
        addArc(a, radius, direction + 90, direction + 270, continuing: true)
        closeSubpath()
    }

    /// A polyline (or polygon) through `points` with its corners rounded: each corner is cut `radius`
    /// (one for all, or one per point) along both edges, at most half of either, and bridged with a
    /// curve. Continues the current subpath with a line when `continuing`.
    mutating func addRounded(_ points: [CGPoint], radius: CGFloat..., closed: Bool, continuing: Bool = false) {
        let n = points.count
        guard n > 1 else { return }
        func toward(_ from: CGPoint, _ to: CGPoint, _ distance: CGFloat) -> CGPoint {
            let d = hypot(to.x - from.x, to.y - from.y)
            return d == 0 ? from : CGPoint(x: from.x + (to.x - from.x) * distance / d, y: from.y + (to.y - from.y) * distance / d)
        }
        func corner(_ i: Int) {
            let v = points[i], a = points[(i + n - 1) % n], b = points[(i + 1) % n]
            let cut = min(radius.count == n ? radius[i] : radius[0], hypot(a.x - v.x, a.y - v.y) / 2, hypot(b.x - v.x, b.y - v.y) / 2)
            let p1 = toward(v, a, cut), p2 = toward(v, b, cut)
            addLine(to: p1)
            addCurve(to: p2, control1: toward(p1, v, cut * 0.55), control2: toward(p2, v, cut * 0.55))
        }
        let last = points[n - 1]
        let start = closed ? CGPoint(x: (last.x + points[0].x) / 2, y: (last.y + points[0].y) / 2) : points[0]
        continuing ? addLine(to: start) : move(to: start)
        (closed ? Array(0..<n) : Array(1..<n - 1)).forEach(corner)
        closed ? closeSubpath() : addLine(to: points[n - 1])
    }

    /// Appends the subpaths of `other`, turned `degrees` clockwise (on screen) around `center`.
    mutating func append(_ other: Path, turnedBy degrees: CGFloat = 0, around center: CGPoint = .zero) {
        func turn(_ q: CGPoint) -> CGPoint { polar(center, hypot(q.x - center.x, q.y - center.y), angle(q, center) + degrees) }
        for element in other.elements {
            switch element {
            case .move(let q): move(to: turn(q))
            case .line(let q): addLine(to: turn(q))
            case .curve(let a, let b, let c): addCurve(to: turn(c), control1: turn(a), control2: turn(b))
            case .arc(let c, let r, let s, let e, let cw):
                addArc(center: turn(c), radius: r, startAngle: s + degrees * .pi / 180, endAngle: e + degrees * .pi / 180, clockwise: cw)
            case .close: closeSubpath()
            }
        }
    }
}
