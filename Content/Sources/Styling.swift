import UIKit

/// The one text-style helper of the course: system font at a size and weight, in a colour.
/// Every text node in the workshop gets its attributed text from here.
func styledText(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular,
                color: UIColor = .label) -> NSAttributedString {
    NSAttributedString(string: text, attributes: [
        .font: UIFont.systemFont(ofSize: size, weight: weight),
        .foregroundColor: color,
    ])
}
