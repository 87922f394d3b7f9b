package dev.arbiter.cluster;

import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;

import java.util.List;

/**
 * The body of an {@link Envelope}, as JSON with a {@code type}: the coordinator's requests ({@link Hello},
 * {@link Check}, {@link Play}) and the worker's replies ({@link Welcome}, {@link Checked}, {@link Played},
 * {@link Refused}). Plain data only, written and read by {@link MessageCodec} (read only after the envelope's MAC
 * was checked).
 */
public sealed interface Message {

    /**
     * The coordinator greets a worker that joined; the worker proves it holds the secret by a signed
     * {@link Welcome}.
     *
     * @param run         the run's name (its folder), for the worker's log
     * @param coordinator the coordinator's address, for the worker's log
     */
    record Hello(String run, String coordinator) implements Message {
    }

    /**
     * A worker's answer to {@link Hello}.
     *
     * @param slots   jobs it plays at once
     * @param name    how it names itself (host and port)
     * @param trusted engine commands it trusts
     */
    record Welcome(int slots, String name, int trusted) implements Message {
    }

    /**
     * Start an engine once and check it plays the run's game (before a qualification).
     *
     * @param run     the run's rules
     * @param entrant the engine
     */
    record Check(RunSpec run, Entrant entrant) implements Message {
    }

    /**
     * The outcome of a {@link Check}: {@code fault} and {@code message} null when the engine is fine;
     * otherwise {@code fault} is a {@link dev.arbiter.tournament.engine.FaultKind} name for a start failure,
     * or {@code "refused"} for an engine that plays another game.
     *
     * @param fault   the fault kind, or null
     * @param message what happened, or null
     */
    record Checked(String fault, String message) implements Message {
    }

    /**
     * Play jobs, one after the other on one slot (several in one request when games are short, so that one
     * round trip, one MAC and one reply serve them all).
     *
     * @param run  the run's rules
     * @param jobs the jobs (at least one), their engine commands in portable form ({@link SelfCommand})
     */
    record Play(RunSpec run, List<GameJob> jobs) implements Message {
        /** Copies the list. */
        public Play {
            jobs = List.copyOf(jobs);
        }
    }

    /**
     * The played jobs of a {@link Play}, in its order, and the engine faults seen on the way (the coordinator
     * reports them as a local run would).
     *
     * @param results the jobs' records
     * @param faults  the faults, in order
     */
    record Played(List<JobResult> results, List<Fault> faults) implements Message {
        /** Copies the lists. */
        public Played {
            results = List.copyOf(results);
            faults = List.copyOf(faults);
        }
    }

    /**
     * An engine fault seen on a worker.
     *
     * @param engine  the engine's name
     * @param kind    a {@link dev.arbiter.tournament.engine.FaultKind} name
     * @param message what happened
     */
    record Fault(String engine, String kind, String message) {
    }

    /**
     * A request the worker would not serve (not signed when the reason is the signature itself).
     *
     * @param reason why
     */
    record Refused(String reason) implements Message {
    }
}
