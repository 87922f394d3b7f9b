package dev.arbiter.games.chess;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EpdTest {

    @Test
    void readsThePositionAndItsOperations() {
        Epd epd = Epd.read("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5; id \"Ruy; Lopez\"; c0 x y;");
        assertThat(Fen.write(epd.position())).isEqualTo("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1");
        assertThat(epd.operations()).containsExactly(java.util.Map.entry("bm", "Bb5"), java.util.Map.entry("id", "Ruy; Lopez"),
                java.util.Map.entry("c0", "x y"));
        assertThat(Move.toUci(San.read(epd.position(), epd.operations().get("bm")))).isEqualTo("f1b5");
    }

    @Test
    void clocksComeFromHmvcAndFmvn() {
        Epd epd = Epd.read("4k3/8/8/8/8/8/8/4K3 b - - hmvc 12; fmvn 40;");
        assertThat(epd.position().halfmoveClock()).isEqualTo(12);
        assertThat(epd.position().fullmoveNumber()).isEqualTo(40);
    }

    @Test
    void aMalformedLineIsRefusedNamingIt() {
        assertThatThrownBy(() -> Epd.read("4k3/8/8/8 w - -")).hasMessageContaining("EPD '4k3/8/8/8 w - -'");
        assertThatThrownBy(() -> Epd.read("4k3/8/8/8/8/8/8/4K3 b - - id \"open;")).hasMessageContaining("not closed");
    }
}
