import LayoutEngine
import UIKitLayout

/// The app's singletons that describe the device a figure is drawn on, as code reads them before
/// any layout: `UIScreen.main`, `UIDevice.current`, `UIApplication.shared` and its one window. They
/// answer for the figure's device: an iPhone of the figure's screen size, in portrait, running the
/// iOS the engines follow, whose window is its screen.
enum FigureDevice {
    /// `UIDevice.current`'s answers: a case of an enum, or a string.
    static let deviceCases: [String: (type: String, name: String)] = [
        "userInterfaceIdiom": ("UIUserInterfaceIdiom", "phone"),
        "orientation": ("UIDeviceOrientation", "portrait"),
    ]
    static let deviceStrings: [String: String] = [
        "systemName": "iOS",
        "systemVersion": IOSBuildConfiguration.systemVersion.map(String.init).joined(separator: "."),
        "model": "iPhone", "localizedModel": "iPhone", "name": "iPhone",
    ]

    static func deviceFact(_ name: String) -> Value? {
        if let string = deviceStrings[name] { return .string(string) }
        return deviceCases[name].map { .enumCase(type: $0.type, name: $0.name, payload: []) }
    }
}

extension Interpreter {
    /// A member of one of the device's singletons, or of the singleton's type; nil for anything else.
    func deviceMember(_ name: String, of base: Value) -> Value? {
        switch base {
        case .type("UIScreen") where name == "main": .native(.inert("UIScreen"))
        case .type("UIDevice") where name == "current": .native(.inert("UIDevice"))
        case .type("UIApplication") where name == "shared": .native(.inert("UIApplication"))
        case .native(.inert("UIScreen")): screenMember(name)
        case .native(.inert("UIDevice")): FigureDevice.deviceFact(name)
        case .native(.inert("UIApplication")): applicationMember(name)
        default: nil
        }
    }

    private var screenBounds: Rect { Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height) }

    private func screenMember(_ name: String) -> Value? {
        switch name {
        case "bounds": .native(.rect(screenBounds))
        // In pixels: the bounds times the scale (portrait).
        case "nativeBounds": .native(.rect(Rect(x: 0, y: 0, width: screenSize.width * Self.figureScale, height: screenSize.height * Self.figureScale)))
        case "scale", "nativeScale": .double(Self.figureScale)
        case "traitCollection": .native(.inert("UITraitCollection"))
        default: nil
        }
    }

    private func applicationMember(_ name: String) -> Value? {
        switch name {
        case "windows": .array([.object(appWindow)])
        case "keyWindow": .object(appWindow)
        case "statusBarFrame": .native(.rect(Rect(x: 0, y: 0, width: screenSize.width, height: deviceSafeArea.top)))
        case "preferredContentSizeCategory": Traits.value(name)
        case "userInterfaceLayoutDirection": .enumCase(type: "UIUserInterfaceLayoutDirection", name: "leftToRight", payload: [])
        default: nil
        }
    }

    /// The figure's device's safe area: the status bar above, and the home indicator below on a notched iPhone.
    var deviceSafeArea: LayoutEngine.EdgeInsets {
        let insets = Device.iPhone(width: screenSize.width, height: screenSize.height, scale: Self.figureScale).safeAreaInsets
        return LayoutEngine.EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
