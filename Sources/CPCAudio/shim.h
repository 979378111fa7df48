#ifndef LECTOR_CPCAUDIO_SHIM_H
#define LECTOR_CPCAUDIO_SHIM_H
#include <pcaudiolib/audio.h>
#endif
