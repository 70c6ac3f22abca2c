import ArgumentParser

/// `layoutbook`: build, preview and verify a Layoutbook course.
public struct LayoutbookCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layoutbook",
        abstract: "Turn a Markdown layout workshop into a course website with diagrams drawn from its code.",
        subcommands: [BuildCommand.self, ServeCommand.self, TestCommand.self, NewCommand.self, CleanCommand.self, PlaygroundCommand.self],
        defaultSubcommand: nil
    )

    public init() {}
}

extension LayoutbookCommand {
    /// Parses the command line and runs the chosen subcommand, async ones included.
    /// (Calling `main()` from a top-level `main.swift` picks the synchronous entry point on Linux.)
    public static func runAsMain() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
