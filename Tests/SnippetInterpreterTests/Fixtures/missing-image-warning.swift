// A missing image draws the placeholder, and a warning says so (no assets: nothing to suggest);
// a tint colour is allowed but not drawn, and a warning says that too.
// expected-warning@8:7: 'tintColor' changes what the screen shows, but diagrams do not draw it
// expected-warning@7:15: no image named 'sneakr' in Content/Assets/ or the app's asset catalogs (sources:), so UIImage(named:) returns nil
// expect-frame photo 8 8 359 80
let photo = ASImageNode()
photo.image = UIImage(named: "sneakr")
photo.tintColor = UIColor.red
photo.style.height = ASDimensionMake(80)
ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), child: photo)
