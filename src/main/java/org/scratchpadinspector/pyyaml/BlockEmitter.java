package org.scratchpadinspector.pyyaml;

import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A port of PyYAML's emitter (block style, implicit document) so that the bytes match PyYAML's.
 * In decoded mode it keeps real Unicode, never wraps, and writes multi-line strings as literal blocks.
 */
final class BlockEmitter {
    private static final int BEST_INDENT = 2;

    private final boolean decoded;
    private final boolean allowUnicode;
    private final int bestWidth;
    private final ScalarWriter scalars;
    private final Map<Object, String> anchors = new IdentityHashMap<>();
    private final Map<Object, Boolean> emitted = new IdentityHashMap<>();

    final StringBuilder out = new StringBuilder();
    int column;
    boolean whitespace = true;
    boolean indention = true;
    boolean openEnded;
    Integer indent;
    private final List<Integer> indents = new ArrayList<>();
    private int flowLevel;
    private boolean rootContext;
    private boolean mappingContext;
    private boolean simpleKeyContext;

    private BlockEmitter(boolean decoded, boolean allowUnicode) {
        this.decoded = decoded;
        this.allowUnicode = allowUnicode;
        this.bestWidth = decoded ? Integer.MAX_VALUE : 80;
        this.scalars = new ScalarWriter(this, decoded, allowUnicode);
    }

    static String pyYaml(Object value) {
        return new BlockEmitter(false, false).emitDocument(value);
    }

    /** PyYAML with {@code allow_unicode=True}: printable non-ASCII characters are written as they are. */
    static String pyYamlUnicode(Object value) {
        return new BlockEmitter(false, true).emitDocument(value);
    }

    static String decoded(Object value) {
        return new BlockEmitter(true, true).emitDocument(value);
    }

    int bestWidth() {
        return bestWidth;
    }

    private String emitDocument(Object value) {
        new AnchorPlanner(anchors).plan(value);
        emitNode(value, true, false, false);
        writeIndent();
        // PyYAML marks an open-ended document with "..."; the decoded view does not need it.
        if (openEnded && !decoded) {
            writeIndicator("...", true, false, false);
            writeIndent();
        }
        return out.toString();
    }

    private void emitNode(Object value, boolean root, boolean mapping, boolean simpleKey) {
        rootContext = root;
        mappingContext = mapping;
        simpleKeyContext = simpleKey;
        String anchor = anchors.get(value);
        if (anchor != null && emitted.containsKey(value)) {
            writeIndicator("*" + anchor, true, false, false);
            return;
        }
        if (value instanceof Map<?, ?> || value instanceof Collection<?>) {
            emitted.put(value, Boolean.TRUE);
            if (anchor != null) {
                writeIndicator("&" + anchor, true, false, false);
            }
            emitCollection(value);
        } else {
            // PyYAML writes a loaded timestamp back as datetime.isoformat(' '); the decoded view keeps the text.
            boolean rewriteTimestamp = !decoded && value instanceof YamlTimestamp;
            Object scalar = rewriteTimestamp
                    ? new YamlTimestamp(PythonTimestamp.isoFormat(((YamlTimestamp) value).text()))
                    : value;
            emitScalar(YamlScalar.of(scalar));
        }
    }

    private void emitCollection(Object value) {
        if (value instanceof Set<?> set) {
            writeIndicator("!!set", true, false, false);
            Map<Object, Object> asMap = new java.util.LinkedHashMap<>();
            set.forEach(item -> asMap.put(item, null));
            emitMapping(asMap);
        } else if (value instanceof Map<?, ?> map) {
            emitMapping(map);
        } else {
            emitSequence((Collection<?>) value);
        }
    }

    private void emitSequence(Collection<?> items) {
        if (flowLevel > 0 || items.isEmpty()) {
            emitEmptyFlow("[", "]");
            return;
        }
        boolean indentless = mappingContext && !indention;
        increaseIndent(false, indentless);
        for (Object item : items) {
            writeIndent();
            writeIndicator("-", true, false, true);
            emitNode(item, false, false, false);
        }
        indent = popIndent();
    }

    private void emitMapping(Map<?, ?> map) {
        if (flowLevel > 0 || map.isEmpty()) {
            emitEmptyFlow("{", "}");
            return;
        }
        increaseIndent(false, false);
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            writeIndent();
            if (isSimpleKey(entry.getKey())) {
                emitNode(entry.getKey(), false, true, true);
                writeIndicator(":", false, false, false);
            } else {
                writeIndicator("?", true, false, true);
                emitNode(entry.getKey(), false, true, false);
                writeIndent();
                writeIndicator(":", true, false, true);
            }
            emitNode(entry.getValue(), false, true, false);
        }
        indent = popIndent();
    }

    private void emitEmptyFlow(String open, String close) {
        writeIndicator(open, true, true, false);
        flowLevel++;
        increaseIndent(true, false);
        indent = popIndent();
        flowLevel--;
        writeIndicator(close, false, false, false);
    }

    /** PyYAML's check_simple_key: the prepared tag counts towards the 128 limit even when not written. */
    private boolean isSimpleKey(Object key) {
        int length = 0;
        String anchor = anchors.get(key);
        if (anchor != null) {
            length += anchor.length();
            if (emitted.containsKey(key)) {
                return length < 128;
            }
        }
        if (key instanceof Map<?, ?> map) {
            return length + 5 < 128 && map.isEmpty();
        }
        if (key instanceof Collection<?> items) {
            return length + 5 < 128 && items.isEmpty() && !(key instanceof Set<?>);
        }
        YamlScalar scalar = YamlScalar.of(key);
        ScalarAnalysis analysis = ScalarAnalysis.of(scalar.text(), allowUnicode, decoded);
        length += scalar.shortTag().length() + analysis.codePoints().length;
        return length < 128 && !analysis.empty() && !analysis.multiline();
    }

    private void emitScalar(YamlScalar scalar) {
        ScalarAnalysis analysis = ScalarAnalysis.of(scalar.text(), allowUnicode, decoded);
        char style = chooseStyle(scalar, analysis);
        boolean tagImplied = (style == 'p' && scalar.plainImplicit()) || (style != 'p' && scalar.quotedImplicit());
        if (!tagImplied) {
            writeIndicator(scalar.shortTag(), true, false, false);
        }
        increaseIndent(true, false);
        boolean split = !simpleKeyContext;
        switch (style) {
            case '"' -> scalars.writeDoubleQuoted(analysis.codePoints(), split);
            case '\'' -> scalars.writeSingleQuoted(analysis.codePoints(), split);
            case '|' -> scalars.writeLiteral(analysis.codePoints());
            default -> scalars.writePlain(analysis.codePoints(), split, rootContext);
        }
        indent = popIndent();
    }

    /** 'p' plain, '\'' single, '"' double, '|' literal: PyYAML's choose_scalar_style, plus decoded literals. */
    private char chooseStyle(YamlScalar scalar, ScalarAnalysis analysis) {
        boolean blockContext = flowLevel == 0 && !simpleKeyContext;
        if (decoded && blockContext && (scalar.literalStyle() || (scalar.isString() && analysis.multiline()))
                && LiteralBlocks.canHold(analysis.codePoints())) {
            return '|';
        }
        if (!scalar.literalStyle() && scalar.plainImplicit()) {
            boolean keyTrouble = simpleKeyContext && (analysis.empty() || analysis.multiline());
            boolean plainAllowed = flowLevel > 0 ? analysis.allowFlowPlain() : analysis.allowBlockPlain();
            if (!keyTrouble && plainAllowed) {
                return 'p';
            }
        }
        if (scalar.literalStyle()) {
            return blockContext && analysis.allowBlock() ? '|' : '"';
        }
        if (analysis.allowSingleQuoted() && !(simpleKeyContext && analysis.multiline())) {
            return '\'';
        }
        return '"';
    }

    private void increaseIndent(boolean flow, boolean indentless) {
        indents.add(indent);
        if (indent == null) {
            indent = flow ? BEST_INDENT : 0;
        } else if (!indentless) {
            indent = indent + BEST_INDENT;
        }
    }

    private Integer popIndent() {
        return indents.remove(indents.size() - 1);
    }

    // ---- low-level writing, exactly as PyYAML ----

    void writeIndicator(String indicator, boolean needWhitespace, boolean newWhitespace, boolean newIndention) {
        String data = (whitespace || !needWhitespace) ? indicator : " " + indicator;
        whitespace = newWhitespace;
        indention = indention && newIndention;
        column += data.codePointCount(0, data.length());
        openEnded = false;
        out.append(data);
    }

    void writeIndent() {
        int target = indent == null ? 0 : indent;
        if (!indention || column > target || (column == target && !whitespace)) {
            writeLineBreak("\n");
        }
        if (column < target) {
            whitespace = true;
            out.append(" ".repeat(target - column));
            column = target;
        }
    }

    void writeLineBreak(String data) {
        whitespace = true;
        indention = true;
        column = 0;
        out.append(data);
    }

    void write(int[] cps, int start, int end) {
        for (int i = start; i < end; i++) {
            out.appendCodePoint(cps[i]);
        }
        column += end - start;
    }

    void write(String ascii) {
        out.append(ascii);
        column += ascii.length();
    }
}
