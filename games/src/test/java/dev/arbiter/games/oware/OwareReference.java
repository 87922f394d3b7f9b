package dev.arbiter.games.oware;

/**
 * A deliberately plain second implementation of the abapa rules as documented in {@link Oware}, written from
 * the rule text, against which the engine is checked move by move. It recomputes every sum from scratch.
 */
final class OwareReference {

    final int maxPlies;
    final int[] board = new int[12];
    final int[] captured = new int[2];
    int toMove;
    int ply;
    boolean ended;
    /** How often each rule fired, so that tests can check their playouts exercised it. */
    static final java.util.concurrent.atomic.AtomicLongArray FIRED = new java.util.concurrent.atomic.AtomicLongArray(5);
    static final int LAP = 0;
    static final int GRAND_SLAM = 1;
    static final int MAJORITY_END = 2;
    static final int PLY_LIMIT_END = 3;
    static final int NO_MOVE_END = 4;

    OwareReference(int maxPlies) {
        this.maxPlies = maxPlies;
        java.util.Arrays.fill(board, 4);
    }

    int seedsOf(int player) {
        int s = 0;
        for (int i = 0; i < 6; i++) {
            s += board[player * 6 + i];
        }
        return s;
    }

    boolean legal(int house) {
        int from = toMove * 6 + house;
        if (ended || board[from] == 0) {
            return false;
        }
        if (seedsOf(1 - toMove) > 0) {
            return true;
        }
        return board[from] + house >= 6;
    }

    void play(int house) {
        int me = toMove;
        int opp = 1 - me;
        int from = me * 6 + house;
        int hand = board[from];
        if (hand >= 12) {
            FIRED.incrementAndGet(LAP);
        }
        board[from] = 0;
        int at = from;
        while (hand > 0) {
            at = (at + 1) % 12;
            if (at != from) {
                board[at]++;
                hand--;
            }
        }
        int[] trial = board.clone();
        int gain = 0;
        int k = at;
        while (k / 6 == opp && k >= 0 && (trial[k] == 2 || trial[k] == 3)) {
            gain += trial[k];
            trial[k] = 0;
            k--;
        }
        if (gain > 0) {
            int left = 0;
            for (int i = 0; i < 6; i++) {
                left += trial[opp * 6 + i];
            }
            if (left > 0) {
                System.arraycopy(trial, 0, board, 0, 12);
                captured[me] += gain;
            } else {
                FIRED.incrementAndGet(GRAND_SLAM);
            }
        }
        ply++;
        toMove = opp;
        boolean canMove = false;
        for (int h = 0; h < 6; h++) {
            canMove |= legal(h);
        }
        if (captured[0] > 24 || captured[1] > 24) {
            ended = true;
            FIRED.incrementAndGet(MAJORITY_END);
        } else if (ply >= maxPlies || !canMove) {
            FIRED.incrementAndGet(canMove ? PLY_LIMIT_END : NO_MOVE_END);
            captured[0] += seedsOf(0);
            captured[1] += seedsOf(1);
            java.util.Arrays.fill(board, 0);
            ended = true;
        }
    }

    String encode() {
        StringBuilder sb = new StringBuilder();
        for (int p = 0; p < 2; p++) {
            for (int i = 0; i < 6; i++) {
                sb.append(board[p * 6 + i]).append(',');
            }
            sb.append(captured[p]).append('/');
        }
        return sb.append(toMove).append('/').append(ply).toString();
    }
}
