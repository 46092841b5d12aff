#!/usr/bin/env bash
# Generator cost of a refinement chain with every protocol selected: writes one file with
# `protocol P0 { func f0() }`, `protocol P1: P0 { func f1() }`, ... up to P<N-1>, runs
# `seam generate --all` over it and prints, per N, CPU seconds (user+sys), the output's size
# and, with COUNT=1, the instructions callgrind counts (slow: about 50x the run time).
# The work should grow with the output: at 2N about twice the figures at N.
#
# Usage: Benchmarks/refinement-chain.sh [N ...]     (default: 1000 2000 4000 10000)
#   SEAM=path   this seam executable instead of the package's release build
#   COUNT=1     also count instructions (valgrind --tool=callgrind)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/seam-refinement-chain.XXXXXX")"
trap 'rm -rf "$work"' EXIT

if [[ -n "${SEAM:-}" ]]; then
    seam="$SEAM"
else
    swift build --package-path "$root" -c release --product seam >&2
    seam="$root/.build/release/seam"
fi
if [[ $# -eq 0 ]]; then set -- 1000 2000 4000 10000; fi

printf '%8s %10s %12s %16s\n' "N" "CPU s" "output KiB" "instructions"
for n in "$@"; do
    mkdir -p "$work/$n"
    awk -v n="$n" 'BEGIN {
        print "protocol P0 { func f0() }"
        for (i = 1; i < n; i++) printf "protocol P%d: P%d { func f%d() }\n", i, i - 1, i
    }' > "$work/$n/Chain.swift"
    generate=("$seam" generate -s "$work/$n/Chain.swift" --all -o "$work/$n/Fakes.swift"
        --no-cache -q)
    cpu=$( { /usr/bin/time -f '%U %S' "${generate[@]}" > /dev/null; } 2>&1 | tail -1 |
        awk '{ printf "%.2f", $1 + $2 }')
    kib=$(( $(wc -c < "$work/$n/Fakes.swift") / 1024 ))
    instructions="-"
    if [[ -n "${COUNT:-}" ]]; then
        instructions=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "${generate[@]}" \
            2>&1 | sed -n 's/.*Collected *: *//p' | tr -d ',')
    fi
    printf '%8s %10s %12s %16s\n' "$n" "$cpu" "$kib" "$instructions"
done
