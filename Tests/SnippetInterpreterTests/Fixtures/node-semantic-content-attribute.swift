// A button node mirrored for a right-to-left language, as apps do to put its image after its title
// (HealthyTracker's "View all" button): the figure draws it left to right, and says so.
// expected-warning@6:8: 'semanticContentAttribute' changes what the screen shows, but diagrams do not draw it
let button = ASButtonNode()
button.setTitle("View all", with: UIFont.systemFont(ofSize: 14), with: .blue, for: .normal)
button.semanticContentAttribute = .forceRightToLeft
button
