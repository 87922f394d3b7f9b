package dev.arbiter.games.marslander;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random Mars Lander maps: a landscape with one flat zone 1000..2000 m wide at 50..1500 m, rough ground
 * elsewhere (points every 300..900 m at 50..1800 m, never a second flat segment of 1000 m), and a start
 * state at least 600 m above the highest ground, away from the side edges: x in 1000..6000, hSpeed in
 * -50..50, vSpeed 0 (as in every CodinGame test case: thrust can slow a fall by only 0.289 m/s^2, so a
 * start already falling fast over rough ground may have no safe landing at all), fuel 1000..2000, rotate a
 * multiple of 15 in -90..90, power 0.
 */
public final class MapGenerator {

    private MapGenerator() {
    }

    /** A random map as init data ({@code surface/state}, see {@link MarsLander#setInitial}). */
    public static String generate(SplittableRandom random) {
        int width = 1000 + random.nextInt(1001);
        int left = 100 + random.nextInt(Terrain.WIDTH - 200 - width);
        int right = left + width;
        int flatY = 50 + random.nextInt(1451);
        List<int[]> points = new ArrayList<>();
        points.add(new int[] {0, ground(random)});
        roughStretch(random, points, left);
        points.add(new int[] {left, flatY});
        points.add(new int[] {right, flatY});
        roughStretch(random, points, Terrain.WIDTH - 1);
        points.add(new int[] {Terrain.WIDTH - 1, ground(random)});
        int highest = 0;
        for (int i = 0; i < points.size(); i++) {
            int[] p = points.get(i);
            boolean flatPoint = p[0] == left || p[0] == right;
            if (!flatPoint && (p[1] == flatY || (i > 0 && points.get(i - 1)[1] == p[1]))) {
                p[1] += p[1] + 1 == flatY ? 2 : 1;
            }
            highest = Math.max(highest, p[1]);
        }
        int x = 1000 + random.nextInt(5001);
        int y = Math.min(2900, highest + 600 + random.nextInt(Math.max(1, 2900 - highest - 600 + 1)));
        int hs = random.nextInt(101) - 50;
        int fuel = 1000 + random.nextInt(1001);
        int rotate = 15 * (random.nextInt(13) - 6);
        StringBuilder sb = new StringBuilder();
        for (int[] p : points) {
            sb.append(sb.length() == 0 ? "" : "_").append(p[0]).append('_').append(p[1]);
        }
        return sb.append('/').append(x).append(',').append(y).append(',').append(hs).append(",0")
                .append(',').append(fuel).append(',').append(rotate).append(",0").toString();
    }

    private static int ground(SplittableRandom random) {
        return 50 + random.nextInt(1751);
    }

    /** Adds rough points after the last one up to (not including) {@code end}. */
    private static void roughStretch(SplittableRandom random, List<int[]> points, int end) {
        int x = points.get(points.size() - 1)[0];
        while (true) {
            x += 300 + random.nextInt(601);
            if (x >= end - 150) {
                return;
            }
            points.add(new int[] {x, ground(random)});
        }
    }
}
