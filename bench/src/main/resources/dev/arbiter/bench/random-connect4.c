/*
 * A random mover for Connect Four in Arbiter's stdio format (docs/STDIO.md): the bench's native engine, of the
 * kind fastchess was measured with (a compiled random mover), so that `qualify.native.*` shows what the referee
 * costs when the engines cost next to nothing. Initialization: `myId`, then `rows cols x`; each turn: the board's
 * rows from the top down ('.' empty) and the opponent's last column; it prints a column whose top cell is empty.
 * Its choices are a function of its seat and the game's moves (xorshift64, Marsaglia 2003): no clock, no pid.
 */
#include <stdio.h>
#include <string.h>

int main(void) {
    int id, rows, cols, x;
    char line[512], top[512];
    if (scanf("%d", &id) != 1 || scanf("%d %d %d", &rows, &cols, &x) != 3 || cols > 511) {
        return 1;
    }
    unsigned long long state = 0x9E3779B97F4A7C15ULL + (unsigned long long) id;
    for (;;) {
        for (int r = 0; r < rows; r++) {
            if (scanf("%511s", line) != 1) {
                return 0;
            }
            if (r == 0) {
                strcpy(top, line);
            }
        }
        int last;
        if (scanf("%d", &last) != 1) {
            return 0;
        }
        state ^= (unsigned long long) (last + 2) * 0xBF58476D1CE4E5B9ULL;
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        int legal[512];
        int n = 0;
        for (int c = 0; c < cols; c++) {
            if (top[c] == '.') {
                legal[n++] = c;
            }
        }
        if (n == 0) {
            return 0;
        }
        printf("%d\n", legal[(state >> 33) % (unsigned long long) n]);
        fflush(stdout);
    }
}
