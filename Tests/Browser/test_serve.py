"""End-to-end tests of `layoutbook serve`: live reload, failed builds, and path safety."""
import http.client
import socket
import threading
import time
import urllib.request
from urllib.parse import urlparse


def read_events(base, events, stop):
    """Collects server-sent event names from the live-reload stream."""
    url = urlparse(base)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
    connection.request("GET", "/__layoutbook/events")
    response = connection.getresponse()
    assert response.getheader("Content-Type") == "text/event-stream"
    current = None
    while not stop.is_set():
        line = response.fp.readline().decode()
        if not line:
            break
        if line.startswith("event: "):
            current = {"event": line[7:].strip(), "data": []}
        elif line.startswith("data: ") and current is not None:
            current["data"].append(line[6:].rstrip("\n"))
        elif line == "\n" and current is not None:
            events.append(current)
            current = None


def start_listener(base):
    events, stop = [], threading.Event()
    thread = threading.Thread(target=read_events, args=(base, events, stop), daemon=True)
    thread.start()
    time.sleep(0.5)
    return events, stop


def wait_for_event(events, name, timeout=10.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for event in events:
            if event["event"] == name:
                return event
        time.sleep(0.05)
    raise AssertionError(f"no '{name}' event within {timeout}s; got {events}")


def get(base, path):
    with urllib.request.urlopen(base + path, timeout=5) as response:
        return response.read().decode()


def test_editing_a_session_sends_reload_and_serves_the_new_page(server):
    base, course, _ = server
    events, stop = start_listener(base)
    session = course / "Content" / "01-basics.md"
    session.write_text(session.read_text().replace("A box in the middle", "A freshly edited box in the middle"))
    wait_for_event(events, "reload")
    assert "A freshly edited box" in get(base, "/01-basics.html")
    stop.set()


def test_broken_edit_reports_failure_and_keeps_serving_the_old_site(server):
    base, course, _ = server
    before = get(base, "/01-basics.html")
    events, stop = start_listener(base)
    session = course / "Content" / "01-basics.md"
    session.write_text(session.read_text() + "\n```swift diagarm\nlet x = 1\n```\n")
    failed = wait_for_event(events, "failed")
    assert any("Content/01-basics.md:" in line and "unknown snippet role 'diagarm'" in line for line in failed["data"])
    assert get(base, "/01-basics.html") == before
    stop.set()


def test_one_save_rebuilds_and_reloads_once(server):
    base, course, _ = server
    events, stop = start_listener(base)
    session = course / "Content" / "01-basics.md"
    # An editor's save: write the file, then touch it again (as atomic saves and formatters do).
    session.write_text(session.read_text().replace("A box in the middle", "A box saved once in the middle"))
    time.sleep(0.05)
    session.touch()
    wait_for_event(events, "reload")
    time.sleep(1.5)
    assert [e["event"] for e in events if e["event"] != "heartbeat"] == ["reload"], events
    stop.set()


def break_the_build(base, course):
    """Adds a fence with a misspelt role and waits for the failed rebuild; returns the session file
    and its text before the change."""
    events, stop = start_listener(base)
    session = course / "Content" / "01-basics.md"
    original = session.read_text()
    session.write_text(original + "\n```swift diagarm\nlet x = 1\n```\n")
    wait_for_event(events, "failed")
    stop.set()
    return session, original


def test_a_page_opened_while_the_build_is_broken_shows_the_errors(server):
    base, course, _ = server
    session, original = break_the_build(base, course)
    late, late_stop = start_listener(base)
    failed = wait_for_event(late, "failed", timeout=3)
    assert any("unknown snippet role 'diagarm'" in line for line in failed["data"]), "a new page learns of the failure at once"
    session.write_text(original)
    wait_for_event(late, "reload")
    late_stop.set()
    again, again_stop = start_listener(base)
    time.sleep(0.5)
    assert not any(e["event"] == "failed" for e in again), "a fixed build is not reported as failed"
    again_stop.set()


def raw_request(base, raw_path, method="GET"):
    """Sends the path exactly as given (no client-side normalisation)."""
    url = urlparse(base)
    with socket.create_connection((url.hostname, url.port), timeout=5) as s:
        s.sendall(f"{method} {raw_path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1])
    return status, head.decode(errors="replace"), body


TRAVERSALS = [
    "/../../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/%252e%252e/%252e%252e/etc/passwd",
    "/assets/..%2f..%2f..%2fetc/passwd",
    "/..%5c..%5cetc/passwd",
    "/assets\\..\\..\\etc\\passwd",
    "//etc/passwd",
    "/index.html%00.css",
]


def test_no_traversal_form_reaches_outside_the_site(server):
    base, _, _ = server
    for path in TRAVERSALS:
        status, _, body = raw_request(base, path)
        assert status in (400, 404), (path, status)
        assert b"root:" not in body, path


def test_symlink_leaving_the_site_is_not_followed(server, tmp_path):
    base, course, _ = server
    secret = tmp_path / "secret.txt"
    secret.write_text("top secret")
    (course / "Output" / "leak.txt").symlink_to(secret)
    status, _, body = raw_request(base, "/leak.txt")
    assert status == 404 and b"top secret" not in body


def test_headers_mime_types_head_and_methods(server):
    base, _, _ = server
    status, head, _ = raw_request(base, "/assets/images/box.svg")
    assert status == 200 and "content-type: image/svg+xml" in head.lower()
    assert "x-content-type-options: nosniff" in head.lower()
    status, head, body = raw_request(base, "/index.html", method="HEAD")
    assert status == 200 and body == b""
    status, _, _ = raw_request(base, "/index.html", method="POST")
    assert status == 405
    status, _, body = raw_request(base, "/no-such-page.html")
    assert status == 404 and b"Page not found" in body
    status, _, body = raw_request(base, "/assets/")
    assert status == 404, "no directory listings"


def test_many_live_reload_connections_and_abrupt_disconnects_do_not_stall_the_server(server):
    base, course, _ = server
    url = urlparse(base)
    sockets = []
    for _ in range(150):
        s = socket.create_connection((url.hostname, url.port), timeout=5)
        s.sendall(b"GET /__layoutbook/events HTTP/1.1\r\nHost: localhost\r\n\r\n")
        sockets.append(s)
    for s in sockets[:100]:
        s.close()  # browsers that went away mid-stream
    start = time.time()
    assert "Fixture Course" in get(base, "/index.html")
    assert time.time() - start < 2
    events, stop = start_listener(base)
    session = course / "Content" / "02-more.md"
    session.write_text(session.read_text() + "\nStill alive.\n")
    wait_for_event(events, "reload")
    stop.set()
    for s in sockets[100:]:
        s.close()


def test_ctrl_c_shuts_down_cleanly_with_open_event_streams(server):
    import signal
    base, _, process = server
    events, stop = start_listener(base)
    process.send_signal(signal.SIGINT)
    process.wait(timeout=10)
    assert process.returncode is not None
    stop.set()


def test_the_error_overlay_shows_on_a_page_opened_while_broken_and_closes(server, browser):
    from selenium.webdriver.common.by import By
    base, course, _ = server
    session, original = break_the_build(base, course)
    browser.get(base + "/01-basics.html")
    deadline = time.time() + 5
    while time.time() < deadline and not browser.find_elements(By.ID, "layoutbook-errors"):
        time.sleep(0.1)
    overlay = browser.find_element(By.ID, "layoutbook-errors")
    assert "diagarm" in overlay.text
    overlay.find_element(By.CSS_SELECTOR, ".build-errors-close").click()
    assert not browser.find_elements(By.ID, "layoutbook-errors")
    session.write_text(original)
