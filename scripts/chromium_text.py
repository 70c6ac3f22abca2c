#!/usr/bin/env python3
"""Measures how wide headless Chromium draws strings in the site's Inter web fonts, the way the
diagrams draw text (kerning and ligatures off), in an HTML span and in an SVG <text>.

`python scripts/chromium_text.py` measures the samples below once and writes
Tests/LayoutEngineTests/Fixtures/chromium-text-widths.json, which the engine's tests compare
InterTextMeasurer against (within 0.5 pt). Tests/Browser/test_text_metrics.py measures again
with the Chromium on the machine, so the stored numbers cannot silently go stale.
"""
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "Tests" / "LayoutEngineTests" / "Fixtures" / "chromium-text-widths.json"
FONT_CSS = ROOT / "Templates" / "assets" / "fonts" / "inter.css"

# The CSS the diagrams use for text (Templates/assets/style.css, .lb-text text).
DIAGRAM_TEXT_CSS = ('font-family: "Inter"; font-kerning: none; font-variant-ligatures: none; '
                    'font-feature-settings: "kern" 0, "liga" 0, "calt" 0; white-space: pre;')

STRINGS = [
    "Hello, World",
    "AVAVA Type",
    "Wireless Noise-Cancelling Headphones",
    "$129.00",
    "(1,204 reviews)",
    "Free shipping",
    "Tokyo Sneaker Co.",
    "office ffi fl --> => 1/2",
    "Crème brûlée à la carte",
    "★★★★☆",
    "Quartz Wave • 24h",
    "The quick brown fox jumps over the lazy dog.",
    "iiiiiiiiii WWWWWWWWWW",
    "0123456789 %&@#?!",
]
SIZES = [11, 13, 17, 24]
WEIGHTS = [400, 500, 600, 700]

MEASURE_JS = """
const samples = arguments[0], css = arguments[1];
const results = [];
const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
svg.setAttribute('width', '2000'); svg.setAttribute('height', '100');
document.body.appendChild(svg);
for (const s of samples) {
  const span = document.createElement('span');
  span.style.cssText = css + `font-size: ${s.size}px; font-weight: ${s.weight};`;
  span.textContent = s.text;
  document.body.appendChild(span);
  const kerned = document.createElement('span');
  kerned.style.cssText = `font-family: "Inter"; white-space: pre; font-size: ${s.size}px; font-weight: ${s.weight};`;
  kerned.textContent = s.text;
  document.body.appendChild(kerned);
  const text = document.createElementNS('http://www.w3.org/2000/svg', 'text');
  text.setAttribute('style', css + `font-size: ${s.size}px; font-weight: ${s.weight};`);
  text.setAttribute('x', '0'); text.setAttribute('y', '50');
  text.textContent = s.text;
  svg.appendChild(text);
  results.push({text: s.text, size: s.size, weight: s.weight,
                html: span.getBoundingClientRect().width,
                svg: text.getComputedTextLength(),
                htmlKerned: kerned.getBoundingClientRect().width});
}
return results;
"""


def samples():
    return [{"text": t, "size": s, "weight": w} for t in STRINGS for s in SIZES for w in WEIGHTS]


def open_browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    options = Options()
    options.binary_location = shutil.which("chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


def measure(driver, wanted, tmp_dir):
    """Widths of `wanted` samples, measured after the shipped web fonts have loaded."""
    page = Path(tmp_dir) / "measure.html"
    faces = FONT_CSS.read_text().replace('url("', f'url("{FONT_CSS.parent.as_uri()}/')
    page.write_text(f"<!doctype html><html><head><meta charset=utf-8><style>{faces}\nbody {{ margin: 0 }} span {{ display: inline-block }}</style>"
                    "</head><body></body></html>")
    driver.get(page.as_uri())
    driver.set_script_timeout(30)
    driver.execute_async_script(
        "const done = arguments[0];"
        "Promise.all([400, 500, 600, 700].map(w => document.fonts.load(`${w} 16px Inter`, 'AÅé★…')))"
        ".then(() => document.fonts.ready).then(() => done(true));")
    loaded = driver.execute_script("return [...document.fonts].filter(f => f.status === 'loaded').length")
    if loaded < 4:
        raise RuntimeError(f"only {loaded} of Inter's 4 web fonts loaded")
    return driver.execute_script(MEASURE_JS, wanted, DIAGRAM_TEXT_CSS)


def main():
    import tempfile
    driver = open_browser()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            results = measure(driver, samples(), tmp)
        version = driver.capabilities.get("browserVersion", "unknown")
    finally:
        driver.quit()
    FIXTURE.write_text(json.dumps({
        "about": "Widths in CSS px of strings drawn by headless Chromium in Templates/assets/fonts (Inter), "
                 "with the diagrams' text CSS; written by scripts/chromium_text.py",
        "chromium": version,
        "css": DIAGRAM_TEXT_CSS,
        "samples": results,
    }, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(results)} samples measured with Chromium {version} → {FIXTURE.relative_to(ROOT)}")


if __name__ == "__main__":
    sys.exit(main())
