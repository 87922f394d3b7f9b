package dev.arbiter.report;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;

import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A plot drawn on the plotter's own threads is the figure drawn on the caller's thread, and a plot that cannot be
 * drawn fails the page with the exception the drawing threw, whichever thread drew it.
 */
class PlotterTest {

    private static XYChart chart() {
        XYChart chart = Charts.xy(Charts.HALF, Charts.SHORT, "title", "x", "y");
        Charts.line(chart, "a", new double[] {0, 1, 2}, new double[] {2, 0, 1}, Charts.colour(0), 2f, true);
        return chart;
    }

    @Test
    void aPlotDrawnOnItsOwnThreadIsTheFigureDrawnOnTheCallersThread() {
        Figure inline;
        try (Plotter plotter = Plotter.onCallerThread()) {
            inline = Plotter.await(plotter.plot("line", chart(), "alt", "caption"));
        }
        Figure spread;
        try (Plotter plotter = Plotter.onOwnThreads()) {
            spread = Plotter.await(plotter.plot("line", chart(), "alt", "caption"));
        }
        assertThat(spread.file()).isEqualTo(inline.file()).startsWith("line-").endsWith(".png");
        assertThat(spread.png()).isEqualTo(inline.png());
        assertThat(spread).extracting(Figure::width, Figure::height, Figure::alt, Figure::caption)
                .containsExactly(Charts.HALF, Charts.SHORT, "alt", "caption");
    }

    @Test
    void aPlotThatCannotBeDrawnFailsWithItsOwnExceptionOnEitherThread() {
        for (boolean own : new boolean[] {false, true}) {
            try (Plotter plotter = own ? Plotter.onOwnThreads() : Plotter.onCallerThread()) {
                XYChart zeroOnALogAxis = chart();
                zeroOnALogAxis.getStyler().setXAxisLogarithmic(true);
                assertThatThrownBy(() -> Plotter.await(plotter.plot("log", zeroOnALogAxis, "alt", "caption")))
                        .as(own ? "own threads" : "caller's thread").isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("logarithmic");
            }
        }
    }
}
