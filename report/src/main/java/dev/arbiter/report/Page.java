package dev.arbiter.report;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Future;

/**
 * A report page as data: a title, a few headline facts, and sections of notes, tables, figures and preformatted
 * text, rendered by one Mustache template ({@code page.mustache}: the HTML, its style sheet and a few lines of
 * script that sort a table by a clicked column, all inline, so the page loads nothing from anywhere). Every value is
 * HTML-escaped by the template engine.
 *
 * @param title    the page title
 * @param subtitle one line under it
 * @param facts    the headline facts
 * @param sections the sections, in order
 * @param written  when the page was written, in words
 */
record Page(String title, String subtitle, List<Fact> facts, List<Section> sections, String written) {

    private static final Template TEMPLATE = compile();

    /** One headline fact. */
    record Fact(String label, String value) {
    }

    /**
     * A section of the page.
     *
     * @param id      its anchor
     * @param title   its heading
     * @param notes   paragraphs before its tables and figures
     * @param tables  its tables
     * @param figures its plots
     * @param pre     preformatted text after them (empty for none)
     */
    record Section(String id, String title, List<String> notes, List<Table> tables, List<Figure> figures, String pre) {

        /** Whether it has any figure. */
        boolean hasFigures() {
            return !figures.isEmpty();
        }

        /** Whether it has preformatted text. */
        boolean hasPre() {
            return !pre.isEmpty();
        }
    }

    /**
     * A table; a sortable one is sorted by clicking a column heading.
     *
     * @param id       the table's id (tests and links find it by it)
     * @param caption  what it shows
     * @param headers  the column headings
     * @param rows     the rows
     * @param sortable whether its columns sort on a click
     */
    record Table(String id, String caption, List<String> headers, List<List<Cell>> rows, boolean sortable) {

        /** Tables longer than this are folded (a click shows them), so that the plots after them stay in sight. */
        static final int FOLDED_OVER = 12;

        /** Whether the table is folded. */
        boolean folded() {
            return rows.size() > FOLDED_OVER;
        }

        /** Its number of rows, in words. */
        String size() {
            return Format.plural(rows.size(), "row");
        }
    }

    /**
     * A table cell.
     *
     * @param text   what it shows
     * @param sort   the value it sorts by (a number for numeric cells)
     * @param number whether it is a number (right-aligned, sorted numerically)
     * @param shade  its background colour as CSS {@code #rrggbb} (a heat map's cell), or empty
     */
    record Cell(String text, String sort, boolean number, String shade) {

        /** A text cell. */
        static Cell text(String text) {
            return new Cell(text, text, false, "");
        }

        /** A numeric cell showing {@code text} and sorted by {@code value} (NaN sorts last). */
        static Cell number(String text, double value) {
            return new Cell(text, Double.isNaN(value) ? "" : Double.toString(value), true, "");
        }

        /** This cell with background colour {@code css}. */
        Cell shaded(String css) {
            return new Cell(text, sort, number, css);
        }

        /** Whether it has a background colour. */
        boolean hasShade() {
            return !shade.isEmpty();
        }
    }

    /**
     * A section builder, for the reports' code. Its figures may still be drawing ({@link Plotter}): a report makes
     * every section's builder first and builds the sections last ({@link #buildAll}), so that the plots of later
     * sections are drawn while earlier ones wait.
     */
    static final class SectionBuilder {
        private final String id;
        private final String title;
        private final List<String> notes = new ArrayList<>();
        private final List<Table> tables = new ArrayList<>();
        private final List<Future<Figure>> figures = new ArrayList<>();
        private String pre = "";

        SectionBuilder(String id, String title) {
            this.id = id;
            this.title = title;
        }

        SectionBuilder note(String text) {
            notes.add(text);
            return this;
        }

        SectionBuilder table(Table table) {
            tables.add(table);
            return this;
        }

        SectionBuilder figure(Future<Figure> figure) {
            figures.add(figure);
            return this;
        }

        SectionBuilder pre(String text) {
            pre = text;
            return this;
        }

        /** The section, once its figures are drawn. */
        Section build() {
            return new Section(id, title, List.copyOf(notes), List.copyOf(tables),
                    figures.stream().map(Plotter::await).toList(), pre);
        }

        /** The sections of {@code builders}, in order, once their figures are drawn. */
        static List<Section> buildAll(List<SectionBuilder> builders) {
            return builders.stream().map(SectionBuilder::build).toList();
        }
    }

    /** Every figure of the page. */
    List<Figure> figures() {
        List<Figure> all = new ArrayList<>();
        sections.forEach(s -> all.addAll(s.figures()));
        return all;
    }

    /** The page as HTML. */
    String html() {
        return TEMPLATE.execute(this);
    }

    private static Template compile() {
        try (InputStream in = Page.class.getResourceAsStream("page.mustache");
             Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return Mustache.compiler().defaultValue("").compile(reader);
        } catch (IOException e) {
            throw new UncheckedIOException("the report's page template is missing from the class path", e);
        }
    }
}
