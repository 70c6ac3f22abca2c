"""Text in the diagrams, checked in the browser that draws it:
- the Chromium widths stored for the engine's tests (scripts/chromium_text.py) still hold here;
- every text line of the bundled course's figures is drawn at the width the engine measured;
- a screenshot check: clipping each line to its measured box changes no pixel, so no glyph
  spills out of the box the layout reserved for it."""
import io
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from conftest import BINARY, REPO

sys.path.insert(0, str(REPO / "scripts"))
import chromium_text  # noqa: E402

FIXTURE = REPO / "Tests" / "LayoutEngineTests" / "Fixtures" / "chromium-text-widths.json"


@pytest.fixture(scope="module")
def course_site():
    out = Path(tempfile.mkdtemp()) / "Output"
    subprocess.run([str(BINARY), "build", str(REPO), "--output", str(out)], check=True)
    return out


def session_pages(site):
    return sorted(p for p in site.glob("*.html") if p.name not in ("index.html", "404.html"))


def test_stored_chromium_widths_still_hold(browser, tmp_path):
    stored = json.loads(FIXTURE.read_text())["samples"]
    wanted = [{"text": s["text"], "size": s["size"], "weight": s["weight"]} for s in stored]
    measured = chromium_text.measure(browser, wanted, tmp_path)
    for old, new in zip(stored, measured):
        assert abs(old["html"] - new["html"]) <= 0.02, (old, new)
        assert abs(old["svg"] - new["svg"]) <= 0.02, (old, new)


LINE_WIDTHS_JS = """
// Hidden variants and the other tabs of a group are drawn too: show them, or their text measures 0.
document.querySelectorAll('.figure-variant[hidden], .group-panel[hidden]').forEach(e => { e.hidden = false; });
return [...document.querySelectorAll('.lb-text text')].map(t => ({
  text: t.textContent, drawn: t.getComputedTextLength(), measured: parseFloat(t.dataset.width)}));
"""


def test_course_text_is_drawn_at_the_measured_width(browser, course_site):
    lines = []
    for page in session_pages(course_site):
        browser.get(page.as_uri())
        browser.execute_async_script("document.fonts.ready.then(() => arguments[0]())")
        # Cheats carry figures too: reveal them, so their text is measured as well.
        browser.execute_script("document.querySelectorAll('.cheat-body').forEach((body) => { body.hidden = false; })")
        lines += browser.execute_script(LINE_WIDTHS_JS)
    assert len(lines) > 50
    wrong = [line for line in lines if abs(line["drawn"] - line["measured"]) > 0.5]
    assert not wrong, wrong[:5]


KERNED_SESSION = """---
title: Kern
---

# Kern

```swift diagram
let caption = ASTextNode()
caption.attributedText = NSAttributedString(string: "FREE SHIPPING", attributes: [
    .font: UIFont.systemFont(ofSize: 11, weight: .semibold), .kern: 1.5])
let tight = ASTextNode()
tight.attributedText = NSAttributedString(string: "Tightly set headline", attributes: [
    .font: UIFont.boldSystemFont(ofSize: 24), .kern: -0.8])
let mixed = ASTextNode()
let text = NSMutableAttributedString(string: "Price ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
text.append(NSAttributedString(string: "$129.00", attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold), .kern: 2]))
mixed.attributedText = text
let wrapped = ASTextNode()
wrapped.attributedText = NSAttributedString(string: "A spaced-out paragraph that wraps onto a second line", attributes: [
    .font: UIFont.systemFont(ofSize: 13), .kern: 1])
wrapped.style.maxWidth = ASDimensionMake(200)
ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .start,
                  children: [caption, tight, mixed, wrapped])
```
"""


def test_kerned_text_is_drawn_at_the_measured_width(browser, tmp_path):
    """`NSAttributedString.Key.kern` is measured as Core Text spaces characters (after each one, the
    last included) and drawn with SVG's letter-spacing, which Chromium applies the same way: each
    line is drawn at the width the engine measured."""
    course = tmp_path / "kerned"
    (course / "Content").mkdir(parents=True)
    (course / "Content" / "course.yml").write_text("title: Kern\nsessions: [a.md]\n")
    (course / "Content" / "a.md").write_text(KERNED_SESSION)
    subprocess.run([str(BINARY), "build", str(course)], check=True)
    browser.get((course / "Output" / "a.html").as_uri())
    browser.execute_async_script("document.fonts.ready.then(() => arguments[0]())")
    lines = browser.execute_script(LINE_WIDTHS_JS)
    assert len(lines) >= 5, lines
    wrong = [line for line in lines if abs(line["drawn"] - line["measured"]) > 0.5]
    assert not wrong, wrong


# Clip every text line to its measured box: [x, x + width] across, ascender to descender down
# (Inter's hhea metrics are 0.969 and 0.241 em; a pixel of slack each side for antialiasing).
CLIP_JS = """
const svg = arguments[0];
const ns = 'http://www.w3.org/2000/svg';
const defs = document.createElementNS(ns, 'defs');
svg.appendChild(defs);
window.lbClipCount = window.lbClipCount || 0;
svg.querySelectorAll('.lb-text text').forEach(text => {
  const i = window.lbClipCount++;
  const size = parseFloat(text.closest('[font-size]').getAttribute('font-size'));
  const x = parseFloat(text.getAttribute('x')), y = parseFloat(text.getAttribute('y'));
  const clip = document.createElementNS(ns, 'clipPath');
  clip.id = 'lb-test-clip-' + i;
  clip.setAttribute('clipPathUnits', 'userSpaceOnUse');
  const rect = document.createElementNS(ns, 'rect');
  rect.setAttribute('x', x - 1); rect.setAttribute('width', parseFloat(text.dataset.width) + 2);
  rect.setAttribute('y', y - size * 0.97 - 1); rect.setAttribute('height', size * 1.21 + 2);
  clip.appendChild(rect); defs.appendChild(clip);
  text.setAttribute('clip-path', `url(#${clip.id})`);
});
"""


IMAGES_DECODED_JS = """
const done = arguments[arguments.length - 1];
const hrefs = [...new Set([...document.querySelectorAll('svg image')].map(i => i.getAttribute('href')))];
Promise.allSettled(hrefs.map(href => { const img = new Image(); img.src = href; return img.decode(); }))
  .then(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));
"""


def settled_screenshot(figure, attempts=5):
    """A screenshot of the figure once two in a row agree: nothing is still being drawn into it."""
    shot = Image.open(io.BytesIO(figure.screenshot_as_png)).convert("RGB")
    for _ in range(attempts):
        again = Image.open(io.BytesIO(figure.screenshot_as_png)).convert("RGB")
        if ImageChops.difference(shot, again).getbbox() is None:
            return again
        shot = again
    return shot


def test_no_glyph_spills_out_of_its_measured_box(browser, course_site):
    checked = 0
    for page in session_pages(course_site):
        browser.get(page.as_uri())
        browser.execute_async_script("document.fonts.ready.then(() => arguments[0]())")
        # Wherever an earlier test left the pointer, no hover label or highlight may appear between
        # the two screenshots (scrolling a figure into view moves it under the pointer).
        # Smooth scrolling off: a figure still gliding into view between the two screenshots would
        # differ everywhere (seen on a loaded machine), though no glyph spills.
        # Figures draw product photos and avatars (<image>): a picture still decoding when the first
        # screenshot is taken appears in the second one (seen on CI), though no glyph spills.
        browser.execute_async_script(IMAGES_DECODED_JS)
        browser.execute_script("const s = document.createElement('style'); s.textContent = '.lb-diagram, .lb-diagram * { pointer-events: none !important; } html { scroll-behavior: auto !important; }'; document.head.appendChild(s)")
        for figure in browser.find_elements("css selector", "svg.lb-diagram"):
            if not figure.find_elements("css selector", ".lb-text text") or not figure.is_displayed():
                continue
            browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", figure)
            before = settled_screenshot(figure)
            browser.execute_script(CLIP_JS, figure)
            after = Image.open(io.BytesIO(figure.screenshot_as_png)).convert("RGB")
            # A glyph cut by the clip loses whole antialiased pixels; a level or two of difference at
            # the clip's edge is rasterisation noise, invisible to a reader.
            difference = ImageChops.difference(before, after).convert("L").point(lambda v: 255 if v > 24 else 0).getbbox()
            assert difference is None, f"{page.name}: text drawn outside its measured box around {difference}"
            checked += 1
    assert checked > 10
