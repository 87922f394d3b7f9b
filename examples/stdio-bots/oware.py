"""A CodinGame-style Oware bot: reads the turn's input on stdin, prints one house (0-5) per turn.

Greedy: sows the house that captures the most seeds at once (ties: the house with the most seeds), obeying
the rule that a player must feed an opponent who has no seeds. Input format: docs/STDIO.md (Oware).
"""
import sys

my_id = int(input())


def captured(mine, theirs, house):
    """Seeds captured by sowing `house` (the usual Abapa rules, without the grand-slam exception)."""
    cells = mine + theirs
    seeds = cells[house]
    cells[house] = 0
    pos = house
    while seeds:
        pos = (pos + 1) % 12
        if pos == house:
            continue
        cells[pos] += 1
        seeds -= 1
    total = 0
    while 6 <= pos < 12 and cells[pos] in (2, 3):
        total += cells[pos]
        pos -= 1
    return total, cells


while True:
    mine = list(map(int, input().split()))
    theirs = list(map(int, input().split()))
    my_score, their_score = map(int, input().split())
    legal = [h for h in range(6) if mine[h] > 0 and (sum(theirs) > 0 or mine[h] >= 6 - h)]
    best = max(legal, key=lambda h: (captured(mine, theirs, h)[0], mine[h]))
    print(f"score {my_score}-{their_score}, sowing {best}", file=sys.stderr)
    print(best, flush=True)
