#!/usr/bin/env bash
# The command line's class archive beside the jar (decisions 0073, 0182, 0155), run by `mvn package`:
#   scripts/class-archive.sh JAVA JAR SAMPLE_DIR
# A JVM started with -XX:SharedArchiveFile=JAR.jsa (CliRelaunch) maps these classes instead of loading, verifying and
# linking them from the jar. They are the classes a few real commands load: ls --json of SAMPLE_DIR without the summary
# cache, then with it (first time and again), the first time and again of each other format's sample beside it, and
# the same two over SSH when an OpenSSH server can be started here (a
# real sshd on a free loopback port, its own host key and client key, stopped at the end): an SSH command loads about
# 2,300 classes of its own (Apache MINA SSHD, Bouncy Castle) that an archive trained on local commands alone leaves in
# the jar. Each command writes the classes it loaded (-XX:DumpLoadedClassList); one static archive is dumped from them
# all (-Xshare:dump). Without sshd the archive holds the local commands' classes, as before.
set -euo pipefail
JAVA="$1" JAR="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")" SAMPLE="$(cd "$3" && pwd)"
ARCHIVE="${JAR%.jar}.jsa"
WORK="$(mktemp -d)"
SSHD_PID=""
trap '[ -n "$SSHD_PID" ] && kill "$SSHD_PID" 2>/dev/null; rm -rf "$WORK"' EXIT
# the options CliRelaunch gives the command's JVM, so the same classes load
COMMAND=("$JAVA" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xshare:auto -Dinspector.relaunch=false -cp "$JAR"
  org.scratchpadinspector.Launcher)
n=0
train() { # DIR [more ls options]: one command, its classes in $WORK/NNN.lst
  n=$((n + 1))
  "${COMMAND[@]:0:4}" -XX:DumpLoadedClassList="$WORK/$(printf %03d "$n").lst" "${COMMAND[@]:4}" ls --json "$@" \
    > /dev/null
}
train --no-cache "$SAMPLE"
XDG_CACHE_HOME="$WORK/cache-local" train "$SAMPLE"
XDG_CACHE_HOME="$WORK/cache-local" train "$SAMPLE"
# every other format's sample beside the demo, first time and again: each format reads with classes of its own
# (miniagent and MemPalace listings loaded some 700 classes from the jar with a demo-only archive)
for other in miniagent/32-tutor-demo mempalace/demo recursive-context/runs forge-notes/sessions forge/workspace; do
  dir="$(dirname "$SAMPLE")/$other"
  [ -d "$dir" ] || continue
  XDG_CACHE_HOME="$WORK/cache-local" train "$dir" || echo "class archive: ls of $other failed, left out"
  XDG_CACHE_HOME="$WORK/cache-local" train "$dir" || true
done

if [ -x /usr/sbin/sshd ] && command -v ssh-keygen > /dev/null; then
  mkdir -p "$WORK/client"
  mkdir -p /run/sshd 2> /dev/null || true
  ssh-keygen -q -t ed25519 -N '' -f "$WORK/host_ed25519"
  ssh-keygen -q -t ed25519 -N '' -f "$WORK/client/id_ed25519"
  cp "$WORK/client/id_ed25519.pub" "$WORK/authorized_keys"
  PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' \
    2> /dev/null || echo 0)
  if [ "$PORT" != 0 ]; then
    printf '%s\n' "ListenAddress 127.0.0.1" "Port $PORT" "HostKey $WORK/host_ed25519" \
      "AuthorizedKeysFile $WORK/authorized_keys" "PidFile $WORK/sshd.pid" "UsePAM no" "StrictModes no" \
      "PasswordAuthentication no" "Subsystem sftp internal-sftp" > "$WORK/sshd_config"
    /usr/sbin/sshd -D -e -f "$WORK/sshd_config" 2> "$WORK/sshd.log" & SSHD_PID=$!
    for _ in $(seq 100); do (exec 3<> "/dev/tcp/127.0.0.1/$PORT") 2> /dev/null && break; sleep 0.1; done
    echo "[127.0.0.1]:$PORT $(cut -d' ' -f1,2 "$WORK/host_ed25519.pub")" > "$WORK/client/known_hosts"
    URL="ssh://$(id -un)@127.0.0.1:$PORT$SAMPLE"
    if (export SCRATCHPAD_INSPECTOR_SSH_DIR="$WORK/client" XDG_CACHE_HOME="$WORK/cache-remote"; unset SSH_AUTH_SOCK
        n=100; train "$URL" && train "$URL"); then
      echo "class archive: trained on ls over SSH too"
    else
      echo "class archive: ls over SSH failed, archive of the local commands only:"; cat "$WORK/sshd.log"
    fi
  fi
else
  echo "class archive: no /usr/sbin/sshd, archive of the local commands only"
fi

# One list: each class and lambda line once, in the order first loaded (a line twice makes the dump fail).
awk '!/^#/ && !seen[$0]++' $(ls "$WORK"/[0-9][0-9][0-9].lst | sort) > "$WORK/classes.lst"
rm -f "$ARCHIVE"
"$JAVA" -Xshare:dump -XX:SharedClassListFile="$WORK/classes.lst" -XX:SharedArchiveFile="$ARCHIVE" \
  -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp "$JAR" > "$WORK/dump.log" 2>&1 \
  || { cat "$WORK/dump.log"; exit 1; }
echo "class archive: $ARCHIVE, $(wc -l < "$WORK/classes.lst") classes listed"
