// What reaches outside the sandbox is an error naming the call; a missing image and a property
// that diagrams do not draw are warnings. The figure is still drawn when only warnings remain.
// expected-error@13:12: 'String(contentsOfFile:)' reads a file, and snippets run in a sandbox without file, network, process or environment access
// expected-error@14:14: 'String(contentsOf:)' reads a file or the network, and snippets run in a sandbox without file, network, process or environment access
// expected-error@15:15: 'FileManager.default' uses the file system, and snippets run in a sandbox without file, network, process or environment access
// expected-error@16:11: 'ProcessInfo.processInfo' reads the process and its environment, and snippets run in a sandbox without file, network, process or environment access
// An environment variable (line 17), a bundle lookup (line 18) and a call Swift lets fail (line 19)
// fail in the sandbox, as offline (the variable is unset, the file missing): a warning, and nil
// (UIKitRuntimeTests checks it: warnings are not listed while errors remain).
//
let card = ASDisplayNode()
card.shadowOpacity = 0.3
let text = String(contentsOfFile: "/etc/hostname")
let remote = String(contentsOf: URL(string: "https://example.com")!)
let manager = FileManager.default
let env = ProcessInfo.processInfo
let key = getenv("HOME")
Bundle.main.path(forResource: "data", ofType: "json")
let data = try? Data(contentsOf: URL(string: "https://example.com")!)
card
