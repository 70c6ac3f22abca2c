import Diagnostics
import Yams

/// Decodes YAML and turns every failure into a located diagnostic.
enum YAMLReader {
    /// - Parameter firstLine: the file line of the YAML text's first line (front matter starts at 2).
    static func decode<T: Decodable>(_ type: T.Type, from yaml: String, file: String, firstLine: Int) -> Result<T, Diagnostic> {
        do {
            return .success(try YAMLDecoder().decode(type, from: yaml))
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, yaml: yaml, file: file, firstLine: firstLine))
        } catch let error as DecodingError {
            // YAMLDecoder wraps syntax errors in `dataCorrupted`; the YamlError inside has the position.
            if case .dataCorrupted(let context) = error, let yamlError = context.underlyingError as? YamlError {
                return .failure(diagnostic(for: yamlError, yaml: yaml, file: file, firstLine: firstLine))
            }
            return .failure(diagnostic(for: error, yaml: yaml, file: file, firstLine: firstLine))
        } catch {
            return .failure(.error("yaml.invalid", "invalid YAML: \(error)", at: SourceLocation(file: file, line: firstLine)))
        }
    }

    /// A top-level key the file's type does not read is a warning at its line: a misspelt `titel:`
    /// would otherwise be dropped without a word.
    static func unknownKeys(in yaml: String, known: [String], file: String, firstLine: Int) -> [Diagnostic] {
        guard let root = try? Yams.compose(yaml: yaml), case .mapping(let mapping) = root else { return [] }
        return mapping.keys.compactMap { key in
            guard let name = key.string, !known.contains(name) else { return nil }
            let line = firstLine + (key.mark?.line ?? 1) - 1
            return .warning("yaml.unknown-key", "unknown key '\(name)' is ignored\(NearestName.hint(for: name, in: known)); expected one of \(known.joined(separator: ", "))",
                            at: SourceLocation(file: file, line: line, column: key.mark?.column ?? 1))
        }
    }

    static func diagnostic(for error: YamlError, yaml: String, file: String, firstLine: Int) -> Diagnostic {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let where_ = context.map { " \($0.text)" } ?? ""
            return .error("yaml.syntax", "invalid YAML: \(problem)\(where_)",
                          at: SourceLocation(file: file, line: firstLine + mark.line - 1, column: mark.column))
        default:
            return .error("yaml.syntax", "invalid YAML: \(error)", at: SourceLocation(file: file, line: firstLine))
        }
    }

    static func diagnostic(for error: DecodingError, yaml: String, file: String, firstLine: Int) -> Diagnostic {
        let (path, message): ([any CodingKey], String) = switch error {
        case let .keyNotFound(key, context): (context.codingPath + [key], "missing required key '\(key.stringValue)'")
        case let .typeMismatch(type, context): (context.codingPath, "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' should be \(describe(type))")
        case let .valueNotFound(type, context): (context.codingPath, "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' should be \(describe(type)), found nothing")
        case let .dataCorrupted(context): (context.codingPath, context.debugDescription)
        @unknown default: ([], "\(error)")
        }
        let line = path.last.flatMap { lineOfKey($0.stringValue, in: yaml) } ?? 1
        return .error("yaml.schema", message, at: SourceLocation(file: file, line: firstLine + line - 1))
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is [String].Type, is [Any].Type: "a list"
        case is Int.Type, is Double.Type: "a number"
        default: "\(type)"
        }
    }

    /// Decoding errors carry a key path but no position: find the key's line in the text.
    private static func lineOfKey(_ key: String, in yaml: String) -> Int? {
        for (index, line) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("\(key):") { return index + 1 }
        }
        return nil
    }
}
