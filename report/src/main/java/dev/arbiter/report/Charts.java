package dev.arbiter.report;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.TextLayout;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * The report's house style for XChart plots: fixed sizes, fonts that stay legible at 100% zoom (13-16 px), a white
 * background, light grid lines, the legend below the plot, one colour per engine or parameter from a palette that
 * stays distinct for readers with common colour-vision deficiencies (Tableau 10), and rendering to PNG.
 */
final class Charts {

    /** A full-width plot. */
    static final int WIDE = 1040;
    /** The height of a full-width plot. */
    static final int TALL = 440;
    /** A plot of two side by side. */
    static final int HALF = 510;
    /** The height of a plot of two side by side. */
    static final int SHORT = 330;

    private static final String FONT = Font.SANS_SERIF;
    private static final Font TITLE = new Font(FONT, Font.BOLD, 16);
    private static final Font AXIS_TITLE = new Font(FONT, Font.PLAIN, 14);
    private static final Font TEXT = new Font(FONT, Font.PLAIN, 13);
    private static final Color[] PALETTE = {
        new Color(0x4E79A7), new Color(0xF28E2B), new Color(0x59A14F), new Color(0xE15759), new Color(0x76B7B2),
        new Color(0xEDC948), new Color(0xB07AA1), new Color(0xFF9DA7), new Color(0x9C755F), new Color(0xBAB0AC)};

    private Charts() {
    }

    /**
     * The value range of an axis that shows every line whole and the bands only where they are informative: early
     * estimates' intervals can be a thousand times wider than the final ones and would flatten everything else, so
     * the caller adds the bands it wants shown whole ({@link #band(double, double)}) and the lines ({@link #value}),
     * and cuts the other bands at the edges.
     */
    static final class Range {
        private double low = Double.POSITIVE_INFINITY;
        private double high = Double.NEGATIVE_INFINITY;

        /** A value that must be on the axis. */
        Range value(double v) {
            if (Double.isFinite(v)) {
                low = Math.min(low, v);
                high = Math.max(high, v);
            }
            return this;
        }

        /** A band that must be on the axis whole. */
        Range band(double lo, double hi) {
            return value(lo).value(hi);
        }

        /**
         * The axis of an estimate against games played (x ascending): zero, every estimate, and the intervals from a
         * quarter of the games on; the intervals ({@code low}, {@code high}) are cut at its edges in place.
         *
         * @return {low, high}
         */
        static double[] cutBands(double[] x, double[] y, double[] low, double[] high) {
            Range range = new Range().value(0);
            int n = x.length;
            for (int k = 0; k < n; k++) {
                range.value(y[k]);
                if (x[k] >= x[n - 1] / 4) {
                    range.band(low[k], high[k]);
                }
            }
            double[] axis = range.limits(20);
            for (int k = 0; k < n; k++) {
                low[k] = Math.max(axis[0], low[k]);
                high[k] = Math.min(axis[1], high[k]);
            }
            return axis;
        }

        /** {low, high}, padded by 8% and at least {@code minWidth} wide. */
        double[] limits(double minWidth) {
            double lo = low;
            double hi = high;
            if (!(hi - lo >= minWidth)) {
                double mid = Double.isFinite(lo + hi) ? (lo + hi) / 2 : 0;
                lo = mid - minWidth / 2;
                hi = mid + minWidth / 2;
            }
            double pad = 0.08 * (hi - lo);
            return new double[] {Math.floor(lo - pad), Math.ceil(hi + pad)};
        }
    }

    /** The colour of series {@code i}. */
    static Color colour(int i) {
        return PALETTE[Math.floorMod(i, PALETTE.length)];
    }

    /** A colour made translucent, for bands. */
    static Color translucent(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }

    /** A line plot with labelled axes. */
    static XYChart xy(int width, int height, String title, String xTitle, String yTitle) {
        XYChart chart = new XYChart(width, height);
        chart.setTitle(title);
        chart.setXAxisTitle(xTitle);
        chart.setYAxisTitle(yTitle);
        style(chart.getStyler());
        chart.getStyler().setAnnotationLineColor(new Color(0x555555))
                .setAnnotationLineStroke(new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                        new float[] {6, 4}, 0))
                .setAnnotationTextFont(TEXT).setAnnotationTextFontColor(new Color(0x333333));
        return chart;
    }

    /** A bar plot with labelled axes. */
    static CategoryChart bars(int width, int height, String title, String xTitle, String yTitle) {
        CategoryChart chart = new CategoryChart(width, height);
        chart.setTitle(title);
        chart.setXAxisTitle(xTitle);
        chart.setYAxisTitle(yTitle);
        style(chart.getStyler());
        chart.getStyler().setAvailableSpaceFill(0.8).setOverlapped(false);
        return chart;
    }

    private static void style(AxesChartStyler s) {
        s.setChartBackgroundColor(Color.WHITE).setPlotBackgroundColor(Color.WHITE)
                .setChartTitleFont(TITLE).setLegendFont(TEXT)
                .setLegendPosition(Styler.LegendPosition.OutsideS).setLegendLayout(Styler.LegendLayout.Horizontal)
                .setLegendBorderColor(Color.WHITE).setChartTitleBoxVisible(false).setPlotBorderColor(new Color(0xBBBBBB))
                .setChartPadding(10).setAntiAlias(true).setTextAntiAlias(true).setSeriesColors(PALETTE);
        s.setAxisTitleFont(AXIS_TITLE).setAxisTickLabelsFont(TEXT)
                .setPlotGridLinesColor(new Color(0xE4E4E4)).setAxisTickMarksColor(new Color(0x888888));
    }

    /** A line series with points, in colour {@code c}. */
    static XYSeries line(XYChart chart, String name, double[] x, double[] y, Color c, float width, boolean markers) {
        XYSeries s = chart.addSeries(name, x, y);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        s.setLineColor(c);
        s.setLineStyle(new BasicStroke(width));
        s.setMarker(markers ? SeriesMarkers.CIRCLE : SeriesMarkers.NONE);
        s.setMarkerColor(c);
        return s;
    }

    /** A line across the categories of a category chart (parallel coordinates), dashed if {@code dashed}. */
    static CategorySeries categoryLine(CategoryChart chart, String name, List<String> categories, double[] y, Color c,
                                       float width, boolean dashed) {
        List<Double> values = new ArrayList<>();
        for (double v : y) {
            values.add(v);
        }
        CategorySeries s = chart.addSeries(name, categories, values);
        s.setChartCategorySeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Line);
        s.setLineColor(c);
        s.setLineStyle(dashed ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {8, 5}, 0)
                : new BasicStroke(width));
        s.setMarker(SeriesMarkers.CIRCLE);
        s.setMarkerColor(c);
        s.setFillColor(c);
        return s;
    }

    /** A dashed line without points. */
    static XYSeries dashed(XYChart chart, String name, double[] x, double[] y, Color c) {
        XYSeries s = line(chart, name, x, y, c, 2f, false);
        s.setLineStyle(new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {8, 5}, 0));
        return s;
    }

    /** One point with a vertical bar from {@code low} to {@code high} (a measurement with its interval). */
    static void pointWithBar(XYChart chart, String name, double x, double y, double low, double high, Color c) {
        XYSeries bar = line(chart, name + " interval", new double[] {x, x}, new double[] {low, high}, c, 2.5f, false);
        bar.setShowInLegend(false);
        XYSeries point = chart.addSeries(name, new double[] {x}, new double[] {y});
        point.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        point.setMarker(SeriesMarkers.DIAMOND);
        point.setMarkerColor(c);
    }

    /**
     * A shaded band between {@code low} and {@code high} (a closed polygon), not listed in the legend unless named
     * with {@code legend}.
     */
    static void band(XYChart chart, String name, double[] x, double[] low, double[] high, Color c, boolean legend) {
        int n = x.length;
        double[] px = new double[2 * n];
        double[] py = new double[2 * n];
        for (int i = 0; i < n; i++) {
            px[i] = x[i];
            py[i] = high[i];
            px[2 * n - 1 - i] = x[i];
            py[2 * n - 1 - i] = low[i];
        }
        XYSeries s = chart.addSeries(name, px, py);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.PolygonArea);
        s.setFillColor(translucent(c, 55));
        s.setLineColor(translucent(c, 0));
        s.setMarker(SeriesMarkers.NONE);
        s.setShowInLegend(legend);
    }

    /**
     * Sets up, once per process, what drawing any plot needs, so that a {@link Plotter} can do it while the page's
     * data is read: AWT's toolkit and graphics environment, the house style's fonts with their glyphs, the
     * anti-aliased rasteriser, and the digest that names the files. It draws nothing that is kept.
     */
    static void warmUp() {
        warmUpDrawing();
        try {
            MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /**
     * As {@link #warmUp()}, and also one small plot of each kind drawn and encoded (a line with points, a band, a
     * dashed line, bars) and thrown away, so that XChart's classes, its axis and legend layout and the PNG encoder
     * are set up too: what a run does on its report's thread when it starts ({@link LiveReport}), while the games
     * leave a core idle, so that its closing report finds all of it done.
     */
    static void warmUpPlots() {
        warmUp();
        double[] x = {0, 1, 2};
        XYChart lines = xy(HALF / 2, SHORT / 2, "0", "x", "y");
        band(lines, "b", x, new double[] {0, 0.5, 1}, new double[] {1, 1.5, 2}, colour(1), true);
        line(lines, "a", x, new double[] {0.5, 1, 1.5}, colour(0), 2f, true);
        dashed(lines, "c", x, new double[] {1, 1, 1}, colour(2));
        PngEncoder.encode(BitmapEncoder.getBufferedImage(lines));
        CategoryChart bars = bars(HALF / 2, SHORT / 2, "0", "x", "y");
        bars.addSeries("a", List.of("1", "2"), List.of(1.0, 2.0)).setFillColor(colour(0));
        PngEncoder.encode(BitmapEncoder.getBufferedImage(bars));
    }

    private static void warmUpDrawing() {
        BufferedImage image = new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            for (Font font : new Font[] {TITLE, AXIS_TITLE, TEXT}) {
                g.fill(new TextLayout("0.5 Elo", font, g.getFontRenderContext()).getOutline(null));
            }
            g.setStroke(new BasicStroke(2f));
            g.draw(new Line2D.Double(0, 0, 7, 5));
        } finally {
            g.dispose();
        }
    }

    /**
     * Renders a chart as a PNG figure named {@code stem-HASH.png}, the hash of its bytes (so a refresh that changes
     * nothing writes nothing new, and a browser never mixes an old image with a new page). The PNG is the one
     * XChart's {@link BitmapEncoder} writes through ImageIO, encoded for less ({@link PngEncoder}).
     */
    static Figure png(String stem, Chart<?, ?> chart, String alt, String caption) {
        try {
            byte[] png = PngEncoder.encode(BitmapEncoder.getBufferedImage(chart));
            String hash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(png), 0, 6);
            return new Figure(stem + "-" + hash + ".png", png, chart.getWidth(), chart.getHeight(), alt, caption);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
