#!/usr/bin/env python3
"""Runs the PTX corpus's runnable kernels (tests/data/ptx/corpus/manifest.json) and random
integer programs on `gpuasm run -t ptx --device sim` and `--device cuda`, and compares the output
bytes: each device against the manifest's independently computed bytes, and the two devices
against each other. Everything goes under OUT_DIR: record.json (every case, every device: exit
status, fault or refusal, output digests, verdicts), record.txt (the same for people), and
cases/ (the inputs, the PTX of the random programs and each device's output files).

    scripts/ptx-differential.sh GPUASM OUT_DIR [options]
    python3 scripts/ptx-differential.py --gpuasm build/release/gpuasm --out diff-out \\
        [--devices sim,cuda] [--random 200] [--seed 1] [--filter REGEX] [--timeout 120]

GPUASM is the gpuasm program (a release build, carried to the GPU machine with the repository).
Without a GPU, `--devices sim` runs the simulator against the expected bytes; asking for cuda
where no GPU can be opened stops at once with the driver's reason (exit status 2).
Exit status: 0 when every comparison agrees, 1 when one does not, 2 for usage or no device.
"""
import argparse
import hashlib
import json
import os
import platform
import random
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.join(ROOT, 'tests', 'data', 'ptx', 'corpus')


def run_gpuasm(gpuasm, ptx, kernel, grid, block, shared, buffers, args, dumps, device, timeout,
               workdir):
    """One `gpuasm run`: buffers {name: (bytes, input file or None)}, args [(param, value or
    buffer name)], dumps [buffer names]. Returns (record, {buffer: bytes})."""
    cmd = [gpuasm, 'run', '-t', 'ptx', ptx, '--kernel', kernel, '--device', device,
           '--grid', ','.join(map(str, grid)), '--block', ','.join(map(str, block)), '--json']
    if shared:
        cmd += ['--shared', str(shared)]
    if device == 'sim':
        cmd += ['--time-limit', str(timeout)]
    for name, (size, path) in buffers.items():
        cmd += ['--buffer', f'{name}=@{path}' if path else f'{name}={size}']
    for param, value in args:
        cmd += ['--arg', f'{param}={value}']
    outs = {}
    for name in dumps:
        outs[name] = os.path.join(workdir, f'{device}.{name}.bin')
        if os.path.exists(outs[name]):
            os.remove(outs[name])
        cmd += ['--dump', f'{name}={outs[name]}']
    started = time.time()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout + 60)
        rc, stdout, stderr = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        rc, stdout, stderr = None, '', f'no answer in {timeout + 60} s'
    record = {'device': device, 'exit': rc, 'seconds': round(time.time() - started, 3)}
    try:
        report = json.loads(stdout) if stdout.strip() else None
    except json.JSONDecodeError:
        report = None
    if report is not None:
        for key in ('device', 'fault', 'threadInstructions', 'seconds'):
            if isinstance(report, dict) and key in report:
                record['report_' + key] = report[key]
    problem = stderr.strip()
    if rc != 0:
        text = problem or stdout.strip()
        record['error'] = text[:4000]
        errors = [l for l in text.split('\n') if 'error' in l]
        record['first_error'] = (errors[0] if errors else text.split('\n')[0])[:500]
    data = {}
    for name, path in outs.items():
        if rc == 0 and os.path.exists(path):
            with open(path, 'rb') as f:
                data[name] = f.read()
    record['outputs'] = {n: {'bytes': len(b), 'sha256': hashlib.sha256(b).hexdigest()}
                         for n, b in data.items()}
    return record, data


def first_difference(a, b):
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b)) if len(a) != len(b) else None


# --- Random programs -------------------------------------------------------------------------
# Straight-line integer code over %r0-%r7 (.b32), %rd0-%rd3 (.b64), %p0-%p2, with carry chains,
# guards, if/else diamonds and per-thread loops, in the shape of the random programs of
# tests/targets/ptx/machine/semantics_test.cpp. No reference here: the two devices are compared.
THREAD_BYTES = 8 * 4 + 4 * 8 + 8


class RandomProgram:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.labels = 0

    def r(self):
        return f'%r{self.rng.randrange(8)}'

    def rd(self):
        return f'%rd{self.rng.randrange(4)}'

    def p(self):
        return f'%p{self.rng.randrange(3)}'

    def imm32(self):
        return str(self.rng.choice([0, 1, 7, 31, 32, 0xFFFFFFFF, 0x80000000, self.rng.getrandbits(32)]))

    def instruction(self):
        r, rd, p = self.r, self.rd, self.p
        pick = self.rng.randrange(26)
        guard = f'@{"!" if self.rng.randrange(2) else ""}{p()} ' if self.rng.randrange(6) == 0 else ''
        if pick == 0:
            return [f'add.cc.u32 {r()}, {r()}, {r()};', f'addc.cc.u32 {r()}, {r()}, {r()};',
                    f'addc.u32 {r()}, {r()}, 0;']
        if pick == 1:
            return [f'sub.cc.u32 {r()}, {r()}, {r()};', f'subc.u32 {r()}, {r()}, {r()};']
        if pick == 2:
            return [f'mad.lo.cc.u32 {r()}, {r()}, {r()}, {r()};', f'madc.hi.u32 {r()}, {r()}, {r()}, {r()};']
        ops32 = ['add.u32', 'sub.u32', 'mul.lo.u32', 'mul.hi.u32', 'mul.hi.s32', 'and.b32', 'or.b32',
                 'xor.b32', 'min.u32', 'max.s32']
        if pick < 10:
            second = self.imm32() if self.rng.randrange(3) == 0 else r()
            return [f'{guard}{self.rng.choice(ops32)} {r()}, {r()}, {second};']
        if pick == 10:
            return [f'{guard}mad.lo.u32 {r()}, {r()}, {r()}, {r()};']
        if pick == 11:
            return [f'{guard}shl.b32 {r()}, {r()}, {self.rng.randrange(40)};']
        if pick == 12:
            return [f'{guard}shr.{self.rng.choice(["u32", "s32"])} {r()}, {r()}, {r()};']
        if pick == 13:
            return [f'{guard}mul.wide.u32 {rd()}, {r()}, {r()};']
        if pick == 14:
            return [f'{guard}{self.rng.choice(["add.u64", "sub.u64", "mul.lo.u64", "mul.hi.u64", "xor.b64"])} {rd()}, {rd()}, {rd()};']
        if pick == 15:
            return [f'setp.{self.rng.choice(["lt.u32", "ge.s32", "eq.u32", "ne.u32"])} {p()}, {r()}, {r()};']
        if pick == 16:
            return [f'selp.b32 {r()}, {r()}, {r()}, {p()};']
        if pick == 17:
            return [f'{guard}popc.b32 {r()}, {r()};']
        if pick == 18:
            return [f'{guard}clz.b32 {r()}, {r()};']
        if pick == 19:
            return [f'{guard}brev.b32 {r()}, {r()};']
        if pick == 20:
            return [f'{guard}bfe.u32 {r()}, {r()}, {r()}, {r()};']
        if pick == 21:
            return [f'{guard}prmt.b32 {r()}, {r()}, {r()}, {r()};']
        if pick == 22:
            return [f'{guard}shf.{self.rng.choice(["l", "r"])}.{self.rng.choice(["wrap", "clamp"])}.b32 {r()}, {r()}, {r()}, {r()};']
        if pick == 23:
            return [f'{guard}cvt.u32.u64 {r()}, {rd()};', f'cvt.u64.u32 {rd()}, {r()};']
        if pick == 24:
            return [f'{guard}not.b32 {r()}, {r()};']
        return [f'{guard}neg.s32 {r()}, {r()};']

    def body(self, length, depth=0):
        lines = []
        for _ in range(length):
            pick = self.rng.randrange(100)
            if pick < 8 and depth == 0:
                k = self.labels
                self.labels += 1
                neg = '!' if self.rng.randrange(2) else ''
                lines.append(f'@{neg}{self.p()} bra THEN{k};')
                lines += self.body(3, depth + 1)
                lines += [f'bra JOIN{k};', f'THEN{k}:']
                lines += self.body(3, depth + 1)
                lines.append(f'JOIN{k}:')
            elif pick < 13 and depth == 0:
                k = self.labels
                self.labels += 1
                lines += [f'and.b32 %r8, {self.r()}, 7;', f'LOOP{k}:', 'setp.eq.u32 %p3, %r8, 0;',
                          f'@%p3 bra END{k};']
                lines += self.body(3, depth + 1)
                lines += ['sub.u32 %r8, %r8, 1;', f'bra LOOP{k};', f'END{k}:']
            else:
                lines += self.instruction()
        return lines

    def text(self, length=24):
        t = ['.version 8.0', '.target sm_80', '.address_size 64',
             '.visible .entry random(.param .u64 in, .param .u64 out)', '{',
             '.reg .pred %p<4>;', '.reg .b32 %r<9>;', '.reg .b64 %rd<4>;', '.reg .b32 %t<4>;',
             '.reg .b64 %a<4>;', 'mov.u32 %t0, %tid.x;', 'mov.u32 %t1, %ctaid.x;',
             'mov.u32 %t2, %ntid.x;', 'mad.lo.u32 %t0, %t1, %t2, %t0;',
             f'mul.wide.u32 %a0, %t0, {THREAD_BYTES};', 'ld.param.u64 %a1, [in];',
             'add.s64 %a1, %a1, %a0;', 'ld.param.u64 %a2, [out];', 'add.s64 %a2, %a2, %a0;']
        t += [f'ld.global.u32 %r{i}, [%a1+{4 * i}];' for i in range(8)]
        t += [f'ld.global.u64 %rd{i}, [%a1+{32 + 8 * i}];' for i in range(4)]
        t.append('ld.global.u32 %t3, [%a1+64];')
        for i in range(3):
            t += [f'and.b32 %t1, %t3, {1 << i};', f'setp.ne.u32 %p{i}, %t1, 0;']
        t += self.body(length)
        t += [f'st.global.u32 [%a2+{4 * i}], %r{i};' for i in range(8)]
        t += [f'st.global.u64 [%a2+{32 + 8 * i}], %rd{i};' for i in range(4)]
        t.append('mov.u32 %t3, 0;')
        for i in range(3):
            t += [f'selp.b32 %t1, {1 << i}, 0, %p{i};', 'or.b32 %t3, %t3, %t1;']
        t += ['st.global.u32 [%a2+64], %t3;', 'ret;', '}']
        return '\n'.join(('' if l.endswith(':') or l in ('{', '}') or l.startswith('.') else '  ') + l
                         for l in t) + '\n'


# --- Main ------------------------------------------------------------------------------------
def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--gpuasm', required=True, help='the gpuasm program (e.g. build/release/gpuasm)')
    ap.add_argument('--out', required=True, help='the output directory (created)')
    ap.add_argument('--devices', default='sim,cuda', help='sim, cuda or sim,cuda (default)')
    ap.add_argument('--random', type=int, default=200, help='random programs (default 200)')
    ap.add_argument('--seed', type=int, default=1, help='the first random program seed')
    ap.add_argument('--filter', default='', help='only manifest runs whose name matches')
    ap.add_argument('--timeout', type=int, default=120, help='seconds a run may take')
    ap.add_argument('--manifest', default=os.path.join(CORPUS, 'manifest.json'))
    o = ap.parse_args()

    devices = [d for d in o.devices.split(',') if d]
    if not devices or any(d not in ('sim', 'cuda') for d in devices):
        print('ptx-differential: --devices takes sim, cuda or sim,cuda', file=sys.stderr)
        return 2
    gpuasm = os.path.abspath(o.gpuasm)
    if not os.access(gpuasm, os.X_OK):
        print(f'ptx-differential: {o.gpuasm} is not an executable gpuasm', file=sys.stderr)
        return 2
    out = os.path.abspath(o.out)
    cases_dir = os.path.join(out, 'cases')
    os.makedirs(cases_dir, exist_ok=True)

    # A probe first, so that a missing GPU is one clear message and not a failure per case.
    probe_dir = os.path.join(cases_dir, '_probe')
    os.makedirs(probe_dir, exist_ok=True)
    probe_ptx = os.path.join(probe_dir, 'probe.ptx')
    with open(probe_ptx, 'w') as f:
        f.write('.version 8.0\n.target sm_75\n.address_size 64\n'
                '.visible .entry probe(.param .u64 out)\n{\n  .reg .b64 %rd<2>;\n'
                '  .reg .b32 %r<2>;\n  ld.param.u64 %rd0, [out];\n'
                '  mov.u32 %r0, 42;\n  st.global.u32 [%rd0], %r0;\n  ret;\n}\n')
    device_info = {}
    for d in devices:
        rec, data = run_gpuasm(gpuasm, probe_ptx, 'probe', [1, 1, 1], [1, 1, 1], 0,
                               {'out': (4, None)}, [('out', 'out')], ['out'], d, 60, probe_dir)
        if rec['exit'] != 0 or data.get('out') != bytes([42, 0, 0, 0]):
            print(f'ptx-differential: device {d} cannot run a kernel here:\n  '
                  f'{rec.get("error", "the probe kernel wrote the wrong bytes")}', file=sys.stderr)
            if d == 'cuda':
                print('  (the cuda device needs an NVIDIA GPU, its driver, and a gpuasm built with '
                      'the CUDA toolkit; run with --devices sim to check the simulator alone)',
                      file=sys.stderr)
            return 2
        device_info[d] = rec.get('report_device', d)

    with open(o.manifest) as f:
        manifest = json.load(f)
    corpus = os.path.dirname(os.path.abspath(o.manifest))
    cases = []

    for spec in manifest['kernels']:
        if o.filter and not re.search(o.filter, spec['name']):
            continue
        work = os.path.join(cases_dir, re.sub(r'[^\w.@-]', '_', spec['name']))
        os.makedirs(work, exist_ok=True)
        buffers = {}
        for b in spec['buffers']:
            path = None
            if 'hex' in b:
                path = os.path.join(work, f'in.{b["name"]}.bin')
                with open(path, 'wb') as f:
                    f.write(bytes.fromhex(b['hex']))
            buffers[b['name']] = (b['bytes'], path)
        args = [(a['param'], a['buffer'] if 'buffer' in a else a['value']) for a in spec['args']]
        expected = {e['buffer']: bytes.fromhex(e['hex']) for e in spec['expected']}
        ptx_file = os.path.join(corpus, spec['file'])
        if spec.get('constants'):
            # What the host copies into module variables before the launch (cudaMemcpyToSymbol),
            # written as the .b8 array's initializer, as corpus_test.cpp does.
            with open(ptx_file) as f:
                text = f.read()
            for c in spec['constants']:
                values = ', '.join(str(b) for b in bytes.fromhex(c['hex']))
                text, n = re.subn(r'(\.const\s+(?:\.align\s+\d+\s+)?\.b8\s+' + re.escape(c['variable']) +
                                  r'\[\d+\])\s*;', lambda m: m.group(1) + ' = {' + values + '};', text)
                if n != 1:
                    raise SystemExit(f'{spec["name"]}: no .const .b8 array {c["variable"]}')
            ptx_file = os.path.join(work, 'kernel.ptx')
            with open(ptx_file, 'w') as f:
                f.write(text)
        case = {'kind': 'corpus', 'name': spec['name'], 'file': spec['file'], 'kernel': spec['kernel'],
                'runs': [], 'verdicts': {}}
        results = {}
        for d in devices:
            rec, data = run_gpuasm(gpuasm, ptx_file, spec['kernel'],
                                   spec['grid'], spec['block'], spec['shared_bytes'], buffers, args,
                                   list(expected), d, o.timeout, work)
            ok = rec['exit'] == 0 and all(data.get(b, b'')[:len(v)] == v for b, v in expected.items())
            if rec['exit'] == 0 and not ok:
                rec['differs'] = {b: first_difference(data.get(b, b'')[:len(v)], v)
                                  for b, v in expected.items() if data.get(b, b'')[:len(v)] != v}
            case['runs'].append(rec)
            case['verdicts'][f'{d}=expected'] = ok
            results[d] = (rec, data)
        if len(devices) == 2:
            (ra, da), (rb, db) = results['sim'], results['cuda']
            case['verdicts']['sim=cuda'] = ra['exit'] == 0 and rb['exit'] == 0 and da == db
        cases.append(case)
        print(f'{spec["name"]}: ' + ', '.join(f'{k} {"yes" if v else "NO"}' for k, v in case['verdicts'].items()),
              flush=True)

    n_threads = 96
    for seed in range(o.seed, o.seed + o.random):
        text = RandomProgram(seed).text()
        work = os.path.join(cases_dir, f'random-{seed}')
        os.makedirs(work, exist_ok=True)
        ptx = os.path.join(work, 'random.ptx')
        with open(ptx, 'w') as f:
            f.write(text)
        inputs = random.Random(seed * 7919).randbytes(n_threads * THREAD_BYTES)
        with open(os.path.join(work, 'in.in.bin'), 'wb') as f:
            f.write(inputs)
        buffers = {'in': (len(inputs), os.path.join(work, 'in.in.bin')), 'out': (len(inputs), None)}
        case = {'kind': 'random', 'name': f'random-{seed}', 'file': os.path.relpath(ptx, out),
                'kernel': 'random', 'runs': [], 'verdicts': {}}
        results = {}
        for d in devices:
            rec, data = run_gpuasm(gpuasm, ptx, 'random', [2, 1, 1], [48, 1, 1], 0, buffers,
                                   [('in', 'in'), ('out', 'out')], ['out'], d, o.timeout, work)
            case['runs'].append(rec)
            results[d] = (rec, data)
            case['verdicts'][f'{d} ran'] = rec['exit'] == 0
        if len(devices) == 2:
            (ra, da), (rb, db) = results['sim'], results['cuda']
            same = ra['exit'] == 0 and rb['exit'] == 0 and da == db
            case['verdicts']['sim=cuda'] = same
            if not same and ra['exit'] == 0 and rb['exit'] == 0:
                i = first_difference(da.get('out', b''), db.get('out', b''))
                case['first_difference'] = {'byte': i, 'thread': None if i is None else i // THREAD_BYTES}
        cases.append(case)

    summary = {}
    for c in cases:
        for k, v in c['verdicts'].items():
            key = f'{c["kind"]}: {k}'
            s = summary.setdefault(key, [0, 0])
            s[0] += bool(v)
            s[1] += 1
    record = {
        'tool': 'scripts/ptx-differential.py',
        'when': time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime()),
        'host': platform.node(),
        'devices': device_info,
        'gpuasm': o.gpuasm,
        'arguments': sys.argv[1:],
        'summary': {k: {'agree': a, 'of': n} for k, (a, n) in summary.items()},
        'cases': cases,
    }
    with open(os.path.join(out, 'record.json'), 'w') as f:
        json.dump(record, f, indent=1)
    lines = [f'ptx differential run, {record["when"]} on {record["host"]}',
             'devices: ' + ', '.join(f'{k} ({v})' for k, v in device_info.items()), '']
    for k, (a, n) in summary.items():
        lines.append(f'{k}: {a} of {n}')
    lines.append('')
    for c in cases:
        bad = [k for k, v in c['verdicts'].items() if not v]
        if not bad:
            continue
        lines.append(f'{c["name"]} ({c["file"]} {c["kernel"]}): ' + ', '.join(f'not {k}' for k in bad))
        for r in c['runs']:
            detail = r.get('first_error', '')
            if r.get('differs'):
                detail = 'first difference at byte ' + ', '.join(f'{b}:{i}' for b, i in r['differs'].items())
            if r.get('report_fault'):
                detail = json.dumps(r['report_fault'])[:300]
            if detail:
                lines.append(f'    {r["device"]}: {detail}')
        if c.get('first_difference'):
            lines.append(f'    first difference: {c["first_difference"]}')
    with open(os.path.join(out, 'record.txt'), 'w') as f:
        f.write('\n'.join(lines) + '\n')
    print('\n'.join(lines[:3 + len(summary)]))
    print(f'record: {os.path.join(out, "record.json")} and record.txt')
    return 0 if all(a == n for a, n in summary.values()) else 1


if __name__ == '__main__':
    sys.exit(main())
