package dev.arbiter.engine.world;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ParametersTest {

    private static final List<ParameterSpec> SPECS = List.of(
            ParameterSpec.real("weight", 0.5, -10, 10, "a real weight"),
            ParameterSpec.integer("depth", 4, 1, 64, "an integer setting"),
            ParameterSpec.integer("pvs", 1, 0, 1, "an on/off setting"));

    @Test
    void valuesAreReadByNameWithDefaultsForWhatIsNotGiven() {
        Parameters p = Parameters.parse(SPECS, Map.of("depth", "9", "pvs", "0"));
        assertThat(p.get("weight")).isEqualTo(0.5);
        assertThat(p.integer("depth")).isEqualTo(9);
        assertThat(p.flag("pvs")).isFalse();
        assertThat(p.asMap()).containsExactly(Map.entry("weight", 0.5), Map.entry("depth", 9.0), Map.entry("pvs", 0.0));
        assertThat(Parameters.of(SPECS, Map.of("depth", 9.0, "pvs", 0.0))).isEqualTo(p);
    }

    @Test
    void aValueWrittenWithDoubleToStringIsReadBackExactly() {
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 1_000; i++) {
            double value = -10 + 20 * random.nextDouble();
            String text = Parameters.format(value);
            assertThat(Parameters.parse(SPECS, Map.of("weight", text)).get("weight")).as(text).isEqualTo(value);
        }
        assertThat(Parameters.format(3.0)).isEqualTo("3");
    }

    @Test
    void badValuesAreRejectedInOneLineNamingTheParameter() {
        assertThatThrownBy(() -> Parameters.parse(SPECS, Map.of("wieght", "1")))
                .hasMessage("unknown parameter 'wieght' (known: weight, depth, pvs)");
        assertThatThrownBy(() -> Parameters.parse(SPECS, Map.of("weight", "heavy")))
                .hasMessage("parameter 'weight': expected a number, got 'heavy'");
        assertThatThrownBy(() -> Parameters.parse(SPECS, Map.of("weight", "11")))
                .hasMessage("parameter 'weight': expected a number in [-10, 10], got 11");
        assertThatThrownBy(() -> Parameters.parse(SPECS, Map.of("depth", "2.5")))
                .hasMessage("parameter 'depth': expected an integer in [1, 64], got 2.5");
        assertThatThrownBy(() -> Parameters.of(SPECS, Map.of("weight", Double.NaN)))
                .hasMessage("parameter 'weight': expected a number in [-10, 10], got NaN");
    }

    @Test
    void readingAParameterThatWasNotDeclaredOrAsTheWrongKindFails() {
        Parameters p = Parameters.defaults(SPECS);
        assertThatThrownBy(() -> p.get("mobility")).hasMessageContaining("unknown parameter 'mobility'");
        assertThatThrownBy(() -> p.integer("weight")).hasMessageContaining("'weight' is real");
        assertThatThrownBy(() -> p.flag("depth")).hasMessageContaining("'depth' is not an integer in [0, 1]");
    }
}
