import CGtk

/// The draw-and-cache skeleton of the four layers (keyboard, list, panel, navigation bar):
/// one drawn image per cairo backend, what it was drawn for, the grid check that makes a copy
/// pixel-identical to drawing in place, and the copy itself.
///
/// One image per backend because a window paints on X pixmaps and `--record` on memory
/// images in the same frame, and copying between backends would be a round trip through the X
/// server. Each image is a surface similar to the frame's target, so the copy is a plain blit
/// on the same backend; it inherits the target's device scale, and its size is in points.
///
///     let cache = LayerCache<KeyboardLook>(.keyboard, reusesSurface: true)
///     guard let scale = wholeDeviceScale(of: cr),
///           let image = cache.image(on: target, scale: scale, holding: { $0 == look })
///               ?? cache.draw(look, width: w, height: h, scale: scale, similarTo: target, { cr in … })
///     else { cache.countInPlace(); /* draw in place */ }
///     cache.copy(image, to: cr, top: top, rows: top..<(top + h), width: w)
///
/// - Complexity: a lookup is one dictionary access and `holding`; a draw allocates one surface
///   (or reuses one of the same size) and runs the caller's drawing once.
@MainActor
final class LayerCache<Content> {
    /// A drawn image and what it holds.
    struct Image {
        let surface: OpaquePointer
        let content: Content
        let width: Int32
        let height: Int32
        let scale: Double
    }

    private let kind: LayerKind
    /// Whether a new image of the same size is drawn into the old one's surface. The layers
    /// that draw text make a new surface each time instead, so it takes the target's current
    /// font options too.
    private let reusesSurface: Bool
    private var images: [cairo_surface_type_t.RawValue: Image] = [:]

    init(_ kind: LayerKind, reusesSurface: Bool) {
        self.kind = kind
        self.reusesSurface = reusesSurface
    }

    isolated deinit {
        for image in images.values { cairo_surface_destroy(image.surface) }
    }

    /// Counts a frame that drew this layer's content in place instead of copying it.
    func countInPlace() {
        LayerStatistics.counts[kind, default: LayerStatistics()].inPlace += 1
    }

    /// The image cached for `target`'s backend if `holds` accepts what it was drawn for and it
    /// was drawn at `scale`.
    func image(on target: OpaquePointer, scale: Double, holding holds: (Content) -> Bool) -> Image? {
        guard let image = images[cairo_surface_get_type(target).rawValue], image.scale == scale,
              holds(image.content) else { return nil }
        return image
    }

    /// Draws `content` into the image for `target`'s backend: `draw` gets a context whose origin
    /// is the image's top left corner. The surface of the previous image is reused (cleared
    /// first) when it has the same size and scale, else a new one is made; nil, and nothing
    /// cached, when cairo cannot allocate it.
    func draw(_ content: Content, width: Int32, height: Int32, scale: Double, similarTo target: OpaquePointer,
              _ draw: (OpaquePointer) -> Void) -> Image? {
        let backend = cairo_surface_get_type(target).rawValue
        let surface: OpaquePointer
        if reusesSurface, let old = images[backend], old.width == width, old.height == height, old.scale == scale {
            surface = old.surface
            let cr = cairo_create(surface)!
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_destroy(cr)
        } else {
            if let old = images[backend] { cairo_surface_destroy(old.surface) }
            images[backend] = nil
            guard width > 0, height > 0,
                  let created = try? CairoCheck.surface(cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA,
                                                                                    width, height), kind.purpose)
            else { return nil }
            surface = created
        }
        let cr = cairo_create(surface)!
        draw(cr)
        cairo_destroy(cr)
        let image = Image(surface: surface, content: content, width: width, height: height, scale: scale)
        images[backend] = image
        LayerStatistics.counts[kind, default: LayerStatistics()].draws += 1
        return image
    }

    /// Copies the image's rows `rows` (in `cr`'s coordinates, the image's top at `top`) onto
    /// `cr` with the SOURCE operator: the layers are opaque, so SOURCE gives OVER's pixels as a
    /// plain copy, without reading or blending what lies underneath.
    func copy(_ image: Image, to cr: OpaquePointer, top: Double, rows: Range<Double>, width: Double) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, image.surface, 0, top)
        cairo_rectangle(cr, 0, rows.lowerBound, width, rows.upperBound - rows.lowerBound)
        cairo_fill(cr)
        cairo_restore(cr)
        LayerStatistics.counts[kind, default: LayerStatistics()].copies += 1
    }
}

/// The device scale of `cr`'s target when a layer's copy can equal drawing in place: the same
/// whole number across and down, and a context that only moves by whole points. Nil otherwise
/// (a fractional scale, a scaled context), when the caller draws in place.
func wholeDeviceScale(of cr: OpaquePointer) -> Double? {
    var scale = 0.0, scaleY = 0.0
    cairo_surface_get_device_scale(cairo_get_target(cr), &scale, &scaleY)
    guard scale == scaleY, GridCheck.isWhole(scale), GridCheck.movesByWholePoints(cr) else { return nil }
    return scale
}
