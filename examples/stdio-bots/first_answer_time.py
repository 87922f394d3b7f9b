"""Times how long a stdio bot takes to start and print its first answer (docs/STDIO.md, "A loaded machine").

Usage: first_answer_time.py BOT.py N
Starts the Python bot N times, writes an Oware initialization and first turn (examples/stdio-bots/oware.py's
format), and prints the wall-clock time to its first answer line (median, 90th percentile, worst), the CPU
time per start, and the machine's load.
"""
import os
import resource
import subprocess
import sys
import time

bot, runs = sys.argv[1], int(sys.argv[2])
turn = "0\n4 4 4 4 4 4\n4 4 4 4 4 4\n0 0\n"
times = []
for _ in range(runs):
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, bot], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    process.stdin.write(turn)
    process.stdin.flush()
    process.stdout.readline()
    times.append((time.perf_counter() - start) * 1000)
    process.kill()
    process.wait()
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
times.sort()
print(f"{runs} starts: first answer p50 {times[runs // 2]:.0f} ms, p90 {times[int(runs * 0.9)]:.0f} ms, "
      f"max {times[-1]:.0f} ms; CPU {(usage.ru_utime + usage.ru_stime) * 1000 / runs:.0f} ms a start; "
      f"load {os.getloadavg()[0]:.1f}")
