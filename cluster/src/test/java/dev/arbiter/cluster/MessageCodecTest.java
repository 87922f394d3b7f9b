package dev.arbiter.cluster;

import dev.arbiter.tournament.config.Openings;
import dev.arbiter.tournament.config.GameRules;
import dev.arbiter.tournament.config.NamedProtocol;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.tournament.config.Adjudication;
import dev.arbiter.tournament.play.stdio.StdioProtocol;
import dev.arbiter.tournament.config.MoveLimits;
import dev.arbiter.tournament.config.ScoreAdjudication;
import dev.arbiter.tournament.config.TimeControl;
import dev.arbiter.tournament.play.Entrant;
import dev.arbiter.tournament.play.GameJob;
import dev.arbiter.tournament.play.JobResult;
import dev.arbiter.tournament.play.PlannedGame;
import dev.arbiter.tournament.results.GameEnd;
import dev.arbiter.tournament.results.GameRecord;
import dev.arbiter.tournament.results.GameSlot;
import dev.arbiter.tournament.results.GameOutcome;
import dev.arbiter.tournament.results.MoveRecord;
import dev.arbiter.tournament.results.RefereeData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The cluster's messages survive JSON unchanged, every kind with every optional part set and unset, and a body
 * that is not a message is an {@link IOException} saying what was expected, never another exception.
 */
class MessageCodecTest {

    private static final ObjectMapper JSON_OF_MESSAGES = MessageCodec.mapper();

    private static final RunSpec PLAIN_RUN = new RunSpec(GameRules.of("tictactoe").withPlyLimit(100, Adjudication.DRAW)
            .withStartTimeoutMs(5_000), 2);
    private static final RunSpec FULL_RUN = new RunSpec(new GameRules("connect4:openings=4",
            new MoveLimits(100, 5_000, 7, 12, 30_000, 1_000, true).withTc(new TimeControl(10_000, 100, 40))
                    .withGameNodes(9_000), 60,
            Adjudication.SCORE,
            new ScoreAdjudication(new ScoreAdjudication.Resign(900, 3), new ScoreAdjudication.Draw(0.5, 8, 40),
                    new ScoreAdjudication.MaxMoves(90)),
            new Openings("/books/c4.txt", Openings.Order.SHUFFLED, Openings.Format.LINES, 3, 0), 20_000,
            new NamedProtocol("stdio", Map.of("firstTurnMs", 2_000))), 4);
    private static final Entrant PLAIN = new Entrant("a", List.of("arbiter", "serve", "tictactoe"), null, Map.of(),
            null);
    private static final Entrant FULL = new Entrant("b \"quoted\" é", List.of("./bot", "--w={w}", "--x={x}"), "/opt/bots",
            Map.of("w", 0.1 + 0.2, "x", -1e-300), new MoveLimits(100, 5_000, 7, 12, 30_000, 1_000, true)
            .withTc(TimeControl.parse("10+0.1")).withGameNodes(90_000), 3_000, new StdioProtocol(2_000));
    private static final GameRecord RECORD = new GameRecord(new GameSlot(3, 1, 2, Long.MIN_VALUE), "x..o",
            List.of("a", "b"),
            List.of(new MoveRecord("4", 1_200L, 5_000L, 3, 0.25), new MoveRecord("0", 900L, 4_000L, 4, null),
                    new MoveRecord("1", 0, 0, 0, Double.NaN), new MoveRecord("2", 0, 0, 0, Double.POSITIVE_INFINITY),
                    new MoveRecord("3", 0, 0, 0, Double.NEGATIVE_INFINITY), new MoveRecord("5", 1, 1, 1, -0.0)),
                            new GameOutcome(List.of(1.0, 0.0), GameEnd.ADJUDICATED, "ply limit", -1, null),
                            new RefereeData(Map.of("seed", "17"), List.of(Map.of("turns", 12, "rate", 0.5), Map.of())));
    private static final GameRecord FORFEIT = new GameRecord(new GameSlot(4, 1, 2, 7), "", List.of("b", "a"),
            List.of(), new GameOutcome(List.of(0.0, 1.0), GameEnd.FORFEIT, "b crashed", 0, "crash"));

    static Stream<Message> everyKind() {
        return Stream.of(
                new Message.Hello("run-1", "127.0.0.1:5701"),
                new Message.Welcome(4, "host:5702", 3),
                new Message.Check(PLAIN_RUN, PLAIN),
                new Message.Check(FULL_RUN, FULL),
                new Message.Checked(null, null),
                new Message.Checked("START_FAILURE", "no such file"),
                new Message.Play(PLAIN_RUN, List.of(GameJob.pair(7, PLAIN, FULL, 42, ""))),
                new Message.Play(FULL_RUN, List.of(new GameJob(1, List.of(new PlannedGame(0, 0, 0, -5, null,
                        List.of(FULL, PLAIN, PLAIN)))), GameJob.pair(2, FULL, FULL, 3, "init"))),
                new Message.Played(List.of(new JobResult(7, List.of(RECORD, FORFEIT))), List.of()),
                new Message.Played(List.of(new JobResult(1, List.of(FORFEIT)), new JobResult(2, List.of())),
                        List.of(new Message.Fault("b", "CRASH", "exit 139"))),
                new Message.Refused("not signed"));
    }

    @Test
    void everyKindOfMessageSurvivesJsonUnchanged() throws IOException {
        for (Message message : everyKind().toList()) {
            assertThat(MessageCodec.fromJson(MessageCodec.toJson(message))).as(message.getClass().getSimpleName())
                    .isEqualTo(message);
        }
    }

    /**
     * Every component of every record a message can hold travels: the mapper sees a property for each (so a
     * component added to one of them needs no edit to the codec, and none is dropped on the wire without a failure).
     * A record written as its own text ({@code @JsonValue}, e.g. a time control) travels whole, as the round trip
     * above shows.
     */
    @Test
    void everyComponentOfEveryRecordAMessageHoldsIsAProperty() {
        Set<Class<?>> records = new LinkedHashSet<>();
        for (Class<?> kind : Message.class.getPermittedSubclasses()) {
            reachableRecords(kind, records);
        }
        assertThat(records).contains(GameRecord.class, MoveLimits.class, RunSpec.class, Entrant.class);
        for (Class<?> type : records) {
            BeanDescription bean = JSON_OF_MESSAGES.getSerializationConfig()
                    .introspect(JSON_OF_MESSAGES.constructType(type));
            if (bean.findJsonValueAccessor() != null) {
                continue;
            }
            Set<String> properties = new HashSet<>();
            bean.findProperties().forEach(p -> properties.add(p.getInternalName()));
            for (RecordComponent component : type.getRecordComponents()) {
                assertThat(properties).as(type.getSimpleName() + "." + component.getName()).contains(component.getName());
            }
        }
    }

    private static void reachableRecords(Type type, Set<Class<?>> records) {
        if (type instanceof ParameterizedType p) {
            for (Type argument : p.getActualTypeArguments()) {
                reachableRecords(argument, records);
            }
            return;
        }
        if (!(type instanceof Class<?> c) || !c.getName().startsWith("dev.arbiter.")) {
            return;
        }
        if (c.isSealed()) {
            for (Class<?> sub : c.getPermittedSubclasses()) {
                reachableRecords(sub, records);
            }
        }
        if (c.isRecord() && records.add(c)) {
            for (RecordComponent component : c.getRecordComponents()) {
                reachableRecords(component.getGenericType(), records);
            }
        }
    }

    @Test
    void doublesComeBackBitForBit() throws IOException {
        Message.Check check = (Message.Check) MessageCodec.fromJson(MessageCodec.toJson(new Message.Check(FULL_RUN, FULL)));
        assertThat(check.entrant().parameters().get("w")).isEqualTo(0.1 + 0.2);
        GameRecord record = ((Message.Played) MessageCodec.fromJson(MessageCodec.toJson(
                new Message.Played(List.of(new JobResult(7, List.of(RECORD))), List.of())))).results().get(0).games().get(0);
        assertThat(Double.doubleToRawLongBits(record.moves().get(5).value())).isEqualTo(Double.doubleToRawLongBits(-0.0));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "[]",
        "{\"type\":\"shutdown\"}",
        "{\"type\":7}",
        "{\"type\":\"hello\",\"run\":\"r\"",
        "{\"type\":\"hello\",\"run\":\"r\"} {}",
        "{\"type\":\"hello\",\"run\":\"r\",\"run\":\"s\"}",
        "{\"type\":\"hello\",\"exec\":\"rm -rf /\"}",
        "{\"type\":\"welcome\",\"slots\":\"four\"}",
        "{\"type\":\"welcome\",\"slots\":99999999999}",
        "{\"type\":\"play\",\"run\":{\"game\":\"tictactoe\"},\"jobs\":[]}",
        "{\"type\":\"play\",\"jobs\":[{\"id\":1,\"games\":[]}],\"run\":{\"game\":\"tictactoe\"}}",
        "{\"type\":\"play\",\"run\":{\"game\":\"tictactoe\"},\"jobs\":[1]}",
        "{\"type\":\"play\",\"run\":{\"game\":\"tictactoe\",\"adjudication\":\"coin\"},\"jobs\":[]}",
        "{\"type\":\"check\",\"run\":{\"game\":\"g\"},\"entrant\":{\"name\":\"a\",\"command\":[1]}}",
        "{\"type\":\"check\",\"run\":{\"game\":\"g\"},\"entrant\":{\"name\":\"a\",\"command\":[\"x\"],\"limits\":{\"maxMoveMs\":0}}}",
        "{\"type\":\"check\",\"run\":{\"game\":\"g\"},\"entrant\":{\"name\":\"a\",\"command\":[\"x\"],\"protocol\":{\"kind\":\"http\"}}}",
        "{\"type\":\"check\",\"run\":{\"game\":\"g\"},\"entrant\":{\"name\":\"a\",\"command\":[\"x\"],\"parameters\":{\"w\":\"heavy\"}}}",
        "{\"type\":\"played\",\"results\":[{\"jobId\":1,\"games\":[{\"index\":0}]}]}",
        "{\"type\":\"played\",\"results\":[{\"jobId\":1,\"games\":[{\"seats\":[],\"actions\":[],\"micros\":[],\"nodes\":[],"
                + "\"depths\":[],\"scores\":[],\"end\":\"exploded\"}]}]}",
        "{\"type\":\"played\",\"results\":[{\"jobId\":1,\"games\":[{\"micros\":[1.5]}]}]}",
        "\u0000\u00ff{garbage"
    })
    void aBodyThatIsNotAMessageIsAnIoExceptionSayingWhatWasExpected(String body) {
        assertThatThrownBy(() -> MessageCodec.fromJson(body.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(IOException.class)
                .message().isNotBlank().doesNotContain("Exception");
    }

    @Test
    void aBodyNestedBeyondAnyMessageIsRefusedWithoutExhaustingTheStack() {
        String deep = "{\"type\":\"played\",\"results\":[{\"jobId\":1,\"games\":[{\"refereeData\":{\"test_data\":{\"x\":"
                + "[".repeat(100_000) + "]".repeat(100_000) + "}}}]}]}";
        assertThatThrownBy(() -> MessageCodec.fromJson(deep.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("nesting");
    }

    @Test
    void aBodyRefusedByARecordSaysWhereAndWhy() {
        String emptyJob = "{\"type\":\"play\",\"run\":{\"rules\":{\"game\":\"g\",\"maxPlies\":9,\"startTimeoutMs\":1},"
                + "\"keepEngines\":1,\"logBytes\":0},\"jobs\":[{\"id\":1,\"games\":[]}]}";
        assertThatThrownBy(() -> MessageCodec.fromJson(emptyJob.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(IOException.class)
                .hasMessage("field 'jobs[0]': a job needs at least one game");
        String missing = "{\"type\":\"welcome\",\"name\":\"w\",\"trusted\":1}";
        assertThatThrownBy(() -> MessageCodec.fromJson(missing.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(IOException.class)
                .hasMessage("field 'slots': Cannot map `null` into type `int`");
    }
}
