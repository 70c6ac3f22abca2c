import Foundation

/// `serve --open`: hands the URL to the desktop's opener, if there is one.
enum BrowserOpener {
    static func open(_ url: String) {
        #if os(macOS)
        let candidates = ["/usr/bin/open"]
        #else
        let candidates = ["/usr/bin/xdg-open", "/usr/bin/sensible-browser"]
        #endif
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("note: no browser opener found; open \(url) yourself")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url]
        do { try process.run() } catch { print("note: could not open a browser (\(error)); open \(url) yourself") }
    }
}
