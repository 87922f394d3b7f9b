package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.elo.Pentanomial;
import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.play.GameService;
import dev.arbiter.tournament.referee.OpeningBook;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The validation match at the end of a tuning run: the recommendation against the seed vector
 * ({@link ValidationMatch}), unless it is the seed vector itself or the configuration asks for no validation pairs.
 * Its plan (pairs and recommendation) is kept in the checkpoint, its games in {@code validation-games.ndjson}, its
 * result in {@code validation.json}; a resumed run plays only the pairs the log does not hold.
 *
 * <p><b>Extension.</b> A finished run resumed with a larger budget carries on tuning from where it stopped: a
 * validation match already played belonged to the earlier recommendation, so it is discarded ({@link #discard}) and
 * played again at the new end.
 *
 * <p>A validation pair with a void game is left out of the validation's count.
 */
final class TuningValidation {

    /**
     * A validation match's end.
     *
     * @param summary   the validation.json written
     * @param complete  whether all planned pairs are played
     * @param playedNow the pairs played in this session
     */
    record Outcome(ObjectNode summary, boolean complete, int playedNow) {
    }

    private final TuningConfig config;
    private final Game<?> game;
    private final OpeningBook openings;
    private final TuningFiles files;
    private final VoidPairs voids;
    private final TuningListener listener;
    private TuningCheckpoint.ValidationState state;

    /** @param state the validation planned at the checkpoint, or null */
    TuningValidation(TuningConfig config, Game<?> game, OpeningBook openings, TuningFiles files, VoidPairs voids,
                     TuningListener listener, TuningCheckpoint.ValidationState state) {
        this.config = config;
        this.game = game;
        this.openings = openings;
        this.files = files;
        this.voids = voids;
        this.listener = listener;
        this.state = state;
    }

    /** The planned validation, for the checkpoint, or null. */
    TuningCheckpoint.ValidationState state() {
        return state;
    }

    /** Whether a validation is planned: the tuning ended. */
    boolean planned() {
        return state != null;
    }

    /** The validation of an earlier end of the run: played again once the extended run ends. */
    void discard() throws IOException {
        state = null;
        Files.deleteIfExists(files.file(TuningOutputs.VALIDATION_GAMES));
        Files.deleteIfExists(files.file(TuningOutputs.VALIDATION));
    }

    /** Whether {@code recommendation} is to be validated: it is not the seed vector and pairs are asked for. */
    boolean wanted(double[] recommendation) {
        return config.validationPairs() != 0 && !Arrays.equals(recommendation, config.problem().seedVector());
    }

    /**
     * Plans the validation of {@code recommendation}, unless one of as many pairs is planned; returns whether the
     * plan changed (the checkpoint is to be written).
     */
    boolean plan(double[] recommendation) throws IOException {
        if (state != null && state.planned() == config.validationPairs()) {
            return false;
        }
        if (state == null) {
            Files.deleteIfExists(files.file(TuningOutputs.VALIDATION_GAMES));
        }
        state = new TuningCheckpoint.ValidationState(config.validationPairs(), recommendation);
        return true;
    }

    /**
     * Plays the planned validation's pairs the log does not hold, logging each under {@code lock}, and writes
     * validation.json.
     */
    Outcome play(GameService games, Object lock) throws IOException {
        Path logFile = files.file(TuningOutputs.VALIDATION_GAMES);
        long[] counts = new long[5];
        Set<Long> done = new HashSet<>();
        for (PairLog.Pair pair : PairLog.readAndCut(logFile, 0)) {
            if (pair.result().jobId() < state.planned() && done.add(pair.result().jobId())) {
                voids.offerLogged(pair.result());
                if (!VoidPairs.isVoid(pair.result())) {
                    counts[pair.result().halfPoints()]++;
                }
            }
        }
        int[] played = {done.size(), 0};
        if (done.size() < state.planned()) {
            listener.validationStarted(ValidationMatch.SEED, state.planned(), done.size());
        }
        try (GameLog validationLog = GameLog.openForAppend(logFile)) {
            ValidationMatch[] match = new ValidationMatch[1];
            match[0] = new ValidationMatch(config, game, openings, state.recommendation(), config.problem().seedVector(),
                    ValidationMatch.SEED, config.problem().seed(), PairSeeds.VALIDATION, state.planned(), done, result -> {
                        synchronized (lock) {
                            for (GameRecord g : result.games()) {
                                validationLog.append(g);
                            }
                            played[0]++;
                            played[1]++;
                            if (voids.judge(result)) {
                                if (voids.breached()) {
                                    match[0].abort();
                                }
                                return;
                            }
                            counts[result.halfPoints()]++;
                            listener.validationPair(played[0], state.planned(), Pentanomial.of(counts));
                        }
                    });
            games.run(match[0]);
        }
        synchronized (lock) {
            ObjectNode summary = TuningOutputs.validation(config, state.recommendation(), config.problem().seedVector(),
                    ValidationMatch.SEED, Pentanomial.of(counts), state.planned());
            TuningOutputs.writeJson(summary, files.file(TuningOutputs.VALIDATION));
            return new Outcome(summary, played[0] >= state.planned(), played[1]);
        }
    }
}
