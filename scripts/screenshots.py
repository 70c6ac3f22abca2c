#!/usr/bin/env python3
"""Screenshots of a built site as a learner sees it, for looking at changes by eye.

Usage: .venv/bin/python scripts/screenshots.py OUTPUT_DIR PAGE[#anchor] [PAGE…] --to FOLDER
Takes each page at 1280×800 and 390×844, scrolled to the anchor if one is given.
"""
import argparse
import shutil
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

SIZES = [(1280, 800), (390, 844)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("pages", nargs="+")
    parser.add_argument("--to", required=True)
    args = parser.parse_args()
    options = Options()
    options.binary_location = shutil.which("chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    Path(args.to).mkdir(parents=True, exist_ok=True)
    try:
        for page in args.pages:
            name, _, anchor = page.partition("#")
            for width, height in SIZES:
                driver.set_window_size(width, height)
                driver.get((Path(args.site).resolve() / name).as_uri())
                if anchor:
                    driver.execute_script("document.getElementById(arguments[0]).scrollIntoView()", anchor)
                target = Path(args.to) / f"{name.replace('.html', '')}-{anchor or 'top'}-{width}.png"
                driver.save_screenshot(str(target))
                print(target)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
