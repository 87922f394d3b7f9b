package dev.arbiter.cluster;

import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameRecord;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a worker's authentic reply to a {@link Message.Play} holds exactly the games it was sent: one result per
 * job, in order, each with the job's id and, game by game, the planned game's index, seats and seed. A reply that does
 * not is a worker that cannot be trusted with jobs.
 */
final class PlayedCheck {

    private PlayedCheck() {
    }

    /** Null if {@code reply} holds the results of {@code jobs}, in order, else what is wrong with it. */
    static String wrong(List<GameJob> jobs, Message reply) {
        Message.Played played = reply.asPlayed().orElse(null);
        if (played == null) {
            return "it answered job " + jobs.get(0).id() + " with " + reply.describe();
        }
        if (played.results().size() != jobs.size()) {
            return "its result does not answer jobs " + ids(jobs);
        }
        for (int j = 0; j < jobs.size(); j++) {
            String wrong = wrong(jobs.get(j), played.results().get(j));
            if (wrong != null) {
                return wrong;
            }
        }
        return null;
    }

    /** Null if {@code result} is that of {@code job}, else what is wrong with it. */
    private static String wrong(GameJob job, JobResult result) {
        if (result.jobId() != job.id() || result.games().size() != job.games().size()) {
            return "its result does not answer job " + job.id();
        }
        for (int g = 0; g < job.games().size(); g++) {
            PlannedGame planned = job.games().get(g);
            GameRecord record = result.games().get(g);
            if (record.index() != planned.index() || !record.seats().equals(planned.names())
                    || record.seed() != planned.seed()) {
                return "its result does not hold the games of job " + job.id();
            }
        }
        return null;
    }

    private static String ids(List<GameJob> jobs) {
        List<Long> ids = new ArrayList<>(jobs.size());
        jobs.forEach(j -> ids.add(j.id()));
        return ids.toString();
    }
}
