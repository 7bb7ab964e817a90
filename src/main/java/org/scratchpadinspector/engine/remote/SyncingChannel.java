package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Collection;
import java.util.Set;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpClient.OpenMode;
import org.apache.sshd.sftp.client.extensions.openssh.OpenSSHFsyncExtension;
import org.apache.sshd.sftp.client.impl.SftpRemotePathChannel;

/** The library's channel whose {@code force} is a real fsync on the server. */
final class SyncingChannel extends SftpRemotePathChannel {
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
