package dev.arbiter.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CommandWordsTest {

    @Test
    void splitsAtWhitespaceAndGroupsQuotedWords() {
        assertThat(CommandWords.split("  python3 bot.py --name 'my bot' --x \"a b\"c ''"))
                .isEqualTo(List.of("python3", "bot.py", "--name", "my bot", "--x", "a bc", ""));
    }

    @Test
    void anUnbalancedQuoteIsAUsageError() {
        assertThatThrownBy(() -> CommandWords.split("bot 'oops"))
                .isInstanceOf(ArbiterException.class).hasMessageContaining("unbalanced quote");
    }
}
