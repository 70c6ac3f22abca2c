/// The kinds of display node the engine knows.
public enum NodeKind: String, Sendable, Hashable, CaseIterable {
    case display, text, image, networkImage, button, cell, table, scroll, collection, pager
}
