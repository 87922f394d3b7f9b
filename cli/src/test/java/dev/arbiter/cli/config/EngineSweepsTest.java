package dev.arbiter.cli.config;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class EngineSweepsTest {

    @Test
    void aSweptEngineBecomesOneEnginePerValueWithThePlaceholderSet() {
        QualifyFile.EngineFile plain = engine("mm", List.of("arbiter", "serve", "--algo", "mm"), null);
        QualifyFile.EngineFile swept = engine("mm-t", List.of("arbiter", "serve", "--algo", "mm", "--param",
                "threshold={threshold}", "--seed", "{s}"), Map.of("s", "7"));
        swept.sweep = new QualifyFile.SweepFile();
        swept.sweep.param = "threshold";
        swept.sweep.values = List.of("0", "2.5", "10");

        List<QualifyFile.EngineFile> engines = EngineSweeps.expand(List.of(plain, swept), "q.yaml");

        assertThat(engines).extracting(e -> e.name).containsExactly("mm", "mm-t-0", "mm-t-2.5", "mm-t-10");
        assertThat(engines.get(2).params).isEqualTo(Map.of("s", "7", "threshold", "2.5"));
        assertThat(engines.get(2).cmd).isEqualTo(swept.cmd);
        assertThat(engines).allMatch(e -> e.sweep == null);
        assertThat(engines.get(0)).isSameAs(plain);
    }

    @Test
    void aListWithoutSweepsIsLeftAsItIs() {
        List<QualifyFile.EngineFile> engines = List.of(engine("a", List.of("x"), null));
        assertThat(EngineSweeps.expand(engines, "q.yaml")).isSameAs(engines);
    }

    private static QualifyFile.EngineFile engine(String name, List<String> cmd, Map<String, String> params) {
        QualifyFile.EngineFile e = new QualifyFile.EngineFile();
        e.name = name;
        e.cmd = cmd;
        e.params = params;
        return e;
    }
}
