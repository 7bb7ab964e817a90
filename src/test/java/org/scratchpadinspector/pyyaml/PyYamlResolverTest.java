package org.scratchpadinspector.pyyaml;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;

class PyYamlResolverTest {
    private static final List<String> TEXTS = List.of("notes", "goals", "", "~", "null", "yes", "No", "on", "1e5",
            "1.0e+5", "0o17", "017", "0x1F", "1:30", ".inf", ".NaN", "2026-04-01", "2026-04-01 10:00:00", "<<", "=",
            "a", "-", "+1", "12_000", "a text longer than the forty characters that are remembered");

    @Test
    void aRememberedTagIsTheTagTheResolverGivesTheFirstTimeAndEveryTimeAfter() {
        PyYamlResolver fresh = new PyYamlResolver();
        PyYamlResolver remembering = new PyYamlResolver();
        for (int pass = 0; pass < 3; pass++) {
            for (String text : TEXTS) {
                assertThat(remembering.plainTag(text)).as(text).isEqualTo(fresh.resolve(NodeId.scalar, text, true));
            }
        }
        assertThat(remembering.plainTag("yes")).isEqualTo(Tag.BOOL);
        assertThat(remembering.plainTag("1e5")).isEqualTo(Tag.STR);
        assertThat(remembering.plainTag("2026-04-01")).isEqualTo(Tag.TIMESTAMP);
    }

    @Test
    void pastItsBoundTheResolverStillAnswersWithoutRemembering() {
        PyYamlResolver resolver = new PyYamlResolver();
        for (int i = 0; i < 5_000; i++) {
            assertThat(resolver.plainTag(Integer.toString(i))).isEqualTo(Tag.INT);
            assertThat(resolver.plainTag("key" + i)).isEqualTo(Tag.STR);
        }
        assertThat(resolver.plainTag("true")).isEqualTo(Tag.BOOL);
    }
}
