// layoutbook-cases [FILE]: runs the shared Texture reference cases through the layout engine,
// prints each failing case, then "N passed, N failed"; exits 1 on any failure.
import Foundation
import LayoutCases

let arguments = CommandLine.arguments.dropFirst()
let path = arguments.first ?? CaseFileLocation.resolvedPath()
do {
    let results = try ReferenceCases.run(path: path)
    for result in results {
        guard let failure = result.failure else { continue }
        print("FAIL \(result.name)\n\(failure)\n")
    }
    let failed = results.count(where: { !$0.passed })
    print("\(results.count - failed) passed, \(failed) failed")
    exit(failed == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
