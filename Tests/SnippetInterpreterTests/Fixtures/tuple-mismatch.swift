// Taking a tuple apart into the wrong number of names is an error at the pattern.
// expected-error@4:5: a tuple of 2 values cannot be taken apart into 3 names
let size = (30, 40)
let (w, h, d) = size
