package org.scratchpadinspector.engine.edit;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.scratchpadinspector.model.VerbatimScalar;

/**
 * The two kinds of version strings edits carry: the SHA-256 of a file's bytes (optimistic concurrency,
 * rule 3) and the fingerprint of a parsed value (lost-edit detection, rule 7, compares values, not bytes).
 */
public final class Hashes {
    /** The hash of a missing active.yaml: the hash of no bytes (the seed reads both as the default schema). */
    public static final String ABSENT = sha256(new byte[0]);

    private Hashes() {
    }

    /** Lower-case hex SHA-256 of {@code bytes}. */
    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
        }
    }

    /** The first 12 hex digits, for messages. */
    public static String shortHash(String hash) {
        return hash == null ? "-" : hash.substring(0, Math.min(12, hash.length()));
    }

    /** Whether {@code hash} has the form of {@link #sha256}: 64 hex digits, either case. */
    public static boolean isSha256(String hash) {
        return hash != null && hash.matches("[0-9a-fA-F]{64}");
    }

    /**
     * A short fingerprint of a parsed value: equal for values PyYAML would load as equal (mapping key order
     * ignored, 1 and 1.0 kept apart like Python's int and float repr), different otherwise.
     */
    public static String fingerprint(Object value) {
        StringBuilder out = new StringBuilder();
        canonical(value, out);
        return sha256(out.toString().getBytes(StandardCharsets.UTF_8)).substring(0, 32);
    }

    private static void canonical(Object value, StringBuilder out) {
        if (value == null) {
            out.append('~');
        } else if (value instanceof String s) {
            out.append('"');
            s.chars().forEach(c -> {
                if (c == '"' || c == '\\') {
                    out.append('\\');
                }
                out.append((char) c);
            });
            out.append('"');
        } else if (value instanceof Boolean b) {
            out.append(b ? "true" : "false");
        } else if (value instanceof Integer || value instanceof Long || value instanceof BigInteger
                || value instanceof Short || value instanceof Byte) {
            out.append("i:").append(new BigInteger(value.toString()));
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            out.append("f:").append(Double.isFinite(d) ? new BigDecimal(d).stripTrailingZeros().toPlainString()
                    : Double.toString(d));
        } else if (value instanceof VerbatimScalar t) {
            out.append("t:").append(t.text());
        } else if (value instanceof byte[] bytes) {
            out.append("b:").append(Base64.getEncoder().encodeToString(bytes));
        } else if (value instanceof Map<?, ?> map) {
            List<String> entries = new ArrayList<>();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                StringBuilder entry = new StringBuilder();
                canonical(e.getKey(), entry);
                entry.append(':');
                canonical(e.getValue(), entry);
                entries.add(entry.toString());
            }
            entries.sort(null);
            out.append('{').append(String.join(",", entries)).append('}');
        } else if (value instanceof Set<?> set) {
            List<String> items = new ArrayList<>();
            for (Object item : set) {
                StringBuilder one = new StringBuilder();
                canonical(item, one);
                items.add(one.toString());
            }
            items.sort(null);
            out.append("set{").append(String.join(",", items)).append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                canonical(list.get(i), out);
            }
            out.append(']');
        } else {
            out.append("?:").append(value);
        }
    }
}
