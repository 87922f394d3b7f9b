package dev.arbiter.tournament.play;

import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.DeclaredParameters;
import dev.arbiter.tournament.engine.DeclaredParameters.Parameter;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.play.uci.UciProtocol;
import dev.arbiter.tournament.support.UciFakes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What an engine declares, asked before a run through its protocol's own starter: a UCI engine's {@code spin} options
 * with their bounds (integers the referee rounds to), its {@code string} options without bounds, and nothing for its
 * {@code check}, {@code combo} and {@code button} options (a real Python process, {@code uci/fake_uci.py}).
 */
class EngineDeclarationsTest {

    @TempDir
    Path dir;

    @Test
    void aUciEngineDeclaresItsSpinOptionsWithTheirBounds() throws Exception {
        EngineCommand command = UciFakes.command(dir, "fake", "normal", UciFakes.TICTACTOE_WIN);
        Entrant entrant = Entrant.of(command, MoveLimits.DEFAULT,
                new UciProtocol(Map.of(), false));
        DeclaredParameters declared = EngineDeclarations.of(entrant, new TicTacToe(), 10_000).orElseThrow();
        assertThat(declared.parameters()).containsExactly(new Parameter("Hash", 1, 1024, true, 16.0),
                new Parameter("Skill Level", 0, 20, true, 20.0));
        assertThat(declared.find("skill level")).as("UCI names compare case-insensitively").isPresent();
        assertThat(declared.roundsIntegers()).isTrue();
        assertThat(declared.where()).isEqualTo("its option lines");
    }

    @Test
    void aStdioBotDeclaresNothing() throws Exception {
        Entrant entrant = Entrant.of(new EngineCommand("bot", List.of("no-such-program"), null), MoveLimits.DEFAULT,
                new dev.arbiter.tournament.play.stdio.StdioProtocol());
        assertThat(EngineDeclarations.of(entrant, new TicTacToe(), 10_000)).isEmpty();
    }
}
