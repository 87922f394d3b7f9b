package dev.arbiter.tournament.play;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.annotation.JsonTypeIdResolver;
import dev.arbiter.tournament.config.MoveLimits;

/**
 * How the referee talks to an engine, chosen per engine ({@code protocol: NAME} in a configuration): a record of
 * the protocol's settings that knows how its engines are seated. {@link ServerProtocol} (the default, {@code server})
 * is Arbiter's JSON protocol over a socket to a long-lived engine server (docs/PROTOCOL.md);
 * {@link dev.arbiter.tournament.play.stdio.StdioProtocol} ({@code stdio}) is a CodinGame-style bot started for
 * each game (docs/STDIO.md).
 *
 * <p>A protocol is its own package: this record, a {@link SeatStarter} that starts (or reuses) its engines and
 * gives each seat an {@link dev.arbiter.tournament.engine.EngineConnection}, and one line naming the record in
 * {@code META-INF/services/dev.arbiter.tournament.play.BotProtocol}, which registers it under {@link #name()} for
 * configurations, JSON ({@code "kind": NAME}) and the cluster ({@link BotProtocols}). The interface is not sealed
 * because each protocol lives in its own package; the registry is the closed list. A registered record has a
 * public no-argument constructor: its defaults.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.CUSTOM, property = "kind")
@JsonTypeIdResolver(BotProtocols.Names.class)
public interface BotProtocol {

    /** The default: an engine server speaking the Arbiter protocol. */
    BotProtocol SERVER = new ServerProtocol();

    /** Its name in configurations and JSON ({@code protocol: NAME}); unique in {@link BotProtocols}. */
    String name();

    /**
     * The starter of one worker for every entrant of this protocol (created once per worker, on its first
     * entrant of this protocol; entrants whose records differ only in their settings share it).
     */
    SeatStarter starter(SeatServices services);

    /** The limits an entrant of this protocol plays under, given its configured ones (the same by default). */
    default MoveLimits limits(MoveLimits limits) {
        return limits;
    }

    /**
     * Whether its engines report the nodes of each move, which a node budget per game needs (they do by default).
     */
    default boolean reportsNodes() {
        return true;
    }
}
