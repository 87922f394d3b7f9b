package dev.arbiter.games.marslander;

import dev.arbiter.engine.world.World;

/**
 * The state of a Mars Lander flight: position, speeds, fuel, attitude and thrust, kept as doubles between
 * turns exactly as CodinGame's referee does, plus the (shared, immutable) {@link Terrain}.
 *
 * <p>An action is a command {@code (rotate, power)}, encoded {@code (rotate + 90) * 5 + power}. One turn
 * (CodinGame's integration scheme, which reproduces the statement's examples exactly): the angle moves
 * toward the command by at most 15 degrees, the power by at most 1 (and not above the fuel left); fuel
 * drops by the power; with {@code a = (-power sin(rotate), power cos(rotate) - 3.711)} the position moves
 * by {@code v + a/2} and the velocity by {@code a}. The flight ends when the move meets the surface
 * (landed if on the flat zone with rotate 0, |vSpeed| &lt;= 40 and |hSpeed| &lt;= 20; crashed otherwise) or
 * leaves the zone.
 *
 * <p>Legal actions (richer than the seed article's "thrust or a 1-degree turn", as its issue allows): rotate
 * to the current angle or to any multiple of {@value #ROTATE_STEP} degrees within 15 degrees of it (inside
 * -90..90), combined with power at the current value or one either way (inside 0..4): at most 21. Flights
 * that start at a multiple of 5 degrees (every CodinGame map does) keep their angle a multiple of 5.
 */
public final class LanderWorld implements World<LanderWorld> {

    /** Mars gravity in m/s^2. */
    public static final double GRAVITY = 3.711;
    /** Largest |vSpeed| of a safe landing. */
    public static final double MAX_LANDING_VSPEED = 40;
    /** Largest |hSpeed| of a safe landing. */
    public static final double MAX_LANDING_HSPEED = 20;
    static final int FLYING = 0;
    static final int LANDED = 1;
    static final int CRASHED = 2;
    /** Rotation commands are multiples of this many degrees (plus the current angle). */
    static final int ROTATE_STEP = 5;
    static final int MAX_ACTIONS = 21;
    /** {@code Math.sin(Math.toRadians(a))} and cosine for a in -90..90, index a + 90: the same doubles apply would compute. */
    private static final double[] SIN = new double[181];
    private static final double[] COS = new double[181];

    static {
        for (int a = -90; a <= 90; a++) {
            SIN[a + 90] = Math.sin(Math.toRadians(a));
            COS[a + 90] = Math.cos(Math.toRadians(a));
        }
    }

    Terrain terrain;
    double x;
    double y;
    double hs;
    double vs;
    int fuel;
    int angle;
    int power;
    int ply;
    int status;

    LanderWorld(Terrain terrain) {
        this.terrain = terrain;
    }

    /** The action commanding {@code rotate} and {@code power}. */
    public static int action(int rotate, int power) {
        return (rotate + 90) * 5 + power;
    }

    /** The commanded angle of an action. */
    public static int rotateOf(int action) {
        return action / 5 - 90;
    }

    /** The commanded power of an action. */
    public static int powerOf(int action) {
        return action % 5;
    }

    @Override
    public int actorToMove() {
        return 0;
    }

    @Override
    public boolean isAlive(int actor) {
        return true;
    }

    @Override
    public int legalActions(int[] out) {
        if (status != FLYING) {
            return 0;
        }
        int n = 0;
        int pLo = Math.max(0, power - 1);
        int pHi = Math.min(4, power + 1);
        int lo = Math.max(-90, angle - 15);
        int hi = Math.min(90, angle + 15);
        int first = Math.floorDiv(lo + ROTATE_STEP - 1, ROTATE_STEP) * ROTATE_STEP;
        for (int p = pLo; p <= pHi; p++) {
            if (angle % ROTATE_STEP != 0) {
                out[n++] = action(angle, p);
            }
            for (int r = first; r <= hi; r += ROTATE_STEP) {
                out[n++] = action(r, p);
            }
        }
        return n;
    }

    /**
     * The legal rotation command nearest to {@code wanted}: the current angle or a multiple of
     * {@value #ROTATE_STEP} within 15 degrees of it, inside -90..90.
     */
    int nearestRotate(double wanted) {
        double clamped = Math.max(Math.max(-90, angle - 15), Math.min(Math.min(90, angle + 15), wanted));
        int r = (int) Math.round(clamped / ROTATE_STEP) * ROTATE_STEP;
        if (r < angle - 15 || r < -90) {
            r += ROTATE_STEP;
        } else if (r > angle + 15 || r > 90) {
            r -= ROTATE_STEP;
        }
        return Math.abs(clamped - angle) < Math.abs(clamped - r) ? angle : r;
    }

    @Override
    public void apply(int action) {
        int target = rotateOf(action);
        angle = Math.max(angle - 15, Math.min(angle + 15, Math.max(-90, Math.min(90, target))));
        power = Math.max(power - 1, Math.min(power + 1, Math.max(0, Math.min(4, powerOf(action)))));
        if (power > fuel) {
            power = fuel;
        }
        fuel -= power;
        double ax = -power * SIN[angle + 90];
        double ay = power * COS[angle + 90] - GRAVITY;
        double nx = x + hs + ax * 0.5;
        double ny = y + vs + ay * 0.5;
        hs += ax;
        vs += ay;
        int hit = terrain.firstHit(x, y, nx, ny);
        x = nx;
        y = ny;
        ply++;
        if (hit >= 0) {
            status = terrain.isFlat(hit) && safe() ? LANDED : CRASHED;
        } else if (x < 0 || x >= Terrain.WIDTH || y < 0 || y >= Terrain.HEIGHT) {
            status = CRASHED;
        }
    }

    private boolean safe() {
        return angle == 0 && Math.abs(vs) <= MAX_LANDING_VSPEED && Math.abs(hs) <= MAX_LANDING_HSPEED;
    }

    @Override
    public boolean isEnd() {
        return status != FLYING;
    }

    /** Whether the flight ended with a safe landing. */
    public boolean landed() {
        return status == LANDED;
    }

    /** Whether the flight ended with a crash or by leaving the zone. */
    public boolean crashed() {
        return status == CRASHED;
    }

    /** Fuel left once landed; {@code -(1 + distance to the flat zone)} once crashed; 0 while flying. */
    @Override
    public double score(int actor) {
        return switch (status) {
            case LANDED -> fuel;
            case CRASHED -> -(1 + Math.rint(terrain.distanceToFlat(x)));
            default -> 0;
        };
    }

    @Override
    public int ply() {
        return ply;
    }

    @Override
    public void copyFrom(LanderWorld o) {
        terrain = o.terrain;
        x = o.x;
        y = o.y;
        hs = o.hs;
        vs = o.vs;
        fuel = o.fuel;
        angle = o.angle;
        power = o.power;
        ply = o.ply;
        status = o.status;
    }

    @Override
    public long hash() {
        long h = Double.doubleToLongBits(x);
        h = h * 0x9E3779B97F4A7C15L + Double.doubleToLongBits(y);
        h = h * 0x9E3779B97F4A7C15L + Double.doubleToLongBits(hs);
        h = h * 0x9E3779B97F4A7C15L + Double.doubleToLongBits(vs);
        h = h * 0x9E3779B97F4A7C15L + (((long) fuel << 32) | ((long) (angle + 90) << 8) | ((long) power << 4) | status);
        h ^= h >>> 31;
        h *= 0xBF58476D1CE4E5B9L;
        return h ^ (h >>> 29);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LanderWorld w && w.terrain.key().equals(terrain.key()) && w.x == x && w.y == y
                && w.hs == hs && w.vs == vs && w.fuel == fuel && w.angle == angle && w.power == power
                && w.status == status && w.ply == ply;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash());
    }

    /** X position in metres. */
    public double x() {
        return x;
    }

    /** Altitude in metres. */
    public double y() {
        return y;
    }

    /** Horizontal speed in m/s (positive to the right). */
    public double hSpeed() {
        return hs;
    }

    /** Vertical speed in m/s (negative when falling). */
    public double vSpeed() {
        return vs;
    }

    /** Fuel left in litres. */
    public int fuel() {
        return fuel;
    }

    /** Current angle in degrees (positive pushes toward -x). */
    public int angle() {
        return angle;
    }

    /** Current thrust power 0..4. */
    public int power() {
        return power;
    }

    /** The landscape. */
    public Terrain terrain() {
        return terrain;
    }

    /**
     * The turn line CodinGame shows the player: {@code X Y hSpeed vSpeed fuel rotate power}, the floats
     * rounded half away from zero.
     */
    public String turnLine() {
        return shown(x) + " " + shown(y) + " " + shown(hs) + " " + shown(vs) + " " + fuel + " " + angle + " " + power;
    }

    /** Rounds half away from zero, as CodinGame shows its floats. */
    public static long shown(double v) {
        return (long) Math.signum(v) * (long) Math.floor(Math.abs(v) + 0.5);
    }

    /** {@code <surface key>/x,y,hs,vs,fuel,angle,power,ply,status} with the floats written exactly. */
    @Override
    public String encode() {
        return terrain.key() + "/" + x + "," + y + "," + hs + "," + vs + "," + fuel + "," + angle + "," + power
                + "," + ply + "," + "fLC".charAt(status);
    }

    /**
     * 80 bytes: an object header, the terrain reference (shared by every world of a flight), four doubles and
     * five ints, rounded up to 8 bytes. The encoding would count the surface in every world.
     */
    @Override
    public long footprintBytes() {
        return 80;
    }

    @Override
    public String print() {
        String state = switch (status) {
            case LANDED -> "landed";
            case CRASHED -> "crashed";
            default -> "flying";
        };
        return String.format("x %.2f  y %.2f  hSpeed %.2f  vSpeed %.2f%nfuel %d  rotate %d  power %d  turn %d  %s%n"
                        + "flat zone %d-%d at %d%n", x, y, hs, vs, fuel, angle, power, ply, state,
                terrain.flatLeft(), terrain.flatRight(), terrain.flatY());
    }

    @Override
    public String toString() {
        return turnLine();
    }
}
