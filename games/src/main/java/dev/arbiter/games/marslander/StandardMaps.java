package dev.arbiter.games.marslander;

import java.util.List;

/**
 * The eight standard CodinGame Mars Lander test cases (Episode 1 "Straight landing", Episode 2 cases 1-5,
 * Episode 3 cases 1-2): surface points and initial turn line, as published with the puzzle (see the
 * project's shared data, {@code data/marslander/testcases.json}, which a test compares with this table).
 */
public final class StandardMaps {

    /**
     * One standard map.
     *
     * @param name    short name ({@code ep2_01})
     * @param title   the test case's title
     * @param surface the surface points, {@code x y} pairs separated by spaces
     * @param start   the first turn line {@code X Y hSpeed vSpeed fuel rotate power}
     */
    public record StandardMap(String name, String title, String surface, String start) {
    }

    private static final List<StandardMap> MAPS = List.of(
            new StandardMap("ep1_01", "Straight landing",
                    "0 100 1000 500 1500 100 3000 100 5000 1500 6999 1000",
                    "2500 2500 0 0 500 0 0"),
            new StandardMap("ep2_01", "Easy on the right",
                    "0 100 1000 500 1500 1500 3000 1000 4000 150 5500 150 6999 800",
                    "2500 2700 0 0 550 0 0"),
            new StandardMap("ep2_02", "Initial speed, correct side",
                    "0 100 1000 500 1500 100 3000 100 3500 500 3700 200 5000 1500 5800 300 6000 1000 6999 2000",
                    "6500 2800 -100 0 600 90 0"),
            new StandardMap("ep2_03", "Initial speed, wrong side",
                    "0 100 1000 500 1500 1500 3000 1000 4000 150 5500 150 6999 800",
                    "6500 2800 -90 0 750 90 0"),
            new StandardMap("ep2_04", "Deep canyon",
                    "0 1000 300 1500 350 1400 500 2000 800 1800 1000 2500 1200 2100 1500 2400 2000 1000 2200 500 2500 100 2900 800 3000 500 3200 1000 3500 2000 3800 800 4000 200 5000 200 5500 1500 6999 2800",
                    "500 2700 100 0 800 -90 0"),
            new StandardMap("ep2_05", "High ground",
                    "0 1000 300 1500 350 1400 500 2100 1500 2100 2000 200 2500 500 2900 300 3000 200 3200 1000 3500 500 3800 800 4000 200 4200 800 4800 600 5000 1200 5500 900 6000 500 6500 300 6999 500",
                    "6500 2700 -50 0 1000 90 0"),
            new StandardMap("ep3_01", "Cave, correct side",
                    "0 450 300 750 1000 450 1500 650 1800 850 2000 1950 2200 1850 2400 2000 3100 1800 3150 1550 2500 1600 2200 1550 2100 750 2200 150 3200 150 3500 450 4000 950 4500 1450 5000 1550 5500 1500 6000 950 6999 1750",
                    "6500 2600 -20 0 1000 45 0"),
            new StandardMap("ep3_02", "Cave, wrong side",
                    "0 1800 300 1200 1000 1550 2000 1200 2500 1650 3700 220 4700 220 4750 1000 4700 1650 4000 1700 3700 1600 3750 1900 4000 2100 4900 2050 5100 1000 5500 500 6200 800 6999 600",
                    "6500 2000 0 0 1200 0 0"));

    private StandardMaps() {
    }

    /** The eight maps in CodinGame order. */
    public static List<StandardMap> all() {
        return MAPS;
    }

    /**
     * The map called {@code name}.
     *
     * @throws IllegalArgumentException naming the known maps when there is none of that name
     */
    public static StandardMap named(String name) {
        for (StandardMap map : MAPS) {
            if (map.name().equals(name)) {
                return map;
            }
        }
        throw new IllegalArgumentException("unknown mars lander map '" + name + "' (known: " + String.join(", ", names()) + ")");
    }

    /** The names of the maps, in order. */
    public static List<String> names() {
        return MAPS.stream().map(StandardMap::name).toList();
    }
}
