import CGtk

// The GObject types the app casts between, each with its `*_get_type()`.
// A cast to or from a type not listed here does not compile: add it here.

extension GObject: GObjectInstance { static var gType: GType { g_object_get_type() } }
extension GApplication: GObjectInstance { static var gType: GType { g_application_get_type() } }
extension GtkApplication: GObjectInstance { static var gType: GType { gtk_application_get_type() } }
extension GtkWidget: GObjectInstance { static var gType: GType { gtk_widget_get_type() } }
extension GtkContainer: GObjectInstance { static var gType: GType { gtk_container_get_type() } }
extension GtkBox: GObjectInstance { static var gType: GType { gtk_box_get_type() } }
extension GtkWindow: GObjectInstance { static var gType: GType { gtk_window_get_type() } }
extension GtkAboutDialog: GObjectInstance { static var gType: GType { gtk_about_dialog_get_type() } }
extension GtkOverlay: GObjectInstance { static var gType: GType { gtk_overlay_get_type() } }
extension GtkScrolledWindow: GObjectInstance { static var gType: GType { gtk_scrolled_window_get_type() } }
extension GtkListBox: GObjectInstance { static var gType: GType { gtk_list_box_get_type() } }
extension GtkLabel: GObjectInstance { static var gType: GType { gtk_label_get_type() } }
extension GtkTextView: GObjectInstance { static var gType: GType { gtk_text_view_get_type() } }
extension GtkTextTag: GObjectInstance { static var gType: GType { gtk_text_tag_get_type() } }
extension GtkButton: GObjectInstance { static var gType: GType { gtk_button_get_type() } }
extension GtkMenuButton: GObjectInstance { static var gType: GType { gtk_menu_button_get_type() } }
extension GtkHeaderBar: GObjectInstance { static var gType: GType { gtk_header_bar_get_type() } }
extension GtkSettings: GObjectInstance { static var gType: GType { gtk_settings_get_type() } }
extension GtkCssProvider: GObjectInstance { static var gType: GType { gtk_css_provider_get_type() } }
extension AtkObject: GObjectInstance { static var gType: GType { atk_object_get_type() } }

extension AtkObjectClass: GObjectClassStruct { static var gType: GType { atk_object_get_type() } }
extension GtkWidgetClass: GObjectClassStruct { static var gType: GType { gtk_widget_get_type() } }
