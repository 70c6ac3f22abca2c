// expected-error@5:25: square brackets nested more than 10 deep; a snippet may nest them 10 deep at most
// Deeper nesting is refused before parsing (the parser's time grows exponentially with it);
// brackets in strings and comments do not count: "[[[[[[[[[[[[".
let nested: [[Int]] = [[1]]
let tooDeep = [[[[[[[[[[[1]]]]]]]]]]]
