#!/usr/bin/env bash
# Builds the runtime benchmarks in release mode and prints one table: wall-clock ns/op
# (best of 7 runs) and instructions/op from cachegrind (the difference between two
# iteration counts, on a stripped copy of the binary, so start-up cost cancels out).
# Usage: Benchmarks/run.sh        (from anywhere; needs valgrind)
set -euo pipefail
cd "$(dirname "$0")"

swift build -c release --product RuntimeBenchmarks >&2
binary=".build/release/RuntimeBenchmarks"
stripped=".build/RuntimeBenchmarks.stripped"
cp "$binary" "$stripped"
strip "$stripped"

instructions() {  # CASE COUNT -> total instructions executed
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$stripped" "$1" "$2" 2>&1 | sed -n 's/.*I *refs: *//p' | tr -d ','
}

declare -A nanoseconds
while read -r name ns; do nanoseconds[$name]=$ns; done < <("$binary")

printf '%-24s %-50s %12s %14s %10s\n' "case" "what one operation is" "ns/op" "instr/op" "vs floor"
declare -A floors
while read -r name low high summary; do
    low_total=$(instructions "$name" "$low")
    high_total=$(instructions "$name" "$high")
    # One decimal: integer division showed 104.99 as 104.
    per_op=$(awk -v a="$low_total" -v b="$high_total" -v n=$((high - low)) \
        'BEGIN { printf "%.1f", (b - a) / n }')
    group=${name%%.*}
    if [[ $name == *.lazy ]]; then floors[$group]=$per_op; fi
    ratio=$(awk -v a="$per_op" -v b="${floors[$group]}" 'BEGIN { printf "%.2fx", a / b }')
    printf '%-24s %-50s %12s %14s %10s\n' \
        "$name" "$summary" "${nanoseconds[$name]}" "$per_op" "$ratio"
done < <("$binary" --list)
