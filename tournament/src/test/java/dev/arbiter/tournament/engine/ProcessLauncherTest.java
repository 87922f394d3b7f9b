package dev.arbiter.tournament.engine;

import dev.arbiter.tournament.support.Leftovers;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The launcher's guarantees on real shell processes: a session of its own, the whole tree ended (a helper that
 * left the session with {@code setsid} included, found by its environment marker), the log bounded with its start
 * and exit lines, a program that cannot run refused with why.
 */
class ProcessLauncherTest {

    @TempDir
    Path dir;

    @BeforeEach
    void needsSetsid() {
        assumeTrue(ProcessTree.groups(), "setsid and /proc are needed");
    }

    /** The first line the child prints (read as it comes). */
    private static String firstLine(ChildProcess child) throws Exception {
        return new BufferedReader(new InputStreamReader(child.stdout(), StandardCharsets.UTF_8)).readLine();
    }

    @Test
    void aChildLeadsItsOwnSessionAndEndsWithTheHelperItDetachedWithSetsid() throws Exception {
        EngineLog log = new EngineLog(dir.resolve("child.log"), 1 << 20);
        String script = "(setsid sh -c 'echo $$ > h.pid; exec sleep 60' &); sleep 60 & "
                + "while [ ! -s h.pid ]; do sleep 0.01; done; cat h.pid; echo bye >&2; wait";
        ChildProcess child = ProcessLauncher.of("shell", List.of("sh", "-c", script), dir).log(log).start();

        long helper = Long.parseLong(firstLine(child).strip());
        String stat = Files.readString(Path.of("/proc/" + child.pid() + "/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        assertThat(fields[3]).as("the child's session").isEqualTo(Long.toString(child.pid()));
        assertThat(child.tree()).extracting(ProcessHandle::pid).contains(child.pid(), helper);

        child.end(100);

        assertThat(Leftovers.of(List.of(child.pid(), helper))).isEmpty();
        log.close();
        assertThat(Files.readString(dir.resolve("child.log")))
                .contains("[arbiter] started shell (pid " + child.pid() + ")", "bye");
    }

    @Test
    void aProgramThatCannotRunIsAStartFailureSayingWhy() {
        assertThatThrownBy(() -> ProcessLauncher.of("ghost", List.of("./no-such-program"), dir).start())
                .isInstanceOfSatisfying(EngineFault.class, f -> {
                    assertThat(f.kind()).isEqualTo(FaultKind.START_FAILURE);
                    assertThat(f.getMessage()).isEqualTo("ghost: cannot run ./no-such-program: no such file");
                });
    }
}
