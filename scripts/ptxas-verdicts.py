#!/usr/bin/env python3
"""Regenerates ptxas's verdicts in tests/data/ptx/ptxas/*.snippets.

Each record of a .snippets file is

    @ TARGET FRAME [ptx=X.Y] [fault=CLASS]
    snippet text (one or more lines, verbatim; blank and '#' lines are not
    part of it)
    = accepted          or          = refused | line N: ptxas's first error

The snippet goes into FRAME of frames.ptx (the same file the test reads), with
.version X.Y (8.0 unless given) and .target TARGET, and ptxas (CUDA 13) runs on
it with -arch=TARGET (sm_75 for targets below sm_75, which ptxas 13 no longer
compiles for but still reads). This script rewrites every "=" line with what
ptxas said; the rest of the file is kept as written. fault=CLASS names the
fault of a snippet meant to be invalid: the test checks our message against
the words of that class.

    scripts/ptxas-verdicts.py [--ptxas PATH] [--check] [FILE.snippets ...]

--check writes nothing and exits 1 when a recorded verdict differs from
ptxas's. Without files, every tests/data/ptx/ptxas/*.snippets is done.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "tests", "data", "ptx", "ptxas")
OLDEST_ARCH = 75  # the oldest -arch ptxas 13 compiles for


def read_frames(path):
    frames, name, lines = {}, None, []
    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            m = re.match(r"^//## frame (\w+)$", line)
            if m:
                if name:
                    frames[name] = "\n".join(lines).rstrip("\n") + "\n"
                name, lines = m.group(1), []
            elif name:
                lines.append(line)
    if name:
        frames[name] = "\n".join(lines).rstrip("\n") + "\n"
    return frames


class Record:
    def __init__(self, path, line, header):
        self.path, self.line = path, line
        fields = header.split()
        self.target, self.frame = fields[1], fields[2]
        self.options = dict(f.split("=", 1) for f in fields[3:])
        self.body = []
        self.verdict = None  # the "= ..." line as recorded, without "= "
        self.verdict_index = None


def parse(path):
    """The records of one file, and its lines."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    records, current = [], None
    for index, line in enumerate(lines):
        if line.startswith("@ "):
            current = Record(path, index + 1, line)
            records.append(current)
        elif current is not None and line.startswith("="):
            current.verdict = line[1:].strip()
            current.verdict_index = index
            current = None
        elif current is not None and line.strip() and not line.startswith("#"):
            current.body.append(line)
            current.last_index = index
        elif line.strip() and not line.startswith("#"):
            sys.exit(f"{path}:{index + 1}: a line outside a record: {line!r}")
    for r in records:
        if not r.body:
            sys.exit(f"{path}:{r.line}: a record without a snippet")
    return records, lines


def framed(frames, record):
    text = frames[record.frame]
    text = text.replace("{ptx}", record.options.get("ptx", "8.0"))
    text = text.replace("{target}", record.target)
    return text.replace("{snippet}", "\n".join(record.body))


def arch(target):
    m = re.match(r"^sm_(\d+)", target)
    number = int(m.group(1)) if m else 90
    # The target itself from sm_75 on, its `a` or `f` suffix kept (sm_90a, sm_100f).
    return target if m and number >= OLDEST_ARCH else f"sm_{max(number, OLDEST_ARCH)}"


def first_error(output, path):
    for line in output.splitlines():
        m = re.match(r"^ptxas \S+, line (\d+); (?:error|fatal)\s*:\s*(.*)$", line)
        if m:
            return f"line {m.group(1)}: {m.group(2).replace(path, 'test.ptx')}"
    for line in output.splitlines():
        m = re.match(r"^ptxas (error|fatal)\s*:\s*(.*)$", line)
        if m and "assembly aborted" not in line:
            return f"{m.group(1)}: {m.group(2).replace(path, 'test.ptx')}"
    return output.strip().splitlines()[0] if output.strip() else "(no message)"


def verdict(ptxas, frames, record):
    with tempfile.NamedTemporaryFile("w", suffix=".ptx", delete=False) as f:
        f.write(framed(frames, record))
        path = f.name
    try:
        run = subprocess.run([ptxas, f"-arch={arch(record.target)}", path, "-o", os.devnull],
                             capture_output=True, text=True)
    finally:
        os.unlink(path)
    if run.returncode == 0:
        return "accepted"
    return "refused | " + first_error(run.stdout + run.stderr, path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ptxas", default="/usr/local/cuda/bin/ptxas")
    parser.add_argument("--check", action="store_true")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    files = args.files or sorted(
        os.path.join(DATA, f) for f in os.listdir(DATA) if f.endswith(".snippets"))
    frames = read_frames(os.path.join(DATA, "frames.ptx"))
    version = subprocess.run([args.ptxas, "--version"], capture_output=True, text=True).stdout
    print(version.strip().splitlines()[-1])

    parsed = [(path, *parse(path)) for path in files]
    records = [r for _, rs, _ in parsed for r in rs]
    for r in records:
        if r.frame not in frames:
            sys.exit(f"{r.path}:{r.line}: no frame '{r.frame}' in frames.ptx")
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        verdicts = list(pool.map(lambda r: verdict(args.ptxas, frames, r), records))

    changed = 0
    for r, v in zip(records, verdicts):
        if r.verdict != v:
            changed += 1
            if args.check:
                print(f"{r.path}:{r.line}: recorded '{r.verdict}', ptxas says '{v}'")
        r.new_verdict = v
        where = f"{os.path.relpath(r.path, ROOT)}:{r.line}"
        if v == "accepted" and "fault" in r.options:
            print(f"{where}: note: fault={r.options['fault']} but ptxas accepts it")
        if v != "accepted" and "fault" not in r.options:
            print(f"{where}: note: refused ({v}) but the record names no fault")
    if not args.check:
        for path, rs, lines in parsed:
            out, inserts = list(lines), {}
            for r in rs:
                if r.verdict_index is not None:
                    out[r.verdict_index] = "= " + r.new_verdict
                else:
                    inserts[r.last_index + 1] = "= " + r.new_verdict
            for index in sorted(inserts, reverse=True):
                out.insert(index, inserts[index])
            # Written beside and renamed over: a test reading the file
            # meanwhile sees the old records or the new, never half of them.
            with open(path + ".tmp", "w", encoding="utf-8") as f:
                f.write("\n".join(out))
            os.replace(path + ".tmp", path)
    accepted = sum(v == "accepted" for v in verdicts)
    print(f"{len(records)} snippets: {accepted} accepted, {len(records) - accepted} refused; "
          f"{changed} verdicts {'differ' if args.check else 'changed'}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
