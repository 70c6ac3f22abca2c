import Diagnostics
import Foundation
import Mustache

/// The site's templates and static assets: the built-in set, overridden file by file by the
/// course's own `Templates/` folder.
public struct TemplateSet: Sendable {
    /// A template or asset file and where it came from (for error messages).
    public struct File: Sendable {
        public var displayPath: String
        public var data: Data
    }

    /// Keyed by path relative to the templates folder (`partials/step.mustache`).
    public private(set) var files: [String: File]

    public static let templateExtension = ".mustache"

    public init(files: [String: File]) {
        self.files = files
    }

    /// The templates compiled into the binary.
    public static var builtIn: TemplateSet {
        var files: [String: File] = [:]
        for (path, base64) in DefaultTemplates.files {
            files[path] = File(displayPath: "(built-in)/\(path)", data: Data(base64Encoded: base64) ?? Data())
        }
        return TemplateSet(files: files)
    }

    /// The built-in set with every file of `folder` (if it exists) put over it.
    public static func forCourse(root: URL) -> TemplateSet {
        var set = builtIn
        let folder = root.appendingPathComponent("Templates")
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return set }
        for case let path as String in enumerator where !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let data = FileManager.default.contents(atPath: url.path) else { continue }
            set.files[path] = File(displayPath: "Templates/\(path)", data: data)
        }
        return set
    }

    /// Static files (everything that is not a template), by relative path.
    public var assets: [(path: String, data: Data)] {
        files.filter { !$0.key.hasSuffix(Self.templateExtension) }
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value.data) }
    }

    /// Parses every template; a template that does not parse is reported at its line and column
    /// and left out, so pages that do not use it still render.
    public func library() -> (MustacheLibrary, [Diagnostic]) {
        var library = MustacheLibrary()
        var diagnostics: [Diagnostic] = []
        for (path, file) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(Self.templateExtension) {
            let name = String(path.dropLast(Self.templateExtension.count))
            let text = String(decoding: file.data, as: UTF8.self)
            do {
                library.register(try MustacheTemplate(string: text), named: name)
                diagnostics += missingPartials(in: text, file: file)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error("template.syntax", "template does not parse: \(describe(error.error))",
                                          at: SourceLocation(file: file.displayPath, line: error.context.lineNumber, column: error.context.columnNumber)))
            } catch {
                diagnostics.append(.error("template.syntax", "template does not parse: \(error)", at: SourceLocation(file: file.displayPath, line: 1)))
            }
        }
        return (library, diagnostics)
    }

    /// swift-mustache renders a missing partial as nothing; a site with a silently missing part
    /// is worse than an error, so check every `{{> name}}` against the set.
    private func missingPartials(in text: String, file: File) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{>") {
                guard let close = rest[open.upperBound...].range(of: "}}") else { break }
                let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                if files[name + Self.templateExtension] == nil {
                    let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                    diagnostics.append(.error("template.missing-partial", "template uses partial '\(name)', but Templates/\(name)\(Self.templateExtension) does not exist",
                                              at: SourceLocation(file: file.displayPath, line: index + 1, column: column)))
                }
                rest = rest[close.upperBound...]
            }
        }
        return diagnostics
    }

    private func describe(_ error: any Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: "a section is closed with a different name than it was opened with"
        case MustacheTemplate.Error.unfinishedName: "a tag is not closed with '}}'"
        case MustacheTemplate.Error.expectedSectionEnd: "a section is never closed"
        case MustacheTemplate.Error.invalidSetDelimiter: "invalid set-delimiter tag"
        default: "\(error)"
        }
    }
}
