package dev.arbiter.tournament.support;

import dev.arbiter.tournament.EngineSpec;
import dev.arbiter.tournament.QualifyConfig;
import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.QualificationListener;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * Third-party engines for the fault suite: {@code faults/tictactoe_engine.py}, a tic-tac-toe engine written
 * from docs/PROTOCOL.md alone (the project's code never runs in it), sound or with one injected fault. Every
 * process such an engine runs writes its id to a {@code pids} file, so that a test can check none is left.
 */
public final class PythonEngines {

    private PythonEngines() {
    }

    /** Whether {@code python3} runs here. */
    public static boolean available() {
        return PythonBots.available();
    }

    /** The Python interpreter to run engines with ({@link PythonBots#python()}). */
    public static String python() {
        return PythonBots.python();
    }

    /** The engine script. */
    public static Path script() {
        try {
            return Path.of(Objects.requireNonNull(PythonEngines.class.getResource("/faults/tictactoe_engine.py")).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * An engine named {@code name} with {@code fault} ({@code none} for a sound one), its marker and pid files in
     * {@code dir}, and extra arguments.
     */
    public static EngineSpec engine(String name, String fault, Path dir, long startTimeoutMs, String... extra) {
        List<String> argv = new ArrayList<>(List.of(python(), script().toString(), "--fault", fault,
                "--marker", dir.resolve("fired-" + name).toString(), "--pids", pids(dir).toString()));
        argv.addAll(List.of(extra));
        return new EngineSpec(name, argv, null, null, null, startTimeoutMs);
    }

    /** The file every engine process started with {@code dir} writes its id to. */
    public static Path pids(Path dir) {
        return dir.resolve("pids");
    }

    /** The ids written to the pid file of {@code dir}. */
    public static List<Long> pidsOf(Path dir) throws IOException {
        Path file = pids(dir);
        return !Files.exists(file) ? List.of()
                : Files.readAllLines(file).stream().filter(l -> !l.isBlank()).map(l -> Long.parseLong(l.strip())).toList();
    }

    /** Tic-tac-toe between {@code engines}, 2 seconds a move at most, with logs of {@code logBytes}. */
    public static QualifyConfig config(List<EngineSpec> engines, int rounds, StopRule stop, long logBytes) {
        return new QualifyConfig(GameRules.of("tictactoe").withLimits(new MoveLimits(0, 0, 0, 0, 2_000))
                .withPlyLimit(20, Adjudication.SCORE).withStartTimeoutMs(60_000), engines,
                new QualifyConfig.Rounds(rounds, null, ScheduleKind.ROUND_ROBIN), new QualifyConfig.Serving(1, logBytes), 5,
                stop);
    }

    /**
     * The referee of the killed-referee scenario, in a JVM of its own: {@code RUN_DIR WORK_DIR}; a sound engine
     * against one that ignores end-of-file, for many games.
     */
    public static void main(String[] args) throws Exception {
        Path work = Path.of(args[1]);
        QualifyConfig config = config(List.of(engine("sound", "none", work, 0), engine("stubborn", "ignore-eof", work, 0)),
                100_000, StopRule.NONE, 1 << 20);
        new Qualification(config, GameRegistry.load().create("tictactoe"), new RunFiles(Path.of(args[0])),
                QualificationListener.NONE).run();
    }
}
