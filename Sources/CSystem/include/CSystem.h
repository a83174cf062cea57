// CSystem.h exposes the C interfaces RowcSystem uses that Swift's Glibc module leaves out:
// extended file attributes (sys/xattr.h).
#ifndef C_SYSTEM_H
#define C_SYSTEM_H
#if defined(__linux__)
#include <sys/xattr.h>
#endif
#endif
