import Diagnostics
import LayoutEngine
import Testing
@testable import SnippetInterpreter

/// UICollectionView with UICollectionViewFlowLayout: the data source's cells for the items that
/// show, placed as the flow layout places them (full lines justified, the last line of equal items
/// under the columns above, lines `minimumLineSpacing` apart), below the status bar the collection
/// lies under. Every expected frame is worked out from those rules on a 375 × 667 screen whose
/// status bar covers the top 20 points. The collection view was an error ("extra argument
/// 'collectionViewLayout'").
@Suite struct UIKitCollectionViewTests {
    static let code = """
    import UIKit

    final class ColorCell: UICollectionViewCell {
        let swatch = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            swatch.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(swatch)
            NSLayoutConstraint.activate([
                swatch.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                swatch.heightAnchor.constraint(equalToConstant: 24),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class GridViewController: UIViewController, UICollectionViewDataSource {
        let layout = UICollectionViewFlowLayout()
        lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

        override func viewDidLoad() {
            super.viewDidLoad()
            layout.itemSize = CGSize(width: 100, height: 100)
            collectionView.register(ColorCell.self, forCellWithReuseIdentifier: "color")
            collectionView.dataSource = self
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.topAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "color", for: indexPath)
        }
    }
    """

    private static func run(_ code: String) -> (frames: [String: Rect], result: SnippetEvaluator.Result) {
        let result = evaluate(code)
        return (UIKitRuntimeTests.frames(result), result)
    }

    private static func errors(_ result: SnippetEvaluator.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    @Test func a_fixed_item_size_fills_lines_and_the_last_line_keeps_the_columns() {
        let (frames, result) = Self.run(Self.code)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        // Three 100-pt items fit 375 (a fourth would need 430): gaps (375 − 300) / 2 = 37.5.
        #expect(frames["collectionView.visibleCells[0]"] == Rect(x: 0, y: 20, width: 100, height: 100))
        #expect(frames["collectionView.visibleCells[1]"] == Rect(x: 137.5, y: 20, width: 100, height: 100))
        #expect(frames["collectionView.visibleCells[2]"] == Rect(x: 275, y: 20, width: 100, height: 100))
        // The second line is 10 below the first; its two items sit under the first two columns.
        #expect(frames["collectionView.visibleCells[3]"] == Rect(x: 0, y: 130, width: 100, height: 100))
        #expect(frames["collectionView.visibleCells[4]"] == Rect(x: 137.5, y: 130, width: 100, height: 100))
        // The cell's content view fills it, and its subviews follow their constraints.
        let swatches = (result.layout?.absoluteFrames ?? []).filter { $0.name == "swatch" }.map(\.frame)
        #expect(swatches.first == Rect(x: 8, y: 28, width: 84, height: 24))
    }

    /// UIKit's own default item size is 50 × 50 (Texture ignores it; UIKit does not).
    @Test func without_an_item_size_items_are_fifty_points_square() {
        let (frames, result) = Self.run(Self.code.replacingOccurrences(of: "layout.itemSize = CGSize(width: 100, height: 100)", with: ""))
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        // Six fit (6 · 50 + 5 · 10 = 350 ≤ 375): gaps (375 − 300) / 5 = 15.
        #expect(frames["collectionView.visibleCells[1]"] == Rect(x: 65, y: 20, width: 50, height: 50))
    }

    /// The delegate's sizes, insets and spacings, asked with the collection's real bounds.
    @Test func the_flow_delegate_sizes_and_spaces_the_items() {
        let delegated = Self.code
            .replacingOccurrences(of: "UICollectionViewDataSource {", with: "UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {")
            .replacingOccurrences(of: "collectionView.dataSource = self", with: "collectionView.dataSource = self; collectionView.delegate = self")
            .replacingOccurrences(of: "section: Int) -> Int { 5 }", with: """
                section: Int) -> Int { 3 }
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                        let width = (collectionView.bounds.width - 2 * 16 - 11) / 2
                        return CGSize(width: width, height: 60)
                    }
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                        UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
                    }
                    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat { 11 }
                """)
        let (frames, result) = Self.run(delegated)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        // (375 − 32 − 11) / 2 = 166 wide, two per line 11 apart (the gap the width left), 12 below the status bar.
        #expect(frames["collectionView.visibleCells[0]"] == Rect(x: 16, y: 32, width: 166, height: 60))
        #expect(frames["collectionView.visibleCells[1]"] == Rect(x: 193, y: 32, width: 166, height: 60))
        #expect(frames["collectionView.visibleCells[2]"] == Rect(x: 16, y: 103, width: 166, height: 60))
    }

    /// A section's header comes before its top inset, as tall as the layout's headerReferenceSize
    /// and as wide as the collection; the next section starts a new line below the previous footer.
    @Test func sections_follow_one_another_with_their_headers() {
        let sectioned = Self.code
            .replacingOccurrences(of: "layout.itemSize = CGSize(width: 100, height: 100)", with: """
                layout.itemSize = CGSize(width: 100, height: 100)
                        layout.headerReferenceSize = CGSize(width: 0, height: 30)
                        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
                """)
            .replacingOccurrences(of: "section: Int) -> Int { 5 }", with: """
                section: Int) -> Int { 2 }
                    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
                    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
                    }
                """)
        let (frames, result) = Self.run(sectioned)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        #expect(frames["header0"] == Rect(x: 0, y: 20, width: 375, height: 30))
        #expect(frames["collectionView.visibleCells[1]"] == Rect(x: 137.5, y: 50, width: 100, height: 100))
        #expect(frames["header1"] == Rect(x: 0, y: 150, width: 375, height: 30))
        #expect(frames["collectionView.visibleCells[2]"] == Rect(x: 0, y: 180, width: 100, height: 100))
    }

    /// Self-sizing: with an estimated size, each shown cell is fitted to its constraints.
    @Test func an_estimated_size_fits_each_cell_to_its_constraints() throws {
        let sizing = Self.code
            .replacingOccurrences(of: "layout.itemSize = CGSize(width: 100, height: 100)", with: "layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize")
            .replacingOccurrences(of: "swatch.heightAnchor.constraint(equalToConstant: 24),", with: """
                swatch.heightAnchor.constraint(equalToConstant: 24),
                            swatch.widthAnchor.constraint(equalToConstant: 64),
                            swatch.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                """)
        let (frames, result) = Self.run(sizing)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        // 8 + 64 + 8 = 80 wide, 8 + 24 + 8 = 40 tall; four fit a line (350), the extra 25 shared by 3 gaps.
        #expect(frames["collectionView.visibleCells[0]"] == Rect(x: 0, y: 20, width: 80, height: 40))
        // 80 + 10 + 25 / 3 = 98.33…, drawn on the 2× pixel grid.
        let second = try #require(frames["collectionView.visibleCells[1]"])
        #expect(abs(second.origin.x - (80 + 10 + 25.0 / 3)) <= 0.25 && second.origin.y == 20 && second.size == Size(width: 80, height: 40))
        #expect(result.diagnostics.contains { $0.message.hasPrefix("self-sizing cells are fitted") })
    }

    /// UIKit asks for the cells it shows only: a collection 120 pt tall shows one line.
    @Test func only_the_items_that_show_get_cells() {
        let short = Self.code.replacingOccurrences(of: "collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),",
                                                   with: "collectionView.heightAnchor.constraint(equalToConstant: 120),")
            .replacingOccurrences(of: "section: Int) -> Int { 5 }", with: "section: Int) -> Int { Int.max }")
        let (frames, result) = Self.run(short)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        #expect(frames["collectionView.visibleCells[2]"] != nil && frames["collectionView.visibleCells[3]"] == nil)
    }

    @Test func a_horizontal_flow_fills_columns() {
        let horizontal = Self.code.replacingOccurrences(of: "collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),",
                                                        with: "collectionView.heightAnchor.constraint(equalToConstant: 250),")
            .replacingOccurrences(of: "layout.itemSize = CGSize(width: 100, height: 100)",
                                  with: "layout.itemSize = CGSize(width: 100, height: 100); layout.scrollDirection = .horizontal")
        let (frames, result) = Self.run(horizontal)
        #expect(Self.errors(result).isEmpty, "\(result.diagnostics)")
        // Below the status bar, 230 pt of column: two items (210), the extra 20 between them.
        #expect(frames["collectionView.visibleCells[1]"] == Rect(x: 0, y: 150, width: 100, height: 100))
        #expect(frames["collectionView.visibleCells[2]"] == Rect(x: 110, y: 20, width: 100, height: 100))
    }

    @Test func dequeueing_an_unregistered_identifier_is_the_error_UIKit_stops_with() {
        let result = evaluate(Self.code.replacingOccurrences(of: "withReuseIdentifier: \"color\", for:", with: "withReuseIdentifier: \"colour\", for:"))
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.message.hasPrefix("could not dequeue a view of kind: UICollectionElementKindCell with identifier 'colour'") == true, "\(result.diagnostics)")
        #expect(error?.message.hasSuffix("did you mean 'color'?") == true)
    }

    @Test func a_header_size_without_a_supplementary_view_is_an_error() {
        let result = evaluate(Self.code.replacingOccurrences(of: "layout.itemSize = CGSize(width: 100, height: 100)",
                                                             with: "layout.itemSize = CGSize(width: 100, height: 100); layout.headerReferenceSize = CGSize(width: 0, height: 30)"))
        #expect(Self.errors(result).first?.contains("has no collectionView(_:viewForSupplementaryElementOfKind:at:)") == true, "\(result.diagnostics)")
    }

    @Test func a_collection_view_needs_a_layout_as_the_compiler_says() {
        let result = evaluate(Self.code.replacingOccurrences(of: "UICollectionView(frame: .zero, collectionViewLayout: layout)", with: "UICollectionView(frame: .zero)"))
        #expect(Self.errors(result).first?.contains("collectionViewLayout") == true, "\(result.diagnostics)")
    }
}

/// A cell drawn on its own (an instructor showing the cell before the list): its content view fills
/// it, as UIKit makes it. It kept a zero frame, so constraints to it conflicted ("contentView.height
/// == 0") and the cell drew squashed, with a warning blaming the snippet's own constraint.
@Suite struct StandaloneCellTests {
    private static func cell(_ superclass: String, _ initializer: String, _ superInit: String, _ made: String) -> String {
        """
        import UIKit

        final class TitleCell: \(superclass) {
            let title = UIView()

            override \(initializer) {
                super.\(superInit)
                title.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(title)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                    title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    title.widthAnchor.constraint(equalToConstant: 80),
                    title.heightAnchor.constraint(equalToConstant: 20),
                ])
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        \(made)
        """
    }

    @Test(arguments: [
        cell("UICollectionViewCell", "init(frame: CGRect)", "init(frame: frame)", "TitleCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))"),
        cell("UITableViewCell", "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)", "init(style: style, reuseIdentifier: reuseIdentifier)",
             "TitleCell(style: .default, reuseIdentifier: nil)"),
    ])
    func a_cell_on_its_own_is_fitted_with_its_content_view_filling_it(code: String) {
        let result = evaluate(code)
        #expect(result.diagnostics.allSatisfy { $0.severity == .note }, "\(result.diagnostics)")
        let frames = UIKitRuntimeTests.frames(result)
        // Fitted at the screen's width and the smallest height: 12 + 20 + 12.
        #expect(frames["contentView"] == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(frames["title"] == Rect(x: 12, y: 12, width: 80, height: 20))
    }
}

/// UICollectionViewController: its view is a collection view made with the layout its initializer
/// gives, the controller its data source and delegate. A subclass's `collectionView` is the
/// property, beside its `collectionView(_:…)` methods (it was read as a method: "cannot assign to
/// property 'backgroundColor' of 'closure'").
@Suite struct UIKitCollectionViewControllerTests {
    static let code = """
    import UIKit

    final class TileCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemIndigo
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class TilesViewController: UICollectionViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .systemBackground
            collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
    }
    """

    @Test func the_controllers_collection_view_is_its_view_and_it_is_the_data_source() {
        let result = evaluate(Self.code)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        let frames = UIKitRuntimeTests.frames(result)
        #expect(result.layout?.root.name == "collectionView" && result.layout?.root.size == Size(width: 375, height: 667))
        // 359 pt inside the insets hold three tiles (316), gaps (359 − 300) / 2 = 29.5; 8 below the
        // status bar; the second line UIKit's default 10 lower.
        #expect(frames["collectionView.visibleCells[1]"] == Rect(x: 137.5, y: 28, width: 100, height: 100))
        #expect(frames["collectionView.visibleCells[3]"] == Rect(x: 8, y: 138, width: 100, height: 100))
    }

    @Test func a_misspelt_data_source_method_does_not_override() {
        let result = evaluate(Self.code.replacingOccurrences(of: "numberOfItemsInSection section: Int) -> Int { 4 }", with: "numberOfItemInSection section: Int) -> Int { 4 }"))
        #expect(result.diagnostics.first { $0.severity == .error }?.message.contains("does not override") == true, "\(result.diagnostics)")
    }
}

/// A list inside a list's cell (a carousel of chips in a table row, a common UIKit feed): the inner
/// collection asks its data source once the row has placed it. It drew empty, with a green build:
/// only lists present before the first pass were filled.
@Suite struct NestedListTests {
    @Test func a_collection_inside_a_table_row_draws_its_cells() {
        let result = evaluate("""
            import UIKit

            final class ChipCell: UICollectionViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.backgroundColor = .systemBlue
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class Chips: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "chip", for: indexPath)
                }
            }

            final class CarouselRow: UITableViewCell {
                let chips = Chips()
                let carousel: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 80, height: 40)
                    layout.scrollDirection = .horizontal
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    carousel.register(ChipCell.self, forCellWithReuseIdentifier: "chip")
                    carousel.dataSource = chips
                    carousel.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(carousel)
                    NSLayoutConstraint.activate([
                        carousel.topAnchor.constraint(equalTo: contentView.topAnchor),
                        carousel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        carousel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        carousel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        carousel.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class FeedViewController: UIViewController, UITableViewDataSource {
                let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(CarouselRow.self, forCellReuseIdentifier: "row")
                    tableView.dataSource = self
                    tableView.frame = view.bounds
                    view.addSubview(tableView)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                }
            }
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
        // The row starts below the status bar; its 40-pt column holds one chip, columns 10 apart.
        let frames = UIKitRuntimeTests.frames(result)
        #expect(frames["carousel.visibleCells[0]"] == Rect(x: 0, y: 20, width: 80, height: 40))
        #expect(frames["carousel.visibleCells[1]"] == Rect(x: 90, y: 20, width: 80, height: 40))
    }
}
