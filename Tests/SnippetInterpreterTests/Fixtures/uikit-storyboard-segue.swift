// A controller that goes to another screen by a storyboard's segue: `performSegue` is accepted (the
// segue comes after the moment a figure shows) and its `prepare(for:sender:)` override is checked
// but never run (vkClient's friends list stopped on "no member 'performSegue'"). The misspelt
// reading of the segue inside it is still an error, as swiftc reports it.
// expected-error@17:21: value of type 'UIStoryboardSegue' has no member 'identifer'; did you mean 'identifier'?
final class FriendsController: UIViewController {
    var friendID = 0
    let banner = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
        view.addSubview(banner)
        if friendID == 0 { performSegue(withIdentifier: "toLogin", sender: self) }
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let controller = segue.destination as? FriendsController, segue.identifier == "toImages" { controller.friendID = 1 }
        print(segue.identifer ?? "")
    }
}
FriendsController()
