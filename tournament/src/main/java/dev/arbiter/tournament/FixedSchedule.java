package dev.arbiter.tournament;

import dev.arbiter.tournament.config.ScheduleKind;
import dev.arbiter.tournament.config.StopRule;
import dev.arbiter.tournament.referee.Schedule;
import dev.arbiter.tournament.referee.ScheduledGame;
import dev.arbiter.tournament.results.GameRecord;

import java.util.List;
import java.util.Map;

/** Every round the same pairings ({@link Schedule#plan}), planned before play; results change nothing. */
final class FixedSchedule implements SchedulePlan {

    private final List<ScheduledGame> games;
    private final String kind;

    FixedSchedule(int engines, int actors, int rounds, int gauntlet) {
        this.games = Schedule.plan(engines, actors, rounds, gauntlet);
        this.kind = gauntlet < 0 ? ScheduleKind.ROUND_ROBIN.label() : "gauntlet";
    }

    @Override
    public StopRule checkedRule(StopRule configured) {
        return configured;
    }

    @Override
    public int planned() {
        return games.size();
    }

    @Override
    public boolean complete() {
        return true;
    }

    @Override
    public int limit() {
        return games.size();
    }

    @Override
    public ScheduledGame get(int index) {
        return games.get(index);
    }

    @Override
    public List<EliminationSchedule.Drop> offer(GameRecord record) {
        return List.of();
    }

    @Override
    public String verdict() {
        return null;
    }

    @Override
    public Object summary() {
        return Map.of("kind", kind);
    }

    @Override
    public EliminationSchedule.Summary elimination() {
        return null;
    }
}
