#!/usr/bin/env python3
"""Runs whole Swift files of real projects through `layoutbook test`, unedited, and reports the share
that lays out and the causes of the rest.

    python3 scripts/run_corpus.py LAYOUTBOOK CORPUS [--only PROJECT] [--json OUT]

CORPUS holds one folder per project (any layout inside). Every file that imports AsyncDisplayKit or
Texture becomes the one figure snippet of a throw-away course whose `course.yml` names the project's
other Swift files in `sources:`, as an author loads an app's folder: Layoutbook takes them as far as
they check (a declaration that uses a library it does not stand in for is left out, with a warning).
Interface Builder files are copied into Content/Sources/, where code finds them by name, and the
project's asset catalogs (`.xcassets`) and strings tables (`*.lproj/*.strings`) are named in
`sources:` too. The corpus
stays outside the repository; only this script and the numbers it prints are kept.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

TEXTURE_IMPORT = re.compile(r"^\s*(@testable\s+)?import\s+(AsyncDisplayKit|Texture)\b", re.M)
# A file that builds a layout declares a node, view or view-controller class, or makes a layout spec.
DRAWS = re.compile(r"^\s*(open\s+|public\s+|final\s+|private\s+|fileprivate\s+|internal\s+)*class\s+\w+\s*(<[^>]*>)?\s*:\s*(AS\w*(Node|Controller)\b|UI\w*(View|ViewController|Cell)\b)|layoutSpecThatFits|LayoutSpec\(", re.M)
# A UIKit file worth drawing declares a view or view controller (with --uikit).
UIKIT_VIEW = re.compile(r"^\s*(final\s+)?class\s+\w+\s*:\s*(UIView|UIViewController|UITableViewCell|UICollectionViewCell|UIControl)\b", re.M)
LOCATION = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning|note): (?P<message>.*)$", re.M)


def swift_files(folder, extension=".swift"):
    for base, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in ("Pods", "Carthage", "build"))
        for name in sorted(files):
            if name.endswith(extension):
                yield os.path.join(base, name)


def read(path):
    with open(path, encoding="utf-8", errors="replace") as handle:
        return handle.read()


def app_resources(folder):
    """The project's asset catalogs (`Assets.xcassets`) and strings tables (`en.lproj/*.strings`),
    which `sources:` names as an author would."""
    found = []
    for base, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in ("Pods", "Carthage", "build"))
        found += [os.path.join(base, d) for d in dirs if d.endswith(".xcassets")]
        if base.endswith(".lproj"):
            found += [os.path.join(base, f) for f in sorted(files) if f.endswith(".strings")]
        dirs[:] = [d for d in dirs if not d.endswith(".xcassets")]
    return sorted(found)


def checking_sources(layoutbook, others, attempts=250, nibs=(), catalogs=()):
    """The project's files that check as Sources, found once per project with a trivial snippet."""
    probe = tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False)
    probe.write("ASDisplayNode()\n")
    probe.close()
    try:
        _, _, used, _ = run_one(layoutbook, probe.name, others, attempts, nibs, catalogs)
        return used
    finally:
        os.unlink(probe.name)


def make_course(folder, target, sources, nibs=(), catalogs=()):
    content = os.path.join(folder, "Content")
    os.makedirs(os.path.join(content, "Sources"))
    for nib in nibs:
        # Interface Builder files keep their names: code loads them by name (`UINib(nibName:)`).
        shutil.copyfile(nib, os.path.join(content, "Sources", os.path.basename(nib)))
    with open(os.path.join(content, "course.yml"), "w") as handle:
        handle.write("title: Corpus\nsessions: [a.md]\nsources:\n")
        for source in list(sources) + list(catalogs):
            handle.write("  - %s\n" % json.dumps(os.path.abspath(source)))
    code = read(target)
    fence = "`" * max(4, max((len(m) for m in re.findall(r"`+", code)), default=0) + 1)
    with open(os.path.join(content, "a.md"), "w") as handle:
        handle.write("---\ntitle: A\n---\n\n# A\n\n%sswift diagram\n%s\n%s\n" % (fence, code.rstrip("\n"), fence))


def run_one(layoutbook, target, others, attempts=30, nibs=(), catalogs=()):
    """Returns (passed, first error message, sources used, output)."""
    sources = list(others)
    output = ""
    for _ in range(attempts):
        folder = tempfile.mkdtemp(prefix="corpus-")
        try:
            make_course(folder, target, sources, nibs, catalogs)
            result = subprocess.run([layoutbook, "test", folder], capture_output=True, text=True, timeout=120)
            output = result.stdout + result.stderr
        except subprocess.TimeoutExpired:
            return False, "timeout", sources, output
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        errors = [m for m in LOCATION.finditer(output) if m.group("severity") == "error"]
        if result.returncode == 0:
            return True, None, sources, output
        # Only a file Layoutbook cannot read is dropped and tried again: an error the code itself
        # raises in a source file (a failing assertion) is the file's cause, reported as such.
        in_sources = [m for m in errors if os.path.abspath(m.group("file")) in sources
                      and re.search(r"not UTF-8|cannot read", m.group("message"))]
        if not in_sources:
            message = errors[0].group("message") if errors else (output.strip().splitlines() or ["no output"])[-1]
            return False, message, sources, output
        # An app file Layoutbook could not take even in part (it does not read as UTF-8): leave it out.
        bad = {os.path.abspath(m.group("file")) for m in in_sources}
        sources = [source for source in sources if os.path.abspath(source) not in bad]
    return False, "sources never checked", sources, output


def cause(message):
    """A short name for a failure, for the table of causes."""
    if message is None:
        return "passed"
    rules = [
        (r"cannot find '(RxSwift|RxCocoa|Kingfisher|SnapKit|IGListKit|Alamofire|Then|RxTexture|PINRemoteImage)", "third-party library"),
        (r"nothing to lay out", "nothing to lay out"),
        (r"has been renamed|has been replaced", "old Swift spelling"),
        (r"cannot find '(\w+)' in scope", r"unknown name \1"),
        (r"has no member '(\w+)'", r"unknown member \1"),
        (r"not supported", "not supported"),
        (r"incorrect argument label|extra argument|missing argument", "argument labels"),
    ]
    for pattern, name in rules:
        match = re.search(pattern, message)
        if match:
            return match.expand(name)
    return message[:70]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("layoutbook")
    parser.add_argument("corpus")
    parser.add_argument("--only")
    parser.add_argument("--json")
    parser.add_argument("--per-project", type=int, help="at most N files a project, evenly spaced")
    parser.add_argument("--uikit", action="store_true", help="also UIKit files that declare a view or view controller")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="runs at once (default: one per core)")
    args = parser.parse_args()
    results = []
    for project in sorted(os.listdir(args.corpus)):
        folder = os.path.join(args.corpus, project)
        if not os.path.isdir(folder) or (args.only and args.only != project):
            continue
        files = list(swift_files(folder))
        nibs = list(swift_files(folder, ".xib"))
        targets = [f for f in files if TEXTURE_IMPORT.search(read(f)) or (args.uikit and UIKIT_VIEW.search(read(f)))]
        if args.per_project and len(targets) > args.per_project:
            step = len(targets) / args.per_project
            targets = [targets[int(i * step)] for i in range(args.per_project)]
        catalogs = app_resources(folder)
        usable = checking_sources(args.layoutbook, files, nibs=nibs, catalogs=catalogs)

        def attempt(target):
            others = [f for f in usable if f != target]
            return target, others, run_one(args.layoutbook, target, others, nibs=nibs, catalogs=catalogs)

        # One run per core: each is a separate `layoutbook test` process.
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for target, others, (passed, message, used, output) in pool.map(attempt, targets):
                results.append({"project": project, "file": os.path.relpath(target, folder), "passed": passed,
                                "message": message, "cause": cause(message), "sources": len(used), "of": len(others),
                                "draws": bool(DRAWS.search(read(target))),
                                "warnings": [m.group("message") for m in LOCATION.finditer(output) if m.group("severity") == "warning"]})
                print("%s %s/%s%s" % ("ok  " if passed else "FAIL", project, os.path.relpath(target, folder),
                                      "" if passed else "\n       " + (message or "")), flush=True)
    passed = sum(r["passed"] for r in results)
    print("\n%d of %d files lay out unedited (%.0f%%)" % (passed, len(results), 100.0 * passed / max(1, len(results))))
    drawing = [r for r in results if r["draws"]]
    drawn = sum(r["passed"] for r in drawing)
    print("%d of the %d that build a layout (declare a node, view or view controller, or make a spec) (%.0f%%)"
          % (drawn, len(drawing), 100.0 * drawn / max(1, len(drawing))))
    for name, count in collections.Counter(r["cause"] for r in results if not r["passed"]).most_common():
        print("%4d  %s" % (count, name))
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(results, handle, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
