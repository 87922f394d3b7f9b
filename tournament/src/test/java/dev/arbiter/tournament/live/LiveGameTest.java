package dev.arbiter.tournament.live;

import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.games.tictactoe.TicTacToeWorld;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LiveGameTest {

    private static final TicTacToe GAME = new TicTacToe();

    /** Plays the listed actions in turn; "quit" resigns. */
    private static final class Scripted implements LivePlayer<TicTacToeWorld> {
        private final String name;
        private final Deque<String> actions;
        long seed = -1;

        Scripted(String name, String... actions) {
            this.name = name;
            this.actions = new ArrayDeque<>(Arrays.asList(actions));
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public void newGame(int seat, String initData, long seed) {
            this.seed = seed;
        }

        @Override
        public LiveMove think(TicTacToeWorld world, List<String> history) {
            String a = actions.removeFirst();
            return a.equals("quit") ? LiveMove.resign() : LiveMove.of(GAME.parseAction(a));
        }

        @Override
        public void close() {
        }
    }

    @Test
    void eachSeatIsAskedInTurnSeededByItsSeatAndTheListenerSeesEveryMove() {
        Scripted x = new Scripted("x", "a1", "a2", "a3");
        Scripted o = new Scripted("o", "b1", "b2");
        List<String> seen = new ArrayList<>();

        LiveGame.End<TicTacToeWorld> end = new LiveGame<>(GAME, List.of(x, o),
                (ply, actor, move, world) -> seen.add(ply + ":" + actor + ":" + GAME.formatAction(move.action())), 0)
                .play("", 10);

        assertThat(seen).containsExactly("1:0:a1", "2:1:b1", "3:0:a2", "4:1:b2", "5:0:a3");
        assertThat(end.world().isEnd()).isTrue();
        assertThat(end.resigned()).isEqualTo(-1);
        assertThat(List.of(x.seed, o.seed)).containsExactly(10L, 11L);
    }

    @Test
    void aResignationEndsTheGameAndAPlyCapStopsIt() {
        LiveGame.End<TicTacToeWorld> resigned = new LiveGame<>(GAME, List.of(new Scripted("x", "a1"),
                new Scripted("o", "quit")), (ply, actor, move, world) -> { }, 0).play("", 1);
        assertThat(resigned.resigned()).isEqualTo(1);
        assertThat(resigned.world().ply()).isEqualTo(1);

        LiveGame.End<TicTacToeWorld> capped = new LiveGame<>(GAME, List.of(new Scripted("x", "a1", "a2"),
                new Scripted("o", "b1")), (ply, actor, move, world) -> { }, 2).play("", 1);
        assertThat(capped.world().ply()).isEqualTo(2);
        assertThat(capped.world().isEnd()).isFalse();
    }

    @Test
    void anIllegalActionStopsTheGameNamingThePlayer() {
        LiveGame<TicTacToeWorld> game = new LiveGame<>(GAME, List.of(new Scripted("x", "a1"), new Scripted("o", "a1")),
                (ply, actor, move, world) -> { }, 0);

        assertThatThrownBy(() -> game.play("", 1)).isInstanceOf(PlayerFailure.class)
                .hasMessageStartingWith("o chose the illegal action a1");
    }
}
