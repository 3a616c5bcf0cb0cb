#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#include <zlib.h>

/// `inflateInit2` is a macro, which Swift does not import: this opens a raw
/// deflate stream (a zip member's data has no zlib header, hence -15).
static inline int czlib_inflate_init_raw(z_stream *stream) {
    return inflateInit2(stream, -15);
}
#endif
