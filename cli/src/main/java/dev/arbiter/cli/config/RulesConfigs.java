package dev.arbiter.cli.config;

import dev.arbiter.engine.world.GameRegistry;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.Openings;
import dev.arbiter.tournament.referee.OpeningBook;

import java.nio.file.Path;

/**
 * Binds the rules of a qualify or tune file ({@link RulesFile}: its {@code rules:} section or the same keys at its
 * top level) to a {@link GameRules}, which checks its own values; what needs the file, the machine or a registry (a
 * known game, an openings file that exists and reads, its path made absolute, a registered protocol and its
 * settings) is checked here. Every error names the file and
 * the field.
 */
public final class RulesConfigs {

    /** The game of a run whose games an external referee plays whole. */
    static final String REFEREE = "referee";

    private final RulesFile file;
    private final String source;
    private final String prefix;
    private final int seats;

    /**
     * Reads the rules of {@code file}, its {@code rules:} section (may be null) moved to its top level, and checks
     * its game.
     *
     * @param refereePlayers the players of the file's external referee, or 0 without one (the game is then
     *                       {@code referee})
     */
    RulesConfigs(RulesFile file, RulesFile section, int refereePlayers, String source, GameRegistry registry) {
        file.takeSection(section, source);
        this.file = file;
        this.source = source;
        this.prefix = section == null ? "" : "rules.";
        if (refereePlayers > 0 && (file.game == null || file.game.equals(REFEREE))) {
            file.game = REFEREE;
            seats = refereePlayers;
        } else {
            if (file.game == null || file.game.isBlank()) {
                throw new ConfigException(source, field("game"), "missing (a game name, see 'arbiter games')");
            }
            try {
                seats = registry.create(file.game).actorCount();
            } catch (IllegalArgumentException e) {
                throw new ConfigException(source, field("game"), e.getMessage());
            }
        }
        if (file.tc != null) {
            if (file.limits != null && file.limits.tc != null) {
                throw new ConfigException(source, field("tc"), "give the game clock once: 'tc' or 'limits.tc'");
            }
            file.limits = file.limits == null ? new QualifyFile.LimitsFile() : file.limits;
            file.limits.tc = file.tc;
            file.tc = null;
        }
    }

    /** The seats of the file's game. */
    int seats() {
        return seats;
    }

    /** The path of a rules key in the file: {@code rules.KEY} when the file has a {@code rules:} section. */
    String field(String key) {
        return prefix + key;
    }

    /**
     * The checked rules.
     *
     * @param referee whether an external referee plays each game whole
     * @param baseDir directory an openings file is resolved against
     */
    GameRules resolve(boolean referee, Path baseDir, GameRegistry registry) {
        MoveLimits limits = LimitsResolver.run(file.limits, source, field("limits"));
        if (file.adjudication != null && file.adjudication.active() && (referee || seats != 2)) {
            throw new ConfigException(source, field("adjudication"), referee
                    ? "an external referee plays each game whole: it cannot be adjudicated by engine scores"
                    : "expected a two-player game, " + file.game + " has " + seats + " seats");
        }
        Openings openings = openings(referee, baseDir, registry);
        try {
            return new GameRules(file.game, limits,
                    file.maxPlies == null ? GameRules.DEFAULT_MAX_PLIES : file.maxPlies, file.adjudicate,
                    file.adjudication, openings,
                    file.startTimeoutMs == null ? GameRules.DEFAULT_START_TIMEOUT_MS : file.startTimeoutMs,
                    file.asDefault(source, prefix));
        } catch (InvalidSettingException e) {
            throw new ConfigException(source, field(e.field()), e.getMessage());
        }
    }

    /** Whether the run's limits ask for the strict style (an engine's own limits follow it). */
    boolean strictLimits() {
        return LimitsResolver.strict(file.limits);
    }

    /** The start positions' file, its path made absolute and every line checked against the game; or null. */
    private Openings openings(boolean referee, Path baseDir, GameRegistry registry) {
        QualifyFile.OpeningsFile f = file.openings;
        if (f == null) {
            return null;
        }
        if (referee) {
            throw new ConfigException(source, field("openings"), "an external referee chooses its own start positions");
        }
        if (f.file == null || f.file.isBlank()) {
            throw new ConfigException(source, field("openings.file"), "expected the path of a file of start positions");
        }
        Openings openings;
        try {
            openings = new Openings(baseDir.resolve(f.file).toAbsolutePath().normalize().toString(), f.order, f.format,
                    f.start == null ? 1 : f.start, f.plies == null ? 0 : f.plies);
        } catch (InvalidSettingException e) {
            throw new ConfigException(source, field("openings." + e.field()), e.getMessage());
        }
        try {
            OpeningBook.read(openings, registry.create(file.game));
        } catch (IllegalArgumentException e) {
            throw new ConfigException(source, field("openings"), e.getMessage());
        }
        return openings;
    }
}
