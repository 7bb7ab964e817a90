#!/usr/bin/env bash
# The window on a remote agent and the Fleet view, as a person sees them: a real OpenSSH server on a loopback port
# (temporary host key and client key; the inspector reads a temporary ssh folder, never ~/.ssh), a private Xvfb per
# shot and ImageMagick's `import`, at 1440x900 and 1024x700, light and dark:
#   docs/screenshots/remote-window-{light,dark}-WxH.png   java -jar on ssh://user@127.0.0.1:PORT/<copy of the demo>
#   docs/screenshots/fleet-{light,dark}-WxH.png           the Fleet view of six agents: local, over SSH, one unreachable
#   scripts/remote-screenshots.sh [--no-build] [OUT_DIR]
# Needs openssh-server, xvfb and imagemagick (apt-get install openssh-server xvfb imagemagick libgtk-3-0 libgl1).
set -euo pipefail
cd "$(dirname "$0")/.."
build=true
if [ "${1:-}" = --no-build ]; then build=false; shift; fi
out=${1:-docs/screenshots}
for tool in Xvfb import /usr/sbin/sshd; do
  command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install openssh-server xvfb imagemagick libgtk-3-0 libgl1)" >&2; exit 1; }
done
if $build; then mvn -B -q -DskipTests package; fi
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
work=$(mktemp -d)
xvfb= sshd=
trap '[ -n "$xvfb" ] && kill $xvfb 2>/dev/null; [ -n "$sshd" ] && kill $sshd 2>/dev/null; rm -rf "$work"' EXIT
. scripts/startup-probe.sh
probed_jar target/scratchpad-inspector.jar "$work/app.jar"
export XDG_CACHE_HOME=$work/cache
mkdir -p "$out"

# the server
mkdir -p /run/sshd "$work/client"
ssh-keygen -q -t ed25519 -N '' -f "$work/host_ed25519"
ssh-keygen -q -t ed25519 -N '' -f "$work/client/id_ed25519"
cp "$work/client/id_ed25519.pub" "$work/authorized_keys"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
closed=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
printf '%s\n' "ListenAddress 127.0.0.1" "Port $port" "HostKey $work/host_ed25519" "AuthorizedKeysFile $work/authorized_keys" \
  "PidFile $work/sshd.pid" "UsePAM no" "StrictModes no" "PasswordAuthentication no" "Subsystem sftp internal-sftp" > "$work/sshd_config"
/usr/sbin/sshd -D -e -f "$work/sshd_config" 2> "$work/sshd.log" & sshd=$!
for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && break; sleep 0.1; done
echo "[127.0.0.1]:$port $(cut -d' ' -f1,2 "$work/host_ed25519.pub")" > "$work/client/known_hosts"
export SCRATCHPAD_INSPECTOR_SSH_DIR=$work/client
unset SSH_AUTH_SOCK
url="ssh://$(id -un)@127.0.0.1:$port"

# the agents
cp -r scratchpad-samples/demo "$work/demo"
cp -r scratchpad-samples/demo "$work/research-bot"
cp -r scratchpad-samples/healthy "$work/healthy"
java -cp target/test-classes:target/scratchpad-inspector.jar org.scratchpadinspector.testsupport.GeneratedScratchpad "$work/nightly-batch" 400 >/dev/null
cat > "$work/fleet.yaml" <<YAML
- {name: research-bot, dir: '$url$work/research-bot'}
- {name: nightly-batch, dir: '$url$work/nightly-batch'}
- {name: demo-local, dir: $work/demo}
- {name: docs-writer, dir: $work/healthy}
- {name: tutor, dir: $PWD/scratchpad-samples/miniagent/32-tutor-demo}
- {name: gpu-box-7, dir: 'ssh://$(id -un)@127.0.0.1:$closed/srv/agents/planner'}
YAML

start_x() { # size
  Xvfb -displayfd 1 -screen 0 "$1x24" -nolisten tcp >"$work/display" 2>/dev/null &
  xvfb=$!
  for _ in $(seq 200); do [ -s "$work/display" ] && break; sleep 0.05; done
  [ -s "$work/display" ] || { echo "Xvfb did not start" >&2; exit 1; }
  display=:$(head -1 "$work/display")
}
stop_x() {
  kill $xvfb 2>/dev/null || true
  wait $xvfb 2>/dev/null || true
  xvfb=
}

remote_window() { # size theme
  local size=$1 theme=$2
  start_x "$size"
  rm -rf "$work/config" && mkdir -p "$work/config/scratchpad-inspector"
  [ "$theme" = dark ] && echo "theme.dark=true" >"$work/config/scratchpad-inspector/settings.properties"
  rm -f "$work/marker"
  DISPLAY=$display XDG_CONFIG_HOME=$work/config java $(probe_options "$work/marker") -jar "$work/app.jar" \
    "$url$work/demo" >"$work/app.log" 2>&1 &
  local app=$!
  for _ in $(seq 1200); do grep -q '^content ' "$work/marker" 2>/dev/null && break; sleep 0.05; done
  grep -q '^content ' "$work/marker" 2>/dev/null || { echo "no window at $size $theme:" >&2; cat "$work/app.log" >&2; exit 1; }
  sleep 6
  DISPLAY=$display import -window root "$out/remote-window-$theme-$size.png"
  echo "wrote $out/remote-window-$theme-$size.png"
  kill $app 2>/dev/null || true
  wait $app 2>/dev/null || true
  stop_x
}

fleet_view() { # size theme
  local size=$1 theme=$2
  start_x "$size"
  rm -f "$work/marker"
  DISPLAY=$display java -Dprism.order=sw -cp "target/classes:target/test-classes:$(cat target/test-classpath.txt)" \
    org.scratchpadinspector.ui.fleet.FleetWindowShot\$Main "$work/fleet.yaml" "$work/marker" "$theme" >"$work/fleet.log" 2>&1 &
  local app=$!
  for _ in $(seq 1200); do [ -s "$work/marker" ] && break; sleep 0.05; done
  [ -s "$work/marker" ] || { echo "no fleet rows at $size $theme:" >&2; cat "$work/fleet.log" >&2; exit 1; }
  sleep 2
  DISPLAY=$display import -window root "$out/fleet-$theme-$size.png"
  echo "wrote $out/fleet-$theme-$size.png"
  kill $app 2>/dev/null || true
  wait $app 2>/dev/null || true
  stop_x
}

for size in 1440x900 1024x700; do
  for theme in light dark; do
    fleet_view "$size" "$theme"
    remote_window "$size" "$theme"
  done
done
