/// One element of an XML document: its name, attributes, child elements and where it starts.
public struct XMLElementNode: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLElementNode]
    /// 1-based line of the element's start tag.
    public var line: Int

    public init(name: String, attributes: [String: String] = [:], children: [XMLElementNode] = [], line: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child element with this name (and `key`, when given: `<rect key="frame">`).
    public func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The child elements of the first child named `container` (`<subviews>`, `<constraints>`).
    public func elements(in container: String) -> [XMLElementNode] {
        child(container)?.children ?? []
    }
}
