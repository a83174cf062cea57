// CFileAttributes.h exposes extended file attributes (sys/xattr.h), which Swift's Glibc module leaves out.
#ifndef C_FILE_ATTRIBUTES_H
#define C_FILE_ATTRIBUTES_H
#if defined(__linux__)
#include <sys/xattr.h>
#endif
#endif
