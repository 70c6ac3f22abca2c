#!/usr/bin/env python3
"""Measures `layoutbook serve`: edit-to-reload latency and static-file throughput.

Usage: bench_serve.py BINARY COURSE_ROOT [--edits N] [--wrk-seconds S]
Copies the course to a temporary folder, starts the server on a free loopback port, edits one
session N times (waiting for each reload event), then runs wrk against a page if wrk exists.
"""
import argparse
import http.client
import shutil
import socket
import statistics
import subprocess
import tempfile
import threading
import time
import urllib.request
from pathlib import Path


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def listen(port, arrivals, ready):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("GET", "/__layoutbook/events")
    response = connection.getresponse()
    ready.set()
    while True:
        line = response.fp.readline()
        if not line:
            return
        if line.startswith(b"event: reload"):
            arrivals.append(time.perf_counter())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("course")
    parser.add_argument("--edits", type=int, default=30)
    parser.add_argument("--wrk-seconds", type=int, default=10)
    args = parser.parse_args()

    root = Path(tempfile.mkdtemp()) / "course"
    shutil.copytree(Path(args.course) / "Content", root / "Content")
    if (Path(args.course) / "Templates").exists():
        shutil.copytree(Path(args.course) / "Templates", root / "Templates")
    port = free_port()
    server = subprocess.Popen([args.binary, "serve", str(root), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
                break
            except Exception:
                time.sleep(0.1)
        arrivals, ready = [], threading.Event()
        threading.Thread(target=listen, args=(port, arrivals, ready), daemon=True).start()
        ready.wait(10)
        time.sleep(0.3)
        sessions = sorted((root / "Content").glob("*.md"))
        target = sessions[0]
        latencies = []
        for i in range(args.edits):
            before = len(arrivals)
            start = time.perf_counter()
            target.write_text(target.read_text() + f"\nEdit number {i}.\n")
            while len(arrivals) == before and time.perf_counter() - start < 5:
                time.sleep(0.001)
            if len(arrivals) > before:
                latencies.append((arrivals[before] - start) * 1000)
            time.sleep(0.3)
        print("latencies (ms):", " ".join(f"{x:.0f}" for x in latencies))
        latencies.sort()
        p95 = latencies[max(0, int(round(0.95 * len(latencies))) - 1)] if latencies else float("nan")
        print(f"edit-to-reload over {len(latencies)} edits: median {statistics.median(latencies):.0f} ms, "
              f"p95 {p95:.0f} ms, max {latencies[-1]:.0f} ms (goal: p95 <= 200 ms)")
        wrk = shutil.which("wrk")
        if wrk:
            result = subprocess.run([wrk, "-t2", "-c64", f"-d{args.wrk_seconds}s", f"http://127.0.0.1:{port}/index.html"],
                                    capture_output=True, text=True)
            lines = [l.strip() for l in result.stdout.splitlines() if "Requests/sec" in l or "requests in" in l or "errors" in l.lower() or "Non-2xx" in l]
            print("wrk -t2 -c64 -d%ds /index.html: %s (goal: >= 10,000 requests/s, zero errors)" % (args.wrk_seconds, "; ".join(lines)))
        else:
            print("wrk not installed: skipped the throughput measurement")
    finally:
        server.terminate()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
