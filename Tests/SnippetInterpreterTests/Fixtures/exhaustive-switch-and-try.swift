// The fix-its Layoutbook adds to the compiler's words (which CompilerOracleTests compares with
// swiftc): the cases a switch misses, and `try`.
// expected-error@7:5: switch must be exhaustive; add missing cases: '.regular', '.spacious'
// expected-error@13:12: call can throw but is not marked with 'try'; did you mean to use 'try'?
enum Density { case compact, regular, spacious }
func gap(_ density: Density) -> CGFloat {
    switch density {
    case .compact: return 4
    }
}
func title() throws -> String { "Shoes" }
let node = ASDisplayNode()
let text = title()
node
