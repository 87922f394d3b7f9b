package dev.arbiter.cli;

import dev.arbiter.engine.search.MoveAnswerer;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;

import java.util.ArrayList;
import java.util.List;

/**
 * An in-process engine: a {@link Searcher} that searches the actual world under fixed per-move limits, a time
 * limit being a deadline for the answer ({@link MoveAnswerer}); a move's time is from request to answer.
 *
 * @param <W> the world type
 */
final class SearcherPlayer<W extends World<W>> implements EnginePlayer<W> {

    private final String name;
    private final Game<W> game;
    private final MoveAnswerer<W> answerer;
    private final SearchLimits limits;

    SearcherPlayer(String name, Game<W> game, Searcher<W> searcher, SearchLimits limits) {
        this.name = name;
        this.game = game;
        this.answerer = new MoveAnswerer<>(searcher);
        this.limits = limits;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public void newGame(int seat, String initData, long seed) {
        answerer.newGame(seed);
    }

    @Override
    public MoveInfo think(W world, List<String> history) {
        MoveAnswerer.Answer answer = answerer.answer(world, limits);
        SearchResult r = answer.result();
        if (r.action() < 0) {
            throw ArbiterException.failure(name + ": found no action in " + world.encode(), null);
        }
        List<String> pv = new ArrayList<>();
        for (int a : r.pv()) {
            pv.add(game.formatAction(a));
        }
        return new MoveInfo(r.action(), r.value(), r.depth(), r.nodes(), answer.latencyNanos() / 1e6, pv);
    }

    @Override
    public void close() {
        answerer.close();
    }
}
