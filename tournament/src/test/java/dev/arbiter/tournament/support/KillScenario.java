package dev.arbiter.tournament.support;

import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.RunFiles;

import java.nio.file.Path;
import java.util.List;

/**
 * A short deterministic qualification (tic-tac-toe; node budgets and per-game engine seeds make every game
 * reproducible) that a test kills with kill -9 at many moments and resumes. Its {@code main} runs it in a
 * separate JVM so that the test can kill it.
 */
public final class KillScenario {

    private KillScenario() {
    }

    /** The configuration: three engines, 4 rounds, 24 games. */
    public static QualifyConfig config() {
        return new QualifyConfig("tictactoe", List.of(
                Engines.engine("abp", "tictactoe", "abp", 200),
                Engines.engine("mcts", "tictactoe", "mcts", 200),
                Engines.engine("greedy", "tictactoe", "greedy", 1)),
                4, null, 1, Engines.quickLimits(0), 20, Adjudication.SCORE, 99, StopRule.NONE);
    }

    /** Runs (or resumes) the scenario in {@code runDir}. */
    public static Qualification.Result run(Path runDir) throws Exception {
        return new Qualification(config(), GameRegistry.load().create("tictactoe"), new RunFiles(runDir),
                QualificationListener.NONE).run();
    }

    /** Entry point: {@code RUN_DIR}. */
    public static void main(String[] args) throws Exception {
        run(Path.of(args[0]));
    }
}
