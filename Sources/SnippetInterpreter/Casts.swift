import Diagnostics
import SwiftSyntax

/// `x as? T`, `x as! T` and `x is T`, decided by what the value is: its declared class and the
/// classes and protocols above it, or the runtime class it is made of. A cast to a type the
/// interpreter knows nothing of (a library's) succeeds, as before: only a certain "no" is one.
extension Interpreter {
    func evaluateCast(_ cast: AsExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        let value = try evaluate(cast.expression, context)
        let target = boundType(cast.type, context)
        switch cast.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?:
            if case .none = value { return .none }
            return try isInstance(value, of: target, at: cast.type) == false ? .none : value
        case .exclamationMark?:
            if try isInstance(value, of: target, at: cast.type) == false {
                throw InterpreterError("could not cast value of type '\(value.typeName)' to '\(target)'", at: cast)
            }
            return value
        default:
            return BridgedStrings.cast(value, to: target) ?? value
        }
    }

    func evaluateIs(_ check: IsExprSyntax, _ context: Context) throws(InterpreterError) -> Value {
        let value = try evaluate(check.expression, context)
        if case .none = value { return .bool(false) }
        return .bool(try isInstance(value, of: boundType(check.type, context), at: check.type) ?? true)
    }

    /// Whether `value` is a `type`: nil when the interpreter cannot tell (a type it does not know,
    /// collections, numbers that Swift would bridge).
    func isInstance(_ value: Value, of type: String, at node: some SyntaxProtocol) throws(InterpreterError) -> Bool? {
        let target = resolvingAlias(StaticTypes.bare(type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type), at: node)
        // A class of the app's sources that was left out has no instances here: nothing is one.
        if classes[target] == nil, knownElsewhere.contains(target) { return false }
        guard classes[target] != nil || APITable.standard.type(target) != nil else {
            try checkTypeExists(target, at: node)
            return nil
        }
        guard let names = typeNames(of: value) else { return nil }
        return names.contains(target)
    }

    /// `as? MediNode`: a plain name no code, API or imported library can declare is the compiler's
    /// "cannot find type", with the type it is a slip of (it was a cast that always succeeded). A name
    /// with a framework's prefix (`UISearchBar`, `CAGradientLayer`) or one of Swift's or Foundation's
    /// (`Date`) may be a real type the API does not declare: only a slip of an API type is reported,
    /// by the checker's rule (`APIChecker.typeSlip`), so the two never disagree on a name.
    func checkTypeExists(_ name: String, at node: some SyntaxProtocol) throws(InterpreterError) {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !APIChecker.swiftNames.contains(name),
              !APIChecker.standardTypeNames.contains(name), !TextureRuntime.isType(name), !APIChecker.importsLibrary(node) else { return }
        let slip = APIChecker.typeSlip(name, appTypes: classes.keys.sorted(), table: .standard)
        if APIChecker.hasFrameworkPrefix(name), slip == nil { return }
        throw InterpreterError("cannot find type '\(name)' in scope\(slip.map { "; did you mean '\($0)'?" } ?? "")", at: node)
    }

    /// `Box<ASTextNod>()`: each written generic argument names a type, as the compiler checks
    /// where it is written.
    func checkGenericArguments(_ clause: GenericArgumentClauseSyntax, _ context: Context) throws(InterpreterError) {
        for argument in clause.arguments {
            let source = argument.argument.trimmedSource
            let bare = StaticTypes.bare(source.hasSuffix("?") || source.hasSuffix("!") ? String(source.dropLast()) : source)
            guard classes[bare] == nil, APITable.standard.type(bare) == nil, !knownElsewhere.contains(bare),
                  boundType(argument.argument, context) == source else { continue }
            try checkTypeExists(bare, at: argument.argument)
        }
    }

    /// Every class and protocol a value is, when they are known.
    private func typeNames(of value: Value) -> Set<String>? {
        switch value {
        case .object(let object):
            // Other runtime objects (a node's inert `view`, a style) are not told apart.
            guard object.declaredClass != nil || object is NodeObject || object is ViewObject || object is ViewControllerObject else { return nil }
            var names: Set<String> = []
            var runtimeType = runtimeClass(of: object)
            var declared = object.declaredClass
            var seen: Set<String> = []
            while let current = declared, seen.insert(current.name).inserted {
                names.insert(current.name)
                names.formUnion(protocolNames(from: current.conformances))
                guard let parent = current.superclass.map(StaticTypes.bare) else { break }
                if classes[parent].map({ !$0.extendsRuntimeType && !$0.isProtocol }) ?? false {
                    declared = classes[parent]
                } else {
                    if APITable.standard.type(parent) != nil { runtimeType = parent }
                    declared = nil
                }
            }
            for type in APITable.standard.lineage(of: runtimeType) {
                names.insert(type.name)
                // `extension UIView: Themed {}`: the app's conformances of runtime classes.
                names.formUnion(protocolNames(from: classes[type.name]?.conformances ?? []))
            }
            return names
        case .enumCase(let type, _, _) where !type.isEmpty:
            return Set([type]).union(protocolNames(from: classes[type]?.conformances ?? []))
        case .string: return ["String", "NSString"]
        case .bool: return ["Bool"]
        default: return nil
        }
    }

    /// The UIKit or Texture class an object is made of, as the API declares it.
    func runtimeClass(of object: RuntimeObject) -> String {
        if let node = object as? NodeObject { return node.apiClass }
        if let view = object as? ViewObject { return view.uikitClass }
        if object is NavigationControllerObject { return "UINavigationController" }
        if object is TabBarControllerObject { return "UITabBarController" }
        if object is TabBarItemObject { return "UITabBarItem" }
        if object is CollectionViewControllerObject { return "UICollectionViewController" }
        if object is TableViewControllerObject { return "UITableViewController" }
        if let controller = object as? ViewControllerObject { return controller.isUIKitClass ? "UIViewController" : "ASDKViewController" }
        return object.typeName
    }

}
