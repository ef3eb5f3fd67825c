import Foundation

extension View {
    /// Shows `configuration` in this view (a cell's content view), as
    /// setting a cell's `contentConfiguration` does: `current`, the view
    /// showing the previous one, is updated in place when it shows the same
    /// kind, else replaced by a new view at the back; nil removes it. Returns
    /// the view showing the configuration now.
    func showContentConfiguration(_ configuration: ContentConfiguration?, replacing current: (View & ContentView)?) -> (View & ContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, type(of: current.configuration) == type(of: configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = bounds
        insertSubview(view, at: 0)
        return view
    }
}
