package org.scratchpadinspector.engine.remote;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.sshd.common.NamedFactory;
import org.apache.sshd.common.cipher.Cipher;

/**
 * The library's ciphers, the cheapest for this JVM asked for first (decision 0160). The JDK's AES-GCM is fast only
 * where the optimising compiler (C2) replaces it with the processor's AES and carry-less multiply instructions; a
 * JVM that compiles with C1 alone (a one-shot command, decision 0073) runs it as plain Java, four times the cost of
 * the library's ChaCha20-Poly1305 per byte. Both are authenticated ciphers that OpenSSH offers by default.
 */
final class CipherOrder {
    private static final Pattern STOP_AT = Pattern.compile("-XX:TieredStopAtLevel=(\\d+)");

    private CipherOrder() {
    }

    /** The order for this JVM, judged from its command line and the option variables the JVM reads. */
    static List<NamedFactory<Cipher>> ciphers(List<NamedFactory<Cipher>> defaults) {
        List<String> options = new ArrayList<>(
                ProcessHandle.current().info().arguments().map(List::of).orElse(List.of()));
        for (String variable : List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS")) {
            Optional.ofNullable(System.getenv(variable))
                    .ifPresent(v -> options.addAll(List.of(v.trim().split("\\s+"))));
        }
        return ciphers(defaults, optimisingCompiler(options));
    }

    /** AES-GCM first when the optimising compiler runs, ChaCha20-Poly1305 first when it does not. */
    static List<NamedFactory<Cipher>> ciphers(List<NamedFactory<Cipher>> defaults, boolean optimisingCompiler) {
        List<NamedFactory<Cipher>> first = new ArrayList<>();
        List<NamedFactory<Cipher>> rest = new ArrayList<>();
        for (NamedFactory<Cipher> c : defaults) {
            String name = c.getName();
            boolean preferred = optimisingCompiler ? name.startsWith("aes") && name.contains("gcm")
                    : name.startsWith("chacha20-poly1305");
            (preferred ? first : rest).add(c);
        }
        first.addAll(rest);
        return first;
    }

    /** Whether JVM options leave C2 on: C2 alone, or no {@code -XX:TieredStopAtLevel} below 4 (the last counts). */
    static boolean optimisingCompiler(List<String> options) {
        if (options.contains("-XX:-TieredCompilation")) {
            return true;
        }
        int level = 4;
        for (String o : options) {
            Matcher m = STOP_AT.matcher(o);
            if (m.matches()) {
                level = Integer.parseInt(m.group(1));
            }
        }
        return level >= 4;
    }
}
