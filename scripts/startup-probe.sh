# Sourced by the window scripts: the first-window signal from outside the product (decision 0169).
# probed_jar SRC DEST: DEST is a copy of the jar SRC with the test tree's StartupProbe (a JavaFX preloader) added;
# run it with the options of probe_options FILE, which name the preloader and the file it writes its lines to.
probed_jar() {
  local classes
  classes=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/target/test-classes
  [ -f "$classes/org/scratchpadinspector/bench/StartupProbe.class" ] ||
    { echo "the startup probe is not compiled: run mvn -B -q -DskipTests package (or test-compile) first" >&2; return 1; }
  cp "$1" "$2"
  jar uf "$2" -C "$classes" org/scratchpadinspector/bench/StartupProbe.class
}

probe_options() {
  echo "-Djavafx.preloader=org.scratchpadinspector.bench.StartupProbe -Dstartup.probe=$1"
}
