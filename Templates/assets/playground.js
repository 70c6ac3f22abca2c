// Layoutbook's playground: "Edit" turns a snippet's code into a code editor (CodeMirror 5, from
// Debian's libjs-codemirror), every pause in typing runs the edit on the playground server, and
// the figure, its "Layout as text" and the diagnostics are redrawn in place. An exercise's starter
// also gets "Check", which compares the learner's layout with the target, node by node.
(() => {
  "use strict";
  const meta = document.querySelector('meta[name="layoutbook-playground"]');
  if (!meta || typeof CodeMirror === "undefined") return;
  // "" is the server that serves the page (layoutbook serve); otherwise the playground's own URL.
  const base = new URL(meta.content || "/", location.href);
  const api = (path) => new URL("api/" + path, base.href.endsWith("/") ? base : base.href + "/");
  // Short enough that a redrawn figure follows a keystroke within 150 ms, long enough that a word
  // typed at speed runs once.
  const pause = 90;

  // Swift columns count UTF-8 bytes; the editor counts UTF-16 units.
  function editorColumn(text, byteColumn) {
    let bytes = 0, index = 0;
    for (const character of text) {
      if (bytes >= byteColumn - 1) break;
      bytes += new TextEncoder().encode(character).length;
      index += character.length;
    }
    return index;
  }

  function originalCode(block) {
    return Array.from(block.querySelectorAll(".line .lc")).map((line) => line.textContent).join("\n");
  }

  function element(tag, className, text) {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  }

  function setup(snippet) {
    const block = snippet.querySelector(".code");
    const button = block && block.querySelector(".edit-button");
    // A `fails=` snippet has no figure until the learner's fix runs: one is made then.
    let figure = snippet.querySelector(".figure");
    const madeFigure = !figure;
    if (!button) return;
    const exercise = snippet.closest(".exercise-starter") && snippet.closest(".exercise");
    const id = block.dataset.snippet;
    const saved = {
      code: originalCode(block),
      variants: figure ? Array.from(figure.querySelectorAll(".figure-variant")).map((v) => v.innerHTML) : [],
      outlines: figure ? Array.from(figure.querySelectorAll(".figure-variant-text")).map((t) => t.textContent) : [],
    };

    function makeFigure() {
      figure = element("div", "figure");
      const canvas = element("div", "figure-canvas");
      const variant = element("div", "figure-variant");
      variant.dataset.variant = "0";
      canvas.appendChild(variant);
      figure.appendChild(canvas);
      const outline = element("details", "figure-outline");
      outline.appendChild(element("summary", "", "Layout as text"));
      const text = element("pre", "figure-variant-text");
      text.dataset.variant = "0";
      text.tabIndex = 0;
      outline.appendChild(text);
      figure.appendChild(outline);
      snippet.querySelector(".snippet-code").after(figure);
    }
    // A run and a check are cancelled apart: a run that starts while a check is answered (the
    // pause after typing ends) must not abort the check.
    let editor = null, timer = 0, sequence = 0, marks = [], widgets = [];
    const controllers = { run: null, check: null };
    let panel, status, list, checkButton, result;

    function request(extra) {
      return JSON.stringify(Object.assign({ code: editor.getValue(), session: document.body.dataset.session, snippet: id }, extra || {}));
    }

    function clearDiagnostics() {
      marks.forEach((mark) => mark.clear());
      widgets.forEach((widget) => widget.clear());
      for (let line = 0; line < editor.lineCount(); line++) editor.removeLineClass(line, "background", "lb-line-error");
      marks = []; widgets = [];
      list.replaceChildren();
    }

    function showDiagnostics(diagnostics) {
      clearDiagnostics();
      diagnostics.forEach((diagnostic) => {
        const where = diagnostic.file ? diagnostic.file + ":" + diagnostic.line + ": " : "line " + diagnostic.line + ": ";
        const item = element("li", "playground-diagnostic is-" + diagnostic.severity, where + diagnostic.severity + ": " + diagnostic.message);
        list.appendChild(item);
        if (diagnostic.file || diagnostic.severity === "note") return;
        const line = Math.min(Math.max(diagnostic.line - 1, 0), editor.lineCount() - 1);
        const text = editor.getLine(line);
        const from = editorColumn(text, diagnostic.column);
        const to = Math.max(from + 1, (text.slice(from).match(/^[\w.]+/) || [""])[0].length + from);
        if (diagnostic.severity === "error") editor.addLineClass(line, "background", "lb-line-error");
        marks.push(editor.markText({ line, ch: from }, { line, ch: Math.min(to, text.length || 1) },
          { className: "lb-mark-" + diagnostic.severity, attributes: { title: diagnostic.message } }));
        // The message at its line, as Xcode shows it, below the line it is about.
        const note = element("div", "playground-line-note is-" + diagnostic.severity, diagnostic.severity + ": " + diagnostic.message);
        widgets.push(editor.addLineWidget(line, note, { coverGutter: false, noHScroll: true }));
      });
    }

    function showFigure(answer) {
      if (!figure) { makeFigure(); watchFigure(); }
      const canvases = figure.querySelectorAll(".figure-variant");
      const texts = figure.querySelectorAll(".figure-variant-text");
      answer.variants.forEach((variant, index) => {
        if (canvases[index]) canvases[index].innerHTML = variant.svg;
        if (texts[index]) texts[index].textContent = variant.outline;
      });
      figure.style.setProperty("--figure-width", answer.width + "px");
      figure.classList.remove("is-stale");
      highlightCursorLine();
    }

    // The nodes the cursor's line makes or configures are highlighted, and hovering a node marks
    // its lines in the editor: the same link the page makes between its code and its figure.
    const covers = (shape, line) => shape.dataset.lines.split(",").some((range) => {
      const [start, end] = range.split("-").map(Number);
      return line >= start && line <= (end || start);
    });
    const shapes = () => figure ? Array.from(figure.querySelectorAll(".figure-variant:not([hidden]) [data-lines]")) : [];
    function highlightCursorLine() {
      if (!editor) return;
      const line = editor.getCursor().line + 1;
      shapes().forEach((shape) => shape.classList.toggle("highlight", editor.hasFocus() && covers(shape, line)));
    }
    let hovered = [];
    function markLinesOf(shape) {
      hovered.forEach((line) => editor.removeLineClass(line, "background", "lb-line-hover"));
      hovered = [];
      if (!shape || !editor) return;
      for (let line = 0; line < editor.lineCount(); line++) {
        if (covers(shape, line + 1)) { editor.addLineClass(line, "background", "lb-line-hover"); hovered.push(line); }
      }
    }

    function watchFigure() {
      if (!figure || figure.dataset.watched) return;
      figure.dataset.watched = "1";
      figure.addEventListener("mouseover", (event) => markLinesOf(event.target.closest("[data-lines]")));
      figure.addEventListener("mouseleave", () => markLinesOf(null));
    }

    function say(text, kind) {
      status.textContent = text;
      status.className = "playground-status" + (kind ? " is-" + kind : "");
    }

    async function post(path, body) {
      if (controllers[path]) controllers[path].abort();
      const controller = new AbortController();
      controllers[path] = controller;
      const send = () => fetch(api(path), { method: "POST", headers: { "Content-Type": "application/json" }, body, signal: controller.signal });
      let response = await send();
      if (response.status === 429) {
        // Busy (a classroom typing at once) or over the rate: try once more after the pause it asks for.
        const seconds = Number(response.headers.get("Retry-After")) || 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 2) * 1000));
        response = await send();
      }
      const answer = await response.json().catch(() => ({ error: "the playground answered " + response.status }));
      if (!response.ok) throw new Error(answer.error || "the playground answered " + response.status);
      return answer;
    }

    async function run() {
      const mine = ++sequence;
      const started = performance.now();
      say("Running…");
      try {
        const answer = await post("run", request());
        if (mine !== sequence) return;
        showDiagnostics(answer.diagnostics);
        const errors = answer.diagnostics.filter((d) => d.severity === "error").length;
        if (answer.svg) {
          showFigure(answer);
          say("Laid out in " + Math.round(performance.now() - started) + " ms", "ok");
        } else {
          // The last good drawing stays, dimmed, until the code runs again.
          if (figure) figure.classList.add("is-stale");
          const count = errors === 1 ? "1 error" : errors + " errors";
          say(figure ? count + ": the figure shows the last version that ran" : count, "error");
        }
        snippet.dispatchEvent(new CustomEvent("layoutbook:redrawn", { bubbles: true, detail: { milliseconds: performance.now() - started } }));
      } catch (error) {
        if (error.name === "AbortError" || mine !== sequence) return;
        say("Not run: " + error.message, "error");
      }
    }

    async function check() {
      result.hidden = false;
      result.className = "playground-check";
      result.textContent = "Checking…";
      try {
        const answer = await post("check", request({ exercise: exercise.dataset.exercise }));
        showDiagnostics(answer.diagnostics);
        if (answer.svg) showFigure(answer);
        result.replaceChildren();
        if (answer.matches) {
          result.classList.add("is-match");
          result.textContent = "✓ Matches the target. Exercise marked done.";
          const done = exercise.querySelector(".done-checkbox");
          if (done && !done.checked) { done.checked = true; done.dispatchEvent(new Event("change")); }
        } else if (!answer.svg) {
          result.classList.add("is-mismatch");
          result.textContent = "Fix the errors first: the code does not lay out yet.";
        } else {
          result.classList.add("is-mismatch");
          result.appendChild(element("p", "", "Not yet: " + answer.differences.length + (answer.differences.length === 1 ? " node differs" : " nodes differ") + " from the target."));
          const items = element("ul");
          answer.differences.forEach((difference) => items.appendChild(element("li", "", difference)));
          result.appendChild(items);
        }
      } catch (error) {
        // Aborted by a newer check or by Reset, which hides the result: nothing to say.
        if (error.name === "AbortError") return;
        result.textContent = "Not checked: " + error.message;
      }
    }

    function reset() {
      editor.setValue(saved.code);
      clearTimeout(timer);
      sequence++;
      Object.values(controllers).forEach((pending) => pending && pending.abort());
      clearDiagnostics();
      if (madeFigure && figure) {
        figure.remove();
        figure = null;
      } else if (figure) {
        figure.querySelectorAll(".figure-variant").forEach((v, i) => { v.innerHTML = saved.variants[i]; });
        figure.querySelectorAll(".figure-variant-text").forEach((t, i) => { t.textContent = saved.outlines[i]; });
        figure.classList.remove("is-stale");
      }
      if (result) result.hidden = true;
      say("Reset to the original code");
      editor.focus();
    }

    function open() {
      const pre = block.querySelector(".code-body");
      panel = element("div", "playground");
      const host = element("div", "playground-editor");
      panel.appendChild(host);
      const bar = element("div", "playground-bar");
      const resetButton = element("button", "playground-reset", "Reset");
      resetButton.type = "button";
      resetButton.addEventListener("click", reset);
      bar.appendChild(resetButton);
      if (exercise) {
        checkButton = element("button", "playground-check-button", "Check");
        checkButton.type = "button";
        checkButton.title = "Compare this layout with the target, node by node";
        checkButton.addEventListener("click", check);
        bar.appendChild(checkButton);
      }
      status = element("span", "playground-status");
      status.setAttribute("role", "status");
      bar.appendChild(status);
      bar.appendChild(element("span", "playground-keys", "Esc then Tab leaves the editor"));
      panel.appendChild(bar);
      list = element("ul", "playground-diagnostics");
      list.setAttribute("aria-live", "polite");
      panel.appendChild(list);
      if (exercise) {
        result = element("div", "playground-check");
        result.hidden = true;
        result.setAttribute("aria-live", "polite");
        panel.appendChild(result);
      }
      pre.after(panel);
      pre.hidden = true;
      editor = CodeMirror(host, {
        value: saved.code, mode: "swift", theme: "layoutbook", lineNumbers: true, indentUnit: 4, tabSize: 4, lineWrapping: true,
        matchBrackets: true, autoCloseBrackets: true, viewportMargin: Infinity,
        screenReaderLabel: "Swift code, edited: the figure is redrawn as you type",
        extraKeys: {
          // Tab indents inside the editor; Esc hands focus to the next control, so the keyboard is never trapped.
          Esc: () => resetButton.focus(),
          // Swift is indented with spaces: Tab indents by four, Shift-Tab takes four away.
          Tab: (cm) => (cm.somethingSelected() ? cm.indentSelection("add") : cm.replaceSelection(" ".repeat(cm.getOption("indentUnit")))),
          "Shift-Tab": (cm) => cm.indentSelection("subtract"),
          "Ctrl-Enter": () => { clearTimeout(timer); run(); },
          "Cmd-Enter": () => { clearTimeout(timer); run(); },
        },
      });
      editor.on("changes", () => { clearTimeout(timer); timer = setTimeout(run, pause); });
      editor.on("cursorActivity", highlightCursorLine);
      editor.on("blur", highlightCursorLine);
      watchFigure();
      button.textContent = "Editing";
      button.disabled = true;
      block.classList.add("is-editing");
      editor.focus();
      say("Edit the code: the figure follows");
    }

    button.addEventListener("click", open);
  }

  document.addEventListener("DOMContentLoaded", () => {
    document.querySelectorAll(".snippet").forEach(setup);
  });
})();
