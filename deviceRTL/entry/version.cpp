//===- entry/version.cpp - The runtime's name in every device image -------===//
//
// `ompred-config --check` tells an image built against ompred's drop-in from
// one built against stock by this symbol: a cubin keeps its global symbols,
// and the name carries the version so that `readelf -s` alone answers
// (__ompred_v0_1_0_rtl; clang may link a second copy, renamed with a digit
// after `_rtl`).
// `used` keeps it through clang's bitcode linking and internalization although
// nothing references it; weak lets every translation unit carry a copy that the
// device link folds into one. No code refers to it, so it costs no instruction.
//
//===----------------------------------------------------------------------===//
#ifndef OMPRED_VERSION
#error "OMPRED_VERSION (e.g. 0.1.0) and OMPRED_VERSION_TAG (0_1_0) come from CMake"
#endif
#define OMPRED_PASTE3(a, b, c) a##b##c
#define OMPRED_PASTE(a, b, c) OMPRED_PASTE3(a, b, c)
#define OMPRED_STR2(x) #x
#define OMPRED_STR(x) OMPRED_STR2(x)

#include "adapter.h"

#if OMPRED_VERSION_MARKER_INTERNAL
// The adapter asks for a marker of internal linkage, named by an asm label:
// see llvm22/adapter.h for why a weak one fails there.
__attribute__((used)) static const char
    VersionMarker[] __asm__(OMPRED_STR(OMPRED_PASTE(__ompred_v, OMPRED_VERSION_TAG, _rtl))) =
        "ompred " OMPRED_STR(OMPRED_VERSION);
#else
extern "C" __attribute__((used, weak, visibility("default"))) const char
    OMPRED_PASTE(__ompred_v, OMPRED_VERSION_TAG, _rtl)[] = "ompred " OMPRED_STR(OMPRED_VERSION);
#endif
