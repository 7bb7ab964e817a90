package org.scratchpadinspector.engine.edit;

import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.Set;

/**
 * A safe write found, after its rename, that the agent saved into the file it replaced: the agent's save wins, it
 * is put back at the path and the edit is journaled as rejected (or kept, when the agent only emptied the file).
 */
final class PutBack {
    private final Journal journal;
    private final PreviousVersions versions;
    private final Duration settle;
    private final Duration patience;

    PutBack(Journal journal, PreviousVersions versions, Duration settle, Duration patience) {
        this.journal = journal;
        this.versions = versions;
        this.settle = settle;
        this.patience = patience;
    }

    /**
     * Puts the agent's newest save back at the path. If it saves again
     * meanwhile, that save went to the file at the path, which is then the newest; a save that lands between the
     * check and the rename of a put-back is put back in turn (bounded).
     */
    SafeWrite.Result after(Path target, String name, CheckedFile checked, SeekableByteChannel placed, byte[] ours,
                           JournalEntry line) throws IOException {
        byte[] theirs = checked.settledNow(settle, patience);
        if (theirs.length == 0) {
            return keptAfterEmptySave(target, name, line);
        }
        SeekableByteChannel atPath = placed;
        byte[] atPathHolds = ours;
        Set<PosixFilePermission> permissions = AtomicWriter.permissionsOf(target);
        try {
            for (int round = 1; round <= SafeWrite.PUT_BACK_ROUNDS; round++) {
                if (CheckedFile.holdsOtherThan(atPath, atPathHolds)) {
                    theirs = CheckedFile.settled(atPath, target, settle, patience);
                    break;
                }
                Path back = AtomicWriter.tempFor(target, line.id() + "-" + round);
                SeekableByteChannel backChannel;
                try {
                    AtomicWriter.writeDurably(back, theirs);
                    if (permissions != null) {
                        Files.setPosixFilePermissions(back, permissions);
                    }
                    backChannel = Files.newByteChannel(back, StandardOpenOption.READ);
                    Files.move(back, target, StandardCopyOption.ATOMIC_MOVE);
                } finally {
                    Files.deleteIfExists(back);
                }
                boolean savedMeanwhile = CheckedFile.holdsOtherThan(atPath, atPathHolds);
                byte[] newer = savedMeanwhile ? CheckedFile.settled(atPath, target, settle, patience) : null;
                atPath.close();
                atPath = backChannel;
                atPathHolds = theirs;
                if (!savedMeanwhile) {
                    break;
                }
                theirs = newer;
            }
        } finally {
            if (atPath != placed) {
                atPath.close();
            }
        }
        AtomicWriter.forceDirectory(target.toAbsolutePath().getParent());
        String theirsHash = Hashes.sha256(theirs);
        JournalEntry verdict = line.withStatus(JournalEntry.Status.REJECTED).withHashes(line.hashBefore(), null)
                .withMessage("conflict: " + name + " was saved by the agent while this edit was being written; its save"
                        + " (" + Hashes.shortHash(theirsHash) + ") was put back and the edit was not applied");
        try {
            journal.append(verdict);
        } catch (IOException e) {
            // the intent stays without a verdict: the next command finds the file holding neither version and says so
        }
        return new SafeWrite.Raced(target, theirs, theirsHash, verdict);
    }

    /**
     * Another writer emptied the replaced file and wrote nothing in it for the whole patience: there is no save to
     * put back, so the edit stays, journaled as written with what was seen.
     */
    private SafeWrite.Result keptAfterEmptySave(Path target, String name, JournalEntry line) throws IOException {
        JournalEntry done = line.withWritten(Files.getLastModifiedTime(target).toInstant(), line.expect())
                .withMessage("another writer emptied the replaced " + name + " during this write and wrote nothing"
                        + " into it within " + patience.toSeconds() + " s");
        String warning = null;
        try {
            journal.append(done);
        } catch (IOException e) {
            warning = "the journal could not take the closing line (" + WriteFailure.reason(e) + ")";
        }
        return new SafeWrite.Written(target, line.hashBefore(), line.hashAfter(),
                versions.directory().resolve(line.history()), done,
                warning == null ? done.message() : done.message() + "; " + warning);
    }
}
