package dev.arbiter.engine.world;

import java.util.List;

/**
 * A chart a game wants drawn (a Mars Lander flight over its terrain), as plain data: the command line draws
 * it, so games need no plotting library.
 *
 * @param title  the chart's title
 * @param xTitle the x axis' title
 * @param yTitle the y axis' title
 * @param xMax   the x axis runs from 0 to this
 * @param yMax   the y axis runs from 0 to this
 * @param series the lines, drawn in order
 */
public record Plot(String title, String xTitle, String yTitle, double xMax, double yMax, List<Series> series) {

    /** Copies the list. */
    public Plot {
        series = List.copyOf(series);
    }

    /**
     * One line of a chart.
     *
     * @param name    its name in the legend
     * @param x       x of each point
     * @param y       y of each point
     * @param rgb     its colour, {@code 0xRRGGBB}
     * @param width   its line width
     * @param markers whether each point is marked
     */
    public record Series(String name, double[] x, double[] y, int rgb, float width, boolean markers) {
    }
}
