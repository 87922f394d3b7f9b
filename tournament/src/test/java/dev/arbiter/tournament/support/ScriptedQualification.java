package dev.arbiter.tournament.support;

import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.play.FaultListener;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.play.LocalExecutor;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A qualification played in-process and instantly: every game scored by a {@link ScriptedPlayer.Rule}, the run
 * aborted after a given number of jobs (as a kill would stop it) so that its resume can be compared with a whole run.
 */
public final class ScriptedQualification {

    private ScriptedQualification() {
    }

    /**
     * Plays {@code config} into {@code runDir} (resuming what is there), aborting once {@code abortAfter} jobs are
     * played (-1: never).
     */
    public static Qualification.Result run(QualifyConfig config, Game<?> game, Path runDir,
                                           QualificationListener listener, ScriptedPlayer.Rule rule, int abortAfter)
            throws Exception {
        AtomicInteger games = new AtomicInteger();
        Qualification[] qualification = {new Qualification(config, game, new RunFiles(runDir), listener,
                new FakeClock())};
        try (GameService service = new GameService(new LocalExecutor(config.serving().concurrency(), () -> new ScriptedPlayer(
                rule, () -> {
                    if (games.incrementAndGet() == abortAfter) {
                        qualification[0].abort();
                    }
                })), FaultListener.NONE)) {
            return qualification[0].run(service);
        }
    }

    /**
     * Engines named {@code e0}, {@code e1}, ... ordered by strength: the stronger of a game wins it with probability
     * 0.5 + 0.15 times their difference in number, drawn from the game's seed and index.
     */
    public static List<Double> strongerByNumber(PlannedGame game) {
        int a = game.names().get(0).charAt(1) - '0';
        int b = game.names().get(1).charAt(1) - '0';
        double stronger = 0.5 + 0.15 * Math.abs(a - b);
        boolean strongerWins = new SplittableRandom(game.seed() * 31 + game.index()).nextDouble() < stronger;
        return (a > b) == strongerWins ? List.of(1.0, 0.0) : List.of(0.0, 1.0);
    }

    /** What two runs must share game for game: index, round, pairing, start, seats and scores. */
    public static List<String> essence(Path run) throws Exception {
        return GameLog.read(run.resolve(RunFiles.GAMES)).stream().sorted(Comparator.comparingInt(GameRecord::index))
                .map(g -> g.index() + " " + g.round() + " " + g.pairing() + " " + g.init() + " " + g.seats() + " "
                        + g.scores()).toList();
    }
}
