#!/usr/bin/env bash
# neovim-lsp.sh tests `rowc lsp` with a real editor: headless Neovim's built-in LSP client on a broken spec.
# Exit status 0 only when every check passed; the last line of output says which.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

if ! command -v nvim >/dev/null 2>&1; then
    echo "neovim-lsp: installing Debian's neovim"
    apt-get update -qq >/dev/null && apt-get install -y -qq neovim >/dev/null
fi

(cd "$root" && swift build --product rowc 2>&1 | tail -1)
bin="$root/.build/debug/rowc"
[ -x "$bin" ] || { echo "neovim-lsp: FAILED: $bin was not built"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Neovim reads and writes nothing of the user's: every XDG folder is a temporary one.
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state" XDG_CACHE_HOME="$work/cache"
cp "$here/broken.rows" "$work/broken.rows"

status=0
ROWC_BIN="$bin" ROWC_SPEC="$work/broken.rows" timeout 120 \
    nvim --headless -u NONE -i NONE -n -c "luafile $here/neovim-lsp.lua" </dev/null || status=$?
if [ "$status" -eq 124 ]; then echo "neovim-lsp: FAILED: Neovim did not finish within 120 seconds"; fi
exit "$status"
