package dev.arbiter.games.marslander;

import dev.arbiter.engine.world.Evaluator;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Values;

import java.util.List;

/**
 * The Mars Lander evaluation: a cost to minimise, built from speed limits that keep the lander able to stop.
 *
 * <ul>
 *   <li>distance: the geodesic distance to the landing zone through free space ({@link Terrain#geodesic}),
 *       times {@code distance};</li>
 *   <li>speed excess: horizontal speed above {@code sqrt(hland^2 + 2 brake d)} (what a deceleration of
 *       {@code brake} m/s^2 can still cancel over the distance d left) and falling speed above
 *       {@code sqrt(vland^2 + 2 vbrake h)} (h: free height below), times {@code speed};</li>
 *   <li>attitude: degrees of tilt that cannot be straightened at 15 degrees a turn before the ground is
 *       reached at the current vertical speed, times {@code angle};</li>
 *   <li>walls: metres closer than {@link Terrain#MARGIN} to a surface segment other than the zone, times
 *       {@code clearance};</li>
 *   <li>fuel: litres left, times {@code fuel} (a bonus).</li>
 * </ul>
 * A landed world is worth {@code WIN - 10 * (2000 - fuel)} (decisive, higher with more fuel left), a
 * crashed one {@code -WIN}.
 */
final class LanderEvaluator implements Evaluator<LanderWorld> {

    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("distance", 1, 0, 10, "weight per metre of geodesic distance to the landing zone"),
            ParameterSpec.real("speed", 40, 0, 1000, "weight per m/s of speed above the stopping limits"),
            ParameterSpec.real("brake", 1.2, 0.1, 4, "horizontal deceleration (m/s^2) assumed by the approach speed limit"),
            ParameterSpec.real("vbrake", 0.15, 0.01, 0.28, "vertical deceleration (m/s^2) assumed by the descent speed limit"),
            ParameterSpec.real("hland", 10, 0, 20, "horizontal speed (m/s) aimed for at touchdown"),
            ParameterSpec.real("vland", 30, 0, 40, "falling speed (m/s) aimed for at touchdown"),
            ParameterSpec.real("angle", 50, 0, 1000, "weight per degree of tilt that cannot be straightened before touchdown"),
            ParameterSpec.real("clearance", 3, 0, 100, "weight per metre closer than 200 m to a wall"),
            ParameterSpec.real("fuel", 0.2, 0, 100, "bonus per litre of fuel left"));

    private final double distance;
    private final double speed;
    private final double brake2;
    private final double vbrake2;
    private final double hland2;
    private final double vland2;
    private final double angle;
    private final double clearance;
    private final double fuel;

    LanderEvaluator(double[] p) {
        distance = p[0];
        speed = p[1];
        brake2 = 2 * p[2];
        vbrake2 = 2 * p[3];
        hland2 = p[4] * p[4];
        vland2 = p[5] * p[5];
        angle = p[6];
        clearance = p[7];
        fuel = p[8];
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
        double h = t.drop(w.x, w.y);
        double hExcess = Math.max(0, Math.abs(w.hs) - Math.sqrt(hland2 + brake2 * d));
        double vExcess = Math.max(0, -w.vs - Math.sqrt(vland2 + vbrake2 * h));
        double turnsLeft = w.vs < -1 ? h / -w.vs : h;
        double tilt = Math.max(0, Math.abs(w.angle) - 15 * Math.max(0, turnsLeft - 1));
        double wall = Math.max(0, Terrain.MARGIN - t.clearance(w.x, w.y));
        return -distance * d - speed * (hExcess + vExcess) - angle * tilt - clearance * wall + fuel * w.fuel;
    }
}
