package dev.arbiter.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every command's {@code --help} page renders cleanly: picocli formats descriptions as format strings, so a
 * stray {@code %} prints a warning on standard error instead of the page the user asked for. Isolated: it replaces the
 * process-wide {@code System.err} for a moment, and a command run in-process by another class at that moment was seen
 * to print its error line there instead of on its own captured writer.
 */
@Isolated
class HelpPagesTest {

    @Test
    void everyCommandsHelpRendersWithoutPicocliWarningsAndOffersHelp() {
        List<CommandLine> commands = new ArrayList<>();
        collect(Arbiter.commandLine(), commands);
        PrintStream original = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            for (CommandLine command : commands) {
                String usage = command.getUsageMessage(CommandLine.Help.Ansi.OFF);
                assertThat(usage).as(command.getCommandName()).contains("--help");
            }
        } finally {
            System.setErr(original);
        }
        assertThat(commands).hasSizeGreaterThan(10);
        assertThat(warnings.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void helpWrapsAtSpacesOnlySoThatPathsNumbersAndDottedNamesStayWhole() {
        CommandLine arbiter = Arbiter.commandLine();
        arbiter.setUsageHelpAutoWidth(false);
        arbiter.setUsageHelpWidth(80);

        String completion = arbiter.getSubcommands().get("completion").getUsageMessage(CommandLine.Help.Ansi.OFF);
        String qualify = arbiter.getSubcommands().get("qualify").getUsageMessage(CommandLine.Help.Ansi.OFF);

        assertThat(completion).contains("~/.local/share/bash-completion/completions/arbiter");
        assertThat(qualify).contains("threshold:elo=50,confidence=0.95,", "(limits.firstMoveMs,",
                "dev.arbiter.engine.world.GameProvider");
        for (String page : List.of(completion, qualify)) {
            assertThat(page.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
        }
        assertThat(qualify).contains("      --stop=RULE            Early stop: none,");
    }

    private static void collect(CommandLine command, List<CommandLine> into) {
        into.add(command);
        command.getSubcommands().values().forEach(sub -> collect(sub, into));
    }
}
