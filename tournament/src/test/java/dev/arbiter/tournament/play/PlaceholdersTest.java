package dev.arbiter.tournament.play;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PlaceholdersTest {

    @Test
    void aValueReachesTheEngineWithFullPrecisionAndWithoutAnExponent() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 10_000; i++) {
            double value = (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(-8, 9));
            String text = Placeholders.format(value);
            assertThat(Double.parseDouble(text)).isEqualTo(value);
            assertThat(text).doesNotContain("E").doesNotContain("e");
        }
        assertThat(Placeholders.format(3.0)).isEqualTo("3");
        assertThat(Placeholders.format(-0.0)).isEqualTo("0");
        assertThat(Placeholders.format(100.0)).isEqualTo("100");
        assertThat(Placeholders.format(1e-5)).isEqualTo("0.00001");
        assertThat(Placeholders.format(0.1)).isEqualTo("0.1");
    }

    @Test
    void aPlaceholderIsReplacedInsideOneArgumentOnly() {
        assertThat(Placeholders.substitute(List.of("engine", "--w={w}", "{w}x{v}"), Map.of("w", "1.5", "v", "2"), "e"))
                .containsExactly("engine", "--w=1.5", "1.5x2");
        assertThatThrownBy(() -> Placeholders.substitute(List.of("--w={w}"), Map.of("w", "1 2"), "e"))
                .hasMessage("engine 'e': value of 'w' must not contain spaces or control characters");
        assertThatThrownBy(() -> Placeholders.substitute(List.of("--w={w}"), Map.of(), "e"))
                .hasMessage("engine 'e': no value for placeholder {w}");
    }
}
