import Diagnostics
import LayoutEngine
import SnippetInterpreter
import Testing

/// UIKit code that UIKit would reject or log about, reported at the line responsible.
@Suite struct UIKitRuntimeTests {
    static func controller(_ body: String) -> String {
        """
        import UIKit
        final class ScreenViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
        }
        """
    }

    static func frames(_ result: SnippetEvaluator.Result) -> [String: Rect] {
        Dictionary((result.layout?.absoluteFrames ?? []).compactMap { frame in frame.name.map { ($0, frame.frame) } }, uniquingKeysWith: { a, _ in a })
    }

    @Test func a_constraint_to_a_view_outside_the_hierarchy_is_an_error_at_the_constraint() {
        let result = evaluate(Self.controller("""
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        """))
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("'box' is not in the view hierarchy") == true, "\(result.diagnostics)")
        #expect(error?.location?.line == 7)
    }

    @Test func a_constraint_between_axes_is_an_error() {
        let result = evaluate(Self.controller("""
                let box = UIView()
                view.addSubview(box)
                NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0).isActive = true
        """))
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("same axis") }, "\(result.diagnostics)")
    }

    @Test func U3_switching_an_active_constraint_between_required_and_optional_is_an_error() {
        let result = evaluate(Self.controller("""
                let box = UIView()
                view.addSubview(box)
                let width = box.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.priority = .defaultHigh
        """))
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("from required to not") && $0.location?.line == 9 })
    }

    @Test func a_constant_changed_after_activation_is_the_one_laid_out() {
        let result = evaluate(Self.controller("""
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                let width = box.widthAnchor.constraint(equalToConstant: 10)
                NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.topAnchor.constraint(equalTo: view.topAnchor)])
                width.constant = 120
        """))
        #expect(Self.frames(result)["box"]?.size.width == 120)
    }

    @Test func deactivated_constraints_and_removed_views_take_no_part() {
        let result = evaluate(Self.controller("""
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                let wide = box.widthAnchor.constraint(equalToConstant: 300)
                NSLayoutConstraint.activate([wide, box.widthAnchor.constraint(lessThanOrEqualToConstant: 100), box.heightAnchor.constraint(equalToConstant: 10),
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor), box.topAnchor.constraint(equalTo: view.topAnchor)])
                NSLayoutConstraint.deactivate([wide])
                box.widthAnchor.constraint(equalToConstant: 60).isActive = true
        """))
        #expect(!result.diagnostics.contains { $0.severity != .note }, "\(result.diagnostics)")
        #expect(Self.frames(result)["box"]?.size.width == 60)
    }

    @Test func unnamed_arranged_views_are_named_as_code_reaches_them() {
        let result = evaluate(Self.controller("""
                let row = UIStackView(arrangedSubviews: [UIView(), UIView()])
                row.distribution = .fillEqually
                row.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(row)
                NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: view.leadingAnchor), row.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    row.topAnchor.constraint(equalTo: view.topAnchor), row.heightAnchor.constraint(equalToConstant: 40)])
        """))
        let frames = Self.frames(result)
        #expect(frames["row.arrangedSubviews[1]"] == Rect(x: 187.5, y: 0, width: 187.5, height: 40))
    }

    @Test func L2_a_label_is_one_line_of_the_system_font_high() {
        let result = evaluate(Self.controller("""
                let title = UILabel()
                title.text = "Hello"
                title.font = .systemFont(ofSize: 14)
                title.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(title)
                NSLayoutConstraint.activate([title.leadingAnchor.constraint(equalTo: view.leadingAnchor), title.topAnchor.constraint(equalTo: view.topAnchor)])
        """))
        #expect(Self.frames(result)["title"]?.size.height == 17)
    }

    @Test func L3_a_multi_line_label_wraps_at_the_width_it_was_given() {
        let result = evaluate(Self.controller("""
                let body = UILabel()
                body.text = "A long sentence that cannot fit on one line of a narrow column, so it wraps."
                body.numberOfLines = 0
                body.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(body)
                NSLayoutConstraint.activate([body.leadingAnchor.constraint(equalTo: view.leadingAnchor), body.topAnchor.constraint(equalTo: view.topAnchor),
                    body.widthAnchor.constraint(equalToConstant: 120)])
        """))
        let height = Self.frames(result)["body"]?.size.height ?? 0
        // Whole lines of 17-pt text (20.287 pt each), more than one, rounded up to the pixel grid.
        let lineHeight = 1.193359375 * 17
        let lines = (height / lineHeight).rounded(.down)
        #expect(lines >= 2)
        #expect(height == (lines * lineHeight * 2).rounded(.up) / 2)
    }

    @Test func the_visual_format_language_makes_the_constraints_it_describes() {
        let result = evaluate(Self.controller("""
                let icon = UIView(), title = UIView()
                for subview in [icon, title] {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                }
                let views = ["icon": icon, "title": title]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[icon(44)]-[title(>=40@750)]-(margin)-|", options: [.alignAllTop], metrics: ["margin": 12], views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[icon(==title)]", options: [], metrics: nil, views: views))
                title.heightAnchor.constraint(equalToConstant: 30).isActive = true
        """))
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = Self.frames(result)
        // 16 + 44 + 8 (standard spacing) = 68; the title fills to 375 - 12.
        #expect(frames["icon"] == Rect(x: 16, y: 40, width: 44, height: 30))
        #expect(frames["title"] == Rect(x: 68, y: 40, width: 295, height: 30))
    }

    @Test func a_malformed_visual_format_is_an_error_that_names_the_problem() {
        let result = evaluate(Self.controller("""
                let icon = UIView()
                view.addSubview(icon)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icn]", options: [], metrics: nil, views: ["icon": icon]))
        """))
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("'icn' is not a key in the views dictionary; did you mean 'icon'?") == true, "\(result.diagnostics)")
        #expect(error?.location?.line == 7)
    }

    @Test func T1_a_view_expression_is_fitted_to_the_device_width() {
        let result = evaluate("""
        import UIKit
        let card = UIView()
        let body = UIView()
        body.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            body.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            body.heightAnchor.constraint(equalToConstant: 50),
        ])
        card
        """)
        #expect(result.layout?.root.size == Size(width: 375, height: 66), "\(result.diagnostics)")
        #expect(Self.frames(result)["body"] == Rect(x: 0, y: 8, width: 375, height: 50))
    }
}
