import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Interface Builder document (`.xib`) read with Foundation's XML parser (libxml2): its
/// top-level objects and image resources. What the objects mean is the UIKit runtime's business.
public struct XIBDocument: Sendable {
    /// `<objects>`'s children: placeholders (File's Owner), views, cells.
    public var objects: [XMLElementNode]
    /// `<resources><image name= width= height=>`: image sizes the document records.
    public var imageSizes: [String: (width: Double, height: Double)]

    public init(text: String) throws(XIBError) {
        let reader = TreeReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        let parsed = parser.parse()
        if let mismatch = reader.mismatch { throw mismatch }
        guard parsed, let root = reader.root else {
            // An element left open is the usual cause, and where it opened is where to look.
            if let open = reader.stack.last {
                throw XIBError(message: "cannot read Interface Builder file: <\(open.name)> opened here is never closed (the XML parser stopped at line \(parser.lineNumber))",
                               line: open.line, column: 1)
            }
            let code = (parser.parserError as NSError?)?.code ?? 0
            throw XIBError(message: "cannot read Interface Builder file: not well-formed XML (libxml2 error \(code))",
                           line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        }
        guard root.name == "document" else {
            throw XIBError(message: "not an Interface Builder file: its root element is <\(root.name)>, not <document>", line: root.line, column: 1)
        }
        objects = root.elements(in: "objects")
        var sizes: [String: (width: Double, height: Double)] = [:]
        for image in root.elements(in: "resources") where image.name == "image" {
            if let name = image["name"], let width = image["width"].flatMap(Double.init), let height = image["height"].flatMap(Double.init) {
                sizes[name] = (width, height)
            }
        }
        imageSizes = sizes
    }
}

/// A problem reading a document, at its line and column.
public struct XIBError: Error, Sendable {
    public var message: String
    public var line: Int
    public var column: Int
}

/// Builds the element tree from the parser's events.
private final class TreeReader: NSObject, XMLParserDelegate {
    var stack: [XMLElementNode] = []
    var root: XMLElementNode?
    /// A closing tag that does not close the open element (libxml2 may recover; a XIB must not).
    var mismatch: XIBError?

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        stack.append(XMLElementNode(name: elementName, attributes: attributes, line: parser.lineNumber))
    }

    /// The first error, where the parser saw it (later ones follow from its recovery).
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard mismatch == nil else { return }
        let open = stack.last.map { " inside <\($0.name)> opened at line \($0.line)" } ?? ""
        mismatch = XIBError(message: "cannot read Interface Builder file: not well-formed XML\(open) (libxml2 error \((parseError as NSError).code))",
                            line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let finished = stack.popLast() else { return }
        guard finished.name == elementName else {
            mismatch = XIBError(message: "cannot read Interface Builder file: </\(elementName)> closes <\(finished.name)> opened at line \(finished.line)",
                                line: parser.lineNumber, column: max(1, parser.columnNumber))
            parser.abortParsing()
            return
        }
        if stack.isEmpty { root = finished } else { stack[stack.count - 1].children.append(finished) }
    }
}
