package org.scratchpadinspector.agent.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The control server's gate, header by header: its own Host only, no Origin, the bearer token in any case. */
class RequestGuardTest {
    private final RequestGuard guard = new RequestGuard("t0k3n", 40123);

    private static int statusOf(RequestGuard guard, List<String> host, List<String> origin, List<String> auth) {
        try {
            guard.check(host, origin, auth);
            return 200;
        } catch (ProtocolException e) {
            return e.status();
        }
    }

    @Test
    void onlyItsOwnLoopbackNamesAndPortAreItsHost() {
        assertThat(guard.ownHost("127.0.0.1:40123")).isTrue();
        assertThat(guard.ownHost("LocalHost:40123")).isTrue();
        assertThat(guard.ownHost("127.0.0.1:40124")).isFalse();
        assertThat(guard.ownHost("127.0.0.1")).isFalse();
        assertThat(guard.ownHost("evil.example.com:40123")).isFalse();
        assertThat(guard.ownHost("[::1]:40123")).isFalse();
        assertThat(guard.ownHost("127.0.0.2:40123")).isFalse();
        assertThat(new RequestGuard("t", 80).ownHost("localhost")).isTrue();
    }

    @Test
    void theSchemeIsBearerInAnyCaseAndTheTokenMustMatchExactly() {
        assertThat(guard.tokenMatches("bearer t0k3n")).isTrue();
        assertThat(guard.tokenMatches("BEARER  t0k3n ")).isTrue();
        assertThat(guard.tokenMatches("Bearer t0k3n!")).isFalse();
        assertThat(guard.tokenMatches("Basic t0k3n")).isFalse();
        assertThat(guard.tokenMatches("t0k3n")).isFalse();
        assertThat(guard.tokenMatches("Bearer ")).isFalse();
    }

    @Test
    void aForeignHostOrAnyOriginIsRefusedWith403BeforeTheTokenIsLookedAt() {
        List<String> good = List.of("bearer t0k3n");
        assertThat(statusOf(guard, List.of("localhost:40123"), null, good)).isEqualTo(200);
        assertThat(statusOf(guard, List.of("evil.example.com:40123"), null, good)).isEqualTo(403);
        assertThat(statusOf(guard, List.of("localhost:40123"), List.of("null"), good)).isEqualTo(403);
        assertThat(statusOf(guard, null, null, good)).isEqualTo(403);
        assertThat(statusOf(guard, List.of("localhost:40123", "evil.example.com"), null, good)).isEqualTo(403);
        assertThat(statusOf(guard, List.of("evil.example.com"), null, null)).isEqualTo(403);
        assertThat(statusOf(guard, List.of("localhost:40123"), null, null)).isEqualTo(401);
        assertThatThrownBy(() -> guard.check(List.of("localhost:40123"), null, List.of("bearer nope")))
                .isInstanceOfSatisfying(ProtocolException.class, e -> assertThat(e.error()).isEqualTo("unauthorized"));
    }
}
