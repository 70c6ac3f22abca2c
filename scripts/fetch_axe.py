"""Fetches axe-core (Deque's accessibility engine, MPL-2.0) for the browser tests.

axe-core is published on npm; on PyPI it ships inside `axe-playwright-python`, whose wheel holds
`axe.min.js`. Only that file is needed (Selenium injects it), so the wheel is downloaded without its
dependencies (Playwright) and the script is taken out of it. Usage: fetch_axe.py OUTPUT."""
import pathlib
import subprocess
import sys
import tempfile
import zipfile

VERSION = "0.1.8"  # bundles axe-core 4.12.1

output = pathlib.Path(sys.argv[1])
with tempfile.TemporaryDirectory() as folder:
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", folder,
                    f"axe-playwright-python=={VERSION}"], check=True)
    wheel = next(pathlib.Path(folder).glob("axe_playwright_python-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        output.write_bytes(archive.read("axe_playwright_python/axe.min.js"))
print(f"axe-core: {output}")
