#!/usr/bin/env python3
"""Measures the playground: runs per second and latency of POST /api/run under load (wrk on
loopback, rate limit off), and in a real browser the time from a keystroke to the redrawn figure.

Usage: bench_playground.py BINARY COURSE_ROOT [--seconds S] [--keystrokes N]
Goals (issue 21): at least 500 product-card runs/s on 2 cores with p95 under 20 ms and no errors;
keystroke to redrawn figure under 150 ms.
"""
import argparse
import json
import re
import shutil
import socket
import statistics
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

SESSION = "03-product-card"
CAPTION = "The finished card"

WRK_SCRIPT = """
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = io.open("%s"):read("*a")
done = function(summary, latency, requests)
  io.write(string.format("RESULT %%d %%d %%d %%d %%d %%d %%.3f %%.3f %%.3f %%.3f\\n",
    summary.requests, summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status,
    summary.errors.timeout, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, summary.duration / 1e6))
end
"""

# Each keystroke's time to the figure drawn after it: from keydown to the frame after the redraw.
LATENCY_HOOK = """
window.lbLatencies = [];
document.addEventListener('keydown', () => { window.lbKeyAt = performance.now(); }, true);
document.addEventListener('layoutbook:redrawn', () => {
  const at = window.lbKeyAt;
  requestAnimationFrame(() => window.lbLatencies.push(performance.now() - at));
});
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except Exception:
            time.sleep(0.1)
    raise TimeoutError(url)


def snippet(course):
    """The product card's final version: its code and its id (sN: the session's Nth Swift fence)."""
    text = (Path(course) / "Content" / f"{SESSION}.md").read_text()
    fences = [m for m in re.finditer(r"^```swift([^\n]*)\n(.*?)^```", text, re.M | re.S)]
    for number, fence in enumerate(fences, start=1):
        if f'caption="{CAPTION}"' in fence.group(1):
            return fence.group(2), f"s{number}"
    raise SystemExit(f"no snippet captioned {CAPTION!r} in {SESSION}")


def load(binary, course, seconds):
    code, snippet_id = snippet(course)
    body = json.dumps({"code": code, "session": SESSION, "snippet": snippet_id})
    port = free_port()
    server = subprocess.Popen([binary, "playground", str(course), "--port", str(port), "--rate-limit", "0"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(f"http://127.0.0.1:{port}/")
        request = urllib.request.Request(f"http://127.0.0.1:{port}/api/run", data=body.encode(), method="POST",
                                         headers={"Content-Type": "application/json"})
        answer = json.loads(urllib.request.urlopen(request).read())
        errors = [d for d in answer["diagnostics"] if d["severity"] == "error"]
        assert answer["svg"] and not errors, f"the product card does not run: {errors}"
        folder = Path(tempfile.mkdtemp())
        (folder / "body.json").write_text(body)
        (folder / "post.lua").write_text(WRK_SCRIPT % (folder / "body.json"))
        rows = []
        for connections in [2, 4, 8]:
            out = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "-s", str(folder / "post.lua"),
                                  f"http://127.0.0.1:{port}/api/run"], capture_output=True, text=True, check=True).stdout
            fields = next(line for line in out.splitlines() if line.startswith("RESULT")).split()[1:]
            requests, connect, read, write, status, timeout, p50, p95, p99, duration = fields
            failed = int(connect) + int(read) + int(write) + int(timeout)
            # Non-2xx answers are the pool's 429s: more connections than cores plus queue.
            rows.append((connections, (int(requests) - int(status)) / float(duration), float(p50), float(p95), float(p99),
                         int(status), failed))
        return rows
    finally:
        server.terminate()
        server.wait(timeout=10)


def keystrokes(binary, course, count):
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    _, snippet_id = snippet(course)
    root = Path(tempfile.mkdtemp()) / "course"
    shutil.copytree(Path(course) / "Content", root / "Content")
    if (Path(course) / "Templates").exists():
        shutil.copytree(Path(course) / "Templates", root / "Templates")
    port = free_port()
    server = subprocess.Popen([binary, "serve", str(root), "--port", str(port), "--rate-limit", "0"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    options = Options()
    options.binary_location = shutil.which("chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"]:
        options.add_argument(argument)
    browser = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    try:
        wait_for(f"http://127.0.0.1:{port}/")
        browser.get(f"http://127.0.0.1:{port}/{SESSION}.html")
        browser.execute_script(LATENCY_HOOK)
        block = browser.find_element(By.CSS_SELECTOR, f"#snippet-{snippet_id}")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", block)
        block.find_element(By.CSS_SELECTOR, ".edit-button").click()
        time.sleep(0.5)
        editor = browser.switch_to.active_element
        editor.send_keys(Keys.CONTROL, Keys.END)
        for index in range(count):
            # A space typed, then taken away: each keystroke is an edit the figure must follow.
            editor.send_keys(" " if index % 2 == 0 else Keys.BACKSPACE)
            time.sleep(0.4)
        return browser.execute_script("return window.lbLatencies")
    finally:
        browser.quit()
        server.terminate()
        server.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("course")
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--keystrokes", type=int, default=30)
    args = parser.parse_args()

    print(f"\nPlayground: POST /api/run of {SESSION}'s “{CAPTION}” (release, loopback, rate limit off, wrk -t2)")
    print(f"{'connections':>12} {'runs/s':>8} {'p50 ms':>7} {'p95 ms':>7} {'p99 ms':>7} {'429s':>7} {'errors':>7}")
    rows = load(args.binary, args.course, args.seconds)
    for connections, rate, p50, p95, p99, refused, errors in rows:
        print(f"{connections:>12} {rate:>8.0f} {p50:>7.1f} {p95:>7.1f} {p99:>7.1f} {refused:>7} {errors:>7}")
    print("(runs/s counts answered runs; 429s are refusals by design once runs exceed one per core plus a queue of eight per core)")
    met = any(rate >= 500 and p95 < 20 and refused == 0 and errors == 0 for _, rate, _, p95, _, refused, errors in rows)
    print(f"goal (≥ 500 runs/s, p95 < 20 ms, no errors or refusals): {'met' if met else 'NOT met'}")

    latencies = keystrokes(args.binary, args.course, args.keystrokes)
    if latencies:
        ordered = sorted(latencies)
        p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
        print(f"keystroke → redrawn figure in Chromium ({len(latencies)} keystrokes): median {statistics.median(latencies):.0f} ms, "
              f"p95 {p95:.0f} ms, max {ordered[-1]:.0f} ms; goal < 150 ms: {'met' if p95 < 150 else 'NOT met'}")
    else:
        print("keystroke → redrawn figure: no redraw was seen (NOT met)")


if __name__ == "__main__":
    main()
