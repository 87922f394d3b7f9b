package dev.arbiter.cli.architecture;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rules that keep the modules and packages of the build in layers, checked over every module's main sources
 * (docs/ARCHITECTURE.md says why each holds).
 */
class ArchitectureRulesTest {

    /** Library modules: a user takes them without the built-in games or the cluster. */
    private static final Set<String> LIBRARIES = Set.of("engine", "elo", "evolution", "tournament", "tuning", "report");

    /** The classes of the commands that wire the built-in games by name (the rest find games by their registry). */
    private static final Set<String> CLI_GAME_WIRING = Set.of("cli/SolveCommand.java");

    /**
     * The classes outside the cluster module that name it: where a cluster is wired (the commands' one class, its
     * configuration section) and its benchmark. A run on one machine loads none of them.
     */
    private static final Set<String> CLUSTER_WIRING = Set.of("cli/ClusterWiring.java", "cli/ClusterConfig.java",
            "cli/TrustFiles.java", "bench/ClusterBench.java");


    private static final Pattern SEALED = Pattern.compile(
            "\\bsealed\\s+(?:abstract\\s+)?(?:interface|class)\\s+(\\w+)[^{]*?(?:\\bpermits\\s+([\\w\\s.,]+))?\\{");
    private static final Pattern INSTANCEOF = Pattern.compile("\\binstanceof\\s+(?:final\\s+)?([\\w.]+)");

    private static SourceTree tree;

    @BeforeAll
    static void readSources() {
        tree = SourceTree.read(SourceTree.root());
    }

    @Test
    void theSourcesAreFound() {
        assertTrue(tree.files().size() > 300, "found only " + tree.files().size() + " main sources");
        assertTrue(tree.files().stream().anyMatch(f -> f.name().equals("tournament/BotProtocol.java")));
    }

    @Test
    void noPackageCycle() {
        Map<String, Set<String>> dependencies = new TreeMap<>();
        for (SourceTree.SourceFile file : tree.files()) {
            Set<String> to = dependencies.computeIfAbsent(file.pkg(), p -> new TreeSet<>());
            file.importedPackages().stream().filter(p -> p.startsWith("dev.arbiter") && !p.equals(file.pkg()))
                    .forEach(to::add);
        }
        List<String> problems = new ArrayList<>();
        for (Set<String> cycle : PackageGraph.cycles(dependencies)) {
            problems.add("a package cycle: " + cycle + " (" + PackageGraph.edgesWithin(dependencies, cycle) + ")");
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theBuiltInGamesAreImportedOnlyByTheCommandsThatWireThemAndTheBenchmarks() {
        List<String> offenders = new ArrayList<>();
        for (SourceTree.SourceFile file : tree.files()) {
            boolean importsGames = file.imports().stream().anyMatch(i -> i.startsWith("dev.arbiter.games."));
            boolean allowed = file.module().equals("games") || file.module().equals("bench")
                    || file.module().equals("cli") && CLI_GAME_WIRING.contains(file.name());
            if (importsGames && !allowed) {
                offenders.add(file.name());
            }
        }
        assertEquals(List.of(), offenders);
        assertTrue(tree.files().stream().filter(f -> LIBRARIES.contains(f.module()))
                .noneMatch(f -> f.text().contains("dev.arbiter.games.")), "a library names the built-in games");
    }

    @Test
    void theClusterIsNamedOnlyWhereItIsWired() {
        List<String> offenders = new ArrayList<>();
        for (SourceTree.SourceFile file : tree.files()) {
            if (!file.module().equals("cluster") && file.text().contains("dev.arbiter.cluster")
                    && !CLUSTER_WIRING.contains(file.name())) {
                offenders.add(file.name());
            }
        }
        assertEquals(List.of(), offenders);
    }

    @Test
    void noInstanceofDispatchOverASealedType() {
        Map<String, String> sealedPackageByName = sealedTypes();
        List<String> offenders = new ArrayList<>();
        for (SourceTree.SourceFile file : tree.files()) {
            Matcher m = INSTANCEOF.matcher(file.text());
            while (m.find()) {
                String type = m.group(1);
                String sealed = type.contains(".") ? type.substring(0, type.indexOf('.')) : type;
                String pkg = sealedPackageByName.get(sealed);
                if (pkg != null && sees(file, pkg, sealed)) {
                    offenders.add(file.name() + ": instanceof " + type);
                }
            }
        }
        assertEquals(List.of(), offenders, "give the sealed type a method (or a visitor) instead");
    }

    @Test
    void noMethodEndsInReturnNullAfterTypeTests() {
        Pattern end = Pattern.compile("\\n([ \\t]*)[ \\t]{4}return null;\\s*\\n\\1}");
        List<String> offenders = new ArrayList<>();
        for (SourceTree.SourceFile file : tree.files()) {
            String text = file.text();
            Matcher m = end.matcher(text);
            while (m.find()) {
                String body = text.substring(methodStart(text, m.group(1), m.start()), m.start());
                if (body.contains(" instanceof ")) {
                    int line = (int) text.substring(0, m.start() + 1).lines().count() + 1;
                    offenders.add(file.name() + ":" + line);
                }
            }
        }
        assertEquals(List.of(), offenders, "a type test that falls through to null: a new kind would be ignored");
    }

    /** The most components a record has: beyond them, group the fields in nested records or give it a builder. */
    private static final int MOST_COMPONENTS = 8;

    private static final Pattern RECORD = Pattern.compile(
            "(?m)^[ \\t]*(?:(?:public|protected|private|static|final|strictfp)\\s+)*record\\s+(\\w+)\\s*(?:<[^>{]*>)?\\s*\\(");

    @Test
    void noRecordHasMoreThanEightComponents() {
        Map<String, Integer> components = new TreeMap<>();
        for (SourceTree.SourceFile file : tree.files()) {
            Matcher m = RECORD.matcher(file.text());
            while (m.find()) {
                String name = m.group(1).equals(file.simpleName()) ? m.group(1) : file.simpleName() + "." + m.group(1);
                components.put(file.pkg() + "." + name, componentCount(file.text(), m.end()));
            }
        }
        List<String> problems = new ArrayList<>();
        components.forEach((record, count) -> {
            if (count > MOST_COMPONENTS) {
                problems.add(record + " has " + count + " components: group them in nested records or give it a builder");
            }
        });
        assertEquals(List.of(), problems);
    }

    /** The components of the record header whose list opens just before {@code from}: its top-level commas, plus one. */
    private static int componentCount(String text, int from) {
        int depth = 0;
        int count = 1;
        boolean empty = true;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '<' || c == '[') {
                depth++;
            } else if (c == ')' || c == '>' || c == ']') {
                if (depth-- == 0) {
                    break;
                }
            } else if (c == ',' && depth == 0) {
                count++;
            }
            empty &= Character.isWhitespace(c);
        }
        return empty ? 0 : count;
    }

    /** Where the method closing at {@code before} starts: its header, the last line at its indentation ending in {. */
    private static int methodStart(String text, String indent, int before) {
        Pattern header = Pattern.compile("\\n" + Pattern.quote(indent) + "\\S[^\\n]*\\{[ \\t]*(?=\\n)");
        Matcher m = header.matcher(text);
        int start = 0;
        while (m.find() && m.start() < before) {
            start = m.start();
        }
        return start;
    }

    /** Every sealed type and every type it permits, by simple name, with the package of the sealed type. */
    private static Map<String, String> sealedTypes() {
        Map<String, String> byName = new HashMap<>();
        for (SourceTree.SourceFile file : tree.files()) {
            Matcher m = SEALED.matcher(file.text());
            while (m.find()) {
                String sealed = m.group(1);
                byName.put(sealed, file.pkg());
                if (m.group(2) != null) {
                    for (String permitted : m.group(2).split(",")) {
                        String name = permitted.trim();
                        byName.put(name.substring(name.lastIndexOf('.') + 1), file.pkg());
                    }
                }
            }
        }
        return byName;
    }

    /** Whether the file refers to {@code name} of {@code pkg}: it is in that package or imports it. */
    private static boolean sees(SourceTree.SourceFile file, String pkg, String name) {
        return file.pkg().equals(pkg) || file.imports().stream().anyMatch(i -> i.equals(pkg + "." + name)
                || i.startsWith(pkg + "." + name + ".") || i.equals(pkg));
    }
}
