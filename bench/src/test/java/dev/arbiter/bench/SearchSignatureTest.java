package dev.arbiter.bench;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Pins the bench signature: a change of move generation, evaluation, search or budgets that alters what the
 * fixed searches visit or choose fails here. When the change is intended, run {@code arbiter bench
 * --signature}, put the new figures below and say in the commit why the search behaves differently.
 */
class SearchSignatureTest {

    @Test
    void theFixedSearchesVisitAndChooseExactlyAsPinned() {
        SearchSignature.Result result = SearchSignature.run();
        assertThat(result.searches()).isEqualTo(50);
        assertThat(result.nodes()).as("total nodes").isEqualTo(268_687);
        assertThat(result.resultsHex()).as("hash of the actions, values, depths and variations")
                .isEqualTo("e3c8bd8160b33706");
    }
}
