#!/usr/bin/env python3
"""Writes llvm-mc-14's expectations beside every assembly file of tests/data/gcn/corpus and links
a few code objects with ld.lld-14, independently of gpuasm:

  <name>.<mcpu>.expected   the summary of `llvm-mc-14 -triple=TRIPLE -mcpu=MCPU -filetype=obj`'s
                           relocatable object (with the code object version and -mattr the
                           file needs: llvm_mc_options), in scripts/oracle/gcn_clang_corpus.py's format
                           (header, sections, `data SECTION HEX` for each section's bytes but
                           the tables': .text, the kernel descriptors in .rodata, the .note
                           metadata, ...; relocations: `reloc` for SHT_REL as there, `rela
                           SECTION OFFSET TYPE SYMBOL ADDEND` for the SHT_RELA sections llvm-mc
                           writes for amdgcn-amd-amdhsa, in order; symbols)
  <name>-co.<mcpu>.co      for the "-co" files (nothing external: drivers/workitem.cl in
                           front): that object linked by `ld.lld-14 -shared` into an HSA code
                           object, as clang's driver does
  <name>-co.<mcpu>.objdump for those of GFX8 and GFX9 (llvm-objdump-14 aborts on GFX6 and GFX7):
                           `llvm-objdump-14 -d --mcpu=MCPU`'s text of each kernel, a line
                           `<kernel>:` then its instructions as llvm-objdump writes them (its
                           `// address: words` comments and the other functions left out)

The triple is the file's: amdgcn-- where the name ends in -amdgcn, else amdgcn-amd-amdhsa; the
processor is the name's last part. Also writes files.txt (one line a file: path, triple,
processor, kernels, .text bytes) for the test and for people.

    python3 scripts/gcn-corpus/expected.py            # rewrites the expectations
    python3 scripts/gcn-corpus/expected.py --check    # exits 1 if an expectation is not current
"""
import pathlib
import re
import struct
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORPUS = ROOT / 'tests/data/gcn/corpus'
sys.path.insert(0, str(ROOT / 'scripts/oracle'))
from gcn_clang_corpus import summarize  # noqa: E402  (the ELF64 summary, read from llvm-mc's bytes)


def with_rela(lines):
    """The summary with each SHT_RELA section's bytes (what llvm-mc writes for amdgcn-amd-amdhsa:
    the addend in the entry, zeros in the code) as `rela SECTION OFFSET TYPE SYMBOL ADDEND` lines
    in order; the symbol lines are in symbol-table order, so entry i names the i-th of them."""
    symbols = [l.split(' ', 2)[1] for l in lines if l.startswith('symbol ')]
    rela_sections = {l.split()[1] for l in lines if l.startswith('section ') and ' type=4 ' in l}
    out, relas = [], []
    for line in lines:
        parts = line.split(' ', 2)
        if parts[0] == 'data' and parts[1] in rela_sections:
            data = bytes.fromhex(parts[2])
            target = parts[1][len('.rela'):]
            for at in range(0, len(data), 24):
                offset, info, addend = struct.unpack_from('<QQq', data, at)
                relas.append(f'rela {target} 0x{offset:x} {info & 0xffffffff} '
                             f'{symbols[(info >> 32) - 1]} {addend}')
            continue
        out.append(line)
    first_symbol = next((i for i, l in enumerate(out) if l.startswith('symbol ')), len(out))
    return out[:first_symbol] + relas + out[first_symbol:]

def objdump_kernels(code_object, mcpu, text):
    """llvm-objdump-14 -d's instructions of each kernel of a linked code object: `<kernel>:` and
    its lines, without the address-and-words comments; the kernels are those the assembly `text`
    declares with .amdhsa_kernel."""
    kernels = set(re.findall(r'^\s*\.amdhsa_kernel\s+(\S+)', text, re.M))
    run = subprocess.run(['llvm-objdump-14', '-d', f'--mcpu={mcpu}', str(code_object)],
                         capture_output=True, text=True, check=True)
    out, keep = [], False
    for line in run.stdout.split('\n'):
        header = re.match(r'^[0-9a-f]+ <(.+)>:$', line)
        if header:
            keep = header.group(1) in kernels
            if keep:
                out.append(header.group(1) + ':')
        elif keep and line.startswith('\t'):
            out.append(re.sub(r'\s*//.*$', '', line.strip()))
    return '\n'.join(out) + '\n'


def triple_and_mcpu(path):
    stem, mcpu = path.name[:-len('.s')].rsplit('.', 1)
    return ('amdgcn--' if stem.endswith('-amdgcn') else 'amdgcn-amd-amdhsa'), mcpu


# LLVM 14's FeatureSupportsXNACK and FeatureSupportsSRAMECC, by the gfx names clang-14 writes.
XNACK = {'gfx801', 'gfx810', 'gfx900', 'gfx902', 'gfx904', 'gfx906', 'gfx908', 'gfx909', 'gfx90a',
         'gfx90c'}
SRAMECC = {'gfx906', 'gfx908', 'gfx90a'}


def llvm_mc_options(source, text):
    """What llvm-mc-14 needs beside -triple and -mcpu to take the file as clang-14 wrote it:
    --amdhsa-code-object-version=2 for v2's directives (and -mattr for XNACK, from the name's
    -xnackon/-xnackoff tag: clang's -mcpu=PROCESSOR:xnack+/-, which v2's text does not spell but
    in the stepping); for `.amdgcn_target`, the features it names (llvm-mc refuses a target id
    its options do not match), with --amdhsa-code-object-version=3 where they are spelled as
    v3's (`+xnack`, `+sram-ecc`)."""
    stem = source.name[:-len('.s')].rsplit('.', 1)[0]
    if re.search(r'^\s*\.hsa_code_object_version\s', text, re.M):
        options = ['--amdhsa-code-object-version=2']
        if '-xnackon' in stem:
            options.append('-mattr=+xnack')
        if '-xnackoff' in stem:
            options.append('-mattr=-xnack')
        return options
    target = re.search(r'^\s*\.amdgcn_target\s+"amdgcn-amd-amdhsa--([a-z0-9]+)([^"]*)"', text, re.M)
    processor, features = (target.group(1), target.group(2)) if target else ('', '')
    if features.startswith('+') or '-v3' in stem:  # v3: +xnack+sram-ecc
        # v3 has no "any": a feature the processor has and the target id does not name is off
        # (gfx900 alone, clang-14's -mcpu=gfx900:xnack-, says so only in the name's -v3)
        named = [f.replace('sram-ecc', 'sramecc')  # LLVM 14's name
                 for f in features[1:].split('+') if f]
        attrs = ['+' + f for f in named]
        for feature, processors in (('xnack', XNACK), ('sramecc', SRAMECC)):
            if processor in processors and feature not in named:
                attrs.append('-' + feature)
        return ['--amdhsa-code-object-version=3'] + (['-mattr=' + ','.join(attrs)] if attrs else [])
    if features:  # v4: :sramecc+:xnack-
        return ['-mattr=' + ','.join(f[-1] + f[:-1] for f in features[1:].split(':'))]
    return []


def kernels(text, triple):
    if triple == 'amdgcn-amd-amdhsa':
        return len(re.findall(r'^\s*\.amdhsa_kernel\s', text, re.M))
    return len(re.findall(r'^\s*\.amdgpu_hsa_kernel\s|^\s*\.type\s+\S+,@function', text, re.M))


def main():
    check = '--check' in sys.argv[1:]
    files = sorted(CORPUS.glob('*/*.s'))
    if not files:
        sys.exit('expected.py: no assembly under tests/data/gcn/corpus (run build.sh first)')
    stale = []
    index = ['# path triple mcpu functions text_bytes (scripts/gcn-corpus/expected.py)']
    with tempfile.TemporaryDirectory() as tmp:
        for source in files:
            triple, mcpu = triple_and_mcpu(source)
            rel = source.relative_to(CORPUS).as_posix()
            obj = pathlib.Path(tmp) / 'out.o'
            subprocess.run(['llvm-mc-14', f'-triple={triple}', f'-mcpu={mcpu}', '-filetype=obj',
                            '-o', str(obj), str(source)] +
                           llvm_mc_options(source, source.read_text()), check=True)
            data = obj.read_bytes()
            lines = with_rela(summarize(data))
            text_line = next((l for l in lines if l.startswith('data .text ')), 'data .text ')
            text_bytes = (len(text_line) - len('data .text ')) // 2
            index.append(f'{rel} {triple} {mcpu} {kernels(source.read_text(), triple)} '
                         f'{text_bytes}')
            expected = source.with_suffix('.expected')
            content = '\n'.join(lines) + '\n'
            if check:
                if not expected.exists() or expected.read_text() != content:
                    stale.append(expected)
            else:
                expected.write_text(content)
            if source.name[:-len('.s')].rsplit('.', 1)[0].endswith('-co'):
                co = source.with_suffix('.co')
                linked = pathlib.Path(tmp) / 'out.co'
                subprocess.run(['ld.lld-14', '-shared', '-o', str(linked), str(obj)], check=True)
                if check:
                    if not co.exists() or co.read_bytes() != linked.read_bytes():
                        stale.append(co)
                else:
                    co.write_bytes(linked.read_bytes())
                if mcpu.startswith('gfx') and int(mcpu[3:-2]) >= 8:
                    listing = source.with_suffix('.objdump')
                    text = objdump_kernels(linked, mcpu, source.read_text())
                    if check:
                        if not listing.exists() or listing.read_text() != text:
                            stale.append(listing)
                    else:
                        listing.write_text(text)
    index_path = CORPUS / 'files.txt'
    index_text = '\n'.join(index) + '\n'
    if check:
        if not index_path.exists() or index_path.read_text() != index_text:
            stale.append(index_path)
        for path in stale:
            print(f'expected.py: not current: {path.relative_to(ROOT)}')
        sys.exit(1 if stale else 0)
    index_path.write_text(index_text)
    total = sum(p.stat().st_size for p in CORPUS.rglob('*') if p.is_file())
    print(f'{len(files)} assembly files, {total} bytes in tests/data/gcn/corpus')


if __name__ == '__main__':
    main()
