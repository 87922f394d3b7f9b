package dev.arbiter.tournament.play.uci;

import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.GameBudgetsLeft;
import dev.arbiter.tournament.engine.Move;

import java.util.List;
import java.util.Map;

/**
 * The referee's side of a game with a {@link UciEngine}: a game starts with the game's values as options (a
 * tuning vector, {@link UciValues}), {@code ucinewgame} and {@code isready}; each move is {@code position
 * startpos|fen F moves ...} (the game's start and the moves so far, in the game's text form, which for chess is
 * UCI's long algebraic notation) and {@code go} with the move's limits ({@link GoCommand}). The engine's
 * {@code bestmove} is returned as the action, with what its {@code info} lines reported; the referee checks it
 * is legal and in time like any engine's answer.
 */
public final class UciConnection implements EngineConnection {

    private final UciEngine engine;
    private final StringBuilder position = new StringBuilder(256);
    private String start = "startpos";
    private boolean whiteFirst = true;

    /** A connection to {@code engine}. */
    public UciConnection(UciEngine engine) {
        this.engine = engine;
    }

    /**
     * Sets the game's values (rounded for integer options), then {@code ucinewgame} and {@code isready}.
     *
     * @param initData the game's start: a FEN, or empty for the standard start
     */
    @Override
    public long sendNewGame(int seat, String initData, long seed, Map<String, Double> parameters) throws EngineFault {
        UciValues.send(engine, parameters);
        String fen = initData == null ? "" : initData.strip();
        start = fen.isEmpty() ? "startpos" : "fen " + fen;
        whiteFirst = !Fen.blackToMove(fen);
        engine.newGame();
        engine.send("isready");
        return 0;
    }

    @Override
    public void awaitNewGame(long id, long timeoutMs) throws EngineFault {
        engine.awaitReadyOk(timeoutMs);
    }

    /** The engine is given the game's start and its moves, never the referee's encoding of the world. */
    @Override
    public boolean readsWorld() {
        return false;
    }

    @Override
    public Move play(String world, List<String> history, long timeMs, long nodes, int depth, long timeoutMs)
            throws EngineFault {
        return play(world, history, timeMs, nodes, depth, GameBudgetsLeft.NONE, timeoutMs);
    }

    @Override
    public Move play(String world, List<String> history, long timeMs, long nodes, int depth, GameBudgetsLeft left,
                     long timeoutMs) throws EngineFault {
        position.setLength(0);
        position.append("position ").append(start);
        if (!history.isEmpty()) {
            position.append(" moves");
            for (String move : history) {
                position.append(' ').append(move);
            }
        }
        boolean whiteToMove = whiteFirst == (history.size() % 2 == 0);
        String go = GoCommand.of(timeMs, nodes, depth, left, whiteToMove, timeoutMs);
        long begin = System.nanoTime();
        UciEngine.Answer answer = engine.go(position.toString(), go, timeoutMs);
        long micros = (System.nanoTime() - begin) / 1000;
        SearchInfo info = answer.info();
        SearchInfo.Effort effort = info.effort();
        return new Move(answer.move(), effort.nodes() >= 0 ? effort.nodes() : Move.UNREPORTED, info.depth(),
                info.score().cp(), Math.max(0, effort.timeMs()), micros, info.pv());
    }
}
