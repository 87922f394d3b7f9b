package dev.arbiter.cli;

import dev.arbiter.games.marslander.LanderFlight;
import dev.arbiter.games.marslander.Terrain;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Draws a Mars Lander flight with XChart: the surface, the landing zone and the lander's path, as a PNG. */
final class TrajectoryPlot {

    private TrajectoryPlot() {
    }

    /** Writes the plot of {@code flight} to {@code file} (PNG). */
    static void write(String title, LanderFlight.Flight flight, Path file) throws IOException {
        Terrain terrain = flight.last().terrain();
        XYChart chart = new XYChartBuilder().width(1400).height(640)
                .title(title + (flight.landed() ? ": landed" : ": crashed") + " after " + flight.last().ply()
                        + " turns, fuel left " + flight.last().fuel())
                .xAxisTitle("x (m)").yAxisTitle("y (m)").build();
        chart.getStyler().setXAxisMin(0.0).setXAxisMax((double) Terrain.WIDTH)
                .setYAxisMin(0.0).setYAxisMax((double) Terrain.HEIGHT);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        double[] sx = new double[terrain.points()];
        double[] sy = new double[terrain.points()];
        for (int i = 0; i < sx.length; i++) {
            sx[i] = terrain.x(i);
            sy[i] = terrain.y(i);
        }
        XYSeries surface = chart.addSeries("surface", sx, sy);
        surface.setMarker(SeriesMarkers.NONE);
        surface.setLineColor(Color.DARK_GRAY);
        surface.setLineStyle(new BasicStroke(2f));
        XYSeries zone = chart.addSeries("landing zone", new double[] {terrain.flatLeft(), terrain.flatRight()},
                new double[] {terrain.flatY(), terrain.flatY()});
        zone.setMarker(SeriesMarkers.NONE);
        zone.setLineColor(new Color(0, 150, 0));
        zone.setLineStyle(new BasicStroke(5f));
        List<LanderFlight.Turn> turns = flight.trajectory();
        double[] px = new double[turns.size()];
        double[] py = new double[turns.size()];
        for (int i = 0; i < px.length; i++) {
            px[i] = turns.get(i).x();
            py[i] = turns.get(i).y();
        }
        XYSeries path = chart.addSeries("lander", px, py);
        path.setMarker(SeriesMarkers.CIRCLE);
        path.setMarkerColor(flight.landed() ? Color.BLUE : Color.RED);
        path.setLineColor(flight.landed() ? Color.BLUE : Color.RED);
        BitmapEncoder.saveBitmap(chart, file.toString(), BitmapEncoder.BitmapFormat.PNG);
    }
}
