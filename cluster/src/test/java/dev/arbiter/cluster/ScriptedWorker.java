package dev.arbiter.cluster;

import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobPlayer;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.support.ScriptedPlayer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A real worker process for tests ({@link ClusterWorker} with its cluster member, secret and trust) whose
 * slots play scripted games instead of starting engines: a game's scores are a function of its seed and
 * index ({@link #scores}), so a run's results do not depend on which worker played what. It prints each
 * worker event on standard output ({@code queued job N} too when a job waits for a slot), and {@code ready} once
 * it has joined.
 *
 * <p>Arguments: {@code BIND JOIN SECRET_FILE SLOTS TRUST_DIR LOST_AFTER [HANG_MARKER [FAIL_MARKER]]}: JOIN is a
 * comma-separated list (or {@code -}); the worker trusts the command {@code scripted} in TRUST_DIR and declares a
 * silent member lost after LOST_AFTER seconds. With HANG_MARKER (or {@code -} for none), the first job it gets writes
 * that file and then never ends (the test kills the worker in the middle of it). With FAIL_MARKER, the first job it
 * gets writes that file and fails with an exception, so that the coordinator's call fails while the worker stays in
 * the cluster.
 */
public final class ScriptedWorker {

    private ScriptedWorker() {
    }

    /** The scores of a scripted game: a function of its seed and index. */
    static List<Double> scores(PlannedGame game) {
        long h = game.seed() * 31 + game.index();
        int r = (int) Math.floorMod(h, 3L);
        return r == 0 ? List.of(1.0, 0.0) : r == 1 ? List.of(0.5, 0.5) : List.of(0.0, 1.0);
    }

    /** Entry point. */
    public static void main(String[] args) throws Exception {
        MemberAddress bind = MemberAddress.parse(args[0]);
        List<MemberAddress> join = new ArrayList<>();
        if (!args[1].equals("-")) {
            for (String m : args[1].split(",")) {
                join.add(MemberAddress.parse(m));
            }
        }
        ClusterSecret secret = ClusterSecret.read(Path.of(args[2]));
        int slots = Integer.parseInt(args[3]);
        EngineTrust trust = new EngineTrust(List.of(new EngineTrust.Template(List.of("scripted"), args[4])));
        int lostAfter = Integer.parseInt(args[5]);
        Path hang = args.length > 6 && !args[6].equals("-") ? Path.of(args[6]) : null;
        Path fail = args.length > 7 ? Path.of(args[7]) : null;
        ClusterWorker.Players players = (run, k, faults) -> new HangingPlayer(hang, fail);
        ClusterWorker worker = new ClusterWorker(new ClusterWorker.Settings(bind, join, slots, secret, trust,
                new SelfCommand(List.of("java", "-cp", "x", "Main")), false, lostAfter), players, new ClusterWorker.Listener() {
                    @Override
                    public void event(String line) {
                        System.out.println(line);
                        System.out.flush();
                    }

                    @Override
                    public void queued(long jobId) {
                        event("queued job " + jobId);
                    }
                });
        Runtime.getRuntime().addShutdownHook(new Thread(worker::close));
        System.out.println("ready " + worker.clusterSize());
        System.out.flush();
        Thread.currentThread().join();
    }

    /** Scripted games; with a marker, the first job hangs (or fails) after writing it. */
    private static final class HangingPlayer implements JobPlayer {
        private final ScriptedPlayer scripted = new ScriptedPlayer(ScriptedWorker::scores, () -> { });
        private final Path hang;
        private final Path fail;

        HangingPlayer(Path hang, Path fail) {
            this.hang = hang;
            this.fail = fail;
        }

        @Override
        public JobResult play(GameJob job) {
            if (fail != null) {
                try {
                    Files.writeString(fail, Long.toString(job.id()), java.nio.file.StandardOpenOption.CREATE_NEW);
                    System.out.println("failing job " + job.id());
                    System.out.flush();
                    throw new IllegalStateException("a scripted failure of job " + job.id());
                } catch (IOException alreadyFailed) {
                    // only the first job fails
                }
            }
            if (hang != null) {
                try {
                    Files.writeString(hang, Long.toString(job.id()), java.nio.file.StandardOpenOption.CREATE_NEW);
                    System.out.println("hanging in job " + job.id());
                    System.out.flush();
                    Thread.sleep(Long.MAX_VALUE);
                } catch (IOException alreadyHung) {
                    // only the first job hangs
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            System.out.println("played job " + job.id());
            System.out.flush();
            return scripted.play(job);
        }

        @Override
        public void abort() {
        }

        @Override
        public void close() {
        }
    }
}
