package dev.arbiter.games.marslander;

import java.util.List;
import java.util.Locale;

/**
 * Formats flights for {@code arbiter selfplay --game marslander} ({@link LanderShow}): one line per map, the ASCII
 * trace (turn by turn and as a picture), and the worst margins over all maps (also the figures of
 * {@code arbiter bench --only marslander}).
 */
public final class FlightSummary {

    private int flights;
    private int landed;
    private double worstVs;
    private double worstHs;
    private int worstAngle;
    private int leastFuel = Integer.MAX_VALUE;
    private long slowestNanos;
    private long searchNanos;
    private long turns;

    /** Counts a flight; margins are gathered over landed flights only. */
    public void add(LanderFlight.Flight flight) {
        flights++;
        slowestNanos = Math.max(slowestNanos, flight.slowestTurnNanos());
        for (LanderFlight.Turn turn : flight.trajectory().subList(1, flight.trajectory().size())) {
            searchNanos += turn.nanos();
            turns++;
        }
        if (!flight.landed()) {
            return;
        }
        landed++;
        LanderWorld w = flight.last();
        worstVs = Math.max(worstVs, Math.abs(w.vSpeed()));
        worstHs = Math.max(worstHs, Math.abs(w.hSpeed()));
        worstAngle = Math.max(worstAngle, Math.abs(w.angle()));
        leastFuel = Math.min(leastFuel, w.fuel());
    }

    /** Number of flights counted. */
    public int flights() {
        return flights;
    }

    /** Number of flights that landed. */
    public int landed() {
        return landed;
    }

    /** The largest |vSpeed| at a landing (0 when none landed). */
    public double worstVSpeed() {
        return worstVs;
    }

    /** The largest |hSpeed| at a landing (0 when none landed). */
    public double worstHSpeed() {
        return worstHs;
    }

    /** The longest search of any turn, in nanoseconds. */
    public long slowestTurnNanos() {
        return slowestNanos;
    }

    /** The mean search time per turn over all flights, in nanoseconds. */
    public double meanTurnNanos() {
        return turns == 0 ? 0 : searchNanos / (double) turns;
    }

    /** {@code landed N/M, worst margins ...}. */
    public String summary() {
        String margins = landed == 0 ? "none landed"
                : String.format(Locale.ROOT, "|vSpeed| %.1f (limit 40), |hSpeed| %.1f (limit 20), |angle| %d, least fuel %d",
                worstVs, worstHs, worstAngle, leastFuel);
        return String.format(Locale.ROOT, "landed %d/%d, worst margins: %s; slowest turn %.1f ms", landed, flights,
                margins, slowestNanos / 1e6);
    }

    /** One line for a flight: outcome, turns, final speeds, angle and fuel, slowest turn. */
    public static String line(String name, LanderFlight.Flight flight) {
        LanderWorld w = flight.last();
        String outcome = flight.landed() ? "landed" : w.isEnd() ? "crashed" : "abandoned";
        return String.format(Locale.ROOT, "%-10s %-9s turns %4d  x %6.0f y %6.0f  vSpeed %7.2f  hSpeed %7.2f  angle %3d  "
                        + "fuel %5d  slowest %6.1f ms", name, outcome, w.ply(), w.x(), w.y(), w.vSpeed(), w.hSpeed(),
                w.angle(), w.fuel(), flight.slowestTurnNanos() / 1e6);
    }

    /** The flight turn by turn, as CodinGame shows it (floats rounded), with the command and search time. */
    public static String trace(LanderFlight.Flight flight) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%5s %6s %6s %5s %5s %5s %5s %5s  %-7s %7s%n", "turn", "x", "y", "hs",
                "vs", "fuel", "angle", "power", "command", "ms"));
        int turn = 0;
        for (LanderFlight.Turn t : flight.trajectory()) {
            String command = t.command() < 0 ? "-" : LanderWorld.rotateOf(t.command()) + "," + LanderWorld.powerOf(t.command());
            LanderFlight.Motion m = t.motion();
            LanderFlight.Craft c = t.craft();
            sb.append(String.format(Locale.ROOT, "%5d %6d %6d %5d %5d %5d %5d %5d  %-7s %7.1f%n", turn++,
                    LanderWorld.shown(m.x()), LanderWorld.shown(m.y()), LanderWorld.shown(m.hSpeed()),
                    LanderWorld.shown(m.vSpeed()), c.fuel(), c.angle(), c.power(), command, t.nanos() / 1e6));
        }
        return sb.toString();
    }

    /** Columns of the ASCII picture of a flight (70 m each). */
    public static final int PICTURE_WIDTH = 100;
    /** Rows of the ASCII picture of a flight (125 m each). */
    static final int PICTURE_HEIGHT = 24;

    /**
     * The flight drawn in characters over the whole 7000 x 3000 m zone: {@code #} rock, {@code =} the landing
     * zone, {@code .} the lander's path turn by turn, {@code S} the start and {@code L} (landed) or {@code X}
     * (crashed, or abandoned) the end.
     */
    public static String picture(LanderFlight.Flight flight) {
        Terrain terrain = flight.last().terrain();
        char[][] grid = new char[PICTURE_HEIGHT][PICTURE_WIDTH];
        double cellX = (double) Terrain.WIDTH / PICTURE_WIDTH;
        double cellY = (double) Terrain.HEIGHT / PICTURE_HEIGHT;
        for (int row = 0; row < PICTURE_HEIGHT; row++) {
            double y = Terrain.HEIGHT - (row + 0.5) * cellY;
            for (int col = 0; col < PICTURE_WIDTH; col++) {
                grid[row][col] = terrain.inRock((col + 0.5) * cellX, y) ? '#' : ' ';
            }
        }
        int zoneRow = rowOf(terrain.flatY(), cellY);
        for (int col = colOf(terrain.flatLeft(), cellX); col <= colOf(terrain.flatRight(), cellX); col++) {
            grid[zoneRow][col] = '=';
        }
        List<LanderFlight.Turn> path = flight.trajectory();
        for (LanderFlight.Turn t : path) {
            grid[rowOf(t.motion().y(), cellY)][colOf(t.motion().x(), cellX)] = '.';
        }
        LanderFlight.Motion start = path.get(0).motion();
        LanderFlight.Motion end = path.get(path.size() - 1).motion();
        grid[rowOf(start.y(), cellY)][colOf(start.x(), cellX)] = 'S';
        grid[rowOf(end.y(), cellY)][colOf(end.x(), cellX)] = flight.landed() ? 'L' : 'X';
        StringBuilder sb = new StringBuilder();
        String border = "+" + "-".repeat(PICTURE_WIDTH) + "+" + System.lineSeparator();
        sb.append(border);
        for (char[] line : grid) {
            sb.append('|').append(line).append('|').append(System.lineSeparator());
        }
        return sb.append(border).toString();
    }

    private static int colOf(double x, double cellX) {
        return Math.max(0, Math.min(PICTURE_WIDTH - 1, (int) (x / cellX)));
    }

    private static int rowOf(double y, double cellY) {
        return Math.max(0, Math.min(PICTURE_HEIGHT - 1, PICTURE_HEIGHT - 1 - (int) (y / cellY)));
    }
}
