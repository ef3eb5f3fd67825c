import Canvas
import Foundation
import TableKit

/// A mockup file's content (format v1): the device and traits to render
/// with, and the table to draw.
public struct Mockup {
    public enum Scroll: Equatable {
        /// Points scrolled from the top.
        case offset(CGFloat)
        /// A row brought to the top, middle or bottom of the screen.
        case row(IndexPath, TableView.ScrollPosition)
    }

    public var device: Device = .iPhone15
    /// Overrides the device's size.
    public var size: CGSize?
    public var scale: CGFloat?
    public var safeArea: EdgeInsets?
    public var traits = Traits()
    public var render: Renderer.Mode = .screen
    public var scroll: Scroll = .offset(0)
    public var table = Table()

    public init() {}

    public struct Table {
        public var style: TableViewStyle = .plain
        public var rowHeight: CGFloat = TableView.automaticDimension
        public var estimatedRowHeight: CGFloat = TableView.automaticDimension
        public var separatorStyle: TableViewCellSeparatorStyle = .singleLine
        public var separatorColor: Color?
        public var separatorInset: EdgeInsets?
        public var backgroundColor: Color?
        /// Section index titles; empty for none.
        public var sectionIndex: [String] = []
        public var sectionIndexColor: Color?
        public var sectionIndexBackgroundColor: Color?
        public var header: TextBlock?
        public var footer: TextBlock?
        public var sections: [Section] = []
    }

    /// A table header or footer view: a centred image over centred text, in
    /// a view of a given or fitting height.
    public struct TextBlock {
        public var text: String
        public var image: Image?
        public var height: CGFloat?
    }

    public struct Section {
        public var header: Title?
        public var footer: Title?
        public var rows: [Row] = []
    }

    /// A section header or footer title, with trailing detail text and a fixed height if given.
    public struct Title {
        public var title: String
        public var detail: String?
        public var height: CGFloat?
    }

    public struct Row {
        public var text: String?
        public var detail: String?
        public var style: TableViewCellStyle = .default
        public var image: Image?
        public var accessory: TableViewCellAccessoryType = .none
        public var height: CGFloat?
        public var lines = 1
        public var textColor: Color?
        public var detailColor: Color?
        public var textAlignment: TextAlignment?
        public var indentation = 0
    }

    /// The renderer this mockup asks for.
    public var renderer: Renderer {
        var traits = traits
        traits.displayScale = scale ?? device.scale
        let viewport = CGSize(width: size?.width ?? device.size.width, height: size?.height ?? device.size.height)
        return Renderer(size: viewport, traits: traits, safeAreaInsets: safeArea ?? device.safeAreaInsets, mode: render)
    }
}
