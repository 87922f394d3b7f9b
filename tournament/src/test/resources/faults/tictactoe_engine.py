#!/usr/bin/env python3
"""A tic-tac-toe engine written from docs/PROTOCOL.md alone, for the third-party fault suite.

Sound by default: it listens on loopback, announces its address as the first line of standard output,
checks ARBITER_TOKEN, plays a random empty square (seeded by newgame), and exits when its standard input
reaches end-of-file (the referee is gone). One fault can be injected with --fault:

  fork-keep-port  forks a helper that detaches (double fork) and keeps the listening socket open
  ignore-eof      does not watch standard input and ignores SIGTERM
  flood           floods standard output and standard error all the time
  slow-start      sleeps --delay seconds before it listens
  crash           exits with status 3 at its first go (once per --marker file)
  signal          kills itself with SIGKILL at its first go (once per --marker file)

Every process it runs (itself, a helper) appends its process id to --pids, so a test can check none is left.
"""

import argparse
import json
import os
import random
import signal
import socket
import sys
import threading
import time

SQUARES = [c + r for r in "321" for c in "abc"]  # world index 0..8: a3 b3 c3 a2 b2 c2 a1 b1 c1


def note_pid(path):
    with open(path, "a") as f:
        f.write("%d\n" % os.getpid())


def exit_at_end_of_input():
    def watch():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        except OSError:
            pass
        os._exit(0)
    threading.Thread(target=watch, daemon=True).start()


def flood():
    chunk = ("noise " * 1000 + "\n").encode()
    while True:
        for stream in (sys.stdout.buffer, sys.stderr.buffer):
            try:
                stream.write(chunk)
                stream.flush()
            except OSError:
                os._exit(0)
        time.sleep(0.001)


def fires_once(marker):
    if os.path.exists(marker):
        return False
    open(marker, "w").close()
    return True


def serve(conn, token, args):
    rng = random.Random(0)
    world = "." * 9
    reader = conn.makefile("rb")
    greeted = False
    for raw in reader:
        line = raw.decode("utf-8", errors="replace").strip()
        if not line:
            continue
        try:
            request = json.loads(line)
        except ValueError:
            send(conn, {"type": "error", "message": "malformed JSON"}, None)
            continue
        kind = request.get("type")
        msg_id = request.get("id")
        if kind == "hello":
            if token and request.get("token") != token:
                send(conn, {"type": "error", "message": "wrong or missing token"}, msg_id)
                return False
            greeted = True
            send(conn, {"type": "hello", "protocol": 1,
                        "engine": {"name": "py-" + args.fault, "version": "1", "algorithm": "random"},
                        "game": {"name": "tictactoe", "options": "", "actors": 2}, "parameters": {},
                        "limits": {"timeMs": 0, "nodes": 0, "depth": 0, "memoryBytes": 0}}, msg_id)
        elif not greeted and kind != "quit":
            send(conn, {"type": "error", "message": "expected 'hello' first"}, msg_id)
            return False
        elif kind == "newgame":
            rng = random.Random(request.get("seed", 0))
            world = "." * 9
            send(conn, {"type": "ready"}, msg_id)
        elif kind == "position":
            world = request.get("world", world)
            send(conn, {"type": "ok"}, msg_id)
        elif kind == "go":
            if args.fault == "crash" and fires_once(args.marker):
                os._exit(3)
            if args.fault == "signal" and fires_once(args.marker):
                os.kill(os.getpid(), signal.SIGKILL)
            empty = [SQUARES[i] for i in range(9) if world[i] == "."]
            send(conn, {"type": "action", "action": rng.choice(empty)}, msg_id)
        elif kind == "ping":
            send(conn, {"type": "pong"}, msg_id)
        elif kind == "quit":
            return bool(request.get("shutdown", False))
        elif kind != "stop":
            send(conn, {"type": "error", "message": "unknown message type '%s'" % kind}, msg_id)
    return False


def send(conn, message, msg_id):
    if msg_id is not None:
        message["id"] = msg_id
    conn.sendall((json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--fault", default="none")
    parser.add_argument("--marker", default=os.devnull)
    parser.add_argument("--pids", default=os.devnull)
    parser.add_argument("--delay", type=float, default=0.0)
    args = parser.parse_args()
    note_pid(args.pids)
    if args.fault == "ignore-eof":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    else:
        exit_at_end_of_input()
    if args.fault == "slow-start":
        time.sleep(args.delay)
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(4)
    if args.fault == "fork-keep-port":
        child = os.fork()
        if child == 0:
            if os.fork() == 0:
                note_pid(args.pids)
                while True:
                    time.sleep(3600)
            os._exit(0)
        os.waitpid(child, 0)
    host, port = server.getsockname()
    print(json.dumps({"type": "listening", "host": host, "port": port, "protocol": 1}), flush=True)
    if args.fault == "flood":
        threading.Thread(target=flood, daemon=True).start()
    token = os.environ.get("ARBITER_TOKEN") or None
    while True:
        conn, _ = server.accept()
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            shutdown = serve(conn, token, args)
        except OSError:
            shutdown = False
        finally:
            conn.close()
        if shutdown:
            return 0


if __name__ == "__main__":
    sys.exit(main())
