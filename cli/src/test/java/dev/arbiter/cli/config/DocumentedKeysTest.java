package dev.arbiter.cli.config;

import dev.arbiter.tuning.DeSettings;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One source of truth per configuration key: the keys docs/QUALIFY.md and docs/TUNE.md document are exactly
 * the keys the configuration classes bind (a key added to a class without its line in the docs, or a
 * documented key that no longer exists, fails the build).
 */
class DocumentedKeysTest {

    private static final Path DOCS = Path.of("..", "docs");

    /** The YAML example of QUALIFY.md ("## The file"): its top-level keys, and the keys of its engines. */
    private static List<Set<String>> qualifyExampleKeys() throws IOException {
        String doc = Files.readString(DOCS.resolve("QUALIFY.md"));
        int start = doc.indexOf("```yaml", doc.indexOf("## The file"));
        String yaml = doc.substring(start, doc.indexOf("```", start + 7));
        Set<String> top = new TreeSet<>();
        Set<String> engine = new TreeSet<>();
        boolean inEngines = false;
        for (String line : yaml.lines().toList()) {
            Matcher topKey = Pattern.compile("^([A-Za-z]+):").matcher(line);
            if (topKey.find()) {
                top.add(topKey.group(1));
                inEngines = topKey.group(1).equals("engines");
                continue;
            }
            Matcher engineKey = Pattern.compile("^  (?:- |  )([A-Za-z]+):").matcher(line);
            if (inEngines && engineKey.find()) {
                engine.add(engineKey.group(1));
            }
        }
        return List.of(top, engine);
    }

    @Test
    void qualifyMdDocumentsExactlyTheKeysAQualificationFileBinds() throws IOException {
        List<Set<String>> documented = qualifyExampleKeys();
        assertThat(documented.get(0)).isEqualTo(ConfigReader.keys(QualifyFile.class));
        assertThat(documented.get(1)).isEqualTo(ConfigReader.keys(QualifyFile.EngineFile.class));
    }

    @Test
    void tuneMdDocumentsExactlyTheKeysATuningFileBinds() throws IOException {
        String doc = Files.readString(DOCS.resolve("TUNE.md"));
        int start = doc.indexOf("## Configuration");
        String table = doc.substring(start, doc.indexOf("\n\n", doc.indexOf("| field", start)));
        Set<String> documented = new TreeSet<>();
        for (String row : table.lines().filter(l -> l.startsWith("| `")).toList()) {
            String field = row.substring(1, row.indexOf('|', 1));
            Matcher key = Pattern.compile("`([A-Za-z]+)[^`]*`").matcher(field);
            while (key.find()) {
                documented.add(key.group(1));
            }
        }
        Set<String> bound = new TreeSet<>(ConfigReader.keys(TuneFile.class));
        Arrays.stream(DeSettings.class.getRecordComponents()).map(RecordComponent::getName).forEach(bound::add);
        bound.add("spsa"); // SPSA's settings block, bound by TunerSettings when tuner: spsa
        assertThat(documented).isEqualTo(bound);
    }
}
