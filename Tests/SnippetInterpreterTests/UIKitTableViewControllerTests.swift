import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// `UITableViewController`: its view is a table, with the controller as the table's data source.
/// Nine files of the corpora subclass it; it was not declared, so such a class was "nothing to lay
/// out" (its superclass unknown), which said nothing of the cause.
@Suite struct UIKitTableViewControllerTests {
    static let code = """
    final class TagCell: UITableViewCell {}

    final class TagsViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TagCell.self, forCellReuseIdentifier: "tag")
            tableView.rowHeight = 50
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath)
        }
    }
    """

    @Test func the_controllers_table_fills_the_screen_and_shows_its_rows() {
        let result = evaluate(Self.code)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = UIKitRuntimeTests.frames(result)
        // The table is the controller's view: the whole screen, its first row below the status bar
        // (20 pt on the 667-pt iPhone), each row the fixed 50 pt.
        #expect(result.layout?.root.size == Size(width: 375, height: 667))
        #expect(frames["tableView.visibleCells[0]"] == Rect(x: 0, y: 20, width: 375, height: 50))
        #expect(frames["tableView.visibleCells[2]"] == Rect(x: 0, y: 120, width: 375, height: 50))
        #expect(frames["tableView.visibleCells[3]"] == nil)
    }

    @Test func an_unregistered_identifier_is_uikits_exception() {
        let result = evaluate(Self.code.replacingOccurrences(of: "tableView.register(TagCell.self, forCellReuseIdentifier: \"tag\")", with: ""))
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("unable to dequeue a cell with identifier 'tag'") })
    }

    @Test func a_grouped_controller_warns_that_its_sections_are_drawn_plain() {
        let result = evaluate(Self.code + "\nTagsViewController(style: .grouped)")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.hasPrefix("a '.grouped' table's section spacing") })
    }

    @Test func its_table_is_one_the_code_can_replace_only_with_a_table() {
        let result = evaluate(Self.code.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        tableView = UIView()"))
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("'UITableView'") }, "\(result.diagnostics)")
    }

    /// The delegate's row heights and its `willDisplay` change the figure: both were ignored (the
    /// table's delegate was inert), so every row took rowHeight, with a green build.
    @Test func the_delegates_row_heights_and_willDisplay_are_what_the_rows_show() {
        let code = Self.code.replacingOccurrences(of: "override func tableView(_ tableView: UITableView, numberOfRowsInSection", with: """
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    CGFloat(40 + 10 * indexPath.row)
                }

                override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                    cell.backgroundColor = .red
                }

                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

                override func scrollViewDidScroll(_ scrollView: UIScrollView) {}

                override func tableView(_ tableView: UITableView, numberOfRowsInSection
            """)
        #expect(code != Self.code)
        let result = evaluate(code)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = UIKitRuntimeTests.frames(result)
        #expect(frames["tableView.visibleCells[0]"] == Rect(x: 0, y: 20, width: 375, height: 40))
        #expect(frames["tableView.visibleCells[1]"] == Rect(x: 0, y: 60, width: 375, height: 50))
        #expect(frames["tableView.visibleCells[2]"] == Rect(x: 0, y: 110, width: 375, height: 60))
        let content = result.layout.flatMap { LayerLookTests.find("tableView.visibleCells[0]", in: $0.flattened) }
        #expect(content?.details?.appearance.backgroundColor == RGBAColor(red: 1, green: 0, blue: 0, alpha: 1), "willDisplay's colour; \(frames.keys.sorted().filter { $0.contains("[0]") })")
    }

    /// A plain controller that is its table's delegate is asked for the heights too.
    @Test func a_tables_delegate_answers_its_row_heights() {
        let result = evaluate("""
            final class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                let table = UITableView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.dataSource = self
                    table.delegate = self
                    table.frame = view.bounds
                    view.addSubview(table)
                }

                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    UITableViewCell(style: .default, reuseIdentifier: "row")
                }

                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 70 }
            }
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = UIKitRuntimeTests.frames(result)
        #expect(frames["table.visibleCells[1]"]?.size.height == 70, "\(frames.keys.sorted())")
    }

    /// A standard cell's text label in a row of a given height (the table's rowHeight, or the
    /// delegate's) is centred in it: it was laid out only when the row was fitted, so a fixed height
    /// drew the label at zero width, as "…".
    @Test func a_fixed_height_row_centres_its_text_label() {
        let code = Self.code.replacingOccurrences(of: "tableView.dequeueReusableCell(withIdentifier: \"tag\", for: indexPath)", with: """
            let cell = tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath)
                    cell.textLabel?.text = "Row \\(indexPath.row)"
                    return cell
            """)
        #expect(code != Self.code)
        let result = evaluate(code)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let labels = (result.layout?.absoluteFrames ?? []).filter { $0.name == "textLabel" }.map(\.frame)
        // (50 - 0.5 - 20.5) / 2 = 14.5 below the first row's top at 20; 16 pt from each side.
        #expect(labels.first == Rect(x: 16, y: 34.5, width: 343, height: 20.5))
    }
}
