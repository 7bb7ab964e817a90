package org.scratchpadinspector.formats.recursivecontext;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The seed's {@code apply_updates(scratchpad, updates)} (update.py), line for line, quirks included: a replace
 * drops the blank line under the replaced text, an APPEND lands after the section's last line (blank lines
 * included, so after a code fence, or after the final newline of the last section), {@code "APPEND: "} with
 * nothing after it changes nothing, a key no header matches is ignored, and a {@code ## } header matches the
 * key that is its name in lower case (any name, not only {@code workspace}).
 */
final class ApplyUpdates {
    /** update.py's SECTIONS: key → (section, subsection); null subsection = the {@code ## } header itself. */
    static final Map<String, String[]> SECTIONS = sections();

    private ApplyUpdates() {
    }

    private static Map<String, String[]> sections() {
        Map<String, String[]> s = new LinkedHashMap<>();
        s.put("identity_purpose", new String[] {"IDENTITY", "Purpose"});
        s.put("identity_user", new String[] {"IDENTITY", "User"});
        s.put("identity_boundaries", new String[] {"IDENTITY", "Boundaries"});
        s.put("understanding_known", new String[] {"UNDERSTANDING", "Known"});
        s.put("understanding_believed", new String[] {"UNDERSTANDING", "Believed"});
        s.put("understanding_unknown", new String[] {"UNDERSTANDING", "Unknown"});
        s.put("trajectory_now", new String[] {"TRAJECTORY", "Now"});
        s.put("trajectory_path", new String[] {"TRAJECTORY", "Path"});
        s.put("trajectory_later", new String[] {"TRAJECTORY", "Later"});
        s.put("workspace", new String[] {"WORKSPACE", null});
        s.put("self_confidence", new String[] {"SELF", "Confidence"});
        s.put("self_attention", new String[] {"SELF", "Attention"});
        s.put("self_flags", new String[] {"SELF", "Flags"});
        return java.util.Collections.unmodifiableMap(s);
    }

    static String apply(String scratchpad, Map<String, String> updates) {
        if (updates.isEmpty()) {                                   // if not updates: return scratchpad
            return scratchpad;
        }
        String[] lines = scratchpad.split("\n", -1);               // scratchpad.split('\n')
        List<String> result = new ArrayList<>();
        String currentSection = null;
        String currentSubsection = null;
        boolean skipUntilNext = false;
        String pendingAppend = null;
        for (String line : lines) {
            if (line.startsWith("## ")) {                          // Track major sections
                pendingAppend = flush(result, pendingAppend);
                skipUntilNext = false;
                currentSection = PythonText.strip(line.substring(3));
                currentSubsection = null;
                result.add(line);
                String key = currentSection.toLowerCase(java.util.Locale.ROOT); // f"{current_section.lower()}"
                if (updates.containsKey(key)) {
                    String value = updates.get(key);
                    if (value.equals("CLEAR")) {
                        skipUntilNext = true;
                    } else if (value.startsWith("APPEND: ")) {
                        pendingAppend = value.substring(8);
                    } else {
                        result.add(value);
                        skipUntilNext = true;
                    }
                    continue;
                }
            } else if (line.startsWith("### ")) {                  // Track subsections
                pendingAppend = flush(result, pendingAppend);
                skipUntilNext = false;
                currentSubsection = PythonText.strip(line.substring(4));
                result.add(line);
                for (Map.Entry<String, String[]> s : SECTIONS.entrySet()) {
                    String[] path = s.getValue();
                    if (updates.containsKey(s.getKey()) && path[0].equals(currentSection)
                            && path[1] != null && path[1].equals(currentSubsection)) {
                        String value = updates.get(s.getKey());
                        if (value.equals("CLEAR")) {
                            skipUntilNext = true;
                        } else if (value.startsWith("APPEND: ")) {
                            pendingAppend = value.substring(8);
                        } else {
                            result.add(value);
                            skipUntilNext = true;
                        }
                        break;
                    }
                }
            } else if (line.startsWith("---")) {                   // Section dividers
                pendingAppend = flush(result, pendingAppend);
                skipUntilNext = false;
                result.add(line);
            } else if (!skipUntilNext) {                           // Content lines
                result.add(line);
            }
        }
        flush(result, pendingAppend);                              // Final pending append
        return String.join("\n", result);
    }

    /** {@code if pending_append: result.append(pending_append); pending_append = None} (an empty one is falsy). */
    private static String flush(List<String> result, String pendingAppend) {
        if (pendingAppend != null && !pendingAppend.isEmpty()) {
            result.add(pendingAppend);
        }
        return pendingAppend == null || pendingAppend.isEmpty() ? pendingAppend : null;
    }

    /** Whether some header of the scratchpad is the one {@code key} addresses (else apply ignores the key). */
    static boolean addresses(String scratchpad, String key) {
        String section = null;
        for (String line : scratchpad.split("\n", -1)) {
            if (line.startsWith("## ")) {
                section = PythonText.strip(line.substring(3));
                if (section.toLowerCase(java.util.Locale.ROOT).equals(key)) {
                    return true;
                }
            } else if (line.startsWith("### ")) {
                String[] path = SECTIONS.get(key);
                if (path != null && path[0].equals(section) && path[1] != null
                        && path[1].equals(PythonText.strip(line.substring(4)))) {
                    return true;
                }
            }
        }
        return false;
    }
}
