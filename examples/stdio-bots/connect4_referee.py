"""A brutaltester-compatible referee for Connect Four, for `referee:` in a qualification (docs/STDIO.md).

Usage: connect4_referee.py -p1 "CMD" -p2 "CMD" [-d seed=N] [-l LOGFILE]
(the command line of CodinGame SDK referees; -seed N is read too)
Runs both bots (the Connect X stdio format), plays one game, prints one score per player (1 win, 0 loss,
0.5 each on a draw) in player order, then a summary line. A bot that crashes, times out or plays an
illegal column loses.
"""
import random
import select
import shlex
import subprocess
import sys

ROWS, COLS, X = 6, 7, 4
opts = dict(zip(sys.argv[1::2], sys.argv[2::2]))
initial = dict(kv.split("=", 1) for kv in opts.get("-d", "").split() if "=" in kv)
rng = random.Random(int(initial.get("seed", opts.get("-seed", "0"))))
log = open(opts["-l"], "w") if "-l" in opts else None
bots = [subprocess.Popen(shlex.split(opts[key]), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for key in ("-p1", "-p2")]
board = [["."] * COLS for _ in range(ROWS)]
# an opening from the seed, so that games differ: one disc of each player at the bottom
for disc, col in zip("01", rng.sample(range(COLS), 2)):
    board[ROWS - 1][col] = disc


def answer(bot, lines, timeout):
    bot.stdin.write("".join(line + "\n" for line in lines))
    bot.stdin.flush()
    ready, _, _ = select.select([bot.stdout], [], [], timeout)
    return bot.stdout.readline().strip() if ready else None


def wins(row, col, disc):
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        n = 1
        for sign in (1, -1):
            r, c = row + sign * dr, col + sign * dc
            while 0 <= r < ROWS and 0 <= c < COLS and board[r][c] == disc:
                n += 1
                r, c = r + sign * dr, c + sign * dc
        if n >= X:
            return True
    return False


scores, last, summary = [0.5, 0.5], -1, "draw"
for seat, bot in enumerate(bots):
    bot.stdin.write(f"{seat}\n{ROWS} {COLS} {X}\n")
for ply in range(ROWS * COLS - 2):
    seat = ply % 2
    try:
        line = answer(bots[seat], ["".join(r) for r in board] + [str(last)], 5 if ply < 2 else 1)
        col = int(line)
    except (ValueError, TypeError, BrokenPipeError):
        col = None
    if col is None or not 0 <= col < COLS or board[0][col] != ".":
        scores = [0, 0]
        scores[1 - seat] = 1
        summary = f"player {seat + 1} failed at ply {ply}: {line!r}"
        break
    row = max(r for r in range(ROWS) if board[r][col] == ".")
    board[row][col] = str(seat)
    if log:
        print(col, file=log)
    last = col
    if wins(row, col, str(seat)):
        scores = [0, 0]
        scores[seat] = 1
        summary = f"player {seat + 1} wins at ply {ply + 1}"
        break
for bot in bots:
    bot.kill()
print(scores[0])
print(scores[1])
print(summary)
