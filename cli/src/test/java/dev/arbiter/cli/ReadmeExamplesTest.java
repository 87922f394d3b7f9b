package dev.arbiter.cli;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's quoted {@code search} and {@code perft} outputs are what this build prints: each quoted command
 * is run and every figure compared except the timings, which depend on the machine.
 */
class ReadmeExamplesTest {

    private static final Set<String> TIMINGS = Set.of("time-ms", "nodes/s");

    /** A quoted command, its arguments and the lines the README shows after it. */
    private record Example(String command, List<String> args, boolean lastLineOnly, List<String> shown) {
    }

    private static List<Example> examples() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("..", "README.md"));
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (!line.startsWith("$ ./arbiter search ") && !line.startsWith("$ ./arbiter perft ")) {
                continue;
            }
            String command = line.substring(2);
            boolean tail = command.endsWith("| tail -1");
            List<String> words = words(tail ? command.substring(0, command.indexOf('|')) : command);
            List<String> shown = new ArrayList<>();
            for (int j = i + 1; j < lines.size() && !lines.get(j).startsWith("$ ") && !lines.get(j).startsWith("```"); j++) {
                shown.add(lines.get(j));
            }
            examples.add(new Example(command, words.subList(1, words.size()), tail, shown));
        }
        return examples;
    }

    /** Shell words: split at spaces, double quotes group. */
    private static List<String> words(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        for (char c : command.strip().toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ' ' && !quoted) {
                if (!word.isEmpty()) {
                    words.add(word.toString());
                    word.setLength(0);
                }
            } else {
                word.append(c);
            }
        }
        if (!word.isEmpty()) {
            words.add(word.toString());
        }
        return words;
    }

    /** The figures of a line that do not depend on the machine. */
    private static String withoutTimings(String command, String line) {
        String[] fields = line.strip().split("\\s+");
        if (command.contains(" perft ")) {
            return fields[0] + " " + fields[1];
        }
        return TIMINGS.contains(fields[0]) ? fields[0] : line.strip();
    }

    @Test
    void everyQuotedSearchAndPerftOutputIsWhatThisBuildPrintsButForTimings() throws Exception {
        List<Example> examples = examples();
        assertThat(examples).as("quoted search and perft commands in the README").hasSizeGreaterThanOrEqualTo(2);
        for (Example example : examples) {
            CliRunner.Run run = CliRunner.run(example.args().toArray(String[]::new));
            assertThat(run.exit()).as(example.command() + ": " + run.err()).isZero();
            List<String> printed = run.out().lines().toList();
            if (example.lastLineOnly()) {
                printed = printed.subList(printed.size() - 1, printed.size());
            }
            assertThat(printed.stream().map(l -> withoutTimings(example.command(), l)).toList()).as(example.command())
                    .isEqualTo(example.shown().stream().map(l -> withoutTimings(example.command(), l)).toList());
        }
    }
}
