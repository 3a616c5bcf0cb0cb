import CGtk

// The GObject types the motion-review tools cast to (see GObjectTypes.swift).

extension GtkPopover: GObjectInstance { package static var gType: GType { gtk_popover_get_type() } }
