// A private method is not visible to a subclass, so it cannot be overridden, as swiftc says.
// expected-error@7:19: method does not override any method from its superclass
class Base: ASDisplayNode {
    private func setupNodes() {}
}
class Derived: Base {
    override func setupNodes() {}
}
Derived()
// A base class of a library the code does not include: its methods are unknown, so an override
// of one is not an error (IGListKit's section controllers).
class SectionBase: ListSectionController {}
class PhotoSection: SectionBase {
    override func didUpdate(to object: Any) {}
}
