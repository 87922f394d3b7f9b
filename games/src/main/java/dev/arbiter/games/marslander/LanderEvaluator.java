package dev.arbiter.games.marslander;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import dev.arbiter.engine.world.Values;

import java.util.List;
import java.util.stream.Stream;

/**
 * The Mars Lander evaluation: a rollout of the {@link Autopilot} base policy from the leaf to the end of
 * the flight.
 *
 * <p>This makes the search a rollout algorithm (Bertsekas, Tsitsiklis and Wu, "Rollout algorithms for
 * combinatorial optimization", J. Heuristics 3, 1997; Bertsekas, "Rollout Algorithms for Discrete
 * Optimization: A Survey", 2013): the physics is deterministic and the autopilot answers legal actions, so
 * (with a {@code horizon} longer than the flight) a leaf's value is the exact outcome of a concrete action
 * sequence, and a node's minimax value is at least its own rollout value (its child along the autopilot's
 * action has the same rollout). While the tree keeps the plan from turn to turn, the flight therefore never
 * does worse than the autopilot from any world on it: once a leaf's rollout lands, the flight lands. The
 * search corrects the autopilot where its short-sighted control would crash; the autopilot gives the search
 * a horizon of the whole flight, which a crash that braking must start avoiding many turns earlier needs.
 *
 * <p>Values (all heuristic, below {@link Values#DECISIVE}; an ended world in the tree is decisive):
 * <ul>
 *   <li>rollout lands: {@code LANDING + fuel * fuel left - CUSHION * (m/s closer than margin to the limits)};</li>
 *   <li>rollout crashes: {@code -CRASH - miss * (geodesic distance to the zone just before the impact)
 *       - excess * (m/s beyond the landing limits + degrees of tilt at the impact) + late * (turns flown, at
 *       most 200)}: a later crash leaves the search more turns to find a way out;</li>
 *   <li>rollout still flying after {@code horizon} turns: minus the geodesic distance left.</li>
 * </ul>
 */
final class LanderEvaluator implements Evaluator<LanderWorld> {

    /** The autopilot's parameters, then the rollout's. */
    static final List<ParameterSpec> PARAMETERS = Stream.concat(Autopilot.PARAMETERS.stream(), Stream.of(
            ParameterSpec.integer("horizon", 400, 1, 1000, "turns of autopilot rollout from a leaf"),
            ParameterSpec.real("miss", 10, 0, 1000, "cost per metre of geodesic distance between a crash and the zone"),
            ParameterSpec.real("excess", 100, 0, 10000, "cost per m/s beyond the landing limits (and per degree of tilt) at a crash"),
            ParameterSpec.real("margin", 2, 0, 10, "m/s kept from the landing speed limits (closer costs 1000 per m/s)"),
            ParameterSpec.real("late", 100, 0, 10000, "value per turn the rollout flies before a crash"),
            ParameterSpec.real("fuel", 10, 0, 1000, "value per litre of fuel left at a landing"))).toList();

    /** Base value of a rollout that lands. */
    static final double LANDING = 200_000;
    /** Cost per m/s of a landing inside the margin. */
    static final double CUSHION = 1000;
    /** Base cost of a rollout that crashes. */
    static final double CRASH = 100_000;

    private final Autopilot autopilot;
    private final int horizon;
    private final double miss;
    private final double excess;
    private final double margin;
    private final double late;
    private final double fuel;
    private final LanderWorld scratch = new LanderWorld(null);

    LanderEvaluator(Parameters p) {
        autopilot = new Autopilot(p);
        horizon = p.integer("horizon");
        miss = p.get("miss");
        excess = p.get("excess");
        margin = p.get("margin");
        late = p.get("late");
        fuel = p.get("fuel");
    }

    /** The autopilot this evaluation rolls out. */
    Autopilot autopilot() {
        return autopilot;
    }

    /**
     * The cost of a landing closer than {@code margin} m/s to the speed limits: {@link #CUSHION} per m/s
     * inside the margin, so that landings keep their margin unless no other lands.
     */
    private double tightness(LanderWorld w) {
        return CUSHION * (Math.max(0, Math.abs(w.vs) - (LanderWorld.MAX_LANDING_VSPEED - margin))
                + Math.max(0, Math.abs(w.hs) - (LanderWorld.MAX_LANDING_HSPEED - margin)));
    }

    /** Not thread-safe: the rollout runs in a world this evaluator owns (one evaluator per searcher). */
    @Override
    public double evaluate(LanderWorld w, int actor) {
        if (w.status == LanderWorld.LANDED) {
            return Values.WIN - 10.0 * (2000 - w.fuel) - tightness(w);
        }
        if (w.status == LanderWorld.CRASHED) {
            return -Values.WIN;
        }
        LanderWorld r = scratch;
        r.copyFrom(w);
        double px = r.x;
        double py = r.y;
        for (int turn = 0; turn < horizon && r.status == LanderWorld.FLYING; turn++) {
            px = r.x;
            py = r.y;
            r.apply(autopilot.command(r));
        }
        Terrain t = r.terrain;
        if (r.status == LanderWorld.LANDED) {
            return LANDING + fuel * r.fuel - tightness(r);
        }
        if (r.status == LanderWorld.FLYING) {
            return -t.geodesic(r.x, r.y);
        }
        double over = Math.max(0, Math.abs(r.vs) - LanderWorld.MAX_LANDING_VSPEED)
                + Math.max(0, Math.abs(r.hs) - LanderWorld.MAX_LANDING_HSPEED) + Math.abs(r.angle);
        return -CRASH - miss * Math.min(Terrain.WIDTH + Terrain.HEIGHT, t.geodesic(px, py)) - excess * over
                + late * Math.min(200, r.ply - w.ply);
    }
}
