// A cast names a type as an annotation does. Foundation's real types are casts that may succeed
// (the run reaches them: a cast to `Date` is no typo of `Data`, nor `NSDate` of `NSData`); a name
// nothing declares is the compiler's "cannot find type" where the run reaches it.
import Foundation

struct Card { var title = "" }
let value: Any = Card()
let date = value as? Date
let old = value as? NSDate
let data = value as? NSData
let components = value as? URLComponents
let isDate = value is Date
let forced = value as! Card
let other = value as? Zebra
