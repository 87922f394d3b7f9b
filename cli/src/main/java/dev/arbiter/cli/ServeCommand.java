package dev.arbiter.cli;

import dev.arbiter.engine.server.Engine;
import dev.arbiter.engine.server.EngineMain;
import dev.arbiter.engine.server.ServeSettings;
import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.World;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * {@code arbiter serve}: runs an engine as a protocol server on loopback, the form in which qualification
 * and tuning play it. See docs/PROTOCOL.md. The options are parsed here; building the engine and serving it
 * are the engine library's ({@link EngineMain#listen}), shared with users' own engines.
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Run an engine as a protocol server (loopback TCP); its address is the first line printed.")
final class ServeCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameMixin gameMixin;

    @Mixin
    EngineMixin engineMixin;

    @Option(names = "--port", defaultValue = "0", paramLabel = "PORT", description = "Port (default 0: any free port).")
    int port;

    @Option(names = "--bind", defaultValue = ServeSettings.DEFAULT_BIND, paramLabel = "ADDR",
            description = "Address to listen on (default: ${DEFAULT-VALUE}; anything else exposes the engine).")
    String bind;

    @Option(names = "--addr-file", paramLabel = "FILE", description = "Also write 'host port' into this file.")
    Path addressFile;

    @Option(names = "--name", paramLabel = "NAME", description = "Engine name reported to referees (default: arbiter-ALGO).")
    String name;

    @Option(names = "--max-line", defaultValue = "1048576", paramLabel = "BYTES", description = "Longest accepted line.")
    int maxLine;

    @Override
    public void run() {
        serve(gameMixin.create());
    }

    /** Checks the options without serving: the game exists, the algorithm and parameters are valid. */
    void validate() {
        build(gameMixin.create());
    }

    private <W extends World<W>> void build(Game<W> game) {
        engineMixin.build(game);
        if (port < 0 || port > 65535) {
            throw ArbiterException.usage("--port: expected 0..65535, got " + port);
        }
    }

    private <W extends World<W>> void serve(Game<W> game) {
        Engine<W> built = engineMixin.build(game);
        ServeSettings settings = new ServeSettings(engineMixin.settings(), bind, port, addressFile, name, maxLine,
                Verbosity.verbose);
        PrintStream err = System.err;
        boolean verbose = settings.verbose();
        try {
            EngineMain.listen(game, new Engine<>(built.searcher(), built.identity(), built.limits()), settings,
                    "arbiter", VersionProvider.version(), System.out, line -> {
                        if (verbose) {
                            err.println("serve: " + line);
                        }
                    });
        } catch (IOException e) {
            throw ArbiterException.failure("serve: " + e.getMessage(), e);
        }
    }
}
