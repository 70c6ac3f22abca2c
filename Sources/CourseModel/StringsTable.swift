import Diagnostics
import Foundation

/// A strings table of the app (`en.lproj/Localizable.strings`) that `sources:` names: what
/// `NSLocalizedString` finds, by table name and key, in one language.
public struct StringsTable: Hashable, Sendable {
    /// The file, as `sources:` paths are written.
    public var path: String
    /// The `.lproj` folder's language (`en`, `Base`, `fr`).
    public var language: String
    /// The table's name (`Localizable`), which `NSLocalizedString(_:tableName:…)` names.
    public var name: String
    public var entries: [String: String]
}

/// Reads strings tables through Foundation's property-list parser, which reads their old-style
/// `"key" = "value";` format, in UTF-8 or UTF-16 as Xcode writes them.
struct StringsTableReader {
    let root: URL

    func read(_ path: String, _ diagnostics: inout DiagnosticList) -> StringsTable? {
        let url = SourcePatterns.url(of: path, root: root)
        let folder = url.deletingLastPathComponent().lastPathComponent
        let table = StringsTable(path: path, language: String(folder.dropLast(".lproj".count)),
                                 name: url.deletingPathExtension().lastPathComponent, entries: [:])
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        if data.isEmpty { return table }
        do {
            guard let entries = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: String] else {
                diagnostics.append(.warning("course.strings-table", "cannot read \(url.lastPathComponent): it is not a list of \"key\" = \"value\"; pairs",
                                            at: SourceLocation(file: path, line: 1)))
                return nil
            }
            return StringsTable(path: table.path, language: table.language, name: table.name, entries: entries)
        } catch {
            let (reason, line) = Self.reason(error)
            diagnostics.append(.warning("course.strings-table", "cannot read \(url.lastPathComponent): \(reason)", at: SourceLocation(file: path, line: line)))
            return nil
        }
    }

    /// The old-style parser's own words and line ("Missing ';' on line 3"), from the error the
    /// property-list reader nests (its own message is about XML, which a strings file is not).
    private static func reason(_ error: Error) -> (String, Int) {
        let info = (error as NSError).userInfo
        let nested = info["kCFPropertyListOldStyleParsingError"].map { String(describing: $0) }
            .flatMap { $0.firstMatch(of: /NSDebugDescription=([^}]*)\}/).map { String($0.1) } }
        let text = nested ?? info[NSDebugDescriptionErrorKey] as? String ?? "not a strings file"
        let line = text.firstMatch(of: /on line (\d+)/).flatMap { Int($0.1) } ?? 1
        return (text, line)
    }
}
