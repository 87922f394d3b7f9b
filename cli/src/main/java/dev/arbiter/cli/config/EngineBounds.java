package dev.arbiter.cli.config;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.NamedProtocol;
import dev.arbiter.tournament.engine.DeclaredParameters;
import dev.arbiter.tournament.engine.EngineFault;
import dev.arbiter.tournament.engine.FaultKind;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.EngineDeclarations;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.Placeholders;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A tuning run's parameters declared once, by the engine: before the first game the engine is asked what it declares
 * ({@link EngineDeclarations}: an engine server's {@code hello.bounds}, a UCI engine's {@code option} lines), and the
 * configuration's parameters are completed from it and checked against it. A parameter given by name only takes the
 * engine's bounds, integer flag and own value (as its seed); bounds given in the file may narrow the engine's, never
 * widen them; a name the engine does not declare, a bound outside the engine's, or a real-valued tuning of an integer
 * parameter the protocol does not round (an engine server's) is refused with one line naming the file, the field and
 * the engine's bound. This holds for the values sent per game ({@code newgame}, {@code setoption}); a parameter with
 * a {@code {name}} placeholder goes where the command line puts it and is not checked. An engine that declares nothing
 * (an older engine server, a stdio bot) or is not asked (an external referee or a cluster plays the games) is not
 * checked: the file then gives every bound, as before. A UCI {@code spin} is an integer the referee rounds values to
 * ({@code UciValues}), so tuning it over the reals is allowed, as OpenBench does.
 */
public final class EngineBounds {

    private EngineBounds() {
    }

    /**
     * Asks the engine of {@code f} what it declares and completes and checks {@code f.parameters} with it (see the
     * class comment); does nothing when the engine cannot be asked or declares nothing.
     *
     * @param source  file name for messages
     * @param baseDir directory that a relative engine directory is resolved against
     * @return what the engine declared, if anything
     * @throws ConfigException naming the file, the field and the engine's bound for a parameter that does not fit,
     *                         or the engine's start failure when a parameter needs its declaration
     */
    public static Optional<DeclaredParameters> apply(TuneFile f, String source, Path baseDir, GameRegistry registry) {
        Optional<Entrant> entrant = entrant(f, source, baseDir);
        if (entrant.isEmpty()) {
            return Optional.empty();
        }
        Game<?> game;
        try {
            game = registry.create(f.rules != null && f.rules.game != null ? f.rules.game : f.game);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        Long timeout = f.rules != null && f.rules.startTimeoutMs != null ? f.rules.startTimeoutMs : f.startTimeoutMs;
        long startTimeoutMs = timeout == null || timeout <= 0 ? GameRules.DEFAULT_START_TIMEOUT_MS : timeout;
        Optional<DeclaredParameters> declared;
        try {
            declared = EngineDeclarations.of(entrant.get(), game, startTimeoutMs);
        } catch (EngineFault fault) {
            if (fault.kind().blamesConfiguration()) {
                throw new ConfigException(source, "engine", fault.kind().description() + ": " + fault.getMessage());
            }
            if (fault.kind() == FaultKind.MALFORMED) {
                throw new ConfigException(source, "engine.cmd", "the engine's declaration of its parameters is "
                        + "malformed: " + fault.getMessage());
            }
            if (incomplete(f.parameters)) {
                throw new ConfigException(source, "engine.cmd", "the engine did not start to declare its parameters, "
                        + "which a parameter without min, max or seed needs: " + fault.getMessage());
            }
            return Optional.empty();
        }
        declared.ifPresent(d -> complete(f.parameters, Placeholders.names(f.engine.cmd), d, source));
        return declared;
    }

    /**
     * Completes {@code parameters} from {@code declared} and checks them against it (see the class comment), except
     * those in {@code placeholders}: a value on the command line goes where the command puts it, under any name.
     *
     * @throws ConfigException for a parameter that does not fit what the engine declares
     */
    public static void complete(List<TuneFile.ParameterFile> parameters, Collection<String> placeholders,
                                DeclaredParameters declared, String source) {
        if (parameters == null) {
            return;
        }
        for (int i = 0; i < parameters.size(); i++) {
            TuneFile.ParameterFile p = parameters.get(i);
            if (p == null || p.name == null || placeholders.contains(p.name)) {
                continue;
            }
            String at = "parameters[" + i + "]";
            DeclaredParameters.Parameter d = declared.find(p.name).orElseThrow(() -> new ConfigException(source,
                    at + ".name", "the engine declares no tunable parameter '" + p.name + "' (" + declared.where() + ": "
                            + declared.names() + ")"));
            String engine = "the engine declares " + d.name() + " " + DeclaredParameters.describe(d) + " ("
                    + declared.where() + ")";
            if (d.bounded()) {
                p.min = p.min == null ? d.min() : p.min;
                p.max = p.max == null ? d.max() : p.max;
                if (p.min < d.min()) {
                    throw new ConfigException(source, at + ".min", "below the engine's bound: " + engine + ", got "
                            + DeclaredParameters.number(p.min));
                }
                if (p.max > d.max()) {
                    throw new ConfigException(source, at + ".max", "above the engine's bound: " + engine + ", got "
                            + DeclaredParameters.number(p.max));
                }
            } else if (p.min == null || p.max == null) {
                throw new ConfigException(source, at + "." + (p.min == null ? "min" : "max"),
                        "missing (a number): " + engine + ", so the file gives them");
            }
            if (p.integer == null) {
                p.integer = d.integer();
            } else if (!p.integer && d.integer() && !declared.roundsIntegers()) {
                throw new ConfigException(source, at + ".integer", "false, but " + engine + ": its values must be "
                        + "whole (write integer: true or leave it out)");
            }
            if (p.seed == null) {
                if (d.value() == null || d.value() < p.min || d.value() > p.max) {
                    throw new ConfigException(source, at + ".seed", "missing (a number): the engine's own value "
                            + (d.value() == null ? "is not declared" : DeclaredParameters.number(d.value())
                            + " lies outside [" + DeclaredParameters.number(p.min) + ", "
                            + DeclaredParameters.number(p.max) + "]"));
                }
                p.seed = d.value();
            }
        }
    }

    /**
     * The engine as it starts for the run, its placeholders filled with the seed values, or empty when it need not or
     * cannot be asked: every parameter is a placeholder, an external referee or a cluster plays the games, the file's
     * game or engine is incomplete or its rules' protocol does not bind (the configuration's own check reports that),
     * or a placeholder has no seed value.
     */
    private static Optional<Entrant> entrant(TuneFile f, String source, Path baseDir) {
        if (f.referee != null || f.cluster != null || f.game == null && (f.rules == null || f.rules.game == null)
                || f.engine == null || f.engine.cmd == null
                || f.engine.cmd.isEmpty() || f.engine.cmd.stream().anyMatch(s -> s == null || s.isEmpty())
                || f.parameters == null || f.parameters.stream().allMatch(p -> p == null || p.name == null
                || Placeholders.names(f.engine.cmd).contains(p.name))) {
            return Optional.empty();
        }
        Map<String, Double> values = new LinkedHashMap<>();
        for (String name : Placeholders.names(f.engine.cmd)) {
            Double seed = f.parameters == null ? null : f.parameters.stream()
                    .filter(p -> p != null && name.equals(p.name)).map(p -> p.seed).findFirst().orElse(null);
            if (seed == null) {
                return Optional.empty();
            }
            values.put(name, seed);
        }
        Path dir = f.engine.dir == null ? baseDir : baseDir.resolve(f.engine.dir).normalize();
        if (!Files.isDirectory(dir)) {
            return Optional.empty();
        }
        List<String> argv = new ArrayList<>(Launchers.expand(f.engine.cmd, false));
        ConfigChecks.checkProgram(argv.get(0), dir, source, "engine.cmd");
        NamedProtocol defaults;
        try {
            defaults = f.protocolKeys(f.rules).asDefault(source, "");
        } catch (ConfigException e) {
            return Optional.empty(); // the configuration's own check names the field where it is written
        }
        BotProtocol protocol = f.engine.boundProtocol(defaults, source, "engine");
        return Optional.of(new Entrant("engine", argv, dir.toAbsolutePath().toString(), values, MoveLimits.DEFAULT, 0,
                protocol));
    }

    private static boolean incomplete(List<TuneFile.ParameterFile> parameters) {
        return parameters != null && parameters.stream().anyMatch(p -> p != null && (p.min == null || p.max == null
                || p.seed == null));
    }
}
