package dev.arbiter.games.chess;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameNotation;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Perft;
import dev.arbiter.engine.world.PerftCounter;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Chess under the FIDE Laws, its games ended automatically at checkmate and at every draw a referee would grant
 * ({@link ChessWorld}). White is actor 0. Actions are {@link Move}s, written in UCI long algebraic notation
 * ({@code e2e4}, {@code e7e8q}, castling as the king's move {@code e1g1}).
 *
 * <p>Init data: empty for the standard start; otherwise a FEN (spaces or underscores between its fields), optionally
 * followed by {@code moves} and UCI moves played from it, as in UCI's {@code position} command
 * ({@code startpos moves e2e4 e7e5} is accepted too); the moves count for the repetition rule. With the option
 * {@code openings=N}, {@link #createInitData} plays N random legal plies from the start (never ending the game) and
 * gives the FEN reached. A world encodes as its FEN with underscores for spaces.
 *
 * <p>Perft counts legal move sequences as Stockfish's {@code go perft} does: over positions, not games, so the draw
 * rules do not cut a line ({@link ChessPerft}).
 */
public final class Chess implements Game<ChessWorld> {

    private static final Position INITIAL = Fen.read(Fen.INITIAL);

    private final int openings;

    /** Chess whose {@link #createInitData} plays {@code openings} random plies from the start. */
    public Chess(int openings) {
        if (openings < 0 || openings > 40) {
            throw new IllegalArgumentException("chess option 'openings': expected 0..40, got " + openings);
        }
        this.openings = openings;
    }

    @Override
    public String name() {
        return "chess";
    }

    @Override
    public String options() {
        return "openings=" + openings;
    }

    @Override
    public int actorCount() {
        return 2;
    }

    @Override
    public int maxActions() {
        return Position.MAX_MOVES;
    }

    @Override
    public ChessWorld newWorld() {
        return new ChessWorld();
    }

    @Override
    public String createInitData(SplittableRandom random) {
        if (openings == 0) {
            return "";
        }
        ChessWorld world = initialWorld("");
        ChessWorld next = newWorld();
        int[] moves = new int[maxActions()];
        for (int i = 0; i < openings; i++) {
            int n = world.legalActions(moves);
            int start = random.nextInt(n);
            for (int k = 0; k < n; k++) {
                next.copyFrom(world);
                next.apply(moves[(start + k) % n]);
                if (!next.isEnd()) {
                    break;
                }
            }
            if (next.isEnd()) {
                break;
            }
            world.copyFrom(next);
        }
        return Fen.write(world.position());
    }

    @Override
    public void setInitial(ChessWorld world, String initData) {
        Init init = Init.of(initData);
        world.reset(init.fen().isEmpty() || init.fen().equals("startpos") ? INITIAL : Fen.read(init.fen()));
        int[] scratch = new int[maxActions()];
        for (String text : init.moves()) {
            int move = parseAction(text);
            if (world.isEnd() || !world.position().isLegal(move, scratch)) {
                throw new IllegalArgumentException("chess init data: '" + text + "' is not legal in "
                        + Fen.write(world.position()) + (world.isEnd() ? " (the game is over: "
                        + world.ending().description() + ")" : ""));
            }
            world.apply(move);
        }
    }

    /**
     * Init data split into its start ({@code startpos}, a FEN or empty) and the UCI moves played from it.
     *
     * @param fen   the start, spaces between its fields
     * @param moves the moves after {@code moves}, possibly none
     */
    record Init(String fen, List<String> moves) {

        static Init of(String initData) {
            String data = initData.trim().replace('_', ' ');
            int split = data.indexOf("moves");
            if (split < 0) {
                return new Init(data, List.of());
            }
            String moves = data.substring(split + "moves".length()).trim();
            return new Init(data.substring(0, split).trim(), moves.isEmpty() ? List.of() : List.of(moves.split("\\s+")));
        }
    }

    /** PGN, as fastchess writes it ({@link ChessNotation}). */
    @Override
    public Optional<GameNotation> notation() {
        return Optional.of(new ChessNotation(this));
    }

    @Override
    public ChessWorld decodeWorld(String encoded) {
        ChessWorld world = newWorld();
        world.reset(Fen.read(encoded.trim().replace('_', ' ')));
        return world;
    }

    @Override
    public String formatAction(int action) {
        return Move.toUci(action);
    }

    @Override
    public int parseAction(String text) {
        return Move.fromUci(text);
    }

    /** UCI long algebraic, or else SAN read in {@code world} ({@code Nf3}, {@code O-O}, {@code exd6}). */
    @Override
    public int parseAction(ChessWorld world, String text) {
        try {
            return Move.fromUci(text);
        } catch (IllegalArgumentException notUci) {
            return San.read(world.position(), text);
        }
    }

    @Override
    public List<ParameterSpec> parameters() {
        return ChessEvaluator.PARAMETERS;
    }

    @Override
    public Evaluator<ChessWorld> evaluator(Parameters weights) {
        return new ChessEvaluator(weights);
    }

    /** Captures and promotions are searched up to this many plies past {@code abp}'s depth. */
    @Override
    public int quiescencePlies() {
        return 24;
    }

    @Override
    public PerftCounter<ChessWorld> perftCounter(int maxDepth, Perft.Convention convention, Perft.Counting counting) {
        return new ChessPerft(maxDepth, counting);
    }
}
