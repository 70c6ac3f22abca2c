/// Append-only storage in fixed-size chunks: appending never moves what is already stored, so a pass
/// writing tens of thousands of records copies none of them (a growing array copies them all, repeatedly).
/// Chunks are blocks of `StoreBlocks`, kept between passes. The owner must call `destroy()` once, when the
/// storage is no longer used.
struct ChunkedStorage<Element> {
    /// Elements per chunk: the largest power of two that fits in a block.
    private static var chunkShift: Int {
        // floor(log2(elements that fit)), written without a loop so that it folds to a constant.
        Int.bitWidth - 1 - (StoreBlocks.blockSize / MemoryLayout<Element>.stride).leadingZeroBitCount
    }
    private static var chunkMask: Int { (1 << chunkShift) - 1 }

    private var chunks: [UnsafeMutablePointer<Element>] = []
    private(set) var count = 0

    /// Read in place: reading one field of a record copies neither the record nor its references.
    subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(chunks[index >> Self.chunkShift] + (index & Self.chunkMask)) }
    }

    @discardableResult
    mutating func append(_ element: Element) -> Int {
        let offset = count & Self.chunkMask
        if offset == 0 { chunks.append(StoreBlocks.take().bindMemory(to: Element.self, capacity: Self.chunkMask + 1)) }
        (chunks[count >> Self.chunkShift] + offset).initialize(to: element)
        count += 1
        return count - 1
    }

    func modify(_ index: Int, _ change: (inout Element) -> Void) {
        change(&chunks[index >> Self.chunkShift][index & Self.chunkMask])
    }

    func destroy() {
        for (number, chunk) in chunks.enumerated() {
            chunk.deinitialize(count: Swift.min(Self.chunkMask + 1, count - number * (Self.chunkMask + 1)))
            StoreBlocks.give(UnsafeMutableRawPointer(chunk))
        }
    }
}
