import Synchronization

/// Memory blocks for layout stores, kept for the next pass instead of being freed. A large layout fills
/// megabytes of records; freed, that memory goes back to the system and every following layout pays a
/// page fault per 4 KB to get it back: measured, about a quarter of the time of a 10,000-node layout.
enum StoreBlocks {
    static var blockSize: Int { 64 * 1024 }
    /// At most this many blocks (4 MB) wait for reuse; more are freed.
    private static let keptBlocks = 64
    /// Addresses of blocks waiting for reuse.
    private static let waiting = Mutex<[UInt]>([])

    static func take() -> UnsafeMutableRawPointer {
        if let address = waiting.withLock({ $0.popLast() }), let block = UnsafeMutableRawPointer(bitPattern: address) {
            return block
        }
        return .allocate(byteCount: blockSize, alignment: 16)
    }

    static func give(_ block: UnsafeMutableRawPointer) {
        let address = UInt(bitPattern: block)
        let kept = waiting.withLock { blocks in
            guard blocks.count < keptBlocks else { return false }
            blocks.append(address)
            return true
        }
        if !kept { block.deallocate() }
    }
}
