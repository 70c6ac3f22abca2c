// A navigation controller the snippet builds, with large titles: the bar is 96 pt (44 + 52), so the
// safe area starts at 20 + 96 = 116. A table filling the view lies under the status bar and the
// translucent bar; its content inset is adjusted by what covers it, so its first row starts at 116.
// expect-root 375 667
// expect-frame navigationBar 0 20 375 96
// expect-frame table 0 0 375 667
// expect-frame table.visibleCells[0] 0 116 375 44
// expect-frame table.visibleCells[1] 0 160 375 44
// expected-warning@1:1: 'ListViewController' is drawn in the UINavigationController the snippet builds, with its navigation bar; the bar is translucent (UIKit's default), so the view runs under it; if your app's bars are opaque, say 'navigationBar: opaque' in course.yml
// expected-warning@1:1: a bar's title and items are drawn at the root view's side margins, 8 pt apart; where UIKit puts them inside the bar is not verified
class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

class ListViewController: UIViewController {
    let rows = Rows()

    override func viewDidLoad() {
        super.viewDidLoad()
        let table = UITableView()
        table.dataSource = rows
        table.rowHeight = 44
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(table)
    }
}
let list = ListViewController()
list.title = "Inbox"
let navigation = UINavigationController(rootViewController: list)
navigation.navigationBar.prefersLargeTitles = true
navigation
