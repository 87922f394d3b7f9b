package dev.arbiter.cli;

import dev.arbiter.cli.config.ConfigException;
import dev.arbiter.tournament.config.InvalidSettingException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.assertj.core.api.Assertions.assertThat;

/** Exit codes: 0 ok, 1 run failed, 2 bad usage or input, 3 a bug (reported as one, not as bad usage). */
class ExitCodesTest {

    /** A command that fails the way it is told to. */
    @CommandLine.Command(name = "failing")
    static final class Failing implements Runnable {
        RuntimeException failure;

        @Override
        public void run() {
            throw failure;
        }
    }

    private static String[] run(RuntimeException failure) {
        Failing command = new Failing();
        command.failure = failure;
        CommandLine cl = new CommandLine(command);
        cl.setExecutionExceptionHandler(new ErrorHandler());
        cl.setExitCodeExceptionMapper(ErrorHandler::status);
        cl.setColorScheme(CommandLine.Help.defaultColorScheme(CommandLine.Help.Ansi.OFF));
        StringWriter err = new StringWriter();
        cl.setErr(new PrintWriter(err, true));
        return new String[] {Integer.toString(cl.execute()), err.toString()};
    }

    @Test
    void badInputIsExitTwoWithOneLine() {
        String[] config = run(new ConfigException("t.yaml", "rounds", "expected a positive integer, got -3"));
        assertThat(config[0]).isEqualTo("2");
        assertThat(config[1]).isEqualTo("arbiter: t.yaml: field 'rounds': expected a positive integer, got -3"
                + System.lineSeparator());
        assertThat(run(new InvalidSettingException("duel.elo", "expected a positive Elo difference"))[0]).isEqualTo("2");
        assertThat(run(ArbiterException.usage("--pairs: expected a positive number"))[0]).isEqualTo("2");
    }

    @Test
    void aFailedRunIsExitOne() {
        assertThat(run(ArbiterException.failure("engine 'x' cannot start", null))[0]).isEqualTo("1");
    }

    @Test
    void anyOtherErrorIsABugExitThreeWithAPleaseReportLineAndNoStackTrace() {
        String[] bug = run(new IllegalArgumentException("index 5 out of range"));
        assertThat(bug[0]).isEqualTo("3");
        assertThat(bug[1]).startsWith("arbiter: internal error: IllegalArgumentException: index 5 out of range")
                .contains("please report it").doesNotContain("\tat ");
        assertThat(run(new NullPointerException())[0]).isEqualTo("3");
    }
}
