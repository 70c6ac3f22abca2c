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
}
