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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClient.OpenMode;
import org.apache.sshd.sftp.common.SftpConstants;
import org.apache.sshd.sftp.common.SftpException;
import org.apache.sshd.sftp.client.extensions.openssh.OpenSSHPosixRenameExtension;
import org.apache.sshd.sftp.client.fs.SftpFileSystem;
import org.apache.sshd.sftp.client.fs.SftpFileSystemProvider;
import org.apache.sshd.sftp.client.fs.SftpPath;

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
 * <li>a folder is listed with several READDIRs in flight ({@link PipelinedReads#list}), and what the listing said
 * of each entry stands for its next lstat ({@link ListedAttributes}).</li>
 * <li>a small file of a folder listed moments ago is read with the next ones in one pipelined exchange
 * ({@link ReadAhead}): per-file round trips made reading 10,000 cycles sixteen times slower than locally.</li>
 * <li>permissions given when a file is created (a temporary file's {@code rw-------}) are set on it.</li>
 * </ul>
 */
final class RemoteFileSystemProvider extends SftpFileSystemProvider {
    /** SFTP's open has no O_NOFOLLOW: a link check is an lstat before it, the same race whether 1 ms or this old. */
    static final long RECENT_LSTAT_NANOS = TimeUnit.MILLISECONDS.toNanos(500);
    private static final int MAX_REMEMBERED = 4096;

    private final Map<String, Long> recentLstats = new ConcurrentHashMap<>();
    private final ListedAttributes listedAttributes = new ListedAttributes();
    private final RecentListings recentListings = new RecentListings();
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
            ReadAhead.Fetched ahead = readAheadOf(p);
            if (ahead != null) {
                return new BytesChannel(ahead.bytes());
            }
        } else {
            changed(p);
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
        Long seen = recentLstats.remove(ListedAttributes.key(p));
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

    /**
     * {@code p} as the read-ahead fetched it, or null to read it from the server. The fourth file read in a folder
     * not listed lately lists it ({@link ReadAhead#worthListing}). What the handle said of the file as it was read
     * stands for its next look.
     */
    private ReadAhead.Fetched readAheadOf(SftpPath p) {
        SftpPath absolute = p.toAbsolutePath();
        SftpPath folder = absolute.getParent();
        if (folder == null || absolute.getFileName() == null) {
            return null;
        }
        ReadAhead ahead = readAhead(p);
        String name = absolute.getFileName().toString();
        ReadAhead.Fetched fetched = ahead.take(folder.toString(), absolute.toString(), name);
        if (fetched == null && ahead.worthListing(folder.toString())) {
            listQuietly(folder);
            fetched = ahead.take(folder.toString(), absolute.toString(), name);
        }
        if (fetched != null) {
            listedAttributes.read(p, fetched.attributes(), fetched.nanos());
        }
        return fetched;
    }

    /** A plain read of a small file of a listed folder comes from the read-ahead, as {@link #newFileChannel}'s. */
    @Override
    public java.io.InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        boolean plainRead = true;
        for (OpenOption o : options) {
            plainRead &= o == StandardOpenOption.READ;
        }
        ReadAhead.Fetched ahead = plainRead ? readAheadOf(toSftpPath(path)) : null;
        if (ahead != null) {
            return new java.io.ByteArrayInputStream(ahead.bytes());
        }
        try {
            return super.newInputStream(path, options);
        } catch (SftpException e) {
            throw asNio(toSftpPath(path), e);
        }
    }

    @Override
    public java.io.OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        changed(toSftpPath(path));
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
     * The library's attributes, or those a directory listing of the last moments gave for the path
     * ({@link ListedAttributes}). An lstat that found no link is remembered for {@link #RECENT_LSTAT_NANOS}, so
     * that an open with {@code NOFOLLOW_LINKS} right after it costs nothing more.
     */
    @Override
    public SftpClient.Attributes readRemoteAttributes(SftpPath path, LinkOption... options) throws IOException {
        boolean noFollow = false;
        for (LinkOption o : options) {
            noFollow |= o == LinkOption.NOFOLLOW_LINKS;
        }
        SftpClient.Attributes attributes = listedAttributes.answer(path, noFollow,
                folder -> readAhead(folder).list(folder.toString()));
        if (attributes == null) {
            attributes = super.readRemoteAttributes(path, options);
        }
        if (attributes.isRegularFile()) {
            readAhead(path).told(path.toAbsolutePath().toString(), attributes);
        }
        if (noFollow && !attributes.isSymbolicLink()) {
            if (recentLstats.size() > MAX_REMEMBERED) {
                recentLstats.clear();
            }
            recentLstats.put(ListedAttributes.key(path), System.nanoTime());
        }
        return attributes;
    }

    /**
     * The folder listed with several READDIRs in flight ({@link PipelinedReads#list}), every entry's attributes
     * kept for its next look and for the read-ahead; a folder that cannot be listed so is listed by the library,
     * which says why.
     */
    @Override
    public DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        SftpPath directory = toSftpPath(dir);
        RecentListings.Listing recent = recentListings.take(directory);
        if (recent != null) {
            listedAttributes.relisted(recent.entries(), recent.nanos());
            return new ListedDirectory(recent.entries(), filter);
        }
        ReadAhead ahead = readAhead(directory);
        String absolute = directory.toAbsolutePath().toString();
        long now = System.nanoTime();
        List<SftpClient.DirEntry> listed = ahead.list(absolute);
        if (listed == null) {
            return super.newDirectoryStream(dir, filter);
        }
        List<SftpPath> entries = new ArrayList<>(listed.size());
        List<String> names = new ArrayList<>(listed.size());
        List<SftpClient.Attributes> attributes = new ArrayList<>(listed.size());
        for (SftpClient.DirEntry e : listed) {
            if (ListedDirectory.isDots(e.getFilename())) {
                continue;
            }
            SftpPath entry = ListedDirectory.entry(directory, e.getFilename(), e.getAttributes());
            entries.add(entry);
            names.add(e.getFilename());
            attributes.add(e.getAttributes());
        }
        listedAttributes.listed(directory, entries, now);
        ahead.listed(absolute, names, attributes);
        recentListings.listed(directory, entries, now);
        return new ListedDirectory(entries, filter);
    }

    /** Lists {@code folder} for what the listing leaves (attributes, read-ahead); a failure is its readers' to meet. */
    private void listQuietly(Path folder) {
        try (DirectoryStream<Path> listing = newDirectoryStream(folder, null)) {
            listing.iterator();
        } catch (IOException | RuntimeException e) {
            // each file is then read as usual, and its reader says why it cannot be
        }
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
        listedAttributes.forget(prefix);
        recentListings.forget(prefix);
        recentLstats.keySet().removeIf(k -> k.startsWith(prefix));
    }

    /** This process creates, writes, moves or deletes {@code path}: its next look and its folder's next listing ask. */
    private void changed(SftpPath path) {
        listedAttributes.changed(path);
        recentListings.changed(path);
    }

    @Override
    public void createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
        changed(toSftpPath(dir));
        super.createDirectory(dir, attrs);
    }

    @Override
    public void createSymbolicLink(Path link, Path target, FileAttribute<?>... attrs) throws IOException {
        changed(toSftpPath(link));
        super.createSymbolicLink(link, target, attrs);
    }

    @Override
    public void delete(Path path) throws IOException {
        changed(toSftpPath(path));
        super.delete(path);
    }

    @Override
    public void copy(Path source, Path target, CopyOption... options) throws IOException {
        changed(toSftpPath(target));
        super.copy(source, target, options);
    }

    @Override
    public void setAttribute(Path path, String view, String attr, Object value, LinkOption... options)
            throws IOException {
        changed(toSftpPath(path));
        super.setAttribute(path, view, attr, value, options);
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
            changed(toSftpPath(source));
            changed(toSftpPath(target));
            super.move(source, target, options);
            return;
        }
        SftpPath src = toSftpPath(source);
        SftpPath dst = toSftpPath(target);
        changed(src);
        changed(dst);
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
}
