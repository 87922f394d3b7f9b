package dev.arbiter.report;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Reads a report page back as a browser would, and checks what every page must satisfy. */
final class PageChecks {

    /** Anything that would make a browser reach the network: a scheme, a protocol-relative URL, an @import. */
    private static final Pattern NETWORK = Pattern.compile("(?i)(https?:|ftp:|wss?:|//[a-z0-9.-]+\\.[a-z]{2,}|@import|url\\()");

    private PageChecks() {
    }

    /**
     * Parses the page in {@code dir} and checks it: it is whole (ends with {@code </html>}), it refers to nothing on
     * the network (no URL with a scheme in any attribute, no external script, style sheet or font), and every image
     * it shows is a file of the folder holding a valid PNG of the size the page states, with a caption and
     * alternative text.
     */
    static Document read(Path dir) throws IOException {
        Path index = dir.resolve("index.html");
        String html = Files.readString(index);
        assertThat(html.strip()).endsWith("</html>");
        Document page = Jsoup.parse(html);
        for (Element e : page.getAllElements()) {
            e.attributes().forEach(a -> assertThat(a.getValue()).as("attribute %s of <%s>", a.getKey(), e.tagName())
                    .doesNotContainPattern(NETWORK));
        }
        assertThat(page.select("link, script[src], iframe, object, embed")).as("nothing loaded from elsewhere").isEmpty();
        page.select("style, script").forEach(s -> assertThat(s.data()).doesNotContainPattern(NETWORK));
        for (Element img : page.select("img")) {
            String src = img.attr("src");
            assertThat(src).as("a file of the report folder").doesNotContain("/").doesNotContain(":");
            Path file = dir.resolve(src);
            assertThat(file).exists();
            BufferedImage image = ImageIO.read(file.toFile());
            assertThat(image).as(src + " is a PNG").isNotNull();
            assertThat(Files.readAllBytes(file)).startsWith(new byte[] {(byte) 0x89, 'P', 'N', 'G'});
            assertThat(image.getWidth()).as(src + " width").isEqualTo(Integer.parseInt(img.attr("width")));
            assertThat(image.getHeight()).as(src + " height").isEqualTo(Integer.parseInt(img.attr("height")));
            assertThat(img.attr("alt")).isNotBlank();
            assertThat(img.parent().select("figcaption").text()).isNotBlank();
        }
        return page;
    }

    /** The image file names of a page, by the stem of their name ({@code elo-progress}). */
    static List<String> figureStems(Document page) {
        return page.select("img").stream().map(i -> i.attr("src").replaceAll("-[0-9a-f]{12}\\.png$", "")).toList();
    }

    /** The cells of a table's body, row by row. */
    static List<List<Element>> rows(Document page, String tableId) {
        Element table = page.getElementById(tableId);
        assertThat(table).as("table " + tableId).isNotNull();
        return table.select("tbody tr").stream().map(tr -> List.copyOf(tr.select("td"))).toList();
    }

    /** The number a cell sorts by. */
    static double sortValue(Element cell) {
        return Double.parseDouble(cell.attr("data-sort"));
    }
}
