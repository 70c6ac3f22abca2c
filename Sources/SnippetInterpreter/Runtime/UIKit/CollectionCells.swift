import LayoutEngine
import SwiftSyntax
import UIKitLayout

/// Puts a UICollectionView's cells in, once its frame is known, as its flow layout places them:
/// each section's header, its items in lines (`FlowSection`), its footer, one after another along
/// the scroll direction. Items are sized by the delegate's `sizeForItemAt`, else by the layout's
/// `itemSize` (50 × 50 unless set), or fitted to their constraints when `estimatedItemSize` is
/// set. UIKit asks the data source for the cells it shows only: so does the figure, up to 200.
struct CollectionCells {
    let interpreter: Interpreter
    let textMeasurer: any TextMeasuring
    static let maximumCells = 200
    /// Items the layout sizes in one section; those beyond are far outside any figure.
    static let maximumSizedItems = 1_000

    /// `topInset`: what covers the collection's top (the status bar, a navigation bar), which its
    /// adjusted content inset keeps its first items below.
    func insertCells(of view: ViewObject, frame: UIKitLayout.Frame, topInset: Double) throws(InterpreterError) {
        guard let properties = view.collection, let source = properties.dataSource,
              let countMethod = interpreter.method("collectionView(_:numberOfItemsInSection:)", of: source),
              let cellMethod = interpreter.method("collectionView(_:cellForItemAt:)", of: source),
              let flow = try flowLayout(properties.layout) else { return }
        if flow.estimatedItemSize != nil {
            note("self-sizing cells are fitted to their constraints towards their estimated size at the fitting priority (50), "
                 + "as UICollectionViewCell's preferredLayoutAttributesFitting(_:) does; with automaticSize, towards the smallest size (Layoutbook's reading, not verified)")
        }
        var content = Content(collection: view, vertical: flow.scrollDirection == .vertical, frame: frame, topInset: topInset)
        let asker = CollectionQuestions(interpreter: interpreter, collection: view, source: source, delegate: properties.delegate, flow: flow)
        for section in 0..<(try asker.sectionCount()) where content.position < content.visibleEnd && content.made < Self.maximumCells {
            let count = try asker.itemCount(section, countMethod)
            if let header = try asker.supplement(LayoutAttributesObject.headerKind, section: section, crossLength: content.crossLength) {
                content.put(header.view, at: Point(x: 0, y: 0), size: header.size, length: header.length)
            }
            try insertItems(of: section, count: count, into: &content, asker, cellMethod)
            if let footer = try asker.supplement(LayoutAttributesObject.footerKind, section: section, crossLength: content.crossLength) {
                content.put(footer.view, at: Point(x: 0, y: 0), size: footer.size, length: footer.length)
            }
        }
    }

    /// A section's items that show: each asked of the data source in order until one would start
    /// past the visible end; with an estimated size each is fitted, and the lines placed again.
    private func insertItems(of section: Int, count: Int, into content: inout Content, _ asker: CollectionQuestions,
                             _ cellMethod: FunctionDeclSyntax) throws(InterpreterError) {
        let spacing = try asker.spacing(section)
        var sizes = try asker.fixedSizes(section, count: min(count, Self.maximumSizedItems))
        func place() -> FlowSection {
            FlowSection(sizes: sizes, crossLength: content.crossLength, vertical: content.vertical, inset: spacing.inset,
                        lineSpacing: spacing.line, interitemSpacing: spacing.interitem)
        }
        var placement = place()
        var cells: [ViewObject] = []
        for item in 0..<sizes.count where content.made < Self.maximumCells {
            guard content.shows(placement.origins[item]) else { break }
            cells.append(try asker.cell(item, section: section, cellMethod, name: "\(content.collection.name ?? "collectionView").visibleCells[\(content.made)]"))
            content.made += 1
            if asker.flow.estimatedItemSize != nil {
                sizes[item] = try fittedSize(of: cells[item], target: sizes[item])
                placement = place()
            }
        }
        for (item, cell) in cells.enumerated() where content.shows(placement.origins[item]) {
            content.put(cell, at: placement.origins[item], size: sizes[item])
        }
        if placement.usedUnequalLastLine {
            note("a section's last line of items of different sizes is drawn from its leading edge at the minimum spacing, "
                 + "as UIKit is reported to place it; Layoutbook has not verified this")
        }
        content.position += placement.length
    }

    private func note(_ text: String) {
        if !interpreter.layoutNotes.contains(where: { $0.message == text }) { interpreter.layoutNotes.append(InterpreterError(text)) }
    }

    /// The flow layout the collection places its items with; nil for UIKit's base layout, which
    /// places none. A layout of the app's own that places items by code is not drawn yet: an error.
    private func flowLayout(_ layout: RuntimeObject) throws(InterpreterError) -> FlowLayoutObject? {
        if let flow = layout as? FlowLayoutObject {
            if flow.declaredClass != nil, let prepare = interpreter.method("prepare", of: flow) {
                throw InterpreterError("'prepare()' of a UICollectionViewFlowLayout subclass is not run: figures place a flow layout's items from the settings "
                    + "the code gives it before layout; set them where the layout is made", at: prepare.name)
            }
            return flow
        }
        if let method = interpreter.method("layoutAttributesForElements", of: layout) {
            throw InterpreterError("a UICollectionView with a layout of the app's own is not drawn yet: Layoutbook places a UIKit collection's items "
                + "with UICollectionViewFlowLayout only (ASCollectionNode draws layouts of the app's own)", at: method.name)
        }
        return nil
    }

    /// `preferredLayoutAttributesFitting(_:)` of a self-sizing cell: `systemLayoutSizeFitting` towards
    /// its estimated size at the fitting priority on both axes, its content view filling it.
    private func fittedSize(of cell: ViewObject, target: Size) throws(InterpreterError) -> Size {
        guard let content = cell.contentView else { return target }
        var builder = UIKitLayoutBuilder(interpreter: interpreter, textMeasurer: textMeasurer, strict: false)
        builder.constrainedViews = [ObjectIdentifier(content)]
        builder.systemConstraints = [(content, .left, cell, 0, .equal), (content, .top, cell, 0, .equal),
                                     (content, .width, cell, 0, .equal), (content, .height, cell, 0, .equal)]
        let solved = try builder.layout(root: cell, as: .fittingTarget(width: target.width, height: target.height, scale: 2))
        let frame = solved.frames[ViewID(index: 0)]
        return Size(width: frame?.width ?? target.width, height: frame?.height ?? target.height)
    }
}

/// Where the next section starts in a collection's content, and the views put in so far.
private struct Content {
    let collection: ViewObject
    let vertical: Bool
    /// Across the scroll direction, the lines' extent; along it, where the visible part ends.
    let crossLength: Double
    let visibleEnd: Double
    let topInset: Double
    /// Along the scroll direction, in the collection's coordinates.
    var position: Double
    var made = 0

    init(collection: ViewObject, vertical: Bool, frame: UIKitLayout.Frame, topInset: Double) {
        self.collection = collection
        self.vertical = vertical
        self.topInset = topInset
        crossLength = vertical ? frame.width : frame.height - topInset
        visibleEnd = vertical ? frame.height : frame.width
        position = vertical ? topInset : 0
    }

    /// Whether an item at this origin in the current section starts before the visible end.
    func shows(_ origin: Point) -> Bool { position + (vertical ? origin.y : origin.x) < visibleEnd }

    /// A cell or a header at its origin in the current section; a header or footer (`length`) moves
    /// the next one on.
    mutating func put(_ subview: ViewObject, at origin: Point, size: Size, length: Double = 0) {
        let shifted = vertical ? Point(x: origin.x, y: position + origin.y) : Point(x: position + origin.x, y: topInset + origin.y)
        subview.frame = Rect(x: shifted.x, y: shifted.y, width: size.width, height: size.height)
        subview.translatesAutoresizingMaskIntoConstraints = true
        subview.contentView?.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        collection.addSubview(subview)
        position += length
    }
}

/// What a collection view asks its data source and its flow layout's delegate, section by section.
private struct CollectionQuestions {
    let interpreter: Interpreter
    let collection: ViewObject
    let source: RuntimeObject
    let delegate: RuntimeObject?
    let flow: FlowLayoutObject

    private var collectionArgument: Argument { Argument(label: nil, value: .object(collection)) }
    private var layoutArgument: Argument { Argument(label: "layout", value: .object(flow)) }

    func sectionCount() throws(InterpreterError) -> Int { try CollectionViewMembers.sectionCount(of: collection, interpreter) }

    func itemCount(_ section: Int, _ method: FunctionDeclSyntax) throws(InterpreterError) -> Int {
        let answer = try interpreter.call(method, [collectionArgument, Argument(label: "numberOfItemsInSection", value: .int(section))], selfObject: source, at: method)
        guard let items = answer.number, items >= 0 else { throw InterpreterError("collectionView(_:numberOfItemsInSection:) must return an Int", at: method) }
        // Past what any figure shows, the count only bounds the items sized (Int.max is a valid answer).
        return Int(min(items, Double(CollectionCells.maximumSizedItems)))
    }

    func cell(_ item: Int, section: Int, _ method: FunctionDeclSyntax, name: String) throws(InterpreterError) -> ViewObject {
        let value = try interpreter.call(method, [collectionArgument, Argument(label: "cellForItemAt", value: LayoutBuilder.indexPath(item, section: section))],
                                         selfObject: source, at: method)
        guard case .object(let cell as ViewObject) = value, cell.kind == .collectionViewCell else {
            throw InterpreterError("collectionView(_:cellForItemAt:) must return a UICollectionViewCell, found '\(value.typeName)'", at: method)
        }
        // Every item's cell is bound to the same local variable: name it as code reaches it.
        cell.name = name
        return cell
    }

    /// Each item's size before any cell is made: the delegate's `sizeForItemAt`, else the layout's
    /// `itemSize`; with `estimatedItemSize` set, the estimate (the shown cells are then fitted).
    func fixedSizes(_ section: Int, count: Int) throws(InterpreterError) -> [Size] {
        if let estimate = flow.estimatedItemSize {
            return Array(repeating: estimate == FlowLayoutObject.automaticSize ? .zero : estimate, count: count)
        }
        let itemSize = flow.itemSize ?? CollectionMembers.defaultItemSize
        guard let method = delegateMethod("collectionView(_:layout:sizeForItemAt:)") else { return Array(repeating: itemSize, count: count) }
        return try (0..<count).map { item throws(InterpreterError) -> Size in
            let value = try ask(method, "sizeForItemAt", LayoutBuilder.indexPath(item, section: section))
            guard case .native(.size(let size)) = value else { throw InterpreterError("collectionView(_:layout:sizeForItemAt:) must return a CGSize, found '\(value.typeName)'", at: method) }
            return Size(width: max(0, size.width), height: max(0, size.height))
        }
    }

    /// The section's inset and minimum spacings: the delegate's answers, else the layout's.
    func spacing(_ section: Int) throws(InterpreterError) -> (inset: LayoutEngine.EdgeInsets, line: Double, interitem: Double) {
        var inset = flow.sectionInset, line = flow.minimumLineSpacing, interitem = flow.minimumInteritemSpacing
        if let method = delegateMethod("collectionView(_:layout:insetForSectionAt:)") {
            inset = try Convert.insets(try ask(method, "insetForSectionAt", .int(section)), at: method)
        }
        if let method = delegateMethod("collectionView(_:layout:minimumLineSpacingForSectionAt:)") {
            line = try Convert.number(try ask(method, "minimumLineSpacingForSectionAt", .int(section)), "minimumLineSpacing", at: method)
        }
        if let method = delegateMethod("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)") {
            interitem = try Convert.number(try ask(method, "minimumInteritemSpacingForSectionAt", .int(section)), "minimumInteritemSpacing", at: method)
        }
        return (inset, line, interitem)
    }

    /// A section's header or footer: its reference size (the delegate's, else the layout's) along
    /// the scroll direction, the collection's extent across it; none when that length is zero. The
    /// data source then gives the view, which must be a registered one.
    func supplement(_ kind: String, section: Int, crossLength: Double) throws(InterpreterError) -> (view: ViewObject, size: Size, length: Double)? {
        let isHeader = kind == LayoutAttributesObject.headerKind
        var reference = isHeader ? flow.headerReferenceSize : flow.footerReferenceSize
        let question = isHeader ? "referenceSizeForHeaderInSection" : "referenceSizeForFooterInSection"
        if let method = delegateMethod("collectionView(_:layout:\(question):)") {
            reference = try Convert.size(try ask(method, question, .int(section)), at: method)
        }
        let vertical = flow.scrollDirection == .vertical
        let length = vertical ? reference.height : reference.width
        guard length > 0 else { return nil }
        guard let method = interpreter.method("collectionView(_:viewForSupplementaryElementOfKind:at:)", of: source) else {
            throw InterpreterError("the flow layout gives section \(section) a \(isHeader ? "header" : "footer") (its \(isHeader ? "headerReferenceSize" : "footerReferenceSize") is not zero), "
                + "but the data source has no collectionView(_:viewForSupplementaryElementOfKind:at:): UIKit stops the app")
        }
        let value = try interpreter.call(method, [collectionArgument, Argument(label: "viewForSupplementaryElementOfKind", value: .string(kind)),
                                                  Argument(label: "at", value: LayoutBuilder.indexPath(0, section: section))], selfObject: source, at: method)
        guard case .object(let view as ViewObject) = value else {
            throw InterpreterError("collectionView(_:viewForSupplementaryElementOfKind:at:) must return a UICollectionReusableView, found '\(value.typeName)'", at: method)
        }
        view.name = view.name ?? (isHeader ? "header\(section)" : "footer\(section)")
        let size = vertical ? Size(width: crossLength, height: length) : Size(width: length, height: crossLength)
        return (view, size, length)
    }

    private func delegateMethod(_ name: String) -> FunctionDeclSyntax? {
        delegate.flatMap { interpreter.method(name, of: $0) }
    }

    private func ask(_ method: FunctionDeclSyntax, _ label: String, _ value: Value) throws(InterpreterError) -> Value {
        guard let delegate else { return .none }
        return try interpreter.call(method, [collectionArgument, layoutArgument, Argument(label: label, value: value)], selfObject: delegate, at: method)
    }
}
