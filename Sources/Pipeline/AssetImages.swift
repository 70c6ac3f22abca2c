import CourseModel
import Diagrams
import Foundation

/// Images by the name `UIImage(named:)` uses, with their size in points: the files in
/// Content/Assets/ (file name without extension), then the image sets of the app's asset catalogs
/// (`sources:`). SVG from its width/height attributes, PNG and JPEG from their headers, PDF from its
/// page box (@2x and @3x files are divided by their scale, as UIKit does).
enum AssetImages {
    static func load(root: URL, assets: [String], catalogs: [AssetCatalog] = []) -> [String: DiagramImage] {
        var images: [String: DiagramImage] = [:]
        for path in assets {
            let url = root.appendingPathComponent("Content/Assets").appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: url.path), let size = pixelSize(of: path, data) else { continue }
            let fileName = url.deletingPathExtension().lastPathComponent
            let (name, scale) = scaleSuffix(fileName)
            images[name] = DiagramImage(href: "assets/images/\(path)", width: size.0 / scale, height: size.1 / scale)
        }
        // Content/Assets/ comes first: an author can stand in for an app's image.
        for (index, catalog) in catalogs.enumerated() {
            for image in catalog.images where images[image.name] == nil {
                guard let data = FileManager.default.contents(atPath: SourcePatterns.url(of: image.file, root: root).path),
                      let size = pixelSize(of: image.file, data) else { continue }
                let href = image.isDrawable ? image.sitePath(inCatalog: index) : nil
                images[image.name] = DiagramImage(href: href, width: size.0 / image.scale, height: size.1 / image.scale)
            }
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
        let lowercased = path.lowercased()
        if lowercased.hasSuffix(".svg") { return svgSize(String(decoding: data, as: UTF8.self)) }
        if lowercased.hasSuffix(".png"), data.count >= 24 {
            let bytes = [UInt8](data.prefix(24))
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return (Double(width), Double(height))
        }
        if lowercased.hasSuffix(".jpg") || lowercased.hasSuffix(".jpeg") { return jpegSize([UInt8](data)) }
        if lowercased.hasSuffix(".pdf") { return pdfSize(String(decoding: data, as: UTF8.self)) }
        return nil
    }

    /// A JPEG's size is in its start-of-frame segment; the segments before it are skipped by length.
    static func jpegSize(_ bytes: [UInt8]) -> (Double, Double)? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]), width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (Double(width), Double(height))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// A PDF image set's size in points is its page's media box (`/MediaBox [0 0 24 24]`).
    static func pdfSize(_ text: String) -> (Double, Double)? {
        guard let match = text.firstMatch(of: /\/MediaBox\s*\[\s*(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s+(-?[\d.]+)\s*\]/),
              let x0 = Double(match.1), let y0 = Double(match.2), let x1 = Double(match.3), let y1 = Double(match.4) else { return nil }
        return (abs(x1 - x0), abs(y1 - y0))
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
