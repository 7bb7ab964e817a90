#!/usr/bin/env bash
# Benchmarks of the budgets in docs/architecture.md, each next to a peer tool (ls -f, GNU diff) timed in the same run.
#   scripts/bench.sh        core: index, memory, parse, line diff
#   scripts/bench.sh fx     window: longest FX-thread stall while indexing, diffing and following live writes
#                           (STALL_STACKS=1 also prints where the FX thread was during stalls; each sample is
#                           a safepoint that lengthens the stall, so such runs find causes, not figures).
#                           Each scenario also says where its longest stall went (FX thread and renderer on a
#                           core or waiting for one, safepoints; --add-exports below is for HotSpot's counters)
#                           and which other processes used the CPU: one run at a time, as a run's JVM deletes
#                           its files for a minute or more after its last figure.
#   scripts/bench.sh table  one CSS + layout pass of the window after the cycle list's row count changed
#   scripts/bench.sh fx -Dstall.cold=true -Dstall.only=open,select,live -Dstall.depth=60 -Dstall.top=12
#                           further arguments are JVM options: no warm-up, only some scenarios, deeper stacks,
#                           top frames of the longest stalls
#   scripts/bench.sh fx -Dstall.slices=5
#                           also prints each FX-thread slice over 5 ms of CPU time with what it was (decision 0068)
#   scripts/bench.sh fx -Dstall.areas=15
#                           also prints each CSS + layout pass over 15 ms with its CSS time and each area's layout
# The window benchmarks run on ZGC and C1 alone, as the window does (decisions 0020, 0069); BENCH_GC=-XX:+UseG1GC
# measures G1, BENCH_JIT=-XX:TieredStopAtLevel=4 the default compilers.
#   scripts/bench.sh ls     ls --json of 100,000 cycles, whole process: first time (empty summary cache) and again
#                           (nothing changed), peak memory, next to Python + PyYAML's C loader, and two floors for
#                           "again" (GNU find, and a JVM that only lists and stats every file); the folder is
#                           generated once in $BENCH_DIR (default /tmp/scratchpad-inspector-bench-100k), outside git
#   scripts/bench.sh race [S] edits racing a Python agent that saves active.yaml in place every 150 ms, for S seconds
#                           (default 150): agent saves wiped (must be none), edits written, found, reported lost
#   scripts/bench.sh record the recorded history (decision 0141): a change -> its version recorded (<= 1 s) next to the
#                           watcher's quiet time and a `git commit` of the same change; 100 rewrites in 30 s, every
#                           settled text a version; ls --json of 10,000 recorded versions (<= 1 s) next to `git log
#                           --name-only` of the same repository and a JVM that only starts (java -version)
#   scripts/bench.sh yaml   the fast reader and the emitter port against SnakeYAML alone, on the ls folder's
#                           snapshots and a 5 MB one (decision 0053)
#   scripts/bench.sh remote ls --json of 10,000 cycles over SSH (a real sshd on a loopback port, a temporary host
#                           key and client key) next to the same ls of the same folder read locally, first time and
#                           unchanged, with the ratio (budget: <= 3x the local ls); the folder is generated once in
#                           $BENCH_REMOTE_DIR (default /tmp/scratchpad-inspector-bench-10k)
#   scripts/bench.sh formats  the other formats at 20,000 units and blame at 10,000 cycles, each next to its peer in
#                           the same run, best and median of 3 (budgets in docs/architecture.md): ls --json of 20,000 miniagent
#                           traces and of 20,000 MemPalace sessions, first time and unchanged, next to Python's bare
#                           json.load of every file (<= 2x, <= 2 s); show of one of those units next to show on the
#                           sample (<= 1.5x); blame of one field over 10,000 seed-000 cycles next to ls --json
#                           --no-cache of the same folder (<= 1.5x). Folders generated once (by the samples' own
#                           agents, scripts/bench-formats-gen.py) in $BENCH_FORMATS_DIR (default
#                           /tmp/scratchpad-inspector-bench-formats-20k) and $BENCH_REMOTE_DIR, outside git
#   scripts/bench.sh fleet  ls --fleet of 50 agents of 10,000 cycles each (hard links of one generated agent), first
#                           time and unchanged (budget: <= 5 s, <= 1 s), locally and with every agent over SSH, next
#                           to the floor of listing the 50 folders
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = race ]; then
  mvn -B -q -DskipTests package
  exec java -cp target/test-classes:target/scratchpad-inspector.jar org.scratchpadinspector.formats.yamlcycles.SaveRace "${2:-150}"
fi
if [ "${1:-}" = yaml ]; then
  mvn -B -q -DskipTests package
  DIR="${BENCH_DIR:-/tmp/scratchpad-inspector-bench-100k}"
  [ -f "$DIR/.complete" ] || { echo "run scripts/bench.sh ls first (it generates $DIR)" >&2; exit 2; }
  exec java -Xmx3g -cp target/test-classes:target/scratchpad-inspector.jar org.scratchpadinspector.pyyaml.YamlPathsTiming "$DIR/scratchpad" ${2:-}
fi
if [ "${1:-}" = remote ] || [ "${1:-}" = fleet ]; then
  MODE="$1"
  mvn -B -q -DskipTests package
  DIR="${BENCH_REMOTE_DIR:-/tmp/scratchpad-inspector-bench-10k}"
  if [ ! -f "$DIR/.complete" ]; then
    rm -rf "$DIR" && echo "generating 10,000 cycles in $DIR ..."
    java -cp target/test-classes:target/scratchpad-inspector.jar org.scratchpadinspector.testsupport.GeneratedScratchpad "$DIR/agent" 10000
    touch "$DIR/.complete"
  fi
  WORK="$(mktemp -d)"
  SSHD_PID=""
  trap '[ -n "$SSHD_PID" ] && kill "$SSHD_PID" 2>/dev/null; rm -rf "$WORK"' EXIT
  # A real OpenSSH server on a free loopback port, with its own host key and one authorized key; the inspector reads
  # the temporary client folder (SCRATCHPAD_INSPECTOR_SSH_DIR), never ~/.ssh.
  mkdir -p /run/sshd "$WORK/client"
  ssh-keygen -q -t ed25519 -N '' -f "$WORK/host_ed25519"
  ssh-keygen -q -t ed25519 -N '' -f "$WORK/client/id_ed25519"
  cp "$WORK/client/id_ed25519.pub" "$WORK/authorized_keys"
  PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  printf '%s\n' "ListenAddress 127.0.0.1" "Port $PORT" "HostKey $WORK/host_ed25519" "AuthorizedKeysFile $WORK/authorized_keys" \
    "PidFile $WORK/sshd.pid" "UsePAM no" "StrictModes no" "PasswordAuthentication no" "Subsystem sftp internal-sftp" \
    "MaxStartups 100" > "$WORK/sshd_config"
  /usr/sbin/sshd -D -e -f "$WORK/sshd_config" 2> "$WORK/sshd.log" & SSHD_PID=$!
  for _ in $(seq 100); do (exec 3<>/dev/tcp/127.0.0.1/$PORT) 2>/dev/null && break; sleep 0.1; done
  echo "[127.0.0.1]:$PORT $(cut -d' ' -f1,2 "$WORK/host_ed25519.pub")" > "$WORK/client/known_hosts"
  export SCRATCHPAD_INSPECTOR_SSH_DIR="$WORK/client"
  unset SSH_AUTH_SOCK
  URL="ssh://$(id -un)@127.0.0.1:$PORT"
  JAR=target/scratchpad-inspector.jar
  timed() { # label, output file, command...: prints and keeps the seconds
    local label="$1" out="$2"; shift 2
    /usr/bin/time -f "%e %M %U %S" -o "$WORK/time" "$@" > "$out" 2> "$WORK/stderr" || { cat "$WORK/stderr" >&2; exit 1; }
    read -r secs kb user sys < <(tail -1 "$WORK/time")
    printf '%-62s %7.2f s %7d MB  cpu %6.2f s\n' "$label" "$secs" "$((kb / 1024))" "$(echo "$user + $sys" | bc)"
    echo "$secs" > "$WORK/$(echo "$label" | tr -c 'A-Za-z0-9\n' _).s"
  }
  secs() { cat "$WORK/$(echo "$1" | tr -c 'A-Za-z0-9\n' _).s"; }
  find "$DIR" -type f -exec cat {} + > /dev/null
  if [ "$MODE" = remote ]; then
    echo "ls --json of 10,000 cycles, $(nproc) cores shared (load $(cut -d' ' -f1 /proc/loadavg)); budget: over SSH <= 3x the local ls"
    mkdir -p "$WORK/cache-local" "$WORK/cache-remote"
    for round in "first time (empty cache)" "again (nothing changed)"; do
      XDG_CACHE_HOME="$WORK/cache-local" timed "local: $round" "$WORK/local.json" java -jar "$JAR" ls --json "$DIR/agent"
      XDG_CACHE_HOME="$WORK/cache-remote" timed "over SSH: $round" "$WORK/remote.json" java -jar "$JAR" ls --json "$URL$DIR/agent"
      cmp -s "$WORK/local.json" "$WORK/remote.json" && echo "  output: byte-identical" || echo "  output: DIFFERS"
    done
    timed "local --no-cache" "$WORK/local.json" java -jar "$JAR" ls --json --no-cache "$DIR/agent"
    timed "over SSH --no-cache" "$WORK/remote.json" java -jar "$JAR" ls --json --no-cache "$URL$DIR/agent"
    timed "floor: OpenSSH's sftp listing the folder (ls -l)" "$WORK/sftp.txt" \
      sftp -q -b <(echo "ls -l $DIR/agent/scratchpad") -i "$WORK/client/id_ed25519" -o UserKnownHostsFile="$WORK/client/known_hosts" -P "$PORT" "$(id -un)@127.0.0.1"
    for round in "first time (empty cache)" "again (nothing changed)" "--no-cache"; do
      l="local: $round"; r="over SSH: $round"
      [ "$round" = --no-cache ] && l="local --no-cache" && r="over SSH --no-cache"
      awk -v l="$(secs "$l")" -v r="$(secs "$r")" -v n="$round" \
        'BEGIN { printf "%-28s over SSH %.2f s / local %.2f s = %.1fx: %s (budget 3x)\n", n, r, l, r / l, r <= 3 * l ? "ok" : "OVER" }'
    done
  else
    N=50
    echo "fleet of $N agents of 10,000 cycles (hard links of one), $(nproc) cores shared (load $(cut -d' ' -f1 /proc/loadavg)); budget: first <= 5 s, unchanged <= 1 s"
    FLEET="$DIR/fleet"
    if [ ! -f "$FLEET/.complete" ]; then
      rm -rf "$FLEET" && mkdir -p "$FLEET"
      for i in $(seq -w 1 $N); do cp -al "$DIR/agent" "$FLEET/agent-$i"; done
      touch "$FLEET/.complete"
    fi
    for i in $(seq -w 1 $N); do echo "- {name: agent-$i, dir: $FLEET/agent-$i}"; done > "$WORK/fleet-local.yaml"
    for i in $(seq -w 1 $N); do echo "- {name: agent-$i, dir: '$URL$FLEET/agent-$i'}"; done > "$WORK/fleet-ssh.yaml"
    mkdir -p "$WORK/cache"
    XDG_CACHE_HOME="$WORK/cache" timed "local fleet: first time (empty cache)" "$WORK/fleet1.json" java -jar "$JAR" ls --fleet "$WORK/fleet-local.yaml" --json
    XDG_CACHE_HOME="$WORK/cache" timed "local fleet: again (nothing changed)" "$WORK/fleet2.json" java -jar "$JAR" ls --fleet "$WORK/fleet-local.yaml" --json
    XDG_CACHE_HOME="$WORK/cache" timed "fleet over SSH (one connection): first time" "$WORK/fleet3.json" java -jar "$JAR" ls --fleet "$WORK/fleet-ssh.yaml" --json
    XDG_CACHE_HOME="$WORK/cache" timed "fleet over SSH (one connection): again" "$WORK/fleet4.json" java -jar "$JAR" ls --fleet "$WORK/fleet-ssh.yaml" --json
    timed "floor: GNU find listing the $N scratchpads" "$WORK/find.txt" find -L "$FLEET" -maxdepth 3 -name '*.yaml'
    python3 -c 'import json,sys; rows=[json.load(open(f)) for f in sys.argv[1:]]; print("rows:", [len(r) for r in rows], "all reachable:", all(x["reachable"] for r in rows for x in r))' \
      "$WORK/fleet1.json" "$WORK/fleet2.json" "$WORK/fleet3.json" "$WORK/fleet4.json"
    awk -v f="$(secs "local fleet: first time (empty cache)")" -v a="$(secs "local fleet: again (nothing changed)")" \
      'BEGIN { printf "first %.2f s: %s (budget 5 s); unchanged %.2f s: %s (budget 1 s)\n", f, f <= 5 ? "ok" : "OVER", a, a <= 1 ? "ok" : "OVER" }'
  fi
  exit 0
fi
if [ "${1:-}" = record ]; then
  mvn -B -q -DskipTests package
  JAR=target/scratchpad-inspector.jar
  GEN=scratchpad-samples/markdown-memory/generator
  WORK="$(mktemp -d /tmp/scratchpad-inspector-bench-record.XXXXXX)"
  trap 'rm -rf "$WORK"' EXIT
  export XDG_DATA_HOME="$WORK/data"
  echo "recorded history, $(nproc) cores shared (load $(cut -d' ' -f1 /proc/loadavg))"
  # 1. latency of one change, next to a git commit of the same change (the floor of writing a version at all)
  mkdir -p "$WORK/latency/memory" && printf '# Memory\n\n' > "$WORK/latency/memory/MEMORY.md"
  python3 "$GEN/record_latency.py" "$WORK/latency/memory" 30 -- java -jar "$JAR"
  git init -q "$WORK/git" && cp "$WORK/latency/memory/MEMORY.md" "$WORK/git/"
  start=$(date +%s%N)
  for n in $(seq 30); do echo "- change $n" >> "$WORK/git/MEMORY.md"; git -C "$WORK/git" add -A
    git -C "$WORK/git" -c user.name=b -c user.email=b@x commit -qm "change $n"; done
  echo "floor: git add + git commit of one change: $(( ($(date +%s%N) - start) / 30000000 )) ms each; the recorder waits 75 ms of quiet by design"
  # 2. 100 rewrites in 30 s: every settled text a version, no draft, the directory left alone
  mkdir -p "$WORK/rewrites/memory" && printf '# Counter\n\n- value 0\n' > "$WORK/rewrites/memory/MEMORY.md"
  java -jar "$JAR" record "$WORK/rewrites/memory" > "$WORK/rewrites.out" 2> "$WORK/rewrites.err" &
  rec=$!
  for _ in $(seq 600); do grep -q '^recording ' "$WORK/rewrites.err" && break; sleep 0.1; done
  python3 "$GEN/rewrite.py" "$WORK/rewrites/memory/MEMORY.md" 100 0.3 > /dev/null
  sleep 1; kill $rec; wait $rec 2>/dev/null || true
  java -jar "$JAR" ls --json "$WORK/rewrites/memory" 2>/dev/null > "$WORK/rewrites.json"
  java -jar "$JAR" blame "$WORK/rewrites/memory" 'MEMORY.md#Counter' --json 2>/dev/null > "$WORK/blame.json"
  python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
versions = json.load(open(f"{work}/rewrites.json"))
blame = json.load(open(f"{work}/blame.json"))["changes"]
values = [c["new"].strip() for c in reversed(blame)]
settled = [f"- value {n}" for n in range(101)]
ids = [v["id"] for v in versions]
print(f"100 rewrites in 30 s (two drafts each): {len(versions)} versions listed; settled texts recorded "
      f"{sum(1 for v in settled if v in values)}/101, drafts recorded {sum(1 for v in values if 'draft' in v)}; "
      f"blame names {len(blame)} versions, {'each' if [c['version'] for c in reversed(blame)] == ids else 'NOT each'} a listed one")
PY
  echo "agent's directory afterwards: $(ls -A "$WORK/rewrites/memory" | tr '\n' ' ')"
  # 3. listing 10,000 recorded versions, whole process, next to git reading the same repository
  java -Dinspector.data="$XDG_DATA_HOME/scratchpad-inspector" -cp target/test-classes:"$JAR" \
    org.scratchpadinspector.bench.RecordedHistoryGenerator "$WORK/big/memory" 10000
  repo=
  for d in "$XDG_DATA_HOME"/scratchpad-inspector/history/*/; do
    if grep -qx "$(realpath "$WORK/big/memory")" "$d/description"; then repo=$d; fi
  done
  timed() { local label="$1"; shift; local s=$(date +%s%N); "$@" > "$WORK/out" 2>/dev/null
    printf '%-66s %6.2f s\n' "$label" "$(echo "($(date +%s%N) - $s) / 1000000000" | bc -l)"; }
  timed "inspector ls --json, 10,000 recorded versions (first run)" java -jar "$JAR" ls --json "$WORK/big/memory"
  timed "inspector ls --json, 10,000 recorded versions (again)" java -jar "$JAR" ls --json "$WORK/big/memory"
  echo "  listed $(python3 -c "import json; print(len(json.load(open('$WORK/out'))))") versions"
  timed "floor: git log --name-only of the same repository" git --git-dir="$repo" log --name-only --format=%H%x09%an%x09%aI%x09%s
  timed "floor: git log --name-only --patch (git reading every change's text)" git --git-dir="$repo" log -p --format=%H
  timed "floor: a JVM that only starts (java -version)" java -version
  exit 0
fi
# ---- mode: formats (issue 30: every format at scale) ----
if [ "${1:-}" = formats ]; then
  mvn -B -q -DskipTests package
  # the built jar itself, as `java -jar target/scratchpad-inspector.jar` runs it: its class archive records the jar's
  # path, so a copy elsewhere would run without it
  JAR=target/scratchpad-inspector.jar
  FDIR="${BENCH_FORMATS_DIR:-/tmp/scratchpad-inspector-bench-formats-20k}"
  CDIR="${BENCH_REMOTE_DIR:-/tmp/scratchpad-inspector-bench-10k}"
  N=20000
  for system in miniagent mempalace; do
    if [ ! -f "$FDIR/$system/.complete" ]; then
      echo "generating $N $system units in $FDIR/$system (the samples' own agents; takes minutes) ..."
      python3 scripts/bench-formats-gen.py "$system" "$FDIR/$system" "$N" && touch "$FDIR/$system/.complete"
    fi
  done
  if [ ! -f "$CDIR/.complete" ]; then
    rm -rf "$CDIR" && echo "generating 10,000 cycles in $CDIR ..."
    java -cp target/test-classes:target/scratchpad-inspector.jar org.scratchpadinspector.testsupport.GeneratedScratchpad "$CDIR/agent" 10000
    touch "$CDIR/.complete"
  fi
  MINI="$FDIR/miniagent/32-tutor-demo" PALACE="$FDIR/mempalace" CYCLES="$CDIR/agent"
  WORK="$(mktemp -d)"
  trap 'rm -rf "$WORK" "$(dirname "$JAR")"' EXIT
  best() { # label, output file, command...: best of 3 wall-clock seconds and best of 3 CPU seconds (user + system;
    # on a machine others load, the CPU figure is the steadier one), with the load average before each run
    local label="$1" out="$2"; shift 2
    local b="" c="" loads="" walls="" cpus=""
    for _ in 1 2 3; do
      loads="$loads $(cut -d' ' -f1 /proc/loadavg)"
      /usr/bin/time -f "%e %U %S" -o "$WORK/time" "$@" > "$out" 2> "$WORK/stderr" || { echo "FAILED: $label" >&2; cat "$WORK/stderr" >&2; exit 1; }
      read -r secs user sys < <(tail -1 "$WORK/time")
      local e=$(echo "$secs * 1000 / 1" | bc) u=$(echo "($user + $sys) * 1000 / 1" | bc)
      [ -z "$b" ] || [ "$e" -lt "$b" ] && b=$e
      [ -z "$c" ] || [ "$u" -lt "$c" ] && c=$u
      walls="$walls $e" cpus="$cpus $u"
    done
    local mw=$(echo $walls | tr ' ' '\n' | sort -n | sed -n 2p) mc=$(echo $cpus | tr ' ' '\n' | sort -n | sed -n 2p)
    printf '%-64s %7.2f s  cpu %6.2f s  median %6.2f s, cpu %6.2f s  (load%s)\n' "$label" "$(echo "$b / 1000" | bc -l)" \
      "$(echo "$c / 1000" | bc -l)" "$(echo "$mw / 1000" | bc -l)" "$(echo "$mc / 1000" | bc -l)" "$loads"
    echo "$b" > "$WORK/$(echo "$label" | tr -c 'A-Za-z0-9\n' _).ms"
    echo "$c" > "$WORK/$(echo "$label" | tr -c 'A-Za-z0-9\n' _).cpu"
    echo "$mw $mc" > "$WORK/$(echo "$label" | tr -c 'A-Za-z0-9\n' _).median"
  }
  median() { cat "$WORK/$(echo "$1" | tr -c 'A-Za-z0-9\n' _).median"; }
  ms() { cat "$WORK/$(echo "$1" | tr -c 'A-Za-z0-9\n' _).ms"; }
  cpu() { cat "$WORK/$(echo "$1" | tr -c 'A-Za-z0-9\n' _).cpu"; }
  verdict() { # what, numerator label, denominator label, ratio budget[, absolute budget in s]
    awk -v w="$1" -v a="$(ms "$2")" -v b="$(ms "$3")" -v ca="$(cpu "$2")" -v cb="$(cpu "$3")" -v r="$4" -v s="${5:-0}" \
        -v ma="$(median "$2")" -v mb="$(median "$3")" 'BEGIN {
      ok = a <= r * b && (s == 0 || a <= s * 1000)
      split(ma, x, " "); split(mb, y, " ")
      printf "  => %s: %.2f s / %.2f s = %.2fx (budget %sx%s): %s; cpu %.2f s / %.2f s = %.2fx; medians %.2fx, cpu %.2fx\n",
        w, a / 1000, b / 1000, a / b, r, s == 0 ? "" : sprintf(", %s s", s), ok ? "ok" : "OVER", ca / 1000, cb / 1000,
        ca / cb, x[1] / y[1], x[2] / y[2] }'
  }
  PYLOAD='import json, os, sys
d = sys.argv[1]
for n in sorted(os.listdir(d)):
    if n.endswith(".json"):
        try:
            with open(os.path.join(d, n), encoding="utf-8") as f:
                json.load(f)
        except ValueError:
            pass'
  find "$FDIR" "$CDIR" -type f -exec cat {} + > /dev/null
  echo "other formats at $N units, blame at 10,000 cycles; $(nproc) cores shared; best and median of 3; load before each run"
  for system in miniagent mempalace; do
    if [ "$system" = miniagent ]; then D="$MINI" FILES="$MINI/traces"; else D="$PALACE" FILES="$PALACE/session_scratchpad"; fi
    rm -rf "$WORK/cache-$system"
    XDG_CACHE_HOME="$WORK/cache-$system" best "$system: ls --json, first time (--no-cache)" "$WORK/$system-1.json" java -jar "$JAR" ls --json --no-cache "$D"
    XDG_CACHE_HOME="$WORK/cache-$system" java -jar "$JAR" ls --json "$D" > /dev/null 2>&1
    XDG_CACHE_HOME="$WORK/cache-$system" best "$system: ls --json, unchanged (summary cache)" "$WORK/$system-2.json" java -jar "$JAR" ls --json "$D"
    best "$system: peer: python3 json.load of every file" "$WORK/py.txt" python3 -c "$PYLOAD" "$FILES"
    cmp -s "$WORK/$system-1.json" "$WORK/$system-2.json" && echo "  output: byte-identical with and without the cache" || echo "  output: DIFFERS with the cache"
    verdict "$system ls first" "$system: ls --json, first time (--no-cache)" "$system: peer: python3 json.load of every file" 2 2
    verdict "$system ls unchanged" "$system: ls --json, unchanged (summary cache)" "$system: peer: python3 json.load of every file" 2 2
  done
  ONE="$(ls "$MINI/traces" | sed -n "$((N / 2))p" | sed 's/^[^_]*_//; s/\.json$//')"
  best "miniagent: show of one of the $N corrections ($ONE)" "$WORK/show-big.txt" java -jar "$JAR" show "$MINI" "$ONE"
  best "miniagent: peer: show of one correction of the 9-unit sample" "$WORK/show-small.txt" java -jar "$JAR" show scratchpad-samples/miniagent/32-tutor-demo 5eb561a4
  verdict "miniagent show" "miniagent: show of one of the $N corrections ($ONE)" "miniagent: peer: show of one correction of the 9-unit sample" 1.5
  SESSION="$(ls "$PALACE/session_scratchpad" | sed -n "$((N / 2))p" | sed 's/\.json$//')"
  best "mempalace: show of one of the $N sessions ($SESSION)" "$WORK/show-big.txt" java -jar "$JAR" show "$PALACE" "$SESSION"
  best "mempalace: peer: show of one session of the 7-unit sample" "$WORK/show-small.txt" java -jar "$JAR" show scratchpad-samples/mempalace/demo 4c1e-research
  verdict "mempalace show" "mempalace: show of one of the $N sessions ($SESSION)" "mempalace: peer: show of one session of the 7-unit sample" 1.5
  best "seed 000: blame current_task over 10,000 cycles" "$WORK/blame.txt" java -jar "$JAR" blame "$CYCLES" current_task
  best "seed 000: peer: ls --json --no-cache of the same folder" "$WORK/ls10k.json" java -jar "$JAR" ls --json --no-cache "$CYCLES"
  echo "  blame names $(grep -c . "$WORK/blame.txt") lines"
  verdict "blame" "seed 000: blame current_task over 10,000 cycles" "seed 000: peer: ls --json --no-cache of the same folder" 1.5
  echo "seed-000 figures of 100,000 cycles: scripts/bench.sh ls"
  exit 0
fi
# ---- end of mode: formats ----
if [ "${1:-}" = ls ]; then
  mvn -B -q -DskipTests package
  DIR="${BENCH_DIR:-/tmp/scratchpad-inspector-bench-100k}"
  if [ ! -f "$DIR/.complete" ]; then
    rm -rf "$DIR" && echo "generating 100,000 cycles in $DIR ..."
    java -cp target/test-classes:target/scratchpad-inspector.jar org.scratchpadinspector.testsupport.GeneratedScratchpad "$DIR" 100000
    touch "$DIR/.complete"
  fi
  CACHE="$(mktemp -d)"; OUT="$(mktemp -d)"
  trap 'rm -rf "$CACHE" "$OUT"' EXIT
  timed() { # label, output file, command...: prints seconds, CPU seconds (user + system) and peak resident memory
    local label="$1" out="$2"; shift 2
    /usr/bin/time -f "%e %M %U %S" -o "$OUT/time" "$@" > "$out" 2> "$OUT/stderr" || { cat "$OUT/stderr" >&2; exit 1; }
    read -r secs kb user sys < <(tail -1 "$OUT/time")
    printf '%-58s %7.2f s %7d MB  cpu %6.2f s\n' "$label" "$secs" "$((kb / 1024))" "$(echo "$user + $sys" | bc)"
    echo "$secs" > "$OUT/$(echo "$label" | tr -c 'A-Za-z0-9\n' _).s"
  }
  JAR=target/scratchpad-inspector.jar
  echo "ls --json of $(ls "$DIR/scratchpad" | grep -c _before.yaml) cycles ($(du -sh "$DIR" | cut -f1)), $(nproc) cores shared (load $(cut -d' ' -f1 /proc/loadavg)); budget: first <= 5 s, unchanged <= 1 s"
  # Read every file once before timing, so that the first timed run does not also pay for the disk.
  find "$DIR" -type f -exec cat {} + > /dev/null
  XDG_CACHE_HOME="$CACHE" timed "inspector, first time (empty cache)" "$OUT/first.json" java -jar "$JAR" ls --json "$DIR"
  XDG_CACHE_HOME="$CACHE" timed "inspector, again (nothing changed)" "$OUT/again.json" java -jar "$JAR" ls --json "$DIR"
  XDG_CACHE_HOME="$CACHE" timed "inspector, a third time" "$OUT/third.json" java -jar "$JAR" ls --json "$DIR"
  timed "inspector --no-cache" "$OUT/plain.json" java -jar "$JAR" ls --json --no-cache "$DIR"
  timed "python3 + PyYAML C loader (scripts/bench-ls-peer.py)" "$OUT/peer.json" python3 scripts/bench-ls-peer.py "$DIR/scratchpad"
  # Floors for "again": what knowing that nothing changed costs here at the least, whatever the tool, since every
  # file's size and time must be read (an edit in place changes neither the folder nor the file's name).
  timed "floor: GNU find, the size and time of every file" "$OUT/find.txt" find "$DIR" -type f -printf '%s %T@\n'
  timed "floor: a JVM listing and stat-ing every file on every core" "$OUT/floor.txt" \
    java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp target/test-classes org.scratchpadinspector.bench.ListStatFloor "$DIR"
  cmp -s "$OUT/first.json" "$OUT/plain.json" && cmp -s "$OUT/again.json" "$OUT/plain.json" \
    && echo "output: byte-identical with and without the cache" || echo "output: DIFFERS with the cache"
  echo "summary cache: $(du -sh "$CACHE" | cut -f1)"
  awk -v f="$(cat "$OUT/inspector__first_time__empty_cache_.s")" -v a="$(cat "$OUT/inspector__again__nothing_changed_.s")" \
    'BEGIN { printf "first %.2f s: %s (budget 5 s); again %.2f s: %s (budget 1 s)\n", f, f <= 5 ? "ok" : "OVER", a, a <= 1 ? "ok" : "OVER" }'
  exit 0
fi
# --- mode "live" (issue 29): a new real-agent cycle file -> its row in the real window ---------------------------
#   scripts/bench.sh live [N]  N cycles (default 10) of the msa re-implementation (python3 -m msa.agent --once, a
#                           scripted model) while the window (headless, Monocle) shows its root: each _before ->
#                           its row listed and with its status, each _after -> the row's final status (budget
#                           300 ms), next to the floor in the same run (a bare watch service hearing of the file)
if [ "${1:-}" = live ]; then
  mvn -B -q -DskipTests test-compile
  mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
  rm -rf target/bench-live-classes && mkdir -p target/bench-live-classes
  cp -r target/classes target/bench-live-classes/main && cp -r target/test-classes target/bench-live-classes/test
  exec java -Xmx1g -XX:+UseZGC -XX:TieredStopAtLevel=1 -Dglass.platform=Monocle -Dmonocle.platform=Headless \
    -Dheadless.geometry=1600x1000-32 -Dprism.order=sw \
    -cp "target/bench-live-classes/main:target/bench-live-classes/test:$(cat target/test-classpath.txt)" \
    org.scratchpadinspector.bench.LiveRowBenchmark "${2:-10}"
fi
# --- end of mode "live" -------------------------------------------------------------------------------------------
mvn -B -q -DskipTests test-compile
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
# A private copy of the classes, so that a build running meanwhile cannot pull them from under the benchmark.
rm -rf target/bench-classes && mkdir -p target/bench-classes
cp -r target/classes target/bench-classes/main && cp -r target/test-classes target/bench-classes/test
CP="target/bench-classes/main:target/bench-classes/test:$(cat target/test-classpath.txt)"
GC="${BENCH_GC:--XX:+UseZGC}"
JIT="${BENCH_JIT:--XX:TieredStopAtLevel=1}"
MODE="${1:-core}"
shift || true
case "$MODE" in
  core) java -Xmx2g -cp "$CP" org.scratchpadinspector.bench.FoundationBenchmark ;;
  fx)   java -Xmx2g "$GC" "$JIT" --add-exports java.management/sun.management=ALL-UNNAMED -Dstall.stacks="${STALL_STACKS:+true}" -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dheadless.geometry=1600x1000-32 \
          -Dprism.order=sw "$@" -cp "$CP" org.scratchpadinspector.bench.FxStallBenchmark ;;
  table) java -Xmx2g "$GC" "$JIT" -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dheadless.geometry=1600x1000-32 \
          -Dprism.order=sw "$@" -cp "$CP" org.scratchpadinspector.bench.CycleTableLayoutTiming ;;
  *) echo "usage: scripts/bench.sh [core|fx|table|ls|yaml|remote|fleet|formats]" >&2; exit 2 ;;
esac
