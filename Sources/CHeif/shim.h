#ifndef LECTOR_CHEIF_SHIM_H
#define LECTOR_CHEIF_SHIM_H
#include <libheif/heif.h>
#endif
