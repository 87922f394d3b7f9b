package dev.arbiter.games.marslander;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Values;

import java.util.List;

/**
 * The Mars Lander evaluation: a cost to minimise, built around a guidance field.
 *
 * <p>The desired velocity points down the gradient of the geodesic distance to the landing zone
 * ({@link Terrain#geodesic}, which goes around mountains and into caves), with the speed a deceleration of
 * {@code brake} m/s^2 can still cancel over the distance left, {@code min(vmax, sqrt(vland^2 + 2 brake d))};
 * its falling component is capped at {@code sqrt(vland^2 + 2 vbrake h)} (h: free height below), since the
 * thrust can only slow a fall by 0.289 m/s^2. Terms of the cost:
 * <ul>
 *   <li>distance: the geodesic distance d, times {@code distance};</li>
 *   <li>guidance: the norm of (velocity - desired velocity), times {@code speed}, the vertical part
 *       multiplied by {@code fall} when falling faster than desired;</li>
 *   <li>attitude: degrees of tilt that cannot be straightened at 15 degrees a turn before the ground is
 *       reached at the current vertical speed, times {@code angle};</li>
 *   <li>walls: metres closer than {@link Terrain#MARGIN} to a surface segment other than the zone, times
 *       {@code clearance};</li>
 *   <li>course: the straight-line course (current velocity) checked at 1/3, 2/3 and all of {@code lookahead}
 *       seconds; each point in the rock or outside the zone costs {@code impact} (the nearest the most);
 *       a short search cannot see a crash that braking must start avoiding many turns earlier;</li>
 *   <li>fuel: litres left, times {@code fuel} (a bonus).</li>
 * </ul>
 * A landed world is worth {@code WIN - 10 * (2000 - fuel)} (decisive, higher with more fuel left), a
 * crashed one {@code -WIN}.
 */
final class LanderEvaluator implements Evaluator<LanderWorld> {

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("distance", 1, 0, 10, "weight per metre of geodesic distance to the landing zone"),
            ParameterSpec.real("speed", 20, 0, 1000, "weight per m/s of difference from the desired velocity"),
            ParameterSpec.real("brake", 0.5, 0.1, 4, "horizontal deceleration (m/s^2) assumed by the approach speed limit"),
            ParameterSpec.real("vbrake", 0.05, 0.01, 0.28, "vertical deceleration (m/s^2) assumed by the descent speed limit"),
            ParameterSpec.real("vmax", 50, 5, 200, "largest desired speed (m/s)"),
            ParameterSpec.real("vland", 25, 0, 40, "falling speed (m/s) aimed for at touchdown"),
            ParameterSpec.real("angle", 50, 0, 1000, "weight per degree of tilt that cannot be straightened before touchdown"),
            ParameterSpec.real("clearance", 3, 0, 100, "weight per metre closer than 200 m to a wall"),
            ParameterSpec.real("fuel", 0.2, 0, 100, "bonus per litre of fuel left"),
            ParameterSpec.real("fall", 10, 1, 100, "factor on the guidance error when falling faster than desired"),
            ParameterSpec.real("impact", 2000, 0, 1e5, "cost of a straight-line course that meets the rock within the lookahead"),
            ParameterSpec.real("lookahead", 10, 0, 30, "seconds of straight-line course checked for the rock (at 1/3, 2/3 and all of it)"));

    private final double distance;
    private final double speed;
    private final double brake2;
    private final double vbrake2;
    private final double vmax;
    private final double vland2;
    private final double angle;
    private final double clearance;
    private final double fuel;
    private final double fall;
    private final double impact;
    private final double lookahead;

    LanderEvaluator(double[] p) {
        distance = p[0];
        speed = p[1];
        brake2 = 2 * p[2];
        vbrake2 = 2 * p[3];
        vmax = p[4];
        vland2 = p[5] * p[5];
        angle = p[6];
        clearance = p[7];
        fuel = p[8];
        fall = p[9];
        impact = p[10];
        lookahead = p[11];
    }

    @Override
    public double evaluate(LanderWorld w, int actor) {
        if (w.status == LanderWorld.LANDED) {
            return Values.WIN - 10.0 * (2000 - w.fuel);
        }
        if (w.status == LanderWorld.CRASHED) {
            return -Values.WIN;
        }
        Terrain t = w.terrain;
        double d = t.geodesic(w.x, w.y);
        double gx = slope(t, w.x + Terrain.CELL, w.y, w.x - Terrain.CELL, w.y, d);
        double gy = slope(t, w.x, w.y + Terrain.CELL, w.x, w.y - Terrain.CELL, d);
        double norm = Math.sqrt(gx * gx + gy * gy);
        double h = t.drop(w.x, w.y);
        double want = Math.min(vmax, Math.sqrt(vland2 + brake2 * d));
        double wantX = norm > 0 ? -gx / norm * want : 0;
        double wantY = norm > 0 ? -gy / norm * want : -want;
        wantY = Math.max(wantY, -Math.sqrt(vland2 + vbrake2 * h));
        double ex = w.hs - wantX;
        double ey = w.vs < wantY ? fall * (w.vs - wantY) : w.vs - wantY;
        double guidance = Math.sqrt(ex * ex + ey * ey);
        double turnsLeft = w.vs < -1 ? h / -w.vs : h;
        double tilt = Math.max(0, Math.abs(w.angle) - 15 * Math.max(0, turnsLeft - 1));
        double wall = Math.max(0, Terrain.MARGIN - t.clearance(w.x, w.y));
        double course = 0;
        for (int k = 1; k <= 3; k++) {
            double s = lookahead * k / 3;
            if (t.blocked(w.x + w.hs * s, w.y + w.vs * s)) {
                course += impact * (4 - k) / 3;
            }
        }
        return -distance * d - speed * guidance - angle * tilt - clearance * wall - course + fuel * w.fuel;
    }

    /** The difference of the geodesic distance between two points around a centre at distance {@code d}. */
    private static double slope(Terrain t, double x1, double y1, double x0, double y0, double d) {
        double a = t.geodesic(x1, y1);
        double b = t.geodesic(x0, y0);
        if (a >= Terrain.FAR && b >= Terrain.FAR) {
            return 0;
        }
        if (a >= Terrain.FAR) {
            return 2 * (d - b) + Terrain.CELL;
        }
        if (b >= Terrain.FAR) {
            return 2 * (a - d) - Terrain.CELL;
        }
        return a - b;
    }
}
