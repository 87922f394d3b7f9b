package dev.arbiter.cli;

import dev.arbiter.engine.world.Game;
import dev.arbiter.engine.world.GameProvider;
import dev.arbiter.engine.world.ParameterSpec;
import dev.arbiter.engine.world.Parameters;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.Map;

/** {@code arbiter games}: lists the games, their options and their evaluation parameters with bounds. */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "List the games, their options and their evaluation parameters with bounds.")
final class GamesCommand implements Runnable {

    @Mixin
    Verbosity verbosity;

    @Mixin
    GameJarMixin gameJars;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        for (GameProvider provider : gameJars.registry().providers()) {
            out.printf("%s  %s%n", provider.name(), provider.description());
            if (!provider.aliases().isEmpty()) {
                provider.aliases().forEach((alias, preset) -> out.printf("  alias %s = %s %s%n", alias, provider.name(), preset));
            }
            for (GameProvider.OptionSpec option : provider.options()) {
                out.printf("  option    %-14s default %-8s %s%n", option.name(), option.defaultValue(), option.description());
            }
            Game<?> game = provider.create(Map.of());
            for (ParameterSpec p : game.parameters()) {
                out.printf("  parameter %-14s default %-8s %s [%s, %s]  %s%n", p.name(), Parameters.format(p.defaultValue()),
                        p.integer() ? "integer" : "real", Parameters.format(p.min()), Parameters.format(p.max()), p.description());
            }
            out.println();
        }
        out.flush();
    }
}
