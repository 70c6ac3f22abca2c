import ArgumentParser
import Foundation
import Pipeline

struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clean", abstract: "Remove the generated site (Output/) and the course's build cache.")

    @Argument(help: "The course folder.")
    var root: String = "."

    func run() throws {
        let output = URL(fileURLWithPath: root).appendingPathComponent("Output")
        let fm = FileManager.default
        // The cache folder is Layoutbook's own (under ~/.cache), named after this course root.
        if let cache = BuildCache.standard(for: URL(fileURLWithPath: root)), fm.fileExists(atPath: cache.folder.path) {
            try fm.removeItem(at: cache.folder)
            print("removed the build cache \(cache.folder.path)")
        }
        guard let names = try? fm.contentsOfDirectory(atPath: output.path) else {
            print("nothing to clean: \(output.path) does not exist")
            return
        }
        // The folder and its keep file stay: the repository tracks an empty Output/.
        for name in names where name != ".gitkeep" {
            try fm.removeItem(at: output.appendingPathComponent(name))
        }
        print("removed \(names.filter { $0 != ".gitkeep" }.count) items from \(output.path)")
    }
}
