import Foundation
import Synchronization

extension KeyboardResources {
    /// The files shipped in the Keyboard module's `Resources` folder, decoded on the first
    /// call and shared afterwards (every layout keeps its key-frame cache).
    ///
    /// ```swift
    /// let resources = try KeyboardResources.bundled()   // decodes six files
    /// let again = try KeyboardResources.bundled()       // the same value, nothing decoded
    /// ```
    ///
    /// - Throws: `KeyboardLayoutError` naming the broken or missing file; a failed load is
    ///   not cached, so each call reports it.
    /// - Complexity: O(total file size) the first time, O(1) afterwards.
    public static func bundled() throws(KeyboardLayoutError) -> KeyboardResources {
        try BundledKeyboardResources.cached.withLock { cached throws(KeyboardLayoutError) in
            if let cached { return cached }
            guard let directory = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
                throw .missingResource(file: "Resources (the Keyboard module's resource folder)")
            }
            let resources = try load(from: directory)
            cached = resources
            return resources
        }
    }
}

/// The process-wide copy of the bundled resources; the first caller may be on any thread.
private enum BundledKeyboardResources {
    static let cached = Mutex<KeyboardResources?>(nil)
}
