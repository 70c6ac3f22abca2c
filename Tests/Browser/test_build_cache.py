"""The build cache end to end: a second `layoutbook build` of the unchanged bundled course, whose
figures and pages come from the cache, writes the same site byte for byte as the first, and an
edit to one session changes that session's page and no other."""
import filecmp
import os
import shutil
import subprocess
from pathlib import Path

from conftest import BINARY, REPO


def build(root, cache):
    result = subprocess.run([str(BINARY), "build", str(root)], capture_output=True, text=True,
                            env=dict(os.environ, XDG_CACHE_HOME=str(cache)))
    assert result.returncode == 0, result.stdout + result.stderr
    return root / "Output"


def site_files(folder):
    # The marker names the build that wrote it; everything else must be the same.
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() and p.name != ".layoutbook-site")


def test_a_cached_build_writes_the_same_site_and_an_edit_changes_only_its_page(tmp_path):
    root = tmp_path / "course"
    shutil.copytree(REPO / "Content", root / "Content")
    shutil.copytree(REPO / "Templates", root / "Templates")
    cache = tmp_path / "cache"
    first = tmp_path / "first"
    shutil.copytree(build(root, cache), first)
    entries = list(cache.rglob("*.json")) + list(cache.rglob("*.html"))
    assert len(entries) >= 2 * len(list((root / "Content").glob("*.md"))), "figures and a page of each session are cached"

    second = build(root, cache)
    files = site_files(first)
    assert files == site_files(second)
    _, mismatch, errors = filecmp.cmpfiles(first, second, files, shallow=False)
    assert not mismatch and not errors, mismatch + errors

    session = root / "Content" / "03-product-card.md"
    session.write_text(session.read_text() + "\nOne more closing line.\n")
    third = build(root, cache)
    _, changed, _ = filecmp.cmpfiles(first, third, [f for f in files if f.endswith(".html")], shallow=False)
    assert changed == ["03-product-card.html"], changed
