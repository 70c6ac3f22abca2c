// A protocol's method is implemented, not overridden: 'override' on it is an error, as in Swift.
// expected-error@4:19: method does not override any method from its superclass
final class Rows: ASTableDataSource {
    override func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { 2 }
}
ASDisplayNode()
