// The same controller without the misspelling draws its own view: the segue in viewDidLoad goes
// nowhere and prepare(for:sender:) is not run, so the banner stays where viewDidLoad put it.
// expect-frame banner 0 100 200 40
final class FriendsController: UIViewController {
    var friendID = 0
    let banner = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
        view.addSubview(banner)
        if friendID == 0 { performSegue(withIdentifier: "toImages", sender: self) }
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let controller = segue.destination as? FriendsController, segue.identifier == "toImages" { controller.friendID = 1 }
        banner.frame.origin.y = 300
    }
}
FriendsController()
