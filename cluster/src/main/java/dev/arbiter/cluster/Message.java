package dev.arbiter.cluster;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The body of an {@link Envelope}, as JSON with a {@code type}: the coordinator's requests ({@link Hello},
 * {@link Check}, {@link Play}) and the worker's replies ({@link Welcome}, {@link Checked}, {@link Played},
 * {@link Refused}). Plain data only, records read and written from their components by {@link MessageCodec} (read
 * only after the envelope's MAC was checked); a record checks its own values in its constructor, which runs on the
 * receiving side too. The names below are each kind's {@code type} in JSON.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = Message.Hello.class, name = "hello"),
    @JsonSubTypes.Type(value = Message.Welcome.class, name = "welcome"),
    @JsonSubTypes.Type(value = Message.Check.class, name = "check"),
    @JsonSubTypes.Type(value = Message.Checked.class, name = "checked"),
    @JsonSubTypes.Type(value = Message.Play.class, name = "play"),
    @JsonSubTypes.Type(value = Message.Played.class, name = "played"),
    @JsonSubTypes.Type(value = Message.Refused.class, name = "refused")
})
public sealed interface Message {

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
     * One method per kind of message, so that a new kind fails to compile until every handler knows it.
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
        /** Checks both are there. */
        public Check {
            Objects.requireNonNull(run, "missing run");
            Objects.requireNonNull(entrant, "missing entrant");
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
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.play(this);
        }

        /** Copies the list; checks there is a job and the run. */
        public Play {
            Objects.requireNonNull(run, "missing run");
            jobs = List.copyOf(Objects.requireNonNull(jobs, "missing jobs"));
            if (jobs.isEmpty()) {
                throw new IllegalArgumentException("expected at least one job");
            }
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
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.played(this);
        }

        @Override
        public Optional<Played> asPlayed() {
            return Optional.of(this);
        }

        /** Copies the lists (no faults when there are none). */
        public Played {
            results = List.copyOf(Objects.requireNonNull(results, "missing results"));
            faults = faults == null ? List.of() : List.copyOf(faults);
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
