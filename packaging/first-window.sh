#!/usr/bin/env bash
# Time from process start to the first window shown, for an installed (or any) launcher, under a private Xvfb:
#   packaging/first-window.sh [RUNS] [LAUNCHER [ARGS…]]   (default 6 runs of /opt/scratchpad-inspector/bin/scratchpad-inspector)
# Each run starts the launcher and polls every 20 ms (xwininfo, from x11-utils) until a window whose name starts
# with "Scratchpad Inspector" is viewable (mapped), prints the milliseconds (and the CPU time the process used
# until then, which depends less on other load), and ends the process. All runs
# share one fresh HOME: the first run is a user's first start (it opens the bundled demo), later runs reopen it.
# SHOT=file.png also saves the screen of the last run 3 s after its window appeared (ImageMagick's import).
set -euo pipefail
runs=${1:-6}
shift || true
[ $# -gt 0 ] || set -- /opt/scratchpad-inspector/bin/scratchpad-inspector
for tool in Xvfb xwininfo; do command -v $tool >/dev/null || { echo "needs $tool (apt-get install xvfb x11-utils)" >&2; exit 1; }; done

home=$(mktemp -d)
# Xvfb picks a free display number itself and writes it to fd 1 (another Xvfb may hold :99 and go away mid-run)
Xvfb -displayfd 1 -screen 0 1600x1000x24 -nolisten tcp >"$home/display" 2>/dev/null &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$home"' EXIT
for _ in $(seq 200); do [ -s "$home/display" ] && break; sleep 0.05; done
[ -s "$home/display" ] || { echo "Xvfb did not start" >&2; exit 1; }
export DISPLAY=:$(head -1 "$home/display") HOME=$home
export XDG_CONFIG_HOME=$home/config  # the settings (recent directories); Java ignores $HOME for user.home

times=()
for run in $(seq "$runs"); do
  start=$(date +%s%N)
  "$@" >"$home/run$run.log" 2>&1 &
  app=$!
  ms=
  while kill -0 $app 2>/dev/null; do
    id=$(xwininfo -root -tree 2>/dev/null | awk '/"Scratchpad Inspector/ && !id {id = $1} END {print id}' || true)
    if [ -n "$id" ] && [[ $(xwininfo -id "$id" 2>/dev/null) == *IsViewable* ]]; then
      ms=$(( ($(date +%s%N) - start) / 1000000 ))
      cpu=0  # the launcher's and its children's (a plain java -jar opens the window in a child JVM on ZGC)
      for pid in $app $(pgrep -P $app || true); do
        read -ra stat <"/proc/$pid/stat" || true
        cpu=$(( cpu + (${stat[13]:-0} + ${stat[14]:-0}) * 1000 / $(getconf CLK_TCK) ))
      done
      break
    fi
    if (( ($(date +%s%N) - start) / 1000000 > 120000 )); then break; fi
    sleep 0.02
  done
  if [ -z "$ms" ]; then
    echo "run $run: no window; its output:" >&2
    cat "$home/run$run.log" >&2
    kill $app 2>/dev/null || true
    exit 1
  fi
  echo "run $run: $ms ms  (CPU time $cpu ms, load $(cut -d' ' -f1 /proc/loadavg))"
  times+=("$ms")
  if [ "$run" = "$runs" ] && [ -n "${SHOT:-}" ]; then
    sleep 3
    import -window root "$SHOT"
    echo "screenshot: $SHOT"
  fi
  kill $app 2>/dev/null || true
  wait $app 2>/dev/null || true
done
if [ "$runs" -gt 1 ]; then
  printf '%s\n' "${times[@]:1}" | sort -n | awk '{a[NR]=$1} END {printf "first run %s ms; runs 2-%d: median %s ms\n", first, NR+1, (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}' first="${times[0]}"
fi
