package org.scratchpadinspector.engine.remote;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.config.keys.FilePasswordProvider;
import org.apache.sshd.common.keyprovider.KeyIdentityProvider;
import org.apache.sshd.common.session.SessionContext;
import org.apache.sshd.common.util.security.SecurityUtils;

/**
 * The private key files tried after the agent's keys, in order. A file that is missing is skipped; one that is
 * encrypted (the inspector asks for no passphrase: load it into the agent with {@code ssh-add}) or unreadable is
 * skipped and remembered, so that a failed login can say why each file was not used.
 */
final class KeyFiles implements KeyIdentityProvider {
    private final List<Path> files;
    private final Map<Path, String> skipped = new ConcurrentHashMap<>();

    KeyFiles(List<Path> files) {
        this.files = List.copyOf(files);
    }

    @Override
    public Iterable<KeyPair> loadKeys(SessionContext session) {
        List<KeyPair> keys = new ArrayList<>();
        for (Path file : files) {
            if (!Files.isRegularFile(file)) {
                continue;
            }
            try (InputStream in = Files.newInputStream(file)) {
                Iterable<KeyPair> loaded = SecurityUtils.loadKeyPairIdentities(session,
                        NamedResource.ofName(file.toString()), in, FilePasswordProvider.EMPTY);
                if (loaded != null) {
                    loaded.forEach(keys::add);
                }
                skipped.remove(file);
            } catch (IOException | GeneralSecurityException | RuntimeException e) {
                String message = String.valueOf(e.getMessage()).toLowerCase(java.util.Locale.ROOT);
                skipped.put(file, message.contains("password") || message.contains("passphrase")
                        || message.contains("encrypted") ? "encrypted (add it to the agent with ssh-add)"
                        : "unreadable (" + e.getMessage() + ")");
            }
        }
        return keys;
    }

    /** The key files present, each with why it was skipped when it was. */
    String tried() {
        List<String> parts = new ArrayList<>();
        for (Path file : files) {
            if (Files.isRegularFile(file)) {
                String why = skipped.get(file);
                parts.add(why == null ? file.toString() : file + " (skipped: " + why + ")");
            }
        }
        return parts.isEmpty() ? "no key file in " + (files.isEmpty() ? "~/.ssh" : files.get(0).getParent())
                : String.join(", ", parts);
    }
}
