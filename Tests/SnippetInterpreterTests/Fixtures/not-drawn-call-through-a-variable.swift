// A call declared @notDrawn warns under the figure also when its object is reached through a
// variable whose type the checker does not infer (`let center = NotificationCenter.default`):
// the post ran without a word, and the observers it would call are not run.
// expected-warning@7:1: 'post' changes what the screen shows, but diagrams do not draw it
let center = NotificationCenter.default
center.addObserver(forName: NSNotification.Name("saved"), object: nil, queue: nil) { _ in }
center.post(name: NSNotification.Name("saved"), object: nil)
let text = ASTextNode()
text
