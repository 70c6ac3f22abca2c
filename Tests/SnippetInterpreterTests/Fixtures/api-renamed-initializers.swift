// Initializers Swift 4.2 renamed are the compiler's error with today's labels (the check said
// "argument passed to call that takes no arguments", untrue of a view that has `init(style:)`).
// A misspelt label is no rename.
// expected-error@9:5: 'init(activityIndicatorStyle:)' has been renamed to 'init(style:)'
// expected-error@12:84: incorrect argument label 'styl:' in call to 'UIActivityIndicatorView'; did you mean 'style:'?
let container = UIView()
// The old spelling:
let spinner =
    UIActivityIndicatorView(activityIndicatorStyle: .gray)
container.addSubview(spinner)
// Today's spelling, and a misspelt label:
let other = UIActivityIndicatorView(style: .gray), third = UIActivityIndicatorView(styl: .gray)
container
