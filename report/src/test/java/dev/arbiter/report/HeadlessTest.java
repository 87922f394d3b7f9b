package dev.arbiter.report;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;

import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A report draws its plots off-screen even in a process whose environment names an X display that cannot be reached
 * (a stale DISPLAY in a remote shell): AWT would otherwise try to connect to it and fail the report. Checked in a
 * JVM of its own, since AWT reads the setting once per process.
 */
class HeadlessTest {

    /** Draws a plot after the report's entry point is loaded, as a run does; prints whether AWT is headless. */
    public static final class DrawAfterReports {
        public static void main(String[] args) {
            Reports.folderOf(Path.of("run"));
            XYChart chart = Charts.xy(Charts.HALF, Charts.SHORT, "title", "x", "y");
            Charts.line(chart, "a", new double[] {0, 1, 2}, new double[] {2, 0, 1}, Charts.colour(0), 2f, true);
            Figure figure = Charts.png("line", chart, "alt", "caption");
            System.out.println("drew " + figure.png().length + " bytes, headless " + GraphicsEnvironment.isHeadless());
        }
    }

    @Test
    void aPlotIsDrawnWhenTheEnvironmentNamesADisplayThatCannotBeReached() throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder builder = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                DrawAfterReports.class.getName())).redirectErrorStream(true);
        builder.environment().put("DISPLAY", ":99");
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(1, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).contains("headless true").containsPattern("drew [1-9][0-9]* bytes");
    }
}
