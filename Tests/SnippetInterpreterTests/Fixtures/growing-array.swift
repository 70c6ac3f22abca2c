// expected-error@4:14: array of more than 1000000 elements is too large for a snippet
// An array that doubles in a loop stops at the size limit, long before it could fill memory.
var items = [1]
while true { items += items }
