package dev.arbiter.tournament.play;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An external referee program that plays one whole game per call, with the contract that brutaltester-compatible
 * CodinGame referees share: {@code -p1 CMD -p2 CMD [-p3 CMD -p4 CMD] [-seed N] [-l LOGFILE]} on its command
 * line, then one score per player on standard output in player order (further lines are the game's summary).
 * The argv is a template (as psyleague's play command): {@code {p1}}..{@code {p4}} (each player's command
 * line, one argument), {@code {seed}} and {@code {log}}; a template without any {@code {pN}} gets the default
 * flags {@code -p1 {p1} ... -pN {pN} -seed {seed}} appended.
 *
 * @param command   program and arguments, with placeholders
 * @param dir       its working directory, or null for the current one
 * @param players   players per game (1 to 4)
 * @param timeoutMs how long one game may take before the referee is killed and the game played again
 */
public record RefereeProgram(List<String> command, String dir, int players, long timeoutMs) {

    /** Default time one game may take. */
    public static final long DEFAULT_TIMEOUT_MS = 600_000;

    /** Checks the values. */
    public RefereeProgram {
        command = List.copyOf(command);
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
            for (int p = 1; p <= players; p++) {
                template.add("-p" + p);
                template.add("{p" + p + "}");
            }
            template.add("-seed");
            template.add("{seed}");
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
