package dev.arbiter.tournament.play;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An external referee program that plays one whole game per call. Its output is read in its {@link RefereeFormat}:
 * by default the contract of CodinGame SDK referees run by brutaltester ({@code -p1 CMD -p2 CMD [-p3 CMD -p4 CMD]
 * -d seed=N [-l LOGFILE]}, then one score per player on standard output in player order), or psyleague's
 * {@code play_game} JSON. The argv is a template: {@code {p1}}..{@code {p4}} (each player's command line, one
 * argument), {@code {seed}} and {@code {log}}; a template without any {@code {pN}} gets its format's default
 * arguments appended ({@code -p1 {p1} ... -pN {pN}} and the {@link SeedFlag}; psyleague: {@code {p1} ... {pN}}).
 *
 * @param command   program and arguments, with placeholders
 * @param dir       its working directory, or null for the current one
 * @param players   players per game (1 to 4)
 * @param timeoutMs how long one game may take before the referee is killed and the game played again
 * @param format    what it prints
 * @param seedFlag  how the seed is appended to a command without placeholders
 */
public record RefereeProgram(List<String> command, String dir, int players, long timeoutMs, RefereeFormat format,
                             SeedFlag seedFlag) {

    /** Default time one game may take. */
    public static final long DEFAULT_TIMEOUT_MS = 600_000;

    /** A brutaltester-style referee (scores, {@code -d seed=N}). */
    public RefereeProgram(List<String> command, String dir, int players, long timeoutMs) {
        this(command, dir, players, timeoutMs, RefereeFormat.SCORES, SeedFlag.D);
    }

    /** Checks the values. */
    public RefereeProgram {
        command = List.copyOf(command);
        format = format == null ? RefereeFormat.SCORES : format;
        seedFlag = seedFlag == null ? SeedFlag.D : seedFlag;
        if (command.isEmpty()) {
            throw new IllegalArgumentException("referee.cmd: expected a non-empty list of program and arguments");
        }
        if (players < 1 || players > 4) {
            throw new IllegalArgumentException("referee.players: expected 1 to 4, got " + players);
        }
        if (timeoutMs <= 0) {
            throw new IllegalArgumentException("referee.timeoutMs: expected a positive number, got " + timeoutMs);
        }
    }

    /**
     * The argv of one game: the players' command lines in seat order, the game's seed (as a non-negative
     * 31-bit number, which every referee parses) and its log file.
     */
    public List<String> argv(List<String> playerCommands, long seed, Path log) {
        List<String> template = new ArrayList<>(command);
        if (Placeholders.names(command).stream().noneMatch(n -> n.matches("p[1-4]"))) {
            template.addAll(format.defaultArguments(players, seedFlag));
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (int p = 0; p < playerCommands.size(); p++) {
            values.put("p" + (p + 1), playerCommands.get(p));
        }
        values.put("seed", Long.toString(seed & 0x7FFF_FFFFL));
        values.put("log", log.toString());
        List<String> argv = new ArrayList<>(template.size());
        for (String arg : template) {
            StringBuilder sb = new StringBuilder();
            java.util.regex.Matcher m = Placeholders.PLACEHOLDER.matcher(arg);
            while (m.find()) {
                String value = values.get(m.group(1));
                if (value == null) {
                    throw new IllegalArgumentException("referee.cmd: unknown placeholder {" + m.group(1)
                            + "} (known: {p1}..{p" + players + "}, {seed}, {log})");
                }
                m.appendReplacement(sb, java.util.regex.Matcher.quoteReplacement(value));
            }
            m.appendTail(sb);
            argv.add(sb.toString());
        }
        return argv;
    }
}
