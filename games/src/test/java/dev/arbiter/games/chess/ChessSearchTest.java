package dev.arbiter.games.chess;

import dev.arbiter.engine.search.Algorithms;
import dev.arbiter.engine.search.SearchLimits;
import dev.arbiter.engine.search.SearchResult;
import dev.arbiter.engine.search.Searcher;
import dev.arbiter.engine.world.Values;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Map;
import java.util.SplittableRandom;

import static dev.arbiter.engine.testkit.Searches.search;
import static org.assertj.core.api.Assertions.assertThat;

/** Arbiter's searchers playing chess: mates found, baselines beaten. */
class ChessSearchTest {

    private final Chess chess = new Chess(0);

    /** Mates in two, each confirmed with Stockfish 15.1 ({@code score mate 2}, its first move given here). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10; d5f6",
        "r1bq2r1/b4pk1/p1pp1p2/1p2pP2/1P2P1PB/3P4/1PPQ2P1/R3K2R w - - 0 1; d2h6",
        "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1; g2g1",
    })
    void alphaBetaFindsMateInTwo(String fen, String stockfishMove) {
        ChessWorld world = chess.decodeWorld(fen);
        SearchResult result = search("abp", chess, world, SearchLimits.depth(4));
        assertThat(result.value()).as("a proven win at three plies").isEqualTo(Values.WIN - 3);
        assertThat(forcesMateInOne(world, result.action())).as(chess.formatAction(result.action()) + " mates in two")
                .isTrue();
        assertThat(forcesMateInOne(world, chess.parseAction(stockfishMove))).isTrue();
    }

    /** Whether every reply to {@code move} allows a mate in one. */
    private boolean forcesMateInOne(ChessWorld world, int move) {
        ChessWorld after = chess.copyOf(world);
        after.apply(move);
        int[] replies = new int[chess.maxActions()];
        int n = after.legalActions(replies);
        if (n == 0) {
            return after.ending() == Ending.CHECKMATE;
        }
        for (int i = 0; i < n; i++) {
            ChessWorld reply = chess.copyOf(after);
            reply.apply(replies[i]);
            int[] mates = new int[chess.maxActions()];
            int m = reply.legalActions(mates);
            boolean mated = false;
            for (int k = 0; k < m && !mated; k++) {
                ChessWorld end = chess.copyOf(reply);
                end.apply(mates[k]);
                mated = end.ending() == Ending.CHECKMATE;
            }
            if (!mated) {
                return false;
            }
        }
        return true;
    }

    @Test
    void quiescenceSeesThatAPawnDefendsTheBait() {
        // at depth 1 without quiescence Qxd5 wins a knight; the e6 pawn takes the queen back
        ChessWorld world = chess.decodeWorld("4k3/8/4p3/3n4/8/8/8/3QK3 w - - 0 1");
        SearchResult result = search("abp", chess, world, SearchLimits.depth(1));
        assertThat(chess.formatAction(result.action())).isNotEqualTo("d1d5");
    }

    @ParameterizedTest
    @ValueSource(strings = {"random", "greedy"})
    void alphaBetaBeatsABaselineDecisively(String baseline) {
        double points = 0;
        int games = 6;
        for (int game = 0; game < games; game++) {
            int abpSeat = game % 2;
            points += play(abpSeat, baseline, game);
        }
        assertThat(points / games).as("abp's score against " + baseline).isGreaterThanOrEqualTo(0.9);
    }

    /** One game from the start, abp in {@code abpSeat} at 2,000 nodes a move, capped at 300 plies; abp's points. */
    private double play(int abpSeat, String baseline, long seed) {
        Searcher<ChessWorld> abp = Algorithms.create("abp", chess, chess.defaultEvaluator(), Map.of(), seed);
        Searcher<ChessWorld> other = Algorithms.create(baseline, chess, chess.defaultEvaluator(), Map.of(), seed);
        abp.newGame(seed);
        other.newGame(seed);
        ChessWorld world = chess.initialWorld(new Chess(4).createInitData(new SplittableRandom(seed)));
        while (!world.isEnd() && world.ply() < 300) {
            Searcher<ChessWorld> mover = world.actorToMove() == abpSeat ? abp : other;
            mover.setWorld(world);
            int action = mover.search(SearchLimits.nodes(2_000)).action();
            assertThat(chess.isLegal(world, action)).isTrue();
            world.apply(action);
        }
        return world.isEnd() ? world.score(abpSeat) : 0.5;
    }
}
