import Diagrams
import Foundation

/// Images in Content/Assets/ by the name `UIImage(named:)` uses (file name without extension),
/// with their size in points: SVG from its width/height attributes, PNG from its header (@2x
/// and @3x files are divided by their scale, as UIKit does).
enum AssetImages {
    static func load(root: URL, assets: [String]) -> [String: DiagramImage] {
        var images: [String: DiagramImage] = [:]
        for path in assets {
            let url = root.appendingPathComponent("Content/Assets").appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: url.path), let size = pixelSize(of: path, data) else { continue }
            let fileName = url.deletingPathExtension().lastPathComponent
            let (name, scale) = scaleSuffix(fileName)
            images[name] = DiagramImage(href: "assets/images/\(path)", width: size.0 / scale, height: size.1 / scale)
        }
        return images
    }

    static func scaleSuffix(_ name: String) -> (String, Double) {
        for (suffix, scale) in [("@2x", 2.0), ("@3x", 3.0)] where name.hasSuffix(suffix) {
            return (String(name.dropLast(suffix.count)), scale)
        }
        return (name, 1)
    }

    static func pixelSize(of path: String, _ data: Data) -> (Double, Double)? {
        if path.lowercased().hasSuffix(".svg") { return svgSize(String(decoding: data, as: UTF8.self)) }
        if path.lowercased().hasSuffix(".png"), data.count >= 24 {
            let bytes = [UInt8](data.prefix(24))
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return (Double(width), Double(height))
        }
        return nil
    }

    /// `width="300" height="200"` on the root element, else the viewBox's size.
    static func svgSize(_ text: String) -> (Double, Double)? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[start.upperBound..<end]
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: " \(name)=\"") else { return nil }
            return tag[range.upperBound...].split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
        if let w = attribute("width").flatMap(number), let h = attribute("height").flatMap(number) { return (w, h) }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        return box.count == 4 ? (box[2], box[3]) : nil
    }

    private static func number(_ text: String) -> Double? {
        Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text)
    }
}
