#!/usr/bin/env bash
# Compares two seam executables on the generator benchmark's synthetic input (N files of three
# protocols: Grand<i>, Parent<i>: Grand<i>, Child<i>: Parent<i>), every protocol selected,
# folder output, no cache: CPU seconds (user+sys, best of RUNS), alternating A and B, and the
# ratio B/A; with COUNT=1 also the instructions callgrind counts for one run of each (they
# move a little from run to run, as the work is spread over threads).
#
# Usage: Benchmarks/generator-ab.sh A B [files, default 1000]
#   RUNS=5   runs of each
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
a="$1" b="$2" files="${3:-1000}" runs="${RUNS:-5}"
work="$(mktemp -d "${TMPDIR:-/tmp}/seam-generator-ab.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swiftc -Onone -o "$work/write-sources" "$root/Benchmarks/CompileCost/main.swift" \
    "$root/Benchmarks/Sources/GeneratorBenchmark/SyntheticSource.swift"
"$work/write-sources" "$files" "$work/Protocols"

cpu() {  # SEAM -> CPU seconds of one run
    { /usr/bin/time -f '%U %S' "$1" generate -s "$work/Protocols" --all \
        --output-folder "$work/Fakes" --no-cache -q > /dev/null; } 2>&1 | tail -1 |
        awk '{ printf "%.3f", $1 + $2 }'
}
# Each run's output is moved aside, not deleted: creating thousands of files right after
# deleting thousands made this VM's file system (ext4 without a journal) spend seconds of
# system time in the kernel, which a run would be charged for.
best_a="" best_b=""
for run in $(seq "$runs"); do
    for side in a b; do
        seconds=$(cpu "${!side}")
        mv "$work/Fakes" "$work/Fakes-$run-$side"
        var="best_$side"
        if [[ -z "${!var}" ]] || awk -v x="$seconds" -v y="${!var}" 'BEGIN { exit !(x < y) }'
        then printf -v "$var" '%s' "$seconds"; fi
    done
done
printf '%-10s %12s %16s\n' "" "CPU s (best)" "instructions"
for side in a b; do
    instructions="-"
    if [[ -n "${COUNT:-}" ]]; then
        instructions=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "${!side}" \
            generate -s "$work/Protocols" --all --output-folder "$work/Fakes" --no-cache -q \
            2>&1 | sed -n 's/.*Collected *: *//p' | tr -d ',')
        mv "$work/Fakes" "$work/Fakes-count-$side"
        declare "count_$side=$instructions"
    fi
    var="best_$side"
    printf '%-10s %12s %16s\n' "$side" "${!var}" "$instructions"
done
awk -v x="$best_b" -v y="$best_a" 'BEGIN { printf "B/A CPU: %.2fx\n", x / y }'
if [[ -n "${COUNT:-}" ]]; then
    awk -v x="$count_b" -v y="$count_a" 'BEGIN { printf "B/A instructions: %.3fx\n", x / y }'
fi
