#ifndef LECTOR_CMECAB_SHIM_H
#define LECTOR_CMECAB_SHIM_H

#include <mecab.h>

#endif
