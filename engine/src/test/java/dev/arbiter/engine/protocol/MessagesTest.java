package dev.arbiter.engine.protocol;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The protocol codec on jackson-core's streaming parser and generator: every message of docs/PROTOCOL.md reads
 * and writes back byte for byte, and a bad line gets the error text the object-mapper codec gave (the expected
 * texts below were taken from it, jackson-databind 2.22, before the change).
 */
class MessagesTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"type\":\"listening\",\"host\":\"127.0.0.1\",\"port\":45147,\"protocol\":1}",
            "{\"type\":\"hello\",\"protocol\":1,\"token\":\"s3cret\",\"id\":1}",
            "{\"type\":\"hello\",\"protocol\":1,\"engine\":{\"name\":\"arbiter\",\"version\":\"0.1\",\"algorithm\":\"abp\"},"
                    + "\"game\":{\"name\":\"connect4\",\"options\":\"\",\"actors\":2},\"features\":[\"parameters\"],"
                    + "\"parameters\":{\"center\":1.5},\"limits\":{\"timeMs\":0,\"nodes\":0,\"depth\":0,\"memoryBytes\":67108864},\"id\":1}",
            "{\"type\":\"newgame\",\"seat\":1,\"init\":\"\",\"seed\":-1234567890123,\"parameters\":{\"a\":0.25,\"b\":-2.0},\"id\":2}",
            "{\"type\":\"ready\",\"id\":2}",
            "{\"type\":\"position\",\"world\":\"..x..\",\"history\":[\"3\",\"4\"],\"id\":3}",
            "{\"type\":\"ok\",\"id\":3}",
            "{\"type\":\"go\",\"limits\":{\"timeMs\":20,\"nodes\":1000,\"depth\":3,\"clockMs\":5000,\"incrementMs\":10,\"gameNodesLeft\":99},\"id\":4}",
            "{\"type\":\"action\",\"action\":\"4\",\"info\":{\"nodes\":123,\"depth\":5,\"value\":-0.25,\"timeMs\":0.001,"
                    + "\"pv\":[\"4\",\"3\"],\"deadlineMs\":18.5,\"rescued\":false,\"latencyMs\":0.123456789},\"id\":4}",
            "{\"type\":\"stop\"}",
            "{\"type\":\"background\",\"on\":false,\"id\":\"any json\"}",
            "{\"type\":\"ping\",\"id\":null}",
            "{\"type\":\"pong\",\"id\":5}",
            "{\"type\":\"quit\",\"shutdown\":true}",
            "{\"type\":\"error\",\"message\":\"caf\u00e9 \\\"quoted\\\" \\\\ back\\nslash \uD83D\uDE00\"}",
            "{\"type\":\"x\",\"big\":123456789012345678901234567890,\"f\":1.0E20,\"g\":-0.0,\"nested\":[[1],{\"a\":null}]}"})
    void everyMessageTypeReadsAndWritesBackByteForByte(String line) throws ProtocolException {
        Message message = Messages.parse(line);

        assertThat(Messages.write(message)).isEqualTo(line);
        assertThat(Messages.parse(Messages.write(message))).isEqualTo(message);
    }

    @Test
    void messagesBuiltInCodeAreWrittenCompactlyInFieldOrder() {
        Message go = Messages.message(Protocol.GO).put("id", 7);
        go.putObject("limits").put("timeMs", 20).put("depth", 3);
        Message action = Messages.message(Protocol.ACTION).put("action", "e4").put("value", 0.5).put("rescued", true);
        action.putArray("pv").addAll(List.of("e4", "e5"));

        assertThat(Messages.write(go)).isEqualTo("{\"type\":\"go\",\"id\":7,\"limits\":{\"timeMs\":20,\"depth\":3}}");
        assertThat(action).hasToString("{\"type\":\"action\",\"action\":\"e4\",\"value\":0.5,\"rescued\":true,\"pv\":[\"e4\",\"e5\"]}");
        assertThat(Messages.write(Messages.error("bad"))).isEqualTo("{\"type\":\"error\",\"message\":\"bad\"}");
    }

    @Test
    void whatFollowsTheFirstObjectOfALineIsIgnoredAndARepeatedFieldKeepsItsLastValue() throws ProtocolException {
        assertThat(Messages.write(Messages.parse("  {\"type\":\"ok\"} trailing"))).isEqualTo("{\"type\":\"ok\"}");
        assertThat(Messages.parse("{\"type\":\"a\",\"type\":\"b\"}").type()).isEqualTo("b");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "[1,2]|expected a JSON object",
            "42|expected a JSON object",
            "null|expected a JSON object",
            "\"text\"|expected a JSON object",
            "{}|missing string field 'type'",
            "{\"type\":1}|missing string field 'type'",
            "hello|malformed JSON: Unrecognized token 'hello': was expecting (JSON String, Number, Array, Object or token 'null', 'true' or 'false')",
            "{\"type\":\"x\",}|malformed JSON: Unexpected character ('}' (code 125)): was expecting double-quote to start field name",
            "{type:\"x\"}|malformed JSON: Unexpected character ('t' (code 116)): was expecting double-quote to start field name",
            "{\"type\":\"x\",\"a\":01}|malformed JSON: Invalid numeric value: Leading zeroes not allowed",
            "{\"type\":\"x\",\"a\":NaN}|malformed JSON: Non-standard token 'NaN': enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow",
            "{\"type\":\"x\" \"a\":1}|malformed JSON: Unexpected character ('\"' (code 34)): was expecting comma to separate Object entries",
            "[1,2|malformed JSON: Unexpected end-of-input: expected close marker for Array (start marker at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 1])",
            "{\"type\":\"x\"|malformed JSON: Unexpected end-of-input: expected close marker for Object (start marker at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column: 1])"})
    void aBadLineGetsTheErrorTheObjectMapperGave(String line, String error) {
        assertThatThrownBy(() -> Messages.parse(line)).isInstanceOf(ProtocolException.class).hasMessage(error);
    }

    @Test
    void strictFieldsNameTheMessageAndTheField() throws ProtocolException {
        Message go = Messages.parse("{\"type\":\"go\",\"limits\":{\"nodes\":-1},\"seed\":1.5,\"on\":\"yes\",\"world\":3}");

        assertThatThrownBy(() -> go.object("limits").count("go.limits", "nodes", 0))
                .hasMessage("'go.limits': field 'nodes' must be a non-negative integer");
        assertThatThrownBy(() -> go.integer("seed", 0)).hasMessage("'go': field 'seed' must be an integer");
        assertThatThrownBy(() -> go.flag("on", true)).hasMessage("'go': field 'on' must be true or false");
        assertThatThrownBy(() -> go.text("world", null)).hasMessage("'go': field 'world' must be a string");
        assertThatThrownBy(() -> go.text("action")).hasMessage("'go': missing string field 'action'");
        assertThat(go.count("depth", 7)).isEqualTo(7);
        assertThat(go.integer("absent", 9)).isEqualTo(9);
    }

    @Test
    void lenientFieldsReadRepliesAsTheMapperTreeDid() throws ProtocolException {
        Message reply = Messages.parse("{\"type\":\"hello\",\"port\":\"5000\",\"depth\":2.9,\"name\":null,"
                + "\"features\":[\"parameters\",3],\"on\":1}");

        assertThat(reply.asInt("port", -1)).isEqualTo(5000);
        assertThat(reply.asInt("depth", 0)).isEqualTo(2);
        assertThat(reply.asText("name", "fallback")).isEqualTo("fallback");
        assertThat(reply.asText("depth", "")).isEqualTo("2.9");
        assertThat(reply.texts("features")).containsExactly("parameters", "3");
        assertThat(reply.asBoolean("on", false)).isTrue();
        assertThat(reply.object("engine").asText("name", "label")).isEqualTo("label");
        assertThat(reply.asDouble("value", Double.NaN)).isNaN();
    }

    @Test
    void aValueThatIsNotJsonIsRefused() {
        assertThatThrownBy(() -> new Message().put("x", (Object) new StringBuilder("no")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
