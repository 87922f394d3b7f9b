"""A CodinGame Tron Battle bot (30 x 20 grid, 2 to 4 players): reads the turn's input on stdin, prints a direction.

Keeps a grid of every trail it has seen and moves to the free neighbour with the most free neighbours of
its own. Input format: docs/STDIO.md (Tron), the same as CodinGame's.
"""
import sys

W, H = 30, 20
taken = set()
MOVES = {"UP": (0, -1), "DOWN": (0, 1), "LEFT": (-1, 0), "RIGHT": (1, 0)}


def free(x, y):
    return 0 <= x < W and 0 <= y < H and (x, y) not in taken


while True:
    n, me = map(int, input().split())
    heads = []
    for p in range(n):
        x0, y0, x1, y1 = map(int, input().split())
        if x1 >= 0:
            taken.add((x0, y0))
            taken.add((x1, y1))
        if p == me:
            head = (x1, y1)
    options = [(sum(free(head[0] + dx + ex, head[1] + dy + ey) for ex, ey in MOVES.values()), name)
               for name, (dx, dy) in MOVES.items() if free(head[0] + dx, head[1] + dy)]
    print(max(options)[1] if options else "UP", flush=True)
