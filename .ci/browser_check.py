#!/usr/bin/env python3
"""Checks the built DocC site and every mermaid diagram in a real browser (headless Chromium).

    python3 .ci/browser_check.py SITE MERMAID_JS OUT

SITE is the site `.ci/docs` built, MERMAID_JS the pinned mermaid.min.js, OUT a folder for
the screenshots and the dumped pages. The site is served on 127.0.0.1 from this process
(so nothing is left running), each page is loaded in Chromium, which runs DocC's JavaScript
renderer, and the rendered DOM must show what the catalog says: the landing page, the
tutorials overview, and in every tutorial its title, its first step's text, its first
code pane's first line and its first quiz question. Then every ```mermaid block of
README.md and Lessons/**/*.md is parsed and rendered by the real mermaid library in the
same browser; a block that fails is named by file and line. Exits 1 on any failure, listing each.
"""

import concurrent.futures
import functools
import html
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "Sources" / "DelegationLab.docc"
BUDGET_MS = "20000"  # virtual time: the page's timers and fetches run until it is idle


def browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("browser check: no Chromium found; install it with: apt-get install -y chromium")


def chromium(url, *args):
    """Runs headless Chromium on one URL in its own throwaway profile; returns its stdout."""
    with tempfile.TemporaryDirectory(prefix="delegationlab-chromium-") as profile:
        command = [
            browser(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--hide-scrollbars", f"--user-data-dir={profile}",
            f"--virtual-time-budget={BUDGET_MS}", *args, url,
        ]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
        return done.stdout


def text_of(dom):
    """The visible text of a dumped DOM, with every run of whitespace removed.

    Whitespace is dropped entirely because syntax highlighting splits a code line into
    spans; comparing without it checks the characters the reader sees."""
    dom = re.sub(r"<(script|style)\b.*?</\1>", "", dom, flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", dom))
    # The renderer prints typographic quotes where the source has straight ones.
    text = text.translate(str.maketrans({"\u201c": '"', "\u201d": '"', "\u2018": "'", "\u2019": "'"}))
    return re.sub(r"\s+", "", text)


def squeeze(text):
    return re.sub(r"\s+", "", text.replace("`", "").replace("**", ""))


class Site(http.server.SimpleHTTPRequestHandler):
    """Serves the site, and the mermaid check page under /_check/."""

    def __init__(self, *args, site, check, **kwargs):
        self.check = check
        super().__init__(*args, directory=site, **kwargs)

    def translate_path(self, path):
        if path.startswith("/_check/"):
            return str(Path(self.check) / path[len("/_check/"):].split("?")[0].split("#")[0])
        return super().translate_path(path)

    def log_message(self, *args):
        pass


def tutorial_expectations():
    """What each tutorial page must show, read from the catalog.

    For each tutorial: its name, its title, its first step's first words, its first code
    pane's first line, and its first assessment question's first words."""
    found = []
    for path in sorted((CATALOG / "Tutorials").glob("*.tutorial")):
        text = path.read_text()
        if text.lstrip().startswith("@Tutorials"):
            continue
        title = re.search(r'@Intro\(title: "(.*)"\)', text).group(1)
        step = re.search(r"@Step \{\n((?:.+\n)+)", text).group(1)
        first_words = " ".join(step.split()[:8])
        code_file = re.search(r'@Code\(name: "[^"]*", file: "([^"]+)"\)', text).group(1)
        code = (CATALOG / "Resources" / "Code" / code_file).read_text()
        first_line = next(line for line in code.splitlines() if line.strip())
        question = re.search(r"@MultipleChoice \{\n\s*(.+)\n", text).group(1)
        found.append((path.stem, title, first_words, first_line, " ".join(question.split()[:8])))
    return found


def mermaid_blocks():
    """Every ```mermaid block of the README and the lessons: (file, line of the fence, code)."""
    pages = [ROOT / "README.md"] + sorted((ROOT / "Lessons").rglob("*.md"))
    blocks = []
    for page in pages:
        lines = page.read_text().splitlines()
        index = 0
        while index < len(lines):
            if lines[index].strip() == "```mermaid":
                end = index + 1
                while end < len(lines) and lines[end].strip() != "```":
                    end += 1
                blocks.append((str(page.relative_to(ROOT)), index + 1, "\n".join(lines[index + 1:end])))
                index = end
            index += 1
    return blocks


MERMAID_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>mermaid check</title>
<style>body { font-family: sans-serif; margin: 24px; } h2 { font-size: 15px; color: #555; }</style>
<script src="mermaid.min.js"></script></head>
<body><pre id="results">pending</pre>
<script>
const blocks = %s;
const only = new URLSearchParams(location.search).get("only");
mermaid.initialize({ startOnLoad: false, securityLevel: "strict", theme: "default" });
(async () => {
  const results = [];
  for (const [index, block] of blocks.entries()) {
    if (only !== null && Number(only) !== index) continue;
    try {
      await mermaid.parse(block.code);
      const { svg } = await mermaid.render("diagram" + index, block.code);
      const figure = document.createElement("div");
      figure.innerHTML = "<h2>" + block.file + ":" + block.line + "</h2>" + svg;
      document.body.appendChild(figure);
      results.push({ index, ok: svg.includes("<svg") && !svg.includes("Syntax error") });
    } catch (error) {
      results.push({ index, ok: false, error: String(error && error.message || error).slice(0, 300) });
    }
  }
  const out = document.getElementById("results");
  out.textContent = "RESULTS" + JSON.stringify(results) + "END";
  if (only !== null) out.style.display = "none";
})();
</script></body></html>
"""


def main():
    site, mermaid_js, out = (Path(arg).resolve() for arg in sys.argv[1:4])
    out.mkdir(parents=True, exist_ok=True)
    check = out / "check"
    check.mkdir(exist_ok=True)
    shutil.copy(mermaid_js, check / "mermaid.min.js")
    blocks = mermaid_blocks()
    payload = [{"file": f, "line": line, "code": code} for f, line, code in blocks]
    (check / "mermaid.html").write_text(MERMAID_PAGE % json.dumps(payload).replace("</", "<\\/"))

    handler = functools.partial(Site, site=str(site), check=str(check))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    failures = []

    tutorials = tutorial_expectations()
    pages = {
        "landing page": ("/documentation/delegationlab",
                         ["DelegationLab", "Libraries for your own code", "StageKit", "LeakCheck"]),
        "tutorials overview": ("/tutorials/delegationlab",
                               ["How one object tells another that something happened"] + [t[1] for t in tutorials]),
        "a library's reference page": ("/documentation/stagekit", ["StageKit", "ViewController", "NavigationController"]),
    }
    for name, title, step, code, question in tutorials:
        pages[f"tutorial {name}"] = (f"/tutorials/delegationlab/{name}", [title, step, code, question])

    def visit(item):
        label, (path, expected) = item
        dom = chromium(base + path, "--dump-dom")
        (out / (re.sub(r"[^a-z0-9]+", "-", label.lower()) + ".html")).write_text(dom)
        seen = text_of(dom)
        # Prose is compared without its Markdown marks; code keeps its backticks.
        missing = [e for e in expected if squeeze(e) not in seen and re.sub(r"\s+", "", e) not in seen]
        return label, path, expected, missing

    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
        for label, path, expected, missing in pool.map(visit, pages.items()):
            if missing:
                failures.append(f"{label} ({path}) does not show: " + "; ".join(repr(m) for m in missing))
            else:
                print(f"  ok  {label}: " + " | ".join(e[:60] for e in expected))

    # The mermaid diagrams, all in one page of the same browser.
    dom = chromium(base + "/_check/mermaid.html", "--dump-dom")
    match = re.search(r"RESULTS(.*?)END", html.unescape(dom), flags=re.S)
    if not match:
        failures.append("the mermaid check page did not finish (is mermaid.min.js loadable?)")
    else:
        results = json.loads(match.group(1))
        for result in results:
            file, line, _ = blocks[result["index"]]
            if result["ok"]:
                continue
            failures.append(f"{file}:{line}: the mermaid block does not render: {result.get('error', 'no SVG')}")
        print(f"  ok  {sum(r['ok'] for r in results)} of {len(blocks)} mermaid blocks parse and render")

    # One screenshot of a tutorial's steps and one of a rendered diagram, for the record.
    first = tutorials[0][0]
    chromium(f"{base}/tutorials/delegationlab/{first}#The-code", f"--screenshot={out / 'tutorial-step.png'}",
             "--window-size=1280,1400")
    chromium(f"{base}/_check/mermaid.html?only=0", f"--screenshot={out / 'diagram.png'}",
             "--window-size=1100,900")
    for shot in ("tutorial-step.png", "diagram.png"):
        if not (out / shot).is_file() or (out / shot).stat().st_size < 10_000:
            failures.append(f"the screenshot {shot} was not taken")
    print(f"  screenshots: {out / 'tutorial-step.png'}, {out / 'diagram.png'}")
    server.shutdown()

    if failures:
        print("\nbrowser check failed:", file=sys.stderr)
        for failure in failures:
            print("  " + failure, file=sys.stderr)
        return 1
    print(f"browser check: {len(pages)} pages and {len(blocks)} diagrams rendered as expected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
