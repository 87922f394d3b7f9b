package dev.arbiter.report;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.Move;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobPlayer;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.referee.Referee;
import dev.arbiter.tournament.results.GameRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Real games refereed in-process (the tournament's own {@link Referee}) between engines that live in the test: an
 * engine named {@code first...} plays the first legal action, {@code crash...} crashes on its first move, any other
 * plays a legal action drawn from the game's seed. Each reports nodes and a depth drawn from the same seed, so the
 * per-move figures of a report have something to show. Deterministic: the same job gives the same records.
 */
final class InProcessPlayer<W extends World<W>> implements JobPlayer {

    private final Game<W> game;
    private final int maxPlies;

    InProcessPlayer(Game<W> game, int maxPlies) {
        this.game = game;
        this.maxPlies = maxPlies;
    }

    @Override
    public JobResult play(GameJob job) {
        List<GameRecord> records = new ArrayList<>();
        for (PlannedGame planned : job.games()) {
            List<Connection> seats = new ArrayList<>();
            for (int s = 0; s < planned.names().size(); s++) {
                seats.add(new Connection(planned.names().get(s), new SplittableRandom(planned.seed() * 31 + planned.index() * 7L + s)));
            }
            records.add(new Referee<>(game, maxPlies, Adjudication.SCORE).play(planned, seats, new ArrayList<>()));
        }
        return new JobResult(job.id(), records);
    }

    @Override
    public void abort() {
    }

    @Override
    public void close() {
    }

    private final class Connection implements EngineConnection {
        private final String name;
        private final SplittableRandom random;
        private final int[] actions = new int[game.maxActions()];

        Connection(String name, SplittableRandom random) {
            this.name = name;
            this.random = random;
        }

        @Override
        public long sendNewGame(int seat, String initData, long seed, Map<String, Double> parameters) {
            return 1;
        }

        @Override
        public void awaitNewGame(long id, long timeoutMs) {
        }

        @Override
        public Move play(String world, List<String> history, long timeMs, long nodes, int depth, long timeoutMs)
                throws EngineFault {
            if (name.startsWith("crash")) {
                throw new EngineFault(FaultKind.CRASH, name + ": the process exited with status 134");
            }
            W w = game.decodeWorld(world);
            int n = w.legalActions(actions);
            int action = name.startsWith("first") ? actions[0] : actions[random.nextInt(n)];
            return new Move(game.formatAction(action), 100 + random.nextInt(5_000), 1 + random.nextInt(8), Double.NaN, 0, 0,
                    List.of());
        }
    }
}
