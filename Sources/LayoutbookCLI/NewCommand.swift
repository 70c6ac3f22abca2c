import ArgumentParser
import Foundation
import Pipeline

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "new", abstract: "Create a small working course to start from.")

    @Argument(help: "The folder to create (must not exist or be empty).")
    var folder: String

    @Option(help: "The course title.")
    var title: String = "My layout workshop"

    func run() throws {
        let url = URL(fileURLWithPath: folder)
        do {
            try CourseScaffold.create(at: url, title: title)
        } catch {
            FileHandle.standardError.write(Data("layoutbook: error: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
        print("created \(url.path)\nnext: layoutbook serve \(folder)")
    }
}
