"""A Mars Lander solution in CodinGame's own input/output (episode 2 style), written against CodinGame's
statement only: it runs unchanged on CodinGame and under Arbiter's `protocol: stdio`.

Flies over the flat zone with a bounded horizontal speed, then cancels its speed and descends upright.
"""
import math
import sys

surface_n = int(input())
points = [tuple(map(int, input().split())) for _ in range(surface_n)]
flat_left = flat_right = flat_y = 0
for (x1, y1), (x2, y2) in zip(points, points[1:]):
    if y1 == y2 and x2 - x1 >= 1000:
        flat_left, flat_right, flat_y = x1, x2, y1

MAX_H, MAX_V = 20, 40
G = 3.711


def slow_down_angle(h_speed, v_speed):
    speed = math.hypot(h_speed, v_speed)
    return round(math.degrees(math.asin(h_speed / speed))) if speed else 0


while True:
    x, y, h_speed, v_speed, fuel, rotate, power = map(int, input().split())
    over_flat = flat_left + 100 <= x <= flat_right - 100
    if not over_flat:
        heading_away = (x < flat_left and h_speed < 0) or (x > flat_right and h_speed > 0)
        if heading_away or abs(h_speed) > 4 * MAX_H:
            rotate, power = slow_down_angle(h_speed, v_speed), 4
        elif abs(h_speed) < 2 * MAX_H:
            rotate, power = (-20 if x < flat_left else 20), 4
        else:
            rotate, power = 0, (4 if v_speed < 0 else 3)
    elif y - flat_y < 100:
        rotate, power = 0, (4 if v_speed < -MAX_V + 8 else 3)
    elif abs(h_speed) <= MAX_H - 5 and abs(v_speed) <= MAX_V - 5:
        rotate, power = 0, (2 if v_speed > -MAX_V + 10 else 4)
    else:
        rotate, power = slow_down_angle(h_speed, v_speed), 4
    rotate = max(-90, min(90, rotate))
    print(f"x={x} y={y} h={h_speed} v={v_speed}", file=sys.stderr)
    print(rotate, power, flush=True)
