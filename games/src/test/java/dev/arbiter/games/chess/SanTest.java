package dev.arbiter.games.chess;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SanTest {

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; g1f3; Nf3",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1; e1g1; O-O",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1; e8c8; O-O-O",
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3; e5d6; exd6",
        "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1; e7d8q; exd8=Q+",
        "7k/4P3/8/8/8/8/8/4K3 w - - 0 1; e7e8r; e8=R+",
        "6k1/5ppp/8/8/8/8/8/R3K2R w - - 0 1; a1a8; Ra8#",
        "k7/8/8/8/8/8/8/1N1NK3 w - - 0 1; b1c3; Nbc3",
        "k7/8/8/8/8/1N6/8/1N2K3 w - - 0 1; b1d2; N1d2",
        "8/7k/8/8/8/Q1Q5/8/Q3K3 w - - 0 1; a3b2; Qa3b2",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3; f3e5; Nxe5",
    })
    void writesTheStandardFormAndReadsItBack(String fen, String uci, String san) {
        Position position = Fen.read(fen);
        int move = Move.fromUci(uci);
        assertThat(San.write(position, move)).isEqualTo(san);
        assertThat(San.read(position, san)).isEqualTo(move);
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = ';', value = {
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1; 0-0; e1g1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1; O-O-O+; e1c1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1; 0-0-0!?; e1c1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Ng1f3; g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2-e4!; e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Ngf3?!; g1f3",
        "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1; exd8Q; e7d8q",
        "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1; exd8=n; e7d8n",
        "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3; exd6 e.p.; e5d6",
        "6k1/5ppp/8/8/8/8/8/R3K2R w - - 0 1; Ra8+; a1a8",
    })
    void readsWhatRealFilesContain(String fen, String san, String uci) {
        assertThat(Move.toUci(San.read(Fen.read(fen), san))).isEqualTo(uci);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        "k7/8/8/8/8/8/8/1N1NK3 w - - 0 1; Nc3; ambiguous",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e5; no legal move",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; O-O; castling",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Zf3; unexpected",
        "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1; e8; no legal move",
    })
    void refusesWhatNamesNoSingleLegalMove(String fen, String san, String why) {
        assertThatThrownBy(() -> San.read(Fen.read(fen), san)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(san).hasMessageContaining(why);
    }
}
