// Texture's `ASNetworkImageNode(cache:downloader:)` takes the app's adapters for an image library
// (Fable's Kingfisher cache and downloader; it was "extra argument 'cache'"): the image arrives
// after the moment a figure shows, so the node is drawn as any network image node, at its size.
// expect-frame photo 0 0 60 40
final class KingfisherCache: NSObject, ASImageCacheProtocol {
    static let shared = KingfisherCache()
}
final class KingfisherDownloader: NSObject, ASImageDownloaderProtocol {
    static let shared = KingfisherDownloader()
}
let photo = ASNetworkImageNode(cache: KingfisherCache.shared, downloader: KingfisherDownloader.shared)
photo.style.preferredSize = CGSize(width: 60, height: 40)
photo.url = URL(string: "https://example.com/a.png")
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [photo])
