package dev.arbiter.cli;

import dev.arbiter.engine.server.Engine;
import dev.arbiter.engine.server.EngineMain;
import dev.arbiter.engine.server.EngineOptions;
import dev.arbiter.engine.server.ServeOptions;
import dev.arbiter.engine.server.ServeSettings;
import dev.arbiter.engine.server.UciServer;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;

/**
 * {@code arbiter serve}: runs an engine as a protocol server on loopback, the form in which qualification
 * and tuning play it. See docs/PROTOCOL.md. The options are the engine library's ({@link EngineOptions},
 * {@link ServeOptions}), which users' own engines ({@link EngineMain#serve}) parse too; building the engine
 * and serving it are the library's as well ({@link EngineMain#listen}).
 */
@Command(name = ServeCommand.NAME, mixinStandardHelpOptions = true, description = ServeOptions.DESCRIPTION)
final class ServeCommand implements Runnable {

    /** The command's name, a constant so that {@link Arbiter#main} dispatches to it without loading the others. */
    static final String NAME = "serve";

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameMixin gameMixin;

    @Mixin
    EngineOptions engineOptions;

    @Mixin
    ServeOptions serveOptions;

    @Override
    public void run() {
        serve(gameMixin.create());
    }

    /**
     * Checks the options without serving: the game exists, the algorithm and parameters are valid.
     *
     * @throws picocli.CommandLine.ParameterException naming the bad option
     */
    void validate() {
        engineOptions.build(gameMixin.create());
    }

    private <W extends World<W>> void serve(Game<W> game) {
        Engine<W> engine = engineOptions.build(game);
        PrintStream err = System.err;
        boolean verbose = Verbosity.verbose;
        ServeSettings settings = serveOptions.settings(engineOptions.settings(), verbose);
        try {
            if (serveOptions.uci()) {
                UciServer.serve(game, engine, engineOptions.settings(),
                        serveOptions.engineName("arbiter", engineOptions.algorithm()), System.in, System.out);
                return;
            }
            EngineMain.listen(game, engine, settings, "arbiter", VersionProvider.version(), System.out, line -> {
                if (verbose) {
                    err.println("serve: " + line);
                }
            });
        } catch (BindException e) {
            // a port the user chose that cannot be had is bad input; with any free port asked for, the machine failed
            throw settings.endpoint().port() != 0 ? ArbiterException.usage("serve: " + e.getMessage())
                    : ArbiterException.failure("serve: " + e.getMessage(), e);
        } catch (IOException e) {
            throw ArbiterException.failure("serve: " + e.getMessage(), e);
        }
    }
}
