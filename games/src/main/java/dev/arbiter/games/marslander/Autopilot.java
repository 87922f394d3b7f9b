package dev.arbiter.games.marslander;

import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;

import java.util.List;

/**
 * A base policy for Mars Lander: a velocity-tracking controller that the evaluation rolls out from every leaf
 * (see {@link LanderEvaluator}). It always answers one of the world's legal actions, so that a rollout is a
 * flight the search could have chosen.
 *
 * <p>Wanted velocity (the guidance field): down the gradient of the geodesic distance d to the landing zone
 * ({@link Terrain#geodesic}, which goes around mountains and into caves) at the speed a deceleration of
 * {@code brake} m/s^2 can still cancel over the distance left, {@code want = min(vmax, sqrt(vland^2 + 2 brake
 * d))}; above the zone straight down. Its falling part is limited three ways, because full thrust slows a
 * fall by only 4 - 3.711 = 0.289 m/s^2: to {@code sqrt(vland^2 + 2 vbrake h)}, with h the least free height
 * below the lander now and along its straight course {@code lookahead} seconds ahead; and, while the
 * horizontal speed is wrong (away from the wanted direction, or faster than wanted by {@code behind}), to
 * {@code max(hold, want - behind)}.
 *
 * <p>Thrust: {@code T = gain (v* - v) + (0, 3.711)}. A vertical floor comes first: falling faster than the hard
 * limit {@code sqrt(vsafe^2 + 2 hardbrake h)} asks {@code 3.711 + vgain * excess} (at most 4); falling faster
 * than {@code level} asks at least 3.711 (the fall stops growing). When |T| exceeds 4 it is scaled down,
 * keeping at least that floor and {@code priority} of the wanted vertical thrust, and the rest goes sideways.
 * The command is T's direction ({@code rotate = atan2(-T_x, T_y)}, at most {@code tilt} degrees from
 * vertical, or {@code turntilt} while the horizontal speed is wrong) and its length (power, rounded). Near
 * the ground over the zone the lander must touch down upright: once the turns left before the ground
 * ({@code h / |vSpeed|}) are fewer than the turns needed to straighten ({@code |rotate| / 15}) plus
 * {@code flare}, it commands rotate 0, full power when falling faster than {@code vland}, else 2.
 */
final class Autopilot {

    /** The autopilot's parameters (part of the evaluation's, {@link LanderEvaluator#PARAMETERS}). */
    static final List<ParameterSpec> PARAMETERS = List.of(
            ParameterSpec.real("brake", 0.5, 0.1, 4, "horizontal deceleration (m/s^2) assumed by the approach speed"),
            ParameterSpec.real("vbrake", 0.05, 0.01, 0.28, "vertical deceleration (m/s^2) assumed by the descent speed limit"),
            ParameterSpec.real("vmax", 25, 5, 200, "largest wanted speed (m/s)"),
            ParameterSpec.real("vland", 20, 5, 39, "falling speed (m/s) aimed for at touchdown"),
            ParameterSpec.real("gain", 0.5, 0.05, 4, "acceleration (m/s^2) per m/s of velocity error"),
            ParameterSpec.real("vgain", 0.5, 0.01, 4, "vertical acceleration (m/s^2) per m/s of fall beyond the hard limit"),
            ParameterSpec.real("tilt", 30, 15, 90, "largest tilt from vertical (degrees)"),
            ParameterSpec.real("flare", 3, 0, 20, "spare turns kept to stand upright before touchdown"),
            ParameterSpec.real("hold", 5, 0, 40, "falling speed (m/s) allowed while the horizontal speed is wrong"),
            ParameterSpec.real("priority", 0, 0, 1, "share of the wanted vertical thrust kept when the thrust cannot give all"),
            ParameterSpec.real("turntilt", 0, 0, 90, "largest tilt (degrees) while the horizontal speed is wrong (at least tilt)"),
            ParameterSpec.real("vsafe", 35, 5, 40, "falling speed (m/s) at the ground that the hard limit aims for"),
            ParameterSpec.real("hardbrake", 0.2, 0.01, 0.28, "vertical deceleration (m/s^2) counted on by the hard limit"),
            ParameterSpec.real("level", 40, 0, 40, "falling speed (m/s) beyond which the fall must stop growing"),
            ParameterSpec.real("lookahead", 6, 0, 30, "seconds of straight-line course checked for the ground below"));

    private final double brake2;
    private final double vbrake2;
    private final double vmax;
    private final double vland;
    private final double vland2;
    private final double gain;
    private final double vgain;
    private final double tilt;
    private final double flare;
    private final double hold;
    private final double priority;
    private final double turnTilt;
    private final double vsafe2;
    private final double hardBrake2;
    private final double level;
    private final double lookahead;

    /** An autopilot with the values of {@link #PARAMETERS} in {@code p} (which may hold others too). */
    Autopilot(Parameters p) {
        brake2 = 2 * p.get("brake");
        vbrake2 = 2 * p.get("vbrake");
        vmax = p.get("vmax");
        vland = p.get("vland");
        vland2 = vland * vland;
        gain = p.get("gain");
        vgain = p.get("vgain");
        tilt = p.get("tilt");
        flare = p.get("flare");
        hold = p.get("hold");
        priority = p.get("priority");
        turnTilt = p.get("turntilt");
        double vsafe = p.get("vsafe");
        vsafe2 = vsafe * vsafe;
        hardBrake2 = 2 * p.get("hardbrake");
        level = p.get("level");
        lookahead = p.get("lookahead");
    }

    /** The command for {@code w} (flying): one of its legal actions. */
    int command(LanderWorld w) {
        Terrain t = w.terrain;
        double x = w.x;
        double y = w.y;
        double h = t.drop(x, y);
        boolean overZone = x > t.flatLeft() + 25 && x < t.flatRight() - 25 && y - t.flatY() <= h + Terrain.CELL;
        double turnsLeft = w.vs < -1 ? h / -w.vs : h;
        if (overZone && turnsLeft < Math.abs(w.angle) / 15.0 + flare) {
            return LanderWorld.action(w.nearestRotate(0), nearestPower(w, w.vs < -vland ? 4 : 2));
        }
        double wantX;
        double wantY;
        double d = t.geodesic(x, y);
        double gx = slope(t, x + Terrain.CELL, y, x - Terrain.CELL, y, d);
        double gy = slope(t, x, y + Terrain.CELL, x, y - Terrain.CELL, d);
        double norm = Math.sqrt(gx * gx + gy * gy);
        double want = Math.min(vmax, Math.sqrt(vland2 + brake2 * d));
        if (overZone) {
            wantX = 0;
            wantY = -want;
        } else {
            wantX = norm > 0 ? -gx / norm * want : 0;
            wantY = norm > 0 ? -gy / norm * want : -want;
        }
        double ahead = h;
        for (int k = 1; k <= 2; k++) {
            double s = lookahead * k / 2;
            ahead = Math.min(ahead, t.drop(x + w.hs * s, y + w.vs * s));
        }
        wantY = Math.max(wantY, -Math.sqrt(vland2 + vbrake2 * ahead));
        double cap = -Math.sqrt(vsafe2 + hardBrake2 * ahead);
        double behind = wantX * w.hs < 0 ? Math.abs(w.hs) : Math.max(0, Math.abs(w.hs) - Math.abs(wantX));
        wantY = Math.max(wantY, -Math.max(hold, want - behind));
        double tx = gain * (wantX - w.hs);
        double ty = gain * (wantY - w.vs) + LanderWorld.GRAVITY;
        double must = w.vs < cap ? Math.min(4, LanderWorld.GRAVITY + vgain * (cap - w.vs))
                : w.vs < -level ? LanderWorld.GRAVITY : 0;
        ty = Math.max(ty, must);
        double length = Math.sqrt(tx * tx + ty * ty);
        if (length > 4) {
            double floor = Math.max(must, priority * Math.min(4, ty));
            tx *= 4 / length;
            ty *= 4 / length;
            if (ty < floor) {
                ty = floor;
                tx = Math.signum(tx) * Math.sqrt(16 - floor * floor);
            }
        }
        double limit = behind > 0 ? Math.max(tilt, turnTilt) : tilt;
        double rotate = Math.max(-limit, Math.min(limit, Math.toDegrees(Math.atan2(-tx, Math.max(0, ty)))));
        double power = Math.sqrt(tx * tx + ty * ty);
        return LanderWorld.action(w.nearestRotate(rotate), nearestPower(w, power));
    }

    private static int nearestPower(LanderWorld w, double wanted) {
        int p = (int) Math.round(Math.max(0, Math.min(4, wanted)));
        return Math.max(w.power - 1, Math.min(w.power + 1, p));
    }

    /** The difference of the geodesic distance between two points around a centre at distance {@code d}. */
    static double slope(Terrain t, double x1, double y1, double x0, double y0, double d) {
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
