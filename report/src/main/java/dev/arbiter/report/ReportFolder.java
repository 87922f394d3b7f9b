package dev.arbiter.report;

import dev.arbiter.tournament.results.AtomicFiles;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes a report folder so that a reader (a browser opened on it, reloaded at any moment) never sees a half-written
 * page: the images first, each written atomically under a name derived from its content (an image that exists is
 * already complete and right), then {@code index.html} replaced atomically, last. Images that neither the new page
 * nor the one it replaced refers to are deleted afterwards, so a browser still showing the previous page can load
 * every image of it until the next refresh.
 */
final class ReportFolder {

    /** The page's file name. */
    static final String INDEX = "index.html";

    private static final Pattern IMAGE = Pattern.compile("[a-z0-9-]+-[0-9a-f]{12}\\.png");
    /** An image of a page: the source of an {@code img} element. */
    private static final Pattern SOURCE = Pattern.compile("<img src=\"([a-z0-9-]+-[0-9a-f]{12}\\.png)\"");

    private ReportFolder() {
    }

    /** Writes {@code html} with its {@code figures} into {@code dir}, atomically as seen by a reader of the page. */
    static void write(Path dir, String html, List<Figure> figures) throws IOException {
        Files.createDirectories(dir);
        Set<String> keep = new HashSet<>();
        for (Figure f : figures) {
            Path file = dir.resolve(f.file());
            if (!Files.isRegularFile(file)) {
                AtomicFiles.write(file, f.png());
            }
            keep.add(f.file());
        }
        Path index = dir.resolve(INDEX);
        if (Files.isRegularFile(index)) {
            keep.addAll(imagesOf(Files.readString(index, StandardCharsets.UTF_8)));
        }
        AtomicFiles.write(index, html);
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.toList()) {
                String name = p.getFileName().toString();
                if (IMAGE.matcher(name).matches() && !keep.contains(name)) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /** The image files a page refers to. */
    static Set<String> imagesOf(String html) {
        Set<String> names = new HashSet<>();
        Matcher m = SOURCE.matcher(html);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
