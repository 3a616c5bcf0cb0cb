import CGtk

// The GObject types the app casts between, each with its `*_get_type()`.
// A cast to or from a type not listed here does not compile: add it here.

extension GObject: GObjectInstance { package static var gType: GType { g_object_get_type() } }
extension GApplication: GObjectInstance { package static var gType: GType { g_application_get_type() } }
extension GtkApplication: GObjectInstance { package static var gType: GType { gtk_application_get_type() } }
extension GtkWidget: GObjectInstance { package static var gType: GType { gtk_widget_get_type() } }
extension GtkContainer: GObjectInstance { package static var gType: GType { gtk_container_get_type() } }
extension GtkBox: GObjectInstance { package static var gType: GType { gtk_box_get_type() } }
extension GtkWindow: GObjectInstance { package static var gType: GType { gtk_window_get_type() } }
extension GtkAboutDialog: GObjectInstance { package static var gType: GType { gtk_about_dialog_get_type() } }
extension GtkOverlay: GObjectInstance { package static var gType: GType { gtk_overlay_get_type() } }
extension GtkScrolledWindow: GObjectInstance { package static var gType: GType { gtk_scrolled_window_get_type() } }
extension GtkListBox: GObjectInstance { package static var gType: GType { gtk_list_box_get_type() } }
extension GtkLabel: GObjectInstance { package static var gType: GType { gtk_label_get_type() } }
extension GtkTextView: GObjectInstance { package static var gType: GType { gtk_text_view_get_type() } }
extension GtkTextTag: GObjectInstance { package static var gType: GType { gtk_text_tag_get_type() } }
extension GtkButton: GObjectInstance { package static var gType: GType { gtk_button_get_type() } }
extension GtkMenuButton: GObjectInstance { package static var gType: GType { gtk_menu_button_get_type() } }
extension GtkHeaderBar: GObjectInstance { package static var gType: GType { gtk_header_bar_get_type() } }
extension GtkSettings: GObjectInstance { package static var gType: GType { gtk_settings_get_type() } }
extension GtkCssProvider: GObjectInstance { package static var gType: GType { gtk_css_provider_get_type() } }
extension AtkObject: GObjectInstance { package static var gType: GType { atk_object_get_type() } }

extension AtkObjectClass: GObjectClassStruct { package static var gType: GType { atk_object_get_type() } }
extension GtkWidgetClass: GObjectClassStruct { package static var gType: GType { gtk_widget_get_type() } }
