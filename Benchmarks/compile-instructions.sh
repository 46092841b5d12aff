#!/usr/bin/env bash
# What generated fakes add to a test target's compile, in compiler instructions (valgrind's
# callgrind, which do not move with the machine's speed or load): writes the first N
# protocols of the generator benchmark's synthetic input (three per file: Grand<i>,
# Parent<i>: Grand<i>, Child<i>: Parent<i>), then compiles, each as one module with
# `swiftc -c -Onone -swift-version 6 -parse-as-library`, (1) the protocols alone, (2) the
# protocols with Seam's fakes (folder output: one file per fake and Seam+Stubs.swift) and
# (3) the protocols with mocks in the layout of a typical peer (Mockolo's: a call count and a
# handler per method, an initializer taking every property; CompileCost/ReferenceTemplates).
# Prints each compile's instructions, the fakes' and the reference's net of the protocols
# alone, and the ratio of the two nets.
#
# The driver (swift-driver) cannot run under valgrind, so the script asks it for its
# frontend jobs (`-###`) and runs each under callgrind, summing them. Modules come from a
# module cache warmed by one compile first, so no count includes building one.
#
# Usage: Benchmarks/compile-instructions.sh [protocol count, default 5]
#   MODE=batch    batch (default: one frontend per batch of files, as a debug build with -j1
#                 runs them) or wmo (one frontend for the module)
#   SEAM_FLAGS="--no-spies"  extra `seam generate` flags for the fakes
#   TEMPLATES=dir generate the fakes from these templates instead of Templates/ (to compare)
#   TOOL=cachegrind  count with cachegrind (--cache-sim=no, faster; the same instruction count)
#   SEAM=path     this seam executable instead of building the package's (an older version, to
#                 compare; it uses its own default templates)
#   KEEP=1        keep the work folder (printed)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
protocols="${1:-5}"
mode="${MODE:-batch}"
tool="${TOOL:-callgrind}"
work="$(mktemp -d "${TMPDIR:-/tmp}/seam-compile-instructions.XXXXXX")"
if [[ -z "${KEEP:-}" ]]; then trap 'rm -rf "$work"' EXIT; fi

if [[ -n "${SEAM:-}" ]]; then
    seam="$SEAM"
else
    swift build --package-path "$root" --product seam >&2
    seam="$root/.build/debug/seam"
fi

swiftc -Onone -o "$work/write-sources" "$root/Benchmarks/CompileCost/main.swift" \
    "$root/Benchmarks/Sources/GeneratorBenchmark/SyntheticSource.swift"
files=$(( (protocols + 2) / 3 ))
"$work/write-sources" "$files" "$work/Protocols"
last=$(( files - 1 ))
case $(( protocols % 3 )) in  # the last file keeps only the protocols asked for
    1) sed -i "/^protocol Parent$last:/,\$d" "$work/Protocols/File$last.swift" ;;
    2) sed -i "/^protocol Child$last:/,\$d" "$work/Protocols/File$last.swift" ;;
esac

generate() {  # NAME [seam flags...]: fakes of every protocol in folder NAME
    local name="$1"; shift
    "$seam" generate -s "$work/Protocols" --all --output-folder "$work/$name" --no-cache -q "$@"
}
read -r -a seam_flags <<< "${SEAM_FLAGS:-}"
generate Fakes ${TEMPLATES:+--templates "$TEMPLATES"} ${seam_flags[@]+"${seam_flags[@]}"}
generate Reference --templates "$root/Benchmarks/CompileCost/ReferenceTemplates"

case "$mode" in
    batch) batching=(-enable-batch-mode -j1) ;;
    wmo) batching=(-wmo) ;;
    *) echo "MODE must be batch or wmo, not '$mode'" >&2; exit 2 ;;
esac
cache="$work/module-cache"

jobs() {  # NAME FOLDER... -> the frontend command lines of compiling them as module NAME
    local name="$1"; shift
    local sources=()
    for folder in "$@"; do sources+=("$folder"/*.swift); done
    mkdir -p "$work/$name.o"
    (cd "$work/$name.o" && swiftc -c "${batching[@]}" -module-name "$name" -Onone -swift-version 6 \
        -parse-as-library -module-cache-path "$cache" "${sources[@]}" -###) \
        | grep -E '^[^ ]*swift-frontend '
}

count() {  # NAME FOLDER... -> instructions of every frontend job, summed; fails on any diagnostic
    local name="$1" total=0 n=0 log
    (cd "$work" && mkdir -p "$name.o")
    while IFS= read -r job; do
        n=$((n + 1))
        log="$work/$name.$n.log"
        local options=(--tool="$tool" --callgrind-out-file=/dev/null)
        if [[ "$tool" == cachegrind ]]; then options=(--tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null); fi
        # Word splitting is what turns the printed job back into its arguments (the paths
        # the script makes have no spaces).
        # shellcheck disable=SC2086
        (cd "$work/$name.o" && valgrind --log-file="$log" "${options[@]}" $job > "$log.out" 2> "$log.err") \
            || { cat "$log.out" "$log.err" "$log" >&2; exit 1; }
        if grep -qE 'error:|warning:' "$log.out" "$log.err"; then
            echo "diagnostics while compiling $name:" >&2; grep -E 'error:|warning:' "$log.out" "$log.err" | head >&2
            exit 1
        fi
        local collected
        collected=$(sed -n -e 's/.*Collected : *//p' -e 's/.*I *refs: *//p' "$log" | tr -d ',' | head -1)
        total=$((total + collected))
    done < <(jobs "$@")
    echo "$total"
}

# Warm the module cache (Foundation's and the toolchain's modules), outside any count.
(mkdir -p "$work/warm" && cd "$work/warm" && swiftc -c "${batching[@]}" -module-name Warm -Onone \
    -swift-version 6 -parse-as-library -module-cache-path "$cache" "$work/Protocols"/*.swift "$work/Fakes"/*.swift)

alone=$(count Alone "$work/Protocols")
fakes=$(count WithFakes "$work/Protocols" "$work/Fakes")
reference=$(count WithReference "$work/Protocols" "$work/Reference")

giga() { awk -v n="$1" 'BEGIN { printf "%.3f G", n / 1e9 }'; }
net_fakes=$((fakes - alone))
net_reference=$((reference - alone))
fake_count=$(ls "$work/Fakes" | grep -vc '^Seam+Stubs.swift$')
echo "$protocols protocols, $fake_count fakes; swiftc -c -Onone -swift-version 6 ${batching[*]}${SEAM_FLAGS:+, seam $SEAM_FLAGS}${TEMPLATES:+, templates $TEMPLATES}; instructions ($tool)"
printf '%-34s %14s\n' "protocols alone" "$(giga "$alone")"
printf '%-34s %14s\n' "protocols + Seam's fakes" "$(giga "$fakes")"
printf '%-34s %14s\n' "protocols + reference (Mockolo's)" "$(giga "$reference")"
printf '%-34s %14s\n' "Seam's fakes, net" "$(giga "$net_fakes")"
printf '%-34s %14s\n' "reference, net" "$(giga "$net_reference")"
awk -v a="$net_fakes" -v b="$net_reference" 'BEGIN { printf "Seam / reference, net: %.2fx\n", a / b }'
if [[ -n "${KEEP:-}" ]]; then echo "kept: $work"; fi
