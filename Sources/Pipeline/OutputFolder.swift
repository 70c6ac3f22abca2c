import Foundation

/// Which folders a build may replace with a site. A build swaps its output folder whole, so a wrong
/// `--output` would delete whatever was there: Layoutbook writes only into a folder it made (a
/// marker file says so), an empty or missing one, or the course's own `Output/`, and never into the
/// course, its `Content/` or `Templates/`, or a folder that holds them.
public enum OutputFolder {
    /// Written into every site; its presence says "Layoutbook made this folder".
    public static let markerName = ".layoutbook-site"

    /// Why `output` may not receive the site of the course in `root`; nil when it may.
    public static func refusal(output: URL, root: URL) -> String? {
        let output = output.standardizedFileURL.resolvingSymlinksInPath()
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        let protected = [("the course folder", root), ("the course's Content/", root.appendingPathComponent("Content")),
                         ("the course's Templates/", root.appendingPathComponent("Templates"))]
        for (what, folder) in protected {
            if contains(output, folder) {
                let relation = output.path == folder.path ? "is" : "holds"
                return "refusing to write the site to \(output.path): it \(relation) \(what), and a build replaces its output folder whole; choose another --output"
            }
            if what != "the course folder", contains(folder, output) {
                return "refusing to write the site to \(output.path): it is inside \(what); choose a folder outside Content/ and Templates/"
            }
        }
        if output.path == root.appendingPathComponent("Output").path { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return "refusing to write the site to \(output.path): it is a file, not a folder" }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
        if entries.isEmpty || entries.contains(markerName) { return nil }
        return "refusing to write the site to \(output.path): the folder is not empty and was not made by layoutbook "
            + "(it has no \(markerName) file), and a build replaces its output folder whole; choose an empty or new folder"
    }

    /// Whether `outer` is `inner` or one of its ancestors.
    private static func contains(_ outer: URL, _ inner: URL) -> Bool {
        let outerParts = outer.pathComponents, innerParts = inner.pathComponents
        return outerParts.count <= innerParts.count && Array(innerParts.prefix(outerParts.count)) == outerParts
    }
}
