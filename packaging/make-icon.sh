#!/usr/bin/env bash
# Draws the application icon (packaging/linux/scratchpad-inspector.png, 256x256) with ImageMagick.
# The PNG is committed; run this only to change it. Drawn at 1024x1024, then scaled down for clean edges.
set -euo pipefail
cd "$(dirname "$0")"
out=linux/scratchpad-inspector.png
convert -size 1024x1024 xc:none \
  `# rounded tile in the window's accent blue` \
  -fill '#2f6fde' -draw 'roundrectangle 48,48 976,976 170,170' \
  `# the scratchpad: a sheet with a folded corner` \
  -fill '#ffffff' -draw 'path "M 220,170 L 640,170 L 780,310 L 780,850 Q 780,870 760,870 L 240,870 Q 220,870 220,850 Z"' \
  -fill '#cfe0fb' -draw 'path "M 640,170 L 640,290 Q 640,310 660,310 L 780,310 Z"' \
  `# YAML-ish lines: keys blue, values green / amber / red like the statuses` \
  -fill '#1f5fbf' -draw 'roundrectangle 290,270 470,310 20,20' \
  -fill '#1f8a3b' -draw 'roundrectangle 500,270 580,310 20,20' \
  -fill '#1f5fbf' -draw 'roundrectangle 290,380 430,420 20,20' \
  -fill '#c27803' -draw 'roundrectangle 460,380 700,420 20,20' \
  -fill '#1f5fbf' -draw 'roundrectangle 290,490 500,530 20,20' \
  -fill '#9aa1ad' -draw 'roundrectangle 340,600 560,640 20,20' \
  -fill '#d0312d' -draw 'roundrectangle 290,710 450,750 20,20' \
  `# magnifying glass over the sheet` \
  -fill none -stroke '#1d2129' -strokewidth 120 -draw 'line 790,790 900,900' \
  -stroke '#1d2129' -strokewidth 56 -fill '#ffffff66' -draw 'circle 660,660 660,830' \
  -stroke none -fill '#ffffffaa' -draw 'path "M 560,640 A 110,110 0 0,1 650,555 L 655,590 A 80,80 0 0,0 592,648 Z"' \
  -resize 256x256 -strip "PNG32:$out"
echo "$out: $(identify -format '%wx%h' "$out"), $(stat -c %s "$out") bytes"
