"""The playground in a real browser: "Edit" turns a snippet into a code editor, the figure follows
the code as it is typed, errors appear at their line, an exercise is checked against its target,
the editor passes axe-core and the keyboard, and a site without a playground has none of it."""
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from test_accessibility import AXE, RUN, WCAG

EDITOR_JS = "return arguments[0].querySelector('.CodeMirror').CodeMirror"


def open_editor(browser, base, page, snippet):
    browser.get(f"{base}/{page}")
    block = browser.find_element(By.CSS_SELECTOR, f"#snippet-{snippet}")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", block)
    block.find_element(By.CSS_SELECTOR, ".edit-button").click()
    WebDriverWait(browser, 5).until(lambda _: block.find_elements(By.CSS_SELECTOR, ".CodeMirror"))
    return block


def set_code(browser, block, transform):
    browser.execute_script("const cm = arguments[0].querySelector('.CodeMirror').CodeMirror; cm.setValue(arguments[1](cm.getValue()))",
                           block, transform) if callable(transform) else \
        browser.execute_script("arguments[0].querySelector('.CodeMirror').CodeMirror.setValue(arguments[1])", block, transform)


def box_x(browser, block):
    return browser.execute_script(
        "const r = arguments[0].querySelector('.figure-variant:not([hidden]) rect.lb-outline[data-lines]'); return r && r.getAttribute('x')", block)


def status(block):
    return block.find_element(By.CSS_SELECTOR, ".playground-status").text


CENTRED = """let box = ASDisplayNode()
box.style.preferredSize = CGSize(width: 60, height: 60)
ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .center, alignItems: .ALIGN, children: [box])"""


def test_editing_redraws_the_figure_and_its_text(browser, server):
    base, _, _ = server
    block = open_editor(browser, base, "01-basics.html", "s1")
    # A vertical stack centres the 60-point box across 375 points: x = 157.5; at the end, 315.
    assert box_x(browser, block) == "157.5"
    set_code(browser, block, CENTRED.replace("ALIGN", "end"))
    WebDriverWait(browser, 5).until(lambda _: box_x(browser, block) == "315")
    outline = browser.execute_script("return arguments[0].querySelector('.figure-variant-text').textContent", block)
    assert "box (display node) at 315, 0 size 60 × 60" in outline, outline
    assert status(block).startswith("Laid out in")
    # The cursor's line lights the node it makes, as hovering a line of the page's code does.
    lit = browser.execute_script("""const cm = arguments[0].querySelector('.CodeMirror').CodeMirror;
        cm.focus(); cm.setCursor({line: 0, ch: 4});
        return [...arguments[0].querySelectorAll('.figure-variant:not([hidden]) .highlight')].map((e) => e.getAttribute('x'))""", block)
    assert lit == ["315"], lit
    # Reset brings back the page's own code and figure.
    block.find_element(By.CSS_SELECTOR, ".playground-reset").click()
    assert box_x(browser, block) == "157.5"
    assert "alignItems: .center" in browser.execute_script("return arguments[0].querySelector('.CodeMirror').CodeMirror.getValue()", block)


def test_an_error_appears_at_its_line_and_goes_when_fixed(browser, server):
    base, _, _ = server
    block = open_editor(browser, base, "01-basics.html", "s1")
    set_code(browser, block, CENTRED.replace("ALIGN", "center").replace("preferredSize", "preferedSize"))
    WebDriverWait(browser, 5).until(lambda _: block.find_elements(By.CSS_SELECTOR, ".playground-line-note"))
    note = block.find_element(By.CSS_SELECTOR, ".playground-line-note")
    assert "did you mean 'preferredSize'" in note.text
    # The message sits under line 2, the line with the mistake, and that line is marked.
    marked = browser.execute_script("""const cm = arguments[0].querySelector('.CodeMirror').CodeMirror;
        return [...Array(cm.lineCount()).keys()].filter((i) => (cm.lineInfo(i).bgClass || '').includes('lb-line-error')).map((i) => i + 1)""", block)
    assert marked == [2]
    assert "line 2: error:" in block.find_element(By.CSS_SELECTOR, ".playground-diagnostics").text
    assert "is-stale" in block.find_element(By.CSS_SELECTOR, ".figure").get_attribute("class")
    set_code(browser, block, CENTRED.replace("ALIGN", "start"))
    WebDriverWait(browser, 5).until(lambda _: not block.find_elements(By.CSS_SELECTOR, ".playground-line-note"))
    WebDriverWait(browser, 5).until(lambda _: box_x(browser, block) == "0")
    assert "is-stale" not in block.find_element(By.CSS_SELECTOR, ".figure").get_attribute("class")


def test_an_exercise_is_checked_against_its_target(browser, server):
    base, _, _ = server
    browser.get(f"{base}/01-basics.html")
    browser.execute_script("localStorage.clear()")
    starter = browser.find_element(By.CSS_SELECTOR, ".exercise-starter .snippet")
    block = open_editor(browser, base, "01-basics.html", starter.get_attribute("id").removeprefix("snippet-"))
    check = block.find_element(By.CSS_SELECTOR, ".playground-check-button")
    set_code(browser, block, "let node = ASDisplayNode()\nnode.style.preferredSize = CGSize(width: 10, height: 10)\n"
                             "ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: node)")
    check.click()
    result = block.find_element(By.CSS_SELECTOR, ".playground-check")
    WebDriverWait(browser, 15).until(lambda _: "Not yet" in result.text)
    assert "root: height 10, target 0" in result.text
    done = browser.find_element(By.CSS_SELECTOR, ".exercise .done-checkbox")
    assert not done.is_selected()
    set_code(browser, block, "ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: ASDisplayNode())")
    check.click()
    WebDriverWait(browser, 15).until(lambda _: "Matches the target" in result.text)
    assert done.is_selected()


def test_a_run_after_typing_does_not_abort_a_check_in_flight(browser, server):
    """Check clicked just after typing: the run the pause after typing starts came while the check
    was still answered and aborted it ("Not checked: signal is aborted without reason"), which a
    loaded machine showed. The check's answer is held back here to make that overlap certain."""
    base, _, _ = server
    browser.get(f"{base}/01-basics.html")
    starter = browser.find_element(By.CSS_SELECTOR, ".exercise-starter .snippet")
    block = open_editor(browser, base, "01-basics.html", starter.get_attribute("id").removeprefix("snippet-"))
    browser.execute_script("""const send = window.fetch;
        window.fetch = (url, options) => String(url).endsWith('/check')
            ? new Promise((resolve) => setTimeout(resolve, 600)).then(() => send(url, options)) : send(url, options);""")
    set_code(browser, block, "let node = ASDisplayNode()\nnode.style.preferredSize = CGSize(width: 10, height: 10)\n"
                             "ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: node)")
    block.find_element(By.CSS_SELECTOR, ".playground-check-button").click()
    # An edit while the check is out: its run starts 90 ms later, long before the check answers.
    browser.execute_script("const cm = arguments[0].querySelector('.CodeMirror').CodeMirror; cm.replaceRange('\\n', {line: cm.lastLine()})", block)
    result = block.find_element(By.CSS_SELECTOR, ".playground-check")
    WebDriverWait(browser, 15).until(lambda _: "Not yet" in result.text or "Not checked" in result.text)
    assert "Not yet" in result.text, result.text


def test_a_snippet_that_fails_on_purpose_can_be_fixed_and_then_has_a_figure(browser, server):
    base, _, _ = server
    browser.get(f"{base}/02-more.html")
    failing = browser.find_element(By.CSS_SELECTOR, ".snippet.role-fails")
    block = open_editor(browser, base, "02-more.html", failing.get_attribute("id").removeprefix("snippet-"))
    assert not block.find_elements(By.CSS_SELECTOR, ".figure")
    # The learner's fix: the optional node unwrapped with a default.
    set_code(browser, block, "let maybe: ASDisplayNode? = nil\n"
                             "ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .start, children: [maybe ?? ASDisplayNode()])")
    WebDriverWait(browser, 5).until(lambda _: block.find_elements(By.CSS_SELECTOR, ".figure svg"))
    assert "Stack" in block.find_element(By.CSS_SELECTOR, ".figure-variant-text").get_attribute("textContent")
    block.find_element(By.CSS_SELECTOR, ".playground-reset").click()
    assert not block.find_elements(By.CSS_SELECTOR, ".figure")


def test_the_editor_works_from_the_keyboard(browser, server):
    base, _, _ = server
    browser.get(f"{base}/01-basics.html")
    edit = browser.find_element(By.CSS_SELECTOR, "#snippet-s1 .edit-button")
    browser.execute_script("arguments[0].focus()", edit)
    browser.switch_to.active_element.send_keys(Keys.ENTER)
    block = browser.find_element(By.CSS_SELECTOR, "#snippet-s1")
    WebDriverWait(browser, 5).until(lambda _: block.find_elements(By.CSS_SELECTOR, ".CodeMirror-focused"))
    # Typing goes into the editor; Ctrl+Z undoes it.
    browser.switch_to.active_element.send_keys(Keys.CONTROL, Keys.END)
    browser.switch_to.active_element.send_keys(Keys.ENTER, "// typed")
    editor_text = lambda: browser.execute_script("return arguments[0].querySelector('.CodeMirror').CodeMirror.getValue()", block)
    assert editor_text().endswith("// typed")
    browser.switch_to.active_element.send_keys(Keys.CONTROL, "z")
    assert "// typed" not in editor_text()
    # Tab indents with four spaces, as Swift is written.
    browser.switch_to.active_element.send_keys(Keys.ENTER, Keys.TAB, "x")
    assert editor_text().endswith("\n    x")
    # Esc leaves the editor for its own controls: the keyboard is never trapped.
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert browser.switch_to.active_element.get_attribute("class") == "playground-reset"


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_no_axe_violations_with_the_editor_open_and_an_error_shown(browser, server, theme):
    base, _, _ = server
    browser.get(f"{base}/01-basics.html")
    browser.execute_script("localStorage.setItem('layoutbook.theme', arguments[0])", theme)
    block = open_editor(browser, base, "01-basics.html", "s1")
    set_code(browser, block, CENTRED.replace("ALIGN", "center").replace("preferredSize", "preferedSize"))
    WebDriverWait(browser, 5).until(lambda _: block.find_elements(By.CSS_SELECTOR, ".playground-line-note"))
    browser.execute_script(AXE.read_text())
    browser.set_script_timeout(120)
    found = browser.execute_async_script(RUN, WCAG)
    browser.execute_script("localStorage.removeItem('layoutbook.theme')")
    browser.get_log("browser")
    assert not found, "\n".join(found)


def test_a_site_without_a_playground_has_no_edit_buttons(browser, built_site):
    browser.get((built_site / "01-basics.html").as_uri())
    assert browser.find_elements(By.CSS_SELECTOR, ".copy-button")
    assert not browser.find_elements(By.CSS_SELECTOR, ".edit-button")
    assert not browser.find_elements(By.CSS_SELECTOR, "meta[name='layoutbook-playground']")
    assert not (built_site / "assets" / "codemirror").exists()
    assert not (built_site / "assets" / "playground.js").exists()
