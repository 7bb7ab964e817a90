#!/usr/bin/env bash
# Builds Scratchpad Inspector as a self-contained application: its own Java runtime (jlink), no JDK or Maven
# needed where it runs.
#
#   packaging/build.sh               jar (mvn package, no tests), runtime, app image, .deb (and .rpm if rpmbuild exists)
#   packaging/build.sh --image-only  stop after the app image
#   packaging/build.sh --no-build    package the target/scratchpad-inspector.jar already built (CI: after mvn verify)
#
# Output, replaced on every run, in target/packaging/:
#   scratchpad-inspector/             the app image: bin/scratchpad-inspector (window, or ls / show / diff / check …)
#   scratchpad-inspector_<ver>-1_amd64.deb, scratchpad-inspector-<ver>-1.x86_64.rpm
# Needs: a JDK 17 with jlink and jpackage (Debian: openjdk-17-jdk), python3, Maven unless --no-build,
# and for the .deb fakeroot and dpkg-deb. JPACKAGE=/path/to/jpackage picks another JDK.
set -euo pipefail
cd "$(dirname "$0")/.."

image_only=false
build_jar=true
for arg in "$@"; do
  case $arg in
    --image-only) image_only=true ;;
    --no-build) build_jar=false ;;
    -h | --help) sed -n '2,/^set -/{/^set -/d;s/^# \{0,1\}//;p}' "$0"; exit 0 ;;
    *) echo "build.sh: unknown option $arg (try --help)" >&2; exit 2 ;;
  esac
done

name=scratchpad-inspector
out=target/packaging
jar=target/$name.jar
res=packaging/linux

jpackage=${JPACKAGE:-$(command -v jpackage || true)}
if [ -z "$jpackage" ]; then
  echo "build.sh: jpackage not found; install a full JDK 17 (Debian: apt-get install openjdk-17-jdk)" >&2
  exit 1
fi
jdk_bin=$(dirname "$(readlink -f "$jpackage")")
for tool in jlink jar; do
  [ -x "$jdk_bin/$tool" ] || { echo "build.sh: $jdk_bin/$tool missing (a JRE, not a JDK?)" >&2; exit 1; }
done

# Version and description from pom.xml (mvn help:evaluate takes seconds). A package version is numeric:
# 0.2.0-SNAPSHOT is packaged as 0.2.0.
read -r version description < <(python3 - <<'EOF'
import xml.etree.ElementTree as ET
m = {'m': 'http://maven.apache.org/POM/4.0.0'}
pom = ET.parse('pom.xml').getroot()
print(pom.findtext('m:version', namespaces=m).strip(), ' '.join(pom.findtext('m:description', namespaces=m).split()))
EOF
)
[ -n "$version" ] || { echo "build.sh: no <version> in pom.xml" >&2; exit 1; }
app_version=${version%%-*}

if $build_jar; then
  echo "== jar: mvn -B -q -DskipTests package"
  mvn -B -q -DskipTests package
fi
[ -f "$jar" ] || { echo "build.sh: $jar missing (run without --no-build)" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out/input"

# The runtime: the modules the shaded jar needs (jdeps --print-module-deps on the jar), plus what it loads
# without a static reference. java.base, java.desktop (JavaFX's Java2D pipeline and printing, SnakeYAML's beans),
# java.logging, java.management, java.scripting (FXML), java.sql (Jackson, JGit time types), java.security.jgss
# (JGit), jdk.jfr (JavaFX's pulse logger), jdk.unsupported (sun.misc.Unsafe), jdk.zipfs (the bundled demo is
# copied out of the jar through a zip file system), java.net.http + jdk.httpserver (the loopback control
# protocol), jdk.crypto.ec (TLS), java.naming and java.rmi (referenced by the SSH client and JGit, as jdeps
# --print-module-deps on the jar lists them). --strip-debug, no man pages or headers, compressed class files; then a CDS
# archive of the runtime's own classes for a faster start. bin/ keeps java only: the window restarts itself on it.
# The launcher passes no collector: subcommands run on the default one, and the window's JVM is restarted on ZGC
# with its class archive, as with java -jar (decisions 0020, 0039).
modules=java.base,java.desktop,java.logging,java.management,java.scripting,java.sql,java.security.jgss,jdk.jfr
modules+=,jdk.unsupported,jdk.zipfs,java.net.http,jdk.httpserver,jdk.crypto.ec,java.naming,java.rmi
echo "== runtime: jlink $modules"
"$jdk_bin/jlink" --add-modules "$modules" --strip-debug --no-man-pages --no-header-files --compress=2 \
  --output "$out/runtime"
# Two archives: classes.jsa for the command line (default collector, compressed oops) and classes_nocoops.jsa for
# the window's JVM on ZGC, which has no compressed oops.
"$out/runtime/bin/java" -Xshare:dump >/dev/null
"$out/runtime/bin/java" -XX:+UseZGC -Xshare:dump >/dev/null
find "$out/runtime/bin" -type f ! -name java -delete

# The app: the shaded jar, and JavaFX's native libraries beside it. JavaFX loads them from the jar's own
# directory first, so the installed app never unpacks them into ~/.openjfx/cache.
cp "$jar" "$out/input/"
natives=$("$jdk_bin/jar" tf "$jar" | grep -E '^[^/]+\.so$' || true)
[ -n "$natives" ] || { echo "build.sh: no JavaFX native libraries (*.so) at the root of $jar" >&2; exit 1; }
(cd "$out/input" && "$jdk_bin/jar" xf "$name.jar" $natives)

common=(--name "$name" --app-version "$app_version" --description "$description" --vendor "Scratchpad Inspector")
echo "== app image: $out/$name (version $app_version)"
"$jpackage" --type app-image --dest "$out" "${common[@]}" \
  --input "$out/input" --main-jar "$name.jar" --main-class org.scratchpadinspector.Launcher \
  --runtime-image "$out/runtime" --icon "$res/$name.png"
rm -rf "$out/input" "$out/runtime"
# jpackage's native launcher took about 1 s longer than the runtime's own java for the same subcommand (ls of the
# demo: 2.9 s against 1.7 s, decision 0039); a script in its place runs that java. It uses shell built-ins only
# (it must start with an empty PATH too); readlink, where there is one, follows the /usr/bin link of the .deb.
cat >"$out/$name/bin/$name" <<'LAUNCHER'
#!/bin/sh
# Scratchpad Inspector: the window ([DIR]) or a subcommand (ls, show, diff, check ...; --help).
self=$0
if command -v readlink >/dev/null 2>&1; then
  self=$(readlink -f "$0")
fi
case $self in */*) app=${self%/*}/.. ;; *) app=.. ;; esac
if [ ! -x "$app/lib/runtime/bin/java" ] && [ -x /opt/scratchpad-inspector/lib/runtime/bin/java ]; then
  app=/opt/scratchpad-inspector
fi
exec "$app/lib/runtime/bin/java" -cp "$app/lib/app/scratchpad-inspector.jar" org.scratchpadinspector.Launcher "$@"
LAUNCHER

if $image_only; then
  echo "== done: $out/$name/bin/$name ($(du -sh "$out/$name" | cut -f1))"
  exit 0
fi

# Installers from that image: menu entry (Development;Debugger;) with the icon, GTK 3 and OpenGL as dependencies,
# /opt/scratchpad-inspector with a link /usr/bin/scratchpad-inspector (packaging/linux/postinst, prerm and, for
# the .rpm, scratchpad-inspector.spec: jpackage's templates, except that the menu entry is skipped, not an error,
# where xdg-desktop-menu finds no desktop environment).
installer=("${common[@]}" --app-image "$out/$name" --dest "$out" --resource-dir "$res" --icon "$res/$name.png"
  --linux-package-name "$name" --linux-shortcut --linux-menu-group "Development;Debugger;" --linux-app-category devel)
echo "== deb"
"$jpackage" --type deb "${installer[@]}" --linux-package-deps "libgtk-3-0, libgl1"
if command -v rpmbuild >/dev/null; then
  echo "== rpm"
  "$jpackage" --type rpm "${installer[@]}" --linux-package-deps "libgtk-3.so.0()(64bit), libGL.so.1()(64bit)"
else
  echo "== rpm: skipped (no rpmbuild)"
fi
echo "== done:"
ls -sh "$out"/*.deb "$out"/*.rpm 2>/dev/null || true
echo "$out/$name/bin/$name ($(du -sh "$out/$name" | cut -f1))"
