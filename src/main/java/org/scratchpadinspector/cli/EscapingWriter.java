package org.scratchpadinspector.cli;

import java.io.IOException;
import java.io.Writer;
import org.scratchpadinspector.format.Untrusted;

/**
 * Everything a command prints passes here on its way to the terminal: a control character or bidirectional
 * override that some path printed raw is written as {@link Untrusted} escapes it. Line feeds and tabs pass, so this
 * cannot stop a name from starting a line: every one-line field is escaped with {@link Untrusted#line} where it is
 * printed. JSON passes unchanged in meaning (its writer escapes C0 controls itself; the rest become <code>&#92;uNNNN</code>,
 * which a JSON string reads as the same character).
 */
final class EscapingWriter extends Writer {
    private final Writer out;

    EscapingWriter(Writer out) {
        super(out);
        this.out = out;
    }

    @Override
    public void write(int c) throws IOException {
        if (Untrusted.escapedInText((char) c)) {
            StringBuilder escaped = new StringBuilder(6);
            Untrusted.appendEscaped(escaped, (char) c);
            out.write(escaped.toString());
        } else {
            out.write(c);
        }
    }

    @Override
    public void write(char[] buffer, int offset, int length) throws IOException {
        int end = offset + length;
        int clean = offset;
        for (int i = offset; i < end; i++) {
            if (Untrusted.escapedInText(buffer[i])) {
                out.write(buffer, clean, i - clean);
                write(buffer[i]);
                clean = i + 1;
            }
        }
        out.write(buffer, clean, end - clean);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        int end = offset + length;
        int clean = offset;
        for (int i = offset; i < end; i++) {
            if (Untrusted.escapedInText(text.charAt(i))) {
                out.write(text, clean, i - clean);
                write(text.charAt(i));
                clean = i + 1;
            }
        }
        out.write(text, clean, end - clean);
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
