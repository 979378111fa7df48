#ifndef LECTOR_CLOUIS_SHIM_H
#define LECTOR_CLOUIS_SHIM_H
#include <liblouis/liblouis.h>
#endif
