package dev.arbiter.tournament.play;

import dev.arbiter.tournament.results.GameRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A unit of work for the game service, as plain data (records of strings, numbers and lists, so that it can
 * be sent to another machine): one game, or a pair of games from the same start with the seats swapped. The
 * games of a job are played one after the other by the same worker. With node or depth budgets, playing a
 * job again gives the same records, which lets an executor replay a job lost with a worker.
 *
 * @param id    identifies the job in the run (a qualification's game index, a tuning pair's id)
 * @param games the games, in order
 */
public record GameJob(long id, List<PlannedGame> games) {

    /** Copies the list and checks it is not empty. */
    public GameJob {
        games = List.copyOf(games);
        if (games.isEmpty()) {
            throw new IllegalArgumentException("a job needs at least one game");
        }
    }

    /** Plays the games in order with {@code player} and collects their records into the job's result. */
    public JobResult playEach(Function<PlannedGame, GameRecord> player) {
        List<GameRecord> records = new ArrayList<>(games.size());
        for (PlannedGame game : games) {
            records.add(player.apply(game));
        }
        return new JobResult(id, records);
    }

    /** A job of one game, identified by the game's index. */
    public static GameJob single(PlannedGame game) {
        return new GameJob(game.index(), List.of(game));
    }

    /**
     * A seat-swapped pair: A against B and B against A from the same start. The games get indexes
     * {@code 2 id} and {@code 2 id + 1}, and the pair's id as their round, so that a log of pairs is read as
     * rounds of two games.
     */
    public static GameJob pair(long id, Entrant a, Entrant b, long seed, String init) {
        int round = Math.toIntExact(id);
        return new GameJob(id, List.of(new PlannedGame(Math.toIntExact(2 * id), round, 0, seed, init, List.of(a, b)),
                new PlannedGame(Math.toIntExact(2 * id + 1), round, 0, seed, init, List.of(b, a))));
    }
}
