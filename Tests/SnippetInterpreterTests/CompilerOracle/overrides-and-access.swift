// A subclass cannot see its superclass's private members: a method of the same name is a new one
// (no `override`), and `override` of one overrides nothing. A fileprivate member is seen from its
// own file, so there it is overridden as any other.
import Foundation

class Base {
    init() { setUp() }
    private func setUp() {}
    fileprivate func sameFile() {}
    func shown() {}
}

class Derived: Base {
    override init() {
        super.init()
        setUp()
    }
    private func setUp() {}
    override func sameFile() {}
    func shown() {}
}

class Other: Base {
    override func setUp() {}
}
