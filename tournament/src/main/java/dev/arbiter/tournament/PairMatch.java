package dev.arbiter.tournament;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.engine.EngineClient;
import dev.arbiter.tournament.engine.EngineCommand;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.EngineProcess;
import dev.arbiter.tournament.engine.ReplyWait;
import dev.arbiter.tournament.referee.Referee;
import dev.arbiter.tournament.referee.ScheduledGame;
import dev.arbiter.tournament.results.GameRecord;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;

/**
 * Plays seat-paired game pairs between two engine commands for a tuner: both games start from the same
 * init data (drawn from the pair's seed), with the seats swapped, so the pair's score is free of the
 * first-move advantage. Engine processes are kept in a small least-recently-used cache keyed by their
 * command (a tuner plays the same vectors again and again); a faulty process forfeits its game and is
 * dropped from the cache. Two-actor games only. One instance per worker thread.
 */
public final class PairMatch implements AutoCloseable {

    /**
     * The outcome of one game pair.
     *
     * @param halfPoints A's points in the pair times two, 0..4
     * @param games      the two game records (A in seat 0 first)
     */
    public record PairResult(int halfPoints, List<GameRecord> games) {
    }

    private static final long START_TIMEOUT_MS = 20_000;

    private final Game<?> game;
    private final MoveLimits limits;
    private final int maxPlies;
    private final boolean adjudicateByScore;
    private final Path logDir;
    private final int capacity;
    private final long spinNanos;
    private final BiConsumer<String, EngineFault> faults;
    private final LinkedHashMap<List<String>, EngineProcess> cache = new LinkedHashMap<>(16, 0.75f, true);
    private final Set<EngineProcess> live = ConcurrentHashMap.newKeySet();
    private volatile boolean aborted;

    /**
     * @param capacity   most engine processes kept alive at once
     * @param concurrent pairs played at once by the whole run (each in its own PairMatch), for {@link ReplyWait}
     * @param faults     told about every engine fault (engine name, fault)
     */
    public PairMatch(Game<?> game, MoveLimits limits, int maxPlies, boolean adjudicateByScore, Path logDir, int capacity,
                     int concurrent, BiConsumer<String, EngineFault> faults) {
        if (game.actorCount() != 2) {
            throw new IllegalArgumentException("game pairs need a two-actor game, " + game.name() + " has "
                    + game.actorCount());
        }
        this.game = game;
        this.limits = limits;
        this.maxPlies = maxPlies;
        this.adjudicateByScore = adjudicateByScore;
        this.logDir = logDir;
        this.capacity = Math.max(2, capacity);
        this.spinNanos = ReplyWait.spinNanos(concurrent);
        this.faults = faults;
    }

    /**
     * Plays A against B twice from the start drawn from {@code seed}.
     *
     * @param index a number identifying the pair in logs (games get {@code 2 * index} and {@code 2 * index + 1})
     */
    public PairResult play(EngineCommand a, EngineCommand b, long seed, long index) {
        String init = game.createInitData(new SplittableRandom(seed));
        List<GameRecord> games = new ArrayList<>(2);
        int half = 0;
        for (int swap = 0; swap < 2; swap++) {
            EngineCommand first = swap == 0 ? a : b;
            EngineCommand second = swap == 0 ? b : a;
            GameRecord record = playOne(first, second, seed, init, (int) (2 * index + swap), (int) index);
            games.add(record);
            int aSeat = swap;
            half += (int) Math.round(2 * record.points(aSeat, 1 - aSeat));
        }
        return new PairResult(half, games);
    }

    private GameRecord playOne(EngineCommand first, EngineCommand second, long seed, String init, int gameIndex,
                               int pairIndex) {
        ScheduledGame scheduled = new ScheduledGame(gameIndex, pairIndex, 0, List.of(0, 1));
        List<String> names = List.of(first.name(), second.name());
        EngineCommand[] commands = {first, second};
        List<EngineProcess> seated = new ArrayList<>(2);
        for (int seat = 0; seat < 2; seat++) {
            try {
                seated.add(process(commands[seat], seated));
            } catch (EngineFault fault) {
                faults.accept(commands[seat].name(), fault);
                List<Double> scores = seat == 0 ? List.of(0.0, 1.0) : List.of(1.0, 0.0);
                return new GameRecord(gameIndex, pairIndex, 0, seed, init, names, List.of(), List.of(), List.of(),
                        List.of(), scores, "forfeit", commands[seat].name() + " " + fault.kind().description() + ": "
                        + fault.getMessage(), seat, fault.kind().code());
            }
        }
        List<EngineClient> clients = List.of(seated.get(0).client(), seated.get(1).client());
        List<Referee.SeatFault> seatFaults = new ArrayList<>();
        GameRecord record = referee(game, maxPlies, adjudicateByScore).play(scheduled, seed, init, names, clients,
                List.of(limits, limits), seatFaults);
        for (Referee.SeatFault fault : seatFaults) {
            EngineProcess faulty = seated.get(fault.seat());
            cache.values().remove(faulty);
            live.remove(faulty);
            faulty.kill();
            faults.accept(commands[fault.seat()].name(), fault.fault());
        }
        for (EngineProcess process : seated) {
            if (!cache.containsValue(process)) {
                live.remove(process);
                process.close();
            }
        }
        return record;
    }

    private static <W extends World<W>> Referee<W> referee(Game<W> game, int maxPlies, boolean byScore) {
        return new Referee<>(game, maxPlies, byScore);
    }

    /**
     * The cached process for {@code command}, started if needed; never evicts one in {@code inUse}. When the
     * same command already sits in the other seat, a second process is started and left out of the cache
     * (it is closed after the game).
     */
    private EngineProcess process(EngineCommand command, List<EngineProcess> inUse) throws EngineFault {
        EngineProcess process = cache.get(command.argv());
        if (process != null && process.isAlive() && !inUse.contains(process)) {
            return process;
        }
        if (process != null && !inUse.contains(process)) {
            cache.remove(command.argv());
            live.remove(process);
            process.kill();
        }
        Iterator<Map.Entry<List<String>, EngineProcess>> eldest = cache.entrySet().iterator();
        while (cache.size() >= capacity && eldest.hasNext()) {
            EngineProcess old = eldest.next().getValue();
            if (!inUse.contains(old)) {
                eldest.remove();
                live.remove(old);
                old.close();
            }
        }
        EngineProcess started = EngineProcess.start(command,
                logDir == null ? null : logDir.resolve(command.name() + ".log"), START_TIMEOUT_MS, spinNanos);
        live.add(started);
        if (aborted) {
            started.kill();
        }
        if (!inUse.isEmpty() && cache.get(command.argv()) == inUse.get(0)) {
            return started;
        }
        cache.put(command.argv(), started);
        return started;
    }

    /**
     * Kills every engine process this match started, at once; may be called from any thread (Ctrl-C). The
     * pair being played ends with forfeits, so its result must be thrown away by the caller.
     */
    public void abort() {
        aborted = true;
        live.forEach(EngineProcess::kill);
    }

    /** Ends every cached engine process. */
    @Override
    public void close() {
        for (EngineProcess process : cache.values()) {
            live.remove(process);
            process.close();
        }
        cache.clear();
        live.forEach(EngineProcess::kill);
        live.clear();
    }
}
