package dev.arbiter.tournament.config;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MoveLimitsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void travelsAsTheOneFlatObjectItWasBeforeItsFieldsWereGrouped() throws Exception {
        MoveLimits limits = new MoveLimits(100, 5_000, 7, 12, 30_000, 1_000, true)
                .withTc(new TimeControl(10_000, 100, 40)).withGameNodes(9_000);
        JsonNode tree = JSON.valueToTree(limits);
        assertThat(tree.fieldNames()).toIterable().containsExactlyInAnyOrder("timeMs", "nodes", "depth", "marginMs",
                "maxMoveMs", "firstMoveMs", "ponder", "tc", "gameNodes");
        assertThat(tree.get("marginMs").asLong()).isEqualTo(12);
        assertThat(tree.get("gameNodes").asLong()).isEqualTo(9_000);
        assertThat(JSON.treeToValue(tree, MoveLimits.class)).isEqualTo(limits);
    }

    @Test
    void readsTheFlatObjectOfEarlierVersionsAndRefusesAnUnknownField() throws Exception {
        String earlier = "{\"timeMs\":100,\"nodes\":0,\"depth\":0,\"marginMs\":10,\"maxMoveMs\":30000,"
                + "\"firstMoveMs\":0,\"ponder\":false,\"tc\":null,\"gameNodes\":0}";
        assertThat(JSON.readValue(earlier, MoveLimits.class)).isEqualTo(new MoveLimits(100, 0, 0, 10, 30_000));
        assertThatThrownBy(() -> JSON.readValue("{\"timeMs\":100,\"maxMoveMs\":30000,\"marginMillis\":5}",
                MoveLimits.class)).isInstanceOf(UnrecognizedPropertyException.class);
    }

    @Test
    void aNegativeValueOrNoWaitWithoutATimeLimitIsRefused() {
        assertThatThrownBy(() -> new MoveLimits(-1, 0, 0, 5, 30_000)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MoveLimits(0, 0, 0, 5, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MoveLimits.DEFAULT.withGameNodes(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
