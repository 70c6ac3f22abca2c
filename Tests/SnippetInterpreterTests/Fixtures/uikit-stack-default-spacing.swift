// `setCustomSpacing(UIStackView.spacingUseDefault, after:)` puts the stack's own spacing (10) back
// after a custom one. spacingUseDefault was 0 here, so the gap closed (second at y 20); UIKit
// defines it as Float.greatestFiniteMagnitude, which means "use the stack's spacing".
// expect-frame first 0 0 375 20
// expect-frame second 0 30 375 20
let first = UIView()
let second = UIView()
let stack = UIStackView(arrangedSubviews: [first, second])
stack.axis = .vertical
stack.spacing = 10
stack.setCustomSpacing(20, after: first)
stack.setCustomSpacing(UIStackView.spacingUseDefault, after: first)
first.heightAnchor.constraint(equalToConstant: 20).isActive = true
second.heightAnchor.constraint(equalToConstant: 20).isActive = true
stack
