#!/usr/bin/env bash
# Benchmarks of the budgets in docs/architecture.md, each next to a peer tool (ls -f, GNU diff) timed in the same run.
#   scripts/bench.sh        core: index, memory, parse, line diff
#   scripts/bench.sh fx     window: longest FX-thread stall while indexing, diffing and following live writes
#                           (STALL_STACKS=1 also prints where the FX thread was during stalls)
#   scripts/bench.sh table  one CSS + layout pass of the window after the cycle list's row count changed
#   scripts/bench.sh fx -Dstall.cold=true -Dstall.only=open,select,live -Dstall.depth=60 -Dstall.top=12
#                           further arguments are JVM options: no warm-up, only some scenarios, deeper stacks,
#                           top frames of the longest stalls
# The window benchmarks run on ZGC, as the window does (decision 0020); BENCH_GC=-XX:+UseG1GC measures G1.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -DskipTests test-compile
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
# A private copy of the classes, so that a build running meanwhile cannot pull them from under the benchmark.
rm -rf target/bench-classes && mkdir -p target/bench-classes
cp -r target/classes target/bench-classes/main && cp -r target/test-classes target/bench-classes/test
CP="target/bench-classes/main:target/bench-classes/test:$(cat target/test-classpath.txt)"
GC="${BENCH_GC:--XX:+UseZGC}"
MODE="${1:-core}"
shift || true
case "$MODE" in
  core) java -Xmx2g -cp "$CP" org.scratchpadinspector.bench.FoundationBenchmark ;;
  fx)   java -Xmx2g "$GC" -Dstall.stacks="${STALL_STACKS:+true}" -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dheadless.geometry=1600x1000-32 \
          -Dprism.order=sw "$@" -cp "$CP" org.scratchpadinspector.bench.FxStallBenchmark ;;
  table) java -Xmx2g "$GC" -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dheadless.geometry=1600x1000-32 \
          -Dprism.order=sw "$@" -cp "$CP" org.scratchpadinspector.bench.CycleTableLayoutTiming ;;
  *) echo "usage: scripts/bench.sh [core|fx|table]" >&2; exit 2 ;;
esac
