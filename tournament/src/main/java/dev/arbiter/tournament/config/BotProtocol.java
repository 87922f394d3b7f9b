package dev.arbiter.tournament.config;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * How the referee talks to an engine, chosen per engine ({@code protocol:} in a configuration):
 * {@link Server} (the default) is Arbiter's JSON protocol over a socket to a long-lived engine server
 * (docs/PROTOCOL.md); {@link Stdio} is a CodinGame-style bot started for each game, which reads the game's
 * line format on standard input and prints one action line per turn (docs/STDIO.md).
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
        @JsonSubTypes.Type(value = BotProtocol.Server.class, name = "server"),
        @JsonSubTypes.Type(value = BotProtocol.Stdio.class, name = "stdio")})
public sealed interface BotProtocol {

    /** The default: an engine server speaking the Arbiter protocol. */
    BotProtocol SERVER = new Server();

    /** An engine server speaking the Arbiter protocol over a socket, kept between games. */
    record Server() implements BotProtocol {
    }

    /**
     * A bot on standard input and output, started afresh for every game (as CodinGame does).
     *
     * @param firstTurnMs how long its first turn may take in all (CodinGame gives 1000 ms), when that is more than
     *                    the per-move timeout; later turns have the per-move limits
     */
    record Stdio(long firstTurnMs) implements BotProtocol {

        /** CodinGame's usual first-turn limit. */
        public static final long DEFAULT_FIRST_TURN_MS = 1_000;

        /** Checks the limit. */
        public Stdio {
            if (firstTurnMs <= 0) {
                throw new IllegalArgumentException("firstTurnMs: expected a positive number of milliseconds, got "
                        + firstTurnMs);
            }
        }

        /**
         * The limits a bot plays under: with a time limit, its first turn may take {@code firstTurnMs} (the
         * limits' first-move allowance, judged by the referee's late and timeout rules like any engine's first move).
         */
        public MoveLimits firstTurn(MoveLimits limits) {
            if (limits.timeMs() == 0 || limits.firstMoveMs() >= firstTurnMs) {
                return limits;
            }
            return new MoveLimits(limits.timeMs(), limits.nodes(), limits.depth(), limits.marginMs(), limits.maxMoveMs(),
                    firstTurnMs, limits.ponder(), limits.tc(), limits.gameNodes());
        }
    }
}
