package dev.arbiter.tournament.live;

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
public final class SearcherPlayer<W extends World<W>> implements LivePlayer<W> {

    private final String name;
    private final Game<W> game;
    private final MoveAnswerer<W> answerer;
    private final SearchLimits limits;

    /** An in-process player named {@code name} that searches with {@code searcher} under {@code limits} a move. */
    public SearcherPlayer(String name, Game<W> game, Searcher<W> searcher, SearchLimits limits) {
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
    public LiveMove think(W world, List<String> history) {
        MoveAnswerer.Answer answer = answerer.answer(world, limits);
        SearchResult r = answer.result();
        if (r.action() < 0) {
            throw new PlayerFailure(name + ": found no action in " + world.describe(), null);
        }
        List<String> pv = new ArrayList<>();
        for (int a : r.pv()) {
            pv.add(game.formatAction(a));
        }
        return new LiveMove(r.action(), r.value(), r.depth(), r.nodes(), answer.latencyNanos() / 1e6, pv);
    }

    @Override
    public void close() {
        answerer.close();
    }
}
