import TableKit

/// `UIGestureRecognizer`: see `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UIGestureRecognizerDelegate`: see `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UITapGestureRecognizer`: see `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UILongPressGestureRecognizer`: see `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// `UIPanGestureRecognizer`: see `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UISwipeGestureRecognizer`: see `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
