package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.CopyOption;
import java.nio.file.FileSystemException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Collection;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClient.OpenMode;
import org.apache.sshd.sftp.common.SftpConstants;
import org.apache.sshd.sftp.common.SftpException;
import org.apache.sshd.sftp.client.extensions.openssh.OpenSSHFsyncExtension;
import org.apache.sshd.sftp.client.extensions.openssh.OpenSSHPosixRenameExtension;
import org.apache.sshd.sftp.client.fs.SftpFileSystem;
import org.apache.sshd.sftp.client.fs.SftpFileSystemProvider;
import org.apache.sshd.sftp.client.fs.SftpPath;
import org.apache.sshd.sftp.client.fs.WithFileAttributes;
import org.apache.sshd.sftp.client.impl.SftpRemotePathChannel;

/**
 * The library's SFTP file system with the few calls the safe write and the readers rely on made to mean what
 * they mean on a local disk:
 * <ul>
 * <li>{@code Files.move(..., ATOMIC_MOVE)} (and any move that replaces its target) is one
 * {@code posix-rename@openssh.com}, an atomic {@code rename(2)} on the server; the library would delete the target
 * first and leave a moment with no file. A server without the extension refuses an atomic move.</li>
 * <li>{@code FileChannel.force} is {@code fsync@openssh.com} (the library's is a no-op).</li>
 * <li>{@code NOFOLLOW_LINKS} on open refuses a symbolic link (SFTP's open has no such flag: an lstat of the last
 * 500 ms, or one made now, says it is none), and {@code SYNC} / {@code DSYNC} are an fsync when the channel closes.</li>
 * <li>a small file of a folder listed moments ago is read with the next ones in one pipelined exchange
 * ({@link ReadAhead}): per-file round trips made reading 10,000 cycles sixteen times slower than locally.</li>
 * <li>permissions given when a file is created (a temporary file's {@code rw-------}) are set on it.</li>
 * </ul>
 */
final class RemoteFileSystemProvider extends SftpFileSystemProvider {
    /** SFTP's open has no O_NOFOLLOW: a link check is an lstat before it, the same race whether 1 ms or this old. */
    static final long RECENT_LSTAT_NANOS = TimeUnit.MILLISECONDS.toNanos(500);
    /** How long a listing's attributes stand for an lstat of the entry (once). */
    static final long LISTED_NANOS = TimeUnit.SECONDS.toNanos(10);
    private static final int MAX_REMEMBERED = 4096;

    private final Map<String, Long> recentLstats = new ConcurrentHashMap<>();
    private final Map<String, Listed> listedAttributes = new ConcurrentHashMap<>();
    private final Map<String, ReadAhead> readAheads = new ConcurrentHashMap<>();

    RemoteFileSystemProvider(SshClient client) {
        super(client);
    }

    @Override
    public FileChannel newByteChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
            throws IOException {
        return newFileChannel(path, options, attrs);
    }

    @Override
    public FileChannel newFileChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
            throws IOException {
        Set<OpenOption> plain = new HashSet<>(options);
        boolean noFollow = plain.remove(LinkOption.NOFOLLOW_LINKS);
        boolean sync = plain.remove(StandardOpenOption.SYNC) | plain.remove(StandardOpenOption.DSYNC);
        plain.remove(StandardOpenOption.DELETE_ON_CLOSE);
        SftpPath p = toSftpPath(path);
        if (noFollow) {
            refuseLink(p);
        }
        Set<OpenMode> modes = OpenMode.fromOpenOptions(plain);
        boolean writable = modes.contains(OpenMode.Write) || modes.contains(OpenMode.Append);
        if (!writable) {
            modes.remove(OpenMode.Truncate);
            modes.remove(OpenMode.Create);
            modes.remove(OpenMode.Exclusive);
            modes.add(OpenMode.Read);
            Path absolute = p.toAbsolutePath();
            if (absolute.getParent() != null && absolute.getFileName() != null) {
                byte[] ahead = readAhead(p).take(absolute.getParent().toString(), absolute.toString(),
                        absolute.getFileName().toString());
                if (ahead != null) {
                    return new BytesChannel(ahead);
                }
            }
        }
        SyncingChannel channel;
        try {
            channel = new SyncingChannel(p.toString(), p.getFileSystem().getClient(), modes, sync);
        } catch (SftpException e) {
            throw asNio(p, e);
        }
        Set<PosixFilePermission> permissions = permissionsOf(attrs);
        if (permissions != null && modes.contains(OpenMode.Create)) {
            try {
                channel.setPermissions(permissions);
            } catch (IOException e) {
                channel.close();
                throw e;
            }
        }
        return channel;
    }

    private void refuseLink(SftpPath p) throws IOException {
        Long seen = recentLstats.remove(key(p));
        if (seen != null && System.nanoTime() - seen < RECENT_LSTAT_NANOS) {
            return;
        }
        try {
            BasicFileAttributes a = readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (a.isSymbolicLink()) {
                throw new FileSystemException(p.toString(), null, "Too many levels of symbolic links"
                        + " (a symbolic link, opened with NOFOLLOW_LINKS)");
            }
        } catch (NoSuchFileException e) {
            // created by this open, or gone: the open says which
        }
    }

    @Override
    public java.io.InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        try {
            return super.newInputStream(path, options);
        } catch (SftpException e) {
            throw asNio(toSftpPath(path), e);
        }
    }

    @Override
    public java.io.OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        try {
            return super.newOutputStream(path, options);
        } catch (SftpException e) {
            throw asNio(toSftpPath(path), e);
        }
    }

    /** The server's status as the exception a local file system would throw, so callers can tell them apart. */
    static IOException asNio(SftpPath p, SftpException e) {
        IOException nio = switch (e.getStatus()) {
            case SftpConstants.SSH_FX_NO_SUCH_FILE, SftpConstants.SSH_FX_NO_SUCH_PATH ->
                    new NoSuchFileException(p.toString());
            case SftpConstants.SSH_FX_PERMISSION_DENIED -> new AccessDeniedException(p.toString());
            case SftpConstants.SSH_FX_FILE_ALREADY_EXISTS -> new FileAlreadyExistsException(p.toString());
            default -> null;
        };
        if (nio == null) {
            return e;
        }
        nio.initCause(e);
        return nio;
    }

    @SuppressWarnings("unchecked")
    private static Set<PosixFilePermission> permissionsOf(FileAttribute<?>... attrs) {
        for (FileAttribute<?> a : attrs) {
            if (a.name().equals("posix:permissions") || a.name().equals("unix:permissions")) {
                return (Set<PosixFilePermission>) a.value();
            }
        }
        return null;
    }

    /**
     * The library's attributes, or those a directory listing of the last {@link #LISTED_NANOS} gave for the path
     * (each used once: the next look goes to the server). A listing returns every entry's lstat in a few round
     * trips, where asking file by file costs one each, and a reader that lists a folder then reads its files
     * looks at each file right after (decision 0126). A look at the very entry a listing handed out uses what that
     * listing said and leaves it for the next look by name (as the entries of the JDK's directory streams on Windows
     * keep their attributes for a file tree walk): a caller that only asks which entries are folders must not send
     * every later reader of those files to the server again (decision 0159). An lstat that found no link is
     * remembered for {@link #RECENT_LSTAT_NANOS}, so that an open with {@code NOFOLLOW_LINKS} right after it costs
     * nothing more.
     */
    @Override
    public SftpClient.Attributes readRemoteAttributes(SftpPath path, LinkOption... options) throws IOException {
        String key = key(path);
        Listed listed = listedAttributes.get(key);
        if (listed != null && path.getAttributes() != listed.attributes()) {
            listedAttributes.remove(key, listed);
        }
        boolean noFollow = false;
        for (LinkOption o : options) {
            noFollow |= o == LinkOption.NOFOLLOW_LINKS;
        }
        SftpClient.Attributes attributes;
        if (listed != null && System.nanoTime() - listed.nanos() < LISTED_NANOS
                && (noFollow || !listed.attributes().isSymbolicLink())) {
            attributes = listed.attributes();
        } else {
            attributes = super.readRemoteAttributes(path, options);
        }
        if (attributes.isRegularFile()) {
            readAhead(path).told(path.toAbsolutePath().toString(), attributes);
        }
        if (noFollow && !attributes.isSymbolicLink()) {
            if (recentLstats.size() > MAX_REMEMBERED) {
                recentLstats.clear();
            }
            recentLstats.put(key, System.nanoTime());
        }
        return attributes;
    }

    @Override
    public DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        DirectoryStream<Path> listing = super.newDirectoryStream(dir, filter);
        List<String> names = new ArrayList<>();
        List<SftpClient.Attributes> attributes = new ArrayList<>();
        ReadAhead ahead = readAhead(toSftpPath(dir));
        String directory = dir.toAbsolutePath().toString();
        return new DirectoryStream<>() {
            @Override
            public Iterator<Path> iterator() {
                Iterator<Path> entries = listing.iterator();
                return new Iterator<>() {
                    private boolean reported;

                    @Override
                    public boolean hasNext() {
                        boolean more = entries.hasNext();
                        if (!more && !reported) {
                            reported = true;
                            ahead.listed(directory, names, attributes);
                        }
                        return more;
                    }

                    @Override
                    public Path next() {
                        Path entry = entries.next();
                        if (entry instanceof SftpPath p && entry instanceof WithFileAttributes w
                                && w.getAttributes() != null) {
                            if (listedAttributes.size() > MAX_REMEMBERED * 50) {
                                listedAttributes.clear();
                            }
                            listedAttributes.put(key(p), new Listed(w.getAttributes(), System.nanoTime()));
                            names.add(p.getFileName().toString());
                            attributes.add(w.getAttributes());
                        }
                        return entry;
                    }
                };
            }

            @Override
            public void close() throws IOException {
                listing.close();
            }
        };
    }

    private ReadAhead readAhead(SftpPath path) {
        SftpFileSystem fs = path.getFileSystem();
        return readAheads.computeIfAbsent(fs.getId(), id -> new ReadAhead(fs.getClientSession()));
    }

    /** Drops what is kept for a file system that is being closed. */
    void forget(SftpFileSystem fs) {
        ReadAhead ahead = readAheads.remove(fs.getId());
        if (ahead != null) {
            ahead.close();
        }
        String prefix = fs.getId();
        listedAttributes.keySet().removeIf(k -> k.startsWith(prefix));
        recentLstats.keySet().removeIf(k -> k.startsWith(prefix));
    }

    private record Listed(SftpClient.Attributes attributes, long nanos) {
    }

    private static String key(SftpPath path) {
        return path.getFileSystem().getId() + path.toAbsolutePath();
    }

    @Override
    public void move(Path source, Path target, CopyOption... options) throws IOException {
        boolean atomic = false;
        boolean replace = false;
        for (CopyOption o : options) {
            atomic |= o == StandardCopyOption.ATOMIC_MOVE;
            replace |= o == StandardCopyOption.REPLACE_EXISTING;
        }
        if (!atomic && !replace) {
            super.move(source, target, options);
            return;
        }
        SftpPath src = toSftpPath(source);
        SftpPath dst = toSftpPath(target);
        if (src.getFileSystem() != dst.getFileSystem()) {
            throw new AtomicMoveNotSupportedException(source.toString(), target.toString(), "another machine");
        }
        try (SftpClient sftp = src.getFileSystem().getClient()) {
            OpenSSHPosixRenameExtension rename = sftp.getExtension(OpenSSHPosixRenameExtension.class);
            if (rename == null || !rename.isSupported()) {
                if (atomic) {
                    throw new AtomicMoveNotSupportedException(source.toString(), target.toString(),
                            "the SFTP server offers no posix-rename@openssh.com");
                }
                super.move(source, target, options);
                return;
            }
            rename.posixRename(src.toString(), dst.toString());
        }
    }

    /** The library's channel whose {@code force} is a real fsync on the server. */
    private static final class SyncingChannel extends SftpRemotePathChannel {
        private final boolean syncOnClose;
        private boolean written;

        SyncingChannel(String path, SftpClient sftp, Collection<OpenMode> modes, boolean syncOnClose)
                throws IOException {
            super(path, sftp, true, modes);
            this.syncOnClose = syncOnClose;
        }

        void setPermissions(Set<PosixFilePermission> permissions) throws IOException {
            sftp.setStat(handle, new SftpClient.Attributes().perms(octal(permissions)));
        }

        private static int octal(Set<PosixFilePermission> permissions) {
            int mode = 0;
            for (PosixFilePermission p : permissions) {
                mode |= 1 << (8 - p.ordinal());
            }
            return mode;
        }

        @Override
        public int write(java.nio.ByteBuffer src) throws IOException {
            written = true;
            return super.write(src);
        }

        @Override
        public int write(java.nio.ByteBuffer src, long position) throws IOException {
            written = true;
            return super.write(src, position);
        }

        @Override
        public void force(boolean metaData) throws IOException {
            super.force(metaData);
            fsync();
        }

        private void fsync() throws IOException {
            OpenSSHFsyncExtension fsync = sftp.getExtension(OpenSSHFsyncExtension.class);
            if (fsync == null || !fsync.isSupported()) {
                throw new IOException("the SFTP server offers no fsync@openssh.com: " + getRemotePath()
                        + " cannot be flushed to its disk");
            }
            fsync.fsync(handle);
        }

        @Override
        protected void implCloseChannel() throws IOException {
            if (syncOnClose && written) {
                fsync();
            }
            super.implCloseChannel();
        }
    }
}
