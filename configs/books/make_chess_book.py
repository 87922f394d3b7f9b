#!/usr/bin/env python3
"""Writes an EPD opening book for chess: random legal plies from the start position (Stockfish lists the legal
moves with 'go perft 1'), kept when Stockfish at a fixed depth values the position within a margin of even.

usage: make_chess_book.py COUNT PLIES MARGIN_CP SEED > book.epd   (Stockfish at /usr/games/stockfish or $STOCKFISH)
The same arguments give the same book with the same Stockfish build.
"""
import os
import random
import subprocess
import sys


def main():
    count, plies, margin, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    engine = subprocess.Popen([os.environ.get("STOCKFISH", "/usr/games/stockfish")], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(command, until):
        engine.stdin.write(command + "\n")
        lines = []
        while True:
            line = engine.stdout.readline()
            if not line:
                sys.exit("stockfish ended")
            lines.append(line.strip())
            if line.startswith(until):
                return lines

    ask("uci", "uciok")
    ask("setoption name Threads value 1\nisready", "readyok")
    rng = random.Random(seed)
    seen = set()
    while len(seen) < count:
        moves = []
        for _ in range(plies):
            legal = [l.split(":")[0] for l in ask("position startpos moves " + " ".join(moves) + "\ngo perft 1",
                                                   "Nodes searched") if ":" in l and not l.startswith("Nodes")]
            if not legal:
                break
            moves.append(rng.choice(sorted(legal)))
        if len(moves) < plies:
            continue
        position = "position startpos moves " + " ".join(moves)
        info = [l for l in ask(position + "\ngo depth 10", "bestmove") if " score " in l]
        words = info[-1].split()
        kind, value = words[words.index("score") + 1], int(words[words.index("score") + 2])
        if kind != "cp" or abs(value) > margin:
            continue
        fen = next(l for l in ask(position + "\nd", "Checkers") if l.startswith("Fen:"))[5:].split()
        epd = " ".join(fen[:4])
        if epd not in seen:
            seen.add(epd)
            print(epd + ' id "' + " ".join(moves) + '";', flush=True)
    engine.stdin.write("quit\n")
    engine.stdin.close()
    engine.wait()


if __name__ == "__main__":
    main()
