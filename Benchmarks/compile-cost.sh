#!/usr/bin/env bash
# Compile cost of the generated fakes at -Onone: writes the generator benchmark's synthetic
# input (N files, 3 protocols each), compiles the protocols as module `SyntheticProtocols`, then
# compiles, against it, (1) a baseline: the smallest conformance of every protocol (members that
# return defaults, from CompileCost/BaselineTemplates), (2) Seam's fakes and (3) a reference: the
# same protocols' mocks in the layout of a typical peer (a call count and a handler per method,
# an initializer taking every property, `final`, no argument history and no spy, from
# CompileCost/ReferenceTemplates), each as one module
# the way SwiftPM builds a test target in debug: `swiftc -c -Onone -swift-version 6`, not
# whole-module, batch mode over $JOBS jobs. Prints CPU seconds (user+sys of the driver and its
# frontends, the figure that does not depend on what else the machine runs) and wall seconds,
# per run and per fake, each one's cost net of the baseline, and the ratio of the fakes' net cost
# to the reference's: the figure that compares the layouts, whatever the machine's speed.
#
# Usage: Benchmarks/compile-cost.sh [file count, default 1000]
#   JOBS=2        parallel frontends (-j)
#   MODE=batch    batch (default) or wmo (-wmo: one frontend for the whole module)
#   FLAGS="-g"    extra swiftc flags for both compiles
#   SENDABLE=1    make every protocol Sendable (`protocol Grand<n>: Sendable`), so the fakes
#                 are the lock-protected kind
#   TEMPLATES=dir generate the fakes from these templates instead of Templates/ (to compare)
#   OUTPUT=file   one file with every fake (`--output-file`) instead of one file per fake
#   SEAM_FLAGS="--no-subclassing"  extra `seam generate` flags for the fakes
#   REFERENCE=0   skip the reference (a third less time)
#   KEEP=1        keep the work folder (printed)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
files="${1:-1000}"
jobs="${JOBS:-2}"
mode="${MODE:-batch}"
output="${OUTPUT:-folder}"
read -r -a extra <<< "${FLAGS:-}"
work="$(mktemp -d "${TMPDIR:-/tmp}/seam-compile-cost.XXXXXX")"
if [[ -z "${KEEP:-}" ]]; then trap 'rm -rf "$work"' EXIT; fi

swift build --package-path "$root" --product seam >&2
seam="$root/.build/debug/seam"

swiftc -Onone -o "$work/write-sources" "$root/Benchmarks/CompileCost/main.swift" \
    "$root/Benchmarks/Sources/GeneratorBenchmark/SyntheticSource.swift"
"$work/write-sources" "$files" "$work/Sources"
if [[ -n "${SENDABLE:-}" ]]; then
    sed -i -E 's/^protocol (Grand[0-9]+) \{/protocol \1: Sendable {/' "$work/Sources"/*.swift
fi
mkdir -p "$work/module"
swiftc -wmo -emit-module -emit-module-path "$work/module/SyntheticProtocols.swiftmodule" \
    -module-name SyntheticProtocols -enable-testing -parse-as-library -Onone -swift-version 6 \
    "$work/Sources"/*.swift

generate() {  # NAME [seam flags...]: the fakes in folder NAME (one file, or one per fake)
    local name="$1"; shift
    case "$output" in
        folder) local where=(--output-folder "$work/$name") ;;
        file) mkdir -p "$work/$name"; local where=(--output-file "$work/$name/$name.swift") ;;
        *) echo "OUTPUT must be folder or file, not '$output'" >&2; exit 2 ;;
    esac
    "$seam" generate -s "$work/Sources" --all --module SyntheticProtocols "${where[@]}" \
        --no-cache -q "$@"
}
read -r -a seam_flags <<< "${SEAM_FLAGS:-}"
generate Fakes ${TEMPLATES:+--templates "$TEMPLATES"} ${seam_flags[@]+"${seam_flags[@]}"}
generate Baseline --templates "$root/Benchmarks/CompileCost/BaselineTemplates"
reference="${REFERENCE:-1}"
if [[ "$reference" != 0 ]]; then
    generate Reference --templates "$root/Benchmarks/CompileCost/ReferenceTemplates"
fi
# Every fake: `final class`, `class` (a base other fakes subclass) or `actor`.
fakes=$(grep -cE '^(@[A-Za-z]+ )?((public|package) )?(final class|class|actor) Fake' "$work"/Fakes/*.swift \
    | awk -F: '{ n += $NF } END { print n }')

case "$mode" in
    batch) batching=(-enable-batch-mode "-j$jobs") ;;
    wmo) batching=(-wmo) ;;
    *) echo "MODE must be batch or wmo, not '$mode'" >&2; exit 2 ;;
esac

compile() {  # FOLDER -> "cpu-seconds wall-seconds"; fails on any diagnostic
    local folder="$work/$1" log="$work/$1.log" times="$work/$1.time"
    mkdir -p "$folder.o"
    (cd "$folder.o" && /usr/bin/time -f '%U %S %e' -o "$times" \
        swiftc -c "${batching[@]}" -module-name "$1" -Onone -swift-version 6 \
        -parse-as-library -I "$work/module" ${extra[@]+"${extra[@]}"} "$folder"/*.swift \
        > "$log" 2>&1) || { cat "$log" >&2; exit 1; }
    if [[ -s "$log" ]]; then echo "diagnostics while compiling $1:" >&2; head -20 "$log" >&2; exit 1; fi
    rm -rf "$folder.o"
    awk '{ printf "%.2f %.2f\n", $1 + $2, $3 }' "$times"
}
read -r baseline_cpu baseline_wall < <(compile Baseline)
read -r fakes_cpu fakes_wall < <(compile Fakes)
if [[ "$reference" != 0 ]]; then read -r reference_cpu reference_wall < <(compile Reference); fi

per_fake() { awk -v s="$1" -v n="$fakes" 'BEGIN { printf "%.1f", s * 1000 / n }'; }
minus() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a - b }'; }
net_cpu=$(minus "$fakes_cpu" "$baseline_cpu")
net_wall=$(minus "$fakes_wall" "$baseline_wall")
echo "$fakes fakes ($files files, output $output${SENDABLE:+, Sendable}${TEMPLATES:+, templates $TEMPLATES}${SEAM_FLAGS:+, $SEAM_FLAGS}), swiftc -c -Onone -swift-version 6, ${batching[*]}${FLAGS:+ $FLAGS}"
printf '%-22s %10s %10s %14s %14s\n' "" "cpu s" "wall s" "cpu ms/fake" "wall ms/fake"
printf '%-22s %10s %10s %14s %14s\n' "baseline conformances" "$baseline_cpu" "$baseline_wall" \
    "$(per_fake "$baseline_cpu")" "$(per_fake "$baseline_wall")"
printf '%-22s %10s %10s %14s %14s\n' "fakes" "$fakes_cpu" "$fakes_wall" \
    "$(per_fake "$fakes_cpu")" "$(per_fake "$fakes_wall")"
printf '%-22s %10s %10s %14s %14s\n' "fakes minus baseline" "$net_cpu" "$net_wall" \
    "$(per_fake "$net_cpu")" "$(per_fake "$net_wall")"
if [[ "$reference" != 0 ]]; then
    ref_net_cpu=$(minus "$reference_cpu" "$baseline_cpu")
    ref_net_wall=$(minus "$reference_wall" "$baseline_wall")
    ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) printf "n/a"; else printf "%.2f", a / b }'; }
    printf '%-22s %10s %10s %14s %14s\n' "reference layout" "$reference_cpu" "$reference_wall" \
        "$(per_fake "$reference_cpu")" "$(per_fake "$reference_wall")"
    printf '%-22s %10s %10s %14s %14s\n' "reference - baseline" "$ref_net_cpu" "$ref_net_wall" \
        "$(per_fake "$ref_net_cpu")" "$(per_fake "$ref_net_wall")"
    echo "fakes / reference, net of the baseline: $(ratio "$net_cpu" "$ref_net_cpu") CPU," \
        "$(ratio "$net_wall" "$ref_net_wall") wall; raw: $(ratio "$fakes_cpu" "$reference_cpu") CPU," \
        "$(ratio "$fakes_wall" "$reference_wall") wall"
fi
if [[ -n "${KEEP:-}" ]]; then echo "kept: $work"; fi
