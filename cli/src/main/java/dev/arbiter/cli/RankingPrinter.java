package dev.arbiter.cli;

import dev.arbiter.elo.EloEstimate;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.tournament.EliminationSchedule;
import dev.arbiter.tournament.Qualification;
import dev.arbiter.tournament.results.EngineLatencies;
import dev.arbiter.tournament.results.EngineStanding;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.RunFiles;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** Prints a ranking as a table: every Elo with its 95% interval and the number of games behind it. */
final class RankingPrinter {

    private RankingPrinter() {
    }

    static void print(PrintWriter out, List<EngineStanding> ranking) {
        out.printf(Locale.ROOT, "%-4s %-20s %7s %17s %6s %5s %5s %5s %6s %8s %8s%n", "rank", "engine", "elo", "95% interval",
                "games", "wins", "draws", "loss", "score", "los_next", "forfeits");
        for (EngineStanding s : ranking) {
            EngineStanding.Rating rating = s.rating();
            EngineStanding.PairwiseResults results = s.results();
            boolean rated = results.games() > 0;
            out.printf(Locale.ROOT, "%-4d %-20s %7s %17s %6d %5d %5d %5d %6s %8s %8d%n", s.rank(), s.engine(),
                    rated ? String.format(Locale.ROOT, "%+.1f", rating.elo()) : "-",
                    rated ? EloEstimate.intervalText(rating.eloLow(), rating.eloHigh()) : "-", results.games(),
                    results.wins(), results.draws(), results.losses(), figure("%.3f", results.score()),
                    Double.isNaN(s.losNext()) ? "" : String.format(Locale.ROOT, "%.3f", s.losNext()), s.forfeits());
        }
    }

    /**
     * Prints each engine's reply latency as the referee measured it (p50 / p99 / max over its moves, in ms) and
     * its games lost by a late answer; nothing when no move was timed (an empty run).
     */
    static void printLatencies(PrintWriter out, List<EngineStanding> ranking, EngineLatencies latencies) {
        if (ranking.stream().allMatch(s -> latencies.of(s.engine()).moves() == 0)) {
            return;
        }
        out.printf(Locale.ROOT, "%-25s %8s %8s %8s %8s %5s%n", "reply latency (ms)", "moves", "p50", "p99", "max", "late");
        for (EngineStanding s : ranking) {
            EngineLatencies.Latency l = latencies.of(s.engine());
            out.printf(Locale.ROOT, "%-25s %8d %8.2f %8.2f %8.2f %5d%n", s.engine(), l.moves(), l.p50Ms(), l.p99Ms(),
                    l.maxMs(), l.late());
        }
    }

    /**
     * Prints each engine's effort per move (mean measured ms; mean nodes, depth and nodes per second where the
     * engine reported them; games lost on time and by running out of nodes); nothing when no move was timed.
     */
    static void printEffort(PrintWriter out, List<EngineStanding> ranking, EngineLatencies latencies) {
        if (ranking.stream().allMatch(s -> latencies.of(s.engine()).moves() == 0)) {
            return;
        }
        out.printf(Locale.ROOT, "%-25s %9s %10s %6s %11s %13s %13s%n", "effort per move", "ms", "nodes", "depth",
                "nodes/s", "time_forfeits", "node_forfeits");
        for (EngineStanding s : ranking) {
            EngineLatencies.Effort e = latencies.effort(s.engine());
            out.printf(Locale.ROOT, "%-25s %9s %10s %6s %11s %13d %13d%n", s.engine(), figure("%.2f", e.msPerMove()),
                    figure("%.1f", e.nodesPerMove()), figure("%.2f", e.depthPerMove()), figure("%.0f", e.nodesPerS()),
                    e.timeForfeits(), e.nodeForfeits());
        }
    }

    /**
     * Prints an elimination's state: the engines still in play, each dropped engine with the games played when it
     * was dropped and the leader's lead and anytime lower bound then, and the games of every pairing that played.
     */
    static void printElimination(PrintWriter out, Qualification.Result result) {
        EliminationSchedule.Summary e = result.elimination();
        if (e.candidate() != null) {
            out.printf(Locale.ROOT, "gauntlet elimination of %s at %.0f%% confidence: %s; in play: %s%n", e.candidate(),
                    100 * e.confidence(), e.inPlay().size() == 1 ? "every comparison decided" : "comparisons open",
                    String.join(", ", e.inPlay()));
        } else {
            out.printf(Locale.ROOT, "elimination at %.0f%% confidence: %s; in play: %s%n", 100 * e.confidence(),
                    e.named() != null ? e.named() + " named the best" : "no engine named yet",
                    String.join(", ", e.inPlay()));
        }
        if (!e.dropped().isEmpty()) {
            out.printf(Locale.ROOT, "%-20s %11s %-20s %9s %12s%n", "dropped", "after games", "leader then", "lead",
                    "lower bound");
            for (EliminationSchedule.Drop d : e.dropped()) {
                out.printf(Locale.ROOT, "%-20s %11d %-20s %+9.1f %+12.1f%n", d.engine(), d.games(), d.leader(), d.lead(),
                        d.lowerBound());
            }
        }
        List<String> engines = result.standings().engines();
        StringBuilder pairings = new StringBuilder("games per pairing:");
        for (int a = 0; a < engines.size(); a++) {
            for (int b = a + 1; b < engines.size(); b++) {
                long games = Math.round(result.standings().headToHead(a, b)[1]);
                if (games > 0) {
                    pairings.append(String.format(Locale.ROOT, " %s-%s %d", engines.get(a), engines.get(b), games));
                }
            }
        }
        out.println(pairings);
    }

    /**
     * Prints engine {@code a}'s Elo against engine {@code b} (nothing without a complete game pair): the joint fit's
     * difference with its score-type interval and LOS, the same figures as crosstable.csv, and their game pairs;
     * adding 0.0 prints an even score's -0.0 as +0.0.
     */
    private static void printPair(PrintWriter out, Qualification.Result result, int a, int b) {
        Pentanomial pairs = result.standings().pentanomial(a, b);
        if (pairs.pairs() > 0) {
            EloEstimate e = result.standings().fit().difference(a, b, EloEstimate.DEFAULT_CONFIDENCE);
            List<String> engines = result.standings().engines();
            out.printf(Locale.ROOT, "%s vs %s: %+.1f Elo %s (95%%, %d game pairs %s), LOS %.1f%%%n",
                    engines.get(a), engines.get(b), e.elo() + 0.0, e.intervalText(), pairs.pairs(),
                    java.util.Arrays.toString(pairs.counts()), 100 * result.standings().fit().superiority(a, b));
        }
    }

    private static String figure(String format, double value) {
        return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, format, value);
    }

    /**
     * Prints a qualification's outcome: the ranking, latencies and effort, and the game-pair Elo of each pairing
     * that answers the run's question on its own: the two engines of a duel, or, in a gauntlet ({@code gauntlet}
     * names its engine; null otherwise), each opponent against the gauntlet's engine.
     */
    static void print(PrintWriter out, Qualification.Result result, String gauntlet) {
        out.println();
        print(out, result.ranking());
        printLatencies(out, result.ranking(), result.latencies());
        printEffort(out, result.ranking(), result.latencies());
        List<String> engines = result.standings().engines();
        if (engines.size() == 2) {
            printPair(out, result, 0, 1);
        } else if (gauntlet != null && engines.contains(gauntlet)) {
            int one = engines.indexOf(gauntlet);
            for (int opponent = 0; opponent < engines.size(); opponent++) {
                if (opponent != one) {
                    printPair(out, result, opponent, one);
                }
            }
        }
        if (result.elimination() != null) {
            printElimination(out, result);
        }
        Qualification.GameCounts games = result.games();
        if (games.notCounted() > 0) {
            out.printf("the stop rule fired on the first %d games, which the table covers; %d more game%s, played "
                    + "at the same time, %s logged and not counted%n", result.stop().games(), games.notCounted(),
                    games.notCounted() == 1 ? "" : "s", games.notCounted() == 1 ? "is" : "are");
        }
        out.printf("%d of %d games played%s%s; results in %s (%s, %s, %s, %s, %s, %s)%n", games.played(),
                games.planned(), games.voidGames() == 0 ? "" : ", " + games.voidGames()
                        + " of them void (the referee could not score them; counted for nobody)",
                result.stopReason() == null ? "" : " (stopped early)", result.files().dir(),
                RunFiles.RANKING, RunFiles.CROSSTABLE, RunFiles.LATENCY, RunFiles.GAMES, GameText.FILE, RunFiles.SUMMARY);
        out.flush();
    }
}
