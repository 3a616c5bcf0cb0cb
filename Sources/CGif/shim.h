#ifndef KEYBOARDCHAT_CGIF_SHIM_H
#define KEYBOARDCHAT_CGIF_SHIM_H
#include <gif_lib.h>
#endif
