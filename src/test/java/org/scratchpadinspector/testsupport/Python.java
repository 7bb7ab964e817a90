package org.scratchpadinspector.testsupport;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs python3 for tests that compare against the real thing (PyYAML). */
public final class Python {
    private static final long TIMEOUT_MINUTES = 5;

    private Python() {
    }

    /** Runs {@code python3 -c script} with UTF-8 stdin and returns stdout; fails with stderr on a non-zero exit. */
    public static String run(String script, String stdin) {
        Path stdout = null;
        Path stderr = null;
        try {
            stdout = Files.createTempFile("python-out", ".txt");
            stderr = Files.createTempFile("python-err", ".txt");
            ProcessBuilder builder = new ProcessBuilder(List.of("python3", "-c", script))
                    .redirectOutput(stdout.toFile())
                    .redirectError(stderr.toFile());
            builder.environment().put("PYTHONIOENCODING", "utf-8");
            builder.environment().put("PYTHONUTF8", "1");
            Process process = builder.start();
            try (var in = process.getOutputStream()) {
                in.write((stdin == null ? "" : stdin).getBytes(StandardCharsets.UTF_8));
            }
            if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError("python3 did not finish within " + TIMEOUT_MINUTES + " minutes");
            }
            String out = Files.readString(stdout, StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                throw new AssertionError("python3 exited with " + process.exitValue() + ":\n"
                        + Files.readString(stderr, StandardCharsets.UTF_8));
            }
            return out;
        } catch (IOException e) {
            throw new AssertionError("could not run python3: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while running python3", e);
        } finally {
            deleteQuietly(stdout);
            deleteQuietly(stderr);
        }
    }

    /**
     * Skips the calling test when python3 with PyYAML is missing, or fails it when the
     * environment variable CI is set (CI must never silently skip the comparison).
     */
    public static void requirePyYaml() {
        String problem = pyYamlProblem();
        if (problem == null) {
            return;
        }
        String ci = System.getenv("CI");
        if (ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false")) {
            throw new AssertionError("CI is set but " + problem);
        }
        assumeTrue(false, "skipped: " + problem + " (install python3 and PyYAML to run this test)");
    }

    private static String pyYamlProblem() {
        try {
            Process process = new ProcessBuilder("python3", "-c", "import yaml")
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!process.waitFor(1, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                return "python3 -c 'import yaml' did not finish";
            }
            return process.exitValue() == 0 ? null : "PyYAML is not installed for python3";
        } catch (IOException e) {
            return "python3 is not available (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while looking for python3";
        }
    }

    private static void deleteQuietly(Path path) {
        if (path != null) {
            try {
                Files.deleteIfExists(path);
            } catch (IOException ignored) {
                // a leftover temp file is harmless
            }
        }
    }
}
