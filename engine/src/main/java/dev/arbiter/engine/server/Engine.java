package dev.arbiter.engine.server;

import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.World;

/**
 * An engine made of a game by {@link EngineSettings#build}: the searcher that thinks, what the engine tells a
 * referee about itself, and its own per-move limits (a referee's limits can only tighten them).
 *
 * @param searcher the searcher, reused across moves and games
 * @param identity the algorithm and every parameter value, as reported in the handshake
 * @param limits   the engine's own per-move limits (zero where none)
 * @param <W>      the world type
 */
public record Engine<W extends World<W>>(Searcher<W> searcher, EngineIdentity identity, SearchLimits limits) {
}
