/// The screen a view controller's root view fills (the reference device is an iPhone SE / 8 class).
public struct Device: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeAreaInsets: EdgeInsets

    public init(width: Double, height: Double, scale: Double = 2, safeAreaInsets: EdgeInsets) {
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// U15: iPhone SE / 8 class, portrait: the status bar is the only unsafe area.
    public static let iPhoneSE = Device(width: 375, height: 667, scale: 2, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

    /// U15 by screen size: notched iPhones (812 pt and taller at 375–430 wide) have 44 above and 34 below.
    public static func iPhone(width: Double, height: Double, scale: Double = 2) -> Device {
        let notched = height >= 812
        return Device(width: width, height: height, scale: scale,
                      safeAreaInsets: EdgeInsets(top: notched ? 44 : 20, left: 0, bottom: notched ? 34 : 0, right: 0))
    }

    /// U14: the root view's margins: 16 at the sides up to 375 pt wide, 20 wider (the latter marked
    /// uncertain in the reference); top and bottom are the safe area.
    public var rootLayoutMargins: EdgeInsets {
        let side: Double = width <= 375 ? 16 : 20
        return EdgeInsets(top: safeAreaInsets.top, left: side, bottom: safeAreaInsets.bottom, right: side)
    }

    /// Whether the margin rule above is the observed one for this width (U14).
    public var rootMarginsAreObserved: Bool { width <= 375 }
}

/// How the hierarchy's root view gets its size.
public enum LayoutRoot: Sendable, Equatable {
    /// A view controller's root view filling the device's window (U10, U14, U15).
    case viewController(Device)
    /// `systemLayoutSizeFitting` at a required width and the smallest height (T1), outside a window.
    case fitting(width: Double, scale: Double)
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` towards a
    /// target size at the fitting priority (50) on both axes, as a self-sizing collection view cell
    /// is measured from its estimated size: the view's own constraints decide what they can.
    case fittingTarget(width: Double, height: Double, scale: Double)
}
