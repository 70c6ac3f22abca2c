"""Real-browser tests of the generated site, opened from file:// as a learner might."""
from selenium.webdriver.common.by import By


def page(browser, site, name):
    browser.get((site / name).as_uri())
    return browser


def severe_logs(browser):
    return [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]


def test_counts_are_singular_for_one(browser, built_site):
    page(browser, built_site, "index.html")
    text = browser.find_element(By.TAG_NAME, "main").text
    assert "1 exercises" not in text and "1 sessions" not in text


def test_pages_load_without_console_errors(browser, built_site):
    for name in ["index.html", "01-basics.html", "02-more.html", "404.html"]:
        page(browser, built_site, name)
        assert browser.find_element(By.CSS_SELECTOR, "h1").text
        assert severe_logs(browser) == [], name


def test_cheat_is_hidden_until_its_reveal_is_clicked(browser, built_site):
    page(browser, built_site, "01-basics.html")
    body = browser.find_element(By.CSS_SELECTOR, ".cheat-body")
    assert not body.is_displayed()
    browser.find_element(By.CSS_SELECTOR, ".cheat-reveal").click()
    assert body.is_displayed()
    assert "ASCenterLayoutSpec(centeringOptions: .XY" in body.text


def test_hints_reveal_one_at_a_time(browser, built_site):
    page(browser, built_site, "01-basics.html")
    hint = browser.find_element(By.CSS_SELECTOR, ".hint")
    assert not hint.is_displayed()
    browser.find_element(By.CSS_SELECTOR, ".next-hint").click()
    assert hint.is_displayed()
    assert "centre spec" in hint.text
    button = browser.find_element(By.CSS_SELECTOR, ".next-hint")
    count = len(browser.find_elements(By.CSS_SELECTOR, ".hint"))
    for _ in range(count - 1):
        button.click()
    assert not button.is_displayed(), "after the last hint there is no 'next hint' button"


def test_search_finds_a_step_by_a_word_from_it(browser, built_site):
    page(browser, built_site, "index.html")
    box = browser.find_element(By.CSS_SELECTOR, ".search-input")
    box.send_keys("middle")
    results = browser.find_elements(By.CSS_SELECTOR, ".search-results a")
    assert results and "Centre a box" in results[0].text
    assert results[0].get_attribute("href").endswith("01-basics.html?highlight=middle#centre-a-box")


def test_theme_toggle_switches_and_is_remembered(browser, built_site):
    page(browser, built_site, "01-basics.html")
    before = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    browser.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
    after = browser.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert before != after
    browser.refresh()
    assert browser.execute_script("return getComputedStyle(document.body).backgroundColor") == after
    browser.find_element(By.CSS_SELECTOR, ".theme-toggle").click()


def test_exercise_progress_survives_a_reload_and_shows_on_the_overview(browser, built_site):
    page(browser, built_site, "01-basics.html")
    box = browser.find_element(By.CSS_SELECTOR, ".done-checkbox")
    if not box.is_selected():
        box.click()
    browser.refresh()
    assert browser.find_element(By.CSS_SELECTOR, ".done-checkbox").is_selected()
    page(browser, built_site, "index.html")
    assert "1 of 1 done" in browser.find_element(By.CSS_SELECTOR, ".session-card .progress").text


def test_arrow_keys_move_between_sessions(browser, built_site):
    page(browser, built_site, "01-basics.html")
    browser.find_element(By.CSS_SELECTOR, "body").send_keys("\ue014")  # ArrowRight
    assert browser.current_url.endswith("02-more.html")


def test_pages_are_valid_html5(built_site):
    import html5lib
    parser = html5lib.HTMLParser(strict=True)
    for name in ["index.html", "01-basics.html", "02-more.html", "404.html"]:
        parser.parse((built_site / name).read_bytes())


def test_no_request_leaves_the_site(browser, built_site):
    for name in ["index.html", "01-basics.html"]:
        page(browser, built_site, name)
        urls = browser.execute_script(
            "return Array.from(document.querySelectorAll('[src],[href]'))"
            ".map(e => e.getAttribute('src') || e.getAttribute('href'))")
        assert any(url.endswith("style.css") for url in urls)
        loaded = browser.execute_script(
            "return Array.from(document.querySelectorAll('link[href],script[src],img[src],image[href]'))"
            ".map(e => e.getAttribute('src') || e.getAttribute('href'))")
        assert all("://" not in url and not url.startswith("//") for url in loaded), loaded


def test_changed_lines_of_a_new_file_version_are_marked(browser, built_site):
    page(browser, built_site, "02-more.html")
    changed = browser.find_elements(By.CSS_SELECTOR, ".line.changed")
    assert [line.find_element(By.CSS_SELECTOR, ".lc").text for line in changed] == ["spec.spacing = 8"]
    assert "1 changed line" in browser.find_element(By.CSS_SELECTOR, ".code-changes").text


def visible_variant_right_x(browser):
    return browser.execute_script(
        "const figure = document.querySelector('.variant-button').closest('.figure');"
        "const v = Array.from(figure.querySelectorAll('.figure-variant')).find(e => !e.hidden);"
        "const r = v.querySelector('.lb-node[data-name=\"rightNode\"] rect');"
        "return Number(r.getAttribute('x'));")


def test_variant_switch_changes_the_figure(browser, built_site):
    page(browser, built_site, "02-more.html")
    buttons = browser.find_elements(By.CSS_SELECTOR, ".variant-button")[:2]
    assert [b.text for b in buttons] == ["spacing: 0", "spacing: 24"]
    assert visible_variant_right_x(browser) == 40
    buttons[1].click()
    assert buttons[1].get_attribute("aria-checked") == "true"
    assert visible_variant_right_x(browser) == 64


def test_inspector_toggle_shows_the_inspector_and_is_remembered(browser, built_site):
    page(browser, built_site, "02-more.html")
    shown = lambda: browser.execute_script("return getComputedStyle(document.querySelector('.figure .lb-inspector')).display") != "none"
    assert not shown()
    browser.find_element(By.CSS_SELECTOR, ".inspect-toggle").click()
    assert shown()
    browser.refresh()
    assert shown()
    browser.find_element(By.CSS_SELECTOR, ".inspect-toggle").click()


def test_hovering_a_code_line_highlights_its_nodes(browser, built_site):
    from selenium.webdriver import ActionChains
    page(browser, built_site, "02-more.html")
    line = browser.find_element(By.CSS_SELECTOR, "#snippet-s4 .line[data-line='1']")
    ActionChains(browser).move_to_element(line).perform()
    highlighted = browser.execute_script("return Array.from(document.querySelectorAll('#snippet-s4 .highlight')).map(e => e.dataset.name)")
    assert "leftNode" in highlighted


def test_group_tabs_switch_versions_and_the_choice_is_remembered(browser, built_site):
    page(browser, built_site, "02-more.html")
    browser.execute_script("localStorage.removeItem('layoutbook.choice')")
    browser.refresh()
    tabs = browser.find_elements(By.CSS_SELECTOR, ".figure-group .group-tab")
    panels = browser.find_elements(By.CSS_SELECTOR, ".figure-group .group-panel")
    assert [tab.text for tab in tabs] == ["UIKit", "Texture"]
    assert panels[0].is_displayed() and not panels[1].is_displayed()
    tabs[1].click()
    assert panels[1].is_displayed() and not panels[0].is_displayed()
    assert tabs[1].get_attribute("aria-selected") == "true"
    browser.refresh()
    panels = browser.find_elements(By.CSS_SELECTOR, ".figure-group .group-panel")
    assert panels[1].is_displayed() and not panels[0].is_displayed(), "the chosen framework is remembered"
    assert "lines of code" in panels[1].text and "nodes" in panels[1].text
    browser.execute_script("localStorage.removeItem('layoutbook.choice')")


def test_group_arrow_keys_move_between_tabs_not_pages(browser, built_site):
    from selenium.webdriver.common.keys import Keys
    page(browser, built_site, "02-more.html")
    tab = browser.find_elements(By.CSS_SELECTOR, ".figure-group .group-tab")[0]
    tab.click()
    tab.send_keys(Keys.ARROW_RIGHT)
    assert browser.current_url.endswith("02-more.html")
    assert browser.find_elements(By.CSS_SELECTOR, ".figure-group .group-tab")[1].get_attribute("aria-selected") == "true"
    browser.execute_script("localStorage.removeItem('layoutbook.choice')")


def test_side_by_side_and_print_show_every_version(browser, built_site):
    page(browser, built_site, "02-more.html")
    browser.find_element(By.CSS_SELECTOR, ".group-side-by-side").click()
    panels = browser.find_elements(By.CSS_SELECTOR, ".figure-group .group-panel")
    assert all(panel.is_displayed() for panel in panels)
    figures = [panel.find_element(By.CSS_SELECTOR, "svg.lb-diagram") for panel in panels]
    widths = [figure.size["width"] for figure in figures]
    assert abs(widths[0] - widths[1]) < 1, "the same scale side by side"
    browser.find_element(By.CSS_SELECTOR, ".group-side-by-side").click()
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        panels = browser.find_elements(By.CSS_SELECTOR, ".figure-group .group-panel")
        assert all(panel.is_displayed() for panel in panels), "print shows every version"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_search_finds_a_version_by_its_tab_label_and_opens_that_tab(browser, built_site):
    page(browser, built_site, "index.html")
    browser.execute_script("localStorage.removeItem('layoutbook.choice')")
    box = browser.find_element(By.CSS_SELECTOR, ".search-input")
    box.send_keys("texture")
    results = [a for a in browser.find_elements(By.CSS_SELECTOR, ".search-results a") if "· Texture" in a.text]
    assert results, "the Texture version of the group is a result of its own"
    assert "?tab=texture&" in results[0].get_attribute("href")
    results[0].click()
    tabs = browser.find_elements(By.CSS_SELECTOR, ".figure-group .group-tab")
    panels = browser.find_elements(By.CSS_SELECTOR, ".figure-group .group-panel")
    assert tabs[1].get_attribute("aria-selected") == "true" and panels[1].is_displayed() and not panels[0].is_displayed()
    browser.execute_script("localStorage.removeItem('layoutbook.choice')")


def test_a_variant_switch_in_a_group_switches_every_version(browser, built_site):
    page(browser, built_site, "02-more.html")
    group = browser.find_element(By.CSS_SELECTOR, ".figure-group")
    group.find_element(By.CSS_SELECTOR, ".group-side-by-side").click()
    figures = group.find_elements(By.CSS_SELECTOR, ".figure")
    figures[0].find_elements(By.CSS_SELECTOR, ".variant-button")[1].click()
    for figure in figures:
        assert figure.find_elements(By.CSS_SELECTOR, ".variant-button")[1].get_attribute("aria-checked") == "true"
    group.find_element(By.CSS_SELECTOR, ".group-side-by-side").click()
