package dev.arbiter.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every relative link of the README and the pages under {@code docs/} leads somewhere: its file exists and its
 * {@code #anchor}, if any, is a heading of that page (as GitHub makes heading anchors: lower case, punctuation
 * dropped, spaces as hyphens, a repeated heading numbered) or an explicit {@code <a id>}. Code blocks are skipped.
 */
class DocsLinksTest {

    private static final Path ROOT = Path.of("..");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#+\\s+(.*)$");
    private static final Pattern EXPLICIT = Pattern.compile("<a id=\"([^\"]+)\"");

    @Test
    void everyRelativeLinkOfTheDocsLeadsToAFileAndAnAnchorThatExist() throws IOException {
        List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String> broken = new ArrayList<>();
        Map<Path, Set<String>> anchors = new HashMap<>();
        for (Path page : pages) {
            Matcher m = LINK.matcher(withoutCodeBlocks(Files.readString(page)));
            while (m.find()) {
                String link = m.group(1);
                if (link.matches("^[a-z]+:.*")) {
                    continue;
                }
                int hash = link.indexOf('#');
                String file = hash < 0 ? link : link.substring(0, hash);
                Path target = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                if (!Files.exists(target)) {
                    broken.add(page.getFileName() + ": " + link + " (no such file)");
                } else if (hash >= 0 && target.toString().endsWith(".md")
                        && !anchors.computeIfAbsent(target, DocsLinksTest::anchorsOf).contains(link.substring(hash + 1))) {
                    broken.add(page.getFileName() + ": " + link + " (no such heading)");
                }
            }
        }
        assertThat(broken).as("links that lead nowhere").isEmpty();
    }

    private static String withoutCodeBlocks(String text) {
        return text.replaceAll("(?s)```.*?```", "");
    }

    private static Set<String> anchorsOf(Path page) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        try {
            for (String line : withoutCodeBlocks(Files.readString(page)).split("\n")) {
                Matcher heading = HEADING.matcher(line);
                if (heading.matches()) {
                    String slug = heading.group(1).replace("`", "").strip().toLowerCase(Locale.ROOT)
                            .replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
                    int times = seen.merge(slug, 1, Integer::sum);
                    anchors.add(times == 1 ? slug : slug + "-" + (times - 1));
                }
                Matcher explicit = EXPLICIT.matcher(line);
                while (explicit.find()) {
                    anchors.add(explicit.group(1));
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return anchors;
    }
}
