/// `traitCollection`: what a figure's device is. Figures show an iPhone in portrait, in light mode,
/// at Dynamic Type's default text size, so code that asks for dark mode or a regular width takes
/// the other branch, as it would there.
enum Traits {
    /// Each trait's case (the number for `displayScale`).
    static let figureDevice: [String: (type: String, value: String)] = [
        "userInterfaceStyle": ("UIUserInterfaceStyle", "light"),
        "horizontalSizeClass": ("UIUserInterfaceSizeClass", "compact"),
        "verticalSizeClass": ("UIUserInterfaceSizeClass", "regular"),
        "userInterfaceIdiom": ("UIUserInterfaceIdiom", "phone"),
        "preferredContentSizeCategory": ("UIContentSizeCategory", "large"),
    ]

    static func value(_ name: String) -> Value? {
        if name == "displayScale" { return .double(2) }
        return figureDevice[name].map { .enumCase(type: $0.type, name: $0.value, payload: []) }
    }
}
