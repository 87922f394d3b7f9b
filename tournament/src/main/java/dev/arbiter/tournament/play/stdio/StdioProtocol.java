package dev.arbiter.tournament.play.stdio;

import com.fasterxml.jackson.annotation.JsonCreator;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.SeatServices;
import dev.arbiter.tournament.play.SeatStarter;

/**
 * A CodinGame-style bot on standard input and output ({@code protocol: stdio}), started afresh for every game (as
 * CodinGame does): it reads the game's line format ({@code Game.stdio()}) and prints one action line per turn
 * (docs/STDIO.md). It reports no nodes.
 *
 * @param firstTurnMs how long its first turn may take in all (CodinGame gives 1000 ms), when that is more than
 *                    the per-move timeout; later turns have the per-move limits
 */
public record StdioProtocol(long firstTurnMs) implements BotProtocol {

    /** Its name in configurations. */
    public static final String NAME = "stdio";

    /** CodinGame's usual first-turn limit. */
    public static final long DEFAULT_FIRST_TURN_MS = 1_000;

    /** Checks the limit. */
    @JsonCreator
    public StdioProtocol {
        if (firstTurnMs <= 0) {
            throw new IllegalArgumentException("firstTurnMs: expected a positive number of milliseconds, got "
                    + firstTurnMs);
        }
    }

    /** CodinGame's first-turn limit. */
    public StdioProtocol() {
        this(DEFAULT_FIRST_TURN_MS);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public SeatStarter starter(SeatServices services) {
        return new StdioSeats(services.game(), services.logs(), services.ledger(), services.settings().rules().startTimeoutMs());
    }

    /**
     * With a time limit, its first turn may take {@code firstTurnMs} (the limits' first-move allowance, judged by
     * the referee's late and timeout rules like any engine's first move).
     */
    @Override
    public MoveLimits limits(MoveLimits limits) {
        if (limits == null || limits.timeMs() == 0 || limits.firstMoveMs() >= firstTurnMs) {
            return limits;
        }
        return new MoveLimits(limits.timeMs(), limits.nodes(), limits.depth(), firstTurnMs, limits.waiting(),
                limits.perGame(), limits.ponder());
    }

    @Override
    public boolean reportsNodes() {
        return false;
    }
}
