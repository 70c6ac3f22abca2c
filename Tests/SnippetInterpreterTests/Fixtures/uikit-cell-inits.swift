// `UITableViewCell()` and `UITableViewCell(frame:)` are valid Swift (the style defaults), as in a data
// source's fallback `return UITableViewCell()`.
// expect-frame dot 16 0 12 12
let plain = UITableViewCell()
let framed = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
let dot = UIView(frame: CGRect(x: 16, y: 0, width: 12, height: 12))
framed.contentView.addSubview(dot)
framed
