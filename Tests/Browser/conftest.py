"""Shared fixtures for the browser and end-to-end tests: a built course, a running preview
server on a free loopback port, and a headless Chromium driven by Selenium."""
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

# Builds the tests run keep their build cache in a folder of the test run's own, not in the
# user's ~/.cache (subprocesses inherit it).
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="layoutbook-test-cache-")

REPO = Path(__file__).resolve().parents[2]
BINARY = REPO / ".build" / "debug" / "layoutbook"
FIXTURE_COURSE = REPO / "Tests" / "PipelineTests" / "Fixtures" / "good"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url, timeout=20.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1) as response:
                return response.status
        except Exception:
            time.sleep(0.1)
    raise TimeoutError(url)


@pytest.fixture
def course(tmp_path):
    """A writable copy of the fixture course."""
    root = tmp_path / "course"
    shutil.copytree(FIXTURE_COURSE, root)
    return root


@pytest.fixture
def server(course):
    port = free_port()
    process = subprocess.Popen([str(BINARY), "serve", str(course), "--port", str(port)],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(base + "/")
        yield base, course, process
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def built_site():
    """The fixture course built once into a temporary folder, opened over file://."""
    out = Path(tempfile.mkdtemp()) / "Output"
    subprocess.run([str(BINARY), "build", str(FIXTURE_COURSE), "--output", str(out)], check=True)
    return out


@pytest.fixture(scope="session")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    options = Options()
    options.binary_location = shutil.which("chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,800"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    yield driver
    driver.quit()
