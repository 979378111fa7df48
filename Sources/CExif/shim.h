#ifndef LECTOR_CEXIF_SHIM_H
#define LECTOR_CEXIF_SHIM_H
#include <libexif/exif-data.h>
#include <libexif/exif-utils.h>

/// The entry of `tag` in one IFD, or NULL (exif_content_get_entry through the IFD array, which Swift sees as a tuple).
static inline ExifEntry *lector_exif_entry(ExifData *data, ExifIfd ifd, unsigned int tag) {
    if (data == 0 || ifd < 0 || ifd >= EXIF_IFD_COUNT) return 0;
    return exif_content_get_entry(data->ifd[ifd], (ExifTag)tag);
}
#endif
