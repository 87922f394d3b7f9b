package dev.arbiter.tournament.play.uci;

import dev.arbiter.tournament.engine.GameBudgetsLeft;

/**
 * The {@code go} line of a move: a game clock as {@code wtime btime winc binc [movestogo]} (both sides' clocks,
 * the mover's from its budgets, as chess GUIs and fastchess send them), a per-move time as {@code movetime}, and
 * {@code nodes} and {@code depth} when set. A move with none of these is sent {@code movetime} of most of the
 * wait, so that an engine never thinks forever.
 */
final class GoCommand {

    private GoCommand() {
    }

    static String of(long timeMs, long nodes, int depth, GameBudgetsLeft left, boolean whiteToMove, long timeoutMs) {
        StringBuilder go = new StringBuilder(96).append("go");
        if (left.clockMs() > 0) {
            long mine = left.clockMs();
            long theirs = left.opponentClockMs() > 0 ? left.opponentClockMs() : mine;
            long myInc = left.incrementMs();
            long theirInc = left.opponentClockMs() > 0 ? left.opponentIncrementMs() : myInc;
            go.append(" wtime ").append(whiteToMove ? mine : theirs)
                    .append(" btime ").append(whiteToMove ? theirs : mine)
                    .append(" winc ").append(whiteToMove ? myInc : theirInc)
                    .append(" binc ").append(whiteToMove ? theirInc : myInc);
            if (left.movesToGo() > 0) {
                go.append(" movestogo ").append(left.movesToGo());
            }
        }
        if (timeMs > 0) {
            go.append(" movetime ").append(timeMs);
        }
        if (nodes > 0) {
            go.append(" nodes ").append(nodes);
        }
        if (depth > 0) {
            go.append(" depth ").append(depth);
        }
        if (left.clockMs() == 0 && timeMs == 0 && nodes == 0 && depth == 0) {
            go.append(" movetime ").append(Math.max(1, timeoutMs * 9 / 10));
        }
        return go.toString();
    }
}
