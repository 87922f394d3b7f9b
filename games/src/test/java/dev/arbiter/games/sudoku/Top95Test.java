package dev.arbiter.games.sudoku;

import dev.arbiter.games.PerftTable;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class Top95Test {

    @Test
    void minimaxUnderTenMegabytesSolvesEveryTop95PuzzleCorrectly() throws IOException {
        List<String> lines = Files.readAllLines(PerftTable.locate("sudoku/top95_puzzle_solution.txt"));
        SudokuSolver solver = new SudokuSolver();
        int count = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.trim().split("\\s+");
            SudokuSolver.Solution solution = solver.solve(fields[0]);
            assertThat(solution.grid()).as(fields[0]).isEqualTo(fields[1]);
            assertThat(solution.solved()).isTrue();
            assertThat(solution.searches()).as("one search proves the solution").isEqualTo(1);
            count++;
        }
        assertThat(count).isEqualTo(95);
    }
}
