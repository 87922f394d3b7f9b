package dev.arbiter.tournament.play;

import java.util.List;

/**
 * How a referee whose command has no {@code {pN}} placeholder is given the game's seed. CodinGame's SDK command
 * line ({@code CommandLineInterface} of the referees listed by cg-brutaltester) reads the initial data as
 * {@code -d seed=N}, and brutaltester and psyleague's example script pass it so: that is the default. A few
 * hand-written referees take {@code -seed N}.
 */
public enum SeedFlag {
    /** {@code -d seed=N}: CodinGame's SDK referees (the default). */
    D("-d", "seed={seed}"),
    /** {@code -seed N}. */
    SEED("-seed", "{seed}");

    private final List<String> args;

    SeedFlag(String... args) {
        this.args = List.of(args);
    }

    /** The arguments appended to the referee's command, with the {@code {seed}} placeholder. */
    public List<String> args() {
        return args;
    }

    /** As written in a configuration: {@code -d} or {@code -seed}. */
    public String flag() {
        return args.get(0);
    }

    /**
     * The flag a configuration names.
     *
     * @throws IllegalArgumentException naming the flags known
     */
    public static SeedFlag of(String flag) {
        for (SeedFlag f : values()) {
            if (f.flag().equals(flag)) {
                return f;
            }
        }
        throw new IllegalArgumentException("referee.seedFlag: expected '-d' (-d seed=N, the default) or '-seed' (-seed N), got '"
                + flag + "'");
    }
}
