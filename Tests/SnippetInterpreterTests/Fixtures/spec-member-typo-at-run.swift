// A misspelt member of a spec whose type the checker does not know before the run (made by
// `ASStackLayoutSpec.horizontal()`) is found at the run with the nearest name, as the compiler
// would suggest it (it was "has no member" without one).
// expected-error@6:5: value of type 'ASStackLayoutSpec' has no member 'horizontalAlignmen'; did you mean 'horizontalAlignment'?
let row = ASStackLayoutSpec.horizontal()
row.horizontalAlignmen = .left
row
