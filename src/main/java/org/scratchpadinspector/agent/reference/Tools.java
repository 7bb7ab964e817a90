package org.scratchpadinspector.agent.reference;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The tools the model may call: echo, clock, read_file and write_file inside a sandbox directory, and shell
 * only when allowed. Arguments are checked the way Python's {@code handler(**args)} checks them.
 */
public final class Tools {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("EEE MMM dd HH:mm:ss", Locale.ROOT);
    private static final int SHELL_SECONDS = 30;

    private final AgentClock clock;
    private final Path sandbox;
    private final boolean allowShell;

    public Tools(AgentClock clock, Path sandbox, boolean allowShell) {
        this.clock = clock;
        this.sandbox = sandbox.toAbsolutePath().normalize();
        this.allowShell = allowShell;
    }

    /** The tool descriptions for the model's rules. */
    public String describe() {
        return "echo(message), clock(timezone), read_file(path), write_file(path, content)"
                + (allowShell ? ", shell(command)" : "") + ", update_scratchpad(<fields>), done(summary)";
    }

    public Object call(String name, Map<String, Object> args) throws ToolFailure {
        switch (name) {
            case "echo" -> {
                Map<String, Object> a = bind(name, args, List.of("message"), Map.of());
                return "ECHO: " + PythonText.str(a.get("message"));
            }
            case "clock" -> {
                Map<String, Object> a = bind(name, args, List.of(), Map.of("timezone", "UTC"));
                return clock.now().format(DATE) + " " + PythonText.str(a.get("timezone")) + " " + clock.now().getYear();
            }
            case "read_file" -> {
                return readFile(bind(name, args, List.of("path"), Map.of()).get("path"));
            }
            case "write_file" -> {
                Map<String, Object> a = bind(name, args, List.of("path", "content"), Map.of());
                return writeFile(a.get("path"), a.get("content"));
            }
            case "shell" -> {
                if (!allowShell) {
                    throw new ToolFailure("PermissionError", "the shell tool is disabled (start the agent with --allow-shell)");
                }
                return shell(bind(name, args, List.of("command"), Map.of()).get("command"));
            }
            default -> throw ToolFailure.keyError("unknown tool: " + name);
        }
    }

    private static Map<String, Object> bind(String tool, Map<String, Object> args, List<String> required,
                                            Map<String, Object> optional) throws ToolFailure {
        String function = "Tools.tool_" + tool + "()";
        for (String key : args.keySet()) {
            if (!required.contains(key) && !optional.containsKey(key)) {
                throw ToolFailure.typeError(function + " got an unexpected keyword argument '" + key + "'");
            }
        }
        List<String> missing = new ArrayList<>();
        for (String key : required) {
            if (!args.containsKey(key)) {
                missing.add("'" + key + "'");
            }
        }
        if (!missing.isEmpty()) {
            String names = missing.size() == 1 ? missing.get(0)
                    : String.join(", ", missing.subList(0, missing.size() - 1)) + " and " + missing.get(missing.size() - 1);
            throw ToolFailure.typeError(function + " missing " + missing.size() + " required positional argument"
                    + (missing.size() == 1 ? "" : "s") + ": " + names);
        }
        Map<String, Object> bound = new LinkedHashMap<>(optional);
        bound.putAll(args);
        return bound;
    }

    /** The file {@code path} names inside the sandbox; refuses absolute paths and paths that leave it. */
    Path inSandbox(Object path) throws ToolFailure {
        if (!(path instanceof String text) || text.isEmpty() || text.indexOf('\0') >= 0) {
            throw new ToolFailure("ValueError", "invalid path: " + PythonText.repr(path));
        }
        Path resolved = sandbox.resolve(text).normalize();
        if (Path.of(text).isAbsolute() || !resolved.startsWith(sandbox) || resolved.equals(sandbox)) {
            throw new ToolFailure("PermissionError", "path escapes the sandbox: " + PythonText.repr(text));
        }
        try {
            Path real = Files.exists(resolved) ? resolved.toRealPath() : null;
            if (real != null && !real.startsWith(sandbox.toRealPath())) {
                throw new ToolFailure("PermissionError", "path escapes the sandbox: " + PythonText.repr(text));
            }
        } catch (IOException e) {
            throw new ToolFailure("OSError", e.getMessage());
        }
        return resolved;
    }

    private String readFile(Object path) throws ToolFailure {
        Path file = inSandbox(path);
        if (!Files.isRegularFile(file)) {
            throw new ToolFailure("FileNotFoundError", "No such file in sandbox: " + PythonText.repr(path));
        }
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ToolFailure("OSError", "cannot read " + PythonText.repr(path) + ": " + e.getMessage());
        }
    }

    private String writeFile(Object path, Object content) throws ToolFailure {
        Path file = inSandbox(path);
        String text = PythonText.str(content);
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ToolFailure("OSError", "cannot write " + PythonText.repr(path) + ": " + e.getMessage());
        }
        return "Wrote " + text.codePointCount(0, text.length()) + " characters to " + path;
    }

    private String shell(Object command) throws ToolFailure {
        try {
            Files.createDirectories(sandbox);
            Process process = new ProcessBuilder("sh", "-c", PythonText.str(command))
                    .directory(sandbox.toFile()).redirectErrorStream(true).start();
            process.getOutputStream().close();
            byte[] output = process.getInputStream().readNBytes(64 * 1024);
            if (!process.waitFor(SHELL_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new ToolFailure("TimeoutError", "the command did not finish within " + SHELL_SECONDS + " s");
            }
            return new String(output, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ToolFailure("OSError", e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolFailure("KeyboardInterrupt", "interrupted");
        }
    }
}
