package dev.arbiter.cluster;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.TimeControl;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.BotProtocols;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.MoveRecord;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@link Message} with Jackson's streaming generator, field by field: the inverse of
 * {@link MessageReader}, which documents the format. A null field is left out.
 */
final class MessageWriter {

    /** Writes the run's rules as they are (a plain record), absent components left out. */
    private static final ObjectMapper RULES = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);
    /** The rules written last and their JSON: a run sends the same rules with every job, so they are mapped once. */
    private static volatile WrittenRules lastRules;

    private final JsonGenerator out;

    MessageWriter(JsonGenerator out) {
        this.out = out;
    }

    void write(Message message) throws IOException {
        out.writeStartObject();
        out.writeStringField("type", message.type());
        message.accept(fields);
        out.writeEndObject();
    }

    /** Each kind of message's fields. */
    private final Message.Visitor<Void, IOException> fields = new Message.Visitor<>() {
        @Override
        public Void hello(Message.Hello h) throws IOException {
            string("run", h.run());
            string("coordinator", h.coordinator());
            return null;
        }

        @Override
        public Void welcome(Message.Welcome w) throws IOException {
            out.writeNumberField("slots", w.slots());
            string("name", w.name());
            out.writeNumberField("trusted", w.trusted());
            return null;
        }

        @Override
        public Void check(Message.Check c) throws IOException {
            out.writeFieldName("run");
            runSpec(c.run());
            out.writeFieldName("entrant");
            entrant(c.entrant());
            return null;
        }

        @Override
        public Void checked(Message.Checked c) throws IOException {
            string("fault", c.fault());
            string("message", c.message());
            return null;
        }

        @Override
        public Void play(Message.Play p) throws IOException {
            out.writeFieldName("run");
            runSpec(p.run());
            out.writeArrayFieldStart("jobs");
            for (GameJob job : p.jobs()) {
                job(job);
            }
            out.writeEndArray();
            return null;
        }

        @Override
        public Void played(Message.Played p) throws IOException {
            out.writeArrayFieldStart("results");
            for (JobResult result : p.results()) {
                result(result);
            }
            out.writeEndArray();
            out.writeArrayFieldStart("faults");
            for (Message.Fault f : p.faults()) {
                out.writeStartObject();
                string("engine", f.engine());
                string("kind", f.kind());
                string("message", f.message());
                out.writeEndObject();
            }
            out.writeEndArray();
            return null;
        }

        @Override
        public Void refused(Message.Refused r) throws IOException {
            string("reason", r.reason());
            return null;
        }
    };

    private void string(String field, String value) throws IOException {
        if (value != null) {
            out.writeStringField(field, value);
        }
    }

    private void runSpec(RunSpec run) throws IOException {
        out.writeStartObject();
        out.writeFieldName("rules");
        out.writeRawValue(rulesJson(run.rules()));
        out.writeNumberField("keepEngines", run.keepEngines());
        out.writeEndObject();
    }

    private static String rulesJson(GameRules rules) throws IOException {
        WrittenRules written = lastRules;
        if (written == null || written.rules() != rules) {
            written = new WrittenRules(rules, RULES.writeValueAsString(rules));
            lastRules = written;
        }
        return written.json();
    }

    private record WrittenRules(GameRules rules, String json) {
    }

    private void job(GameJob job) throws IOException {
        out.writeStartObject();
        out.writeNumberField("id", job.id());
        out.writeArrayFieldStart("games");
        for (PlannedGame g : job.games()) {
            out.writeStartObject();
            out.writeNumberField("index", g.index());
            out.writeNumberField("round", g.round());
            out.writeNumberField("pairing", g.pairing());
            out.writeNumberField("seed", g.seed());
            string("init", g.init());
            out.writeArrayFieldStart("seats");
            for (Entrant e : g.seats()) {
                entrant(e);
            }
            out.writeEndArray();
            out.writeEndObject();
        }
        out.writeEndArray();
        out.writeEndObject();
    }

    private void entrant(Entrant e) throws IOException {
        out.writeStartObject();
        string("name", e.name());
        list("command", e.command(), out::writeString);
        string("dir", e.dir());
        if (!e.parameters().isEmpty()) {
            out.writeObjectFieldStart("parameters");
            for (Map.Entry<String, Double> p : e.parameters().entrySet()) {
                number(p.getKey(), p.getValue());
            }
            out.writeEndObject();
        }
        if (e.limits() != null) {
            limits(e.limits());
        }
        out.writeNumberField("startTimeoutMs", e.startTimeoutMs());
        if (!e.protocol().equals(BotProtocol.SERVER)) {
            out.writeObjectFieldStart("protocol");
            out.writeStringField("kind", e.protocol().name());
            for (Map.Entry<String, Object> setting : BotProtocols.settings(e.protocol()).entrySet()) {
                scalar(setting.getKey(), setting.getValue());
            }
            out.writeEndObject();
        }
        out.writeEndObject();
    }

    /** A protocol's setting: a number, a flag or a text (what a configuration's scalars bind to). */
    private void scalar(String name, Object value) throws IOException {
        out.writeFieldName(name);
        if (value instanceof Long || value instanceof Integer) {
            out.writeNumber(((Number) value).longValue());
        } else if (value instanceof Number number) {
            out.writeNumber(number.doubleValue());
        } else if (value instanceof Boolean flag) {
            out.writeBoolean(flag);
        } else {
            out.writeString(String.valueOf(value));
        }
    }

    private void limits(MoveLimits l) throws IOException {
        out.writeObjectFieldStart("limits");
        out.writeNumberField("timeMs", l.timeMs());
        out.writeNumberField("nodes", l.nodes());
        out.writeNumberField("depth", l.depth());
        out.writeNumberField("marginMs", l.marginMs());
        out.writeNumberField("maxMoveMs", l.maxMoveMs());
        out.writeNumberField("firstMoveMs", l.firstMoveMs());
        out.writeBooleanField("ponder", l.ponder());
        TimeControl tc = l.tc();
        if (tc != null) {
            out.writeObjectFieldStart("tc");
            out.writeNumberField("baseMs", tc.baseMs());
            out.writeNumberField("incrementMs", tc.incrementMs());
            if (tc.moves() > 0) {
                out.writeNumberField("moves", tc.moves());
            }
            out.writeEndObject();
        }
        out.writeNumberField("gameNodes", l.gameNodes());
        out.writeEndObject();
    }

    private void result(JobResult result) throws IOException {
        out.writeStartObject();
        out.writeNumberField("jobId", result.jobId());
        out.writeArrayFieldStart("games");
        for (GameRecord r : result.games()) {
            record(r);
        }
        out.writeEndArray();
        out.writeEndObject();
    }

    private void record(GameRecord r) throws IOException {
        out.writeStartObject();
        out.writeNumberField("index", r.index());
        out.writeNumberField("round", r.round());
        out.writeNumberField("pairing", r.pairing());
        out.writeNumberField("seed", r.seed());
        string("init", r.init());
        list("seats", r.seats(), out::writeString);
        list("moves", r.moves(), this::move);
        list("scores", r.scores(), this::writeDouble);
        if (r.end() != null) {
            string("end", r.end().code());
        }
        string("reason", r.reason());
        out.writeNumberField("forfeiter", r.forfeiter());
        string("fault", r.fault());
        out.writeEndObject();
    }

    private void move(MoveRecord m) throws IOException {
        out.writeStartObject();
        string("action", m.action());
        out.writeNumberField("micros", m.micros());
        out.writeNumberField("nodes", m.nodes());
        out.writeNumberField("depth", m.depth());
        if (m.value() != null) {
            number("value", m.value());
        }
        out.writeEndObject();
    }

    /** Writes one element of a list (never null: a null element is written as JSON null). */
    @FunctionalInterface
    private interface ElementWriter<T> {
        void write(T value) throws IOException;
    }

    /** A list as a JSON array, its null elements as nulls; nothing for a null list. */
    private <T> void list(String field, List<T> values, ElementWriter<T> element) throws IOException {
        if (values == null) {
            return;
        }
        out.writeArrayFieldStart(field);
        for (T v : values) {
            if (v == null) {
                out.writeNull();
            } else {
                element.write(v);
            }
        }
        out.writeEndArray();
    }

    private void number(String field, double value) throws IOException {
        out.writeFieldName(field);
        writeDouble(value);
    }

    /** A finite number as JSON; NaN and the infinities as the strings {@link Double#toString} gives. */
    private void writeDouble(double value) throws IOException {
        if (Double.isFinite(value)) {
            out.writeNumber(value);
        } else {
            out.writeString(Double.toString(value));
        }
    }
}
