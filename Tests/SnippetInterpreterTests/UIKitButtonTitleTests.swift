import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// A UIButton's title is drawn, centred as UIKit centres its title label, in UIKit's default
/// colours: the tint for a system button, white for a custom one (so a custom button on a white
/// view shows nothing, as on a device). It was not drawn at all: every button was an empty box.
@Suite struct UIKitButtonTitleTests {
    /// The button's frame and its title's frame (relative to the button), text and colour.
    static func title(_ code: String) throws -> (button: Rect, title: Rect, text: String, color: RGBAColor?) {
        let result = SnippetFixtureTests.run(code, file: "button.swift")
        let root = try #require(result.layout?.root, "\(result.diagnostics)")
        let button = try #require(root.subtree.first { $0.info.className == "UIButton" })
        let label = try #require(button.subtree.first { $0.node?.text != nil })
        let text = try #require(label.node?.text?.text)
        return (button.frame, label.frame, text.string, text.spans.first?.color)
    }

    @Test func a_system_button_draws_its_title_in_the_tint_inside_its_insets() throws {
        // "Buy" at 15 pt in the placeholder metrics: 22.5 wide, 18 high (L2: 1.1934 × 15, ceiled to
        // the pixel). The button is the title plus 6 above and below (U7) plus the insets 10 and 4:
        // 42.5 × 38, and the title sits at (10, 4 + 6).
        let drawn = try Self.title("""
            let container = UIView()
            let buy = UIButton(type: .system)
            buy.setTitle("Buy", for: .normal)
            buy.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
            container.addSubview(buy)
            buy.translatesAutoresizingMaskIntoConstraints = false
            buy.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
            buy.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            buy.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
            container
            """)
        #expect([drawn.button.size.width, drawn.button.size.height] == [42.5, 38])
        #expect([drawn.title.minX, drawn.title.minY, drawn.title.size.width, drawn.title.size.height] == [10, 10, 22.5, 18])
        #expect(drawn.text == "Buy")
        #expect(drawn.color == NamedColors.color("systemBlue"))
    }

    /// The title colour of a button `made` (`UIButton(type: .system)`, `UIButton()`) in a container,
    /// after `extra` (code run once the button is in the container).
    static func titleColor(_ made: String, _ extra: String) throws -> RGBAColor? {
        try title("""
            let container = UIView()
            let buy = \(made)
            buy.setTitle("Buy", for: .normal)
            container.addSubview(buy)
            \(extra)
            buy.translatesAutoresizingMaskIntoConstraints = false
            buy.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            buy.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
            container
            """).color
    }

    /// A system button's title takes its `tintColor`, or the nearest superview's, as UIKit passes
    /// the tint down; it was @inert, the title drawn system blue whatever the code set.
    @Test func a_system_button_takes_its_own_or_an_inherited_tint() throws {
        let system = "UIButton(type: .system)"
        #expect(try Self.titleColor(system, "buy.tintColor = .systemGreen") == NamedColors.color("systemGreen"))
        #expect(try Self.titleColor(system, "container.tintColor = .systemOrange\nassert(buy.tintColor == .systemOrange)") == NamedColors.color("systemOrange"))
        #expect(try Self.titleColor(system, "container.tintColor = .systemOrange\nbuy.tintColor = .systemRed") == NamedColors.color("systemRed"))
        #expect(try Self.titleColor(system, "buy.tintColor = .systemRed\nbuy.setTitleColor(.black, for: .normal)") == NamedColors.color("black"))
    }

    @Test func a_custom_button_draws_white_unless_given_a_title_colour() throws {
        #expect(try Self.titleColor("UIButton()", "") == NamedColors.color("white"))
        #expect(try Self.titleColor("UIButton()", "buy.setTitleColor(.red, for: .normal)") == NamedColors.color("red"))
        #expect(try Self.titleColor("UIButton()", "buy.setTitleColor(.red, for: .highlighted)") == NamedColors.color("white"))
    }
}
