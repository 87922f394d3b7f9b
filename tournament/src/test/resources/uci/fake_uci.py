"""A scripted UCI engine for tests (fastchess's style of mock engines): it plays the moves given on its command
line, the one at the index of the ply it is asked about, and misbehaves as its mode says, on its second move
unless the mode says otherwise.

usage: fake_uci.py MODE MOVE...
modes: normal, nouciok, noreadyok, crash, hang, illegal, nomove, unparsable, late, spam, garbage, silent,
       ignorequit, echo (prints every command it got to stderr),
       escape (leaves a helper that double-forks and calls setsid, its pid in helpers.pid beside this script);
       MODE:S1,S2,... reports the score S1 (centipawns) with its first move, S2 with its second, the last one after
"""
import signal
import sys
import time

mode, _, scripted = sys.argv[1].partition(':')
scores = [int(s) for s in scripted.split(',')] if scripted else [42]
moves = sys.argv[2:]
ply = 0
played = 0
out = sys.stdout

if mode == 'ignorequit':
    import subprocess
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    subprocess.Popen(['sleep', '300'])

if mode == 'escape':
    import os
    r, w = os.pipe()
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            os.write(w, str(os.getpid()).encode())
            os.execvp('sleep', ['sleep', '300'])
        os._exit(0)
    os.close(w)
    with open(os.path.join(os.path.dirname(os.path.abspath(sys.argv[0])), 'helpers.pid'), 'a') as f:
        f.write(os.read(r, 32).decode() + '\n')


def say(line):
    out.write(line + '\n')
    out.flush()


for raw in sys.stdin:
    line = raw.strip()
    if mode == 'echo':
        sys.stderr.write('got ' + line + '\n')
        sys.stderr.flush()
    if line == 'uci':
        say('id name Fake ' + mode)
        say('id author tests')
        say('option name Hash type spin default 16 min 1 max 1024')
        say('option name Skill Level type spin default 20 min 0 max 20')
        say('option name Ponder type check default false')
        say('option name Style type combo default Normal var Solid var Normal var Risky')
        say('option name Clear Hash type button')
        if mode == 'garbage':
            say('\x00\x01 this is not UCI at all')
        if mode != 'nouciok':
            say('uciok')
    elif line == 'isready':
        if mode != 'noreadyok':
            say('readyok')
    elif line.startswith('position'):
        words = line.split()
        ply = len(words) - words.index('moves') - 1 if 'moves' in words else 0
    elif line.startswith('go'):
        played += 1
        second = played == 2
        move = moves[ply] if ply < len(moves) else '0000'
        if mode == 'spam':
            for i in range(20000):
                out.write('info depth %d nodes %d score cp %d pv %s\n' % (i % 50 + 1, i, i % 100, move))
        if mode == 'garbage':
            say('hello there, I am chatty')
            say('info string thinking hard')
            say('bestmove_is_coming')
        if second and mode == 'crash':
            sys.exit(3)
        if second and mode == 'hang':
            time.sleep(300)
        if second and mode == 'silent':
            continue
        if second and mode == 'late':
            time.sleep(0.6)
        if second and mode == 'illegal':
            move = moves[0]
        if second and mode == 'nomove':
            say('bestmove')
            continue
        if second and mode == 'unparsable':
            move = 'z9z9'
        score = scores[min(played, len(scores)) - 1]
        say('info depth 3 seldepth 5 multipv 1 score cp %d nodes 1234 nps 100000 hashfull 7 time 12 pv %s' % (score, move))
        say('info depth 4 multipv 2 score cp -300 nodes 999 pv %s' % move)
        say('bestmove %s' % move)
    elif line == 'quit':
        if mode != 'ignorequit':
            sys.exit(0)
