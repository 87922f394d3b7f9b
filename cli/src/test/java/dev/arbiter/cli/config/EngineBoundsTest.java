package dev.arbiter.cli.config;

import dev.arbiter.tournament.engine.DeclaredParameters;
import dev.arbiter.tournament.engine.DeclaredParameters.Parameter;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A tuning run's parameters completed from, and checked against, what the engine declares (no process here). */
class EngineBoundsTest {

    private static final DeclaredParameters SERVER = new DeclaredParameters("its hello", false, false, List.of(
            new Parameter("knight", 200, 450, false, 320.0),
            new Parameter("algo.ttBits", 4, 28, true, 18.0)));
    private static final DeclaredParameters UCI = new DeclaredParameters("its option lines", true, true, List.of(
            new Parameter("Knight", 200, 450, true, 320.0),
            Parameter.unbounded("Mobility", 4.0)));

    @Test
    void aParameterGivenByNameOnlyTakesTheEnginesBoundsIntegerFlagAndValue() {
        TuneFile.ParameterFile ttBits = parameter("algo.ttBits", null, null, null);
        EngineBounds.complete(List.of(ttBits), List.of(), SERVER, "t.yaml");
        assertThat(List.of(ttBits.min, ttBits.max, ttBits.seed)).containsExactly(4.0, 28.0, 18.0);
        assertThat(ttBits.integer).isTrue();
    }

    @Test
    void boundsInsideTheEnginesNarrowThemAndAnIntegerTuningOfARealParameterIsANarrowingToo() {
        TuneFile.ParameterFile knight = parameter("knight", 250.0, null, 300.0);
        knight.integer = true;
        EngineBounds.complete(List.of(knight), List.of(), SERVER, "t.yaml");
        assertThat(List.of(knight.min, knight.max, knight.seed)).containsExactly(250.0, 450.0, 300.0);
        assertThat(knight.integer).isTrue();
    }

    @Test
    void aBoundOutsideTheEnginesIsRefusedNamingTheFieldAndTheEnginesBound() {
        assertThatThrownBy(() -> complete(SERVER, parameter("knight", 100.0, 400.0, 300.0)))
                .isInstanceOf(ConfigException.class)
                .hasMessage("t.yaml: field 'parameters[0].min': below the engine's bound: the engine declares knight "
                        + "[200, 450] (its hello), got 100");
        assertThatThrownBy(() -> complete(UCI, parameter("knight", 200.0, 500.5, 300.0)))
                .hasMessage("t.yaml: field 'parameters[0].max': above the engine's bound: the engine declares Knight "
                        + "[200, 450], integer (its option lines), got 500.5");
    }

    @Test
    void anUnknownNameIsRefusedWithTheDeclaredOnes() {
        assertThatThrownBy(() -> complete(SERVER, parameter("bishop", null, null, null)))
                .hasMessage("t.yaml: field 'parameters[0].name': the engine declares no tunable parameter 'bishop' "
                        + "(its hello: knight, algo.ttBits)");
    }

    @Test
    void aRealTuningOfAnIntegerParameterIsRefusedUnlessTheProtocolRoundsIt() {
        TuneFile.ParameterFile ttBits = parameter("algo.ttBits", 10.0, 20.0, 12.0);
        ttBits.integer = false;
        assertThatThrownBy(() -> complete(SERVER, ttBits))
                .hasMessage("t.yaml: field 'parameters[0].integer': false, but the engine declares algo.ttBits [4, 28], "
                        + "integer (its hello): its values must be whole (write integer: true or leave it out)");
        TuneFile.ParameterFile knight = parameter("KNIGHT", 250.0, 400.0, 300.0);
        knight.integer = false;
        complete(UCI, knight);
        assertThat(knight.integer).isFalse();
    }

    @Test
    void aParameterWithoutDeclaredBoundsNeedsThemInTheFileAndAPlaceholderIsNotChecked() {
        assertThatThrownBy(() -> complete(UCI, parameter("mobility", 0.0, null, null)))
                .hasMessage("t.yaml: field 'parameters[0].max': missing (a number): the engine declares Mobility "
                        + "no bounds (its option lines), so the file gives them");
        TuneFile.ParameterFile mobility = parameter("mobility", 0.0, 20.0, null);
        complete(UCI, mobility);
        assertThat(mobility.seed).isEqualTo(4.0);
        TuneFile.ParameterFile placeholder = parameter("depth", 1.0, 99.0, 3.0);
        EngineBounds.complete(List.of(placeholder), List.of("depth"), SERVER, "t.yaml");
        assertThat(placeholder.integer).isNull();
    }

    @Test
    void anEngineValueOutsideTheNarrowedBoundsIsNoSeed() {
        assertThatThrownBy(() -> complete(SERVER, parameter("knight", 350.0, 450.0, null)))
                .hasMessage("t.yaml: field 'parameters[0].seed': missing (a number): the engine's own value 320 lies "
                        + "outside [350, 450]");
    }

    private static void complete(DeclaredParameters declared, TuneFile.ParameterFile p) {
        EngineBounds.complete(List.of(p), List.of(), declared, "t.yaml");
    }

    private static TuneFile.ParameterFile parameter(String name, Double min, Double max, Double seed) {
        TuneFile.ParameterFile p = new TuneFile.ParameterFile();
        p.name = name;
        p.min = min;
        p.max = max;
        p.seed = seed;
        return p;
    }
}
