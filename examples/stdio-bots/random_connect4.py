"""The weakest Connect Four bot (the Connect X stdio format): a random playable column."""
import random

my_id = int(input())
rows, cols, x = map(int, input().split())
while True:
    board = [input() for _ in range(rows)]
    input()
    print(random.choice([c for c in range(cols) if board[0][c] == "."]), flush=True)
