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

    /// A setting a figure does not draw (`contentOffset`) reads back what the code set, else its
    /// declared default: `scrollView.contentOffset.y` was "no member" at run time though the checker
    /// accepted it, so correct code stopped.
    @Test func an_undrawn_view_setting_reads_back_what_was_set_or_its_default() throws {
        let result = evaluate(Self.controller("""
                let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                let atRest = UIView(frame: CGRect(x: 0, y: 0, width: 10 + scroll.contentOffset.y, height: 10))
                scroll.contentOffset = CGPoint(x: 0, y: 30)
                scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
                let moved = UIView(frame: CGRect(x: 0, y: 20, width: scroll.contentOffset.y + scroll.contentInset.top, height: 10))
                view.addSubview(scroll)
                view.addSubview(atRest)
                view.addSubview(moved)
        """))
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = Self.frames(result)
        #expect(frames["atRest"]?.size.width == 10)
        #expect(frames["moved"]?.size.width == 35)
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("'contentOffset' changes what the screen shows") }, "\(result.diagnostics)")
    }

    /// `label.sizeToFit()` gives the frame the label's own size, measured then, so code that places
    /// the next view under it (`bio.frame.origin.y = name.frame.maxY + 8`) places it as UIKit would:
    /// the same size Auto Layout gives the same label from its intrinsic size (L1). A view without
    /// a size of its own keeps its frame. It was "has no member 'sizeToFit'".
    @Test func size_to_fit_takes_the_size_auto_layout_gives_the_same_view() throws {
        let result = evaluate(Self.controller("""
                let name = UILabel()
                name.text = "Ada Lovelace"
                name.font = .boldSystemFont(ofSize: 20)
                name.sizeToFit()
                name.frame.origin = CGPoint(x: 16, y: 100)
                view.addSubview(name)
                let bio = UIView(frame: CGRect(x: 16, y: name.frame.maxY + 8, width: 30, height: 10))
                bio.sizeToFit()
                view.addSubview(bio)
                let constrained = UILabel()
                constrained.text = "Ada Lovelace"
                constrained.font = .boldSystemFont(ofSize: 20)
                constrained.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(constrained)
                constrained.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                constrained.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        """))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let frames = Self.frames(result)
        let name = try #require(frames["name"]), constrained = try #require(frames["constrained"])
        #expect(name.size == constrained.size && name.size.width > 100)
        #expect(frames["bio"] == Rect(x: 16, y: 100 + name.size.height + 8, width: 30, height: 10))
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
        // Its width is its text's: measured with Inter, which the figure says.
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.hasPrefix("the width of title is its text's, measured with Inter") })
    }

    @Test func the_text_width_note_names_each_label_once_when_names_repeat() {
        let result = evaluate(Self.controller("""
                let column = UIStackView(arrangedSubviews: ["One", "Two", "Three"].map { text in
                    let price = UILabel()
                    price.text = text
                    return price
                })
                column.axis = .vertical
                column.alignment = .leading
                column.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(column)
                NSLayoutConstraint.activate([column.leadingAnchor.constraint(equalTo: view.leadingAnchor), column.topAnchor.constraint(equalTo: view.topAnchor)])
        """))
        let note = result.diagnostics.first { $0.severity == .note && $0.message.contains("measured with Inter") }
        #expect(note?.message.hasPrefix("the width of price is its text's") == true, "\(result.diagnostics)")
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

    @Test func a_sandboxed_call_under_try_question_mark_fails_with_a_warning_and_the_figure_is_drawn() {
        let result = evaluate(Self.controller("""
                let image = UIImageView()
                image.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(image)
                if let url = URL(string: "https://example.com/a.png"), let data = try? Data(contentsOf: url) {
                    image.image = UIImage(data: data)
                }
                NSLayoutConstraint.activate([image.widthAnchor.constraint(equalToConstant: 80), image.heightAnchor.constraint(equalToConstant: 80),
                    image.topAnchor.constraint(equalTo: view.topAnchor), image.leadingAnchor.constraint(equalTo: view.leadingAnchor)])
        """))
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let warning = result.diagnostics.first { $0.severity == .warning }
        #expect(warning?.message.hasSuffix("here it fails, so 'try?' gives nil") == true, "\(result.diagnostics)")
        #expect(warning?.location?.line == 8)
        #expect(result.diagnostics.contains { $0.message.hasPrefix("'UIImage(data:)' reads a file") && $0.message.hasSuffix("here it fails and gives nil") })
        #expect(Self.frames(result)["image"] == Rect(x: 0, y: 0, width: 80, height: 80))
    }

    @Test func a_scroll_view_places_content_on_its_content_guide_and_sizes_it_on_its_frame_guide() {
        let result = evaluate(Self.controller("""
                let scroll = UIScrollView()
                scroll.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(scroll)
                let content = UIView()
                content.translatesAutoresizingMaskIntoConstraints = false
                scroll.addSubview(content)
                NSLayoutConstraint.activate([
                    scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
                    content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor, constant: 10),
                    content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                    content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                    content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -20),
                    content.heightAnchor.constraint(equalToConstant: 1000),
                ])
        """))
        #expect(!result.diagnostics.contains { $0.severity != .note }, "\(result.diagnostics)")
        let frames = Self.frames(result)
        #expect(frames["scroll"] == Rect(x: 0, y: 20, width: 375, height: 647))
        // Scrolled to the top: the content starts 10 pt into the scroll view, as wide as its frame less 20.
        #expect(frames["content"] == Rect(x: 10, y: 30, width: 355, height: 1000))
    }

    @Test func U7_controls_have_their_usual_sizes_and_say_they_are_not_verified() {
        let result = evaluate(Self.controller("""
                let toggle = UISwitch()
                let spinner = UIActivityIndicatorView(style: .medium)
                let bigSpinner = UIActivityIndicatorView(style: .large)
                for control in [toggle, spinner, bigSpinner] {
                    control.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(control)
                    control.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
                toggle.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                spinner.leadingAnchor.constraint(equalTo: toggle.trailingAnchor, constant: 8).isActive = true
                bigSpinner.leadingAnchor.constraint(equalTo: spinner.trailingAnchor, constant: 8).isActive = true
        """))
        let frames = Self.frames(result)
        #expect(frames["toggle"] == Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(frames["spinner"] == Rect(x: 59, y: 0, width: 20, height: 20))
        #expect(frames["bigSpinner"] == Rect(x: 87, y: 0, width: 37, height: 37))
        #expect(result.diagnostics.filter { $0.severity == .note && $0.message.contains("has not verified") }.count == 3)
    }

    @Test func a_static_method_written_as_an_implicit_member_has_its_labels_checked() {
        let result = evaluate("let label = UILabel()\nlabel.font = .systemFont(ofSze: 12)\nlabel\n")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("'ofSze:'") == true && error?.message.contains("'ofSize:'") == true, "\(result.diagnostics)")
        #expect(error?.location?.line == 2)
    }

    /// A label like none declared is no typo: a pod's `UIColor(hexString:)`, not in the sources, is
    /// nearest UIColor's `init()`, and swiftc says the call takes no arguments (it was "incorrect
    /// argument label 'hexString:' (expected 'named:')"); a missing argument beats an unlike label.
    @Test func a_label_like_none_declared_is_no_typo() {
        let color = evaluate("let v = UIView()\nv.backgroundColor = UIColor(hexString: \"#e67ea3\")\nv\n")
        #expect(color.diagnostics.map(\.message) == ["argument passed to call that takes no arguments"])
        #expect(color.diagnostics.first?.location?.line == 2)
        let layout = evaluate("let v = UICollectionView(frame: .zero)\nv\n")
        #expect(layout.diagnostics.first?.message.hasPrefix("missing argument for parameter 'collectionViewLayout' in call to 'UICollectionView'") == true, "\(layout.diagnostics)")
    }

    @Test func typos_in_anchor_labels_and_priority_names_suggest_the_intended_name() {
        let label = evaluate("let v = UIView()\nv.widthAnchor.constraint(equalToConstnt: 10).isActive = true\nv\n")
        #expect(label.diagnostics.first?.message == "incorrect argument label 'equalToConstnt:' in call to 'constraint'; did you mean 'equalToConstant:'?", "\(label.diagnostics)")
        let priority = evaluate("let v = UIView()\nlet c = v.widthAnchor.constraint(equalToConstant: 10)\nc.priority = .defaultHgh\nv\n")
        #expect(priority.diagnostics.first?.message == "type 'UILayoutPriority' has no member 'defaultHgh'; did you mean 'defaultHigh'?", "\(priority.diagnostics)")
        #expect(priority.diagnostics.first?.location?.line == 3)
    }

    @Test func property_observers_run_and_a_property_set_in_its_own_observer_only_stores() {
        let result = evaluate("""
        import UIKit
        final class Badge: UIView {
            var count = 0 {
                didSet {
                    if count > 9 { count = 9 }
                    width = Double(count) * 10
                }
            }
            var width = 0.0 {
                didSet { frame = CGRect(x: 0, y: 0, width: width, height: 20) }
            }
        }
        final class ScreenViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let badge = Badge()
                view.addSubview(badge)
                badge.count = 12
            }
        }
        """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        // count clamps itself to 9 without running its observer again; width's own observer still runs.
        #expect(Self.frames(result)["badge"] == Rect(x: 0, y: 0, width: 90, height: 20))
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

/// UITableView rows from a data source: self-sizing cells, separators, standard cells.
@Suite struct UIKitTableTests {
    static let code = """
    import UIKit

    final class TagCell: UITableViewCell {
        let badge = UIView()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            badge.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                badge.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 60),
                badge.heightAnchor.constraint(equalToConstant: 40),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class TagsViewController: UIViewController, UITableViewDataSource {
        let tableView = UITableView()

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TagCell.self, forCellReuseIdentifier: "tag")
            tableView.dataSource = self
            tableView.rowHeight = UITableView.automaticDimension
            tableView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tableView)
            NSLayoutConstraint.activate([
                tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                tableView.heightAnchor.constraint(equalToConstant: 200),
            ])
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath)
        }
    }
    """

    @Test func self_sizing_cells_are_fitted_and_stacked_with_a_separator_pixel_until_the_table_is_full() {
        let result = evaluate(Self.code)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = UIKitRuntimeTests.frames(result)
        // 12 + 40 + 12 = 64 of content, plus the 0.5-pt separator; 200 pt show rows 0…3 (the fourth in part).
        #expect(frames["tableView.visibleCells[0]"] == Rect(x: 0, y: 20, width: 375, height: 64.5))
        #expect(frames["tableView.visibleCells[1]"] == Rect(x: 0, y: 84.5, width: 375, height: 64.5))
        #expect(frames["tableView.visibleCells[3]"] != nil && frames["tableView.visibleCells[4]"] == nil)
        // The badge sits on the content view's margins (8 pt), 12 pt down.
        let badges = (result.layout?.absoluteFrames ?? []).filter { $0.name == "badge" }.map(\.frame)
        #expect(badges.first == Rect(x: 8, y: 32, width: 60, height: 40))
        #expect(frames["tableView.visibleCells[0].separator"] == Rect(x: 16, y: 84, width: 359, height: 0.5))
    }

    /// The separator runs between the table's `separatorInset.left` and `.right`, in its
    /// `separatorColor`; both were accepted and ignored (@inert), a grey line 16 pt in with a green build.
    @Test func the_separator_takes_the_tables_inset_and_colour() {
        let result = evaluate(Self.code.replacingOccurrences(of: "tableView.rowHeight = UITableView.automaticDimension", with: """
            tableView.rowHeight = UITableView.automaticDimension
                    tableView.separatorInset = UIEdgeInsets(top: 0, left: 76, bottom: 0, right: 8)
                    tableView.separatorColor = .systemRed
                    assert(tableView.separatorInset.left == 76 && tableView.separatorColor == .systemRed)
            """))
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = UIKitRuntimeTests.frames(result)
        #expect(frames["tableView.visibleCells[0].separator"] == Rect(x: 76, y: 84, width: 291, height: 0.5))
        let line = result.layout.flatMap { LayerLookTests.find("tableView.visibleCells[0].separator", in: $0.flattened) }
        #expect(line?.details?.appearance.backgroundColor == RGBAColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1))
    }

    /// A table shows the rows that fit, however many the data source answers (Int.max crashed the
    /// run: the count went through a Double into Int).
    @Test func a_huge_row_count_shows_the_rows_that_fit() {
        let result = evaluate(Self.code.replacingOccurrences(of: "section: Int) -> Int { 10 }", with: "section: Int) -> Int { Int.max }"))
        let frames = UIKitRuntimeTests.frames(result)
        #expect(frames["tableView.visibleCells[3]"] != nil && frames["tableView.visibleCells[4]"] == nil, "\(result.diagnostics)")
    }

    /// Row updates animate a change; the figure draws the rows the data source gives (AsyncDisplay_Study's
    /// feed inserted rows after loading: "has no member 'insertRows'"). A misspelt animation is an error.
    @Test func row_updates_are_accepted_and_the_data_source_decides_the_rows() {
        let updating = Self.code.replacingOccurrences(of: "view.addSubview(tableView)", with: """
            view.addSubview(tableView); tableView.beginUpdates(); \
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic); tableView.endUpdates()
            """)
        #expect(updating != Self.code)
        let result = evaluate(updating)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        #expect(UIKitRuntimeTests.frames(result)["tableView.visibleCells[1]"] == Rect(x: 0, y: 84.5, width: 375, height: 64.5))
        let misspelt = evaluate(updating.replacingOccurrences(of: "with: .automatic", with: "with: .automatc"))
        #expect(misspelt.diagnostics.first { $0.severity == .error }?.message == "type 'UITableView.RowAnimation' has no member 'automatc'; did you mean 'automatic'?")
    }

    @Test func a_fixed_row_height_is_used_as_is() {
        let result = evaluate(Self.code.replacingOccurrences(of: "tableView.rowHeight = UITableView.automaticDimension", with: "tableView.rowHeight = 80"))
        let frames = UIKitRuntimeTests.frames(result)
        #expect(frames["tableView.visibleCells[1]"] == Rect(x: 0, y: 100, width: 375, height: 80))
    }

    @Test func dequeueing_an_unregistered_identifier_is_the_error_UIKit_stops_with() {
        let result = evaluate(Self.code.replacingOccurrences(of: "withIdentifier: \"tag\"", with: "withIdentifier: \"tags\""))
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("unable to dequeue a cell with identifier 'tags'") == true, "\(result.diagnostics)")
        #expect(error?.message.contains("did you mean 'tag'?") == true)
    }

    @Test func a_standard_cell_centres_its_text_label_in_a_44_point_row() {
        let code = Self.code.replacingOccurrences(of: "tableView.register(TagCell.self", with: "tableView.register(UITableViewCell.self")
            .replacingOccurrences(of: "tableView.dequeueReusableCell(withIdentifier: \"tag\", for: indexPath)", with: """
            let cell = tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath)
                    cell.textLabel?.text = "Row \\(indexPath.row)"
                    return cell
            """)
        let result = evaluate(code)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = UIKitRuntimeTests.frames(result)
        #expect(frames["tableView.visibleCells[1]"] == Rect(x: 0, y: 64, width: 375, height: 44))
        let labels = (result.layout?.absoluteFrames ?? []).filter { $0.name == "textLabel" }.map(\.frame)
        // (43.5 - 20.5) / 2 = 11.5 below the row's top; 16 pt from each side.
        #expect(labels.first == Rect(x: 16, y: 31.5, width: 343, height: 20.5))
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("standard cells") })
    }
}

/// The constraints a figure draws: distances with their constants, alignments, guides, and what UIKit broke.
@Suite struct ConstraintAnnotationTests {
    @Test func constraints_become_measured_lines_guides_and_a_broken_one_in_red() throws {
        let result = evaluate(UIKitRuntimeTests.controller("""
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 4),
                    box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    box.widthAnchor.constraint(equalToConstant: 100),
                    box.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
                ])
                box.widthAnchor.constraint(equalToConstant: 60).isActive = true
        """))
        let annotations = try #require(result.layout?.annotations)
        let guides = annotations.filter { $0.kind == .guide }.map(\.label)
        #expect(Set(guides) == ["margins", "safe area"])
        // leading: from the margins guide's edge (16) to the box (20), labelled 4, at the code's line.
        let leading = annotations.first { $0.kind == .distance && $0.label == "4" }
        #expect(leading?.from.x == 16 && leading?.to.x == 20)
        #expect(leading?.sourceLine == 9)
        #expect(annotations.contains { $0.kind == .distance && $0.label == "≥ 50" })
        let broken = annotations.filter { $0.kind == .broken }
        #expect(broken.map(\.label) == ["broken: 60"])
        #expect(broken.first?.sourceLine == 14)
    }

    @Test func a_stack_views_spacing_is_measured_between_its_visible_views() throws {
        let result = evaluate(UIKitRuntimeTests.controller("""
                let a = UIView(), b = UIView(), c = UIView()
                let row = UIStackView(arrangedSubviews: [a, b, c])
                row.spacing = 10
                row.distribution = .fillEqually
                b.isHidden = true
                row.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(row)
                NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: view.leadingAnchor), row.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    row.topAnchor.constraint(equalTo: view.topAnchor), row.heightAnchor.constraint(equalToConstant: 40)])
        """))
        let gaps = try #require(result.layout?.annotations.filter { $0.kind == .distance && $0.sourceLine == nil })
        // One gap: the hidden view and its spacing are gone (V4); 375 = 182.5 + 10 + 182.5.
        #expect(gaps.map(\.label) == ["10"])
        #expect(gaps.first?.from.x == 182.5 && gaps.first?.to.x == 192.5)
    }
}

/// Override points apps implement that UIKit calls after the moment a figure shows (a selection, a
/// shake, scrolling to rest) or that change nothing drawn (the status bar's text colour): each was
/// "method does not override any method from its superclass", which left the class out (Bookwitty's
/// and TexturePractice's cells, WeChat's shake screen and photo browser layout).
@Suite struct UIKitOverridePointTests {
    @Test func selection_status_bar_motion_and_scrolling_overrides_are_accepted() {
        let result = evaluate("""
            import UIKit

            final class CheckCell: UITableViewCell {
                override func setSelected(_ selected: Bool, animated: Bool) {
                    super.setSelected(selected, animated: animated)
                    accessoryType = selected ? .checkmark : .none
                }
                override func setHighlighted(_ highlighted: Bool, animated: Bool) {
                    super.setHighlighted(highlighted, animated: animated)
                }
                override func prepareForReuse() {
                    super.prepareForReuse()
                }
            }

            final class PagingLayout: UICollectionViewFlowLayout {
                override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
                    CGPoint(x: (proposedContentOffset.x / 100).rounded() * 100, y: 0)
                }
            }

            final class ShakeViewController: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
                override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if motion == .motionShake { view.backgroundColor = .red }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .black
                }
            }
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let misspelt = evaluate("import UIKit\nfinal class C: UITableViewCell {\n    override func setSelect(_ selected: Bool, animated: Bool) {}\n}\nC()")
        #expect(misspelt.diagnostics.first?.message.contains("does not override") == true, "\(misspelt.diagnostics)")
    }
}
