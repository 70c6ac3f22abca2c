// expected-error@3:*: snippet stopped after 1000000 steps: is there an endless loop?
var n = 0
while true { n += 1 }
