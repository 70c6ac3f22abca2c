import LayoutEngine
import UIKitLayout

/// The intrinsic content size of UIKit's views (U5, U7, L1-L3), measured as UIKit would where
/// the rules are known, and saying so where they are not.
struct IntrinsicSizes {
    let textMeasurer: any TextMeasuring
    let images: [String: Size]
    let grid: UIKitLayout.PixelGrid

    static let lineHeightRatio = Fonts.systemLineHeightRatio
    /// UIButton without a configuration: the title plus 6 pt above and below (U7).
    static let buttonTitleInset = 6.0
    /// Fixed sizes of controls drawn by the system: approximate, and noted as such.
    static let fixedSizes: [ViewObject.Kind: ContentSize] = [
        .switchControl: ContentSize(width: 51, height: 31), .activityIndicator: ContentSize(width: 20, height: 20),
    ]

    static let largeActivityIndicator = ContentSize(width: 37, height: 37)
    /// A rounded-rect text field's height above its text's line (34 pt for 17-pt text): unverified.
    static let textFieldPadding = 13.5

    /// The size, and a note when a rule behind it is uncertain.
    func size(of view: ViewObject, wrapWidth: Double?) -> (size: ContentSize, note: String?) {
        switch view.kind {
        case .view, .stackView, .scrollView, .tableView, .tableViewCell, .collectionView, .collectionViewCell: return (.none, nil)
        case .label: return (label(view.text, wrapWidth: wrapWidth), nil)
        case .imageView:
            guard let name = view.imageName else {
                return (.none, "\(view.name ?? "an image view") has no image and no size of its own: UIKit's intrinsic size for an empty UIImageView is not verified; Layoutbook gives it none")
            }
            let size = images[name] ?? .zero
            return (ContentSize(width: size.width, height: size.height), nil)
        case .button:
            var text = view.text
            text.numberOfLines = 1
            let title = label(text, wrapWidth: nil)
            let image = view.imageName.flatMap { images[$0] } ?? .zero
            let insets = view.text.contentInsets
            return (ContentSize(width: title.width + image.width + insets.left + insets.right,
                                height: max(title.height, image.height) + 2 * Self.buttonTitleInset + insets.top + insets.bottom), nil)
        case .switchControl, .activityIndicator:
            let size = view.kind == .activityIndicator && view.isLargeControl ? Self.largeActivityIndicator : Self.fixedSizes[view.kind] ?? .none
            return (size, "\(view.name ?? view.kind.rawValue) is drawn at UIKit's usual size for a \(view.uikitClass), which Layoutbook has not verified")
        case .textField:
            var text = view.text
            if text.string.isEmpty { text.string = text.placeholder }
            text.numberOfLines = 1
            let measured = label(text, wrapWidth: nil)
            return (ContentSize(width: measured.width, height: grid.ceil(Self.lineHeightRatio * text.fontSize) + Self.textFieldPadding),
                    "\(view.name ?? "the text field")'s height is UIKit's usual rounded-rect height, which Layoutbook has not verified")
        }
    }

    /// L1-L3: empty text is 0 × 0; otherwise the text's width (up to the wrap width) and whole lines.
    func label(_ text: TextProperties, wrapWidth: Double?) -> ContentSize {
        guard let attributed = text.attributedText, !attributed.string.isEmpty else { return ContentSize(width: 0, height: 0) }
        let multiline = text.numberOfLines != 1
        let width = multiline ? (text.preferredMaxLayoutWidth > 0 ? text.preferredMaxLayoutWidth : wrapWidth ?? .infinity) : .infinity
        let measured = textMeasurer.measure(attributed, in: Size(width: width, height: .infinity),
                                            maximumNumberOfLines: multiline ? text.numberOfLines : 1)
        let lines = max(1, measured.lines.count)
        let fontSize = attributed.spans.map(\.fontSize).max() ?? text.fontSize
        return ContentSize(width: grid.ceil(measured.size.width), height: grid.ceil(Double(lines) * Self.lineHeightRatio * fontSize))
    }
}
