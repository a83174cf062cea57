// CFuzzDriver.h starts libFuzzer from a program that has its own main.
#ifndef ROWC_CFUZZDRIVER_H
#define ROWC_CFUZZDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// The callback libFuzzer calls once per input; LLVMFuzzerTestOneInput's signature.
typedef int (*rowc_fuzz_callback)(const uint8_t *data, size_t size);

/// Runs libFuzzer over `callback` with the process's arguments when the program was linked
/// with -sanitize=fuzzer; returns -1 at once otherwise, so the caller can replay files itself.
int rowc_fuzz_run(int *argc, char ***argv, rowc_fuzz_callback callback);

#endif
