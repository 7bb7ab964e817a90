#!/usr/bin/env bash
# Renders the window headless (Monocle) in the states the README shows: docs/screenshots/*.png
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -DskipTests test-compile
mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
for shots in Screenshots AgentScreenshots; do
  java -Dglass.platform=Monocle -Dmonocle.platform=Headless -Dheadless.geometry=1600x1000-32 -Dprism.order=sw -Dprism.text=t2k \
    -cp "target/classes:target/test-classes:$(cat target/test-classpath.txt)" \
    "org.scratchpadinspector.ui.$shots" "${1:-docs/screenshots}"
done
