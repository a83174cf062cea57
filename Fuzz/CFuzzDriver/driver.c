// driver.c calls libFuzzer's LLVMFuzzerRunDriver when it is linked in, and reports when it is not.
#include "CFuzzDriver.h"

// Weak: present only in a build with -sanitize=fuzzer. SwiftPM links its own `main` for an
// executable target, which hides libFuzzer's, so the target starts the fuzzer through this.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv,
                               int (*callback)(const uint8_t *data, size_t size)) __attribute__((weak));

int rowc_fuzz_run(int *argc, char ***argv, rowc_fuzz_callback callback) {
    if (!LLVMFuzzerRunDriver) return -1;
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
