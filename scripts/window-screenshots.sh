#!/usr/bin/env bash
# The real window, as `java -jar` shows it on a screen of each size, light and dark, taken from a private Xvfb with
# ImageMagick's `import` (what a person sees, window manager aside): docs/screenshots/window-{light,dark}-WxH.png
#   scripts/window-screenshots.sh [--no-build] [OUT_DIR] [DIR] [NAME] [UNIT]
# DIR defaults to a copy of scratchpad-samples/demo (any format's folder opens in the same window); NAME (default
# window) starts the file names: NAME-{light,dark}-WxH.png; each shot starts with fresh settings (first size and place,
# first split positions), the theme set in them, and waits for the cycles to be in the list plus six seconds (the panes of the selected cycle render after the list).
# UNIT (optional) is typed into the search field (Ctrl+F, as an operator would), which selects the unit of that id, and
# the shot waits eight seconds more; the window otherwise selects the newest failing unit.
# SIZES (environment) lists the screens, by default "1024x700 1440x900 1920x1080".
# Needs xvfb and imagemagick (apt-get install xvfb imagemagick libgtk-3-0 libgl1), and xdotool for UNIT.
set -euo pipefail
cd "$(dirname "$0")/.."
build=true
if [ "${1:-}" = --no-build ]; then build=false; shift; fi
out=${1:-docs/screenshots}
for tool in Xvfb import; do
  command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install xvfb imagemagick libgtk-3-0 libgl1)" >&2; exit 1; }
done
if $build; then mvn -B -q -DskipTests package; fi
work=$(mktemp -d)
xvfb=
trap '[ -n "$xvfb" ] && kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
. scripts/startup-probe.sh
probed_jar target/scratchpad-inspector.jar "$work/app.jar"
dir=${2:-}
if [ -z "$dir" ]; then dir=$work/demo; cp -r scratchpad-samples/demo "$dir"; fi
name=${3:-window}
unit=${4:-}
[ -z "$unit" ] || command -v xdotool >/dev/null || { echo "needs xdotool to select $unit (apt-get install xdotool)" >&2; exit 1; }
export XDG_CACHE_HOME=$work/cache
mkdir -p "$out"

shoot() { # size theme
  local size=$1 theme=$2
  Xvfb -displayfd 1 -screen 0 "${size}x24" -nolisten tcp >"$work/display" 2>/dev/null &
  xvfb=$!
  for _ in $(seq 200); do [ -s "$work/display" ] && break; sleep 0.05; done
  [ -s "$work/display" ] || { echo "Xvfb did not start" >&2; exit 1; }
  local display=:$(head -1 "$work/display")
  rm -rf "$work/config" && mkdir -p "$work/config/scratchpad-inspector"
  [ "$theme" = dark ] && echo "theme.dark=true" >"$work/config/scratchpad-inspector/settings.properties"
  rm -f "$work/marker"
  DISPLAY=$display XDG_CONFIG_HOME=$work/config java $(probe_options "$work/marker") -jar "$work/app.jar" "$dir" \
    >"$work/app.log" 2>&1 &
  local app=$!
  for _ in $(seq 1200); do grep -q '^content ' "$work/marker" 2>/dev/null && break; sleep 0.05; done
  grep -q '^content ' "$work/marker" 2>/dev/null || { echo "no window at $size $theme:" >&2; cat "$work/app.log" >&2; exit 1; }
  sleep 6
  if [ -n "$unit" ]; then
    DISPLAY=$display xdotool key ctrl+f
    sleep 0.5
    DISPLAY=$display xdotool type --delay 30 "$unit"
    sleep 8
  fi
  DISPLAY=$display import -window root "$out/$name-$theme-$size.png"
  echo "wrote $out/$name-$theme-$size.png"
  kill $app 2>/dev/null || true
  wait $app 2>/dev/null || true
  kill $xvfb 2>/dev/null || true
  wait $xvfb 2>/dev/null || true
  xvfb=
}

for size in ${SIZES:-1024x700 1440x900 1920x1080}; do
  for theme in light dark; do
    shoot "$size" "$theme"
  done
done
