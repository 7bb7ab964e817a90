package org.scratchpadinspector.ui.panes;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.fxmisc.richtext.model.ReadOnlyStyledDocumentBuilder;
import org.fxmisc.richtext.model.SegmentOps;
import org.fxmisc.richtext.model.StyledDocument;
import org.fxmisc.richtext.model.StyledSegment;
import org.fxmisc.richtext.model.TextOps;
import org.scratchpadinspector.model.Cancellation;
import org.scratchpadinspector.engine.diff.Range;

/**
 * A pane's whole styled document, built off the FX thread: YAML colours, intra-line marks and one
 * paragraph style per diff line, so that the FX thread only swaps the document in. The header's change
 * summary is counted here too (a walk over every line's kind).
 */
record PaneRendering(PaneModel pane, FoldedText folded, StyledDocument<Collection<String>, String, Collection<String>> document,
                     String changeSummary) {
    private static final TextOps<String, Collection<String>> OPS = SegmentOps.styledTextOps();
    private static final byte FOLD = 6;
    private static final byte STRONG = 8;
    private static final byte MATCH = 16;
    private static final String[] TOKEN_CLASSES = {
        null, "yaml-key", "yaml-string", "yaml-number", "yaml-literal", "yaml-comment", "fold-text"};

    static PaneRendering build(PaneModel pane, Cancellation cancel) {
        return build(pane, "", cancel);
    }

    /** The same, with every occurrence of {@code query} (ignoring case) marked as a search match. */
    static PaneRendering build(PaneModel pane, String query, Cancellation cancel) {
        FoldedText folded = FoldedText.of(pane.lines(), pane.folds(), query);
        String strong = pane.side() == PaneSide.BEFORE ? "diff-removed-strong" : "diff-added-strong";
        List<Collection<String>> styles = styleTable(strong);
        ReadOnlyStyledDocumentBuilder<Collection<String>, String, Collection<String>> builder =
                new ReadOnlyStyledDocumentBuilder<>(OPS, List.of(), Math.max(1, folded.size()));
        YamlTokens tokens = new YamlTokens();
        byte[] codes = new byte[256];
        for (int s = 0; s < folded.size(); s++) {
            if ((s & 1023) == 0) {
                cancel.check();
            }
            String line = folded.lines().get(s);
            if (codes.length < line.length()) {
                codes = new byte[line.length() * 2];
            }
            FoldRegion fold = folded.foldAt(s);
            Collection<String> paragraphStyle;
            if (fold != null) {
                java.util.Arrays.fill(codes, 0, line.length(), FOLD);
                paragraphStyle = List.of("diff-fold");
            } else {
                int real = folded.realLine(s);
                tokens.scan(line, codes);
                markStrong(codes, line.length(), pane.intraLine(real));
                markMatches(codes, line, query);
                paragraphStyle = paragraphStyle(pane.kind(real));
            }
            builder.addParagraph(segments(line, codes, styles), paragraphStyle);
        }
        if (folded.size() == 0) {
            builder.addParagraph("", List.of());
        }
        return new PaneRendering(pane, folded, builder.build(), pane.changeSummary());
    }

    static Collection<String> paragraphStyle(LineKind kind) {
        return switch (kind) {
            case ADDED -> List.of("diff-added");
            case REMOVED -> List.of("diff-removed");
            case CHANGED -> List.of("diff-changed");
            case FILLER -> List.of("diff-filler");
            case UNCHANGED -> List.of();
        };
    }

    private static void markStrong(byte[] codes, int length, List<Range> ranges) {
        for (Range r : ranges) {
            for (int i = r.start(); i < Math.min(r.end(), length); i++) {
                codes[i] |= STRONG;
            }
        }
    }

    private static void markMatches(byte[] codes, String line, String query) {
        for (int start : org.scratchpadinspector.ui.common.TextMatches.starts(line, query)) {
            for (int i = start; i < start + query.length(); i++) {
                codes[i] |= MATCH;
            }
        }
    }

    private static List<StyledSegment<String, Collection<String>>> segments(String line, byte[] codes,
                                                                            List<Collection<String>> styles) {
        List<StyledSegment<String, Collection<String>>> segments = new ArrayList<>(4);
        int start = 0;
        for (int i = 1; i <= line.length(); i++) {
            if (i == line.length() || codes[i] != codes[start]) {
                segments.add(new StyledSegment<>(line.substring(start, i), styles.get(codes[start])));
                start = i;
            }
        }
        if (segments.isEmpty()) {
            segments.add(new StyledSegment<>("", List.of()));
        }
        return segments;
    }

    private static List<Collection<String>> styleTable(String strong) {
        List<Collection<String>> table = new ArrayList<>(32);
        for (int code = 0; code < 32; code++) {
            List<String> classes = new ArrayList<>(3);
            int token = code & 7;
            if (token < TOKEN_CLASSES.length && TOKEN_CLASSES[token] != null) {
                classes.add(TOKEN_CLASSES[token]);
            }
            if ((code & STRONG) != 0) {
                classes.add(strong);
            }
            if ((code & MATCH) != 0) {
                classes.add("search-match");
            }
            table.add(List.copyOf(classes));
        }
        return table;
    }
}
