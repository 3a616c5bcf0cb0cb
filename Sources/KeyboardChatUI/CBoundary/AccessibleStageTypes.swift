import CGtk

// The stage's two GObject types (see `AccessibleStage`): their class functions are called by
// GObject and ATK, so they live here with the app's other C callbacks.

extension AccessibleStage {
    /// The stage's widget type: a GtkDrawingArea whose accessible reports the stage's items.
    static var widgetType: GType { stageType }
}

/// The accessible type: GtkWidgetAccessible plus children.
private let stageAccessibleType: GType = {
    // GtkWidgetAccessible's header (gtk-a11y.h) is not in CGtk's shim; the
    // type is registered by GtkWidget's class, which initialising the
    // drawing area's class brings in.
    g_type_class_unref(g_type_class_ref(gtk_drawing_area_get_type()))
    return registerSubclass(of: g_type_from_name("GtkWidgetAccessible"), named: "KeyboardChatStageAccessible") { klass, _ in
        let atk = checkedClassCast(klass!, to: AtkObjectClass.self)
        atk.pointee.get_n_children = { object in
            let handedObject = CallbackPointer(object)
            return MainActor.assumeIsolated { Int32(AccessibleStage.children(of: handedObject.pointer)?.objects.count ?? 0) }
        }
        atk.pointee.ref_child = { object, index in
            let handedParent = CallbackPointer(object)
            let handedChild = MainActor.assumeIsolated { () -> CallbackPointer<UnsafeMutablePointer<AtkObject>?> in
                guard let objects = AccessibleStage.children(of: handedParent.pointer)?.objects, objects.indices.contains(Int(index)) else {
                    return CallbackPointer(nil)
                }
                g_object_ref(UnsafeMutableRawPointer(objects[Int(index)]))
                return CallbackPointer(objects[Int(index)])
            }
            return handedChild.pointer
        }
    }
}()

/// The stage's widget type: a GtkDrawingArea whose accessible is the above.
private let stageType: GType = {
    _ = stageAccessibleType
    return registerSubclass(of: gtk_drawing_area_get_type(), named: "KeyboardChatStage") { klass, _ in
        gtk_widget_class_set_accessible_type(checkedClassCast(klass!, to: GtkWidgetClass.self), stageAccessibleType)
    }
}()

/// Registers a GObject subclass that adds nothing but its `class_init`: the class and
/// instance sizes are the parent's, read with `g_type_query`.
private func registerSubclass(of parent: GType, named name: String, classInit: GClassInitFunc) -> GType {
    var query = GTypeQuery()
    g_type_query(parent, &query)
    var info = GTypeInfo()
    info.class_size = guint16(query.class_size)
    info.instance_size = guint16(query.instance_size)
    info.class_init = classInit
    return g_type_register_static(parent, name, &info, GTypeFlags(rawValue: 0))
}
