// CSystem.c is empty: the module is its header. SwiftPM needs one source file per C target.
#include "CSystem.h"
