#!/usr/bin/env bash
# The window's Iterations view on a real display, as on a screen of each size, light and dark, taken from a private
# Xvfb with ImageMagick's `import`: docs/screenshots/iterations-[NAME-]{light,dark}-WxH.png. The window fills the
# screen, shows unit ID of the sample SAMPLE (by default the max-iterations cycle 20260401_122023 of
# scratchpad-samples/msa-real) with its Iterations tab and the second step selected.
#   scripts/iterations-screenshots.sh [OUT_DIR [SAMPLE ID NAME]]
#   e.g. scripts/iterations-screenshots.sh docs/screenshots recursive-context/runs 'python-help#1' recursive-context
# Needs xvfb and imagemagick (apt-get install xvfb imagemagick libgtk-3-0 libgl1).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
sample=${2:-msa-real}
unit=${3:-20260401_122023}
name=${4:+$4-}
for tool in Xvfb import; do
  command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install xvfb imagemagick libgtk-3-0 libgl1)" >&2; exit 1; }
done
mvn -B -q -o -DskipTests test-compile
mvn -B -q -o dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
work=$(mktemp -d)
xvfb=
trap '[ -n "$xvfb" ] && kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
cp -r "scratchpad-samples/$sample" "$work/sample"
export XDG_CACHE_HOME=$work/cache XDG_CONFIG_HOME=$work/config
mkdir -p "$out"

shoot() { # size theme
  local size=$1 theme=$2
  Xvfb -displayfd 1 -screen 0 "${size}x24" -nolisten tcp >"$work/display" 2>/dev/null &
  xvfb=$!
  for _ in $(seq 200); do [ -s "$work/display" ] && break; sleep 0.05; done
  [ -s "$work/display" ] || { echo "Xvfb did not start" >&2; exit 1; }
  local display=:$(head -1 "$work/display")
  rm -f "$work/marker"
  # normal priority: under SCHED_IDLE the workers that render the panes wait behind any other busy process
  DISPLAY=$display java -cp "target/classes:target/test-classes:$(cat target/test-classpath.txt)" \
    org.scratchpadinspector.ui.iterations.IterationsWindowShots "$work/sample" "$unit" "$theme" "$work/marker" \
    >"$work/app.log" 2>&1 &
  local app=$!
  for _ in $(seq 3600); do [ -s "$work/marker" ] && break; sleep 0.05; done
  [ -s "$work/marker" ] || { echo "no window at $size $theme:" >&2; cat "$work/app.log" >&2; exit 1; }
  DISPLAY=$display import -window root "$out/iterations-$name$theme-$size.png"
  echo "wrote $out/iterations-$name$theme-$size.png"
  kill $app 2>/dev/null || true
  wait $app 2>/dev/null || true
  kill $xvfb 2>/dev/null || true
  wait $xvfb 2>/dev/null || true
  xvfb=
}

for size in 1440x900 1024x700; do
  for theme in light dark; do
    shoot "$size" "$theme"
  done
done
