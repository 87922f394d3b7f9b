package dev.arbiter.tournament.live;

import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.World;

/**
 * Who won a finished (or stopped) game: the actor with the strictly highest {@link World#score}, or none
 * when the top score is shared (a draw). With one actor there is no winner; its score is the result.
 */
public final class Outcome {

    /** No single winner. */
    public static final int DRAW = -1;

    private Outcome() {
    }

    /** The winning actor, or {@link #DRAW}. */
    public static int winner(World<?> world, int actors) {
        if (actors < 2) {
            return DRAW;
        }
        int best = 0;
        boolean shared = false;
        for (int a = 1; a < actors; a++) {
            double s = world.score(a);
            double top = world.score(best);
            if (s > top) {
                best = a;
                shared = false;
            } else if (s == top) {
                shared = true;
            }
        }
        return shared ? DRAW : best;
    }

    /** The scores as text: {@code 1 0}. */
    public static String scores(World<?> world, int actors) {
        StringBuilder sb = new StringBuilder();
        for (int a = 0; a < actors; a++) {
            sb.append(a == 0 ? "" : " ").append(Parameters.format(world.score(a)));
        }
        return sb.toString();
    }
}
