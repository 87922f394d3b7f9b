package dev.arbiter.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A report folder is replaced so that a reader never sees a half-written page: the page is always whole, the images
 * of the new page and of the one it replaced are there, older images are cleaned up, and no temporary file is left.
 */
class ReportFolderTest {

    @TempDir
    Path dir;

    private static Figure figure(String stem, int version) {
        byte[] png = ("not really a png " + stem + " " + version).getBytes();
        return new Figure(stem + "-" + String.format("%012x", 0xabc000L + version) + ".png", png, 10, 10, "alt", "caption");
    }

    private static String page(int version, List<Figure> figures) {
        StringBuilder html = new StringBuilder("<!DOCTYPE html><html><body><p>version " + version + "</p>");
        figures.forEach(f -> html.append("<img src=\"").append(f.file()).append("\">"));
        html.append("x".repeat(50_000)).append("</body></html>");
        return html.toString();
    }

    private List<String> files() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theImagesOfTheShownAndThePreviousPageStayAndOlderOnesGo() throws IOException {
        List<Figure> first = List.of(figure("gain", 1), figure("elo", 1));
        List<Figure> second = List.of(figure("gain", 2), figure("elo", 1));
        List<Figure> third = List.of(figure("gain", 3), figure("elo", 3));
        ReportFolder.write(dir, page(1, first), first);
        ReportFolder.write(dir, page(2, second), second);
        assertThat(files()).containsExactlyInAnyOrder("index.html", first.get(0).file(), first.get(1).file(),
                second.get(0).file());
        ReportFolder.write(dir, page(3, third), third);
        assertThat(files()).as("the first page's own images are gone, no temporary file is left")
                .containsExactlyInAnyOrder("index.html", second.get(0).file(), second.get(1).file(), third.get(0).file(),
                        third.get(1).file());
        assertThat(Files.readString(dir.resolve("index.html"))).contains("version 3");
    }

    @Test
    void aReaderDuringRefreshesOnlyEverSeesWholePages() throws Exception {
        AtomicBoolean done = new AtomicBoolean();
        List<String> seen = new ArrayList<>();
        Thread reader = new Thread(() -> {
            while (!done.get()) {
                try {
                    String html = Files.readString(dir.resolve("index.html"));
                    seen.add(html.substring(html.length() - 14) + html.substring(0, 60));
                } catch (IOException notYetWritten) {
                    // the first page is not there yet
                }
            }
        });
        ReportFolder.write(dir, page(0, List.of()), List.of());
        reader.start();
        for (int v = 1; v <= 20; v++) {
            List<Figure> figures = List.of(figure("gain", v));
            ReportFolder.write(dir, page(v, figures), figures);
        }
        done.set(true);
        reader.join();
        assertThat(seen).isNotEmpty().allSatisfy(s -> assertThat(s).startsWith("</body></html>").contains("version"));
        assertThat(files()).noneMatch(f -> f.endsWith(".tmp"));
    }
}
