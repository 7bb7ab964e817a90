package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.nio.file.ClosedDirectoryStreamException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.sshd.sftp.client.fs.SftpPath;
import org.apache.sshd.sftp.client.fs.WithFileAttributeCache;

/**
 * A folder's entries listed whole before the first is handed out ({@link PipelinedReads#list}), each a path that
 * carries the attributes the listing gave it, as the library's own directory stream hands them out; "." and ".."
 * are left out, and the filter is applied as the caller iterates.
 */
final class ListedDirectory implements DirectoryStream<Path> {
    private final List<SftpPath> entries;
    private final Filter<? super Path> filter;
    private boolean iterated;
    private boolean closed;

    ListedDirectory(List<SftpPath> entries, Filter<? super Path> filter) {
        this.entries = entries;
        this.filter = filter;
    }

    /** {@code name} in {@code dir}, carrying the attributes its listing gave. */
    static SftpPath entry(SftpPath dir, String name, org.apache.sshd.sftp.client.SftpClient.Attributes attributes) {
        SftpPath entry = (SftpPath) dir.resolve(name);
        if (entry instanceof WithFileAttributeCache cache) {
            cache.setAttributes(attributes);
        }
        return entry;
    }

    static boolean isDots(String name) {
        return name.equals(".") || name.equals("..");
    }

    @Override
    public Iterator<Path> iterator() {
        if (closed) {
            throw new ClosedDirectoryStreamException();
        }
        if (iterated) {
            throw new IllegalStateException("the iterator of this directory stream was already returned");
        }
        iterated = true;
        Iterator<SftpPath> all = entries.iterator();
        return new Iterator<>() {
            private Path next;

            @Override
            public boolean hasNext() {
                while (next == null && !closed && all.hasNext()) {
                    Path candidate = all.next();
                    try {
                        if (filter == null || filter.accept(candidate)) {
                            next = candidate;
                        }
                    } catch (IOException e) {
                        throw new DirectoryIteratorException(e);
                    }
                }
                return next != null;
            }

            @Override
            public Path next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                Path p = next;
                next = null;
                return p;
            }
        };
    }

    @Override
    public void close() {
        closed = true;
    }
}
