// A misspelt member of a button's title label is the compiler's "no member", with the member it is
// near; it was "set 'fnt' on the button", as if 'fnt' were a label setting the button lacks.
// expected-error@6:17: value of type 'UILabel' has no member 'fnt'; did you mean 'font'?
let buy = UIButton(type: .system)
buy.setTitle("Buy", for: .normal)
buy.titleLabel?.fnt = UIFont.systemFont(ofSize: 20)
buy
