import LayoutEngine

/// `UITableViewController`: a view controller whose view is a table view of the style its
/// initializer gives, with the controller as the table's data source and delegate (as UIKit sets
/// them when it loads the view); a subclass overrides the data source's methods.
final class TableViewControllerObject: ViewControllerObject {
    private(set) var tableView: ViewObject

    init(typeName: String) {
        tableView = Self.makeTableView()
        super.init(typeName: typeName, isUIKit: true)
        tableView.table?.dataSource = self
        tableView.table?.delegate = self
        assignedView = tableView
    }

    /// `tableView = …`: the controller's view is the new table, which keeps its own data source.
    func replaceTableView(with view: ViewObject) {
        tableView = view
        assignedView = view
    }

    private static func makeTableView() -> ViewObject {
        let view = ViewObject(typeName: "UITableView", kind: .tableView)
        view.name = "tableView"
        view.resizesWithSuperview()
        return view
    }
}
