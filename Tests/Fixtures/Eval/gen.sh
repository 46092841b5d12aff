#!/usr/bin/env bash
# The generator command for shared/eval's run.sh:
#   run.sh --packages <list> [--testable] 'bash <repo>/Tests/Fixtures/Eval/gen.sh seam {src} {protocols} {out} {access} {deps}'
# Runs `seam generate` on {src} for the protocols in {protocols}, into {out}, at {access}, with
# one --reference-source per line of {deps}. SEAM_BIN picks the seam executable (default: this
# repository's debug build); copy it elsewhere first so rebuilding does not change it mid-run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
src="$2" protocols="$3" out="$4" access="$5" deps="$6"
args=(generate --source "$src" --protocols-file "$protocols" --output-folder "$out"
    --access-level "$access" --no-cache)
if [[ -f "$deps" ]]; then
    while IFS= read -r line; do
        if [[ -n "$line" ]]; then args+=(--reference-source "$line"); fi
    done <"$deps"
fi
exec "${SEAM_BIN:-$root/.build/debug/seam}" "${args[@]}"
