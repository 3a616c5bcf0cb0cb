#ifndef KEYBOARDCHAT_CGTK_SHIM_H
#define KEYBOARDCHAT_CGTK_SHIM_H
// termios.h and sys/types.h first: without them Swift sees pid_t twice
// (Glibc and GLib) and the module fails to build.
#include <termios.h>
#include <sys/types.h>
#include <gtk/gtk.h>
#include <pango/pangocairo.h>
#include <cairo.h>
#include <glib-unix.h>
#endif
