import Diagnostics

/// `Content/course.yml`: what the course is called and which sessions it has, in order.
public struct CourseConfig: Hashable, Sendable, Decodable {
    public var title: String
    public var subtitle: String?
    /// Session file names relative to `Content/`, in teaching order.
    public var sessions: [String]
    /// Default device for diagrams.
    public var device: DeviceSize
    /// Where the site will be published; pages use relative links, so this only feeds metadata.
    public var baseURL: String?
    /// The `#if` conditions snippets are built with, as Xcode's Active Compilation Conditions
    /// (`DEBUG` in a debug build, the default).
    public var compilationConditions: [String]
    /// More Swift files loaded like `Content/Sources/` (paths or patterns relative to the course root,
    /// often the app's own model folder).
    public var sources: [String]
    /// How the app's navigation bars look, which decides whether a controller's view runs under
    /// them: UIKit's default is translucent; an app that makes them opaque says so here.
    public var navigationBar: NavigationBarLook = .translucent
    /// Where the published site sends learners' edits to be run (`layoutbook playground`'s URL);
    /// nil for a site without a playground (no "Edit" buttons), "" for the site's own server (`serve`).
    public var playground: String?

    public init(title: String, subtitle: String? = nil, sessions: [String], device: DeviceSize = .iPhoneSE, baseURL: String? = nil,
                compilationConditions: [String] = ["DEBUG"], sources: [String] = []) {
        self.title = title
        self.subtitle = subtitle
        self.sessions = sessions
        self.device = device
        self.baseURL = baseURL
        self.compilationConditions = compilationConditions
        self.sources = sources
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, subtitle, sessions, device, baseURL, compilationConditions, sources, playground, navigationBar
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        subtitle = try container.decodeIfPresent(String.self, forKey: .subtitle)
        sessions = try container.decodeIfPresent([String].self, forKey: .sessions) ?? []
        baseURL = try container.decodeIfPresent(String.self, forKey: .baseURL)
        compilationConditions = try container.decodeIfPresent([String].self, forKey: .compilationConditions) ?? ["DEBUG"]
        sources = try container.decodeIfPresent([String].self, forKey: .sources) ?? []
        playground = try container.decodeIfPresent(String.self, forKey: .playground)
        if let look = try container.decodeIfPresent(String.self, forKey: .navigationBar) {
            guard let known = NavigationBarLook(rawValue: look) else {
                let names = NavigationBarLook.allCases.map(\.rawValue)
                throw DecodingError.dataCorruptedError(
                    forKey: .navigationBar, in: container,
                    debugDescription: "navigationBar must be \(names.joined(separator: " or ")), found '\(look)'\(NearestName.hint(for: look, in: names))")
            }
            navigationBar = known
        }
        if let playground, !playground.isEmpty, !(playground.hasPrefix("https://") || playground.hasPrefix("http://") || playground.hasPrefix("/")) {
            throw DecodingError.dataCorruptedError(
                forKey: .playground, in: container,
                debugDescription: "playground must be the URL of a layoutbook playground (https://play.example.org/), found '\(playground)'")
        }
        if let text = try container.decodeIfPresent(String.self, forKey: .device) {
            guard let size = DeviceSize(text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .device, in: container,
                    debugDescription: "device must look like 375x667 or 375x667@2x, found '\(text)'")
            }
            device = size
        } else {
            device = .iPhoneSE
        }
    }
}

/// A screen size in points with its scale, written `375x667` or `375x667@3x`.
public struct DeviceSize: Hashable, Sendable, Decodable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public var scale: Double

    public static let iPhoneSE = DeviceSize(width: 375, height: 667, scale: 2)

    public init(width: Double, height: Double, scale: Double = 2) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    public init?(_ text: String) {
        let parts = text.split(separator: "@", maxSplits: 1)
        // Empty parts are kept, so a stray "x" (`375x66x`) is an error rather than ignored.
        let dims = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard dims.count == 2, let w = Double(dims[0]), let h = Double(dims[1]), w > 0, h > 0, w.isFinite, h.isFinite
        else { return nil }
        var scale = 2.0
        if parts.count == 2 {
            guard parts[1].hasSuffix("x"), let s = Double(parts[1].dropLast()), s >= 1, s <= 4 else { return nil }
            scale = s
        }
        self.init(width: w, height: h, scale: scale)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let size = DeviceSize(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad device '\(text)'"))
        }
        self = size
    }

    public var description: String {
        let f = { (v: Double) in v == v.rounded() ? String(Int(v)) : String(v) }
        return "\(f(width))x\(f(height))@\(f(scale))x"
    }
}

/// `navigationBar:` in `course.yml`.
public enum NavigationBarLook: String, Hashable, Sendable, CaseIterable {
    case translucent, opaque
}
