package dev.arbiter.tournament.support;

import dev.arbiter.engine.server.EngineMain;
import dev.arbiter.games.tictactoe.TicTacToe;

/** Arbiter's tic-tac-toe engine as a user's main would serve it, for tests with {@code --protocol uci}. */
public final class UciTicTacToeEngine {

    private UciTicTacToeEngine() {
    }

    /** Takes the options of {@code arbiter serve}. */
    public static void main(String[] args) {
        EngineMain.serve(new TicTacToe(), args);
    }
}
