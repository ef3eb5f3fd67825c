import Canvas
import Foundation
import TableKit

extension Mockup {
    /// `collection`: a grid of items, the alternative to `table` (a mockup
    /// has one or the other): a photo grid, a dashboard of tiles.
    public struct Collection {
        /// `layout` and its keys: how the items are placed; a flow layout by default.
        public var layout: Layout = .flow(Flow())
        /// `backgroundColor`: the collection view's background; nil keeps `systemBackground`.
        public var backgroundColor: Color?
        /// `cornerRadius`: every item's corner radius unless the item gives its own; 0 by default.
        public var cornerRadius: CGFloat = 0
        /// `sections`: the sections in order, at most ``MockupLimits/maximumSections``.
        public var sections: [Section] = []

        /// A collection without sections, in a default flow layout.
        public init() {}
    }
}

extension Mockup.Collection {
    /// `layout: flow` (`UICollectionViewFlowLayout`) or `layout: compositional`
    /// (`UICollectionViewCompositionalLayout`, here as columns of a grid).
    public enum Layout {
        /// `layout: flow`: items in lines, with the flow layout's keys.
        case flow(Flow)
        /// `layout: compositional`: each section a grid of columns, with the grid's keys.
        case compositional(Grid)
    }

    /// A flow layout's keys, UIKit's properties under their UIKit names, with UIKit's defaults.
    public struct Flow {
        /// `itemSize`: `{width, height}`, every item's size; 50 × 50 by default.
        public var itemSize = CGSize(width: 50, height: 50)
        /// `minimumInteritemSpacing`: the least space between items in a line; 10 by default.
        public var minimumInteritemSpacing: CGFloat = 10
        /// `minimumLineSpacing`: the least space between lines; 10 by default.
        public var minimumLineSpacing: CGFloat = 10
        /// `sectionInset`: `{top, left, bottom, right}` around each section's items, inside its header and footer.
        public var sectionInset = EdgeInsets()
        /// `scrollDirection`: `vertical` (the default) or `horizontal`.
        public var scrollDirection = CollectionViewFlowLayout.ScrollDirection.vertical
        /// `sectionHeadersPinToVisibleBounds`: headers stick to the top while their section scrolls under them.
        public var sectionHeadersPinToVisibleBounds = false
        /// `headerHeight` and `footerHeight`: the titled sections' header and footer heights; nil fits the title.
        public var titles = TitleHeights()
    }

    /// A compositional layout's keys: each section a grid of `columns`
    /// items sharing its width. Given on the collection, they are every
    /// section's; a section may give its own.
    public struct Grid {
        /// `columns`: items side by side in a row, sharing its width (1–20); 3 by default.
        public var columns = 3
        /// `itemHeight`: `square` (the default: as tall as wide), points, or a fraction of the section's width (`1/2`, `50%`).
        public var itemHeight = ItemHeight.square
        /// `spacing`: points between the items of a row and between rows; 0 by default.
        public var spacing: CGFloat = 0
        /// `contentInsets`: `{top, left, bottom, right}` around the section's items (and beside its header and footer).
        public var contentInsets = EdgeInsets()
        /// `headerHeight` and `footerHeight`: the titled sections' header and footer heights; nil fits the title.
        public var titles = TitleHeights()
    }

    /// A compositional grid's `itemHeight`.
    public enum ItemHeight: Equatable {
        /// As tall as the item is wide.
        case square
        /// A height in points.
        case points(CGFloat)
        /// A fraction of the section's width inside its insets.
        case fractionOfWidth(CGFloat)
    }

    /// `headerHeight` and `footerHeight`: set heights for the section titles; nil fits each to its text.
    public struct TitleHeights {
        /// `headerHeight`: the height of every titled section's header; nil fits each to its title.
        public var header: CGFloat?
        /// `footerHeight`: the height of every titled section's footer; nil fits each to its title.
        public var footer: CGFloat?
    }

    /// An entry of `sections`: its header and footer titles, its items, and its own grid in a compositional layout.
    public struct Section {
        /// `header` in a section: a title (`{title, detail}`: a trailing tinted detail, such as "See All"); nil for none.
        public var header: Mockup.Title?
        /// `footer` in a section: a title drawn as footnote text; nil for none.
        public var footer: Mockup.Title?
        /// `items` in a section, with their `count` repeats kept as written.
        public var items = Items()
        /// The section's grid in a compositional layout: the collection's, with the section's own keys over it.
        public var grid: Grid?
    }

    /// What one item shows: a fill colour, a photo or symbol, and text.
    public struct Item {
        /// `color`: the item's fill; nil fills it with `secondarySystemBackground`, or nothing under a photo.
        public var color: Color?
        /// `image`: a PNG path (a photo filling the item) or a symbol mapping (an icon at its top leading corner).
        public var image: Image?
        /// `text`: bold text at the bottom leading corner; nil for none.
        public var text: String?
        /// `subtitle`: secondary text under ``text``; nil for none.
        public var subtitle: String?
        /// `textColor`: the text's colour (and the subtitle's, dimmed); nil keeps `label` and `secondaryLabel`.
        public var textColor: Color?
        /// `cornerRadius`: rounds the item; nil keeps the collection's.
        public var cornerRadius: CGFloat?
    }

    /// A section's `items`: each entry one item, or with `count` (and lists
    /// of `colors` or `images` to cycle through) a run of items, kept as one
    /// entry so that a million repeated items cost what one does.
    public struct Items {
        /// The entries as written: an item and how many times it repeats, cycling its colours and images.
        public private(set) var runs: [Run] = []
        /// Where each run ends: the items of all runs up to and including it.
        private var ends: [Int] = []

        /// No items.
        public init() {}

        /// How many items the runs make.
        public var count: Int { ends.last ?? 0 }

        /// Adds a run of items after the others.
        public mutating func append(_ run: Run) {
            runs.append(run)
            ends.append(count + run.count)
        }

        /// The item at `index` (0 ..< ``count``), found in log time.
        public subscript(index: Int) -> Item {
            let run = ends.partitioningIndex { $0 > index }
            return runs[run].item(index - (run == 0 ? 0 : ends[run - 1]))
        }
    }

    /// One entry of `items`: an item repeated `count` times, each repeat
    /// taking the next of `colors` and `images` in turn.
    public struct Run {
        /// The item repeated.
        public var item: Item
        /// `count`: how many times the item repeats; 1 by default.
        public var count = 1
        /// `colors`: fills the repeats take in turn; empty keeps the item's own.
        public var colors: [Color] = []
        /// `images`: images the repeats take in turn; empty keeps the item's own.
        public var images: [Image] = []

        /// The run's `index`th item.
        func item(_ index: Int) -> Item {
            var item = item
            if !colors.isEmpty { item.color = colors[index % colors.count] }
            if !images.isEmpty { item.image = images[index % images.count] }
            return item
        }
    }
}
