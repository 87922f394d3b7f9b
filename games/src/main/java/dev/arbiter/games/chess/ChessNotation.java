package dev.arbiter.games.chess;

import dev.arbiter.engine.world.GameNotation;

import java.util.ArrayList;
import java.util.List;

/**
 * Chess's game records as PGN ({@code games.pgn}), as fastchess writes them: the referee's tags after the Seven Tag
 * Roster, {@code SetUp}/{@code FEN} when the game did not start from the standard position, the moves in SAN, each
 * with the engine's report as its comment. An opening given as a FEN with moves starts from that FEN and its moves
 * come first in the movetext, each commented {@code book}. A PGN opening book gives each game's start FEN and the
 * first moves of its main line.
 */
final class ChessNotation implements GameNotation {

    private final Chess chess;

    ChessNotation(Chess chess) {
        this.chess = chess;
    }

    @Override
    public String fileName() {
        return "games.pgn";
    }

    @Override
    public String format(PlayedGame game) {
        Chess.Init init = Chess.Init.of(game.init());
        ChessWorld world = chess.initialWorld(init.fen());
        String startFen = Fen.write(world.position());
        List<String> texts = new ArrayList<>(init.moves());
        texts.addAll(game.actions());
        int[] moves = new int[texts.size()];
        String[] comments = new String[texts.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = chess.parseAction(world, texts.get(i));
            world.apply(moves[i]);
            int played = i - init.moves().size();
            comments[i] = played < 0 ? "book" : game.comments().size() > played ? game.comments().get(played) : null;
        }
        return Pgn.write(PgnGame.of(game.tags(), startFen, moves, comments, game.result())) + "\n";
    }

    /** Each game's start FEN, then {@code moves} and its first {@code plies} moves in UCI notation. */
    @Override
    public List<String> starts(String text, String source, int plies) {
        List<String> starts = new ArrayList<>();
        for (PgnGame game : Pgn.read(text, source)) {
            int[] moves = game.moveArray();
            int n = plies == 0 ? moves.length : Math.min(plies, moves.length);
            StringBuilder init = new StringBuilder(game.startFen());
            if (n > 0) {
                init.append(" moves");
                for (int i = 0; i < n; i++) {
                    init.append(' ').append(Move.toUci(moves[i]));
                }
            }
            starts.add(init.toString());
        }
        return starts;
    }
}
