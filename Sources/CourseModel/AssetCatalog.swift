import Diagnostics
import Foundation

/// An Xcode asset catalog (`Assets.xcassets`) of the app that `sources:` names: its image sets and
/// colour sets, by the names `UIImage(named:)`, `UIColor(named:)` and SwiftUI's `Color("…")` use.
public struct AssetCatalog: Hashable, Sendable {
    /// One image set's picture: the file of its largest scale, so a figure is as sharp as it can be.
    public struct Image: Hashable, Sendable {
        public var name: String
        /// Where the file is, as `sources:` paths are written (relative to the course root, or absolute).
        public var file: String
        /// 1, 2 or 3 (`@2x`): the file's pixels per point.
        public var scale: Double

        /// Where the site keeps the file: catalogs are numbered in the order `sources:` names them.
        public func sitePath(inCatalog index: Int) -> String {
            "assets/catalogs/\(index)/\(name).\((file as NSString).pathExtension)"
        }

        /// A browser cannot show a PDF in a figure: its size lays out, and a placeholder is drawn.
        public var isDrawable: Bool { !file.lowercased().hasSuffix(".pdf") }
    }

    /// One colour set's colour for the light appearance, as its components are written.
    public struct Color: Hashable, Sendable {
        public var name: String
        /// `srgb`, `display-p3`, `extended-srgb`, `gray-gamma-22`, …, as Xcode writes it.
        public var colorSpace: String
        public var red: Double, green: Double, blue: Double, alpha: Double
        /// Where the colour set is, for messages.
        public var file: String
    }

    /// The catalog folder, as `sources:` names it.
    public var path: String
    public var images: [Image]
    public var colors: [Color]
}

/// Reads asset catalogs: each set's `Contents.json` through Foundation's JSON decoder.
struct AssetCatalogReader {
    let root: URL

    func read(_ path: String, _ diagnostics: inout DiagnosticList) -> AssetCatalog {
        let folder = SourcePatterns.url(of: path, root: root)
        var catalog = AssetCatalog(path: path, images: [], colors: [])
        let entries = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
        for entry in entries where entry.hasSuffix(".imageset") || entry.hasSuffix(".colorset") {
            let name = namespacedName(of: entry, in: folder)
            let contents = "\(path)/\(entry)/Contents.json"
            guard let data = FileManager.default.contents(atPath: SourcePatterns.url(of: contents, root: root).path) else { continue }
            do {
                if entry.hasSuffix(".imageset") {
                    let set = try JSONDecoder().decode(ImageSetContents.self, from: data)
                    if let image = set.picture(named: name, in: "\(path)/\(entry)") { catalog.images.append(image) }
                } else {
                    let set = try JSONDecoder().decode(ColorSetContents.self, from: data)
                    if let color = try set.color(named: name, file: contents) { catalog.colors.append(color) }
                }
            } catch let error as ColorComponentError {
                diagnostics.append(.warning("course.asset-catalog", error.message, at: SourceLocation(file: contents, line: 1)))
            } catch {
                diagnostics.append(.warning("course.asset-catalog", "cannot read \(entry.split(separator: "/").last ?? ""): its Contents.json is not an asset catalog's JSON (\(Self.describe(error)))",
                                            at: SourceLocation(file: contents, line: 1)))
            }
        }
        return catalog
    }

    /// `Icons/star` when the folder `Icons` provides a namespace (Xcode's "Provides Namespace"), else `star`.
    private func namespacedName(of entry: String, in folder: URL) -> String {
        let parts = entry.split(separator: "/").map(String.init)
        let setName = (parts.last ?? "").split(separator: ".").dropLast().joined(separator: ".")
        var prefix = ""
        for index in parts.indices.dropLast() {
            let group = parts[...index].joined(separator: "/")
            let contents = folder.appendingPathComponent(group).appendingPathComponent("Contents.json")
            guard let data = FileManager.default.contents(atPath: contents.path),
                  let group = try? JSONDecoder().decode(GroupContents.self, from: data),
                  group.properties?.providesNamespace == true else { continue }
            prefix += parts[index] + "/"
        }
        return prefix + setName
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): return context.debugDescription
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _): return "'\(key.stringValue)' is missing"
        default: return "\(error)"
        }
    }
}

// MARK: The JSON Xcode writes

private struct GroupContents: Decodable {
    struct Properties: Decodable {
        var providesNamespace: Bool?
        enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
    }
    var properties: Properties?
}

/// An appearance variant (`"appearance": "luminosity", "value": "dark"`): figures show light mode.
private struct Appearance: Decodable {
    var appearance: String
    var value: String
    var isLight: Bool { appearance == "luminosity" && value == "light" }
}

private struct ImageSetContents: Decodable {
    struct Entry: Decodable {
        var filename: String?
        var idiom: String?
        var scale: String?
        var appearances: [Appearance]?
    }
    var images: [Entry]

    /// The largest-scale file for an iPhone in light mode: universal or iPhone images without a dark variant.
    func picture(named name: String, in folder: String) -> AssetCatalog.Image? {
        let candidates = images.compactMap { entry -> AssetCatalog.Image? in
            guard let file = entry.filename, ["universal", "iphone", nil].contains(entry.idiom),
                  entry.appearances?.allSatisfy(\.isLight) ?? true else { return nil }
            let scale = entry.scale.flatMap { Double($0.dropLast()) } ?? 1
            return AssetCatalog.Image(name: name, file: "\(folder)/\(file)", scale: scale)
        }
        return candidates.max { $0.scale < $1.scale }
    }
}

struct ColorComponentError: Error {
    var message: String
}

private struct ColorSetContents: Decodable {
    struct Entry: Decodable {
        struct Color: Decodable {
            var colorSpace: String?
            var components: [String: String]
            enum CodingKeys: String, CodingKey { case colorSpace = "color-space", components }
        }
        var color: Color?
        var idiom: String?
        var appearances: [Appearance]?
    }
    var colors: [Entry]

    /// The light-mode colour; nil when the set has none yet (Xcode's empty slot).
    func color(named name: String, file: String) throws(ColorComponentError) -> AssetCatalog.Color? {
        guard let entry = colors.first(where: { $0.color != nil && ($0.appearances?.allSatisfy(\.isLight) ?? true) }),
              let color = entry.color else { return nil }
        func component(_ key: String) throws(ColorComponentError) -> Double {
            guard let text = color.components[key] else { throw ColorComponentError(message: "colour '\(name)' has no '\(key)' component") }
            // Xcode writes alpha as a fraction in every input mode, sometimes without a point (`1`).
            if key == "alpha", let whole = Int(text), whole <= 1 { return Double(whole) }
            guard let value = Self.component(text) else {
                throw ColorComponentError(message: "colour '\(name)': '\(text)' is not a component Xcode writes (0.0 to 1.0, 0 to 255, or 0x00 to 0xFF)")
            }
            return value
        }
        let space = color.colorSpace ?? "srgb"
        if color.components["white"] != nil {
            let white = try component("white")
            return AssetCatalog.Color(name: name, colorSpace: space, red: white, green: white, blue: white, alpha: try component("alpha"), file: file)
        }
        return AssetCatalog.Color(name: name, colorSpace: space, red: try component("red"), green: try component("green"),
                                  blue: try component("blue"), alpha: try component("alpha"), file: file)
    }

    /// Xcode writes a component as a fraction (`0.930`), an 8-bit integer (`237`) or hexadecimal (`0xED`).
    static func component(_ text: String) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }
}
