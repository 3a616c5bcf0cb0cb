import CGtk
import ChatDemoCore

/// The stage as ATK (GTK 3's accessibility) sees it: a drawing area whose
/// accessible has one child per key and message (`ChatScene.accessibleItems`),
/// so Orca, through AT-SPI, can read a key's label and a message's text.
///
/// GTK's accessible for a drawing area reports no children, and its class
/// decides that (`AtkObjectClass.get_n_children`/`ref_child`). So the stage
/// is a small GtkDrawingArea subclass whose accessible type is a subclass of
/// GtkWidgetAccessible with those two functions, registered with GType from
/// Swift (`AccessibleStageTypes.swift` in CBoundary/, as they are C callbacks);
/// the children are plain AtkObjects with a name and a role.
@MainActor
enum AccessibleStage {
    /// A new stage (floating, like `gtk_drawing_area_new`).
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        checkedCast(g_object_new_with_properties(widgetType, 0, nil, nil)!)
    }

    /// Gives `stage`'s accessible its children: `items`, asked whenever an
    /// assistive tool looks (so always what is on screen now).
    static func attach(_ stage: UnsafeMutablePointer<GtkWidget>, items: @escaping @MainActor () -> [AccessibleItem]) {
        let accessible = gtk_widget_get_accessible(stage)!
        atk_object_set_role(accessible, ATK_ROLE_PANEL)
        atk_object_set_name(accessible, "Conversation and keyboard")
        let key = UnsafeMutableRawPointer(accessible)
        providers[key] = Children(items: items)
        connect(stage, "destroy") {
            providers[key]?.clear()
            providers[key] = nil
        }
    }

    /// The AtkObjects of one stage, kept while their items stay the same
    /// (so a screen reader's references stay valid between frames).
    @MainActor final class Children {
        let items: @MainActor () -> [AccessibleItem]
        private(set) var current: [AccessibleItem] = []
        private(set) var objects: [UnsafeMutablePointer<AtkObject>] = []

        init(items: @escaping @MainActor () -> [AccessibleItem]) { self.items = items }

        func refresh(parent: UnsafeMutablePointer<AtkObject>) {
            let now = items()
            guard now != current else { return }
            clear()
            current = now
            objects = now.map { item in
                let child: UnsafeMutablePointer<AtkObject> = checkedCast(g_object_new_with_properties(atk_object_get_type(), 0, nil, nil)!)
                atk_object_set_name(child, item.name)
                switch item.kind {
                case .key, .panelItem: atk_object_set_role(child, ATK_ROLE_PUSH_BUTTON)
                case .message(let sender):
                    atk_object_set_role(child, ATK_ROLE_LABEL)
                    atk_object_set_description(child, sender == .me ? "sent" : "received")
                }
                atk_object_set_parent(child, parent)
                return child
            }
        }

        func clear() {
            objects.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
            objects = []
            current = []
        }
    }

    static var providers: [UnsafeMutableRawPointer: Children] = [:]

    /// The children of the accessible `object` (GTK calls in on the main thread).
    static func children(of object: UnsafeMutablePointer<AtkObject>?) -> Children? {
        guard let object, let children = providers[UnsafeMutableRawPointer(object)] else { return nil }
        children.refresh(parent: object)
        return children
    }
}
