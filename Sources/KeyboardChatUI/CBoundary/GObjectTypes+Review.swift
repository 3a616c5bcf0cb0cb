import CGtk

// The GObject types the motion-review tools and their dialogs cast to (see GObjectTypes.swift).

extension GtkPopover: GObjectInstance { package static var gType: GType { gtk_popover_get_type() } }
extension GtkDialog: GObjectInstance { package static var gType: GType { gtk_dialog_get_type() } }
extension GtkProgressBar: GObjectInstance { package static var gType: GType { gtk_progress_bar_get_type() } }
