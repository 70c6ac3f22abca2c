/// A line and column in a Markdown text, 1-based, columns counted in UTF-8 bytes as cmark-gfm does.
public struct SourcePoint: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePoint, rhs: SourcePoint) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Where a block starts and ends in its Markdown text.
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePoint
    public var end: SourcePoint

    public init(start: SourcePoint, end: SourcePoint) {
        self.start = start
        self.end = end
    }
}

/// A parsed Markdown document: an immutable tree of blocks, each with its source range.
public struct MarkdownDocument: Hashable, Sendable {
    public var blocks: [Block]

    public init(blocks: [Block]) {
        self.blocks = blocks
    }
}

/// A block-level element with its position in the source.
public struct Block: Hashable, Sendable {
    public var kind: BlockKind
    public var range: SourceRange

    public init(_ kind: BlockKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public enum BlockKind: Hashable, Sendable {
    case heading(level: Int, content: [Inline])
    case paragraph([Inline])
    /// `info` is the fence's whole info string (`swift diagram id=card`), never cut at the first word.
    case codeBlock(info: String, code: String)
    case blockQuote([Block])
    case list(MarkdownList)
    case table(Table)
    case thematicBreak
    case html(String)
}

public struct MarkdownList: Hashable, Sendable {
    public var isOrdered: Bool
    public var start: Int
    public var isTight: Bool
    public var items: [ListItem]

    public init(isOrdered: Bool, start: Int, isTight: Bool, items: [ListItem]) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
        self.items = items
    }
}

public struct ListItem: Hashable, Sendable {
    /// `nil` for an ordinary item; `true`/`false` for a GFM task list item.
    public var checkbox: Bool?
    public var blocks: [Block]

    public init(checkbox: Bool?, blocks: [Block]) {
        self.checkbox = checkbox
        self.blocks = blocks
    }
}

public struct Table: Hashable, Sendable {
    public enum Alignment: Hashable, Sendable { case none, left, center, right }
    public var alignments: [Alignment]
    public var header: [[Inline]]
    public var rows: [[[Inline]]]

    public init(alignments: [Alignment], header: [[Inline]], rows: [[[Inline]]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}

public indirect enum Inline: Hashable, Sendable {
    case text(String)
    case code(String)
    case emphasis([Inline])
    case strong([Inline])
    case strikethrough([Inline])
    case link(destination: String, title: String, content: [Inline])
    case image(source: String, title: String, alt: [Inline])
    case html(String)
    case softBreak
    case lineBreak
}

extension Array where Element == Inline {
    /// The text a reader sees, without markup (used for titles, anchors and search).
    public var plainText: String {
        map { inline in
            switch inline {
            case .text(let s), .code(let s): s
            case .emphasis(let c), .strong(let c), .strikethrough(let c): c.plainText
            case .link(_, _, let c): c.plainText
            case .image(_, _, let alt): alt.plainText
            case .html: ""
            case .softBreak, .lineBreak: " "
            }
        }.joined()
    }
}

extension Block {
    /// The text a reader sees in the block and its children, for search and descriptions.
    public var plainText: String {
        switch kind {
        case .heading(_, let content), .paragraph(let content): content.plainText
        case .codeBlock(_, let code): code
        case .blockQuote(let children): children.map(\.plainText).joined(separator: " ")
        case .list(let list): list.items.flatMap(\.blocks).map(\.plainText).joined(separator: " ")
        case .table(let table): (table.header + table.rows.flatMap { $0 }).map(\.plainText).joined(separator: " ")
        case .thematicBreak, .html: ""
        }
    }
}
