package org.scratchpadinspector.engine.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.common.NamedFactory;
import org.apache.sshd.common.cipher.Cipher;
import org.junit.jupiter.api.Test;

class CipherOrderTest {
    private static final List<NamedFactory<Cipher>> DEFAULTS = SshClient.setUpDefaultClient().getCipherFactories();

    @Test
    void aJvmCompilingWithC1AloneAsksForChaCha20Poly1305First() {
        List<NamedFactory<Cipher>> order = CipherOrder.ciphers(DEFAULTS, false);
        assertEquals("chacha20-poly1305@openssh.com", order.get(0).getName());
        assertEquals(DEFAULTS.size(), order.size());
        assertTrue(order.containsAll(DEFAULTS));
    }

    @Test
    void aJvmWithTheOptimisingCompilerAsksForAesGcmFirst() {
        List<NamedFactory<Cipher>> order = CipherOrder.ciphers(DEFAULTS, true);
        assertTrue(order.get(0).getName().startsWith("aes") && order.get(0).getName().contains("gcm"),
                order.get(0).getName());
        assertEquals(DEFAULTS.size(), order.size());
        assertTrue(order.containsAll(DEFAULTS));
    }

    @Test
    void theCompilerIsJudgedFromTheJvmOptions() {
        assertTrue(CipherOrder.optimisingCompiler(List.of("-jar", "x.jar")));
        assertFalse(CipherOrder.optimisingCompiler(
                List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", "x.jar")));
        assertTrue(CipherOrder.optimisingCompiler(List.of("-XX:TieredStopAtLevel=1", "-XX:TieredStopAtLevel=4")));
        assertTrue(CipherOrder.optimisingCompiler(List.of("-XX:TieredStopAtLevel=1", "-XX:-TieredCompilation")));
    }
}
