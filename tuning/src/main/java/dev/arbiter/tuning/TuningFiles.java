package dev.arbiter.tuning;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.arbiter.engine.world.Game;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.results.AtomicFiles;
import dev.arbiter.tournament.results.GameLog;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameText;
import dev.arbiter.tournament.results.RunFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The files a tuning run writes in its folder as it goes: the game log ({@code games.ndjson}) with its text for
 * people ({@code games.txt}), {@code generations.csv}, the checkpoint, {@code evaluations.csv} and {@code best.json}
 * (formats in {@link TuningOutputs}). Not thread-safe: {@link Tuning} calls it under its lock.
 *
 * <p><b>Checkpoints.</b> An atomic {@link TuningCheckpoint} (bounded: the tuner's state, the window of recent
 * vectors, the outstanding requests, and the lengths of the game log and of generations.csv it covers) is written
 * when a session starts, every {@link Tuning#CHECKPOINT_INTERVAL_MS} of tuning and when a session ends, not after
 * every pair: writing it costs the same at the millionth pair as at the first. Each atomic write is forced to disk,
 * which costs milliseconds: not something to do after every pair. The appended files are not atomic: a resumed run
 * cuts them back to the lengths of its checkpoint ({@link TuningResume}).
 */
final class TuningFiles {

    private final RunFiles files;
    private final GenerationsFile generations;
    /** The length of the game log up to the last pair logged or read back. */
    private long gamesLogBytes;
    private GameLog log;
    /** The tuning games for people ({@code games.txt}), next to {@link #log}. */
    private GameText text;

    TuningFiles(RunFiles files, TuningProblem problem) {
        this.files = files;
        this.generations = new GenerationsFile(files.file(TuningOutputs.GENERATIONS), problem.names());
    }

    /** The file {@code name} in the run folder. */
    Path file(String name) {
        return files.file(name);
    }

    /** The run folder. */
    Path dir() {
        return files.dir();
    }

    /** The game log's file. */
    Path gameLog() {
        return files.file(RunFiles.GAMES);
    }

    /** Continues from a checkpoint's lengths: generations.csv is cut back to its length. */
    void resume(long gamesLogBytes, long generationsBytes) throws IOException {
        this.gamesLogBytes = gamesLogBytes;
        generations.resume(generationsBytes);
    }

    /** The game log holds the pairs up to {@code bytes}, read back on resume. */
    void loggedUpTo(long bytes) {
        gamesLogBytes = bytes;
    }

    /** Something that plays while the game log is open. */
    interface WhileLogging {
        void run() throws IOException;
    }

    /** Opens the game log and games.txt of {@code game}'s variant for {@code body}, which logs pairs with {@link #log}. */
    void whileLogging(Game<?> game, WhileLogging body) throws IOException {
        String variant = game.options().isEmpty() ? game.name() : game.name() + ":" + game.options();
        try (GameLog opened = GameLog.openForAppend(gameLog());
             GameText openedText = GameText.startFromLog(files.file(GameText.FILE), variant, gameLog())) {
            log = opened;
            text = openedText;
            body.run();
        } finally {
            log = null;
            text = null;
        }
    }

    /** Appends a pair's games to the game log and games.txt. */
    void log(JobResult result) throws IOException {
        for (GameRecord g : result.games()) {
            log.append(g);
            text.append(g);
        }
        gamesLogBytes = Files.size(gameLog());
    }

    /** Appends a completed generation's line to generations.csv. */
    void appendGeneration(TuningCheckpoint.GenerationRow row) throws IOException {
        generations.append(row);
    }

    /** The lengths of the appended files, for the checkpoint. */
    TuningCheckpoint.LogLengths logLengths() {
        return new TuningCheckpoint.LogLengths(gamesLogBytes, generations.bytes());
    }

    /** Writes the checkpoint atomically. */
    void writeCheckpoint(TuningCheckpoint checkpoint) throws IOException {
        AtomicFiles.write(files.file(TuningOutputs.CHECKPOINT), TuningJson.COMPACT.writeValueAsBytes(checkpoint));
    }

    /** Writes evaluations.csv: the window of recent vectors. */
    void writeEvaluations(RecentVectors recent, TuningProblem problem) throws IOException {
        RunFiles.writeCsv(recent.evaluations(problem.names()), files.file(TuningOutputs.EVALUATIONS));
    }

    /** Writes best.json. */
    void writeBest(ObjectNode best) throws IOException {
        TuningOutputs.writeJson(best, files.file(TuningOutputs.BEST));
    }
}
