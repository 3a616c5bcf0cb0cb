#ifndef KEYBOARDCHAT_CGSTREAMER_SHIM_H
#define KEYBOARDCHAT_CGSTREAMER_SHIM_H
// termios.h and sys/types.h first, as in CGtk: without them Swift sees pid_t twice
// (Glibc and GLib) and the module fails to build.
#include <termios.h>
#include <sys/types.h>
#include <gst/gst.h>
#include <gst/app/gstappsrc.h>
#include <gst/app/gstappsink.h>
#endif
