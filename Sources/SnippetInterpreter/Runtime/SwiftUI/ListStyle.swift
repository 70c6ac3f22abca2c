import SwiftUILayout

/// `List` and `Form` in the plain style, approximately (their metrics come from UIKit's table views
/// and are not published): rows inset 20 pt at the sides and at least 44 pt tall, a hairline between
/// rows from the leading inset, all in a vertical scroll view. The figure says it is approximate.
enum ListStyle {
    static func plain(_ rows: [ViewDescription], source: SourceLines?) -> ViewContent {
        var items: [ViewDescription] = []
        for (index, row) in rows.enumerated() {
            if index > 0 {
                items.append(ViewDescription(.padding(ViewInsets(top: 0, leading: 20, bottom: 0, trailing: 0), ViewDescription(.divider, label: "separator")), label: ".padding(.leading, 20)"))
            }
            let padded = ViewDescription(.padding(ViewInsets(top: 11, leading: 20, bottom: 11, trailing: 20), row), label: ".padding(row insets)", source: row.source)
            let frame = FlexibleFrame(maxWidth: .infinity, minHeight: 44, alignment: Alignment(horizontal: .leading, vertical: .verticalCenter))
            items.append(ViewDescription(.flexibleFrame(frame, padded), label: "row", source: row.source))
        }
        let stack = ViewDescription(.stack(.vertical, alignment: .leading, spacing: 0, items), label: "rows", source: source)
        return .environment(.assumption(.listStyle), ViewDescription(.scrollView(.vertical, stack), label: "ScrollView", source: source))
    }
}
