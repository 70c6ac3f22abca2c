// Layoutbook's page behaviour: small, dependency-free, and every feature works without it
// except the ones that need state (theme, progress, hints one at a time).
(function () {
  "use strict";
  const store = {
    get(key) { try { return localStorage.getItem("layoutbook." + key); } catch (e) { return null; } },
    set(key, value) { try { localStorage.setItem("layoutbook." + key, value); } catch (e) { /* private mode */ } },
  };

  function setupTheme() {
    const button = document.querySelector(".theme-toggle");
    if (!button) return;
    button.addEventListener("click", () => {
      const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
      const current = document.documentElement.dataset.theme;
      const isDark = current === "dark" || (current !== "light" && dark);
      const next = isDark ? "light" : "dark";
      document.documentElement.dataset.theme = next;
      store.set("theme", next);
    });
  }

  function setupSidebar() {
    const button = document.querySelector(".sidebar-toggle");
    if (!button) return;
    const close = () => { document.body.classList.remove("sidebar-open"); button.setAttribute("aria-expanded", "false"); };
    button.addEventListener("click", () => {
      const open = document.body.classList.toggle("sidebar-open");
      button.setAttribute("aria-expanded", String(open));
    });
    // A link in the drawer goes somewhere: the drawer closes, as phone menus do; so does Escape,
    // giving focus back to the button that opened it.
    document.querySelectorAll(".sidebar a").forEach((link) => link.addEventListener("click", close));
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !document.body.classList.contains("sidebar-open")) return;
      close();
      button.focus();
    });
  }

  function setupCopyButtons() {
    document.querySelectorAll(".code").forEach((block) => {
      const button = block.querySelector(".copy-button");
      if (!button) return;
      button.addEventListener("click", () => {
        const text = Array.from(block.querySelectorAll(".lc")).map((line) => line.textContent).join("\n");
        const done = () => { button.textContent = "Copied"; setTimeout(() => { button.textContent = "Copy"; }, 1500); };
        if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, () => {}); else done();
      });
    });
  }

  function setupFolds() {
    document.querySelectorAll(".fold-toggle").forEach((toggle) => {
      const open = () => {
        document.querySelectorAll('.line[data-fold="' + toggle.dataset.fold + '"]').forEach((line) => line.classList.add("unfolded"));
        toggle.classList.add("open");
      };
      toggle.addEventListener("click", open);
      toggle.addEventListener("keydown", (event) => { if (event.key === "Enter" || event.key === " ") { event.preventDefault(); open(); } });
    });
  }

  function setupFigures() {
    const inspecting = store.get("inspect") === "1";
    document.querySelectorAll(".figure").forEach((figure) => {
      const inspect = figure.querySelector(".inspect-toggle");
      const apply = (on) => { figure.classList.toggle("inspecting", on); inspect.setAttribute("aria-pressed", String(on)); };
      apply(inspecting);
      inspect.addEventListener("click", () => {
        const on = !figure.classList.contains("inspecting");
        store.set("inspect", on ? "1" : "0");
        document.querySelectorAll(".figure").forEach((other) => {
          other.classList.toggle("inspecting", on);
          other.querySelector(".inspect-toggle").setAttribute("aria-pressed", String(on));
        });
      });
      figure.querySelectorAll(".variant-button").forEach((button) => {
        button.addEventListener("click", () => {
          // The versions of a group vary the same inputs: switching one switches them all, so
          // side by side always compares like with like.
          const group = figure.closest(".figure-group");
          const figures = group ? Array.from(group.querySelectorAll(".figure")) : [figure];
          figures.forEach((each) => {
            const match = Array.from(each.querySelectorAll(".variant-button")).find((b) => b.textContent.trim() === button.textContent.trim());
            if (!match) return;
            each.querySelectorAll(".variant-button").forEach((b) => { b.setAttribute("aria-checked", String(b === match)); b.tabIndex = b === match ? 0 : -1; });
            each.querySelectorAll(".figure-variant, .figure-variant-text").forEach((v) => { v.hidden = v.dataset.variant !== match.dataset.variant; });
            // The radio says which is chosen; the status says so for the versions beside it too.
            const status = each.querySelector(".variant-status");
            if (status) status.textContent = "Showing " + match.textContent.trim();
          });
        });
        // A radio group: arrow keys move the choice, as in any group of radio buttons.
        button.addEventListener("keydown", (event) => {
          const buttons = Array.from(figure.querySelectorAll(".variant-button"));
          const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
          if (!step) return;
          event.preventDefault(); event.stopPropagation();
          const next = buttons[(buttons.indexOf(button) + step + buttons.length) % buttons.length];
          next.focus(); next.click();
        });
      });
      // "As text" opens the figure's layout as text, the same text a screen reader finds in the
      // drawing's description, so keyboard and screen-reader users reach it from the figure.
      const text = figure.querySelector(".text-toggle");
      const outline = figure.querySelector(".figure-outline");
      if (text && outline) {
        // The state is said at once (the details' toggle event comes later, after the click);
        // the toggle listener covers opening it from its own summary.
        text.addEventListener("click", () => {
          outline.open = !outline.open;
          text.setAttribute("aria-expanded", String(outline.open));
        });
        outline.addEventListener("toggle", () => { text.setAttribute("aria-expanded", String(outline.open)); });
      }
      const zoom = figure.querySelector(".zoom-toggle");
      zoom.addEventListener("click", () => {
        const actual = figure.classList.toggle("actual-size");
        zoom.setAttribute("aria-pressed", String(actual));
        // At actual size a wide figure scrolls sideways: the keyboard must be able to scroll it.
        const canvas = figure.querySelector(".figure-canvas");
        if (actual) canvas.tabIndex = 0; else canvas.removeAttribute("tabindex");
        zoom.textContent = actual ? "Fit" : "Actual size";
      });
      linkCodeAndFigure(figure);
    });
  }

  // Hovering a code line highlights the nodes it created, and hovering a node its lines.
  function linkCodeAndFigure(figure) {
    const snippet = figure.closest(".snippet");
    if (!snippet) return;
    const shapes = () => Array.from(figure.querySelectorAll(".figure-variant:not([hidden]) [data-lines]"));
    // data-lines lists the creating line and every line that configures the element: "1-1,4-4".
    const covers = (element, line) => element.dataset.lines.split(",").some((range) => {
      const [start, end] = range.split("-").map(Number);
      return line >= start && line <= (end || start);
    });
    const clear = () => {
      snippet.querySelectorAll(".highlight").forEach((e) => e.classList.remove("highlight"));
      figure.querySelectorAll(".lb-label.show").forEach((e) => e.classList.remove("show"));
    };
    // A hovered box shows its label (name and size); so do the boxes a hovered line makes.
    const light = (shape) => {
      shape.classList.add("highlight");
      const label = shape.dataset.label && shape.closest("svg").querySelector(".lb-label[data-label-for='" + shape.dataset.label + "']");
      if (label) label.classList.add("show");
    };
    snippet.querySelectorAll(".line").forEach((line) => {
      const number = Number(line.dataset.line);
      line.addEventListener("mouseenter", () => { clear(); shapes().filter((s) => covers(s, number)).forEach(light); });
      line.addEventListener("mouseleave", clear);
    });
    figure.addEventListener("mouseover", (event) => {
      const shape = event.target.closest("[data-lines]");
      if (!shape) return;
      clear();
      light(shape);
      snippet.querySelectorAll(".line").forEach((line) => { if (covers(shape, Number(line.dataset.line))) line.classList.add("highlight"); });
    });
    figure.addEventListener("mouseleave", clear);
  }

  function setupHints() {
    document.querySelectorAll(".hints").forEach((group) => {
      const hints = Array.from(group.querySelectorAll(".hint"));
      const button = group.querySelector(".next-hint");
      hints.forEach((hint) => hint.classList.add("locked"));
      const update = () => {
        const shown = hints.filter((hint) => !hint.classList.contains("locked")).length;
        if (!button) return;
        button.hidden = shown === hints.length;
        button.textContent = shown === 0 ? "Show a hint" : "Show the next hint (" + (shown + 1) + " of " + hints.length + ")";
      };
      if (button) button.addEventListener("click", () => {
        const next = hints.find((hint) => hint.classList.contains("locked"));
        if (next) { next.classList.remove("locked"); next.open = true; }
        update();
      });
      update();
    });
  }

  // Groups of figures: one tab per version (UIKit, Texture, SwiftUI …). The learner's choice is
  // remembered across the site, as DocC remembers a language; "Side by side" shows every version.
  function setupGroups() {
    const groups = Array.from(document.querySelectorAll(".figure-group")).map((group) => {
      const tabs = Array.from(group.querySelectorAll(".group-tab"));
      const panels = Array.from(group.querySelectorAll(".group-panel"));
      const select = (index) => {
        tabs.forEach((tab, i) => { tab.setAttribute("aria-selected", String(i === index)); tab.tabIndex = i === index ? 0 : -1; });
        panels.forEach((panel, i) => { panel.hidden = i !== index; });
      };
      const choose = (choice) => { const index = tabs.findIndex((tab) => tab.dataset.choice === choice); if (index >= 0) select(index); };
      // A search result opens the page on the version it found: `?tab=` names the tab's label.
      const open = (label) => {
        const index = tabs.findIndex((tab) => tab.textContent.trim().toLowerCase() === label);
        if (index >= 0) { select(index); return tabs[index].dataset.choice; }
        return null;
      };
      tabs.forEach((tab, index) => {
        tab.addEventListener("click", () => { store.set("choice", tab.dataset.choice); groups.forEach((g) => g.choose(tab.dataset.choice)); select(index); });
        tab.addEventListener("keydown", (event) => {
          const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
          const next = event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : step ? (index + step + tabs.length) % tabs.length : -1;
          if (next < 0) return;
          // The page's own arrow keys (previous and next session) must not fire here.
          event.preventDefault(); event.stopPropagation();
          tabs[next].focus(); tabs[next].click();
        });
      });
      const side = group.querySelector(".group-side-by-side");
      if (side) side.addEventListener("click", () => { const on = group.classList.toggle("side-by-side"); side.setAttribute("aria-pressed", String(on)); });
      return { choose, open };
    });
    const remembered = store.get("choice");
    if (remembered) groups.forEach((group) => group.choose(remembered));
    const asked = new URLSearchParams(location.search).get("tab");
    if (asked) {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      const index = Array.from(document.querySelectorAll(".figure-group")).findIndex((group) => !target || target.contains(group));
      const choice = index >= 0 ? groups[index].open(asked.toLowerCase()) : null;
      if (choice) store.set("choice", choice);
    }
  }

  // Print: hints print opened (a closed <details> prints as its summary only); the teacher's
  // edition adds every variant and every cheat. `?print=teacher` prints it from a link.
  function setupPrinting() {
    const hints = () => Array.from(document.querySelectorAll("details.hint"));
    let closed = [];
    window.addEventListener("beforeprint", () => { closed = hints().filter((hint) => !hint.open); closed.forEach((hint) => { hint.open = true; }); });
    window.addEventListener("afterprint", () => { closed.forEach((hint) => { hint.open = false; }); document.body.classList.remove("teacher"); });
    document.querySelectorAll(".print-button").forEach((button) => button.addEventListener("click", () => {
      document.body.classList.toggle("teacher", button.dataset.edition === "teacher");
      window.print();
    }));
    if (new URLSearchParams(location.search).get("print") === "teacher") document.body.classList.add("teacher");
  }

  // The sidebar follows the reader: the step in view is marked (a scrollspy), and the place is
  // remembered, so the overview can offer to continue there.
  function setupReadingPlace() {
    const session = document.body.dataset.session;
    const steps = Array.from(document.querySelectorAll("section.step[id]"));
    if (session && steps.length) {
      const links = new Map(Array.from(document.querySelectorAll(".sidebar-steps a")).map((a) => [a.hash.slice(1), a]));
      const title = document.querySelector("h1") ? document.querySelector("h1").textContent : "";
      const mark = (step) => {
        links.forEach((link, id) => {
          if (id === step.id) link.setAttribute("aria-current", "location"); else link.removeAttribute("aria-current");
        });
        const heading = step.querySelector("h2");
        store.set("place", JSON.stringify({ href: location.pathname.split("/").pop() + "#" + step.id, session: title,
          step: heading ? heading.textContent.trim() : "" }));
      };
      // The step in view is the last one whose top has passed a third of the screen; at the very
      // bottom of the page, the last step, however short.
      let pending = false;
      const update = () => {
        pending = false;
        const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        const line = window.innerHeight / 3;
        const passed = steps.filter((step) => step.getBoundingClientRect().top <= line);
        const current = atBottom ? steps[steps.length - 1] : passed[passed.length - 1];
        if (current) mark(current);
      };
      window.addEventListener("scroll", () => { if (!pending) { pending = true; requestAnimationFrame(update); } }, { passive: true });
      update();
    }
    const resume = document.querySelector(".continue-button");
    const place = (() => { try { return JSON.parse(store.get("place") || "null"); } catch (e) { return null; } })();
    if (resume && place && place.href) {
      const root = resume.getAttribute("href").replace(/[^/]*$/, "");
      resume.href = root + place.href;
      resume.textContent = "Continue: " + place.session + (place.step ? " · " + place.step : "") + " →";
      resume.hidden = false;
    }
  }

  function setupCheats() {
    document.querySelectorAll(".cheat").forEach((cheat) => {
      const button = cheat.querySelector(".cheat-reveal");
      const body = cheat.querySelector(".cheat-body");
      button.addEventListener("click", () => {
        const show = body.hidden;
        body.hidden = !show;
        button.setAttribute("aria-expanded", String(show));
        button.textContent = show ? "Hide cheat" : "Show cheat";
      });
    });
  }

  function progressKey(session, exercise) { return "done." + session + "/" + exercise; }

  // An exercise's starter can show the target over itself (an onion skin), at the same scale.
  function setupOnionSkins() {
    document.querySelectorAll(".exercise").forEach((exercise) => {
      const target = exercise.querySelector(".exercise-target .figure");
      const starter = exercise.querySelector(".exercise-starter .figure");
      if (!target || !starter) return;
      const button = document.createElement("button");
      button.type = "button"; button.className = "onion-toggle"; button.textContent = "Overlay target";
      button.setAttribute("aria-pressed", "false");
      button.title = "Draw the target over the starter's layout, half transparent";
      starter.querySelector(".figure-toolbar").insertBefore(button, starter.querySelector(".zoom-toggle").nextSibling);
      button.addEventListener("click", () => {
        const canvas = starter.querySelector(".figure-canvas");
        const existing = canvas.querySelector(".onion-layer");
        if (existing) { existing.remove(); canvas.classList.remove("has-onion"); button.setAttribute("aria-pressed", "false"); return; }
        const shown = target.querySelector(".figure-variant:not([hidden]) svg") || target.querySelector("svg");
        const layer = document.createElement("div");
        layer.className = "onion-layer"; layer.setAttribute("aria-hidden", "true");
        layer.style.setProperty("--figure-width", target.style.getPropertyValue("--figure-width"));
        // A copy's ids must not repeat the target's.
        layer.innerHTML = shown.outerHTML.replace(/id="([^"]+)"/g, 'id="onion-$1"').replace(/url\(#([^)]+)\)/g, "url(#onion-$1)")
          .replace(/aria-(labelledby|describedby)="[^"]*"/g, "");
        canvas.appendChild(layer);
        canvas.classList.add("has-onion");
        button.setAttribute("aria-pressed", "true");
      });
    });
  }

  // Done exercises are ticked in the sidebar: their step, and a session once all of its are done.
  function markDoneInSidebar() {
    const session = document.body.dataset.session;
    document.querySelectorAll(".exercise").forEach((exercise) => {
      const step = exercise.closest("section.step");
      const link = step && document.querySelector(".sidebar-steps a[href$='#" + step.id + "']");
      if (link) link.classList.toggle("is-done", store.get(progressKey(session, exercise.dataset.exercise)) === "1");
    });
    document.querySelectorAll(".sidebar-session").forEach((item) => {
      const ids = (item.dataset.exercises || "").split(" ").filter(Boolean);
      const link = item.querySelector(":scope > a");
      if (link) link.classList.toggle("is-done", ids.length > 0 && ids.every((id) => store.get("done." + id) === "1"));
    });
  }

  function setupProgress() {
    markDoneInSidebar();
    const session = document.body.dataset.session;
    document.querySelectorAll(".done-checkbox").forEach((box) => {
      const key = progressKey(session, box.dataset.exerciseKey);
      box.checked = store.get(key) === "1";
      box.addEventListener("change", () => { store.set(key, box.checked ? "1" : "0"); markDoneInSidebar(); });
    });
    document.querySelectorAll(".session-card").forEach((card) => {
      const ids = (card.dataset.exercises || "").split(" ").filter(Boolean);
      if (ids.length === 0) return;
      const done = ids.filter((id) => store.get("done." + id) === "1").length;
      const label = card.querySelector(".progress");
      if (label) { label.textContent = "· " + done + " of " + ids.length + " done"; label.hidden = false; }
    });
  }

  // ← and → turn pages only when nothing under focus or under the pointer can use them: a code
  // block, table or zoomed figure that scrolls sideways, a tab list, a text field.
  function scrollsSideways(element) {
    for (let node = element; node && node !== document.body && node.nodeType === 1; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if ((overflow === "auto" || overflow === "scroll") && node.scrollWidth > node.clientWidth + 1) return true;
    }
    return false;
  }

  function setupKeyboard() {
    let pointed = null;
    document.addEventListener("mouseover", (event) => { pointed = event.target; });
    document.addEventListener("mouseleave", () => { pointed = null; });
    document.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (target && target.closest && target.closest("[role=tablist], [role=radiogroup]")) return;
      if (scrollsSideways(target) || scrollsSideways(pointed)) return;
      const link = event.key === "ArrowLeft" ? document.querySelector(".pager-prev")
        : event.key === "ArrowRight" ? document.querySelector(".pager-next") : null;
      if (link) window.location.href = link.href;
    });
  }

  function setupLiveReload() {
    if (!/^https?:$/.test(location.protocol) || !window.EventSource) return;
    const source = new EventSource("/__layoutbook/events");
    const scrollKey = "scroll." + location.pathname;
    source.addEventListener("reload", () => {
      const overlay = document.getElementById("layoutbook-errors");
      if (overlay) overlay.remove();
      sessionStorage.setItem(scrollKey, String(window.scrollY));
      location.reload();
    });
    source.addEventListener("failed", (event) => showBuildErrors(event.data));
    source.onerror = () => { /* the server restarts: EventSource reconnects by itself */ };
    const saved = sessionStorage.getItem(scrollKey);
    if (saved !== null) { sessionStorage.removeItem(scrollKey); window.scrollTo(0, Number(saved)); }
  }

  function showBuildErrors(text) {
    let overlay = document.getElementById("layoutbook-errors");
    if (!overlay) {
      overlay = document.createElement("div");
      overlay.id = "layoutbook-errors";
      overlay.setAttribute("role", "alert");
      overlay.style.cssText = "position:fixed;inset:auto 1rem 1rem 1rem;max-height:50vh;overflow:auto;z-index:100;" +
        "background:#2b1414;color:#ffd7d5;border:2px solid #ff7b72;border-radius:8px;padding:1rem;font:13px/1.5 monospace;white-space:pre-wrap";
      document.body.appendChild(overlay);
    }
    overlay.textContent = "";
    const close = document.createElement("button");
    close.type = "button"; close.className = "build-errors-close"; close.textContent = "×";
    close.setAttribute("aria-label", "Close the build errors");
    close.style.cssText = "position:sticky;top:0;float:right;background:none;border:1px solid #ff7b72;color:inherit;border-radius:4px;font:16px/1 sans-serif;padding:2px 8px;cursor:pointer";
    close.addEventListener("click", () => overlay.remove());
    const message = document.createElement("div");
    message.textContent = "Build failed — still showing the last good version.\n\n" + text;
    overlay.append(close, message);
  }

  // Search: every word must occur; results whose title holds the words come first. Each shows
  // where the word occurs; eight at first, then "all N results". ↑ ↓ move through them, Enter
  // opens one, and the page it opens highlights the words (`?highlight=`).
  function setupSearch() {
    const input = document.querySelector(".search-input");
    const list = document.querySelector(".search-results");
    const index = window.LAYOUTBOOK_SEARCH || [];
    if (!input || !list) return;
    const root = (document.querySelector("link[rel=stylesheet]").getAttribute("href") || "").replace(/assets\/style\.css$/, "");
    const haystacks = index.map((e) => ({ entry: e, title: (e.s + " " + e.t).toLowerCase(), all: (e.s + " " + e.t + " " + e.x + " " + e.c).toLowerCase() }));
    const shown = 8;
    let showAll = false;
    const context = (text, words) => {
      const lower = text.toLowerCase();
      const at = words.map((w) => lower.indexOf(w)).filter((i) => i >= 0).sort((a, b) => a - b)[0];
      if (at === undefined) return null;
      const from = Math.max(0, at - 40);
      const excerpt = (from > 0 ? "…" : "") + text.slice(from, from + 110) + (from + 110 < text.length ? "…" : "");
      const span = document.createElement("span");
      span.className = "search-context";
      const pattern = new RegExp("(" + words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|") + ")", "ig");
      excerpt.split(pattern).forEach((part, i) => {
        if (i % 2 === 1) { const mark = document.createElement("mark"); mark.textContent = part; span.appendChild(mark); }
        else span.appendChild(document.createTextNode(part));
      });
      return span;
    };
    const withHighlight = (href, words) => {
      const [path, hash] = href.split("#");
      const joiner = path.includes("?") ? "&" : "?";
      return path + joiner + "highlight=" + encodeURIComponent(words.join(" ")) + (hash ? "#" + hash : "");
    };
    const render = () => {
      const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      list.textContent = "";
      if (words.length === 0) { list.hidden = true; input.setAttribute("aria-expanded", "false"); return; }
      const hits = haystacks.filter((h) => words.every((w) => h.all.includes(w)))
        .map((h) => ({ h, score: words.filter((w) => h.title.includes(w)).length }))
        .sort((a, b) => b.score - a.score);
      if (hits.length === 0) {
        const li = document.createElement("li"); li.className = "search-empty"; li.textContent = "No step mentions that."; list.appendChild(li);
      }
      hits.slice(0, showAll ? hits.length : shown).forEach(({ h }) => {
        const li = document.createElement("li");
        const a = document.createElement("a");
        a.href = withHighlight(root + h.entry.u, words);
        const strong = document.createElement("strong"); strong.textContent = h.entry.t || h.entry.s;
        const small = document.createElement("small"); small.textContent = h.entry.t ? h.entry.s : "Introduction";
        a.append(strong, small);
        const excerpt = context(h.entry.x, words);
        if (excerpt) a.appendChild(excerpt);
        li.appendChild(a); list.appendChild(li);
      });
      if (!showAll && hits.length > shown) {
        const li = document.createElement("li");
        const more = document.createElement("button");
        more.type = "button"; more.className = "search-more"; more.textContent = "Show all " + hits.length + " results";
        more.addEventListener("click", () => { showAll = true; render(); const links = list.querySelectorAll("a"); if (links[shown]) links[shown].focus(); });
        li.appendChild(more); list.appendChild(li);
      }
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
    };
    const items = () => Array.from(list.querySelectorAll("a, .search-more"));
    input.addEventListener("input", () => { showAll = false; render(); });
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") { const first = list.querySelector("a"); if (first) window.location.href = first.href; }
      if (event.key === "Escape") { input.value = ""; render(); input.blur(); }
      if (event.key === "ArrowDown") { const first = items()[0]; if (first) { event.preventDefault(); first.focus(); } }
    });
    list.addEventListener("keydown", (event) => {
      const all = items();
      const at = all.indexOf(document.activeElement);
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault(); event.stopPropagation();
        const next = at + (event.key === "ArrowDown" ? 1 : -1);
        if (next < 0) input.focus(); else if (next < all.length) all[next].focus();
      }
      if (event.key === "Escape") { input.focus(); list.hidden = true; }
    });
    document.addEventListener("keydown", (event) => {
      if (event.key === "/" && document.activeElement !== input && !/^(INPUT|TEXTAREA)$/.test(document.activeElement.tagName)) {
        event.preventDefault(); input.focus();
      }
    });
    document.addEventListener("click", (event) => { if (!event.target.closest(".search")) list.hidden = true; });
    highlightArrival();
  }

  // The words a search result was opened for, marked in the step it leads to (or the page).
  function highlightArrival() {
    const words = (new URLSearchParams(location.search).get("highlight") || "").toLowerCase().split(/\s+/).filter((w) => w.length > 1);
    if (words.length === 0) return;
    const scope = (location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))) || document.querySelector("main");
    if (!scope) return;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => node.parentElement.closest("svg, script, style, .search, mark") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    const nodes = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    const pattern = new RegExp("(" + words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|") + ")", "ig");
    nodes.forEach((node) => {
      const parts = node.textContent.split(pattern);
      if (parts.length < 2) return;
      const fragment = document.createDocumentFragment();
      parts.forEach((part, i) => {
        if (i % 2 === 1) { const mark = document.createElement("mark"); mark.className = "search-hit"; mark.textContent = part; fragment.appendChild(mark); }
        else if (part) fragment.appendChild(document.createTextNode(part));
      });
      node.replaceWith(fragment);
    });
  }

  document.addEventListener("DOMContentLoaded", () => {
    setupSearch(); setupTheme(); setupSidebar(); setupCopyButtons(); setupFolds(); setupFigures(); setupHints(); setupGroups(); setupCheats(); setupOnionSkins(); setupPrinting(); setupReadingPlace(); setupProgress(); setupKeyboard(); setupLiveReload();
  });
})();
