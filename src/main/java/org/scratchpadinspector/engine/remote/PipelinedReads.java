package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.common.util.buffer.ByteArrayBuffer;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpErrorDataHandler;
import org.apache.sshd.sftp.client.SftpVersionSelector;
import org.apache.sshd.sftp.client.impl.DefaultSftpClient;
import org.apache.sshd.sftp.client.impl.SftpAckData;
import org.apache.sshd.sftp.common.SftpConstants;

/**
 * Reads many small files in a few round trips: the library's SFTP client (its own channel beside the file
 * system's), sending every file's OPEN before waiting for the first answer, then every READ and FSTAT, then every
 * CLOSE. File by file, each of the four is a round trip and several thread hand-overs of the library's; reading
 * 10,000 cycles that way was 16 times the local time (decision 0126).
 */
final class PipelinedReads extends DefaultSftpClient {
    /** OpenSSH answers a READ with at most this many bytes (SFTP_MAX_READ_LENGTH); a larger file is read as usual. */
    static final int MAX_FILE_BYTES = 255 * 1024;

    /** One file read whole, with the attributes its open handle had just after the read. */
    record Read(byte[] bytes, SftpClient.Attributes attributes) {
    }

    PipelinedReads(ClientSession session) throws IOException {
        super(session, SftpVersionSelector.CURRENT, SftpErrorDataHandler.EMPTY);
    }

    /**
     * Each of {@code paths} read whole, expecting about {@code sizes[i]} bytes; null where a file could not be
     * opened or had grown past what was asked.
     */
    List<Read> readAll(List<String> paths, long[] sizes) throws IOException {
        int n = paths.size();
        int[] opens = new int[n];
        for (int i = 0; i < n; i++) {
            Buffer b = new ByteArrayBuffer(paths.get(i).length() + 64, false);
            b = putReferencedName(SftpConstants.SSH_FXP_OPEN, b, paths.get(i), 0);
            b.putInt(SftpConstants.SSH_FXF_READ);
            b = writeAttributes(SftpConstants.SSH_FXP_OPEN, b, new SftpClient.Attributes());
            opens[i] = write(SftpConstants.SSH_FXP_OPEN, b).getId();
        }
        byte[][] handles = new byte[n][];
        for (int i = 0; i < n; i++) {
            try {
                handles[i] = checkHandleResponse(response(SftpConstants.SSH_FXP_OPEN, opens[i]));
            } catch (IOException e) {
                handles[i] = null; // gone or unreadable: its reader opens it itself and says why
            }
        }
        int[] reads = new int[n];
        int[] stats = new int[n];
        int[] wanted = new int[n];
        for (int i = 0; i < n; i++) {
            if (handles[i] == null) {
                continue;
            }
            wanted[i] = (int) Math.min(MAX_FILE_BYTES, Math.max(0, sizes[i]) + 1);
            Buffer read = new ByteArrayBuffer(handles[i].length + 32, false);
            read.putBytes(handles[i]);
            read.putLong(0);
            read.putUInt(wanted[i]);
            reads[i] = write(SftpConstants.SSH_FXP_READ, read).getId();
            Buffer stat = new ByteArrayBuffer(handles[i].length + 16, false);
            stat.putBytes(handles[i]);
            stats[i] = write(SftpConstants.SSH_FXP_FSTAT, stat).getId();
        }
        List<Read> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            if (handles[i] == null) {
                out.add(null);
                continue;
            }
            byte[] bytes = null;
            SftpClient.Attributes attributes = null;
            try {
                Buffer data = checkDataResponse(new SftpAckData(reads[i], 0, wanted[i]),
                        response(SftpConstants.SSH_FXP_READ, reads[i]), null);
                bytes = data == null ? new byte[0] : data.getCompactData();
            } catch (IOException e) {
                bytes = null;
            }
            try {
                attributes = checkAttributesResponse(response(SftpConstants.SSH_FXP_FSTAT, stats[i]));
            } catch (IOException e) {
                attributes = null;
            }
            // as many bytes as asked for: the file grew past its listed size, and its reader reads it to its end
            out.add(bytes == null || attributes == null || bytes.length >= wanted[i] ? null : new Read(bytes, attributes));
        }
        int[] closes = new int[n];
        for (int i = 0; i < n; i++) {
            if (handles[i] != null) {
                Buffer close = new ByteArrayBuffer(handles[i].length + 16, false);
                close.putBytes(handles[i]);
                closes[i] = write(SftpConstants.SSH_FXP_CLOSE, close).getId();
            }
        }
        for (int i = 0; i < n; i++) {
            if (handles[i] != null) {
                try {
                    checkResponseStatus(response(SftpConstants.SSH_FXP_CLOSE, closes[i]));
                } catch (IOException e) {
                    // the read is complete; a failed close leaves the handle to the session's end
                }
            }
        }
        return out;
    }
}
