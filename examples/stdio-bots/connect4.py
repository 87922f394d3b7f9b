"""A CodinGame-style Connect Four bot: reads the turn's input on stdin, prints one column per turn.

Plays a winning move if it has one, blocks the opponent's, else the playable column nearest the centre
(ties broken at random). An optional argument NOISE (0 to 1, default 0) is the chance of a random column
instead, a parameter to tune. Input format: docs/STDIO.md (Connect X).
"""
import random
import sys

noise = float(sys.argv[1]) if len(sys.argv) > 1 else 0.0
my_id = int(input())
rows, cols, x = map(int, input().split())
me, opp = str(my_id), str(1 - my_id)


def wins(board, col, disc):
    """Whether dropping `disc` in `col` makes a line of x."""
    row = max(r for r in range(rows) if board[r][col] == '.')
    board[row][col] = disc
    try:
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            n = 1
            for sign in (1, -1):
                r, c = row + sign * dr, col + sign * dc
                while 0 <= r < rows and 0 <= c < cols and board[r][c] == disc:
                    n += 1
                    r, c = r + sign * dr, c + sign * dc
            if n >= x:
                return True
        return False
    finally:
        board[row][col] = '.'


while True:
    board = [list(input()) for _ in range(rows)]
    opponent_last = int(input())
    playable = [c for c in range(cols) if board[0][c] == '.']
    print(f"opponent played {opponent_last}", file=sys.stderr)
    move = random.choice(playable) if random.random() < noise else None
    if move is None:
        move = next((c for c in playable if wins(board, c, me)), None)
    if move is None:
        move = next((c for c in playable if wins(board, c, opp)), None)
    if move is None:
        best = min(abs(c - (cols - 1) / 2) for c in playable)
        move = random.choice([c for c in playable if abs(c - (cols - 1) / 2) == best])
    print(move, flush=True)
