#!/usr/bin/env python3
"""Times whole builds of a synthetic course, side by side with Hugo on the same pages.

Usage: bench_build.py LAYOUTBOOK LAYOUTBOOK_BENCH [--runs N] [--sizes 250,500,1000,2000]

`layoutbook-bench course` writes a course of sessions × 10 diagram snippets and the same Markdown as
a Hugo site. Every measurement is a cold process. Runs alternate (Layoutbook, Hugo, Layoutbook, …)
so both see the same machine; the best and the median of each are printed. Reported:
  - the full build of 100 × 10 without the build cache (wall, user+system CPU, peak memory), and
    Hugo's build of the same 100 pages;
  - the stage breakdown of one such build (`layoutbook build --timings`);
  - a second build of the unchanged course with the cache a first build filled;
  - scaling: builds of 250, 500, 1,000 and 2,000 snippets.
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time


def timed(command, env=None):
    """Wall seconds, CPU seconds (user + system) and peak resident MB of one cold process."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    output = process.stdout.read().decode() + process.stderr.read().decode()
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit("failed (%d): %s\n%s" % (process.returncode, " ".join(command), output[-2000:]))
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, output


def summary(name, runs):
    walls = sorted(r[0] for r in runs)
    cpu = statistics.median(r[1] for r in runs)
    memory = max(r[2] for r in runs)
    return "%-34s best %5.0f ms, median %5.0f ms, CPU %5.0f ms (%.1f cores), peak %4.0f MB" % (
        name, walls[0] * 1000, statistics.median(walls) * 1000, cpu * 1000, cpu / statistics.median(walls), memory)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("layoutbook")
    parser.add_argument("bench")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="250,500,1000,2000")
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="layoutbook-bench-")
    cache_home = os.path.join(work, "cache")
    env = dict(os.environ, XDG_CACHE_HOME=cache_home)
    try:
        course, hugo_site = os.path.join(work, "course"), os.path.join(work, "hugo")
        subprocess.run([args.bench, "course", course, "100", "10", "--hugo", hugo_site], check=True)
        build = [args.layoutbook, "build", course, "--no-cache"]
        hugo = shutil.which("hugo")
        hugo_build = [hugo, "--quiet", "--source", hugo_site, "--destination", os.path.join(work, "hugo-public")] if hugo else None
        ours, fresh, theirs = [], [], []
        timed(build, env)  # one unmeasured run: the file system cache, as on an author's machine
        for _ in range(args.runs):
            # A rebuild, as an author runs it again: pages whose bytes did not change are linked
            # from the site already there.
            ours.append(timed(build, env))
            # The same into an empty output folder: every file is created.
            shutil.rmtree(os.path.join(course, "Output"), ignore_errors=True)
            fresh.append(timed(build, env))
            if hugo_build:
                shutil.rmtree(os.path.join(work, "hugo-public"), ignore_errors=True)
                theirs.append(timed(hugo_build, env))
        print("full build, 100 sessions x 10 diagram snippets (1,000 figures), cold process, %d runs each:" % args.runs)
        print("  " + summary("layoutbook build --no-cache", ours))
        print("  " + summary("  the same into an empty Output/", fresh))
        if theirs:
            print("  " + summary("hugo (same pages, plain code)", theirs))
            hugo_median = statistics.median(r[0] for r in theirs)
            print("  Layoutbook / Hugo, medians: %.2f (into an empty Output/: %.2f)" % (
                statistics.median(r[0] for r in ours) / hugo_median, statistics.median(r[0] for r in fresh) / hugo_median))
        else:
            print("  hugo not installed: no comparison")
        _, _, _, output = timed(build + ["--timings"], env)
        print("stages of one build (`layoutbook build --timings`):")
        for line in output.splitlines():
            if re.match(r"^\s+\w+\s+\d+ ms", line):
                print("  " + line.strip())

        cached = [args.layoutbook, "build", course]
        first, second = [], []
        for _ in range(args.runs):
            shutil.rmtree(cache_home, ignore_errors=True)
            first.append(timed(cached, env))
            second.append(timed(cached, env))
        print("build cache (%s): first build fills it, a second cold build of the unchanged course reads it:" % "XDG_CACHE_HOME")
        print("  " + summary("first build (empty cache)", first))
        print("  " + summary("second build (unchanged course)", second))
        print("  speed-up, medians: %.1fx" % (statistics.median(r[0] for r in first) / statistics.median(r[0] for r in second)))

        print("scaling (10 diagram snippets a session, --no-cache):")
        for size in [int(s) for s in args.sizes.split(",")]:
            folder = os.path.join(work, "scale-%d" % size)
            subprocess.run([args.bench, "course", folder, str(size // 10), "10"], check=True)
            runs = [timed([args.layoutbook, "build", folder, "--no-cache"], env) for _ in range(3)]
            best = min(r[0] for r in runs)
            print("  %5d snippets: best %5.0f ms, %.2f ms a snippet, peak %4.0f MB" % (size, best * 1000, best * 1000 / size, max(r[2] for r in runs)))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
