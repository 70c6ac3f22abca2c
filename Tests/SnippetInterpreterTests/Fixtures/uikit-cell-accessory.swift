// A UIKit cell's accessory (a chevron, a check mark) sits at its trailing edge and narrows its
// contentView on a device. The figure draws the content view the cell's full width and no chevron,
// so setting it is a warning; it was accepted without one (@inert), a figure silently unlike the device's.
// expected-warning@9:6: 'accessoryType' changes what the screen shows, but diagrams do not draw it
// expect-frame dot 16 0 12 12
let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
let dot = UIView(frame: CGRect(x: 16, y: 0, width: 12, height: 12))
cell.contentView.addSubview(dot)
cell.accessoryType = .disclosureIndicator
cell
