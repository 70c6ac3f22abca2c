"""The learner's page, judged on the bundled course and the fixture course at a desktop width and on
a phone: nothing cut off, nothing off screen, keys and menus that behave as a reader expects."""
import subprocess
import tempfile
from contextlib import contextmanager
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import BINARY, REPO

DESKTOP, PHONE = 1280, 390


@pytest.fixture(scope="module")
def course_site():
    out = Path(tempfile.mkdtemp()) / "Output"
    subprocess.run([str(BINARY), "build", str(REPO), "--output", str(out)], check=True, capture_output=True)
    return out


@contextmanager
def width(browser, pixels):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": pixels, "height": 900, "deviceScaleFactor": 1, "mobile": pixels < 600})
    try:
        yield
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


CUT_OFF = """
const cut = Array.from(document.querySelectorAll('.code-body, pre'))
  .filter((block) => block.scrollWidth > block.clientWidth + 1 && block.offsetParent !== null)
  .map((block) => (block.closest('[id]') || {}).id + ': ' + block.textContent.slice(0, 40));
return {cut, page: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth};
"""


@pytest.mark.parametrize("pixels", [DESKTOP, PHONE])
def test_no_code_is_cut_off_and_no_page_is_wider_than_the_screen(browser, course_site, pixels):
    pages = sorted(path.name for path in course_site.glob("*.html"))
    assert len(pages) >= 7
    with width(browser, pixels):
        for name in pages:
            browser.get((course_site / name).as_uri())
            result = browser.execute_script(CUT_OFF)
            assert result["cut"] == [], f"{name} at {pixels} px"
            assert result["page"] <= result["viewport"], f"{name} at {pixels} px is {result['page']} px wide"


def test_a_wrapped_line_keeps_its_text_and_copy_gives_the_original(browser, course_site):
    with width(browser, PHONE):
        browser.get((course_site / "04-uikit-compared.html").as_uri())
        line = browser.find_elements(By.CSS_SELECTOR, ".line")[4]
        assert line.size["height"] > 30, "a long line wraps on a phone"
        text = browser.execute_script("return arguments[0].querySelector('.lc').textContent", line)
        assert text == '    let badge = UIImageView(image: UIImage(named: "star"))'


def test_arrow_keys_do_not_turn_the_page_while_the_pointer_is_on_something_that_scrolls_sideways(browser, built_site):
    with width(browser, PHONE):
        browser.get((built_site / "01-basics.html").as_uri())
        figure = browser.find_element(By.CSS_SELECTOR, ".figure")
        figure.find_element(By.CSS_SELECTOR, ".zoom-toggle").click()
        canvas = figure.find_element(By.CSS_SELECTOR, ".figure-canvas")
        assert browser.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth", canvas)
        ActionChains(browser).move_to_element(canvas).perform()
        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        assert browser.current_url.endswith("01-basics.html")
        ActionChains(browser).move_to_element(browser.find_element(By.CSS_SELECTOR, "h1")).perform()
        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        assert browser.current_url.endswith("02-more.html"), "elsewhere → still turns the page"


def test_the_phone_drawer_closes_when_a_link_in_it_is_followed(browser, built_site):
    with width(browser, PHONE):
        browser.get((built_site / "02-more.html").as_uri())
        browser.find_element(By.CSS_SELECTOR, ".sidebar-toggle").click()
        links = [a for a in browser.find_elements(By.CSS_SELECTOR, ".sidebar a") if "#" in (a.get_attribute("href") or "")]
        links[0].click()
        assert "sidebar-open" not in browser.find_element(By.TAG_NAME, "body").get_attribute("class")


def test_search_results_stay_on_a_phone_screen(browser, built_site):
    with width(browser, PHONE):
        browser.get((built_site / "index.html").as_uri())
        browser.find_element(By.CSS_SELECTOR, ".search-input").send_keys("box")
        box = browser.execute_script("const r = document.querySelector('.search-results').getBoundingClientRect(); return [r.left, r.right];")
        assert box[0] >= 0 and box[1] <= PHONE, box


@pytest.mark.parametrize("pixels", [DESKTOP, PHONE])
def test_the_figure_toolbar_keeps_each_button_on_one_line_and_variants_on_their_own(browser, course_site, pixels):
    with width(browser, pixels):
        browser.get((course_site / "04-uikit-compared.html").as_uri())
        toolbar = browser.find_element(By.CSS_SELECTOR, ".figure-toolbar")
        inspect = toolbar.find_element(By.CSS_SELECTOR, ".inspect-toggle")
        zoom = toolbar.find_element(By.CSS_SELECTOR, ".zoom-toggle")
        variants = toolbar.find_elements(By.CSS_SELECTOR, ".variant-button")
        assert inspect.location["y"] == zoom.location["y"], "Inspect and Actual size share the first row"
        assert all(v.location["y"] > inspect.location["y"] for v in variants), "variants on a row below"
        for button in [inspect, zoom] + variants:
            assert button.size["height"] <= inspect.size["height"] + 1, f"'{button.text}' wraps"
        chosen = browser.execute_script("return getComputedStyle(arguments[0]).backgroundColor", variants[0])
        inspect.click()
        pressed = browser.execute_script("return getComputedStyle(arguments[0]).backgroundColor", inspect)
        inspect.click()
        assert chosen != pressed, "the chosen variant does not look like a pressed toggle"


def test_the_change_legend_lists_only_what_is_drawn(browser, built_site):
    browser.get((built_site / "02-more.html").as_uri())
    browser.execute_script("localStorage.removeItem('layoutbook.inspect')")
    browser.refresh()
    visible = browser.execute_script("""
      return Array.from(document.querySelectorAll('.lb-legend .lb-legend-item'))
        .filter((item) => item.getBoundingClientRect().width > 0).map((item) => item.textContent);""")
    assert browser.find_elements(By.CSS_SELECTOR, ".lb-legend .lb-legend-item"), "the fixture has a legend"
    assert all(text.startswith("removed") for text in visible), visible


@contextmanager
def print_media(browser):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        yield
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_a_printed_handout_keeps_figures_whole_opens_hints_and_hides_cheats(browser, built_site):
    browser.get((built_site / "01-basics.html").as_uri())
    browser.execute_script("window.dispatchEvent(new Event('beforeprint'))")
    with print_media(browser):
        hints = browser.find_elements(By.CSS_SELECTOR, "details.hint")
        assert hints and all(hint.get_attribute("open") is not None for hint in hints), "hints print opened"
        breaks = browser.execute_script("return Array.from(document.querySelectorAll('.figure-canvas')).map((c) => getComputedStyle(c).breakInside)")
        assert breaks and set(breaks) == {"avoid"}
        assert not any(cheat.is_displayed() for cheat in browser.find_elements(By.CSS_SELECTOR, ".cheat"))
    browser.execute_script("window.dispatchEvent(new Event('afterprint'))")
    assert all(hint.get_attribute("open") is None for hint in browser.find_elements(By.CSS_SELECTOR, "details.hint"))


def test_the_teachers_edition_prints_every_variant_and_every_cheat(browser, built_site):
    browser.get((built_site / "02-more.html").as_uri() + "?print=teacher")
    with print_media(browser):
        variants = browser.find_elements(By.CSS_SELECTOR, ".figure-variant")
        assert len(variants) > 2 and all(v.is_displayed() for v in variants)
    browser.get((built_site / "01-basics.html").as_uri() + "?print=teacher")
    with print_media(browser):
        bodies = browser.find_elements(By.CSS_SELECTOR, ".cheat-body")
        assert bodies and all(body.is_displayed() for body in bodies)


def test_the_sidebar_marks_the_step_in_view_and_the_overview_offers_to_continue_there(browser, built_site):
    browser.get((built_site / "index.html").as_uri())
    browser.execute_script("localStorage.removeItem('layoutbook.place')")
    browser.refresh()
    assert not browser.find_element(By.CSS_SELECTOR, ".continue-button").is_displayed(), "nothing read yet"
    browser.get((built_site / "02-more.html").as_uri())
    steps = browser.find_elements(By.CSS_SELECTOR, "section.step[id]")
    last = steps[-1]
    last_id = last.get_attribute("id")
    browser.execute_script("arguments[0].scrollIntoView({block: 'start'})", last)
    import time
    time.sleep(0.3)
    current = browser.find_elements(By.CSS_SELECTOR, ".sidebar-steps a[aria-current=location]")
    assert len(current) == 1 and current[0].get_attribute("href").endswith("#" + last_id)
    browser.get((built_site / "index.html").as_uri())
    resume = browser.find_element(By.CSS_SELECTOR, ".continue-button")
    assert resume.is_displayed() and resume.get_attribute("href").endswith("02-more.html#" + last_id)
    browser.execute_script("localStorage.removeItem('layoutbook.place')")


def test_pages_have_a_favicon_and_a_description(browser, built_site):
    browser.get((built_site / "02-more.html").as_uri())
    assert browser.find_element(By.CSS_SELECTOR, "link[rel=icon]").get_attribute("href").endswith("assets/favicon.svg")
    assert (built_site / "assets" / "favicon.svg").exists()
    assert browser.find_element(By.CSS_SELECTOR, "meta[name=description]").get_attribute("content").strip()


def search(browser, site, words):
    browser.get((site / "index.html").as_uri())
    box = browser.find_element(By.CSS_SELECTOR, ".search-input")
    box.send_keys(words)
    return box


def test_search_results_show_where_the_words_occur_and_arrow_keys_move_through_them(browser, built_site):
    box = search(browser, built_site, "middle")
    result = browser.find_elements(By.CSS_SELECTOR, ".search-results a")[0]
    assert result.find_element(By.CSS_SELECTOR, ".search-context mark").text.lower() == "middle"
    box.send_keys(Keys.ARROW_DOWN)
    assert browser.switch_to.active_element == result
    browser.switch_to.active_element.send_keys(Keys.ARROW_UP)
    assert browser.switch_to.active_element == box


def test_search_lists_eight_results_then_all_of_them_on_request(browser, course_site):
    search(browser, course_site, "the")
    assert len(browser.find_elements(By.CSS_SELECTOR, ".search-results a")) == 8
    more = browser.find_element(By.CSS_SELECTOR, ".search-more")
    total = int(more.text.split()[2])
    assert total > 8
    more.click()
    assert len(browser.find_elements(By.CSS_SELECTOR, ".search-results a")) == total


def test_search_finds_exercises_by_their_hints_and_the_opened_page_marks_the_words(browser, built_site):
    search(browser, built_site, "centre spec")
    results = [a for a in browser.find_elements(By.CSS_SELECTOR, ".search-results a") if a.text.startswith("Exercise 1")]
    assert results, "the exercise is found by the words of its hint"
    results[0].click()
    assert "#exercise-centre" in browser.current_url
    marks = browser.find_elements(By.CSS_SELECTOR, "#exercise-centre mark.search-hit")
    assert marks and {m.get_attribute("textContent").lower() for m in marks} <= {"centre", "spec"}


def test_an_exercise_draws_target_and_starter_at_the_same_scale_and_overlays_them(browser, course_site):
    with width(browser, DESKTOP):
        browser.get((course_site / "02-stacks-and-insets.html").as_uri() + "#exercise-tab-bar")
        exercise = browser.find_element(By.ID, "exercise-tab-bar")
        target = exercise.find_element(By.CSS_SELECTOR, ".exercise-target svg.lb-diagram")
        starter = exercise.find_element(By.CSS_SELECTOR, ".exercise-starter svg.lb-diagram")
        assert abs(target.size["width"] - starter.size["width"]) < 1, "both 375-point screens are drawn equally wide"
        differences = exercise.find_element(By.CSS_SELECTOR, ".exercise-starter .target-differences")
        assert "How this differs from the target" in differences.text
        assert "homeIcon: x 0, target 48.5" in differences.get_attribute("textContent")
        toggle = exercise.find_element(By.CSS_SELECTOR, ".onion-toggle")
        toggle.click()
        layer = exercise.find_element(By.CSS_SELECTOR, ".exercise-starter .onion-layer svg")
        assert abs(layer.size["width"] - target.size["width"]) < 1 and layer.location == starter.location
        assert not browser.execute_script("return document.querySelectorAll('[id]').length !== new Set(Array.from(document.querySelectorAll('[id]')).map(e => e.id)).size")
        toggle.click()
        assert not exercise.find_elements(By.CSS_SELECTOR, ".onion-layer")


def test_the_cheat_marks_what_changed_against_the_starter_and_shows_its_figure(browser, course_site):
    browser.get((course_site / "02-stacks-and-insets.html").as_uri() + "#exercise-tab-bar")
    exercise = browser.find_element(By.ID, "exercise-tab-bar")
    exercise.find_element(By.CSS_SELECTOR, ".cheat-reveal").click()
    cheat = exercise.find_element(By.CSS_SELECTOR, ".cheat-body")
    changed = cheat.find_elements(By.CSS_SELECTOR, ".line.changed")
    assert changed and any("spaceAround" in line.text for line in changed)
    assert cheat.find_element(By.CSS_SELECTOR, "svg.lb-diagram").is_displayed()


def test_done_exercises_are_ticked_in_the_sidebar(browser, course_site):
    browser.get((course_site / "01-first-layout.html").as_uri())
    browser.execute_script("Object.keys(localStorage).filter(k => k.startsWith('layoutbook.done.')).forEach(k => localStorage.removeItem(k))")
    browser.refresh()
    assert not browser.find_elements(By.CSS_SELECTOR, ".sidebar a.is-done")
    browser.find_element(By.CSS_SELECTOR, ".done-checkbox").click()
    ticked = browser.find_elements(By.CSS_SELECTOR, ".sidebar a.is-done")
    assert len(ticked) == 2, "the exercise's step and its session (its only exercise)"
    browser.execute_script("Object.keys(localStorage).filter(k => k.startsWith('layoutbook.done.')).forEach(k => localStorage.removeItem(k))")


def test_inspector_labels_never_cover_the_figure_until_a_box_is_hovered_and_then_say_its_size(browser, course_site):
    browser.get((course_site / "03-product-card.html").as_uri())
    browser.execute_script("localStorage.setItem('layoutbook.inspect', '1')")
    browser.refresh()
    figure = browser.find_elements(By.CSS_SELECTOR, ".snippet .figure")[2]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", figure)
    labels = figure.find_elements(By.CSS_SELECTOR, ".figure-variant:not([hidden]) .lb-label")
    assert labels and not any(label.is_displayed() for label in labels), "no label sits on the drawing at rest"
    outline = figure.find_element(By.CSS_SELECTOR, ".figure-variant:not([hidden]) .lb-outline[data-name='nameNode']")
    ActionChains(browser).move_to_element(outline).perform()
    shown = [label for label in labels if label.is_displayed()]
    assert len(shown) == 1 and shown[0].text.startswith("nameNode") and "×" in shown[0].text, [l.text for l in shown]
    assert figure.find_element(By.CSS_SELECTOR, ".inspector-legend").is_displayed()
    browser.execute_script("localStorage.removeItem('layoutbook.inspect')")


def test_hovering_a_line_that_configures_a_node_highlights_it(browser, course_site):
    browser.get((course_site / "03-product-card.html").as_uri())
    snippet = browser.find_elements(By.CSS_SELECTOR, ".snippet.has-figure")[2]
    line = [l for l in snippet.find_elements(By.CSS_SELECTOR, ".line") if "nameNode.maximumNumberOfLines" in l.text][0]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", line)
    ActionChains(browser).move_to_element(line).perform()
    lit = snippet.find_elements(By.CSS_SELECTOR, ".figure-variant:not([hidden]) .highlight[data-name='nameNode']")
    assert lit, "the line setting nameNode's maximum number of lines links to nameNode"


MARK_FIGURES = """
document.querySelectorAll('.figure-canvas').forEach((canvas, i) => {
  if (canvas.closest('.cheat')) return;  // cheats are not printed in a handout
  for (const [where, tag] of [['afterbegin', 'A'], ['beforeend', 'B']]) {
    canvas.insertAdjacentHTML(where, `<span class="pdf-mark" style="font-size:3px">[[F${i}${tag}]]</span>`);
  }
});
return document.querySelectorAll('.pdf-mark').length / 2;
"""


def test_no_printed_figure_is_split_across_pages(browser, course_site):
    """Prints every session of the bundled course to PDF and checks the page boxes: each figure's
    top and bottom (marked before printing) land on the same page. (Chrome never splits the SVG
    itself; what can split is the figure's box around it, which the print CSS keeps whole and
    `test_a_printed_handout_…` checks directly. On today's pages no break falls inside a figure
    even without that rule, so this is a guard for the course as it grows.)"""
    import base64
    import re
    import pymupdf
    for name in sorted(p.name for p in course_site.glob("0*.html")):
        browser.get((course_site / name).as_uri())
        count = browser.execute_script(MARK_FIGURES)
        assert count >= 5
        pdf = base64.b64decode(browser.execute_cdp_cmd("Page.printToPDF", {"printBackground": True})["data"])
        document = pymupdf.open(stream=pdf, filetype="pdf")
        pages = {}
        for number, page in enumerate(document):
            for mark in re.findall(r"\[\[F(\d+)([AB])\]\]", page.get_text()):
                pages[mark] = number
        split = [f for f in {m[0] for m in pages} if pages.get((f, "A")) != pages.get((f, "B"))]
        assert len(pages) == 2 * count, f"{name}: every mark printed"
        assert not split, f"{name}: figures {split} split across pages"
