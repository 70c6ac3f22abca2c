// A name no code or API declares, in a file that imports a library Layoutbook does not stand in
// for, says which import may declare it: "cannot find 'DisposeBag' in scope" left the author to
// guess that RxSwift's types are not there (eleven files of the corpora stop on it).
// expected-error@8:22: cannot find 'DisposeBag' in scope; it may be RxSwift's, which this file imports and Layoutbook does not stand in for
import RxSwift
import UIKit
final class FeedNode: ASDisplayNode {
    let disposeBag = DisposeBag()
}
FeedNode()
