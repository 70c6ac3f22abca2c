/// Swift's structs are values: binding one to a name, assigning it, storing it in a property or
/// passing it to a function makes a copy, so changing the copy leaves the original alone. The
/// interpreter keeps a struct's instance as an object, so it copies where Swift would; without
/// this, `var wide = base; wide.width = 200` widened `base` too, a wrong figure with a green build.
extension Value {
    /// The value as Swift hands it on: a struct instance (and those inside arrays, dictionaries
    /// and its own fields) copied; objects of classes shared, as references are.
    var copiedIfValue: Value {
        switch self {
        case .object(let object) where object.isValueInstance: .object(object.copy())
        case .array(let items) where items.contains(where: \.holdsValueInstance): .array(items.map(\.copiedIfValue))
        case .dictionary(let entries) where entries.values.contains(where: \.holdsValueInstance): .dictionary(entries.mapValues(\.copiedIfValue))
        default: self
        }
    }

    private var holdsValueInstance: Bool {
        switch self {
        case .object(let object): object.isValueInstance
        case .array(let items): items.contains(where: \.holdsValueInstance)
        case .dictionary(let entries): entries.values.contains(where: \.holdsValueInstance)
        default: false
        }
    }
}

extension RuntimeObject {
    /// An instance of a struct the code declares (not a runtime object). SwiftUI's views, layouts
    /// and modifiers are left as they are: SwiftUI keeps their state apart from the value.
    var isValueInstance: Bool {
        guard type(of: self) == RuntimeObject.self, let declared = declaredClass, declared.isStruct, !declared.isProtocol else { return false }
        return !declared.conformances.contains { Self.swiftUIProtocols.contains($0) }
    }

    private static let swiftUIProtocols: Set<String> = ["View", "Layout", "ViewModifier", "Shape", "App", "Scene", "PreviewProvider", "ObservableObject"]

    func copy() -> RuntimeObject {
        let copy = RuntimeObject(typeName: typeName)
        copy.declaredClass = declaredClass
        copy.fields = fields.mapValues(\.copiedIfValue)
        copy.lazyInitializers = lazyInitializers
        copy.inertValues = inertValues
        copy.sourceLines = sourceLines
        copy.configuringLines = configuringLines
        return copy
    }
}
