package dev.arbiter.cli;

import dev.arbiter.engine.world.Plot;
import dev.arbiter.tournament.results.AtomicFiles;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;

/** Draws a game's {@link Plot} with XChart as a PNG. */
final class PlotWriter {

    private PlotWriter() {
    }

    /** Writes {@code plot} to {@code file} (PNG), atomically: a plot that cannot be drawn leaves no file. */
    static void write(Plot plot, Path file) throws IOException {
        XYChart chart = new XYChartBuilder().width(1400).height(640).title(plot.title())
                .xAxisTitle(plot.xTitle()).yAxisTitle(plot.yTitle()).build();
        chart.getStyler().setXAxisMin(0.0).setXAxisMax(plot.xMax()).setYAxisMin(0.0).setYAxisMax(plot.yMax());
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        for (Plot.Series s : plot.series()) {
            XYSeries series = chart.addSeries(s.name(), s.x(), s.y());
            Color colour = new Color(s.rgb());
            series.setMarker(s.markers() ? SeriesMarkers.CIRCLE : SeriesMarkers.NONE);
            series.setLineColor(colour);
            series.setLineStyle(new BasicStroke(s.width()));
            if (s.markers()) {
                series.setMarkerColor(colour);
            }
        }
        AtomicFiles.write(file, BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG));
    }
}
