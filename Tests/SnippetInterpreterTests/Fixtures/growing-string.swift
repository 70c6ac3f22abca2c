// expected-error@4:14: string of more than 1000000 bytes is too large for a snippet
// A string that doubles in a loop stops at the size limit, long before it could fill memory.
var text = "x"
while true { text += text }
