import ArgumentParser
import Foundation

struct CleanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clean", abstract: "Remove the generated site (Output/).")

    @Argument(help: "The course folder.")
    var root: String = "."

    func run() throws {
        let output = URL(fileURLWithPath: root).appendingPathComponent("Output")
        let fm = FileManager.default
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
