package dev.arbiter.games.kalah;

/**
 * A deliberately plain second implementation of the Kalah rules, written from the rule text, against which
 * the engine is checked move by move. Sides are separate arrays; a sowing walks the mover's circuit of
 * {@code 2*pits+1} cells (own houses, own store, opponent's houses).
 */
final class KalahReference {

    final int pits;
    final boolean emptyCapture;
    final boolean article;
    final int[][] houses;
    final int[] stores = new int[2];
    int toMove;
    boolean ended;
    /** How often each rule fired, so that tests can check their playouts exercised it. */
    static final java.util.concurrent.atomic.AtomicLongArray FIRED = new java.util.concurrent.atomic.AtomicLongArray(4);
    static final int RETURN_TURN = 0;
    static final int LONE_CAPTURE = 1;
    static final int LAP_CAPTURE = 2;
    static final int MAJORITY_END = 3;

    KalahReference(int pits, int seeds, boolean emptyCapture, boolean article) {
        this.pits = pits;
        this.emptyCapture = emptyCapture;
        this.article = article;
        this.houses = new int[2][pits];
        for (int[] side : houses) {
            java.util.Arrays.fill(side, seeds);
        }
    }

    void play(int house) {
        int me = toMove;
        int opp = 1 - me;
        int inHand = houses[me][house];
        houses[me][house] = 0;
        int step = house;
        while (inHand > 0) {
            step = (step + 1) % (2 * pits + 1);
            if (step < pits) {
                houses[me][step]++;
            } else if (step == pits) {
                stores[me]++;
            } else {
                houses[opp][step - pits - 1]++;
            }
            inHand--;
        }
        boolean again;
        if (step == pits) {
            again = true;
        } else if (article && step == house) {
            again = true;
            FIRED.incrementAndGet(RETURN_TURN);
        } else {
            again = false;
            if (step < pits && houses[me][step] == 1) {
                int facing = houses[opp][pits - 1 - step];
                if (facing > 0 || emptyCapture) {
                    if (facing == 0) {
                        FIRED.incrementAndGet(LONE_CAPTURE);
                    }
                    if (step == house) {
                        FIRED.incrementAndGet(LAP_CAPTURE);
                    }
                    stores[me] += facing + 1;
                    houses[me][step] = 0;
                    houses[opp][pits - 1 - step] = 0;
                }
            }
        }
        if (!again) {
            toMove = opp;
        }
        int total = 0;
        int[] left = {sum(houses[0]), sum(houses[1])};
        for (int s = 0; s < 2; s++) {
            total += left[s] + stores[s];
        }
        if (left[0] == 0 || left[1] == 0) {
            for (int s = 0; s < 2; s++) {
                stores[s] += left[s];
                java.util.Arrays.fill(houses[s], 0);
            }
            ended = true;
        } else if (article && (2 * stores[0] > total || 2 * stores[1] > total)) {
            ended = true;
            FIRED.incrementAndGet(MAJORITY_END);
        }
    }

    private static int sum(int[] values) {
        int s = 0;
        for (int v : values) {
            s += v;
        }
        return s;
    }

    String encode() {
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < 2; s++) {
            for (int v : houses[s]) {
                sb.append(v).append(',');
            }
            sb.append(stores[s]).append('/');
        }
        return sb.append(toMove).toString();
    }
}
