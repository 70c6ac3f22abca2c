// UIApplication's scenes are refused, with a reason, only where the run reaches them: a method
// the figure never runs may read them. Once UIApplication was declared, StudySwift's navigation
// controller failed its check on `connectedScenes` in a transition no figure runs; here the
// transition runs, and the error is at the member.
// expected-error@8:42: 'connectedScenes' of UIApplication are the app's windows in each of its scenes; a figure draws one screen, whose window is UIApplication.shared.windows[0]
final class Router {
    func transition() {
        let scene = UIApplication.shared.connectedScenes.first
        print(scene as Any)
    }
    func unused() {
        print(UIApplication.shared.connectedScenes.count)
    }
}
Router().transition()
let title = ASTextNode()
title
