#!/usr/bin/env bash
# Benchmarks of DESIGN.md section 6, each next to a peer tool (ls -f, GNU diff) timed in the same run.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -DskipTests test-compile
mvn -B -q exec:java -Dexec.classpathScope=test -Dexec.cleanupDaemonThreads=false \
  -Dexec.mainClass="${1:-org.scratchpadinspector.bench.FoundationBenchmark}"
