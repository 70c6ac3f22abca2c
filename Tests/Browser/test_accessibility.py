"""Accessibility, judged by axe-core (the engine behind most checkers) on the WCAG 2.1 A and AA
rules: every page of the bundled course and of a course made by `layoutbook new`, in both themes, at
1280 and 390 px, with the inspector off and on and every cheat revealed."""
import subprocess
import tempfile
from pathlib import Path

import pytest

from conftest import BINARY, REPO

AXE = REPO / ".venv" / "axe.min.js"
WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}})
  .then((result) => done(result.violations.map((v) => v.id + ' (' + v.nodes.length + '): ' + v.nodes[0].target.join(' ')
    + ' — ' + v.nodes[0].failureSummary.split('\\n').slice(1, 2).join(' '))))
  .catch((error) => done(['axe failed: ' + error]));
"""


def build(root):
    out = Path(tempfile.mkdtemp()) / "Output"
    subprocess.run([str(BINARY), "build", str(root), "--output", str(out)], check=True, capture_output=True)
    return out


@pytest.fixture(scope="module")
def sites():
    new_course = Path(tempfile.mkdtemp()) / "course"
    subprocess.run([str(BINARY), "new", str(new_course)], check=True, capture_output=True)
    return {"bundled": build(REPO), "new": build(new_course)}


def violations(browser, url, theme, inspect):
    browser.get(url)
    browser.execute_script("localStorage.setItem('layoutbook.theme', arguments[0]); localStorage.setItem('layoutbook.inspect', arguments[1])",
                           theme, "1" if inspect else "0")
    browser.refresh()
    browser.execute_script("document.querySelectorAll('.cheat-reveal').forEach((b) => b.click())")
    browser.execute_script(AXE.read_text())
    browser.set_script_timeout(120)
    return browser.execute_async_script(RUN, WCAG)


@pytest.mark.parametrize("pixels", [1280, 390])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_no_axe_violations_on_any_page(browser, sites, theme, pixels):
    assert AXE.exists(), "make venv fetches axe-core"
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": pixels, "height": 900, "deviceScaleFactor": 1, "mobile": pixels < 600})
    found = []
    try:
        for name, site in sites.items():
            for page in sorted(site.glob("*.html")):
                for inspect in [False, True]:
                    found += [f"{name}/{page.name} inspect={inspect}: {v}"
                              for v in violations(browser, page.as_uri(), theme, inspect)]
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        browser.execute_script("localStorage.removeItem('layoutbook.theme'); localStorage.removeItem('layoutbook.inspect')")
        browser.get_log("browser")  # axe's own console messages are not the site's: later tests read the log
    assert not found, "\n".join(found[:10])


def test_forced_colors_keep_the_figures_and_mark_the_chosen_controls(browser, sites):
    """Windows high contrast replaces colours: the drawing of a layout keeps its own (it is the
    content), and a chosen tab or variant is marked by an outline, not by a fill that is gone."""
    browser.get((sites["bundled"] / "04-uikit-compared.html").as_uri())
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": [{"name": "forced-colors", "value": "active"}]})
    try:
        adjust = browser.execute_script("return getComputedStyle(document.querySelector('svg.lb-diagram')).forcedColorAdjust")
        assert adjust == "none"
        outlines = browser.execute_script("""
          const chosen = document.querySelector('.group-tab[aria-selected=true]');
          const other = document.querySelector('.group-tab[aria-selected=false]');
          const radio = document.querySelector('.variant-button[aria-checked=true]');
          return [getComputedStyle(chosen).outlineStyle, getComputedStyle(other).outlineStyle, getComputedStyle(radio).outlineStyle];""")
        assert outlines[0] != "none" and outlines[1] == "none" and outlines[2] != "none", outlines
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


def test_nothing_moves_so_reduced_motion_has_nothing_to_stop(browser, sites):
    browser.get((sites["bundled"] / "03-product-card.html").as_uri())
    moving = browser.execute_script("""
      return Array.from(document.querySelectorAll('*')).filter((e) => {
        const style = getComputedStyle(e);
        return style.animationName !== 'none' || (style.transitionDuration !== '0s' && style.transitionProperty !== 'none');
      }).length + (getComputedStyle(document.documentElement).scrollBehavior === 'smooth' ? 1 : 0);""")
    assert moving == 0
