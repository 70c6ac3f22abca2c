import Diagnostics
import Foundation
import LayoutEngine
import SnippetInterpreter
import Testing

/// Nibs: a view controller's view, a custom view loading its own nib in `init?(coder:)`, a table cell
/// registered from a nib, outlets to views and constraints, uninstalled constraints; and bad files.
/// The `.xib` fixtures are written for these tests in Interface Builder's format.
@Suite struct InterfaceBuilderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Interface")

    static func file(_ name: String) -> SnippetEvaluator.Code {
        let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
        return .init(text: text, location: SourceLocation(file: "Content/Sources/\(name)", line: 1))
    }

    static func run(_ snippet: String, nibs: [SnippetEvaluator.Code]) -> SnippetEvaluator.Result {
        SnippetEvaluator(sources: [], interfaceFiles: nibs, images: [:]).run(
            .init(snippet: .init(text: snippet, location: SourceLocation(file: "snippet.swift", line: 1)), device: Size(width: 375, height: 667)))
    }

    static func frames(_ result: SnippetEvaluator.Result) -> [String: Rect] {
        Dictionary((result.layout?.absoluteFrames ?? []).compactMap { frame in frame.name.map { ($0, frame.frame) } }, uniquingKeysWith: { a, _ in a })
    }

    /// A view that loads its content from its own nib, with itself as File's Owner.
    static let badgeView = """
    import UIKit

    final class BadgeView: UIView {
        @IBOutlet weak var dot: UIView!

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            guard let content = Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil)?.first as? UIView else { return }
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(content)
        }
    }
    """

    static let greeting = badgeView + """

    final class GreetingViewController: UIViewController {
        @IBOutlet weak var card: UIView!
        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet weak var badge: BadgeView!
        @IBOutlet var cardHeight: NSLayoutConstraint!

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.text = "Hello"
            cardHeight.constant = 150
        }
    }
    """

    @Test func a_view_controller_loads_the_nib_its_file_owner_names_and_connects_outlets() throws {
        let result = Self.run(Self.greeting, nibs: [Self.file("GreetingViewController.xib"), Self.file("BadgeView.xib")])
        #expect(!result.diagnostics.contains { $0.severity != .note }, "\(result.diagnostics)")
        let frames = Self.frames(result)
        // Safe area (0, 20, 375, 647): 20 from its sides, 40 below its top; the height the code set, not
        // the uninstalled 300.
        #expect(frames["card"] == Rect(x: 20, y: 60, width: 335, height: 150))
        // On the card's margins (8 pt).
        #expect(frames["titleLabel"].map { [$0.origin.x, $0.origin.y, $0.size.height] } == [28, 68, 20.5])
        #expect(frames["badge"] == Rect(x: 287, y: 68, width: 60, height: 24))
        // The badge's own nib fills it (flexible width and height) and centres a 16-pt dot, 4 pt in.
        #expect(frames["dot"] == Rect(x: 291, y: 72, width: 16, height: 16))
    }

    @Test func a_cell_registered_from_a_nib_is_made_from_it_and_self_sizes() {
        let snippet = """
        import UIKit

        final class NoteCell: UITableViewCell {
            @IBOutlet weak var marker: UIView!

            override func awakeFromNib() {
                super.awakeFromNib()
                marker.backgroundColor = .systemOrange
            }
        }

        final class NotesViewController: UIViewController, UITableViewDataSource {
            let tableView = UITableView()

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UINib(nibName: "NoteCell", bundle: nil), forCellReuseIdentifier: "note")
                tableView.dataSource = self
                tableView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(tableView)
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: view.topAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            }
        }
        """
        let result = Self.run(snippet, nibs: [Self.file("NoteCell.xib")])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = Self.frames(result)
        // 10 + 44 + 10 of content and the separator pixel.
        // The table lies under the 20-pt status bar: its rows start below it (U15).
        #expect(frames["tableView.visibleCells[2]"] == Rect(x: 0, y: 149, width: 375, height: 64.5))
        let markers = (result.layout?.absoluteFrames ?? []).filter { $0.name == "marker" }
        #expect(markers.map(\.frame.origin.y) == [30, 94.5, 159])
        #expect(markers.first?.frame.origin.x == 20)
    }

    /// A collection view cell from a nib: its content view is the view keyed `contentView`, where
    /// its subviews are (they were left out: the nib's cell drew empty).
    @Test func a_collection_cell_registered_from_a_nib_keeps_its_content_view() {
        let snippet = """
        import UIKit

        final class TileCell: UICollectionViewCell {
            @IBOutlet weak var dot: UIView!

            override func awakeFromNib() {
                super.awakeFromNib()
                dot.backgroundColor = .systemGreen
            }
        }

        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
        }

        let source = Source()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 80)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 100), collectionViewLayout: layout)
        grid.register(UINib(nibName: "TileCell", bundle: nil), forCellWithReuseIdentifier: "tile")
        grid.dataSource = source
        let screen = UIView()
        screen.addSubview(grid)
        screen.heightAnchor.constraint(equalToConstant: 100).isActive = true
        screen
        """
        let result = Self.run(snippet, nibs: [Self.file("TileCell.xib")])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        // Two 120-pt tiles fit a line (250 ≤ 375; a third would need 380): it is justified, the
        // second tile at 375 − 120 = 255. Each dot is 8 pt from its tile's top and trailing edge.
        let dots = (result.layout?.absoluteFrames ?? []).filter { $0.name == "dot" }.map(\.frame)
        #expect(dots == [Rect(x: 88, y: 8, width: 24, height: 24), Rect(x: 343, y: 8, width: 24, height: 24)])
    }

    @Test func a_view_class_designed_in_a_nib_is_drawn_from_it() {
        // Nothing else to draw: the cell is made as the app makes it, from its nib, so its outlets are
        // connected and awakeFromNib runs (made in code, `marker` would be nil and the figure empty).
        let snippet = """
        import UIKit

        final class NoteCell: UITableViewCell {
            @IBOutlet weak var marker: UIView!

            override func awakeFromNib() {
                super.awakeFromNib()
                marker.backgroundColor = .systemOrange
            }
        }
        """
        let result = Self.run(snippet, nibs: [Self.file("NoteCell.xib")])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        #expect(result.diagnostics.map(\.message).contains(
            "drew NoteCell from NoteCell.xib; add root='Bundle.main.loadNibNamed(\"NoteCell\", owner: nil)?.first' to the fence to choose what is drawn"))
        #expect(Self.frames(result)["marker"] == Rect(x: 20, y: 10, width: 44, height: 44))
    }

    /// A view that declares only `init?(coder:)` exists only as a nib makes it: drawn alone, it is
    /// made so, and its own code loads its content (it was made with `BadgeView()`, which Swift
    /// rejects, and drawn empty).
    @Test func a_view_with_only_a_coder_initializer_is_made_as_a_nib_makes_it() throws {
        let result = Self.run(Self.badgeView, nibs: [Self.file("BadgeView.xib")])
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("drew 'BadgeView' as a nib makes it") })
        #expect(Self.frames(result)["dot"] != nil)
    }

    @Test func a_malformed_nib_is_an_error_at_its_line() {
        let broken = SnippetEvaluator.Code(text: "<?xml version=\"1.0\"?>\n<document>\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>\n",
                                           location: SourceLocation(file: "Content/Sources/Broken.xib", line: 1))
        let result = Self.run("import UIKit\nlet box = UIView()\nbox\n", nibs: [broken])
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.location?.file == "Content/Sources/Broken.xib")
        #expect(error?.location?.line == 5, "\(result.diagnostics)")
        #expect(error?.message.contains("inside <view> opened at line 4") == true)
    }

    @Test func an_outlet_the_class_does_not_declare_is_an_error_at_the_nib_line() {
        let snippet = Self.greeting.replacingOccurrences(of: "@IBOutlet weak var titleLabel: UILabel!", with: "")
            .replacingOccurrences(of: "titleLabel.text = \"Hello\"", with: "")
        let result = Self.run(snippet, nibs: [Self.file("GreetingViewController.xib"), Self.file("BadgeView.xib")])
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("has no outlet 'titleLabel'") == true, "\(result.diagnostics)")
        #expect(error?.location?.file == "Content/Sources/GreetingViewController.xib")
    }

    @Test func a_missing_nib_names_the_nibs_there_are() {
        let snippet = """
        import UIKit
        let nib = UINib(nibName: "NoteCel", bundle: nil)
        """
        let result = Self.run(snippet, nibs: [Self.file("NoteCell.xib")])
        #expect(result.diagnostics.contains { $0.message.contains("could not load the nib named 'NoteCel': the course's nibs are 'NoteCell'") }, "\(result.diagnostics)")
    }

    @Test func a_controller_made_with_a_nib_name_loads_that_nib() throws {
        // The class is not the nib's File's Owner's: only the name finds it, as `init(nibName:bundle:)` does.
        let named = Self.greeting.replacingOccurrences(of: "final class GreetingViewController: UIViewController {", with: """
            final class GreetingViewController: UIViewController {
                init() { super.init(nibName: "GreetingViewController", bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            """).replacingOccurrences(of: "GreetingViewController", with: "WelcomeViewController")
            .replacingOccurrences(of: "super.init(nibName: \"WelcomeViewController\"", with: "super.init(nibName: \"GreetingViewController\"")
        let result = Self.run(named, nibs: [Self.file("GreetingViewController.xib"), Self.file("BadgeView.xib")])
        #expect(Self.frames(result)["card"] == Rect(x: 20, y: 60, width: 335, height: 150), "\(result.diagnostics)")
        let missing = Self.run(named.replacingOccurrences(of: "nibName: \"GreetingViewController\"", with: "nibName: \"Greting\""),
                               nibs: [Self.file("GreetingViewController.xib"), Self.file("BadgeView.xib")])
        #expect(missing.diagnostics.contains { $0.message.contains("could not load the nib named 'Greting'") }, "\(missing.diagnostics)")
    }
}
