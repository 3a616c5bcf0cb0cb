import CGtk

/// GObject's single inheritance, as Swift sees it: a `GtkButton*` is a
/// `GtkWidget*` is a `GObject*`, but the importer gives each its own type.
/// `upcast` reinterprets one instance pointer as another of its classes.
@inline(__always)
package func upcast<From, To>(_ pointer: UnsafeMutablePointer<From>, to: To.Type = To.self) -> UnsafeMutablePointer<To> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: To.self)
}
