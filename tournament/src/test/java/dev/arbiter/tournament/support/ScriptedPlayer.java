package dev.arbiter.tournament.support;

import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobPlayer;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameOutcome;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@link JobPlayer} without engines: each game's scores come from a rule (which may read the seats'
 * parameter values), so services, qualifications and tunings are tested in-process and instantly. A hook
 * runs after each job is played and before it is returned (to abort a run in the middle of a pair, or to
 * advance a {@link FakeClock}).
 */
public final class ScriptedPlayer implements JobPlayer {

    /** Decides a game. */
    @FunctionalInterface
    public interface Rule {
        /** The final score of each seat. */
        List<Double> scores(PlannedGame game);
    }

    private final Rule rule;
    private final Runnable afterJob;

    /** A player deciding games by {@code rule}, calling {@code afterJob} after each job. */
    public ScriptedPlayer(Rule rule, Runnable afterJob) {
        this.rule = rule;
        this.afterJob = afterJob;
    }

    @Override
    public JobResult play(GameJob job) {
        List<GameRecord> records = new ArrayList<>();
        for (PlannedGame game : job.games()) {
            records.add(new GameRecord(game.slot(), game.init(), game.names(), List.of(),
                    new GameOutcome(rule.scores(game), GameEnd.END, "game over", -1, null)));
        }
        afterJob.run();
        return new JobResult(job.id(), records);
    }

    @Override
    public void abort() {
    }

    @Override
    public void close() {
    }
}
