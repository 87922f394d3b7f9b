package dev.arbiter.cluster;

import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;

import java.util.List;
import java.util.Optional;

/**
 * The body of an {@link Envelope}, as JSON with a {@code type}: the coordinator's requests ({@link Hello},
 * {@link Check}, {@link Play}) and the worker's replies ({@link Welcome}, {@link Checked}, {@link Played},
 * {@link Refused}). Plain data only, written and read by {@link MessageCodec} (read only after the envelope's MAC
 * was checked).
 */
public sealed interface Message {

    /** Its {@code type} in JSON. */
    String type();

    /** Calls the visitor's method for this kind of message. */
    <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X;

    /** How a log line names it. */
    default String describe() {
        return getClass().getSimpleName();
    }

    /** Whether it is a worker's refusal. */
    default boolean refusal() {
        return false;
    }

    /** This message if it is a welcome. */
    default Optional<Welcome> asWelcome() {
        return Optional.empty();
    }

    /** This message if it is the answer to a check. */
    default Optional<Checked> asChecked() {
        return Optional.empty();
    }

    /** This message if it is the answer to a play. */
    default Optional<Played> asPlayed() {
        return Optional.empty();
    }

    /**
     * One method per kind of message, so that a new kind fails to compile until every writer and handler knows it.
     *
     * @param <R> what the visit returns
     * @param <X> what it may throw
     */
    interface Visitor<R, X extends Exception> {
        R hello(Hello message) throws X;

        R welcome(Welcome message) throws X;

        R check(Check message) throws X;

        R checked(Checked message) throws X;

        R play(Play message) throws X;

        R played(Played message) throws X;

        R refused(Refused message) throws X;
    }

    /**
     * The coordinator greets a worker that joined; the worker proves it holds the secret by a signed
     * {@link Welcome}.
     *
     * @param run         the run's name (its folder), for the worker's log
     * @param coordinator the coordinator's address, for the worker's log
     */
    record Hello(String run, String coordinator) implements Message {
        @Override
        public String type() {
            return "hello";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.hello(this);
        }
    }

    /**
     * A worker's answer to {@link Hello}.
     *
     * @param slots   jobs it plays at once
     * @param name    how it names itself (host and port)
     * @param trusted engine commands it trusts
     */
    record Welcome(int slots, String name, int trusted) implements Message {
        @Override
        public String type() {
            return "welcome";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.welcome(this);
        }

        @Override
        public Optional<Welcome> asWelcome() {
            return Optional.of(this);
        }
    }

    /**
     * Start an engine once and check it plays the run's game (before a qualification).
     *
     * @param run     the run's rules
     * @param entrant the engine
     */
    record Check(RunSpec run, Entrant entrant) implements Message {
        @Override
        public String type() {
            return "check";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.check(this);
        }
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
        @Override
        public String type() {
            return "checked";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.checked(this);
        }

        @Override
        public Optional<Checked> asChecked() {
            return Optional.of(this);
        }
    }

    /**
     * Play jobs, one after the other on one slot (several in one request when games are short, so that one
     * round trip, one MAC and one reply serve them all).
     *
     * @param run  the run's rules
     * @param jobs the jobs (at least one), their engine commands in portable form ({@link SelfCommand})
     */
    record Play(RunSpec run, List<GameJob> jobs) implements Message {
        @Override
        public String type() {
            return "play";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.play(this);
        }

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
        @Override
        public String type() {
            return "played";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.played(this);
        }

        @Override
        public Optional<Played> asPlayed() {
            return Optional.of(this);
        }

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
        @Override
        public String type() {
            return "refused";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.refused(this);
        }

        @Override
        public String describe() {
            return "a refusal: " + reason;
        }

        @Override
        public boolean refusal() {
            return true;
        }
    }
}
