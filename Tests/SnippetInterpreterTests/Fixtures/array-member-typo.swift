// A misspelt array method names the one meant.
// expected-error@4:15: value of type 'Array' has no member 'sortd'; did you mean 'sorted'?
let widths: [CGFloat] = [30, 10]
let ordered = widths.sortd()
let node = ASDisplayNode()
node
