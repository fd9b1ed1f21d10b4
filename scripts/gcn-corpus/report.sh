#!/usr/bin/env bash
# Assembles every file of the GCN corpus with `gpuasm asm -t gcn [-m mcpu=MCPU] FILE --format elf`
# and compares the whole object (header, sections, bytes, relocations, symbols as a set) with
# llvm-mc-14's (the .expected summary beside each file). Prints per file "exact", "differs" (the first byte
# that differs) or the first refusal; then the refusals by message, and per processor
# "N of M files exact". A file refused for its HSA blocks ([hsa-code-object]) is assembled once more
# without them (.amdhsa_kernel ... .end_amdhsa_kernel, .amdgpu_metadata ... .end_amdgpu_metadata,
# .amdhsa_code_object_version), to say what else it needs: its .text exact, or different only at
# the literals llvm-mc relocates with SHT_RELA (the addend in the entry, zeros in .text), or not.
# Then each code object (.co): listed by `gpuasm dis`, the listing assembled back (--format hsaco),
# each kernel's code compared, and for GFX8/9 the listing's text with llvm-objdump-14's (.objdump).
#
#   scripts/gcn-corpus/report.sh BUILD_DIR [CORPUS_DIR]
#
# BUILD_DIR holds the gpuasm program (e.g. build/debug). Tahiti files get no -m option (gpuasm's
# default processor); the others -m mcpu=NAME. Exit status 0 whatever the fraction: this script
# measures, tests/targets/gcn/corpus_test.cpp asserts.
set -euo pipefail
BUILD=${1:?usage: report.sh BUILD_DIR [CORPUS_DIR]}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS=${2:-$ROOT/tests/data/gcn/corpus}
GPUASM=$BUILD/gpuasm
[ -x "$GPUASM" ] || GPUASM=$BUILD/tools/gpuasm/gpuasm
[ -x "$GPUASM" ] || { echo "report.sh: no gpuasm program in $BUILD" >&2; exit 2; }
exec python3 - "$GPUASM" "$CORPUS" "$ROOT/scripts/oracle" <<'PY'
import collections, os, re, subprocess, sys, tempfile

gpuasm, corpus, oracle = sys.argv[1], sys.argv[2], sys.argv[3]
sys.path.insert(0, oracle)
from gcn_clang_corpus import summarize
sys.path.insert(0, os.path.join(os.path.dirname(oracle), 'gcn-corpus'))
from expected import with_rela

error = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$')
files = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith('.s'))
histogram = collections.Counter()
per_cpu = collections.defaultdict(lambda: [0, 0])  # mcpu -> [exact, files]


def sections(lines):
    return {l.split(' ', 2)[1]: l.split(' ', 2)[2] for l in lines if l.startswith('data ')}


def without_hsa_blocks(text):
    out, until = [], None
    for line in text.split('\n'):
        t = line.strip()
        if until:
            until = None if t.startswith(until) else until
            continue
        if t.startswith('.amdhsa_kernel'):
            until = '.end_amdhsa_kernel'
        elif t.startswith('.amdgpu_metadata'):
            until = '.end_amdgpu_metadata'
        elif not t.startswith('.amdhsa_code_object_version'):
            out.append(line)
    return '\n'.join(out)


stripped = collections.Counter()


def stripped_verdict(path, mcpu, expected_lines, tmp):
    source = os.path.join(tmp, 'stripped.s')
    with open(path) as f, open(source, 'w') as out:
        out.write(without_hsa_blocks(f.read()))
    obj = os.path.join(tmp, 'stripped.o')
    command = [gpuasm, 'asm', '-t', 'gcn', source, '--format', 'elf', '-o', obj]
    if mcpu != 'tahiti':
        command[4:4] = ['-m', f'mcpu={mcpu}']
    run = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if run.returncode:
        first = next((m.group(4) for l in (run.stdout + run.stderr).split('\n')
                      for m in [error.match(l)] if m), 'refused')
        return 'refused: ' + first
    with open(obj, 'rb') as f:
        got = sections(summarize(f.read())).get('.text', '')
    want = sections(expected_lines).get('.text', '')
    if got == want:
        return '.text exact'
    relocated = set()
    for l in expected_lines:
        if l.startswith('rela .text '):
            at = int(l.split()[2], 16)
            relocated.update(range(at, at + 4))
    differ = {i // 2 for i in range(0, min(len(got), len(want)), 2) if got[i:i + 2] != want[i:i + 2]}
    if len(got) == len(want) and differ <= relocated:
        return '.text differs only at relocated literals (SHT_RELA)'
    return f'.text differs at byte {min(differ - relocated, default=min(len(got), len(want)) // 2)}'


with tempfile.TemporaryDirectory() as tmp:
    for path in files:
        name = os.path.relpath(path, corpus)
        mcpu = os.path.basename(path)[:-2].rsplit('.', 1)[1]
        per_cpu[mcpu][1] += 1
        with open(path[:-2] + '.expected') as f:
            expected_lines = f.read().split('\n')
        want = sections(expected_lines)
        out_path = os.path.join(tmp, 'out.o')
        command = [gpuasm, 'asm', '-t', 'gcn', path, '--format', 'elf', '-o', out_path]
        if mcpu != 'tahiti':
            command[4:4] = ['-m', f'mcpu={mcpu}']
        try:
            run = subprocess.run(command, capture_output=True, text=True, timeout=300)
            ok, out = run.returncode == 0, run.stdout + run.stderr
        except subprocess.TimeoutExpired:
            ok, out = False, f'{path}:1:1: error: timed out after 300 s'
        if not ok:
            errors = [(int(m.group(2)), m.group(4)) for l in out.split('\n')
                      for m in [error.match(l)] if m]
            if not errors:
                tail = out.strip().split('\n')[-1] if out.strip() else f'exit {run.returncode}'
                errors = [(0, 'no diagnostic: ' + tail)]
            # The message without the quoted operand text, so that one gap is one line.
            histogram[re.sub(r"'[^']*'", "'…'", errors[0][1])] += 1
            print(f'{name}: line {errors[0][0]}: {errors[0][1]}')
            if errors[0][1].endswith('[hsa-code-object]'):
                verdict = stripped_verdict(path, mcpu, expected_lines, tmp)
                stripped[f'{mcpu}: {verdict}'] += 1
                print(f'{name}: without the HSA blocks: {verdict}')
            continue
        with open(out_path, 'rb') as f:
            whole = with_rela(summarize(f.read()))
        got = sections(whole)
        verdict = 'exact'
        # The whole object as expected.py summarizes llvm-mc's (symbols as a set).
        key = lambda ls: ([l for l in ls if l and not l.startswith('symbol ')] +
                          sorted(l for l in ls if l.startswith('symbol ')))
        if key(whole) != key(expected_lines):
            first = next((i for i, (a, b) in enumerate(zip(key(whole) + ['(end)'],
                                                           key(expected_lines) + ['(end)']))
                          if a != b), 0)
            verdict = (f'object differs at summary line {first + 1}: '
                       f'{(key(whole) + ["(end)"])[first][:100]}')
        for section in ('.text', '.rodata'):
            if section not in want:
                continue
            w, g = want[section], got.get(section, '')
            if w != g:
                at = next((i for i in range(min(len(w), len(g))) if w[i] != g[i]),
                          min(len(w), len(g))) // 2
                verdict = f'{section} differs at byte {at} ({len(g) // 2} bytes, llvm-mc {len(w) // 2})'
                histogram[f'{section} differs'] += 1
                break
        if verdict.startswith('object differs'):
            histogram['object differs (sections, relocations or symbols)'] += 1
        if verdict == 'exact':
            per_cpu[mcpu][0] += 1
        print(f'{name}: {verdict}')

print()
print('refusals and differences by message (each file\'s first):')
for message, count in histogram.most_common():
    print(f'{count:6d}  {message}')
print()
print('files refused for their HSA blocks, assembled without them:')
for verdict, count in sorted(stripped.items()):
    print(f'{count:6d}  {verdict}')
print()
for mcpu in sorted(per_cpu, key=lambda m: (m != 'tahiti', m)):  # gfx906's files too
    exact, total = per_cpu.get(mcpu, [0, 0])
    print(f'{mcpu}: {exact} of {total} files exact')


# The code objects: `gpuasm dis` lists each, `asm --format hsaco` assembles the listing back, and
# every kernel's code (its function symbol's bytes in the code object) must be at that symbol in
# the new object; where expected.py wrote llvm-objdump-14's text (.objdump, GFX8/9) the listing's
# instructions of each kernel must be its lines (but `.long` words, which say why).
def elf_symbols(data):
    """{name: (file offset, size)} of the STT_FUNC (and v2's STT_AMDGPU_HSA_KERNEL) symbols of an ELF64
    file."""
    shoff, = struct.unpack_from('<Q', data, 0x28)
    shentsize, shnum = struct.unpack_from('<HH', data, 0x3a)
    sections = [struct.unpack_from('<IIQQQQIIQQ', data, shoff + i * shentsize)
                for i in range(shnum)]
    found = {}
    for sh in sections:
        if sh[1] != 2:  # SHT_SYMTAB
            continue
        strtab = sections[sh[6]][4]
        for at in range(sh[4], sh[4] + sh[5], 24):
            name, info, _, index, value, size = struct.unpack_from('<IBBHQQ', data, at)
            if info & 15 not in (2, 10) or index >= len(sections):  # FUNC, v2's AMDGPU_HSA_KERNEL
                continue
            text = sections[index]
            label = data[strtab + name:data.index(b'\0', strtab + name)].decode()
            found[label] = (text[4] + value - text[3], size)
    return found


def kernel_lines(text):
    kernels, current = {}, None
    for line in text.split('\n'):
        t = re.sub(r'\s+', ' ', line.split('//')[0]).strip()
        if not t:
            continue
        if t.startswith(('.amdgpu_metadata', '.amd_amdgpu_hsa_metadata')):
            break  # the YAML's keys are no kernels
        if line[0] not in ' \t' and t.endswith(':') and ' ' not in t:
            # a local label (.Ldata0: a data section's; clang's .str) is no kernel
            current = None if t.startswith('.') else kernels.setdefault(t[:-1], [])
        elif t.startswith('.') and not t.startswith('.long'):
            current = None
        elif current is not None:
            current.append(t)
    return kernels


import struct  # noqa: E402
objects = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus) for f in fs if f.endswith('.co'))
round_trips = same_text = with_text = 0
with tempfile.TemporaryDirectory() as tmp:
    for co in objects:
        name = os.path.relpath(co, corpus)
        listing, back = os.path.join(tmp, 'k.s'), os.path.join(tmp, 'k.o')
        run = subprocess.run([gpuasm, 'dis', '-t', 'gcn', co, '-o', listing], capture_output=True,
                             text=True)
        if run.returncode:
            print(f'{name}: not listed: {(run.stdout + run.stderr).strip()[:200]}')
            continue
        run = subprocess.run([gpuasm, 'asm', '-t', 'gcn', listing, '--format', 'hsaco', '-o', back],
                             capture_output=True, text=True)
        if run.returncode:
            first = next((l for l in (run.stdout + run.stderr).split('\n') if ': error: ' in l),
                         'refused')
            print(f'{name}: its listing is refused: {first[:200]}')
            continue
        with open(co, 'rb') as f:
            original = f.read()
        with open(back, 'rb') as f:
            again = f.read()
        theirs, ours = elf_symbols(original), elf_symbols(again)
        with open(listing) as f:
            listed = kernel_lines(f.read())
        bad = [k for k in listed if k not in theirs or k not in ours or
               original[theirs[k][0]:theirs[k][0] + theirs[k][1]] !=
               again[ours[k][0]:ours[k][0] + theirs[k][1]]]
        verdict = 'kernels\' code reassembled' if not bad else f'kernel {bad[0]}\'s code differs'
        round_trips += not bad
        text_path = co[:-3] + '.objdump'
        if os.path.exists(text_path):
            with_text += 1
            with open(text_path) as f:
                want = kernel_lines(f.read())
            apart = [(k, i) for k, lines in want.items() for i, (a, b) in
                     enumerate(zip(listed.get(k, []), lines)) if a != b and not a.startswith('.long')]
            apart += [(k, -1) for k, lines in want.items() if len(listed.get(k, [])) != len(lines)]
            same_text += not apart
            verdict += '; as llvm-objdump-14' if not apart else \
                f'; apart from llvm-objdump-14 at {apart[0][0]} line {apart[0][1]}'
        print(f'{name}: {verdict}')
print(f'code objects: {round_trips} of {len(objects)} reassemble to their kernels\' code; '
      f'{same_text} of {with_text} list as llvm-objdump-14 does')
PY
