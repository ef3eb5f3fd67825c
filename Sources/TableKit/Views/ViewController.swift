import Canvas
import Foundation

/// Manages a screen's view, like `UIViewController`: the view is made on
/// first use by ``loadView()``, then ``viewDidLoad()`` runs; the
/// ``navigationItem`` (its title from ``title``) is what a navigation bar
/// shows for it. A ``Renderer`` draws a controller's view at the device size,
/// calling the appearance and layout callbacks as UIKit would once.
open class ViewController: Responder {
    private var loadedView: View?

    /// The screen's title; setting it sets the navigation item's, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }
    /// What a navigation bar shows for this screen: title, buttons, search bar.
    public let navigationItem = NavigationItem()
    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [BarButtonItem]?

    /// Sets ``toolbarItems``; animation is accepted for source compatibility.
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItems = items
    }
    /// Whether the screen is in editing mode; see ``setEditing(_:animated:)``.
    public private(set) var isEditing = false
    /// Light or dark for the screen whatever the traits say, as `overrideUserInterfaceStyle`; `.unspecified`, the default, inherits.
    public var overrideUserInterfaceStyle = Appearance.unspecified {
        didSet { loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }
    /// Whether a presentation (a search's results) covers this screen rather than the whole window; kept.
    public var definesPresentationContext = false
    /// How the screen would be presented; kept (see ``present(_:animated:completion:)``).
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The animation a presentation would use; kept.
    public var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// Whether a sheet refuses interactive dismissal; kept.
    public var isModalInPresentation = false
    /// The size the screen asks of a popover or sheet; kept.
    public var preferredContentSize = CGSize.zero
    /// The popover the screen would be presented in: one, kept, while
    /// ``modalPresentationStyle`` is `popover` (as UIKit makes it), else nil.
    open var popoverPresentationController: PopoverPresentationController? {
        modalPresentationStyle == .popover ? popover : nil
    }
    /// The popover behind ``popoverPresentationController``, made on first use.
    private(set) lazy var popover = PopoverPresentationController(presentedViewController: self, presenting: nil)
    /// The sheet the screen would be presented in: one, kept, while
    /// ``modalPresentationStyle`` is `pageSheet`, `formSheet` or `automatic`
    /// (which is a page sheet for a controller, as UIKit resolves it), else nil.
    public var sheetPresentationController: SheetPresentationController? {
        [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle) ? sheet : nil
    }
    /// The sheet behind ``sheetPresentationController``, made on first use.
    private lazy var sheet = SheetPresentationController(presentedViewController: self, presenting: nil)
    /// What would present the screen: its popover or sheet, else a plain
    /// presentation, made on first use (set its delegate as in UIKit).
    public var presentationController: PresentationController? {
        let shownPopover: PresentationController? = popoverPresentationController
        return shownPopover ?? sheetPresentationController ?? plainPresentation
    }
    private lazy var plainPresentation = PresentationController(presentedViewController: self, presenting: nil)
    /// The navigation controller whose stack holds this screen, if any.
    public internal(set) weak var navigationController: NavigationController?
    /// The split view controller holding this screen as a column (see ``splitViewController``).
    weak var containingSplitViewController: SplitViewController?

    /// A controller without a nib, as `UIViewController(nibName: nil, bundle: nil)`; the arguments are accepted and ignored.
    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    /// A controller without a nib, as `UIViewController()`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The root view, made by ``loadView()`` on first access.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it has been made, without making it.
    public var viewIfLoaded: View? { loadedView }
    /// Whether ``loadView()`` has made the view.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes ``view``; by default an empty view of an iPhone's screen size. Override to make your own, without calling `super`.
    open func loadView() {
        view = View(frame: CGRect(origin: .zero, size: Device.iPhone15.size))
    }

    /// Called once the view is made; override it to set the screen up.
    open func viewDidLoad() {}

    /// Makes the view and runs ``viewDidLoad()`` if it has not been made yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View(frame: CGRect(origin: .zero, size: Device.iPhone15.size)) }
        if overrideUserInterfaceStyle != .unspecified { loadedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
        viewDidLoad()
    }

    /// The traits the view draws with (the current traits before it is in a window).
    open var traitCollection: Traits { loadedView?.traits ?? Traits.current }

    /// Called when the traits change; a render's traits never change while it draws, so never called.
    open func traitCollectionDidChange(_ previousTraitCollection: Traits?) {}

    /// Called before the view is shown; the renderer calls it once per render.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view is shown; the renderer calls it once per render, after layout.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called after ``viewWillAppear(_:)`` as the view is about to be shown with its traits; the renderer calls it once per render, before layout.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called before the view leaves the screen; a render never takes it off, so never called.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen; never called by a render.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the view's safe area changes; a render's never changes after layout, so never called.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the view's layout margins change; never called by a render.
    open func viewLayoutMarginsDidChange() {}
    /// Called before the controller joins or leaves a parent (nil); never called by a render.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller joined or left a parent (nil); never called by a render.
    open func didMove(toParent parent: ViewController?) {}
    /// Called when the system is short of memory; never called by a render.
    open func didReceiveMemoryWarning() {}
    /// Asks the system to turn the screen to an orientation the controllers support; a render's orientation is fixed, so it does nothing.
    public static func attemptRotationToDeviceOrientation() {}
    /// Tells the system the supported orientations changed; a render's orientation is fixed, so it does nothing.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Called before a segue runs, to hand data to its destination; no
    /// storyboard is read, so a render never calls it (a test may).
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}
    /// Whether the segue called `identifier` may run; true, as in UIKit. A render never asks.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before the view's size changes; a render's size is fixed, so never called.
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Enters or leaves editing mode; ``editButtonItem`` then reads Done.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// An Edit button for the navigation bar, which reads Done while the table it stands next to is editing.
    public private(set) lazy var editButtonItem = BarButtonItem(barButtonSystemItem: .edit)
}
