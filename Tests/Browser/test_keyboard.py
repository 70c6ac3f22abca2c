"""A learner without a mouse: every step, control and exercise of a session page reached and used
from the keyboard alone (Tab, Enter, Space, arrows, Escape, "/"), with focus always visible and
moving in the page's own order. The bundled course is the page under test, built once."""
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import BINARY, REPO

SESSION = "02-stacks-and-insets.html"

# What the focused element is, where it sits in the document, and whether its focus ring shows.
FOCUSED = """
const e = document.activeElement;
const all = Array.from(document.querySelectorAll('*'));
const style = getComputedStyle(e);
const box = e.getBoundingClientRect();
return {tag: e.tagName, cls: String(e.className), text: (e.textContent || '').trim().slice(0, 40),
        href: e.getAttribute('href') || '', position: all.indexOf(e),
        ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight};
"""


@pytest.fixture(scope="module")
def site():
    out = Path(tempfile.mkdtemp()) / "Output"
    subprocess.run([str(BINARY), "build", str(REPO), "--output", str(out)], check=True, capture_output=True)
    return out


def keys(browser, *sequence):
    ActionChains(browser).send_keys(*sequence).perform()


def focused(browser):
    return browser.execute_script(FOCUSED)


def tab_to(browser, selector, limit=300):
    """Presses Tab until the focused element matches `selector`; returns every stop on the way."""
    stops = []
    for _ in range(limit):
        keys(browser, Keys.TAB)
        stops.append(focused(browser))
        if browser.execute_script("return document.activeElement.matches(arguments[0])", selector):
            return stops
    raise AssertionError(f"Tab never reached {selector}; last stops: {[s['text'] or s['cls'] for s in stops[-5:]]}")


def open_page(browser, site, pixels=1280, page=SESSION):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": pixels, "height": 900, "deviceScaleFactor": 1, "mobile": pixels < 600})
    browser.get((site / page).as_uri())
    browser.execute_script("localStorage.clear()")
    browser.refresh()


@pytest.fixture(autouse=True)
def reset_metrics(browser):
    yield
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_tab_visits_everything_in_page_order_with_a_visible_ring(browser, site):
    open_page(browser, site)
    first = None
    stops = []
    for _ in range(600):
        keys(browser, Keys.TAB)
        stop = focused(browser)
        if first and stop["position"] == first["position"]:
            break
        if stop["tag"] == "BODY":  # Past the last control: the browser's own UI would come next.
            break
        first = first or stop
        stops.append(stop)
    assert stops[0]["cls"] == "skip-link" and stops[0]["visible"], "the first Tab shows 'Skip to content'"
    positions = [stop["position"] for stop in stops]
    assert positions == sorted(positions), "focus moves in document order, never back"
    assert all(stop["ring"] for stop in stops), [s for s in stops if not s["ring"]][:3]
    assert all(stop["visible"] for stop in stops), "focus scrolls every stop into view: " + str([s for s in stops if not s["visible"]][:3])
    # Every step is reachable from the sidebar, and the page's last link is the next session.
    steps = browser.execute_script("return Array.from(document.querySelectorAll('.sidebar-steps a')).map((a) => a.getAttribute('href'))")
    reached = {stop["href"] for stop in stops}
    assert steps and set(steps) <= reached
    assert stops[-1]["cls"] == "pager-next"


def test_skip_link_and_a_step_link_move_focus_into_the_content(browser, site):
    open_page(browser, site)
    keys(browser, Keys.TAB, Keys.ENTER)
    keys(browser, Keys.TAB)
    assert focused(browser)["cls"] == "print-button", "after 'Skip to content' the next stop is in the content"
    open_page(browser, site)
    link = ".sidebar-steps li:nth-child(7) a"
    tab_to(browser, link)
    keys(browser, Keys.ENTER)
    step = browser.execute_script("return location.hash")
    assert step.startswith("#")
    top = browser.execute_script("return document.getElementById(decodeURIComponent(location.hash.slice(1))).getBoundingClientRect().top")
    assert 0 <= top < 200, "the step is brought to the top of the screen"
    keys(browser, Keys.TAB)
    inside = browser.execute_script("return document.getElementById(decodeURIComponent(location.hash.slice(1))).contains(document.activeElement)")
    assert inside, "the next Tab continues from the step, not from the sidebar"


def test_figure_controls_work_from_the_keyboard(browser, site):
    open_page(browser, site)
    tab_to(browser, ".inspect-toggle")
    keys(browser, Keys.SPACE)
    assert browser.execute_script("return document.activeElement.closest('.figure').classList.contains('inspecting')")
    keys(browser, Keys.TAB, Keys.TAB)  # Actual size, then "As text".
    assert focused(browser)["cls"] == "text-toggle"
    keys(browser, Keys.ENTER)
    shown = browser.execute_script("""
        const figure = document.activeElement.closest('.figure');
        const pre = figure.querySelector('.figure-outline[open] .figure-variant-text:not([hidden])');
        return [document.activeElement.getAttribute('aria-expanded'), pre ? pre.textContent : ''];""")
    assert shown[0] == "true" and "Stack" in shown[1], "'As text' opens the figure's layout as text"
    # The variants are a radio group: one Tab stop, arrows choose, the text and the status follow.
    keys(browser, Keys.TAB)
    assert focused(browser)["cls"] == "variant-button"
    url = browser.current_url
    keys(browser, Keys.ARROW_RIGHT)
    state = browser.execute_script("""
        const figure = document.activeElement.closest('.figure');
        const visible = (selector) => Array.from(figure.querySelectorAll(selector)).filter((e) => !e.hidden).map((e) => e.dataset.variant);
        return {checked: document.activeElement.getAttribute('aria-checked'), label: document.activeElement.textContent,
                drawn: visible('.figure-variant'), text: visible('.figure-variant-text'),
                status: figure.querySelector('.variant-status').textContent};""")
    assert browser.current_url == url, "the arrow chose a variant; it did not turn the page"
    assert state["checked"] == "true" and state["drawn"] == ["1"] and state["text"] == ["1"]
    assert state["status"] == "Showing " + state["label"]
    keys(browser, Keys.TAB)
    assert focused(browser)["tag"] == "SUMMARY", "the variants are one stop: the next Tab leaves the group"


def test_an_exercise_is_done_from_the_keyboard(browser, site):
    open_page(browser, site)
    tab_to(browser, ".next-hint")
    keys(browser, Keys.ENTER)
    assert browser.execute_script("return document.querySelector('.hints .hint:not(.locked)').open")
    tab_to(browser, ".cheat-reveal")
    keys(browser, Keys.ENTER)
    assert browser.execute_script("return !document.activeElement.closest('.cheat').querySelector('.cheat-body').hidden")
    open_page(browser, site)
    tab_to(browser, ".done-checkbox")
    keys(browser, Keys.SPACE)
    done = browser.execute_script("""
        const box = document.activeElement;
        const step = box.closest('section.step');
        return [box.checked, document.querySelector(".sidebar-steps a[href$='#" + step.id + "']").classList.contains('is-done')];""")
    assert done == [True, True], "the exercise is ticked, on the page and in the sidebar"


def test_search_and_theme_from_the_keyboard(browser, site):
    open_page(browser, site)
    theme = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    tab_to(browser, ".theme-toggle")
    keys(browser, Keys.ENTER)
    assert browser.execute_script("return getComputedStyle(document.body).backgroundColor") != theme
    keys(browser, Keys.ESCAPE, "/")
    assert focused(browser)["cls"] == "search-input", "'/' jumps to the search box"
    keys(browser, "inset")
    keys(browser, Keys.ARROW_DOWN)
    first = focused(browser)
    assert first["tag"] == "A" and "inset" in first["href"].lower() or "highlight=inset" in first["href"]
    keys(browser, Keys.ARROW_DOWN)
    assert focused(browser)["position"] > first["position"]
    keys(browser, Keys.ARROW_UP, Keys.ENTER)
    assert "highlight=inset" in browser.current_url


def test_phone_drawer_and_a_wide_figure_from_the_keyboard(browser, site):
    open_page(browser, site, pixels=390)
    tab_to(browser, ".sidebar-toggle")
    keys(browser, Keys.ENTER)
    assert browser.execute_script("return document.body.classList.contains('sidebar-open')")
    tab_to(browser, ".sidebar a")
    keys(browser, Keys.ESCAPE)
    state = browser.execute_script("return [document.body.classList.contains('sidebar-open'), document.activeElement.className]")
    assert state == [False, "icon-button sidebar-toggle"], "Escape closes the drawer and gives focus back to its button"
    # At actual size a figure wider than the phone scrolls sideways, and the keyboard scrolls it.
    wide = browser.execute_script("""
        const figure = Array.from(document.querySelectorAll('.figure')).find((f) =>
            parseFloat(f.style.getPropertyValue('--figure-width')) > f.querySelector('.figure-canvas').clientWidth);
        figure.setAttribute('data-wide', '');
        return !!figure;""")
    assert wide
    tab_to(browser, ".figure[data-wide] .zoom-toggle")
    keys(browser, Keys.ENTER)
    url = browser.current_url
    stops = tab_to(browser, ".figure[data-wide] .figure-canvas", limit=6)
    assert stops, "the scrolling canvas is a Tab stop"
    keys(browser, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    # Chromium scrolls smoothly: the position arrives over a few frames.
    WebDriverWait(browser, 2).until(lambda b: b.execute_script("return document.activeElement.scrollLeft") > 0)
    assert browser.current_url == url
