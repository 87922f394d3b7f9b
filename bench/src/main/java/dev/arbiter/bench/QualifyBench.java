package dev.arbiter.bench;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.TournamentException;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.EngineSpec;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.QualifyConfig;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.RunFiles;
import dev.arbiter.tournament.results.Standings;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The referee's own cost: instant engines (one-node random movers served by this build) play a
 * qualification, and the wall time over the second half of the games (the first half warms up the JIT of
 * the referee and of the engines) is divided by the plies and games played in it. Engine start-up is excluded. Measured for whole Connect Four games (per ply) and
 * for games adjudicated after 2 plies (per game), at concurrency 1 and 2. Reference (fastchess, instant random
 * mover, same machine kind): 0.23 ms per ply, 0.65 ms per 2-ply game.
 */
final class QualifyBench implements BenchSuite {

    private final List<String> arbiter;

    /** @param arbiter the command that starts this build's {@code arbiter} (its {@code serve} is the engine) */
    QualifyBench(List<String> arbiter) {
        this.arbiter = List.copyOf(arbiter);
    }

    @Override
    public String name() {
        return "qualify";
    }

    @Override
    public void run(boolean quick, Figures figures) {
        for (int concurrency = 1; concurrency <= 2; concurrency++) {
            Measure plies = measure(42, quick ? 100 : 600, concurrency);
            figures.report("qualify.overhead.ply.c" + concurrency, format(plies.nanos / 1e6 / plies.plies), "ms");
            Measure games = measure(2, quick ? 500 : 3000, concurrency);
            figures.report("qualify.overhead.game2ply.c" + concurrency, format(games.nanos / 1e6 / games.games), "ms");
            figures.report("qualify.games2ply.c" + concurrency, format(games.games * 1e9 / games.nanos), "games/s");
        }
    }

    private record Measure(long nanos, long plies, long games) {
    }

    private static String format(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }

    private Measure measure(int maxPlies, int rounds, int concurrency) {
        Game<?> game = GameRegistry.load().create("connect4");
        List<String> serve = new ArrayList<>(arbiter);
        serve.addAll(List.of("serve", "--game", "connect4", "--algo", "random", "--nodes", "1"));
        List<EngineSpec> engines = List.of(new EngineSpec("a", serve, null, null, null),
                new EngineSpec("b", serve, null, null, null));
        QualifyConfig config = new QualifyConfig("connect4", engines, rounds, null, concurrency,
                new MoveLimits(0, 1, 0, 1_000, 10_000), maxPlies, Adjudication.DRAW, 1, StopRule.NONE);
        Path dir = null;
        try {
            dir = Files.createTempDirectory("arbiter-bench");
            Timing timing = new Timing(rounds);
            new Qualification(config, game, new RunFiles(dir), timing).run();
            return new Measure(timing.last - timing.first, timing.plies, timing.games);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (TournamentException e) {
            throw new IllegalStateException(e.getMessage(), e);
        } finally {
            BenchFiles.delete(dir);
        }
    }

    /** Times the games finished after the first {@code warmup}, counting what was played in them. */
    private static final class Timing implements QualificationListener {
        private final int warmup;
        long first;
        long last;
        long plies;
        long games;

        Timing(int warmup) {
            this.warmup = warmup;
        }

        @Override
        public synchronized void gameFinished(GameRecord record, Standings standings, int done, int planned) {
            long now = System.nanoTime();
            if (done <= warmup) {
                first = now;
                return;
            }
            last = now;
            plies += record.actions().size();
            games++;
        }
    }
}
