/// What a declaration in the API files says about the screen (see UIKit.swiftinterface).
enum APIMarker: Sendable, Equatable {
    /// Changes layout or what is drawn, and is implemented.
    case implemented
    /// Accepted and ignored: changes neither layout nor the screen.
    case inert
    /// Changes the screen in a way diagrams do not draw: allowed, with a warning.
    case notDrawn
    /// Schedules work for after the moment a figure shows (`asyncAfter`, `perform(_:with:afterDelay:)`):
    /// checked, not run, with a warning when the run reaches it.
    case later
    /// Exists on iOS but changes layout in a way Layoutbook does not implement: an error that
    /// says why (`@unsupported("…")`), never a silent default.
    case unsupported(String)
    /// Reaches outside the sandbox (a file, the network, a process): an error that names the call
    /// and says what it would do (`@sandboxed("reads a file")`).
    case sandboxed(String)

    /// Whether a use of the declaration is an error (`refusal(of:in:)` says which).
    var refuses: Bool {
        switch self {
        case .unsupported, .sandboxed: true
        case .implemented, .inert, .notDrawn, .later: false
        }
    }

    /// The error a use of the declaration is, if it is one; `name` is how the snippet wrote it.
    func refusal(of name: String, in type: String) -> String? {
        switch self {
        case .unsupported(let reason): return "'\(name)' of \(type) \(reason)"
        case .sandboxed(let what):
            return "'\(name)' \(what), and snippets run in a sandbox without file, network, process or environment access"
        case .implemented, .inert, .notDrawn, .later: return nil
        }
    }
}

/// One parameter of a declared function or initializer.
struct APIParameter: Sendable, Equatable {
    /// The argument label; nil for `_`.
    var label: String?
    var type: String
    var hasDefault: Bool
    /// Its type is an alias of a function type the code declares (`action: TextFieldAction?`).
    var namesClosureAlias = false

    /// Closures can be passed as trailing closures. Only a function type can be `@escaping`, so an
    /// escaping type alias (`callback: @escaping Callback`) is one too.
    var isClosure: Bool { type.contains("->") || type.hasPrefix("@escaping") || namesClosureAlias }
}

/// A declared initializer, method or free function.
struct APIFunction: Sendable {
    var name: String
    var parameters: [APIParameter]
    var returnType: String?
    var isStatic: Bool
    var marker: APIMarker
    /// A `required` initializer: a subclass that declares its own designated initializer must
    /// declare this one too (UIViewController's `init?(coder:)`).
    var isRequired = false
    /// A failable (`init?`) or throwing initializer: the sandbox can make it fail instead of stopping.
    var isFailable = false
    var isThrowing = false
    /// The type that declares it (nil for a free function), which a refusal names.
    var owner: String?
    /// A `convenience` initializer: a subclass that implements all of its superclass's designated
    /// initializers inherits it (`MyView()` for a view that overrides `init(frame:)` and `init?(coder:)`).
    var isConvenience = false
    /// The designated initializer a framework's convenience initializer calls, and the arguments it
    /// passes (`@delegatesTo(frame: .zero)` on UIView's `init()`): a subclass's override runs.
    var delegation: [(label: String?, value: String)]? = nil

    /// `name(label:label:)`, as Swift names a function.
    var signature: String {
        "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

/// A declared property (or enum case, which is a static, read-only member of its own type).
struct APIProperty: Sendable {
    var name: String
    var type: String
    var isSettable: Bool
    var isStatic: Bool
    var marker: APIMarker
    /// The value it has until code sets it, where the interface says (`@inert var isLayerBacked: Bool
    /// = false`): what reading an @inert property the runtime keeps nothing for answers.
    var defaultValue: String? = nil
}

/// A declared type: its initializers, members and cases, and the types it inherits from.
struct APIType: Sendable {
    enum Kind: Sendable { case `class`, `struct`, `enum`, `protocol` }

    var name: String
    var kind: Kind
    var supertypes: [String] = []
    var initializers: [APIFunction] = []
    var methods: [String: [APIFunction]] = [:]
    var properties: [String: APIProperty] = [:]
    /// A class property that shares its name with an instance one (`Thread.isMainThread` and
    /// `Thread.current.isMainThread`): `properties` keeps the instance one.
    var staticNamesakes: [String: APIProperty] = [:]
    /// Enum cases, by name, with their payload parameters (empty for a plain case).
    var cases: [String: [APIParameter]] = [:]

    /// A static property by name, whether or not an instance property has the name too.
    func staticProperty(_ name: String) -> APIProperty? {
        if let property = properties[name], property.isStatic { return property }
        return staticNamesakes[name]
    }

    mutating func add(_ property: APIProperty) {
        switch properties[property.name] {
        case let existing? where existing.isStatic && !property.isStatic:
            staticNamesakes[property.name] = existing
            properties[property.name] = property
        case let existing? where !existing.isStatic && property.isStatic:
            staticNamesakes[property.name] = property
        default:
            properties[property.name] = property
        }
    }
}

/// A name the SDK no longer has, and what the compiler says replaced it.
struct APIRename: Sendable {
    var oldName: String
    var newName: String
    /// A free function the SDK replaced by a type's member (`UIEdgeInsetsMake`): "replaced by".
    var isReplacement: Bool
    /// A method of a type (`sendSubview(toBack:)`), which the compiler names by its signature.
    var signature: String? = nil

    /// The compiler's words: a renamed constant or method "has been renamed to", a free function
    /// "has been replaced by".
    var message: String {
        if let signature { return "'\(signature)' has been renamed to '\(newName)'" }
        return "'\(oldName)' has been \(isReplacement ? "replaced by" : "renamed to") '\(newName)'"
    }
}
