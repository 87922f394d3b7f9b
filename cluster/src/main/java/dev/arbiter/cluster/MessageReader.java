package dev.arbiter.cluster;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.core.JsonToken;
import dev.arbiter.tournament.config.InvalidSettingException;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.TimeControl;
import dev.arbiter.tournament.play.BotProtocol;
import dev.arbiter.tournament.play.BotProtocols;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.MoveRecord;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Reads a {@link Message} with Jackson's streaming parser, field by field, into the records it names (no object
 * mapper, no reflection: this runs for every game on the coordinator and on the worker), except the run's
 * {@link GameRules}, which the mapper binds as they are (their constructor checks them) on the worker only. The format is the one
 * {@link MessageWriter} writes: an object whose first field is {@code type} (the message's kind, e.g.
 * {@code "play"}), then the record's components by name, nested records as objects, lists as arrays; a null
 * component is left out, a non-finite number is the string {@link Double#toString} gives. Anything else (another
 * first field, an unknown field or kind, a value of the wrong type, a record that refuses its values, data after
 * the message) is an {@link IOException} naming what was expected.
 */
final class MessageReader {

    /** Binds the run's rules: a plain record, read once per batch of jobs, not per game. */
    private static final ObjectMapper RULES = new ObjectMapper();

    private final JsonParser in;

    MessageReader(JsonParser in) {
        this.in = in;
    }

    /** The one message the input holds. */
    Message read() throws IOException {
        if (in.nextToken() != JsonToken.START_OBJECT) {
            throw error("expected a JSON object");
        }
        if (!"type".equals(in.nextFieldName())) {
            throw error("expected the field 'type' first");
        }
        String type = in.nextTextValue();
        if (type == null) {
            throw error("field 'type': expected a string");
        }
        Message message = switch (type) {
            case "hello" -> hello();
            case "welcome" -> welcome();
            case "check" -> check();
            case "checked" -> checked();
            case "play" -> play();
            case "played" -> played();
            case "refused" -> refused();
            default -> throw error("unknown message type '" + type + "'");
        };
        if (in.nextToken() != null) {
            throw error("data after the message");
        }
        return message;
    }

    private Message hello() throws IOException {
        String run = null;
        String coordinator = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "run" -> run = string(field);
                case "coordinator" -> coordinator = string(field);
                default -> throw unknown(field, "hello");
            }
        }
        return new Message.Hello(run, coordinator);
    }

    private Message welcome() throws IOException {
        int slots = 0;
        String name = null;
        int trusted = 0;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "slots" -> slots = intValue(field);
                case "name" -> name = string(field);
                case "trusted" -> trusted = intValue(field);
                default -> throw unknown(field, "welcome");
            }
        }
        return new Message.Welcome(slots, name, trusted);
    }

    private Message check() throws IOException {
        RunSpec run = null;
        Entrant entrant = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "run" -> run = object(field, this::runSpec);
                case "entrant" -> entrant = object(field, this::entrant);
                default -> throw unknown(field, "check");
            }
        }
        return new Message.Check(required(run, "run", "check"), required(entrant, "entrant", "check"));
    }

    private Message checked() throws IOException {
        String fault = null;
        String message = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "fault" -> fault = string(field);
                case "message" -> message = string(field);
                default -> throw unknown(field, "checked");
            }
        }
        return new Message.Checked(fault, message);
    }

    private Message play() throws IOException {
        RunSpec run = null;
        List<GameJob> jobs = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "run" -> run = object(field, this::runSpec);
                case "jobs" -> jobs = objects(field, this::job);
                default -> throw unknown(field, "play");
            }
        }
        List<GameJob> all = required(jobs, "jobs", "play");
        if (all.isEmpty()) {
            throw error("field 'jobs' of play: expected at least one job");
        }
        return new Message.Play(required(run, "run", "play"), all);
    }

    private Message played() throws IOException {
        List<JobResult> results = null;
        List<Message.Fault> faults = List.of();
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "results" -> results = objects(field, this::result);
                case "faults" -> faults = objects(field, this::fault);
                default -> throw unknown(field, "played");
            }
        }
        return new Message.Played(required(results, "results", "played"), faults);
    }

    private Message refused() throws IOException {
        String reason = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            if (!field.equals("reason")) {
                throw unknown(field, "refused");
            }
            reason = string(field);
        }
        return new Message.Refused(reason);
    }

    private RunSpec runSpec() throws IOException {
        GameRules rules = null;
        int keepEngines = 0;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "rules" -> rules = rules(field);
                case "keepEngines" -> keepEngines = intValue(field);
                default -> throw unknown(field, "run");
            }
        }
        GameRules r = required(rules, "rules", "run");
        int k = keepEngines;
        return built("run", () -> new RunSpec(r, k));
    }

    /** The run's rules, bound as they are ({@link GameRules} checks its values). */
    private GameRules rules(String field) throws IOException {
        JsonToken t = in.nextToken();
        if (t != JsonToken.START_OBJECT) {
            throw expected(field, "an object", t);
        }
        try {
            return RULES.readValue(in, GameRules.class);
        } catch (JsonProcessingException e) {
            String problem = e.getCause() instanceof InvalidSettingException setting
                    ? setting.field() + ": " + setting.getMessage() : e.getOriginalMessage();
            throw error("field '" + field + "': " + problem);
        }
    }

    private GameJob job() throws IOException {
        long id = 0;
        List<PlannedGame> games = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "id" -> id = longValue(field);
                case "games" -> games = objects(field, this::plannedGame);
                default -> throw unknown(field, "job");
            }
        }
        long i = id;
        List<PlannedGame> g = required(games, "games", "job");
        return built("job", () -> new GameJob(i, g));
    }

    private PlannedGame plannedGame() throws IOException {
        int index = 0;
        int round = 0;
        int pairing = 0;
        long seed = 0;
        String init = null;
        List<Entrant> seats = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "index" -> index = intValue(field);
                case "round" -> round = intValue(field);
                case "pairing" -> pairing = intValue(field);
                case "seed" -> seed = longValue(field);
                case "init" -> init = string(field);
                case "seats" -> seats = objects(field, this::entrant);
                default -> throw unknown(field, "game");
            }
        }
        return new PlannedGame(index, round, pairing, seed, init, required(seats, "seats", "game"));
    }

    private Entrant entrant() throws IOException {
        String name = null;
        List<String> command = null;
        String dir = null;
        Map<String, Double> parameters = Map.of();
        MoveLimits limits = null;
        long startTimeoutMs = 0;
        BotProtocol protocol = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "name" -> name = string(field);
                case "command" -> command = values(field, this::listString);
                case "dir" -> dir = string(field);
                case "parameters" -> parameters = object(field, this::parameters);
                case "limits" -> limits = object(field, this::limits);
                case "startTimeoutMs" -> startTimeoutMs = longValue(field);
                case "protocol" -> protocol = object(field, this::protocol);
                default -> throw unknown(field, "entrant");
            }
        }
        String n = required(name, "name", "entrant");
        List<String> c = required(command, "command", "entrant");
        Map<String, Double> p = parameters;
        MoveLimits l = limits;
        long t = startTimeoutMs;
        BotProtocol b = protocol;
        String d = dir;
        return built("entrant", () -> new Entrant(n, c, d, p, l, t, b));
    }

    private Map<String, Double> parameters() throws IOException {
        Map<String, Double> parameters = new TreeMap<>();
        String field;
        while ((field = in.nextFieldName()) != null) {
            parameters.put(field, doubleValue(field));
        }
        return parameters;
    }

    private MoveLimits limits() throws IOException {
        long timeMs = 0;
        long nodes = 0;
        int depth = 0;
        long marginMs = 0;
        long maxMoveMs = 0;
        long firstMoveMs = 0;
        boolean ponder = false;
        TimeControl tc = null;
        long gameNodes = 0;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "timeMs" -> timeMs = longValue(field);
                case "nodes" -> nodes = longValue(field);
                case "depth" -> depth = intValue(field);
                case "marginMs" -> marginMs = longValue(field);
                case "maxMoveMs" -> maxMoveMs = longValue(field);
                case "firstMoveMs" -> firstMoveMs = longValue(field);
                case "ponder" -> ponder = booleanValue(field);
                case "tc" -> tc = object(field, this::timeControl);
                case "gameNodes" -> gameNodes = longValue(field);
                default -> throw unknown(field, "limits");
            }
        }
        long[] v = {timeMs, nodes, depth, marginMs, maxMoveMs, firstMoveMs, gameNodes};
        boolean p = ponder;
        TimeControl t = tc;
        return built("limits", () -> new MoveLimits(v[0], v[1], (int) v[2], v[3], v[4], v[5], p, t, v[6]));
    }

    private TimeControl timeControl() throws IOException {
        long baseMs = 0;
        long incrementMs = 0;
        long moves = 0;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "baseMs" -> baseMs = longValue(field);
                case "incrementMs" -> incrementMs = longValue(field);
                case "moves" -> moves = longValue(field);
                default -> throw unknown(field, "tc");
            }
        }
        long b = baseMs;
        long i = incrementMs;
        int m = (int) Math.min(Integer.MAX_VALUE, moves);
        return built("tc", () -> new TimeControl(b, i, m));
    }

    private BotProtocol protocol() throws IOException {
        String kind = null;
        Map<String, Object> settings = new LinkedHashMap<>();
        String field;
        while ((field = in.nextFieldName()) != null) {
            if (field.equals("kind")) {
                kind = string(field);
                continue;
            }
            JsonToken token = in.nextToken();
            switch (token) {
                case VALUE_NUMBER_INT -> settings.put(field, in.getLongValue());
                case VALUE_NUMBER_FLOAT -> settings.put(field, in.getDoubleValue());
                case VALUE_TRUE, VALUE_FALSE -> settings.put(field, in.getBooleanValue());
                case VALUE_STRING -> settings.put(field, in.getText());
                default -> throw error("field '" + field + "' of protocol: expected a number, a flag or a text");
            }
        }
        String k = required(kind, "kind", "protocol");
        try {
            return BotProtocols.bind(k, settings);
        } catch (BotProtocols.BindingException e) {
            throw error("field '" + e.setting() + "' of protocol: " + e.getMessage());
        }
    }

    private JobResult result() throws IOException {
        long jobId = 0;
        List<GameRecord> games = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "jobId" -> jobId = longValue(field);
                case "games" -> games = objects(field, this::record);
                default -> throw unknown(field, "result");
            }
        }
        return new JobResult(jobId, required(games, "games", "result"));
    }

    private GameRecord record() throws IOException {
        int index = 0;
        int round = 0;
        int pairing = 0;
        long seed = 0;
        String init = null;
        List<String> seats = null;
        List<MoveRecord> moves = null;
        List<Double> scores = null;
        GameEnd end = null;
        String reason = null;
        int forfeiter = -1;
        String fault = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "index" -> index = intValue(field);
                case "round" -> round = intValue(field);
                case "pairing" -> pairing = intValue(field);
                case "seed" -> seed = longValue(field);
                case "init" -> init = string(field);
                case "seats" -> seats = values(field, this::listString);
                case "moves" -> moves = objects(field, this::move);
                case "scores" -> scores = values(field, this::listDouble);
                case "end" -> end = decoded(field, string(field), GameEnd::of);
                case "reason" -> reason = string(field);
                case "forfeiter" -> forfeiter = intValue(field);
                case "fault" -> fault = string(field);
                default -> throw unknown(field, "record");
            }
        }
        return new GameRecord(index, round, pairing, seed, init, required(seats, "seats", "record"),
                required(moves, "moves", "record"), required(scores, "scores", "record"),
                required(end, "end", "record"), reason, forfeiter, fault);
    }

    private MoveRecord move() throws IOException {
        String action = null;
        long micros = 0;
        long nodes = 0;
        int depth = 0;
        Double value = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "action" -> action = string(field);
                case "micros" -> micros = longValue(field);
                case "nodes" -> nodes = longValue(field);
                case "depth" -> depth = intValue(field);
                case "value" -> value = doubleValue(field);
                default -> throw unknown(field, "move");
            }
        }
        return new MoveRecord(required(action, "action", "move"), micros, nodes, depth, value);
    }

    private Message.Fault fault() throws IOException {
        String engine = null;
        String kind = null;
        String message = null;
        String field;
        while ((field = in.nextFieldName()) != null) {
            switch (field) {
                case "engine" -> engine = string(field);
                case "kind" -> kind = string(field);
                case "message" -> message = string(field);
                default -> throw unknown(field, "fault");
            }
        }
        return new Message.Fault(engine, kind, message);
    }

    /** Reads one element of a list, the parser at its first token. */
    @FunctionalInterface
    private interface Element<T> {
        T read() throws IOException;
    }

    /** The object that is the field's value (its start not yet read), or null for a JSON null. */
    private <T> T object(String field, Element<T> reader) throws IOException {
        JsonToken t = in.nextToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t != JsonToken.START_OBJECT) {
            throw expected(field, "an object", t);
        }
        return reader.read();
    }

    /** The array of objects that is the field's value (its start not yet read), or null for a JSON null. */
    private <T> List<T> objects(String field, Element<T> reader) throws IOException {
        return array(field, reader, true);
    }

    /** Reads a scalar element of a list, the parser at its token. */
    @FunctionalInterface
    private interface Scalar<T> {
        T read(String field) throws IOException;
    }

    /** The array of scalars that is the field's value (its start not yet read), or null for a JSON null. */
    private <T> List<T> values(String field, Scalar<T> reader) throws IOException {
        return array(field, () -> reader.read(field), false);
    }

    /**
     * An array: {@code reader} reads each element, an object after its start, a scalar at its token.
     */
    private <T> List<T> array(String field, Element<T> reader, boolean objects) throws IOException {
        JsonToken t = in.nextToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t != JsonToken.START_ARRAY) {
            throw expected(field, "an array", t);
        }
        List<T> items = new ArrayList<>();
        while ((t = in.nextToken()) != JsonToken.END_ARRAY) {
            if (objects ? t != JsonToken.START_OBJECT : t == null || !t.isScalarValue()) {
                throw expected(field, objects ? "an array of objects" : "an array of values", t);
            }
            items.add(reader.read());
        }
        return items;
    }

    private String listString(String field) throws IOException {
        JsonToken t = in.currentToken();
        if (t != JsonToken.VALUE_STRING) {
            throw expected(field, "strings", t);
        }
        return in.getText();
    }

    private Long listLong(String field) throws IOException {
        return integerOrNull(field) ? in.getLongValue() : null;
    }

    private Integer listInt(String field) throws IOException {
        return integerOrNull(field) ? in.getIntValue() : null;
    }

    /** Whether the current list element is an integer (false for a JSON null; anything else is an error). */
    private boolean integerOrNull(String field) throws IOException {
        JsonToken t = in.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return false;
        }
        if (t != JsonToken.VALUE_NUMBER_INT) {
            throw expected(field, "integers", t);
        }
        return true;
    }

    private Double listDouble(String field) throws IOException {
        return in.currentToken() == JsonToken.VALUE_NULL ? null : currentDouble(field);
    }

    private String string(String field) throws IOException {
        JsonToken t = in.nextToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t != JsonToken.VALUE_STRING) {
            throw expected(field, "a string", t);
        }
        return in.getText();
    }

    private long longValue(String field) throws IOException {
        nextInteger(field);
        return in.getLongValue();
    }

    private int intValue(String field) throws IOException {
        nextInteger(field);
        return in.getIntValue();
    }

    /** Moves to the field's value, which must be an integer. */
    private void nextInteger(String field) throws IOException {
        JsonToken t = in.nextToken();
        if (t != JsonToken.VALUE_NUMBER_INT) {
            throw expected(field, "an integer", t);
        }
    }

    private boolean booleanValue(String field) throws IOException {
        JsonToken t = in.nextToken();
        if (t != JsonToken.VALUE_TRUE && t != JsonToken.VALUE_FALSE) {
            throw expected(field, "true or false", t);
        }
        return t == JsonToken.VALUE_TRUE;
    }

    private double doubleValue(String field) throws IOException {
        in.nextToken();
        return currentDouble(field);
    }

    /** A number, or one of the strings {@code NaN}, {@code Infinity}, {@code -Infinity}. */
    private double currentDouble(String field) throws IOException {
        JsonToken t = in.currentToken();
        if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
            return in.getDoubleValue();
        }
        if (t == JsonToken.VALUE_STRING) {
            switch (in.getText()) {
                case "NaN":
                    return Double.NaN;
                case "Infinity":
                    return Double.POSITIVE_INFINITY;
                case "-Infinity":
                    return Double.NEGATIVE_INFINITY;
                default:
                    break;
            }
        }
        throw expected(field, "a number", t);
    }

    /** A value read from its text, as its type's own parser takes it. */
    private <T> T decoded(String field, String text, Function<String, T> parse) throws IOException {
        if (text == null) {
            return null;
        }
        try {
            return parse.apply(text);
        } catch (IllegalArgumentException e) {
            throw error("field '" + field + "': " + e.getMessage());
        }
    }

    /** Makes a record, its own checks' failures as errors of the input. */
    private interface Make<T> {
        T make();
    }

    private <T> T built(String what, Make<T> make) throws IOException {
        try {
            return make.make();
        } catch (IllegalArgumentException | NullPointerException | InvalidSettingException e) {
            throw error(what + ": " + e.getMessage());
        }
    }

    private <T> T required(T value, String field, String of) throws IOException {
        if (value == null) {
            throw error("missing field '" + field + "' of " + of);
        }
        return value;
    }

    private IOException unknown(String field, String of) {
        return error("unknown field '" + field + "' of " + of);
    }

    private IOException expected(String field, String what, JsonToken got) {
        return error("field '" + field + "': expected " + what + ", got " + (got == null ? "the end" : got.asString() == null
                ? got.name() : got.asString()));
    }

    private IOException error(String message) {
        return new IOException(message + " (at byte " + in.currentLocation().getByteOffset() + ")");
    }
}
