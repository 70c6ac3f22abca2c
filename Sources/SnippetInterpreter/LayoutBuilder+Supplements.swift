import LayoutEngine
import SwiftSyntax

/// A flow layout's sections with their headers and footers: Texture asks the data source for the
/// supplementary node of each kind the collection registered, and measures it in the range the
/// delegate gives (`sizeRangeForHeaderInSection`), else in UIKit's delegate's reference size, else in
/// the layout's `headerReferenceSize`, each as the exact size (Texture's flow-layout inspector).
extension LayoutBuilder {
    /// One kind of supplementary node, as data: how the code names it and where its size comes from.
    struct SupplementaryKind: Sendable {
        let identifier: String
        let rangeMethod: String
        let rangeLabel: String
        let referenceMethod: String
        let layoutSize: @Sendable (FlowLayoutObject) -> Size
    }

    static let supplementaryKinds = [
        SupplementaryKind(identifier: "UICollectionElementKindSectionHeader", rangeMethod: "collectionNode(_:sizeRangeForHeaderInSection:)",
                          rangeLabel: "sizeRangeForHeaderInSection", referenceMethod: "collectionView(_:layout:referenceSizeForHeaderInSection:)",
                          layoutSize: { $0.headerReferenceSize }),
        SupplementaryKind(identifier: "UICollectionElementKindSectionFooter", rangeMethod: "collectionNode(_:sizeRangeForFooterInSection:)",
                          rangeLabel: "sizeRangeForFooterInSection", referenceMethod: "collectionView(_:layout:referenceSizeForFooterInSection:)",
                          layoutSize: { $0.footerReferenceSize }),
    ]

    /// The sections of a collection's items, with the header and footer each has, and the inset and
    /// spacings the delegate gives it (UIKit's flow-layout delegate, which Texture forwards).
    mutating func collectionSections(of collection: NodeObject, _ sourced: SourcedItems, at node: some SyntaxProtocol) throws(InterpreterError) -> [CollectionSection] {
        var registered: Set<String> = []
        if case .array(let kinds)? = collection.fields["__supplementaryKinds"] {
            registered = Set(kinds.compactMap { if case .string(let kind) = $0 { kind } else { nil } })
        }
        var sections: [CollectionSection] = []
        for (section, count) in sourced.sectionCounts.enumerated() {
            var supplements: [SectionSupplement?] = []
            for kind in Self.supplementaryKinds {
                supplements.append(registered.contains(kind.identifier) ? try supplement(kind, in: section, of: collection, at: node) : nil)
            }
            let inset = try askFlowDelegate("collectionView(_:layout:insetForSectionAt:)", section, of: collection)
            let lineSpacing = try askFlowDelegate("collectionView(_:layout:minimumLineSpacingForSectionAt:)", section, of: collection)
            let interitemSpacing = try askFlowDelegate("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)", section, of: collection)
            sections.append(CollectionSection(itemCount: count, header: supplements[0], footer: supplements[1],
                                              inset: try inset.map { value throws(InterpreterError) in try Convert.insets(value, at: node) },
                                              minimumLineSpacing: try lineSpacing.map { value throws(InterpreterError) in try Convert.number(value, "minimumLineSpacing", at: node) },
                                              minimumInteritemSpacing: try interitemSpacing.map { value throws(InterpreterError) in
                                                  try Convert.number(value, "minimumInteritemSpacing", at: node) }))
        }
        return sections
    }

    /// What the delegate's UIKit flow-layout method answers for a section; nil when it has none.
    private func askFlowDelegate(_ method: String, _ section: Int, of collection: NodeObject) throws(InterpreterError) -> Value? {
        guard case .object(let delegate)? = collection.fields["__delegate"], let declaration = interpreter.method(method, of: delegate) else { return nil }
        let arguments = [Argument(label: nil, value: .object(InertObject(typeName: "ASCollectionView"))),
                         Argument(label: "layout", value: collection.fields["__layout"] ?? .object(FlowLayoutObject())),
                         Argument(label: nil, value: .int(section))]
        return try interpreter.call(declaration, arguments, selfObject: delegate, at: declaration)
    }

    /// A section's node of `kind` and its range; nil when the range is zero along the scroll
    /// direction (ASSizeRangeZero: the section has none) or the data source gives no node.
    private mutating func supplement(_ kind: SupplementaryKind, in section: Int, of collection: NodeObject,
                                     at node: some SyntaxProtocol) throws(InterpreterError) -> SectionSupplement? {
        // A layout of the app's own gives the node its frame; a flow layout a size range (zero: none).
        let placed = CodeCollectionLayout.placingLayout(of: collection, interpreter) != nil
        let range = placed ? SizeRange.unconstrained : try supplementRange(kind, in: section, of: collection, at: node)
        let vertical = (CollectionMembers.flowLayout(of: collection)?.scrollDirection ?? .vertical) == .vertical
        guard placed || (vertical ? range.max.height : range.max.width) > 0, case .object(let dataSource)? = collection.fields["__dataSource"] else { return nil }
        let arguments = [Argument(label: nil, value: .object(collection)), Argument(label: "nodeForSupplementaryElementOfKind", value: .string(kind.identifier)),
                         Argument(label: "at", value: Self.indexPath(0, section: section))]
        guard let cell = try self.cell(from: dataSource, blockMethod: "collectionNode(_:nodeBlockForSupplementaryElementOfKind:at:)",
                                       nodeMethod: "collectionNode(_:nodeForSupplementaryElementOfKind:at:)", arguments) else { return nil }
        guard case .object(let cellObject as NodeObject) = cell else {
            throw InterpreterError("a supplementary node must be an ASCellNode, found '\(cell.typeName)'", at: node)
        }
        guard let display = try self.node(cellObject, at: node) as? DisplayNode else { return nil }
        return SectionSupplement(node: display, range: range)
    }

    /// The delegate's size range, else UIKit's delegate's reference size, else the layout's, exactly.
    private func supplementRange(_ kind: SupplementaryKind, in section: Int, of collection: NodeObject,
                                 at node: some SyntaxProtocol) throws(InterpreterError) -> SizeRange {
        if case .object(let delegate)? = collection.fields["__delegate"] {
            if let method = interpreter.method(kind.rangeMethod, of: delegate) {
                let value = try interpreter.call(method, [Argument(label: nil, value: .object(collection)), Argument(label: kind.rangeLabel, value: .int(section))],
                                                 selfObject: delegate, at: method)
                guard case .native(.sizeRange(let range)) = value else {
                    throw InterpreterError("\(kind.rangeLabel) must return an ASSizeRange, found '\(value.typeName)'", at: method)
                }
                return range
            }
            if let size = try askFlowDelegate(kind.referenceMethod, section, of: collection) {
                return SizeRange(exactly: try Convert.size(size, at: node))
            }
        }
        return SizeRange(exactly: CollectionMembers.flowLayout(of: collection).map(kind.layoutSize) ?? .zero)
    }
}
