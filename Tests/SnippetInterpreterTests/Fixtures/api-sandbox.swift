// What reaches outside the sandbox is an error naming the call; a missing image and a property
// that diagrams do not draw are warnings. The figure is still drawn when only warnings remain.
// expected-error@11:12: 'String(contentsOfFile:)' reads a file, and snippets run in a sandbox without file, network, process or environment access
// expected-error@12:14: 'String(contentsOf:)' reads a file or the network, and snippets run in a sandbox without file, network, process or environment access
// expected-error@13:15: 'FileManager.default' uses the file system, and snippets run in a sandbox without file, network, process or environment access
// expected-error@14:11: 'ProcessInfo.processInfo' reads the process and its environment, and snippets run in a sandbox without file, network, process or environment access
// expected-error@15:11: 'getenv(_:)' reads the environment, and snippets run in a sandbox without file, network, process or environment access
// expected-error@16:1: 'Bundle.main' reads the app bundle's files, and snippets run in a sandbox without file, network, process or environment access
let card = ASDisplayNode()
card.shadowOpacity = 0.3
let text = String(contentsOfFile: "/etc/hostname")
let remote = String(contentsOf: URL(string: "https://example.com")!)
let manager = FileManager.default
let env = ProcessInfo.processInfo
let key = getenv("HOME")
Bundle.main
card
