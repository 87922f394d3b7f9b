package dev.arbiter.tournament.play;

import dev.arbiter.tournament.config.MoveLimits;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class EntrantTest {

    @Test
    void valuesWithoutAPlaceholderGoInNewgameAndLeaveTheCommandAlone() {
        List<String> command = List.of("engine", "--depth={depth}");
        Entrant a = new Entrant("v1", command, null, Map.of("depth", 3.0, "weight", 0.5), MoveLimits.DEFAULT);
        Entrant b = new Entrant("v2", command, null, Map.of("depth", 3.0, "weight", 7.0), MoveLimits.DEFAULT);
        assertThat(a.gameParameters()).containsExactly(Map.entry("weight", 0.5));
        assertThat(a.resolve().argv()).containsExactly("engine", "--depth=3");
        assertThat(a.resolve().argv()).as("one process serves both: the pool keys processes by command")
                .isEqualTo(b.resolve().argv());
    }

    @Test
    void valuesWithAPlaceholderStartADifferentProcess() {
        List<String> command = List.of("engine", "--weight={weight}");
        Entrant a = new Entrant("v1", command, null, Map.of("weight", 0.5), MoveLimits.DEFAULT);
        Entrant b = new Entrant("v2", command, null, Map.of("weight", 7.0), MoveLimits.DEFAULT);
        assertThat(a.gameParameters()).isEmpty();
        assertThat(a.resolve().argv()).isNotEqualTo(b.resolve().argv());
    }
}
