package dev.arbiter.tuning;

import dev.arbiter.evolution.PairRequest;
import dev.arbiter.evolution.Tuner;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tuning.TuningCheckpoint.HandedOut;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * How a tuning run starts in its folder: new, or resumed from its checkpoint and the game log beyond it.
 *
 * <p><b>Resume.</b> A run folder with a checkpoint continues exactly: the tuner is restored, the pairs the log holds
 * beyond the checkpoint are reported to it again in log order (with the same hand-outs in between, up to the
 * checkpoint's look-ahead, so the tuner ends in the state it had when the last of them was logged; a pair that was
 * not handed out means the log and the checkpoint do not belong together, which is an error), games of a pair cut
 * off by a kill are cut off the log, and the requests still outstanding are played again (same pair id, hence the
 * same start position), those whose results had arrived but waited for an earlier one's included: a result is
 * logged only when it is reported, so the log is in hand-out order (the logs of runs that reported results as they
 * arrived replay the same way, in their order). A logged pair with a void game is passed over and its request stays
 * outstanding. Temporary files an atomic write left behind when the process was killed mid-write are deleted. With
 * deterministic engines (node or depth limits) a resumed run makes the same decisions and logs the same games as an
 * uninterrupted one, whatever the pairs played at once in either.
 *
 * <p>Checkpoints before version 3 ({@link LegacyCheckpoint}) kept no window of recent vectors and no hand-outs: they
 * are rebuilt from the tuner's outstanding requests, and generations.csv is written from the generations they kept.
 */
final class TuningResume {

    /**
     * What a session starts from.
     *
     * @param tuner      the tuner, new or restored
     * @param recent     the window of recent vectors, with the outstanding requests' vectors pinned
     * @param handOuts   the requests handed out and not reported at the checkpoint
     * @param elapsedMs  tuning time of the earlier sessions
     * @param validation the validation planned at the checkpoint, or null
     * @param lengths    the lengths of the game log and generations.csv the checkpoint covers
     * @param resumed    whether the run had a checkpoint
     */
    record Start(Tuner tuner, RecentVectors recent, TuningCheckpoint.HandOuts handOuts, long elapsedMs,
                 TuningCheckpoint.ValidationState validation, TuningCheckpoint.LogLengths lengths, boolean resumed) {
    }

    /** Reports a pair read back from the log to the tuner, with the hand-outs that follow it. */
    interface Reporter {
        void report(JobResult result) throws IOException;
    }

    private TuningResume() {
    }

    /**
     * Deletes stale temporaries and reads the checkpoint of {@code files}' folder, if it has one.
     *
     * @throws IOException if the checkpoint cannot be read
     */
    static Start start(TuningConfig config, TuningFiles files) throws IOException {
        removeStaleTemporaries(files.dir());
        Path checkpoint = files.file(TuningOutputs.CHECKPOINT);
        TuningCheckpoint cp = Files.exists(checkpoint) ? TuningCheckpoint.read(checkpoint) : null;
        int lookahead = config.serving().lookahead();
        if (cp == null) {
            return new Start(config.tuner().create(config.problem()), new RecentVectors(config.problem().seedVector()),
                    new TuningCheckpoint.HandOuts(lookahead, List.of()), 0, null,
                    new TuningCheckpoint.LogLengths(0, 0), false);
        }
        Tuner tuner = config.tuner().restore(config.problem(), cp.tuner());
        if (cp.version() >= 3) {
            RecentVectors recent = RecentVectors.restore(cp.recent());
            for (HandedOut o : cp.handedOut().outstanding()) {
                recent.pin(o.a());
                recent.pin(o.b());
            }
            return new Start(tuner, recent, cp.handedOut(), cp.elapsedMs(), cp.validation(), cp.logs(), true);
        }
        RecentVectors recent = LegacyCheckpoint.recent(cp);
        long generationsBytes = LegacyCheckpoint.writeGenerations(cp, config.problem().names(),
                files.file(TuningOutputs.GENERATIONS));
        long step = tuner.progress().step();
        List<HandedOut> outstanding = new ArrayList<>();
        for (PairRequest r : tuner.outstandingRequests()) {
            outstanding.add(new HandedOut(r.id(), recent.use(r.a(), step), recent.use(r.b(), step)));
        }
        return new Start(tuner, recent, new TuningCheckpoint.HandOuts(lookahead, outstanding), cp.elapsedMs(),
                cp.validation(), new TuningCheckpoint.LogLengths(cp.logs().gamesLogBytes(), generationsBytes), true);
    }

    /** Deletes the temporary files an atomic write leaves behind when the process is killed mid-write. */
    private static void removeStaleTemporaries(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (var stream = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path temp : stream) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /**
     * Reports the pairs logged after the checkpoint again, in log order, cutting off the games of a pair cut short;
     * returns how many were read back.
     *
     * @throws IOException if the log cannot be read, or holds a pair the checkpoint did not hand out
     */
    static int replay(TuningFiles files, PairHandOuts handOuts, VoidPairs voids, Reporter reporter) throws IOException {
        Path logFile = files.gameLog();
        List<PairLog.Pair> logged = PairLog.readAndCut(logFile, files.logLengths().gamesLogBytes());
        for (PairLog.Pair pair : logged) {
            JobResult result = pair.result();
            HandedOut handedOut = handOuts.handedOut(result.jobId());
            List<String> seats = result.games().get(0).seats();
            if (handedOut == null || !seats.equals(handedOut.seats())) {
                throw new IOException(logFile + ": pair " + result.jobId() + " (" + String.join(" vs ", seats)
                        + ") was not handed out by the tuner of " + TuningOutputs.CHECKPOINT
                        + ": the game log and the checkpoint do not belong together");
            }
            voids.offerLogged(result);
            files.loggedUpTo(pair.end());
            if (VoidPairs.isVoid(result)) {
                continue;
            }
            handOuts.unqueue(result.jobId());
            reporter.report(result);
        }
        return logged.size();
    }
}
