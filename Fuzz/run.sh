#!/usr/bin/env bash
# run.sh builds one libFuzzer target (or all) with -sanitize=fuzzer,address and runs it for a time.
#
#   Fuzz/run.sh TARGET SECONDS [libFuzzer options...]
#
# TARGET is frontend, format, lsp, layout, fonts, strings or all (one after another, SECONDS each). layout
# drives RowKit directly: the frames an app's cell gets for a random RowModel against the report's path.
# The build goes to .build-fuzz (ROWC_FUZZ=1 adds the targets to Package.swift), so the
# normal .build is never touched. Each target keeps a working corpus in
# .build-fuzz/corpus/TARGET, seeded from Specs/ and Tests/Cases/ (or Fuzz/Seeds/lsp, Fuzz/Seeds/layout,
# which Fuzz/Layout/make-seeds.py writes; fonts
# from small subsets of the system's fonts that Fuzz/Fonts/make-seeds.py cuts with fontTools;
# strings from the catalogs in Tests/Cases/strings and Fuzz/Seeds/strings), and uses Fuzz/rows.dict (Fuzz/lsp.dict for
# lsp, Fuzz/Strings/strings.dict for strings, none for layout's binary inputs). A crash, a timeout (-timeout, default 10 s
# per input) or an out-of-memory input is saved under .build-fuzz/crashes/TARGET/ and
# makes the script exit 1. Extra options go to libFuzzer: -runs=N, -max_len=N, -jobs=N...
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
scratch="$root/.build-fuzz"

usage() { echo "usage: Fuzz/run.sh frontend|format|lsp|layout|fonts|strings|all SECONDS [libFuzzer options...]" >&2; exit 2; }
[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

all_targets=(frontend format lsp layout fonts strings)

if [ "$target" = all ]; then
    for t in "${all_targets[@]}"; do "$0" "$t" "$seconds" "$@"; done
    exit 0
fi
case " ${all_targets[*]} " in *" $target "*) ;; *) usage ;; esac

# lld links the instrumented executables; Swift's toolchain ships it, Debian's lld package otherwise.
if ! command -v ld.lld >/dev/null 2>&1; then
    apt-get install -y lld >/dev/null || { apt-get update >/dev/null && apt-get install -y lld >/dev/null; }
fi

product="fuzz-$target"
# An incremental release build can link stale code: with cross-module optimisation a module
# inlines another's code (a class's allocation size, say), and SwiftPM does not rebuild it when
# only that module's private parts change; the result is a heap overflow that is not in the
# sources. So when any source changed since the last fuzz build, build from scratch.
sources=$(find -L Sources Fuzz Package.swift -type f ! -name '*.dict' -print0 \
    | sort -z | xargs -0 sha1sum | sha1sum | cut -d' ' -f1)
if [ "$(cat "$scratch/sources.sha1" 2>/dev/null)" != "$sources" ] && [ -d "$scratch" ]; then
    find "$scratch" -mindepth 1 -maxdepth 1 ! -name corpus ! -name crashes ! -name '*.log' -exec rm -rf {} +
fi
echo "== building $product" >&2
# -enable-testing: the front-end target reaches the parser's and checker's other paths, which it
# compares with the ordinary ones, through `@testable import`; they are not public API.
ROWC_FUZZ=1 swift build -c release --scratch-path "$scratch" --product "$product" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xswiftc -enable-testing >&2
binary="$scratch/release/$product"
echo "$sources" > "$scratch/sources.sha1"

# Seeds: every spec and golden case, copied flat (libFuzzer reads only a folder's own files).
seeds="$scratch/seeds/$target"
rm -rf "$seeds"
mkdir -p "$seeds"
if [ "$target" = lsp ]; then
    cp Fuzz/Seeds/lsp/* "$seeds/"
    dict=Fuzz/lsp.dict
elif [ "$target" = layout ]; then
    cp Fuzz/Seeds/layout/* "$seeds/"
    dict=
elif [ "$target" = fonts ]; then
    /usr/bin/python3 Fuzz/Fonts/make-seeds.py "$seeds"
    dict=
elif [ "$target" = strings ]; then
    cp Tests/Cases/strings/*.xcstrings Fuzz/Seeds/strings/* "$seeds/"
    dict=Fuzz/Strings/strings.dict
else
    while IFS= read -r -d '' file; do
        cp "$file" "$seeds/$(echo "${file#./}" | tr '/ ' '__')"
    done < <(find ./Specs ./Tests/Cases -type f \( -name '*.rows' -o -name '*.input' -o -name '*.golden' \) -print0)
    dict=Fuzz/rows.dict
fi
corpus="$scratch/corpus/$target"
# Not "artifacts": SwiftPM owns that folder of a scratch path and empties it when it builds.
artifacts="$scratch/crashes/$target"
mkdir -p "$corpus" "$artifacts"
before=$(find "$artifacts" -type f | wc -l)

log="$scratch/$target.log"
echo "== fuzzing $product for ${seconds}s (log: ${log#$root/})" >&2
# Leak checks are off: the Swift runtime's caches read as leaks, and ARC frees what rowc allocates.
# malloc_context_size=0 skips recording a stack per allocation, which halves the speed otherwise;
# replay a crash with ASAN_OPTIONS= unset for full allocation stacks.
status=0
started=$SECONDS
ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0:detect_leaks=0} \
    "$binary" "$corpus" "$seeds" ${dict:+-dict="$dict"} -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$artifacts/" "$@" >"$log" 2>&1 || status=$?

after=$(find "$artifacts" -type f | wc -l)
runs=$(grep -o '^stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
cov=$(echo "$last" | grep -o 'cov: [0-9]*' || true)
ft=$(echo "$last" | grep -o 'ft: [0-9]*' || true)
corp=$(echo "$last" | grep -o 'corp: [0-9]*/[0-9A-Za-z]*' || true)
echo "fuzz-$target: $runs executions in $((SECONDS - started)) s, $cov, $ft, $corp, $((after - before)) new crash file(s)"
if [ "$status" -ne 0 ] || [ "$after" -gt "$before" ]; then
    grep -E 'ERROR|invariant failed|Fatal error|panic|deadly signal|Test unit written' "$log" | head -20 >&2 || true
    echo "fuzz-$target: FAILED (exit $status); see ${log#$root/} and ${artifacts#$root/}/" >&2
    exit 1
fi
