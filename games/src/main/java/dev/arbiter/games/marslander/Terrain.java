package dev.arbiter.games.marslander;

import java.util.Arrays;

/**
 * An immutable Mars Lander landscape: the surface polyline (CodinGame's {@code landX landY} points, from
 * {@code x = 0} to {@code x = 6999}; caves may fold back), its one flat landing segment, the exact collision
 * test used by the physics, and grids precomputed once for the evaluation.
 *
 * <p>The grids cover the 7000 x 3000 m zone with {@link #CELL}-metre cells: whether a cell centre is in the
 * rock, its clearance (distance to the nearest non-flat surface segment), its drop (free height below it
 * before the rock) and its geodesic distance to the landing zone through free cells (Dijkstra on the
 * 16-direction grid (neighbours and knight moves) from the cells above the zone at least
 * {@link #ZONE_INSET} from its ends, each step's length multiplied by
 * {@code 1 + CLEARANCE_COST * shortfall / MARGIN} near the rock, so that shortest paths keep away from walls). The geodesic distance is what makes caves and
 * mountains between the lander and the zone visible to a short search.
 */
public final class Terrain {

    /** Width of the zone in metres (x in [0, WIDTH)). */
    public static final int WIDTH = 7000;
    /** Height of the zone in metres (y in [0, HEIGHT)). */
    public static final int HEIGHT = 3000;
    /** Grid cell size in metres. */
    static final int CELL = 25;
    static final int NX = WIDTH / CELL;
    static final int NY = HEIGHT / CELL;
    /** Clearance under which the geodesic distance charges extra for passing near the rock. */
    static final double MARGIN = 200;
    private static final double CLEARANCE_COST = 3;
    /** Distance kept from the ends of the landing zone by the geodesic distance's targets. */
    static final int ZONE_INSET = 150;
    /**
     * Dijkstra's moves as (di, dj) pairs: the 8 neighbours and the 8 knight moves, so that shortest paths
     * run in 16 directions (an 8-neighbour grid would bend every path to a multiple of 45 degrees and the
     * gradient of the distance with it, up to 22.5 degrees off).
     */
    private static final int[] STEPS = {1, 0, -1, 0, 0, 1, 0, -1, 1, 1, 1, -1, -1, 1, -1, -1,
        1, 2, 2, 1, -1, 2, -2, 1, 1, -2, 2, -1, -1, -2, -2, -1};
    /** Distance standing for "no path" (inside the rock, or cut off). */
    static final float FAR = 1e6f;

    private final int[] xs;
    private final int[] ys;
    private final int flat;
    private final String key;
    private final boolean[] rock = new boolean[NX * NY];
    private final float[] clearance = new float[NX * NY];
    private final float[] drop = new float[NX * NY];
    private final float[] geodesic = new float[NX * NY];

    /**
     * @param xs  the x of each surface point
     * @param ys  the y of each surface point
     * @param key the compact text form of the surface (used in world encodings)
     * @throws IllegalArgumentException unless the surface has 2..29 points from x 0 to x 6999, inside the
     *                                  zone, with exactly one horizontal segment at least 1000 m wide
     */
    Terrain(int[] xs, int[] ys, String key) {
        if (xs.length != ys.length || xs.length < 2 || xs.length >= 30) {
            throw new IllegalArgumentException("mars lander surface: expected 2..29 points, got " + xs.length);
        }
        if (xs[0] != 0 || xs[xs.length - 1] != WIDTH - 1) {
            throw new IllegalArgumentException("mars lander surface: must run from x 0 to x 6999");
        }
        int found = -1;
        for (int i = 0; i < xs.length; i++) {
            if (xs[i] < 0 || xs[i] >= WIDTH || ys[i] < 0 || ys[i] >= HEIGHT) {
                throw new IllegalArgumentException("mars lander surface: point " + xs[i] + " " + ys[i] + " outside the zone");
            }
            if (i > 0 && ys[i] == ys[i - 1] && xs[i] - xs[i - 1] >= 1000) {
                if (found >= 0) {
                    throw new IllegalArgumentException("mars lander surface: more than one flat landing zone");
                }
                found = i - 1;
            }
        }
        if (found < 0) {
            throw new IllegalArgumentException("mars lander surface: no flat segment at least 1000 m wide (left to right)");
        }
        this.xs = xs.clone();
        this.ys = ys.clone();
        this.flat = found;
        this.key = key;
        computeGrids();
    }

    /** The surface in CodinGame order. */
    public int points() {
        return xs.length;
    }

    /** The x of surface point {@code i}. */
    public int x(int i) {
        return xs[i];
    }

    /** The y of surface point {@code i}. */
    public int y(int i) {
        return ys[i];
    }

    /** Left end of the landing zone. */
    public int flatLeft() {
        return xs[flat];
    }

    /** Right end of the landing zone. */
    public int flatRight() {
        return xs[flat + 1];
    }

    /** Height of the landing zone. */
    public int flatY() {
        return ys[flat];
    }

    /** The compact text form of the surface: {@code x_y_x_y...}. */
    public String key() {
        return key;
    }

    /** Horizontal distance from {@code x} to the landing zone (0 above it). */
    public double distanceToFlat(double x) {
        return x < xs[flat] ? xs[flat] - x : x > xs[flat + 1] ? x - xs[flat + 1] : 0;
    }

    /**
     * The surface segment that the move from (x0, y0) to (x1, y1) meets first, or -1 when it meets none
     * (segment-segment intersection, earliest along the move).
     */
    int firstHit(double x0, double y0, double x1, double y1) {
        double minX = Math.min(x0, x1);
        double maxX = Math.max(x0, x1);
        double minY = Math.min(y0, y1);
        double best = 2;
        int hit = -1;
        double dx = x1 - x0;
        double dy = y1 - y0;
        for (int i = 0; i + 1 < xs.length; i++) {
            int ax = xs[i];
            int ay = ys[i];
            int bx = xs[i + 1];
            int by = ys[i + 1];
            if (Math.max(ax, bx) < minX || Math.min(ax, bx) > maxX || Math.max(ay, by) < minY) {
                continue;
            }
            double ex = bx - ax;
            double ey = by - ay;
            double denom = dx * ey - dy * ex;
            double qx = ax - x0;
            double qy = ay - y0;
            if (denom == 0) {
                continue;
            }
            double t = (qx * ey - qy * ex) / denom;
            double u = (qx * dy - qy * dx) / denom;
            if (t >= 0 && t <= 1 && u >= 0 && u <= 1 && t < best) {
                best = t;
                hit = i;
            }
        }
        return hit;
    }

    /** Whether segment {@code i} is the flat landing zone. */
    boolean isFlat(int segment) {
        return segment == flat;
    }

    /** Geodesic distance from (x, y) to the landing zone, interpolated between cell centres. */
    double geodesic(double x, double y) {
        double gx = x / CELL - 0.5;
        double gy = y / CELL - 0.5;
        int i = (int) Math.floor(gx);
        int j = (int) Math.floor(gy);
        double fx = gx - i;
        double fy = gy - j;
        double v00 = cellValue(geodesic, i, j);
        double v10 = cellValue(geodesic, i + 1, j);
        double v01 = cellValue(geodesic, i, j + 1);
        double v11 = cellValue(geodesic, i + 1, j + 1);
        if (v00 >= FAR || v10 >= FAR || v01 >= FAR || v11 >= FAR) {
            double m = Math.min(Math.min(v00, v10), Math.min(v01, v11));
            return m >= FAR ? FAR : m + CELL;
        }
        return (v00 * (1 - fx) + v10 * fx) * (1 - fy) + (v01 * (1 - fx) + v11 * fx) * fy;
    }

    /** Whether (x, y) is in the rock, at the grids' 25 m resolution; outside the zone counts as free. */
    public boolean inRock(double x, double y) {
        if (x < 0 || x >= WIDTH || y < 0 || y >= HEIGHT) {
            return false;
        }
        return rock[(int) (y / CELL) * NX + (int) (x / CELL)];
    }

    /** Free height below (x, y) before the rock (cell resolution). */
    double drop(double x, double y) {
        return cellValue(drop, (int) (x / CELL), (int) (y / CELL));
    }

    private static double cellValue(float[] grid, int i, int j) {
        int ci = Math.max(0, Math.min(NX - 1, i));
        int cj = Math.max(0, Math.min(NY - 1, j));
        return grid[cj * NX + ci];
    }

    private void computeGrids() {
        for (int j = 0; j < NY; j++) {
            double cy = (j + 0.5) * CELL;
            for (int i = 0; i < NX; i++) {
                double cx = (i + 0.5) * CELL;
                int c = j * NX + i;
                rock[c] = insideRock(cx, cy);
                clearance[c] = (float) nearestWall(cx, cy);
            }
        }
        for (int i = 0; i < NX; i++) {
            double free = 0;
            for (int j = 0; j < NY; j++) {
                int c = j * NX + i;
                free = rock[c] ? 0 : free + CELL;
                drop[c] = (float) free;
            }
        }
        dijkstra();
    }

    private boolean insideRock(double px, double py) {
        boolean inside = false;
        int n = xs.length;
        for (int i = 0, k = n + 1; i < n + 2; k = i++) {
            double ix = polyX(i);
            double iy = polyY(i);
            double kx = polyX(k);
            double ky = polyY(k);
            if ((iy > py) != (ky > py) && px < (kx - ix) * (py - iy) / (ky - iy) + ix) {
                inside = !inside;
            }
        }
        return inside;
    }

    /** The rock polygon: the surface, then the two corners 1000 m below the zone. */
    private double polyX(int i) {
        return i < xs.length ? xs[i] : i == xs.length ? WIDTH - 1 : 0;
    }

    private double polyY(int i) {
        return i < xs.length ? ys[i] : -1000;
    }

    private double nearestWall(double px, double py) {
        double best = Double.MAX_VALUE;
        for (int i = 0; i + 1 < xs.length; i++) {
            if (i == flat) {
                continue;
            }
            best = Math.min(best, segmentDistance(px, py, xs[i], ys[i], xs[i + 1], ys[i + 1]));
        }
        return best;
    }

    private static double segmentDistance(double px, double py, double ax, double ay, double bx, double by) {
        double ex = bx - ax;
        double ey = by - ay;
        double len2 = ex * ex + ey * ey;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * ex + (py - ay) * ey) / len2));
        double dx = px - (ax + t * ex);
        double dy = py - (ay + t * ey);
        return Math.sqrt(dx * dx + dy * dy);
    }

    /** Dijkstra from the free cells just above the landing zone (away from its ends) over free cells. */
    private void dijkstra() {
        double[] dist = new double[NX * NY];
        Arrays.fill(dist, FAR);
        CellHeap heap = new CellHeap(NX * NY * 9);
        int left = (xs[flat] + ZONE_INSET) / CELL;
        int right = (xs[flat + 1] - ZONE_INSET) / CELL;
        int row = ys[flat] / CELL;
        for (int i = left; i <= right; i++) {
            for (int j = row; j < Math.min(NY, row + 2); j++) {
                int c = j * NX + i;
                if (!rock[c]) {
                    dist[c] = Math.max(0, (j + 0.5) * CELL - ys[flat]);
                    heap.push(dist[c], c);
                }
            }
        }
        boolean[] done = new boolean[NX * NY];
        while (heap.size() > 0) {
            double d0 = heap.topKey();
            int c = heap.pop();
            if (done[c] || d0 > dist[c]) {
                continue;
            }
            done[c] = true;
            int ci = c % NX;
            int cj = c / NX;
            for (int k = 0; k < STEPS.length; k += 2) {
                int di = STEPS[k];
                int dj = STEPS[k + 1];
                int ni = ci + di;
                int nj = cj + dj;
                if (ni < 0 || nj < 0 || ni >= NX || nj >= NY) {
                    continue;
                }
                int nc = nj * NX + ni;
                if (rock[nc] || done[nc] || (Math.abs(di) + Math.abs(dj) == 3 && cutsCorner(ci, cj, di, dj))) {
                    continue;
                }
                double shortfall = Math.max(0, MARGIN - clearance[nc]) / MARGIN;
                double step = CELL * Math.sqrt(di * di + dj * dj) * (1 + CLEARANCE_COST * shortfall);
                double d = d0 + step;
                if (d < dist[nc]) {
                    dist[nc] = d;
                    heap.push(d, nc);
                }
            }
        }
        for (int c = 0; c < dist.length; c++) {
            geodesic[c] = (float) dist[c];
        }
    }

    /** Whether a knight move (di, dj) from cell (ci, cj) passes over a rock cell (it crosses two cells). */
    private boolean cutsCorner(int ci, int cj, int di, int dj) {
        int si = Integer.signum(di);
        int sj = Integer.signum(dj);
        int ai = Math.abs(di) == 2 ? ci + si : ci;
        int aj = Math.abs(dj) == 2 ? cj + sj : cj;
        return rock[aj * NX + ai] || rock[(cj + sj) * NX + ci + si];
    }

    /** A binary min-heap of (key, cell) pairs in primitive arrays, for the Dijkstra above. */
    private static final class CellHeap {
        private final double[] keys;
        private final int[] cells;
        private int size;

        CellHeap(int capacity) {
            keys = new double[capacity];
            cells = new int[capacity];
        }

        int size() {
            return size;
        }

        double topKey() {
            return keys[0];
        }

        void push(double key, int cell) {
            int i = size++;
            while (i > 0) {
                int parent = (i - 1) >> 1;
                if (keys[parent] <= key) {
                    break;
                }
                keys[i] = keys[parent];
                cells[i] = cells[parent];
                i = parent;
            }
            keys[i] = key;
            cells[i] = cell;
        }

        int pop() {
            int top = cells[0];
            double key = keys[--size];
            int cell = cells[size];
            int i = 0;
            while (true) {
                int child = 2 * i + 1;
                if (child >= size) {
                    break;
                }
                if (child + 1 < size && keys[child + 1] < keys[child]) {
                    child++;
                }
                if (keys[child] >= key) {
                    break;
                }
                keys[i] = keys[child];
                cells[i] = cells[child];
                i = child;
            }
            keys[i] = key;
            cells[i] = cell;
            return top;
        }
    }
}
