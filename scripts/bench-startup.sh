#!/usr/bin/env bash
# First-window benchmark: time from process start to the window's first frame (the opening scene, decision 0074)
# and to its first frame with cycles in the list, for
# `java -jar target/scratchpad-inspector.jar DIR`, next to a JavaFX hello world started from the same jar in the
# same run (runs alternated, so that the machine's load falls on both alike). Under a private Xvfb.
#   scripts/bench-startup.sh [--no-build] [RUNS]     (default 5 runs each, after one unmeasured warm-up of each)
#   APP="java -jar …" or any launcher: APP='target/packaging/scratchpad-inspector/bin/scratchpad-inspector'
#   DIR=path  the directory opened (default: a copy of scratchpad-samples/demo)
# The signal comes from outside the product (decision 0169): the test tree's StartupProbe, a JavaFX preloader
# added to a copy of the jar (scripts/startup-probe.sh), writes the wall-clock time at the end of the first pulse
# whose layout shows cycles in the list ("content"), and of the stage's first frame ("window"); the script's clock
# starts just before it starts the process. Needs Xvfb (apt-get install xvfb).
set -euo pipefail
cd "$(dirname "$0")/.."
build=true
if [ "${1:-}" = --no-build ]; then build=false; shift; fi
runs=${1:-5}
command -v Xvfb >/dev/null || { echo "needs Xvfb (apt-get install xvfb libgtk-3-0 libgl1)" >&2; exit 1; }
if $build; then mvn -B -q -DskipTests package; fi
work=$(mktemp -d)
Xvfb -displayfd 1 -screen 0 1600x1000x24 -nolisten tcp >"$work/display" 2>/dev/null &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
# A private copy of the jar and the peer's class, so that a build running meanwhile cannot change them mid-run.
. scripts/startup-probe.sh
probed_jar target/scratchpad-inspector.jar "$work/app.jar"
mkdir -p "$work/peer/org/scratchpadinspector/bench"
cp target/test-classes/org/scratchpadinspector/bench/HelloWindow*.class "$work/peer/org/scratchpadinspector/bench/"
dir=${DIR:-}
if [ -z "$dir" ]; then dir=$work/demo; cp -r scratchpad-samples/demo "$dir"; fi
for _ in $(seq 200); do [ -s "$work/display" ] && break; sleep 0.05; done
[ -s "$work/display" ] || { echo "Xvfb did not start" >&2; exit 1; }
export DISPLAY=:$(head -1 "$work/display")
# a private cache: the warm-up is a first start (the window's class archive is written when it closes, decision 0039)
export XDG_CACHE_HOME=$work/cache

# one run: prints "<ms to window> <ms to content>" (the marker's times less the start), or fails with its output
measure() {
  local name=$1; shift
  local marker=$work/$name.marker log=$work/$name.log
  rm -f "$marker"
  # a fresh settings directory: no recent list, the same first state each run
  rm -rf "$work/config" && mkdir -p "$work/config"
  local start=$(($(date +%s%N) / 1000000))
  XDG_CONFIG_HOME=$work/config "$@" >"$log" 2>&1 &
  local pid=$!
  local deadline=$((start + 120000))
  until grep -q '^content ' "$marker" 2>/dev/null; do
    if ! kill -0 $pid 2>/dev/null || (( $(date +%s%N) / 1000000 > deadline )); then
      echo "$name: no window; its output:" >&2; cat "$log" >&2; kill $pid 2>/dev/null || true; return 1
    fi
    sleep 0.02
  done
  kill $pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
  # every phase the marker holds, for the breakdown
  awk -v s="$start" '{n[$1]++; print ($1 (n[$1] > 1 ? "#" n[$1] : "")), $2 - s}' "$marker" >>"$work/$name.phases"
  awk -v s="$start" '$1 == "window" {w = $2 - s} $1 == "content" {c = $2 - s} END {print w, c}' "$marker"
}

if [ -n "${APP:-}" ]; then
  # the packaged launcher takes no JVM options on its command line: a copy of its image, the probe in its jar, and
  # the probe's options through JAVA_TOOL_OPTIONS (system properties only: the launcher's own options stay as they are)
  read -ra app <<<"$APP"
  image=$(cd "$(dirname "${app[0]}")/.." && pwd)
  cp -r "$image" "$work/image"
  jars=("$work"/image/lib/app/scratchpad-inspector*.jar)
  probed_jar "${jars[0]}" "$work/probed.jar" && mv "$work/probed.jar" "${jars[0]}"
  app=(env "JAVA_TOOL_OPTIONS=$(probe_options "$work/app.marker")" "$work/image/bin/$(basename "${app[0]}")" "${app[@]:1}" "$dir")
else
  app=(java $(probe_options "$work/app.marker") -jar "$work/app.jar" "$dir")
fi
peer=(java $(probe_options "$work/peer.marker") -Dstartup.probe.firstFrame=true -cp "$work/app.jar:$work/peer"
  org.scratchpadinspector.bench.HelloWindow)

read -r _ pc < <(measure peer "${peer[@]}")
read -r aw ac < <(measure app "${app[@]}")
printf 'first start (warm-up, not counted): window %5d ms (first frame %5d ms)   hello world %5d ms\n' "$ac" "$aw" "$pc"
: >"$work/app.times"; : >"$work/app.frames"; : >"$work/peer.times"; : >"$work/app.phases"
for run in $(seq "$runs"); do
  read -r pw pc < <(measure peer "${peer[@]}")
  read -r aw ac < <(measure app "${app[@]}")
  echo "$pc" >>"$work/peer.times"; echo "$ac" >>"$work/app.times"; echo "$aw" >>"$work/app.frames"
  printf 'run %d: window %5d ms (first frame %5d ms)   hello world %5d ms   load %s\n' "$run" "$ac" "$aw" "$pc" \
    "$(cut -d' ' -f1 /proc/loadavg)"
done
median() { sort -n "$1" | awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
m_app=$(median "$work/app.times"); m_peer=$(median "$work/peer.times")
m_frame=$(median "$work/app.frames")
printf 'first frame (the window on screen, saying what it opens), median of %d: %s ms   hello world: %s ms   budget 2000 ms: %s\n' \
  "$runs" "$m_frame" "$m_peer" "$(awk -v f="$m_frame" 'BEGIN {print (f <= 2000 ? "ok" : "OVER")}')"
printf 'first window (cycles shown), median of %d: %s ms   JavaFX hello world from the same jar: %s ms   ratio %s   budget 2000 ms\n' \
  "$runs" "$m_app" "$m_peer" "$(awk -v a="$m_app" -v p="$m_peer" 'BEGIN {printf "%.2f", a / p}')"
# where the time goes: each phase's median, ms from the start (fx-start: the toolkit up, just before the
# application's start; window: first frame; content: first frame with cycles)
printf 'phases, median ms from start:'
awk '!($1 in seen) {seen[$1] = 1; order[++k] = $1} END {for (i = 1; i <= k; i++) print order[i]}' "$work/app.phases" |
  while read -r phase; do
    awk -v p="$phase" '$1 == p {print $2}' "$work/app.phases" >"$work/phase.times"
    printf '  %s %s' "$phase" "$(median "$work/phase.times")"
  done
echo
