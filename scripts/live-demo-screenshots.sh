#!/usr/bin/env bash
# The README's live demo as `java -jar` opens it (no argument: the bundled agent attached, the Agent panel open), on a
# screen of each size, light and dark, then Tools → Blame and Churn (Ctrl+B) and a fork made from the Time Travel menu
# (opened in the same window), each taken from a private Xvfb with ImageMagick's `import`, keys sent with xdotool:
#   scripts/live-demo-screenshots.sh [--no-build] [OUT_DIR]
# writes OUT_DIR (default docs/screenshots)/live-demo-{light,dark}-{1440x900,1024x700}.png,
# blame-churn-{light,dark}-1440x900.png and fork-{light,dark}-1440x900.png. Each shot starts with fresh settings.
# Needs xvfb, imagemagick and xdotool (apt-get install xvfb imagemagick xdotool libgtk-3-0 libgl1).
set -euo pipefail
cd "$(dirname "$0")/.."
build=true
if [ "${1:-}" = --no-build ]; then build=false; shift; fi
out=${1:-docs/screenshots}
for tool in Xvfb import xdotool; do
  command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install xvfb imagemagick xdotool)" >&2; exit 1; }
done
if $build; then mvn -B -q -DskipTests package; fi
work=$(mktemp -d)
xvfb=
app=
trap '[ -n "$app" ] && kill $app 2>/dev/null; [ -n "$xvfb" ] && kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
. scripts/startup-probe.sh
probed_jar target/scratchpad-inspector.jar "$work/app.jar"
export XDG_CACHE_HOME=$work/cache
mkdir -p "$out"
display=

start() { # size theme: a private screen and the live demo on it, once its cycles are listed
  local size=$1 theme=$2
  Xvfb -displayfd 1 -screen 0 "${size}x24" -nolisten tcp >"$work/display" 2>/dev/null &
  xvfb=$!
  for _ in $(seq 200); do [ -s "$work/display" ] && break; sleep 0.05; done
  [ -s "$work/display" ] || { echo "Xvfb did not start" >&2; exit 1; }
  display=:$(head -1 "$work/display")
  rm -rf "$work/config" && mkdir -p "$work/config/scratchpad-inspector"
  [ "$theme" = dark ] && echo "theme.dark=true" >"$work/config/scratchpad-inspector/settings.properties"
  rm -f "$work/marker"
  DISPLAY=$display XDG_CONFIG_HOME=$work/config java $(probe_options "$work/marker") -jar "$work/app.jar" \
    >"$work/app.log" 2>&1 &
  app=$!
  for _ in $(seq 1200); do grep -q '^content ' "$work/marker" 2>/dev/null && break; sleep 0.05; done
  grep -q '^content ' "$work/marker" 2>/dev/null || { echo "no window at $size $theme:" >&2; cat "$work/app.log" >&2; exit 1; }
  sleep "${SETTLE:-15}" # the agent attaches and the selected cycle renders after the list
}

shot() { # file name
  DISPLAY=$display import -window root "$out/$1"
  echo "wrote $out/$1"
}

stop() {
  kill $app 2>/dev/null || true
  wait $app 2>/dev/null || true
  app=
  kill $xvfb 2>/dev/null || true
  wait $xvfb 2>/dev/null || true
  xvfb=
}

keys() {
  DISPLAY=$display xdotool "$@"
}

# ONLY=live|blame|fork takes one kind of shot
only=${ONLY:-}
for theme in light dark; do
  if [ -z "$only" ] || [ "$only" = live ]; then
    for size in 1440x900 1024x700; do
      start "$size" "$theme"
      shot "live-demo-$theme-$size.png"
      stop
    done
  fi
  if [ -z "$only" ] || [ "$only" = blame ]; then
    start 1440x900 "$theme"
    keys key ctrl+b
    sleep 3
    # the busiest section of the churn list, blamed
    keys mousemove 200 169 click 1
    sleep 4
    shot "blame-churn-$theme-1440x900.png"
    stop
  fi
  if [ -z "$only" ] || [ "$only" = fork ]; then
    start 1440x900 "$theme"
    # Time Travel → Fork from <the selected cycle>… → Fork (the default button; DEST is proposed beside the demo's
    # copy, which the demo removes when it stops): the fork opens in this window
    keys mousemove 224 15 click 1
    sleep 1
    keys key Down Down Down Return
    sleep 2
    keys key Return
    sleep 8
    shot "fork-$theme-1440x900.png"
    stop
  fi
done
