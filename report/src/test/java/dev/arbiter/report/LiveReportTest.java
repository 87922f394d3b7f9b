package dev.arbiter.report;

import dev.arbiter.tournament.results.RunFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The report of a running run is rewritten only when the run's files changed, and never stops the run. */
class LiveReportTest {

    @TempDir
    Path dir;

    private void appendGame() throws IOException {
        Files.writeString(dir.resolve(RunFiles.GAMES), "{}\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    @Test
    void aPageIsWrittenAtTheStartWhenTheLogGrowsAndAtTheEndButNotWhenNothingChanged() throws IOException {
        AtomicInteger pages = new AtomicInteger();
        LiveReport report = new LiveReport(dir, last -> pages.incrementAndGet(), line -> { }, null);
        assertThat(report.refresh()).isTrue();
        assertThat(report.refresh()).as("nothing changed").isFalse();
        appendGame();
        assertThat(report.refresh()).isTrue();
        appendGame();
        report.close();
        assertThat(pages).hasValue(3);
        assertThat(report.refresh()).as("closed").isFalse();
    }

    @Test
    void onlyTheLastPageIsWrittenAsTheLast() throws IOException {
        List<Boolean> pages = new ArrayList<>();
        LiveReport report = new LiveReport(dir, pages::add, line -> { }, null);
        report.refresh();
        appendGame();
        report.refresh();
        appendGame();
        report.close();
        assertThat(pages).as("refreshes draw on the run's one report thread; the last page on every core")
                .containsExactly(false, false, true);
    }

    @Test
    void aReportThatCannotBeWrittenIsOneWarningAndTheRunGoesOn() {
        List<String> warnings = new ArrayList<>();
        LiveReport report = new LiveReport(dir, last -> {
            throw new IOException("disk full");
        }, warnings::add, null);
        assertThat(report.refresh()).isFalse();
        report.close();
        assertThat(warnings).containsExactly("report: cannot write " + dir.resolve("report") + ": disk full");
    }

    @Test
    void theTimerRefreshesInTheBackgroundUntilClosed() throws Exception {
        CountDownLatch twice = new CountDownLatch(2);
        LiveReport report = new LiveReport(dir, last -> {
            twice.countDown();
            appendGame();
        }, line -> { }, Duration.ofMillis(5));
        assertThat(twice.await(1, TimeUnit.MINUTES)).isTrue();
        report.close();
        assertThat(report.refresh()).isFalse();
    }
}
