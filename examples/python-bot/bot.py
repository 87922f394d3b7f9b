#!/usr/bin/env python3
"""A Connect Four engine speaking the Arbiter protocol 1 (docs/PROTOCOL.md), with no dependencies.

It listens on loopback, prints its address as the first line of standard output, and serves one referee
connection at a time until a `quit` with `"shutdown": true`. Two ways to play:

  --mode random   a uniformly random legal column
  --mode oneply   win at once if possible, else block the opponent's immediate win, else the most central
                  column that does not hand the opponent a win on top of it (ties broken at random)

Run:  python3 bot.py --mode oneply --seed 7
"""

import argparse
import json
import os
import random
import socket
import sys
import time

PROTOCOL = 1
ROWS, COLS, CONNECT = 6, 7, 4
MAX_LINE = 1 << 20
WIN = 1_000_000.0


class BadRequest(Exception):
    """A request we answer with an error reply; the session goes on."""


class CloseConnection(Exception):
    """Ends the current connection (after a refused hello, or on quit)."""

    def __init__(self, shutdown=False):
        super().__init__()
        self.shutdown = shutdown


class Board:
    """A Connect Four position: cells[col][row], row 0 at the bottom; 0 = x (moves first), 1 = o, None = empty."""

    def __init__(self):
        self.cells = [[None] * ROWS for _ in range(COLS)]
        self.heights = [0] * COLS
        self.ply = 0
        self.winner = None

    def to_move(self):
        return self.ply % 2

    def ended(self):
        return self.winner is not None or self.ply == ROWS * COLS

    def legal(self):
        if self.winner is not None:
            return []
        return [c for c in range(COLS) if self.heights[c] < ROWS]

    def play(self, col):
        row = self.heights[col]
        mover = self.to_move()
        self.cells[col][row] = mover
        self.heights[col] += 1
        self.ply += 1
        if self.makes_line(col, row, mover):
            self.winner = mover

    def undo(self, col):
        self.heights[col] -= 1
        self.cells[col][self.heights[col]] = None
        self.ply -= 1
        self.winner = None

    def makes_line(self, col, row, who):
        for dc, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
            count = 1
            for sign in (1, -1):
                c, r = col + sign * dc, row + sign * dr
                while 0 <= c < COLS and 0 <= r < ROWS and self.cells[c][r] == who:
                    count += 1
                    c, r = c + sign * dc, r + sign * dr
            if count >= CONNECT:
                return True
        return False

    def wins(self, col, who):
        """Whether `who` would make a line by dropping a stone in `col` (which must have room)."""
        return self.makes_line(col, self.heights[col], who)


def decode(encoded):
    """Decodes the connectx world encoding: rows from the top separated by '/', cells x, o or '.'."""
    rows = encoded.strip().split("/")
    if len(rows) != ROWS or any(len(r) != COLS for r in rows):
        raise BadRequest("connect4 world: expected %d rows of %d cells separated by '/', got '%s'"
                         % (ROWS, COLS, encoded))
    board = Board()
    counts = [0, 0]
    for i, line in enumerate(rows):
        row = ROWS - 1 - i
        for col, ch in enumerate(line):
            if ch not in "xo.":
                raise BadRequest("connect4 world: bad cell '%s' in '%s'" % (ch, encoded))
            if ch != ".":
                who = 0 if ch == "x" else 1
                board.cells[col][row] = who
                counts[who] += 1
    for col in range(COLS):
        height = sum(1 for r in range(ROWS) if board.cells[col][r] is not None)
        if any(board.cells[col][r] is None for r in range(height)):
            raise BadRequest("connect4 world: column %d has a stone above an empty cell" % (col + 1))
        board.heights[col] = height
    if counts[0] != counts[1] and counts[0] != counts[1] + 1:
        raise BadRequest("connect4 world: x must have as many stones as o or one more in '%s'" % encoded)
    board.ply = counts[0] + counts[1]
    for col in range(COLS):
        for row in range(board.heights[col]):
            who = board.cells[col][row]
            if board.makes_line(col, row, who):
                board.winner = who
    return board


def parse_action(text):
    if isinstance(text, str) and text.strip().isdigit() and 1 <= int(text.strip()) <= COLS:
        return int(text.strip()) - 1
    raise BadRequest("connect4 action: expected a column 1..%d, got %s" % (COLS, json.dumps(text)))


def replay(init, history):
    """The board after the opening `init` (Pons' notation, e.g. "4453") and then the actions of `history`."""
    board = Board()
    for text in list(init) + list(history):
        col = parse_action(text)
        if board.ended() or col not in board.legal():
            raise BadRequest("action %s is not legal" % json.dumps(text))
        board.play(col)
    return board


def choose(board, mode, rng):
    """Picks a column; returns (column, value for the mover, positions looked at)."""
    legal = board.legal()
    if mode == "random":
        return rng.choice(legal), 0.0, len(legal)
    me = board.to_move()
    them = 1 - me
    for col in legal:
        if board.wins(col, me):
            return col, WIN - 1, len(legal)
    threats = [col for col in legal if board.wins(col, them)]
    if threats:
        value = -(WIN - 2) if len(threats) > 1 else 0.0
        return threats[0], value, 2 * len(legal)
    safe = []
    for col in legal:
        board.play(col)
        gives = board.heights[col] < ROWS and board.wins(col, them)
        board.undo(col)
        if not gives:
            safe.append(col)
    pool = safe or legal
    centre = (COLS - 1) / 2
    best = min(abs(col - centre) for col in pool)
    return rng.choice([col for col in pool if abs(col - centre) == best]), 0.0, 3 * len(legal)


class Session:
    """One referee connection."""

    def __init__(self, conn, token, mode, rng, name):
        self.conn = conn
        self.token = token
        self.mode = mode
        self.rng = rng
        self.init = ""
        self.name = name
        self.greeted = False
        self.board = None
        self.background = False

    def send(self, message, msg_id=None):
        if msg_id is not None:
            message["id"] = msg_id
        self.conn.sendall((json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8"))

    def error(self, text, msg_id=None):
        self.send({"type": "error", "message": text}, msg_id)

    def serve(self):
        """Reads lines until the connection ends; returns True if the referee asked us to shut down."""
        for line in read_lines(self.conn):
            if line is None:
                self.error("line longer than %d bytes" % MAX_LINE)
                continue
            if not line.strip():
                continue
            try:
                request = json.loads(line)
            except ValueError as e:
                self.error("malformed JSON: %s" % e)
                continue
            if not isinstance(request, dict):
                self.error("expected a JSON object")
                continue
            msg_id = request.get("id")
            if not isinstance(request.get("type"), str):
                self.error("missing string field 'type'", msg_id)
                continue
            try:
                self.handle(request, msg_id)
            except BadRequest as e:
                self.error(str(e), msg_id)
            except CloseConnection as e:
                return e.shutdown
        return False

    def handle(self, request, msg_id):
        kind = request["type"]
        if not self.greeted and kind not in ("hello", "quit"):
            self.error("expected 'hello' first", msg_id)
            if self.token:
                raise CloseConnection()
            return
        if kind == "hello":
            self.hello(request, msg_id)
        elif kind == "newgame":
            self.init = text_field(request, "init", "")
            self.board = replay(self.init, [])
            seed = request.get("seed")
            if seed is not None:
                if not isinstance(seed, int) or isinstance(seed, bool):
                    raise BadRequest("'newgame': field 'seed' must be an integer")
                self.rng.seed(seed)
            self.send({"type": "ready"}, msg_id)
        elif kind == "position":
            self.board = self.position(request)
            self.send({"type": "ok"}, msg_id)
        elif kind == "go":
            self.go(request, msg_id)
        elif kind == "stop":
            pass  # we answer every go at once, so there is never a search to stop
        elif kind == "background":
            on = request.get("on", True)
            if not isinstance(on, bool):
                raise BadRequest("'background': field 'on' must be true or false")
            self.background = on
            self.send({"type": "ok"}, msg_id)
        elif kind == "ping":
            self.send({"type": "pong"}, msg_id)
        elif kind == "quit":
            shutdown = request.get("shutdown", False)
            raise CloseConnection(shutdown is True)
        else:
            raise BadRequest("unknown message type '%s'" % kind)

    def hello(self, request, msg_id):
        version = request.get("protocol")
        if version != PROTOCOL or isinstance(version, bool):
            self.error("protocol version %s not supported (this engine speaks %d)" % (version, PROTOCOL), msg_id)
            raise CloseConnection()
        if self.token and request.get("token") != self.token:
            self.error("wrong or missing token", msg_id)
            raise CloseConnection()
        self.greeted = True
        self.send({"type": "hello", "protocol": PROTOCOL,
                   "engine": {"name": self.name, "version": "1.0", "algorithm": self.mode},
                   "game": {"name": "connectx", "options": "rows=%d,cols=%d,x=%d" % (ROWS, COLS, CONNECT),
                            "actors": 2},
                   "parameters": {},
                   "limits": {"timeMs": 0, "nodes": 0, "depth": 0, "memoryBytes": 0}}, msg_id)

    def position(self, request):
        init = text_field(request, "init", self.init)
        world = text_field(request, "world", None)
        if world is not None:
            return decode(world)
        history = request.get("history")
        if not isinstance(history, list):
            raise BadRequest("'position': needs 'world' (an encoding) or 'history' (a list of actions)")
        return replay(init, history)

    def go(self, request, msg_id):
        limits = request.get("limits", {})
        if not isinstance(limits, dict):
            raise BadRequest("'go': field 'limits' must be an object")
        for key in ("timeMs", "nodes", "depth"):
            value = limits.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise BadRequest("'go': field '%s' must be a non-negative integer" % key)
        if self.board is None:
            raise BadRequest("'go' before 'newgame' or 'position'")
        if self.board.ended():
            raise BadRequest("'go' in an ended world")
        start = time.perf_counter()
        col, value, nodes = choose(self.board, self.mode, self.rng)
        elapsed = (time.perf_counter() - start) * 1000.0
        action = str(col + 1)
        self.send({"type": "action", "action": action,
                   "info": {"nodes": nodes, "depth": 1, "value": value, "timeMs": elapsed, "pv": [action]}},
                  msg_id)


def text_field(request, field, fallback):
    value = request.get(field)
    if value is None:
        return fallback
    if not isinstance(value, str):
        raise BadRequest("'%s': field '%s' must be a string" % (request["type"], field))
    return value


def read_lines(conn):
    """Yields the connection's lines decoded as UTF-8 (None for a line over MAX_LINE bytes) until it closes."""
    buffer = b""
    skipping = False
    while True:
        try:
            chunk = conn.recv(65536)
        except OSError:
            return
        if not chunk:
            return
        buffer += chunk
        while True:
            end = buffer.find(b"\n")
            if end < 0:
                if len(buffer) > MAX_LINE:
                    skipping = True
                    buffer = b""
                break
            raw, buffer = buffer[:end], buffer[end + 1:]
            if skipping or len(raw) > MAX_LINE:
                skipping = False
                yield None
                continue
            yield raw.rstrip(b"\r").decode("utf-8", errors="replace")


def main():
    parser = argparse.ArgumentParser(description="Connect Four bot for the Arbiter protocol")
    parser.add_argument("--mode", choices=("random", "oneply"), default="oneply")
    parser.add_argument("--seed", type=int, default=None, help="seed of the random choices (default: from the clock)")
    parser.add_argument("--name", default=None, help="engine name reported in the handshake")
    parser.add_argument("--port", type=int, default=0, help="port to listen on (default: any free port)")
    parser.add_argument("--addr-file", default=None, help="also write 'host port' into this file")
    args = parser.parse_args()

    token = os.environ.get("ARBITER_TOKEN") or None
    rng = random.Random(args.seed)
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", args.port))
    server.listen(4)
    host, port = server.getsockname()
    if args.addr_file:
        temp = args.addr_file + ".tmp"
        with open(temp, "w") as f:
            f.write("%s %d\n" % (host, port))
        os.replace(temp, args.addr_file)
    print(json.dumps({"type": "listening", "host": host, "port": port, "protocol": PROTOCOL},
                     separators=(",", ":")), flush=True)

    name = args.name or "python-" + args.mode
    while True:
        conn, _ = server.accept()
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            shutdown = Session(conn, token, args.mode, rng, name).serve()
        except OSError as e:
            print("connection lost: %s" % e, file=sys.stderr)
            shutdown = False
        finally:
            conn.close()
        if shutdown:
            server.close()
            return 0


if __name__ == "__main__":
    sys.exit(main())
