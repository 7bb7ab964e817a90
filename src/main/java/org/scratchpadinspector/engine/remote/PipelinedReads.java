package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.util.buffer.Buffer;
import org.apache.sshd.sftp.client.SftpClient;
import org.apache.sshd.sftp.client.SftpErrorDataHandler;
import org.apache.sshd.sftp.client.SftpVersionSelector;
import org.apache.sshd.sftp.client.impl.SftpAckData;
import org.apache.sshd.sftp.client.impl.SftpResponse;
import org.apache.sshd.sftp.common.SftpConstants;

/**
 * Reads many small files, or a whole folder listing, in a few round trips over a channel of its own: every
 * file's OPEN goes in one write before the first answer is awaited, then every READ and FSTAT, then every CLOSE
 * (whose answers nobody waits for); a listing sends several READDIRs at a time. File by file, each request is a
 * round trip and several thread hand-overs of the library's (decision 0126); request by request through the
 * library, each is still one SSH packet, one socket write and one wait for it (decision 0167).
 */
final class PipelinedReads extends SftpExchanges {
    /** OpenSSH answers a READ with at most this many bytes (SFTP_MAX_READ_LENGTH); a larger file is read as usual. */
    static final int MAX_FILE_BYTES = 255 * 1024;
    /** READDIRs in flight on one listing after the first round; OpenSSH answers each with up to 100 names. */
    static final int READDIRS_AHEAD = 16;

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
        Requests opens = new Requests(n);
        for (String path : paths) {
            Buffer b = opens.start(SftpConstants.SSH_FXP_OPEN);
            b = putReferencedName(SftpConstants.SSH_FXP_OPEN, b, path, 0);
            b.putInt(SftpConstants.SSH_FXF_READ);
            opens.end(writeAttributes(SftpConstants.SSH_FXP_OPEN, b, new SftpClient.Attributes()));
        }
        Buffer[] opened = exchange(opens);
        byte[][] handles = new byte[n][];
        int open = 0;
        for (int i = 0; i < n; i++) {
            try {
                handles[i] = checkHandleResponse(SftpResponse.parse(SftpConstants.SSH_FXP_OPEN, opened[i]));
                open++;
            } catch (IOException e) {
                handles[i] = null; // gone or unreadable: its reader opens it itself and says why
            }
        }
        Requests reads = new Requests(2 * open);
        int[] wanted = new int[n];
        for (int i = 0; i < n; i++) {
            if (handles[i] != null) {
                wanted[i] = (int) Math.min(MAX_FILE_BYTES, Math.max(0, sizes[i]) + 1);
                Buffer read = reads.start(SftpConstants.SSH_FXP_READ);
                read.putBytes(handles[i]);
                read.putLong(0);
                read.putUInt(wanted[i]);
                reads.end(read);
                Buffer stat = reads.start(SftpConstants.SSH_FXP_FSTAT);
                stat.putBytes(handles[i]);
                reads.end(stat);
            }
        }
        Buffer[] answers = open == 0 ? new Buffer[0] : exchange(reads);
        List<Read> out = new ArrayList<>(n);
        for (int i = 0, a = 0; i < n; i++) {
            if (handles[i] == null) {
                out.add(null);
                continue;
            }
            byte[] bytes = dataOf(reads.idAt(a), wanted[i], answers[a++]);
            SftpClient.Attributes attributes = attributesOf(answers[a++]);
            // as many bytes as asked for: the file grew past its listed size, and its reader reads it to its end
            out.add(bytes == null || attributes == null || bytes.length >= wanted[i] ? null : new Read(bytes, attributes));
        }
        closeAll(handles);
        return out;
    }

    /**
     * The entries of the folder {@code path} as READDIR gives them (names with their lstat), several READDIRs in
     * flight at once: the server answers the requests on one handle in order, and every one after the last entry
     * with end of file.
     *
     * @throws IOException when the folder cannot be opened or read (the caller lists it the usual way, which says
     *                     why)
     */
    List<SftpClient.DirEntry> list(String path) throws IOException {
        Requests opendir = new Requests(1);
        opendir.end(putReferencedName(SftpConstants.SSH_FXP_OPENDIR, opendir.start(SftpConstants.SSH_FXP_OPENDIR),
                path, 0));
        byte[] handle = checkHandleResponse(SftpResponse.parse(SftpConstants.SSH_FXP_OPENDIR, exchange(opendir)[0]));
        List<SftpClient.DirEntry> entries = new ArrayList<>();
        try {
            Buffer[] answers = exchange(readdirs(handle, 4));
            while (answers != null) {
                // the next round goes out before this one is read, so the server lists while this side parses
                boolean more = typeOf(answers[answers.length - 1]) == SftpConstants.SSH_FXP_NAME;
                if (more) {
                    send(readdirs(handle, READDIRS_AHEAD));
                }
                for (Buffer answer : answers) {
                    List<SftpClient.DirEntry> names = checkDirResponse(
                            SftpResponse.parse(SftpConstants.SSH_FXP_READDIR, answer), null);
                    if (names == null) {
                        break; // end of file
                    }
                    entries.addAll(names);
                }
                answers = more ? awaitAnswers() : null;
            }
        } finally {
            closeAll(new byte[][] {handle});
        }
        return entries;
    }

    private Requests readdirs(byte[] handle, int count) {
        Requests r = new Requests(count);
        for (int i = 0; i < count; i++) {
            Buffer readdir = r.start(SftpConstants.SSH_FXP_READDIR);
            readdir.putBytes(handle);
            r.end(readdir);
        }
        return r;
    }

    private byte[] dataOf(int id, int wanted, Buffer answer) {
        try {
            Buffer data = checkDataResponse(new SftpAckData(id, 0, wanted),
                    SftpResponse.parse(SftpConstants.SSH_FXP_READ, answer), null);
            return data == null ? new byte[0] : data.getCompactData();
        } catch (IOException e) {
            return null;
        }
    }

    private SftpClient.Attributes attributesOf(Buffer answer) {
        try {
            return checkAttributesResponse(SftpResponse.parse(SftpConstants.SSH_FXP_FSTAT, answer));
        } catch (IOException e) {
            return null;
        }
    }

    /** CLOSE of every open handle, sent without waiting for the answers: a failed close leaves the handle to the session's end. */
    private void closeAll(byte[][] handles) throws IOException {
        int open = 0;
        for (byte[] h : handles) {
            open += h == null ? 0 : 1;
        }
        if (open == 0) {
            return;
        }
        Requests closes = new Requests(open);
        for (byte[] h : handles) {
            if (h != null) {
                Buffer close = closes.start(SftpConstants.SSH_FXP_CLOSE);
                close.putBytes(h);
                closes.end(close);
            }
        }
        sendUnanswered(closes);
    }
}
