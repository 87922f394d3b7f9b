package dev.arbiter.tournament.referee;

import dev.arbiter.games.tictactoe.TicTacToe;
import dev.arbiter.games.tictactoe.TicTacToeWorld;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.config.TimeControl;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.engine.EngineConnection;
import dev.arbiter.tournament.engine.GameBudgetsLeft;
import dev.arbiter.tournament.engine.Move;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.MoveRecord;
import dev.arbiter.tournament.support.FakeClock;
import org.junit.jupiter.api.Test;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The referee's rules with in-process engines and a fake clock: an answer later than the time limit and its
 * margin forfeits as late with the measured time (tested without waiting), the strict style's first move has
 * its own limit, pondering engines are sent {@code background}, an illegal action forfeits, a game at the
 * ply limit is adjudicated, a game clock is run and its flag falls, a node budget per game is charged with the
 * nodes each move reports and forfeits when overspent, and the engines' scores adjudicate.
 */
class RefereeTest {

    private static final TicTacToe GAME = new TicTacToe();
    private static final MoveLimits LIMITS = new MoveLimits(100, 0, 0, 50, 1_000);
    /** A scripted action that never comes: the connection times out. */
    private static final String SILENT = "(silent)";

    /**
     * An engine that plays scripted actions, each taking scripted (fake) milliseconds; it records the time limit
     * and the wait of each request and every {@code background} it is sent.
     */
    private static final class Scripted implements EngineConnection {
        private final FakeClock clock;
        private final Deque<String> actions;
        private final Deque<Long> millis;
        private final Deque<Double> values = new ArrayDeque<>();
        private final Deque<Long> nodes = new ArrayDeque<>();
        final List<Long> timeLimits = new ArrayList<>();
        final List<Long> gameNodesLeft = new ArrayList<>();
        final List<Long> clocks = new ArrayList<>();
        final List<Long> opponentClocks = new ArrayList<>();
        final List<Integer> movesToGo = new ArrayList<>();
        final List<Long> increments = new ArrayList<>();
        final List<Long> waits = new ArrayList<>();
        final List<Boolean> background = new ArrayList<>();

        Scripted(FakeClock clock, List<String> actions, List<Long> millis) {
            this.clock = clock;
            this.actions = new ArrayDeque<>(actions);
            this.millis = new ArrayDeque<>(millis);
        }

        @Override
        public long sendNewGame(int seat, String initData, long seed, Map<String, Double> parameters) {
            return 1;
        }

        @Override
        public void awaitNewGame(long id, long timeoutMs) {
        }

        /** The values reported with the moves, in order (NaN: none); 0 when not given. */
        Scripted reporting(Double... reported) {
            values.addAll(List.of(reported));
            return this;
        }

        /** The nodes reported with the moves, in order ({@link Move#UNREPORTED}: none); 10 when not given. */
        Scripted spending(Long... reported) {
            nodes.addAll(List.of(reported));
            return this;
        }

        @Override
        public Move play(String world, List<String> history, long timeMs, long nodeLimit, int depth, long timeoutMs)
                throws EngineFault {
            timeLimits.add(timeMs);
            waits.add(timeoutMs);
            clock.advanceMs(millis.poll());
            String action = actions.poll();
            if (action.equals(SILENT)) {
                throw new EngineFault(FaultKind.TIMEOUT, "no reply in time");
            }
            return new Move(action, nodes.isEmpty() ? 10 : nodes.poll(), 1, values.isEmpty() ? 0 : values.poll(), 0, 0,
                    List.of());
        }

        @Override
        public Move play(String world, List<String> history, long timeMs, long nodeLimit, int depth,
                         GameBudgetsLeft left, long timeoutMs) throws EngineFault {
            clocks.add(left.clockMs());
            opponentClocks.add(left.opponentClockMs());
            movesToGo.add(left.movesToGo());
            increments.add(left.incrementMs());
            gameNodesLeft.add(left.gameNodesLeft());
            return play(world, history, timeMs, nodeLimit, depth, timeoutMs);
        }

        @Override
        public void background(boolean on, long timeoutMs) {
            background.add(on);
        }
    }

    private static GameRecord play(int maxPlies, Adjudication adjudication, FakeClock clock, Scripted x, Scripted o,
                                   List<Referee.SeatFault> faults) {
        return play(LIMITS, maxPlies, adjudication, clock, x, o, faults);
    }

    private static GameRecord play(MoveLimits limits, int maxPlies, Adjudication adjudication, FakeClock clock,
                                   Scripted x, Scripted o, List<Referee.SeatFault> faults) {
        return play(limits, maxPlies, ScoreAdjudication.NONE, clock, x, o, faults);
    }

    private static GameRecord play(MoveLimits limits, int maxPlies, ScoreAdjudication scores, FakeClock clock,
                                   Scripted x, Scripted o, List<Referee.SeatFault> faults) {
        PlannedGame game = new PlannedGame(0, 0, 0, 1, "", List.of(new Entrant("x", List.of("x"), null, null, limits),
                new Entrant("o", List.of("o"), null, null, limits)));
        return new Referee<TicTacToeWorld>(GAME, maxPlies, Adjudication.DRAW, scores, clock).play(game, List.of(x, o),
                faults);
    }

    @Test
    void anAnswerAfterTheLimitAndItsMarginForfeitsAsLateWithTheTimeTheClockMeasured() {
        FakeClock clock = new FakeClock();
        List<Referee.SeatFault> faults = new ArrayList<>();
        Scripted x = new Scripted(clock, List.of("a1", "a2"), List.of(20L, 151L));
        GameRecord record = play(9, Adjudication.SCORE, clock, x, new Scripted(clock, List.of("b1"), List.of(150L)),
                faults);
        assertThat(record.end()).isEqualTo(GameEnd.FORFEIT);
        assertThat(record.fault()).isEqualTo("late");
        assertThat(record.forfeiter()).isZero();
        assertThat(record.actions()).containsExactly("a1", "b1");
        assertThat(record.moves()).extracting(MoveRecord::micros).containsExactly(20_000L, 150_000L);
        assertThat(record.scores()).containsExactly(0.0, 1.0);
        assertThat(record.reason())
                .isEqualTo("x answered late: x: answered after 151.0 ms, 51.0 ms over the 100 ms limit (margin 50 ms)");
        assertThat(x.timeLimits).containsOnly(100L);
        assertThat(x.waits).as("the referee waits past the margin to measure how late an answer is")
                .containsOnly(100L + 50 + MoveLimits.LATE_GRACE_MS);
        assertThat(faults).extracting(Referee.SeatFault::seat).containsExactly(0);
    }

    @Test
    void anIllegalActionForfeits() {
        FakeClock clock = new FakeClock();
        List<Referee.SeatFault> faults = new ArrayList<>();
        GameRecord record = play(9, Adjudication.SCORE, clock, new Scripted(clock, List.of("a1"), List.of(1L)),
                new Scripted(clock, List.of("a1"), List.of(1L)), faults);
        assertThat(record.fault()).isEqualTo("illegal_action");
        assertThat(record.forfeiter()).isEqualTo(1);
    }

    @Test
    void aGameAtThePlyLimitIsAdjudicated() {
        FakeClock clock = new FakeClock();
        GameRecord draw = play(2, Adjudication.DRAW, clock, new Scripted(clock, List.of("b2"), List.of(1L)),
                new Scripted(clock, List.of("a1"), List.of(1L)), new ArrayList<>());
        assertThat(draw.end()).isEqualTo(GameEnd.ADJUDICATED);
        assertThat(draw.reason()).isEqualTo("adjudicated after 2 plies as a draw");
        assertThat(draw.scores()).containsExactly(0.0, 0.0);
        assertThat(draw.forfeiter()).isEqualTo(-1);
    }

    @Test
    void aStrictRefereeGivesTheFirstMoveItsAllowanceAndForfeitsABotThatAnswers120MsIntoA100MsLimit() {
        MoveLimits strict = new MoveLimits(100, 0, 0, 0, 1_000, 1_000, false);
        FakeClock clock = new FakeClock();
        List<Referee.SeatFault> faults = new ArrayList<>();
        Scripted x = new Scripted(clock, List.of("a1", "a2"), List.of(900L, 120L));
        Scripted o = new Scripted(clock, List.of("b1"), List.of(100L));
        GameRecord record = play(strict, 9, Adjudication.SCORE, clock, x, o, faults);
        assertThat(x.timeLimits).containsExactly(1_000L, 100L);
        assertThat(o.timeLimits).containsExactly(1_000L);
        assertThat(record.fault()).isEqualTo("late");
        assertThat(record.forfeiter()).isZero();
        assertThat(record.moves()).extracting(MoveRecord::micros).containsExactly(900_000L, 100_000L);
        assertThat(record.reason()).endsWith("answered after 120.0 ms, 20.0 ms over the 100 ms limit (margin 0 ms)");
    }

    @Test
    void anAnswerWithinTheMarginIsInTime() {
        FakeClock clock = new FakeClock();
        GameRecord record = play(2, Adjudication.DRAW, clock, new Scripted(clock, List.of("b2"), List.of(150L)),
                new Scripted(clock, List.of("a1"), List.of(101L)), new ArrayList<>());
        assertThat(record.end()).isEqualTo(GameEnd.ADJUDICATED);
        assertThat(record.moves()).extracting(MoveRecord::micros).containsExactly(150_000L, 101_000L);
    }

    @Test
    void pondersOnlyTheEnginesWhoseLimitsSaySoAndStopsThemAtTheEnd() {
        MoveLimits ponder = new MoveLimits(100, 0, 0, 50, 1_000, 0, true);
        FakeClock clock = new FakeClock();
        Scripted x = new Scripted(clock, List.of("b2"), List.of(1L));
        Scripted o = new Scripted(clock, List.of("a1"), List.of(1L));
        PlannedGame game = new PlannedGame(0, 0, 0, 1, "", List.of(new Entrant("x", List.of("x"), null, null, ponder),
                new Entrant("o", List.of("o"), null, null, LIMITS)));
        new Referee<TicTacToeWorld>(GAME, 2, Adjudication.DRAW, clock).play(game, List.of(x, o), new ArrayList<>());
        assertThat(x.background).containsExactly(true, false);
        assertThat(o.background).isEmpty();
    }

    private static final MoveLimits CLOCK = new MoveLimits(0, 0, 0, 5, 30_000).withTc(TimeControl.parse("0.3+0.1"));

    @Test
    void aGameClockIsSentWithEachMoveChargedWithItsTimeAndIncrementAndFallsWhenAMoveOutlastsIt() {
        FakeClock clock = new FakeClock();
        List<Referee.SeatFault> faults = new ArrayList<>();
        Scripted x = new Scripted(clock, List.of("a1", "a2", "a3"), List.of(200L, 150L, 156L));
        Scripted o = new Scripted(clock, List.of("b1", "b2"), List.of(10L, 10L));
        GameRecord record = play(CLOCK, 9, ScoreAdjudication.NONE, clock, x, o, faults);
        assertThat(x.clocks).as("300, then 300 - 200 + 100, then 200 - 150 + 100").containsExactly(300L, 200L, 150L);
        assertThat(x.increments).containsOnly(100L);
        assertThat(x.timeLimits).as("no per-move limit: the engine budgets its clock").containsOnly(0L);
        assertThat(x.waits.get(0)).isEqualTo(300L + 5 + MoveLimits.LATE_GRACE_MS);
        assertThat(o.clocks).containsExactly(300L, 390L);
        assertThat(record.end()).isEqualTo(GameEnd.FORFEIT);
        assertThat(record.fault()).isEqualTo("time_forfeit");
        assertThat(record.forfeiter()).isZero();
        assertThat(record.reason()).isEqualTo("x lost on time: x: its move took 156.0 ms with 150.0 ms left on its "
                + "clock (tc 0.3+0.1, margin 5 ms)");
    }

    @Test
    void aClockWithMovesPerPeriodAddsItsBaseAfterEachPeriodAndTellsTheMovesToGoAndTheOtherClock() {
        FakeClock clock = new FakeClock();
        MoveLimits periods = new MoveLimits(0, 0, 0, 5, 30_000).withTc(TimeControl.parse("2/0.3"));
        Scripted x = new Scripted(clock, List.of("a1", "a2", "b2"), List.of(200L, 50L, 10L));
        Scripted o = new Scripted(clock, List.of("b1", "c1"), List.of(20L, 20L));
        GameRecord record = play(periods, 5, ScoreAdjudication.NONE, clock, x, o, new ArrayList<>());
        assertThat(record.end()).isEqualTo(GameEnd.ADJUDICATED);
        assertThat(x.clocks).as("300, 300 - 200, then 100 - 50 + 300 at the period's end").containsExactly(300L, 100L,
                350L);
        assertThat(x.movesToGo).containsExactly(2, 1, 2);
        assertThat(x.opponentClocks).as("o's clock before each of x's moves").containsExactly(300L, 280L, 560L);
        assertThat(o.opponentClocks).containsExactly(100L, 350L);
        assertThat(TimeControl.parse("40/60+0.6")).hasToString("40/60+0.6");
        assertThat(TimeControl.parse("40/60+0.6").moves()).isEqualTo(40);
    }

    @Test
    void aMoveWithinTheClocksMarginStandsAndAnEngineSilentPastItsClockLosesOnTime() {
        FakeClock clock = new FakeClock();
        List<Referee.SeatFault> faults = new ArrayList<>();
        Scripted x = new Scripted(clock, List.of("a1", "a2"), List.of(304L, 0L));
        Scripted o = new Scripted(clock, List.of(SILENT), List.of(0L));
        GameRecord record = play(CLOCK, 9, ScoreAdjudication.NONE, clock, x, o, faults);
        assertThat(record.actions()).containsExactly("a1");
        assertThat(record.fault()).isEqualTo("time_forfeit");
        assertThat(record.forfeiter()).isEqualTo(1);
        assertThat(record.reason()).contains("no answer before its clock ran out (300.0 ms left, tc 0.3+0.1");
    }

    private static final MoveLimits GAME_NODES = new MoveLimits(0, 0, 0, 5, 30_000).withGameNodes(1_000);

    @Test
    void theNodesLeftOfEachEnginesBudgetPerGameAreSentWithEachMoveAndAMoveReportingMoreForfeits() {
        FakeClock clock = new FakeClock();
        List<Referee.SeatFault> faults = new ArrayList<>();
        Scripted x = new Scripted(clock, List.of("a1", "a2", "a3"), List.of(1L, 1L, 1L)).spending(600L, 400L, 1L);
        Scripted o = new Scripted(clock, List.of("b1", "b2"), List.of(1L, 1L)).spending(999L, 1L);
        GameRecord record = play(GAME_NODES, 9, ScoreAdjudication.NONE, clock, x, o, faults);
        assertThat(x.gameNodesLeft).as("1000, then 1000 - 600, then nothing").containsExactly(1_000L, 400L, 0L);
        assertThat(o.gameNodesLeft).containsExactly(1_000L, 1L);
        assertThat(x.clocks).as("no game clock").containsOnly(0L);
        assertThat(record.end()).isEqualTo(GameEnd.FORFEIT);
        assertThat(record.fault()).isEqualTo("node_forfeit");
        assertThat(record.forfeiter()).isZero();
        assertThat(record.actions()).containsExactly("a1", "b1", "a2", "b2");
        assertThat(record.moves()).extracting(MoveRecord::nodes).containsExactly(600L, 999L, 400L, 1L);
        assertThat(record.reason()).isEqualTo("x ran out of nodes: x: its move took 1 nodes with 0 left of its budget "
                + "(gameNodes 1000)");
        assertThat(faults).extracting(Referee.SeatFault::seat).containsExactly(0);
    }

    @Test
    void aMoveWithoutANodeCountUnderANodeBudgetPerGameForfeitsAndOneWithNoNodesAfterTheBudgetIsSpentStands() {
        FakeClock clock = new FakeClock();
        Scripted x = new Scripted(clock, List.of("a1", "a2"), List.of(1L, 1L)).spending(1_000L, 0L);
        Scripted o = new Scripted(clock, List.of("b1", "b2"), List.of(1L, 1L)).spending(5L, Move.UNREPORTED);
        GameRecord record = play(GAME_NODES, 9, ScoreAdjudication.NONE, clock, x, o, new ArrayList<>());
        assertThat(record.actions()).as("x's second move cost nothing: it stands").containsExactly("a1", "b1", "a2");
        assertThat(record.fault()).isEqualTo("node_forfeit");
        assertThat(record.forfeiter()).isEqualTo(1);
        assertThat(record.reason()).contains("reported no nodes for its move under a node budget per game");
    }

    @Test
    void withoutANodeBudgetPerGameNoNodesAreSentOrCharged() {
        FakeClock clock = new FakeClock();
        Scripted x = new Scripted(clock, List.of("a1", "a2", "a3"), List.of(1L, 1L, 1L))
                .spending(Move.UNREPORTED, 5_000L, 5_000L);
        Scripted o = new Scripted(clock, List.of("b1", "b2"), List.of(1L, 1L));
        GameRecord record = play(new MoveLimits(0, 0, 0, 5, 30_000), 9, ScoreAdjudication.NONE, clock, x, o,
                new ArrayList<>());
        assertThat(x.gameNodesLeft).as("the plain play(...) was used: no budgets were sent").isEmpty();
        assertThat(record.end()).isEqualTo(GameEnd.END);
        assertThat(record.moves()).extracting(MoveRecord::nodes).as("an unreported count is recorded as 0").startsWith(0L, 10L, 5_000L);
    }

    @Test
    void enginesAgreeingOneSideIsLostForTheirMovesEndTheGameAsResignedAndTheirValuesAreRecorded() {
        FakeClock clock = new FakeClock();
        ScoreAdjudication resign = new ScoreAdjudication(new ScoreAdjudication.Resign(500, 2), null);
        Scripted x = new Scripted(clock, List.of("b2", "c1", "b3"), List.of(1L, 1L, 1L)).reporting(600.0, 700.0, 900.0);
        Scripted o = new Scripted(clock, List.of("a1", "a3"), List.of(1L, 1L)).reporting(-550.0, -800.0);
        GameRecord record = play(LIMITS, 9, resign, clock, x, o, new ArrayList<>());
        assertThat(record.end()).isEqualTo(GameEnd.RESIGN_ADJUDICATED);
        assertThat(record.actions()).containsExactly("b2", "a1", "c1", "a3");
        assertThat(record.scores()).containsExactly(1.0, 0.0);
        assertThat(record.moves()).extracting(MoveRecord::value).containsExactly(600.0, -550.0, 700.0, -800.0);
        assertThat(record.reason()).isEqualTo("o resigned: both engines scored it lost by at least 500 for 2 moves each");
    }

    @Test
    void enginesCallingTheGameEvenAfterThePlyForTheirMovesEndItAsADraw() {
        FakeClock clock = new FakeClock();
        ScoreAdjudication draw = new ScoreAdjudication(null, new ScoreAdjudication.Draw(10, 2, 2));
        Scripted x = new Scripted(clock, List.of("b2", "c1", "a2"), List.of(1L, 1L, 1L)).reporting(0.0, 5.0, -10.0);
        Scripted o = new Scripted(clock, List.of("a1", "a3", "c3"), List.of(1L, 1L, 1L)).reporting(0.0, 3.0, 0.0);
        GameRecord record = play(LIMITS, 9, draw, clock, x, o, new ArrayList<>());
        assertThat(record.end()).isEqualTo(GameEnd.DRAW_ADJUDICATED);
        assertThat(record.actions()).as("the first two plies do not count").hasSize(6);
        assertThat(record.scores()).containsExactly(0.5, 0.5);
    }

    @Test
    void anEngineThatReportsNoValueKeepsItsGameFromBeingAdjudicated() {
        FakeClock clock = new FakeClock();
        ScoreAdjudication resign = new ScoreAdjudication(new ScoreAdjudication.Resign(500, 1), null);
        Scripted x = new Scripted(clock, List.of("b2", "c1"), List.of(1L, 1L)).reporting(900.0, 900.0);
        Scripted o = new Scripted(clock, List.of("a1", "a3"), List.of(1L, 1L)).reporting(Double.NaN, Double.NaN);
        GameRecord record = play(LIMITS, 4, resign, clock, x, o, new ArrayList<>());
        assertThat(record.end()).isEqualTo(GameEnd.ADJUDICATED);
        assertThat(record.moves()).extracting(MoveRecord::value).containsExactly(900.0, null, 900.0, null);
    }
}
