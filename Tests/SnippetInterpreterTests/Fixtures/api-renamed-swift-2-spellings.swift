// Swift 2 spellings of UIKit's and Texture's members. Today's compiler still knows each one (the
// Objective-C importer keeps a Swift 2 name as an unavailable stub) and names today's spelling:
// "'whiteColor()' has been renamed to 'white'", "'hidden' has been renamed to 'isHidden'".
// expected-error@18:32: 'whiteColor()' has been renamed to 'white'
// expected-error@19:25: 'lightGrayColor()' has been renamed to 'lightGray'
// expected-error@20:6: 'hidden' has been renamed to 'isHidden'
// expected-error@21:6: 'layerBacked' has been renamed to 'isLayerBacked'
// expected-error@22:6: 'userInteractionEnabled' has been renamed to 'isUserInteractionEnabled'
// expected-error@23:22: 'mainScreen()' has been renamed to 'main'
// expected-error@24:19: 'systemFontOfSize' has been renamed to 'systemFont(ofSize:)'
// expected-error@25:32: 'CGColor' has been renamed to 'cgColor'
// expected-error@26:7: 'hidden' has been renamed to 'isHidden'
// expected-error@27:33: 'sharedApplication()' has been renamed to 'shared'
// A misspelling of today's name is no rename.
// expected-error@28:32: type 'UIColor' has no member 'whiet'; did you mean 'white'?
let node = ASDisplayNode()
let label = UILabel()
node.backgroundColor = UIColor.whiteColor()
node.backgroundColor = .lightGrayColor()
node.hidden = false
node.layerBacked = true
node.userInteractionEnabled = true
let width = UIScreen.mainScreen().bounds.width
let font = UIFont.systemFontOfSize(12)
node.borderColor = UIColor.red.CGColor
label.hidden = true
let application = UIApplication.sharedApplication()
node.backgroundColor = UIColor.whiet
node.style.preferredSize = CGSize(width: 10, height: 10)
node
