#ifndef LECTOR_CESPEAKNG_SHIM_H
#define LECTOR_CESPEAKNG_SHIM_H
#include <stdio.h>
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
#endif
