// detailTextLabel is declared @unsupported: the error says why, where it was "no member".
// expected-error@5:*: 'detailTextLabel' of UITableViewCell is not laid out: Layoutbook draws the default cell style's textLabel only; add your own labels to contentView
let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "cell")
cell.textLabel?.text = "Title"
cell.detailTextLabel?.text = "Detail"
cell
