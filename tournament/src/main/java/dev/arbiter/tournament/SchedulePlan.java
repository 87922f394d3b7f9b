package dev.arbiter.tournament;

import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.referee.ScheduledGame;
import dev.arbiter.tournament.results.GameRecord;

import java.util.List;

/**
 * The games of a qualification in schedule order, planned as far as the results allow: a round-robin is planned
 * whole before play ({@link FixedSchedule}); an elimination plans its next batch once every game before it has
 * finished ({@link EliminationSchedule}), among all engines or, with a gauntlet, between the candidate and the
 * baselines whose comparison is open. Either way the game at an index depends only on the configuration and
 * the results of the games before it in schedule order, never on when games finished, so a serial run, a
 * concurrent one and a resumed one play the same games.
 */
public sealed interface SchedulePlan permits FixedSchedule, EliminationSchedule {

    /**
     * The plan of a configuration.
     *
     * @param config  the qualification
     * @param engines the engines' names, in configuration order
     * @param actors  seats per game
     * @return its plan, nothing played yet
     */
    static SchedulePlan of(QualifyConfig config, List<String> engines, int actors) {
        int gauntlet = config.rounds().gauntlet() == null ? -1 : config.engineIndex(config.rounds().gauntlet());
        if (config.rounds().schedule() != ScheduleKind.ELIMINATION) {
            return new FixedSchedule(engines.size(), actors, config.rounds().count(), gauntlet);
        }
        StopRule stop = config.stop() == null ? StopRule.NONE : config.stop();
        double confidence = config.eliminationConfidence();
        return new EliminationSchedule(engines, actors, config.rounds().count(), confidence,
                EliminationJudge.of(engines, gauntlet, confidence, stop.comparisonLead()));
    }

    /**
     * The stop rule the run checks after every game: the configured one, unless this schedule applies it to each of
     * its comparisons instead (a gauntlet elimination of several baselines splits {@code threshold} over them).
     *
     * @param configured the configuration's rule (may be null: none)
     * @return the rule to check (may be null)
     */
    StopRule checkedRule(StopRule configured);

    /** @return games planned so far: indices {@code 0..planned()-1} */
    int planned();

    /** @return whether no game will be planned after {@link #planned()} */
    boolean complete();

    /** @return the most games the run can have (all its rounds as a round-robin would play them) */
    int limit();

    /**
     * @param index a planned game's index
     * @return that game
     */
    ScheduledGame get(int index);

    /**
     * Takes one finished game (any order, each once); the plan moves on when the games before a decision are in.
     *
     * @return the engines dropped by the decisions this game completed (usually none)
     */
    List<EliminationSchedule.Drop> offer(GameRecord record);

    /** @return the line naming the best engine once the plan has decided, else null */
    String verdict();

    /** @return what summary.json records of the schedule ({@code schedule}) */
    Object summary();

    /** @return an elimination's engines in play and drops, or null for a round-robin */
    EliminationSchedule.Summary elimination();
}
