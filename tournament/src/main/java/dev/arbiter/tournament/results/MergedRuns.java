package dev.arbiter.tournament.results;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The games of several runs of one game rated together ({@code arbiter rank}): each run's games renumbered so that
 * games and rounds of different runs never mix (game pairs stay within their run), and the groups of engines that
 * the games connect, since ratings are comparable only within a group.
 */
public final class MergedRuns {

    /** Indexes and rounds of run {@code r} are shifted by {@code r} times this. */
    static final int RUN_OFFSET = 1_000_000;

    private MergedRuns() {
    }

    /** The games of the {@code run}-th run (from 0), their indexes and rounds shifted apart from the other runs'. */
    public static List<GameRecord> renumbered(List<GameRecord> games, int run) {
        List<GameRecord> shifted = new ArrayList<>(games.size());
        int offset = run * RUN_OFFSET;
        for (GameRecord g : games) {
            shifted.add(new GameRecord(new GameSlot(g.index() + offset, g.round() + offset, g.pairing(), g.seed()),
                    g.init(), g.seats(), g.moves(), g.outcome()));
        }
        return shifted;
    }

    /**
     * The engines split into groups that are connected by games (two engines are connected when they played in
     * one game, or through a chain of such engines; union-find); one group when every rating is comparable with
     * every other.
     */
    public static List<Set<String>> groupsThatMet(Collection<String> engines, List<GameRecord> games) {
        Map<String, String> parent = new LinkedHashMap<>();
        engines.forEach(e -> parent.put(e, e));
        for (GameRecord g : games) {
            for (int i = 1; i < g.seats().size(); i++) {
                String a = root(parent, g.seats().get(0));
                String b = root(parent, g.seats().get(i));
                parent.put(a, b);
            }
        }
        Map<String, Set<String>> groups = new LinkedHashMap<>();
        for (String e : parent.keySet()) {
            groups.computeIfAbsent(root(parent, e), k -> new TreeSet<>()).add(e);
        }
        return new ArrayList<>(groups.values());
    }

    private static String root(Map<String, String> parent, String engine) {
        String r = parent.computeIfAbsent(engine, e -> e);
        while (!parent.get(r).equals(r)) {
            r = parent.get(r);
        }
        return r;
    }
}
