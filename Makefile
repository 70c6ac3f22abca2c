# Layoutbook — the two commands a newcomer needs are `make serve` and `make test`.
# Every target installs what it needs first (Debian packages with apt, Python tools in .venv).

SWIFT ?= swift
APT_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev libxml2
BROWSER_PACKAGES := chromium chromium-driver fonts-inter
VENV := .venv
PORT ?= 8000
# The course the serve benchmark edits: the bundled one once it exists.
BENCH_COURSE ?= $(if $(wildcard Content/course.yml),.,Tests/PipelineTests/Fixtures/good)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_GET := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300

.PHONY: deps browser-deps venv text-metrics templates build-tool build serve test unit-test browser-test cases bench clean

## deps: install the C libraries Swift links (quiet when they are present)
deps:
	@missing=""; for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing$$missing"; $(APT_GET) update -qq && $(APT_GET) install -y -qq $$missing; fi

## browser-deps: headless Chromium, chromedriver and the Inter font for browser tests
browser-deps:
	@missing=""; for p in $(BROWSER_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing$$missing"; $(APT_GET) update -qq && $(APT_GET) install -y -qq $$missing; fi

## venv: Python tools (Selenium, fontTools) in a virtualenv of the project's own
venv: $(VENV)/.installed
$(VENV)/.installed: scripts/requirements.txt scripts/fetch_axe.py
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install -q -r scripts/requirements.txt
	$(VENV)/bin/python scripts/fetch_axe.py $(VENV)/axe.min.js
	touch $@

## text-metrics: regenerate the engine's Inter metrics from the shipped web fonts, and the
## Chromium widths the engine's tests compare against (after changing Templates/assets/fonts)
text-metrics: venv browser-deps
	$(VENV)/bin/python scripts/make_text_metrics.py
	$(VENV)/bin/python scripts/chromium_text.py

## templates: embed Templates/ into the binary (the built-in site theme)
templates:
	@scripts/embed-templates.sh

build-tool: deps templates
	$(SWIFT) build --product layoutbook

## build: build the bundled course into Output/
build: build-tool
	$(SWIFT) run layoutbook build .

## serve: build and preview the bundled course with live reload
serve: build-tool
	@echo "Layoutbook preview: http://127.0.0.1:$(PORT)/"
	$(SWIFT) run layoutbook serve . --port $(PORT)

## test: the whole suite (unit, layout cases, browser and end-to-end)
test: deps browser-deps venv templates
	scripts/embed-templates.sh --check
	$(VENV)/bin/python scripts/make_text_metrics.py --check
	$(SWIFT) build --build-tests
	$(SWIFT) test
	@if [ -d Sources/layoutbook-cases ]; then $(SWIFT) run layoutbook-cases; fi
	$(VENV)/bin/python -m pytest -q Tests/SolverOracle Tests/Browser

## browser-test: only the browser and end-to-end tests (needs a debug build)
browser-test: browser-deps venv
	$(SWIFT) build --product layoutbook
	$(VENV)/bin/python -m pytest -q Tests/Browser

## bench: benchmarks from a release build (layout engine, then the preview server: edit-to-reload
## latency and static-file throughput with wrk on loopback, then whole builds of a synthetic
## 100-session course beside Hugo, the build cache, and scaling to 2,000 snippets, then the
## playground: runs/s and latency under wrk, and keystroke-to-figure time in Chromium)
bench: deps browser-deps venv templates
	@for p in wrk hugo; do dpkg -s $$p >/dev/null 2>&1 || { $(APT_GET) update -qq && $(APT_GET) install -y -qq $$p; }; done
	$(SWIFT) build -c release --product layoutbook-bench
	$(SWIFT) build -c release --product layoutbook-snippet-bench
	$(SWIFT) build -c release --product layoutbook
	.build/release/layoutbook-bench
	.build/release/layoutbook-snippet-bench .
	.build/release/layoutbook test $(BENCH_COURSE) 2>&1 | grep -E "^verified|passed"
	python3 scripts/bench_serve.py .build/release/layoutbook $(BENCH_COURSE)
	python3 scripts/bench_build.py .build/release/layoutbook .build/release/layoutbook-bench
	$(VENV)/bin/python scripts/bench_playground.py .build/release/layoutbook .

clean:
	$(SWIFT) run layoutbook clean .
