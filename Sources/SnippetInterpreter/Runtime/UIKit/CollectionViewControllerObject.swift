import LayoutEngine

/// `UICollectionViewController`: a view controller whose view is a collection view, made with the
/// layout its initializer gives, with the controller as the collection's data source and delegate
/// (as UIKit sets them when it loads the view).
final class CollectionViewControllerObject: ViewControllerObject {
    private(set) var collectionView: ViewObject

    init(typeName: String) {
        collectionView = Self.makeCollectionView()
        super.init(typeName: typeName, isUIKit: true)
        adopt(collectionView)
    }

    var layout: RuntimeObject { collectionView.collection?.layout ?? FlowLayoutObject() }

    /// `init(collectionViewLayout:)`.
    func setLayout(_ layout: RuntimeObject) { collectionView.collection?.layout = layout }

    /// `collectionView = …`: the controller's view is the new collection, which keeps its own data
    /// source and delegate.
    func replaceCollectionView(with view: ViewObject) {
        collectionView = view
        assignedView = view
    }

    private func adopt(_ view: ViewObject) {
        view.collection?.dataSource = self
        view.collection?.delegate = self
        assignedView = view
    }

    private static func makeCollectionView() -> ViewObject {
        let view = ViewObject(typeName: "UICollectionView", kind: .collectionView)
        view.name = "collectionView"
        view.resizesWithSuperview()
        return view
    }
}
