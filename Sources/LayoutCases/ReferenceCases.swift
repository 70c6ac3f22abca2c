import Foundation

/// Loads and runs the shared Texture reference cases (schema: texture-semantics.md §5.2).
public enum ReferenceCases {
    /// Runs every case in the file and returns one result per case, in file order.
    public static func run(path: String = CaseFileLocation.resolvedPath()) throws(CaseFileError) -> [CaseResult] {
        var results: [CaseResult] = []
        for json in try load(path: path) {
            results.append(try run(json))
        }
        return results
    }

    static func load(path: String) throws(CaseFileError) -> [JSONValue] {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        do { return try JSONDecoder().decode([JSONValue].self, from: data) } catch {
            throw .malformed(path: path, reason: "\(error)")
        }
    }

    static func run(_ json: JSONValue) throws(CaseFileError) -> CaseResult {
        let name = json["name"]?.string ?? "(unnamed)"
        let kind = json["kind"]?.string ?? ""
        let failure: String? = switch kind {
        case "layout": try LayoutCaseRunner.run(json, name: name)
        case "sizeRangeIntersect": try PrimitiveCaseRunner.intersect(json, name: name)
        case "dimensionParse": try PrimitiveCaseRunner.parse(json, name: name)
        case "sizeResolve": try PrimitiveCaseRunner.resolve(json, name: name)
        default: throw .invalidCase(name: name, reason: "unknown kind \(kind)")
        }
        return CaseResult(name: name, kind: kind, failure: failure)
    }
}
