// CSystem.h exposes the C interfaces rowc uses that Swift's Glibc module leaves out:
// extended file attributes (sys/xattr.h) and malloc's tuning (malloc.h).
#ifndef C_SYSTEM_H
#define C_SYSTEM_H
#if defined(__linux__)
#include <sys/xattr.h>
#include <malloc.h>
#endif
#endif
