#!/usr/bin/env python3
"""Writes tests/data/ptx/corpus/manifest.json: the runnable kernels of the PTX corpus, each with
its launch (grid, block, dynamic shared bytes, buffers with their input bytes, arguments by
parameter name) and the output bytes expected of it.

The expectations are computed here, independently of gpuasm and of the CUDA sources: hashlib
(MD5, SHA-1, SHA-256, BLAKE2b, RIPEMD-160), references written from the specifications (MD2 from
RFC 1319, Keccak-f[1600] from FIPS 202, checked against hashlib's SHA3-256 below), Python big
integers for the field, curve and multi-precision arithmetic, and plain loops for the CUDA
samples (block sums, prefix sums, histograms, warp votes). Inputs come from a seeded generator,
so the file is the same on every run:

    python3 scripts/ptx-corpus/expected.py            # rewrites the manifest
    python3 scripts/ptx-corpus/expected.py --check    # exits 1 if the manifest is not current
"""
import functools
import hashlib
import json
import math
import os
import random
import re
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, 'tests', 'data', 'ptx', 'corpus')
MANIFEST = os.path.join(CORPUS, 'manifest.json')
MASK32 = (1 << 32) - 1

# ---------------------------------------------------------------------------------------------
# References written from the specifications.


def md2(message: bytes) -> bytes:
    """RFC 1319."""
    S = [
        41, 46, 67, 201, 162, 216, 124, 1, 61, 54, 84, 161, 236, 240, 6, 19, 98, 167, 5, 243, 192,
        199, 115, 140, 152, 147, 43, 217, 188, 76, 130, 202, 30, 155, 87, 60, 253, 212, 224, 22,
        103, 66, 111, 24, 138, 23, 229, 18, 190, 78, 196, 214, 218, 158, 222, 73, 160, 251, 245,
        142, 187, 47, 238, 122, 169, 104, 121, 145, 21, 178, 7, 63, 148, 194, 16, 137, 11, 34, 95,
        33, 128, 127, 93, 154, 90, 144, 50, 39, 53, 62, 204, 231, 191, 247, 151, 3, 255, 25, 48,
        179, 72, 165, 181, 209, 215, 94, 146, 42, 172, 86, 170, 198, 79, 184, 56, 210, 150, 164,
        125, 182, 118, 252, 107, 226, 156, 116, 4, 241, 69, 157, 112, 89, 100, 113, 135, 32, 134,
        91, 207, 101, 230, 45, 168, 2, 27, 96, 37, 173, 174, 176, 185, 246, 28, 70, 97, 105, 52,
        64, 126, 15, 85, 71, 163, 35, 221, 81, 175, 58, 195, 92, 249, 206, 186, 197, 234, 38, 44,
        83, 13, 110, 133, 40, 132, 9, 211, 223, 205, 244, 65, 129, 77, 82, 106, 220, 55, 200, 108,
        193, 171, 250, 36, 225, 123, 8, 12, 189, 177, 74, 120, 136, 149, 139, 227, 99, 232, 109,
        233, 203, 213, 254, 59, 0, 29, 57, 242, 239, 183, 14, 102, 88, 208, 228, 166, 119, 114,
        248, 235, 117, 75, 10, 49, 68, 80, 180, 143, 237, 31, 26, 219, 153, 141, 51, 159, 17, 131,
        20
    ]
    pad = 16 - len(message) % 16
    m = message + bytes([pad]) * pad
    checksum = [0] * 16
    last = 0
    for i in range(0, len(m), 16):
        for j in range(16):
            checksum[j] ^= S[m[i + j] ^ last]
            last = checksum[j]
    m += bytes(checksum)
    x = [0] * 48
    for i in range(0, len(m), 16):
        for j in range(16):
            x[16 + j] = m[i + j]
            x[32 + j] = x[16 + j] ^ x[j]
        t = 0
        for j in range(18):
            for k in range(48):
                x[k] ^= S[t]
                t = x[k]
            t = (t + j) % 256
    return bytes(x[:16])


def keccak_round_constants():
    """FIPS 202, algorithm 5 (rc) and 6: the 24 rounds' constants from the LFSR."""
    rc = []
    r = 1
    for _ in range(24):
        c = 0
        for j in range(7):
            r = ((r << 1) ^ ((r >> 7) * 0x71)) % 256
            if r & 2:
                c |= 1 << ((1 << j) - 1)
        rc.append(c)
    return rc


KECCAK_RC = keccak_round_constants()


def keccak_f1600(state):
    """FIPS 202, section 3: the permutation on 25 lanes (x + 5y)."""
    rc = KECCAK_RC
    rot = [[0] * 5 for _ in range(5)]
    x, y = 1, 0
    for t in range(24):
        rot[x][y] = ((t + 1) * (t + 2) // 2) % 64
        x, y = y, (2 * x + 3 * y) % 5
    M = (1 << 64) - 1
    rol = lambda v, n: ((v << n) | (v >> (64 - n))) & M if n else v
    A = [[state[x + 5 * y] for y in range(5)] for x in range(5)]
    for i in range(24):
        C = [A[x][0] ^ A[x][1] ^ A[x][2] ^ A[x][3] ^ A[x][4] for x in range(5)]
        D = [C[(x - 1) % 5] ^ rol(C[(x + 1) % 5], 1) for x in range(5)]
        A = [[A[x][y] ^ D[x] for y in range(5)] for x in range(5)]
        B = [[0] * 5 for _ in range(5)]
        for x in range(5):
            for y in range(5):
                B[y][(2 * x + 3 * y) % 5] = rol(A[x][y], rot[x][y])
        A = [[B[x][y] ^ (~B[(x + 1) % 5][y] & B[(x + 2) % 5][y]) for y in range(5)]
             for x in range(5)]
        A[0][0] ^= rc[i]
    return [A[i % 5][i // 5] for i in range(25)]


def keccak(message: bytes, digest_bytes: int, suffix: int) -> bytes:
    """Sponge with rate 200 - 2 * digest_bytes; suffix 0x01 is Keccak, 0x06 is SHA-3."""
    rate = 200 - 2 * digest_bytes
    m = bytearray(message) + bytes([suffix])
    while len(m) % rate:
        m.append(0)
    m[-1] |= 0x80
    state = [0] * 25
    for i in range(0, len(m), rate):
        for j in range(rate // 8):
            state[j] ^= int.from_bytes(m[i + 8 * j:i + 8 * j + 8], 'little')
        state = keccak_f1600(state)
    out = b''.join(v.to_bytes(8, 'little') for v in state)
    return out[:digest_bytes]


assert keccak(b'abc', 32, 0x06) == hashlib.sha3_256(b'abc').digest()
assert keccak(bytes(range(200)), 32, 0x06) == hashlib.sha3_256(bytes(range(200))).digest()
assert md2(b'abc').hex() == 'da853b0d3f88d99b30283a69e6ded6bb'  # RFC 1319 A.5
assert md2(b'').hex() == '8350e5a3e24c153df2275c9f80692773'


def ripemd160(message: bytes) -> bytes:
    return hashlib.new('ripemd160', message).digest()


# ---------------------------------------------------------------------------------------------
# Fields

SECP256K1_P = 2**256 - 2**32 - 977
BLS12_381_P = int('1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffffffffaaab', 16)
BN254_P = 21888242871839275222246405745257275088696311157297823662689037894645226208583
BLS12_381_R = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001
PALLAS_P = 0x40000000000000000000000000000000224698fc094cf91b992d30ed00000001

# ---------------------------------------------------------------------------------------------
# The manifest

entries = []
rng = random.Random(27)


def ptx_path(group, stem, sm):
    return os.path.join(CORPUS, group, f'{stem}.{sm}.ptx')


def entry_params(text, kernel):
    m = re.search(r'\.entry\s+' + re.escape(kernel) + r'\s*\((.*?)\)', text, re.S)
    if not m:
        raise SystemExit(f'expected.py: no .entry {kernel}')
    # Each declaration's name is its last identifier (`.param .u64 .ptr .align 1 name`, as nvcc
    # writes pointers for sm_100 and later; `.param .align 8 .b8 name[16]`).
    return [re.search(r'([A-Za-z_$][\w$]*)\s*(?:\[\d*\])?\s*$', p).group(1)
            for p in m.group(1).split(',') if p.strip()]


def kernel_named(text, pattern):
    names = [n for n in re.findall(r'\.entry\s+([\w$]+)', text) if re.fullmatch(pattern, n)]
    if len(names) != 1:
        raise SystemExit(f'expected.py: {len(names)} kernels match {pattern}')
    return names[0]


def add(name, group, stem, sms, kernel, grid, block, buffers, args, expected, shared=0,
        constants=None):
    """buffers: {name: bytes (input) or int (zeroed size)}; args: in parameter order, each a
    buffer name (its address) or an int; expected: {buffer: bytes} (from offset 0); constants:
    {module variable: bytes} the host would set with cudaMemcpyToSymbol before the launch."""
    for sm in sms:
        path = ptx_path(group, stem, sm)
        if not os.path.exists(path):
            raise SystemExit(f'expected.py: {path} is missing (run build.sh)')
        with open(path) as f:
            text = f.read()
        k = kernel_named(text, kernel)
        params = entry_params(text, k)
        if len(params) != len(args):
            raise SystemExit(f'expected.py: {k} has {len(params)} parameters, {len(args)} given')
        entry = {
            'name': f'{group}/{name}@{sm}',
            'file': os.path.relpath(path, CORPUS),
            'kernel': k,
            'grid': list(grid) + [1] * (3 - len(grid)),
            'block': list(block) + [1] * (3 - len(block)),
            'shared_bytes': shared,
            'buffers': [],
            'args': [],
            'expected': [],
        }
        for b, v in buffers.items():
            if isinstance(v, int):
                entry['buffers'].append({'name': b, 'bytes': v})
            else:
                entry['buffers'].append({'name': b, 'bytes': len(v), 'hex': v.hex()})
        for p, a in zip(params, args):
            if isinstance(a, str):
                assert a in buffers, a
                entry['args'].append({'param': p, 'buffer': a})
            else:
                entry['args'].append({'param': p, 'value': a})
        if constants:
            entry['constants'] = [{'variable': v, 'hex': b.hex()} for v, b in constants.items()]
        for b, v in expected.items():
            assert b in buffers
            size = buffers[b] if isinstance(buffers[b], int) else len(buffers[b])
            assert len(v) <= size, (name, b)
            entry['expected'].append({'buffer': b, 'hex': v.hex()})
        entries.append(entry)


def rbytes(n):
    return bytes(rng.getrandbits(8) for _ in range(n))


# --- mochimodev/cuda-hashing-algos: one message of `inlen` bytes a thread; 24 messages on 32
# threads (the last 8 threads leave at the bound check).
def batch_hash(name, stem, sms, kernel, inlen, outlen, digest, extra_args=(),
               group='hashing-algos'):
    n = 24
    data = rbytes(n * inlen)
    out = b''.join(digest(data[i * inlen:(i + 1) * inlen]) for i in range(n))
    assert len(out) == n * outlen
    add(name, group, stem, sms, kernel, [1], [32], {'in': data, 'out': n * outlen},
        ['in', inlen, 'out', n] + list(extra_args), {'out': out})


batch_hash('md5', 'md5', ['sm_80', 'sm_90'], r'_Z15kernel_md5_hash.*', 119, 16,
           lambda m: hashlib.md5(m).digest())
batch_hash('sha256', 'sha256', ['sm_80', 'sm_90'], r'_Z18kernel_sha256_hash.*', 119, 32,
           lambda m: hashlib.sha256(m).digest())
batch_hash('sha1', 'sha1', ['sm_80'], r'_Z16kernel_sha1_hash.*', 119, 20,
           lambda m: hashlib.sha1(m).digest())
batch_hash('md2', 'md2', ['sm_80'], r'_Z15kernel_md2_hash.*', 37, 16, md2)
batch_hash('keccak256', 'keccak', ['sm_80', 'sm_90'], r'_Z18kernel_keccak_hash.*', 150, 32,
           lambda m: keccak(m, 32, 0x01), [32])
# This BLAKE2b always compresses a key block first: its init leaves a whole block (the key,
# zeros without one) in the buffer while the parameter block says key length 0. Its digest is
# therefore BLAKE2b-512 of 128 zero bytes followed by the message.
batch_hash('blake2b-512', 'hash_blake2b', ['sm_80'], r'corpus_blake2b', 150, 64,
           lambda m: hashlib.blake2b(bytes(128) + m, digest_size=64).digest(), [64])


# --- brichard19/BitCrack: 256-bit numbers as 8 words, most significant first.
def bc_words(x):
    return struct.pack('<8I', *[(x >> (32 * (7 - k))) & MASK32 for k in range(8)])


def field_elements(p, n):
    return [rng.randrange(1, p) for _ in range(n)]


def elementwise(name, group, stem, sms, kernel, encode, inputs, result, threads=32, block=32):
    n = len(inputs[0])
    bufs = {}
    args = []
    for i, column in enumerate(inputs):
        bufs['abcd'[i]] = b''.join(encode(v) for v in column)
        args.append('abcd'[i])
    outputs = [result(*row) for row in zip(*inputs)]
    out = b''.join(outputs)
    bufs['out'] = len(out)
    args += ['out', n]
    grid = (n + block - 1) // block
    add(name, group, stem, sms, kernel, [grid], [block], bufs, args, {'out': out})


P = SECP256K1_P
n = 40
A, B = field_elements(P, n), field_elements(P, n)
A[0], B[0] = P - 1, P - 1  # the largest operands
bc = ('bitcrack', 'bitcrack_secp256k1', ['sm_80'])
elementwise('mulmodp', *bc, 'bitcrack_mulmodp', bc_words, [A, B], lambda a, b: bc_words(a * b % P))
elementwise('squaremodp', *bc, 'bitcrack_squaremodp', bc_words, [A], lambda a: bc_words(a * a % P))
elementwise('addmodp', *bc, 'bitcrack_addmodp', bc_words, [A, B], lambda a, b: bc_words((a + b) % P))
elementwise('submodp', *bc, 'bitcrack_submodp', bc_words, [A, B], lambda a, b: bc_words((a - b) % P))


def bitcrack_negmodp(a):
    """BitCrack's negModP runs its sub.cc/subc chain from word 0, its most significant word, to
    word 7: each borrow goes to the next less significant word. That is not P - a, but it is what
    the PTX says (sub.cc sets CC.CF, subc subtracts it), word by word."""
    pw = [(P >> (32 * (7 - k))) & MASK32 for k in range(8)]
    aw = [(a >> (32 * (7 - k))) & MASK32 for k in range(8)]
    out, borrow = [], 0
    for k in range(8):
        d = pw[k] - aw[k] - borrow
        out.append(d & MASK32)
        borrow = 1 if d < 0 else 0
    return struct.pack('<8I', *out)


elementwise('negmodp', *bc, 'bitcrack_negmodp', bc_words, [A], bitcrack_negmodp)
elementwise('sha256-pubkey', *bc, 'bitcrack_sha256_pubkey', bc_words, [A, B],
            lambda x, y: struct.pack('<8I', *struct.unpack('>8I', hashlib.sha256(
                b'\x04' + x.to_bytes(32, 'big') + y.to_bytes(32, 'big')).digest())))
parity = [rng.getrandbits(1) for _ in range(n)]
bufs = {'a': b''.join(bc_words(x) for x in A), 'b': struct.pack(f'<{n}I', *parity)}
out = b''.join(
    struct.pack('<8I', *struct.unpack('>8I', hashlib.sha256(bytes([2 + s]) + x.to_bytes(32, 'big')).digest()))
    for x, s in zip(A, parity))
bufs['out'] = len(out)
add('sha256-pubkey-compressed', *bc, 'bitcrack_sha256_pubkey_compressed', [2], [32], bufs,
    ['a', 'b', 'out', n], {'out': out})
msgs = [rng.getrandbits(256) for _ in range(n)]
bufs = {'a': b''.join(struct.pack('<8I', *[(m >> (32 * k)) & MASK32 for k in range(8)]) for m in msgs)}
out = b''.join(ripemd160(bufs['a'][32 * i:32 * i + 32]) for i in range(n))
bufs['out'] = len(out)
add('ripemd160-32', *bc, 'bitcrack_ripemd160_32', [2], [32], bufs, ['a', 'out', n], {'out': out})


# --- JeanLucPons/VanitySearch: four 64-bit limbs, least significant first.
def le(bits):
    return lambda x: x.to_bytes(bits // 8, 'little')


def vanity_partial_reduce(product):
    """VanitySearch's _ModMult/_ModSqr fold 2^256 = 0x1000003D1 (mod P) twice and keep 256 bits,
    without a final subtraction of P: the result is congruent to the product but may lie in
    [P, 2^256) (A[0] = B[0] = P - 1 gives P + 1, not 1)."""
    K, mask = 0x1000003D1, (1 << 256) - 1
    s = (product & mask) + (product >> 256) * K  # first fold: up to 290 bits, kept in five limbs
    r = ((s & mask) + (s >> 256) * K) & mask  # second fold of the fifth limb; the last carry is dropped
    assert r % P == product % P
    return r


vs = ('vanitysearch', 'vanity_secp256k1', ['sm_75', 'sm_80', 'sm_90'])
le256 = le(256)
elementwise('modmult', *vs, 'vanity_modmult', le256, [A, B], lambda a, b: le256(vanity_partial_reduce(a * b)))
elementwise('modsqr', *vs, 'vanity_modsqr', le256, [A], lambda a: le256(vanity_partial_reduce(a * a)))
elementwise('modsub', *vs, 'vanity_modsub', le256, [A, B], lambda a, b: le256((a - b) % P))
elementwise('modneg', *vs, 'vanity_modneg', le256, [A], lambda a: le256((-a) % P))
elementwise('modinv', *vs, 'vanity_modinv', le256, [A], lambda a: le256(pow(a, -1, P)))
bufs = {'a': b''.join(le256(x) for x in A), 'b': bytes(parity)}
out = b''.join(ripemd160(hashlib.sha256(bytes([2 + s]) + x.to_bytes(32, 'big')).digest())
               for x, s in zip(A, parity))
bufs['out'] = len(out)
add('hash160-compressed', *vs, 'vanity_hash160_compressed', [2], [32], bufs, ['a', 'b', 'out', n],
    {'out': out})


# --- supranational/sppark: 32-bit limbs, least significant first, Montgomery form x * R mod p.
def sppark_field(prefix, stem, sms, p, words):
    R = 1 << (32 * words)
    enc = le(32 * words)
    group = ('sppark', stem, sms)
    X, Y = field_elements(p, 32), field_elements(p, 32)
    X[0], Y[0] = p - 1, p - 1
    Rinv = pow(R, -1, p)
    elementwise(f'{prefix}-mul', *group, f'{prefix}_mul', enc, [X, Y], lambda a, b: enc(a * b * Rinv % p))
    elementwise(f'{prefix}-sqr', *group, f'{prefix}_sqr', enc, [X], lambda a: enc(a * a * Rinv % p))
    elementwise(f'{prefix}-add', *group, f'{prefix}_add', enc, [X, Y], lambda a, b: enc((a + b) % p))
    elementwise(f'{prefix}-sub', *group, f'{prefix}_sub', enc, [X, Y], lambda a, b: enc((a - b) % p))
    elementwise(f'{prefix}-neg', *group, f'{prefix}_neg', enc, [X], lambda a: enc((-a) % p))
    # x = a / R; 1/x in Montgomery form is R / x = R^2 / a
    elementwise(f'{prefix}-reciprocal', *group, f'{prefix}_reciprocal', enc, [X],
                lambda a: enc(R * R * pow(a, -1, p) % p))
    elementwise(f'{prefix}-to-montgomery', *group, f'{prefix}_to_montgomery', enc, [X],
                lambda a: enc(a * R % p))
    elementwise(f'{prefix}-from-montgomery', *group, f'{prefix}_from_montgomery', enc, [X],
                lambda a: enc(a * Rinv % p))


sppark_field('bls12_381_fp', 'sppark_bls12_381', ['sm_90'], BLS12_381_P, 12)
sppark_field('bn254_fp', 'sppark_bn254', ['sm_75', 'sm_80'], BN254_P, 8)
sppark_field('bls12_381_fr', 'sppark_bls12_381_fr', ['sm_80'], BLS12_381_R, 8)
sppark_field('pallas_fp', 'sppark_pallas', ['sm_90'], PALLAS_P, 8)


# --- NVlabs/CGBN: `count` instances, TPI threads each; cgbn_mem_t<BITS> is BITS/32 words,
# least significant first.
def cgbn(name, tpi, bits, inputs, result, out_bytes=None):
    count = len(inputs[0])
    enc = le(bits)
    bufs = {}
    args = []
    for i, column in enumerate(inputs):
        bufs['abc'[i]] = b''.join(enc(v) for v in column)
        args.append('abc'[i])
    out = b''.join(result(*row) for row in zip(*inputs))
    bufs['out'] = len(out)
    args += ['out', count]
    threads = count * tpi
    block = min(threads, 128)
    add(name, 'cgbn', 'cgbn_ops', ['sm_80'], f'cgbn_{name}', [threads // block], [block], bufs, args,
        {'out': out})


def rand_bits(bits, count, odd=False):
    out = []
    for i in range(count):
        width = bits - rng.randrange(0, bits // 2) if i % 3 == 2 else bits  # some shorter
        v = rng.getrandbits(width) | (1 << (width - 1))
        out.append(v | 1 if odd else v)
    return out


C = 16
M256, M512, M1024 = (1 << 256) - 1, (1 << 512) - 1, (1 << 1024) - 1
a256, b256 = rand_bits(256, C), rand_bits(256, C)
e256 = le(256)
cgbn('add_256', 8, 256, [a256, b256], lambda a, b: e256((a + b) & M256))
cgbn('sub_256', 8, 256, [a256, b256], lambda a, b: e256((a - b) & M256))
cgbn('mul_256', 8, 256, [a256, b256], lambda a, b: e256((a * b) & M256))
cgbn('mul_high_256', 8, 256, [a256, b256], lambda a, b: e256((a * b) >> 256))
cgbn('gcd_256', 8, 256, [[a * 6 for a in rand_bits(240, C)], [b * 6 for b in rand_bits(240, C)]],
     lambda a, b: e256(math.gcd(a, b)))
d256 = rand_bits(128, C)
cgbn('rem_256', 8, 256, [a256, d256], lambda a, b: e256(a % b))
cgbn('div_256', 8, 256, [a256, d256], lambda a, b: e256(a // b))
a1024, b1024 = rand_bits(1024, 8), rand_bits(1024, 8)
e1024 = le(1024)
cgbn('add_1024', 32, 1024, [a1024, b1024], lambda a, b: e1024((a + b) & M1024))
cgbn('mul_high_1024', 32, 1024, [a1024, b1024], lambda a, b: e1024((a * b) >> 1024))
m256 = rand_bits(256, C, odd=True)
cgbn('powm_256', 8, 256, [[a % m for a, m in zip(a256, m256)], b256, m256],
     lambda x, e, m: e256(pow(x, e, m)))
m512 = rand_bits(512, 8, odd=True)
x512 = [rng.randrange(m) for m in m512]
y512 = [rng.randrange(m) for m in m512]
e512 = le(512)
cgbn('powm_512', 16, 512, [x512, rand_bits(512, 8), m512], lambda x, e, m: e512(pow(x, e, m)))
cgbn('mont_mul_512', 16, 512, [x512, y512, m512], lambda x, y, m: e512(x * y % m))


def inverse_or_zero(a, m):
    return pow(a, -1, m) if math.gcd(a, m) == 1 else 0


inv_m = list(m256)
inv_a = [a % m for a, m in zip(a256, m256)]
inv_m[1] = 3 * (rng.getrandbits(250) | (1 << 249) | 1)  # shares the factor 3 with inv_a[1]
inv_a[1] = 3 * rng.getrandbits(200)
cgbn('modinv_256', 8, 256, [inv_a, inv_m], lambda a, m: e256(inverse_or_zero(a, m)))
cgbn('sqrt_256', 8, 256, [a256], lambda a: e256(math.isqrt(a)))
cgbn('bits_256', 8, 256, [[a >> rng.randrange(0, 200) for a in a256]],
     lambda a: struct.pack('<2I', bin(a).count('1'), 256 - a.bit_length()))


# --- NVIDIA/cuda-samples
def words(values, fmt='i'):
    return struct.pack(f'<{len(values)}{fmt}', *values)


def wrap32(v):
    return (v + 2**31) % 2**32 - 2**31


cs = ['sm_75', 'sm_80', 'sm_90']
add('inlinePTX-laneid', 'cuda-samples', 'inlinePTX', cs, r'_Z12sequence_gpuPii', [2], [96],
    {'out': 4 * 180}, ['out', 180], {'out': words([i % 32 for i in range(180)])})

# the vectors hold multiples of 1/8 below 2^10: every sum is exact in binary32
va = [rng.randrange(-8192, 8192) / 8 for _ in range(200)]
vb = [rng.randrange(-8192, 8192) / 8 for _ in range(200)]
add('vectorAdd', 'cuda-samples', 'vectorAdd', cs, r'_Z9vectorAdd.*', [2], [128],
    {'a': words(va, 'f'), 'b': words(vb, 'f'), 'c': 4 * 200}, ['a', 'b', 'c', 200],
    {'c': words([x + y for x, y in zip(va, vb)], 'f')})

vote_in = [0] * 32 + [0] * 31 + [5] + [7] * 32
add('vote-any', 'cuda-samples', 'simpleVoteIntrinsics', cs, r'_Z14VoteAnyKernel1.*', [1], [96],
    {'in': words(vote_in, 'I'), 'out': 4 * 96}, ['in', 'out', 96],
    {'out': words([int(any(vote_in[w * 32:w * 32 + 32])) for w in range(3) for _ in range(32)])})
add('vote-all', 'cuda-samples', 'simpleVoteIntrinsics', cs, r'_Z14VoteAllKernel2.*', [1], [96],
    {'in': words(vote_in, 'I'), 'out': 4 * 96}, ['in', 'out', 96],
    {'out': words([int(all(vote_in[w * 32:w * 32 + 32])) for w in range(3) for _ in range(32)])})
info = []
for tx in range(96):
    warp = range(tx // 32 * 32, tx // 32 * 32 + 32)
    info += [int(any(t >= 48 for t in warp)), int(tx >= 48), int(all(t >= 48 for t in warp))]
add('vote-any-all', 'cuda-samples', 'simpleVoteIntrinsics', cs, r'_Z14VoteAnyKernel3.*', [1], [96],
    {'info': 3 * 96}, ['info', 32], {'info': bytes(info)})

data = [rng.randrange(-1000, 1000) for _ in range(512)]
scan = []
for blk in range(2):
    s = 0
    for v in data[blk * 256:(blk + 1) * 256]:
        s += v
        scan.append(s)
add('shfl-scan', 'cuda-samples', 'shfl_scan', cs, r'_Z14shfl_scan_test.*', [2], [256],
    {'data': words(data), 'sums': 8}, ['data', 32, 'sums'],
    {'data': words(scan), 'sums': words([scan[255], scan[511]])}, shared=4 * 8)

hist_words = [rng.getrandbits(32) & 0x0f3f7fff for _ in range(1000)]
partial = [[0] * 256 for _ in range(2)]
for pos, w in enumerate(hist_words):
    for k in range(4):
        partial[(pos // 192) % 2][(w >> (8 * k)) & 255] += 1
add('histogram256', 'cuda-samples', 'histogram256', cs, r'_Z18histogram256Kernel.*', [2], [192],
    {'partial': 2 * 256 * 4, 'data': words(hist_words, 'I')}, ['partial', 'data', 1000],
    {'partial': words(partial[0] + partial[1], 'I')})

red = [rng.randrange(-100000, 100000) for _ in range(1000)]


def block_sums(per_block, blocks):
    return [wrap32(sum(red[b * per_block:(b + 1) * per_block])) for b in range(blocks)]


for kernel, per_block in [('reduce0', 128), ('reduce1', 128), ('reduce2', 128), ('reduce3', 256)]:
    blocks = (1000 + per_block - 1) // per_block
    add(f'{kernel}-int', 'cuda-samples', 'reduction_kernel', ['sm_80'], rf'_Z7{kernel}IiEvPT_S1_j',
        [blocks], [128], {'in': words(red), 'out': 4 * blocks}, ['in', 'out', 1000],
        {'out': words(block_sums(per_block, blocks))}, shared=128 * 4)
for kernel in ['reduce4', 'reduce5']:
    add(f'{kernel}-int-128', 'cuda-samples', 'reduction_kernel', ['sm_80'],
        rf'_Z7{kernel}IiLj128EEvPT_S1_j', [4], [128], {'in': words(red), 'out': 16},
        ['in', 'out', 1000], {'out': words(block_sums(256, 4))}, shared=128 * 4)
# reduce6 with nIsPow2 = false (the Lb0E instance): a grid-stride loop of one element a thread,
# i = blockIdx * 128 + tid, stride 128 * gridDim (= 256); the two-element step of the sample's
# nIsPow2 branch is not in this instance (the PTX: shl.b32 by 7 of %ctaid.x and of %nctaid.x)
r6 = [0, 0]
for i, v in enumerate(red):
    r6[(i % 256) // 128] += v
add('reduce6-int-128', 'cuda-samples', 'reduction_kernel', ['sm_80'], r'_Z7reduce6IiLj128ELb0EEvPT_S1_j',
    [2], [128], {'in': words(red), 'out': 8}, ['in', 'out', 1000], {'out': words([wrap32(v) for v in r6])},
    shared=128 * 4)

# --- tpruvot/ccminer: miner hash kernels over one 64-byte hash slot a thread (32 threads).
def bswap64_words(b):
    return b''.join(b[i:i + 8][::-1] for i in range(0, len(b), 8))


# LBRY's SHA-512 of 32 bytes: the slot's first four 64-bit words, read from memory as numbers,
# are the message's big-endian words; the digest's words are written back byte-swapped, so the
# slot ends holding the digest's bytes in order.
slots = rbytes(32 * 64)
add('lbry-sha512-32', 'ccminer', 'cuda_sha512_lbry', ['sm_80'], r'_Z23lbry_sha512_gpu_hash_32jPm',
    [1], [32], {'hash': slots}, [32, 'hash'],
    {'hash': b''.join(hashlib.sha512(bswap64_words(slots[i * 64:i * 64 + 32])).digest()
                      for i in range(32))})
# Quark's Keccak-512 of a 64-byte hash (the original Keccak padding 0x01 .. 0x80 at byte 71 of
# the 72-byte rate) in place; without a nonce vector (a null pointer) thread t hashes slot t.
# The round constants are what the host copies to d_keccak_round_constants (FIPS 202's RC).
round_constants = b''.join(rc.to_bytes(8, 'little') for rc in KECCAK_RC)
slots = rbytes(32 * 64)
for kernel in [r'_Z27quark_keccak512_gpu_hash_64jjPmPj', r'_Z31quark_keccak512_gpu_hash_64_v30jjPmPj']:
    add('keccak512-64' + ('-v30' if 'v30' in kernel else ''), 'ccminer', 'cuda_quark_keccak512',
        ['sm_75', 'sm_80', 'sm_90'], kernel, [1], [32], {'hash': slots},
        [32, 0, 'hash', 0],
        {'hash': b''.join(keccak(slots[i * 64:(i + 1) * 64], 64, 0x01) for i in range(32))},
        constants={'d_keccak_round_constants': round_constants})

# --- NVIDIA/cuda-samples globalToShmemAsyncCopy (sm_80): 32 x 32 float matrices multiplied by
# 16 x 16 tiles that cp.async (memcpy_async) copies into shared memory, the warps of a block
# waiting on each other through cuda::barrier (mbarrier) or a pipeline; C = A B. Small
# integers make every float sum exact in any order. The sample's LargeChunk kernels read B's
# tile at A's offset, so they get constant matrices (A all 1, B all 2: C all 64), as the
# sample's own check uses; the others random ones. The SharedState kernel runs on 16 x 18
# threads, as the sample launches it.
def float_words(values):
    return struct.pack(f'<{len(values)}f', *values)


n = 32
ra = [rng.randrange(4) for _ in range(n * n)]
rb = [rng.randrange(4) for _ in range(n * n)]
rc = [sum(ra[i * n + k] * rb[k * n + j] for k in range(n)) for i in range(n) for j in range(n)]
for kernel in ['MatrixMulAsyncCopyMultiStageLargeChunk', 'MatrixMulAsyncCopyLargeChunk',
               'MatrixMulAsyncCopyLargeChunkAWBarrier', 'MatrixMulAsyncCopyMultiStageSharedState',
               'MatrixMulAsyncCopyMultiStage', 'MatrixMulAsyncCopySingleStage', 'MatrixMulNaive',
               'MatrixMulNaiveLargeChunk']:
    constant = 'LargeChunk' in kernel or 'SharedState' in kernel
    a, b = ([1] * (n * n), [2] * (n * n)) if constant else (ra, rb)
    c = [64] * (n * n) if constant else rc
    add(f'matmul-async-{kernel}', 'cuda-samples', 'globalToShmemAsyncCopy', ['sm_80'],
        rf'_Z\d+{kernel}ILi16EEvPf\w*', [2, 2], [16, 18 if 'SharedState' in kernel else 16],
        {'c': 4 * n * n, 'a': float_words(a), 'b': float_words(b)}, ['c', 'a', 'b', n, n],
        {'c': float_words(c)})

# --- hashcat/hashcat: its hash functions (OpenCL/inc_hash_*.cl, compiled as CUDA) behind our
# driver: thread i hashes lens[i] bytes of its 256-byte slot, zero past the length (hashcat's
# update functions OR the padding into the last word, as its zeroed password buffers allow),
# and writes the state words to its 64-byte slot of out. The lengths cross every padding
# boundary of 64- and 128-byte blocks.
HC_LENS = [0, 1, 3, 31, 32, 55, 56, 57, 63, 64, 65, 100, 111, 112, 113, 119, 120, 127, 128, 129,
           150, 183, 200, 239, 240, 255, 256, 17, 44, 77, 99, 201]


def be_words(digest, size):
    """A big-endian digest as the little-endian words of `size` bytes hashcat keeps it in."""
    return b''.join(int.from_bytes(digest[i:i + size], 'big').to_bytes(size, 'little')
                    for i in range(0, len(digest), size))


def hashcat_run(kernel, digest):
    n = len(HC_LENS)
    messages = [rbytes(length) + bytes(256 - length) for length in HC_LENS]
    out = b''.join(digest(m[:length]).ljust(64, b'\0') for m, length in zip(messages, HC_LENS))
    add(kernel[3:], 'hashcat', 'hashcat_hashes', ['sm_80'], kernel, [1], [n],
        {'msgs': b''.join(messages), 'lens': struct.pack(f'<{n}I', *HC_LENS), 'out': n * 64},
        ['msgs', 'lens', 'out', n], {'out': out})


hashcat_run('hc_md5', lambda m: hashlib.md5(m).digest())
hashcat_run('hc_sha1', lambda m: be_words(hashlib.sha1(m).digest(), 4))
hashcat_run('hc_sha256', lambda m: be_words(hashlib.sha256(m).digest(), 4))
hashcat_run('hc_sha512', lambda m: be_words(hashlib.sha512(m).digest(), 8))
hashcat_run('hc_ripemd160', ripemd160)
hashcat_run('hc_blake2b', lambda m: hashlib.blake2b(m).digest())
hashcat_run('hc_blake2s', lambda m: hashlib.blake2s(m).digest())


# --- data61/cuda-fixnum: warp-cooperative numbers (a slot of W lanes, lane L holding digit L)
# behind our driver; 64 threads, so 8 numbers of 8 lanes or 2 of 32. Operands include the
# extremes (0, all ones, the top bit alone) beside random ones.
def fixnum_operands(count, bits):
    out = []
    for i in range(count):
        special = [0, (1 << bits) - 1, 1 << (bits - 1)][rng.randrange(3)]
        out.append(special if i % 3 == 0 else rng.getrandbits(bits))
    return out


def fixnum_enc(values, bits):
    return b''.join(v.to_bytes(bits // 8, 'little') for v in values)


def fixnum_run(name, bits, lanes, buffers, args, expected):
    add(name, 'cuda-fixnum', 'fixnum_ops', ['sm_80'], f'fixnum_{name}', [2], [32], buffers, args,
        expected)


FX_THREADS = 64
n, w = FX_THREADS // 8, 256
a, b = fixnum_operands(n, w), fixnum_operands(n, w)
fixnum_run('add_cy_256', w, 8, {'r': n * 32, 'cy': n * 4, 'a': fixnum_enc(a, w),
                                'b': fixnum_enc(b, w)}, ['r', 'cy', 'a', 'b'],
           {'r': fixnum_enc([(x + y) % (1 << w) for x, y in zip(a, b)], w),
            'cy': fixnum_enc([(x + y) >> w for x, y in zip(a, b)], 32)})
n, w = FX_THREADS // 8, 512
a, b = fixnum_operands(n, w), fixnum_operands(n, w)
fixnum_run('sub_br_512', w, 8, {'r': n * 64, 'br': n * 8, 'a': fixnum_enc(a, w),
                                'b': fixnum_enc(b, w)}, ['r', 'br', 'a', 'b'],
           {'r': fixnum_enc([(x - y) % (1 << w) for x, y in zip(a, b)], w),
            'br': fixnum_enc([int(x < y) for x, y in zip(a, b)], 64)})
for w in (256, 512):
    n = FX_THREADS // 8
    a, b = fixnum_operands(n, w), fixnum_operands(n, w)
    fixnum_run(f'mul_wide_{w}', w, 8, {'hi': n * w // 8, 'lo': n * w // 8, 'a': fixnum_enc(a, w),
                                       'b': fixnum_enc(b, w)}, ['hi', 'lo', 'a', 'b'],
               {'hi': fixnum_enc([(x * y) >> w for x, y in zip(a, b)], w),
                'lo': fixnum_enc([(x * y) % (1 << w) for x, y in zip(a, b)], w)})
n, w = FX_THREADS // 32, 1024
a = fixnum_operands(n, w)
fixnum_run('sqr_wide_1024', w, 32, {'hi': n * 128, 'lo': n * 128, 'a': fixnum_enc(a, w)},
           ['hi', 'lo', 'a'], {'hi': fixnum_enc([(x * x) >> w for x in a], w),
                               'lo': fixnum_enc([(x * x) % (1 << w) for x in a], w)})
# z = x^e mod m by the library's sliding-window modexp (its windows in malloc'd memory, one
# allocation a slot): odd m of full width, e 0, 1, 65537 and random.
for name, w in (('modexp_cios_256', 256), ('modexp_redc_512', 512)):
    n = FX_THREADS // 8
    m = [rng.getrandbits(w) | 1 | (1 << (w - 1)) for _ in range(n)]
    x = [rng.getrandbits(w) % mm for mm in m]
    e = [0, 1, 65537] + [rng.getrandbits(w) for _ in range(n - 3)]
    fixnum_run(name, w, 8, {'z': n * w // 8, 'x': fixnum_enc(x, w), 'e': fixnum_enc(e, w),
                            'm': fixnum_enc(m, w)}, ['z', 'x', 'e', 'm'],
               {'z': fixnum_enc([pow(xx, ee, mm) for xx, ee, mm in zip(x, e, m)], w)})

# --- matter-labs/era-bellman-cuda: BN254's base field (p) and scalar field (q), 8 x 32-bit limbs
# in Montgomery form (R = 2^256), behind our driver: thread i computes out[i] from a[i], b[i].
# The library's neg is p - x without a reduction (neg(0) is p itself: ff_dispatch_st.cuh), and
# its inverse takes and gives Montgomery forms (0 for 0).
BN254_Q = 21888242871839275222246405745257275088548364400416034343698204186575808495617


def bellman_run(prefix, m, ops):
    n = 32
    a = [0, 1, m - 1] + [rng.randrange(m) for _ in range(n - 3)]
    b = [rng.randrange(m) for _ in range(n)]
    r = 1 << 256
    ri = pow(r, -1, m)
    results = {
        'mul': [x * y * ri % m for x, y in zip(a, b)],
        'add': [(x + y) % m for x, y in zip(a, b)],
        'sub': [(x - y) % m for x, y in zip(a, b)],
        'sqr': [x * x * ri % m for x in a],
        'neg': [m - x for x in a],
        'to_montgomery': [x * r % m for x in a],
        'from_montgomery': [x * ri % m for x in a],
        'inverse': [pow(x * ri, -1, m) * r % m if x else 0 for x in a],
    }
    enc = le(256)
    for op in ops:
        add(f'{prefix}-{op}', 'bellman-cuda', 'bellman_fields', ['sm_80'], f'bellman_{prefix}_{op}',
            [1], [n], {'out': 32 * n, 'a': b''.join(enc(x) for x in a),
                       'b': b''.join(enc(x) for x in b)}, ['out', 'a', 'b', n],
            {'out': b''.join(enc(x) for x in results[op])})


bellman_run('p', BN254_P, ['mul', 'add', 'sub', 'sqr', 'neg', 'to_montgomery', 'from_montgomery',
                           'inverse'])
bellman_run('q', BN254_Q, ['mul', 'sqr', 'inverse'])

# --- shrec/UltrafastSecp256k1: secp256k1's field (mod p) and scalar (mod n) elements as 4 x 64-bit
# limbs, least significant first, behind our driver: r[i] = op(a[i], b[i]) (unary ones ignore b).
# New sections go last: the random numbers of the ones above stay as they were.
SECP256K1_N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141


def le256(x):
    return x.to_bytes(32, 'little')


def ufs_run(op, m, f):
    count = 40
    a = [m - 1, 1] + [rng.randrange(1, m) for _ in range(count - 2)]
    b = [m - 1, m - 1] + [rng.randrange(1, m) for _ in range(count - 2)]
    elementwise(op, 'ufsecp256k1', 'ufsecp256k1_field', ['sm_80'], f'ufs_{op}', le256, [a, b],
                lambda x, y: le256(f(x, y)))


ufs_run('field_mul', P, lambda x, y: x * y % P)
ufs_run('field_add', P, lambda x, y: (x + y) % P)
ufs_run('field_sub', P, lambda x, y: (x - y) % P)
ufs_run('field_sqr', P, lambda x, y: x * x % P)
ufs_run('field_inv', P, lambda x, y: pow(x, -1, P))
ufs_run('field_negate', P, lambda x, y: -x % P)
ufs_run('scalar_mul', SECP256K1_N, lambda x, y: x * y % SECP256K1_N)
ufs_run('scalar_add', SECP256K1_N, lambda x, y: (x + y) % SECP256K1_N)
ufs_run('scalar_inverse', SECP256K1_N, lambda x, y: pow(x, -1, SECP256K1_N))

# --- Debug builds (nvcc -G, -lineinfo) of the hash kernels: the same computations as above, on
# their own random inputs.
batch_hash('sha256-G', 'sha256.G', ['sm_80'], r'_Z18kernel_sha256_hash.*', 119, 32,
           lambda m: hashlib.sha256(m).digest(), group='debug')
batch_hash('keccak256-G', 'keccak.G', ['sm_75'], r'_Z18kernel_keccak_hash.*', 150, 32,
           lambda m: keccak(m, 32, 0x01), [32], group='debug')
batch_hash('md5-lineinfo', 'md5.lineinfo', ['sm_90'], r'_Z15kernel_md5_hash.*', 119, 16,
           lambda m: hashlib.md5(m).digest(), group='debug')

# --- CUB's block- and warp-level primitives (cub/cub.cuh of CUDA 13.0) behind our driver: each
# block of 128 threads works on its own tile of 512 elements (4 a thread, blocked), plain loops
# and sorted() here.
CUB_BLOCKS, CUB_TILE = 2, 512
CUB_SMS = ['sm_75', 'sm_80', 'sm_90']


def cub_tiles(values):
    return [values[b * CUB_TILE:(b + 1) * CUB_TILE] for b in range(CUB_BLOCKS)]


def cub_add(name, kernel, buffers, args, expected):
    add(name, 'cub', 'cub_block', CUB_SMS, kernel, [CUB_BLOCKS], [128], buffers, args, expected)


n = CUB_BLOCKS * CUB_TILE
# Keys with repeats (a few small values drawn again) and the extremes.
keys32 = [rng.getrandbits(32) for _ in range(n - 24)] + [0, MASK32] * 4 + [7] * 16
rng.shuffle(keys32)
cub_add('block_radix_sort_u32', 'cub_block_radix_sort_u32', {'in': words(keys32, 'I'), 'out': 4 * n},
        ['in', 'out'], {'out': words([k for t in cub_tiles(keys32) for k in sorted(t)], 'I')})
# Distinct 64-bit keys, each with its index as the value: descending by key.
keys64 = []
while len(keys64) < n:
    k = rng.getrandbits(64)
    if k not in keys64:
        keys64.append(k)
order = [i for t in range(CUB_BLOCKS)
         for i in sorted(range(t * CUB_TILE, (t + 1) * CUB_TILE), key=lambda i: -keys64[i])]
cub_add('block_radix_sort_pairs_u64', 'cub_block_radix_sort_pairs_u64',
        {'keysIn': words(keys64, 'Q'), 'valuesIn': words(range(n), 'I'), 'keysOut': 8 * n,
         'valuesOut': 4 * n}, ['keysIn', 'valuesIn', 'keysOut', 'valuesOut'],
        {'keysOut': words([keys64[i] for i in order], 'Q'), 'valuesOut': words(order, 'I')})
values = [rng.getrandbits(32) for _ in range(n)]
inclusive, exclusive = [], []
for t in cub_tiles(values):
    total = 0
    for v in t:
        exclusive.append(total)
        total = (total + v) & MASK32
        inclusive.append(total)
cub_add('block_scan_u32', 'cub_block_scan_u32',
        {'in': words(values, 'I'), 'inclusive': 4 * n, 'exclusive': 4 * n},
        ['in', 'inclusive', 'exclusive'],
        {'inclusive': words(inclusive, 'I'), 'exclusive': words(exclusive, 'I')})
values64 = [rng.getrandbits(64) for _ in range(n)]
reduced = []
for t in cub_tiles(values64):
    reduced += [sum(t) % (1 << 64), max(t), min(t)]
cub_add('block_reduce_u64', 'cub_block_reduce_u64', {'in': words(values64, 'Q'), 'out': 8 * 3 * CUB_BLOCKS},
        ['in', 'out'], {'out': words(reduced, 'Q')})
lanes = [rng.getrandbits(32) for _ in range(CUB_BLOCKS * 128)]
warps = [lanes[w * 32:(w + 1) * 32] for w in range(len(lanes) // 32)]
prefix = []
for w in warps:
    total = 0
    for v in w:
        total = (total + v) & MASK32
        prefix.append(total)
cub_add('warp_reduce_scan_u32', 'cub_warp_reduce_scan_u32',
        {'in': words(lanes, 'I'), 'most': 4 * len(warps), 'prefix': 4 * len(lanes)},
        ['in', 'most', 'prefix'],
        {'most': words([max(w) for w in warps], 'I'), 'prefix': words(prefix, 'I')})
samples = [rng.randrange(256) for _ in range(n - 64)] + [0] * 32 + [255] * 32
rng.shuffle(samples)
bins = []
for t in cub_tiles(samples):
    bins += [t.count(v) for v in range(256)]
cub_add('block_histogram_u8', 'cub_block_histogram_u8',
        {'samples': bytes(samples), 'bins': 4 * 256 * CUB_BLOCKS}, ['samples', 'bins'],
        {'bins': words(bins, 'I')})

# --- solana-labs/solana-perf-libs: Ed25519 (cuda-ecc-ed25519) behind our driver, built with -G. The
# reference is RFC 8032 written here on Python integers (extended coordinates), checked against
# the RFC's test vector 1 and 2 below; verification is the cofactorless check the library makes:
# s < l, A decodes, and the encoding of [s]B - [h]A equals R's 32 bytes.
ED_P = 2**255 - 19
ED_L = 2**252 + 27742317777372353535851937790883648493
ED_D = -121665 * pow(121666, -1, ED_P) % ED_P
ED_I = pow(2, (ED_P - 1) // 4, ED_P)  # a square root of -1


def ed_add(P1, Q1):
    x1, y1, z1, t1 = P1
    x2, y2, z2, t2 = Q1
    a = (y1 - x1) * (y2 - x2) % ED_P
    b = (y1 + x1) * (y2 + x2) % ED_P
    c = 2 * t1 * t2 * ED_D % ED_P
    d = 2 * z1 * z2 % ED_P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % ED_P, g * h % ED_P, f * g % ED_P, e * h % ED_P)


def ed_mul(k, P1):
    Q1 = (0, 1, 1, 0)
    while k:
        if k & 1:
            Q1 = ed_add(Q1, P1)
        P1 = ed_add(P1, P1)
        k >>= 1
    return Q1


def ed_encode(P1):
    x, y, z, _ = P1
    zi = pow(z, -1, ED_P)
    x, y = x * zi % ED_P, y * zi % ED_P
    return (y | ((x & 1) << 255)).to_bytes(32, 'little')


def ed_decode(s):
    y = int.from_bytes(s, 'little')
    sign, y = y >> 255, y & ((1 << 255) - 1)
    if y >= ED_P:
        return None
    x2 = (y * y - 1) * pow(ED_D * y * y + 1, -1, ED_P) % ED_P
    x = pow(x2, (ED_P + 3) // 8, ED_P)
    if (x * x - x2) % ED_P:
        x = x * ED_I % ED_P
    if (x * x - x2) % ED_P or (x == 0 and sign):
        return None
    if x & 1 != sign:
        x = ED_P - x
    return (x, y, 1, x * y % ED_P)


ED_GY = 4 * pow(5, -1, ED_P) % ED_P
ED_B = ed_decode(ED_GY.to_bytes(32, 'little'))


def ed_secret(seed):
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], 'little')
    a &= (1 << 254) - 8
    a |= 1 << 254
    return a, h


def ed_public(seed):
    return ed_encode(ed_mul(ed_secret(seed)[0], ED_B))


def ed_sign(seed, message):
    a, h = ed_secret(seed)
    pub = ed_encode(ed_mul(a, ED_B))
    r = int.from_bytes(hashlib.sha512(h[32:] + message).digest(), 'little') % ED_L
    R = ed_encode(ed_mul(r, ED_B))
    k = int.from_bytes(hashlib.sha512(R + pub + message).digest(), 'little') % ED_L
    return R + ((r + k * a) % ED_L).to_bytes(32, 'little')


def ed_verify(sig, pub, message):
    s = int.from_bytes(sig[32:], 'little')
    A = ed_decode(pub)
    if s >= ED_L or A is None:
        return 0
    k = int.from_bytes(hashlib.sha512(sig[:32] + pub + message).digest(), 'little') % ED_L
    minus_kA = ed_mul(k, (ED_P - A[0], A[1], A[2], ED_P - A[3]))
    return int(ed_encode(ed_add(ed_mul(s, ED_B), minus_kA)) == sig[:32])


# RFC 8032, section 7.1, test 1 (the empty message); and where the cryptography package is
# installed (OpenSSL's Ed25519), the same signatures from it.
ED_SEED1 = bytes.fromhex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60')
assert ed_public(ED_SEED1) == \
    bytes.fromhex('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a')
assert ed_sign(ED_SEED1, b'') == \
    bytes.fromhex('e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bac'
                  'c61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b')
try:
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
except ImportError:
    Ed25519PrivateKey = None


def ed_check(seed, message):
    if Ed25519PrivateKey:
        assert Ed25519PrivateKey.from_private_bytes(seed).sign(message) == ed_sign(seed, message)


def ed25519_runs():
    group = ('solana-ed25519', 'solana_ed25519.G', ['sm_80'])
    n = 8
    lens = [0, 1, 63, 111, 112, 127, 128, 200]  # SHA-512's padding boundaries
    msgs = [rbytes(length) for length in lens]
    slots = b''.join(m + bytes(256 - len(m)) for m in msgs)
    lenw = struct.pack(f'<{n}I', *lens)
    add('sha512', *group, 'solana_sha512', [1], [32], {'msgs': slots, 'lens': lenw, 'out': 64 * n},
        ['msgs', 'lens', 'out', n], {'out': b''.join(hashlib.sha512(m).digest() for m in msgs)})
    seeds = [rbytes(32) for _ in range(n)]
    for seed, m in zip(seeds, msgs):
        ed_check(seed, m)
    add('keypair', *group, 'solana_keypair', [1], [32], {'seeds': b''.join(seeds), 'out': 96 * n},
        ['seeds', 'out', n], {'out': b''.join(ed_public(s) + ed_secret(s)[0].to_bytes(32, 'little') +
                                               ed_secret(s)[1][32:] for s in seeds)})
    # The library's own signing kernel: thread i signs message i of `packets` (each item a
    # public key, a private key (the clamped scalar, then SHA-512(seed)'s second half), the
    # message) into out[64 i..].
    packets, pub_off, priv_off, msg_off = b'', [], [], []
    for seed, m in zip(seeds, msgs):
        a, h = ed_secret(seed)
        pub_off.append(len(packets))
        priv_off.append(len(packets) + 32)
        msg_off.append(len(packets) + 96)
        packets += ed_public(seed) + a.to_bytes(32, 'little') + h[32:] + m
    add('sign', *group, r'_Z19ed25519_sign_kernel.*', [1], [32],
        {'packets': packets, 'pub': words(pub_off, 'I'), 'priv': words(priv_off, 'I'),
         'start': words(msg_off, 'I'),
         'lens': lenw, 'out': 64 * n}, ['packets', 256, 'pub', 'priv', 'start', 'lens', n, 'out'],
        {'out': b''.join(ed_sign(s, m) for s, m in zip(seeds, msgs))})
    # Verification: valid signatures, and signatures spoilt one way each: a message bit, a bit of
    # R, s + l (not reduced), another key, R's sign bit.
    sigs = [bytearray(ed_sign(s, m)) for s, m in zip(seeds, msgs)]
    pubs = [ed_public(s) for s in seeds]
    msgs_v = [bytearray(m) for m in msgs]
    msgs_v[2][5] ^= 0x10
    sigs[3][7] ^= 0x01
    sigs[4][32:] = ((int.from_bytes(sigs[4][32:], 'little') + ED_L) % 2**256).to_bytes(32, 'little')
    pubs[5] = pubs[6]
    sigs[7][31] ^= 0x80
    verdicts = [ed_verify(bytes(sg), pb, bytes(m)) for sg, pb, m in zip(sigs, pubs, msgs_v)]
    assert verdicts == [1, 1, 0, 0, 0, 0, 1, 0], verdicts
    slots_v = b''.join(bytes(m) + bytes(256 - len(m)) for m in msgs_v)
    add('verify', *group, 'solana_verify', [1], [32],
        {'sigs': b''.join(sigs), 'msgs': slots_v, 'lens': lenw, 'pubs': b''.join(pubs), 'out': n},
        ['sigs', 'msgs', 'lens', 'pubs', 'out', n], {'out': bytes(verdicts)})
    # The library's first verification kernel: the checks on s (below l) and R (it decodes), then
    # h = SHA-512(R, A, M) reduced mod l in its first 32 bytes (sc_reduce leaves the other 32 as
    # the hash wrote them); h stays zero where a check fails.
    packets, sig_off, pub_off, msg_off = b'', [], [], []
    for sg, pb, m in zip(sigs, pubs, msgs_v):
        sig_off.append(len(packets))
        pub_off.append(len(packets) + 64)
        msg_off.append(len(packets) + 96)
        packets += bytes(sg) + pb + bytes(m)
    first = [int(int.from_bytes(sg[32:], 'little') < ED_L and ed_decode(bytes(sg[:32])) is not None)
             for sg in sigs]
    hs = b''
    for sg, pb, m, ok in zip(sigs, pubs, msgs_v, first):
        digest = hashlib.sha512(bytes(sg[:32]) + pb + bytes(m)).digest()
        reduced = (int.from_bytes(digest, 'little') % ED_L).to_bytes(32, 'little')
        hs += reduced + digest[32:] if ok else bytes(64)
    add('verify-kernel', *group, r'_Z21ed25519_verify_kernel.*', [1], [32],
        {'packets': packets, 'lens': lenw, 'pub': words(pub_off, 'I'), 'sig': words(sig_off, 'I'),
         'start': words(msg_off, 'I'), 'out': n, 'h': 64 * n},
        ['packets', 256, 'lens', 'pub', 'sig', 'start', n, 'out', 'h'],
        {'out': bytes(first), 'h': hs})


ed25519_runs()

# --- matter-labs/era-bellman-cuda: BN254's G1 (y^2 = x^3 + 3 over p, generator (1, 2)) behind our
# driver: affine points in, x and y in Montgomery form (R = 2^256); results out as plain affine
# coordinates. Affine chord-and-tangent arithmetic on Python integers here.
def g1_add(P1, Q1):
    if P1 is None:
        return Q1
    if Q1 is None:
        return P1
    (x1, y1), (x2, y2) = P1, Q1
    if x1 == x2 and (y1 + y2) % BN254_P == 0:
        return None
    if P1 == Q1:
        lam = 3 * x1 * x1 * pow(2 * y1, -1, BN254_P) % BN254_P
    else:
        lam = (y2 - y1) * pow(x2 - x1, -1, BN254_P) % BN254_P
    x3 = (lam * lam - x1 - x2) % BN254_P
    return (x3, (lam * (x1 - x3) - y1) % BN254_P)


def g1_mul(k, P1):
    Q1 = None
    while k:
        if k & 1:
            Q1 = g1_add(Q1, P1)
        P1 = g1_add(P1, P1)
        k >>= 1
    return Q1


def bellman_curve_runs():
    group = ('bellman-cuda', 'bellman_curve', ['sm_80'])
    n = 32
    G = (1, 2)
    assert (G[1] ** 2 - G[0] ** 3 - 3) % BN254_P == 0
    points = [g1_mul(rng.randrange(1, BN254_Q), G) for _ in range(n)]
    others = [g1_mul(rng.randrange(1, BN254_Q), G) for _ in range(n)]
    R = 1 << 256
    mont = lambda P1: le256(P1[0] * R % BN254_P) + le256(P1[1] * R % BN254_P)
    plain = lambda P1: le256(P1[0]) + le256(P1[1])
    # Scalars: below q, the extremes 1, 2 and q - 1 first, some short ones (the library stops at
    # the last non-zero limb and the last set bit).
    ks = [1, 2, BN254_Q - 1] + [rng.randrange(1, BN254_Q) >> (0 if i % 4 else rng.randrange(200))
                                for i in range(n - 3)]
    ks = [k or 1 for k in ks]
    for kernel in ['bellman_ec_mul_projective', 'bellman_ec_mul_xyzz']:
        add(kernel[len('bellman_'):], *group, kernel, [1], [n],
            {'out': 64 * n, 'k': b''.join(le256(k) for k in ks),
             'a': b''.join(mont(P1) for P1 in points)}, ['out', 'k', 'a', n],
            {'out': b''.join(plain(g1_mul(k, P1)) for k, P1 in zip(ks, points))})
    out = b''
    for P1, Q1 in zip(points, others):
        out += plain(g1_add(P1, (Q1[0], -Q1[1] % BN254_P))) + plain(g1_add(P1, P1))
    add('ec_sub_dbl', *group, 'bellman_ec_sub_dbl', [1], [n],
        {'out': 128 * n, 'a': b''.join(mont(P1) for P1 in points),
         'b': b''.join(mont(Q1) for Q1 in others)}, ['out', 'a', 'b', n], {'out': out})


bellman_curve_runs()

# --- xmrig/xmrig-cuda's RandomX hashing kernels behind our driver (their templates instantiated
# small). Blake2b from hashlib; AES rounds written here from FIPS 197 (the S-box from the inverse
# in GF(2^8) and its affine map; checked with FIPS 197's appendix C.1 through a whole AES-128),
# as x86's AESENC/AESDEC define a round, and RandomX's AesGenerator1R and AesHash1R from its
# specification (section 3.2, 3.3) with the keys the kernels hold.
def gf_mul(a, b):
    r = 0
    while b:
        if b & 1:
            r ^= a
        a = ((a << 1) ^ (0x11b if a & 0x80 else 0)) & 0xff
        b >>= 1
    return r


def aes_sbox():
    box = []
    for b in range(256):
        inv = next((c for c in range(1, 256) if gf_mul(b, c) == 1), 0)
        rot = lambda v, n: ((v << n) | (v >> (8 - n))) & 0xff
        box.append(inv ^ rot(inv, 1) ^ rot(inv, 2) ^ rot(inv, 3) ^ rot(inv, 4) ^ 0x63)
    return box


AES_SBOX = aes_sbox()
AES_INV_SBOX = [AES_SBOX.index(v) for v in range(256)]


def aes_mix(state, m):
    out = bytearray(16)
    for c in range(4):
        col = state[4 * c:4 * c + 4]
        for r in range(4):
            out[4 * c + r] = (gf_mul(m[0], col[r]) ^ gf_mul(m[1], col[(r + 1) % 4]) ^
                              gf_mul(m[2], col[(r + 2) % 4]) ^ gf_mul(m[3], col[(r + 3) % 4]))
    return bytes(out)


def aesenc(state, key, last=False):
    """x86 AESENC: ShiftRows, SubBytes, MixColumns (not in the last round), AddRoundKey."""
    s = bytes(AES_SBOX[state[((c + r) % 4) * 4 + r]] for c in range(4) for r in range(4))
    s = s if last else aes_mix(s, (2, 3, 1, 1))
    return bytes(a ^ b for a, b in zip(s, key))


def aesdec(state, key):
    """x86 AESDEC: InvShiftRows, InvSubBytes, InvMixColumns, AddRoundKey."""
    s = bytes(AES_INV_SBOX[state[((c - r) % 4) * 4 + r]] for c in range(4) for r in range(4))
    return bytes(a ^ b for a, b in zip(aes_mix(s, (14, 11, 13, 9)), key))


def aes128_encrypt(key, block):
    words = [key[4 * i:4 * i + 4] for i in range(4)]
    rcon = 1
    for i in range(4, 44):
        t = words[i - 1]
        if i % 4 == 0:
            t = bytes([AES_SBOX[t[1]] ^ rcon, AES_SBOX[t[2]], AES_SBOX[t[3]], AES_SBOX[t[0]]])
            rcon = gf_mul(rcon, 2)
        words.append(bytes(a ^ b for a, b in zip(words[i - 4], t)))
    keys = [b''.join(words[4 * r:4 * r + 4]) for r in range(11)]
    s = bytes(a ^ b for a, b in zip(block, keys[0]))
    for r in range(1, 10):
        s = aesenc(s, keys[r])
    return aesenc(s, keys[10], last=True)


assert aes128_encrypt(bytes(range(16)), bytes.fromhex('00112233445566778899aabbccddeeff')) == \
    bytes.fromhex('69c4e0d86a7b0430d8cdb78070b4c55a')  # FIPS 197, appendix C.1
_probe = bytes(range(7, 23))
assert aes_mix(aes_mix(_probe, (2, 3, 1, 1)), (14, 11, 13, 9)) == _probe  # InvMixColumns inverts


def rx_words(*values):
    return struct.pack(f'<{len(values)}I', *values)


RX_FILL_KEYS = [rx_words(0x6daca553, 0x62716609, 0xdbb5552b, 0xb4f44917),
                rx_words(0x6d7caf07, 0x846a710d, 0x1725d378, 0x0da1dc4e),
                rx_words(0x3f1262f1, 0x9f947ec6, 0xf4c0794f, 0x3e20e345),
                rx_words(0x6aef8135, 0xb1ba317c, 0x16314c88, 0x49169154)]
RX_HASH_STATE = [rx_words(0x92b52c0d, 0x9fa856de, 0xcc82db47, 0xd7983aad),
                 rx_words(0x338d996e, 0x15c7b798, 0xf59e125a, 0xace78057),
                 rx_words(0x6a770017, 0xae62c7d0, 0x5079506b, 0xe8a07ce4),
                 rx_words(0x630a240c, 0x07ad828d, 0x79a10005, 0x7e994948)]
RX_XKEY0 = rx_words(0xf6fa8389, 0x8b24949f, 0x90dc56bf, 0x06890201)
RX_XKEY1 = rx_words(0x61b263d1, 0x51f4e03c, 0xee1043c6, 0xed18f99b)


def aes_generator_1r(state, size):
    """AesGenerator1R: columns 0 and 2 aesdec, 1 and 3 aesenc, each with its key; 64 bytes out
    a step. Returns the output and the final state."""
    cols = [state[16 * c:16 * c + 16] for c in range(4)]
    out = b''
    for _ in range(size // 64):
        cols = [(aesdec if c % 2 == 0 else aesenc)(cols[c], RX_FILL_KEYS[c]) for c in range(4)]
        out += b''.join(cols)
    return out, b''.join(cols)


def aes_hash_1r(data):
    """AesHash1R: columns 0 and 2 aesenc, 1 and 3 aesdec with each 64-byte block's columns, then
    two rounds with the finalisation keys."""
    cols = list(RX_HASH_STATE)
    for i in range(0, len(data), 64):
        cols = [(aesenc if c % 2 == 0 else aesdec)(cols[c], data[i + 16 * c:i + 16 * c + 16])
                for c in range(4)]
    for key in (RX_XKEY0, RX_XKEY1):
        cols = [(aesenc if c % 2 == 0 else aesdec)(cols[c], key) for c in range(4)]
    return b''.join(cols)


def randomx_runs():
    group = ('xmrig-randomx', 'randomx_aes_blake2b', ['sm_80'])
    n = 32
    nonce0 = 0x12345678

    def with_nonce(template, at, nonce):
        t = bytearray(template)
        t[at:at + 4] = struct.pack('<I', nonce)
        return bytes(t)

    def pad8(b):
        return b + bytes(-len(b) % 8)

    # The initial hash of a Monero block template (76 bytes, the nonce at byte 39), of a
    # 200-byte one (two blocks), and of a 300-byte one whose nonce (byte 126) straddles the first
    # two blocks: the big kernel ORs the nonce into zero bytes.
    for kernel, length, at, name in [(r'_Z20blake2b_initial_hash.*', 76, 39, 'blake2b-initial-hash'),
                                     (r'_Z27blake2b_initial_hash_double.*', 200, 39,
                                      'blake2b-initial-hash-double')]:
        template = rbytes(length)
        out = b''.join(hashlib.blake2b(with_nonce(template, at, nonce0 + i)).digest()
                       for i in range(n))
        add(name, *group, kernel, [1], [n], {'out': 64 * n, 'template': pad8(template)},
            ['out', 'template', length, nonce0], {'out': out})
    template = bytearray(rbytes(300))
    template[126:130] = bytes(4)
    out = b''.join(hashlib.blake2b(with_nonce(template, 126, nonce0 + i)).digest() for i in range(n))
    add('blake2b-initial-hash-big', *group, r'_Z24blake2b_initial_hash_big.*', [1], [n],
        {'out': 64 * n, 'template': pad8(bytes(template))},
        ['out', 'template', 300, nonce0, 126], {'out': out})
    # Blake2b of each thread's 256-byte register file, 32 and 64 bytes out.
    regs = rbytes(256 * n)
    for size in (32, 64):
        add(f'blake2b-hash-registers-{size}', *group,
            rf'_Z22blake2b_hash_registersILj256ELj256ELj{size}EEvPvPKv', [1], [n],
            {'out': size * n, 'in': regs}, ['out', 'in'],
            {'out': b''.join(hashlib.blake2b(regs[256 * i:256 * i + 256], digest_size=size).digest()
                             for i in range(n))})
    # The AES generator: 8 hashes (4 threads each), 64-byte states, 256 bytes out each.
    hashes = n // 4
    states = rbytes(64 * hashes)
    outs, finals = b'', b''
    for h in range(hashes):
        o, f = aes_generator_1r(states[64 * h:64 * h + 64], 256)
        outs += o
        finals += f
    add('fill-aes-1rx4', *group, r'_Z11fillAes1Rx4ILm256ELb0ELm0EEvPvS0_j', [1], [n],
        {'state': states, 'out': 256 * hashes}, ['state', 'out', hashes],
        {'state': finals, 'out': outs})
    # The AES hash of 512-byte scratchpads, written 64 bytes into each 128-byte slot.
    pads = rbytes(512 * hashes)
    out = b''.join(bytes(64) + aes_hash_1r(pads[512 * h:512 * h + 512]) for h in range(hashes))
    add('hash-aes-1rx4', *group, r'_Z11hashAes1Rx4ILm512ELj64ELj128ELm0EEvPKvPvj', [1], [n],
        {'in': pads, 'hash': 128 * hashes}, ['in', 'hash', hashes], {'hash': out})


randomx_runs()

# --- CUDA 13's integer intrinsics as nvcc lowers them (drivers/cuda_intrinsics.cu), each written
# here from the CUDA Math API's definition on Python integers; one warp, thread i with operands
# x, y (32 bits) and u, v (64 bits, v odd), out[80 i + k] its k-th result widened to 64 bits as
# C++ converts it (a signed int sign-extended).
M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def s64(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v


def lanes(v, bits, signed=False):
    out = [(v >> (bits * i)) & ((1 << bits) - 1) for i in range(32 // bits)]
    return [w - (1 << bits) if signed and w >> (bits - 1) else w for w in out]


def join(values, bits):
    return sum((w & ((1 << bits) - 1)) << (bits * i) for i, w in enumerate(values))


def brev(v, bits):
    return int(format(v, f'0{bits}b')[::-1], 2)


def trunc_div(a, b):  # C's division: toward zero
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def f32_bits(value):
    return struct.unpack('<I', struct.pack('<f', value))[0]


def to_f32(value):  # round to nearest even, as (float) does
    return struct.unpack('<f', struct.pack('<f', value))[0]


def f16_bits(value):
    if abs(value) >= 65520:  # past the largest half (65504) by half a step or more: infinity
        return 0xfc00 if value < 0 else 0x7c00
    return struct.unpack('<H', struct.pack('<e', value))[0]


def double_rz_bits(u):
    n = u.bit_length()
    if n > 53:
        u = u >> (n - 53) << (n - 53)
    return struct.unpack('<Q', struct.pack('<d', float(u)))[0]


def float_to_int(value, bits, rounding):
    """cvt to a signed integer: NaN gives 0, out-of-range values saturate."""
    if math.isnan(value):
        return 0
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    if math.isinf(value):
        return hi if value > 0 else lo
    r = math.trunc(value) if rounding == 'rz' else round(value)  # round(): ties to even
    return max(lo, min(hi, r))


def intrinsics(x, y, u, v, warp, lane):
    xs, ys = s32(x), s32(y)
    w = (u << 64) | v
    d = v | 0x100000000
    bytes8 = (y << 32 | x).to_bytes(8, 'little')
    sel = y & 0x7777
    r = []
    r.append(int.from_bytes(bytes(bytes8[(sel >> (4 * n)) & 7] for n in range(4)), 'little'))
    r.append(((y << 32 | x) << (u & 31)) >> 32 & M32)
    r.append(((y << 32 | x) >> min(u & M32, 32)) & M32)
    r.append(x * y >> 32)
    r.append(xs * ys >> 32)
    r.append(u * v >> 64)
    r.append(s64(u) * s64(v) >> 64)
    r.append(brev(x, 32))
    r.append(brev(u, 64))
    r.append(32 - x.bit_length())
    r.append(64 - u.bit_length())
    r.append((x & -x).bit_length())
    r.append((u & -u).bit_length())
    r.append(bin(x).count('1'))
    r.append(bin(u).count('1'))
    bx, by = lanes(x, 8, True), lanes(y, 8, True)
    r.append(s32(sum(a * b for a, b in zip(bx, by)) + s32(u)))
    r.append((sum(a * b for a, b in zip(lanes(x, 8), lanes(y, 8))) + u) & M32)
    hx = lanes(x, 16, True)
    r.append(s32(hx[0] * by[0] + hx[1] * by[1] + s32(u)))
    hxu, byu = lanes(x, 16), lanes(y, 8)
    r.append((hxu[0] * byu[2] + hxu[1] * byu[3] + u) & M32)
    r.append((abs(xs - ys) + u) & M32)
    r.append((abs(x - y) + u) & M32)
    sx24 = lambda v_: (v_ & 0xffffff) - ((v_ & 0x800000) << 1)
    r.append(s32(sx24(x) * sx24(y)))
    r.append(((x & 0xffffff) * (y & 0xffffff)) & M32)
    r.append((xs + ys) >> 1)
    r.append((xs + ys + 1) >> 1)
    r.append((x + y) >> 1)
    r.append((x + y + 1) >> 1)
    r.append(join([a + b for a, b in zip(lanes(x, 16), lanes(y, 16))], 16))
    r.append(join([max(-32768, min(32767, a + b)) for a, b in zip(lanes(x, 16, True),
                                                                   lanes(y, 16, True))], 16))
    r.append(join([abs(a - b) for a, b in zip(lanes(x, 8), lanes(y, 8))], 8))
    r.append(join([(a + b + 1) >> 1 for a, b in zip(lanes(x, 8), lanes(y, 8))], 8))
    r.append(join([0xff if a > b else 0 for a, b in zip(lanes(x, 8), lanes(y, 8))], 8))
    r.append(join([max(a, b) for a, b in zip(lanes(x, 16, True), lanes(y, 16, True))], 16))
    r.append(sum(abs(a - b) for a, b in zip(bx, by)))
    r.append(join([a - b for a, b in zip(lanes(x, 8), lanes(y, 8))], 8))
    r.append(join([-a for a in lanes(x, 16)], 16))
    r.append(join([1 if a <= b else 0 for a, b in zip(bx, by)], 8))
    r.append(join([min(127, abs(a)) for a in bx], 8))
    r.append(u // v)
    r.append(u % v)
    r.append(trunc_div(s64(u), s64(v)))
    r.append(s64(u) - trunc_div(s64(u), s64(v)) * s64(v))
    r.append((w // d) & M64)
    r.append(w % d)
    r.append(((w * w) & ((1 << 128) - 1)) >> 64)
    r.append(sum(t[0] for t in warp) & M32)
    r.append(max(s32(t[0]) for t in warp))
    r.append(functools.reduce(lambda a, b: a | b, (t[0] for t in warp)))
    r.append(sum(1 << j for j, t in enumerate(warp) if t[0] & 3 == x & 3))
    r.append(0)  # __match_all_sync's full mask plus its predicate 1, in 32 unsigned bits
    tile = warp[lane // 8 * 8:lane // 8 * 8 + 8]
    r.append(sum(t[0] for t in tile) & M32)
    r.append(sum(t[0] for t in tile[:lane % 8 + 1]) & M32)
    r.append(f32_bits(to_f32(float(x))) ^ double_rz_bits(u))
    # (float)(int)x rounds to f32 first; the half of that value then; bf16 .rz: f32's high half.
    r.append(f16_bits(to_f32(float(xs))) | (f32_bits(to_f32(float(x))) >> 16) << 16)
    fx = struct.unpack('<f', struct.pack('<I', x))[0]
    fu = struct.unpack('<d', struct.pack('<Q', u))[0]
    r.append(float_to_int(fx, 32, 'rn') + float_to_int(fu, 64, 'rz'))
    us = s32(u)
    r.append(max(xs, ys, us))
    r.append(max(min(xs, ys, us), 0))
    r.append(max(s32(xs + ys), us))
    r.append(max(min(s32(xs + ys), us), 0))
    r.append(join([max(a, b, 0) for a, b in zip(lanes(x, 16, True), lanes(y, 16, True))], 16))
    r.append(join([max(min(a, b, c), 0) for a, b, c in zip(lanes(x, 16, True), lanes(y, 16, True),
                                                           lanes(u & M32, 16, True))], 16))
    r.append(join([max(a, b, c) for a, b, c in zip(lanes(x, 16), lanes(y, 16), lanes(u & M32, 16))],
                  16))
    r.append(join([max((a + b) & 0xffff, c) for a, b, c in zip(lanes(x, 16), lanes(y, 16),
                                                               lanes(u & M32, 16))], 16))
    r.append(s32(max(xs, ys) + 2 * int(xs >= ys)))
    lo = [min(a, b) for a, b in zip(lanes(x, 16), lanes(y, 16))]
    le_ = [int(a <= b) for a, b in zip(lanes(x, 16), lanes(y, 16))]
    r.append((join(lo, 16) + 2 * le_[1] + 4 * le_[0]) & M32)  # (pred_hi, pred_lo)
    return r


def intrinsics_runs():
    edges32 = [0, 1, M32, 0x80000000, 0x7fffffff, 0x00ff00ff, 0xff7f8001, 0x12345678]
    edges64 = [0, 1, M64, 1 << 63, (1 << 63) - 1, 0xffffffff, 0x100000000, 0x0123456789abcdef]
    warp = []
    for t in range(32):
        x = edges32[t] if t < 8 else rng.getrandbits(32)
        y = edges32[(t * 3) % 8] if t < 8 else rng.getrandbits(32)
        u = edges64[t % 8] if t < 16 and t % 2 else rng.getrandbits(64)
        v = edges64[(t * 5) % 8] if t < 16 and t % 3 == 0 else rng.getrandbits(64 - t % 40)
        warp.append((x, y, u, v | 1))
    out = bytearray(80 * 8 * 32)
    for t, (x, y, u, v) in enumerate(warp):
        results = intrinsics(x, y, u, v, warp, t)
        assert len(results) == 65, len(results)
        for k, value in enumerate(results):
            out[8 * (80 * t + k):8 * (80 * t + k) + 8] = (value & M64).to_bytes(8, 'little')
    a = b''.join(struct.pack('<2I', x, y) for x, y, _, _ in warp)
    c = b''.join(struct.pack('<2Q', u, v & ~1) for _, _, u, v in warp)
    add('intrinsics', 'cuda-intrinsics', 'cuda_intrinsics', ['sm_80', 'sm_90'], 'cuda_intrinsics',
        [1], [32], {'a': a, 'c': c, 'out': len(out)}, ['a', 'c', 'out'], {'out': bytes(out)})


intrinsics_runs()

# --- CGBN's gcd in a debug build (nvcc -G, drivers/cgbn_gcd.cu): its carry chains run through
# calls (each chain_t method a .func), 16 instances of 8 threads, gcd by math.gcd.
ga = [a * 6 for a in rand_bits(240, 16)]
gb = [b * 6 for b in rand_bits(240, 16)]
add('cgbn-gcd-256-G', 'debug', 'cgbn_gcd.G', ['sm_80'], 'cgbn_gcd_256', [1], [128],
    {'a': b''.join(e256(v) for v in ga), 'b': b''.join(e256(v) for v in gb), 'out': 32 * 16},
    ['a', 'b', 'out', 16], {'out': b''.join(e256(math.gcd(x, y)) for x, y in zip(ga, gb))})

# --- s10: NVIDIA/cuda-samples matrixMul (MatrixMulCUDA<16> and <32>: C = A B through shared
# tiles, one float product-sum a thread) at sm_80 and at the later targets its file is kept for;
# 32 x 32 matrices of small integers, so every sum is exact in any order.
mm_a = [rng.randrange(4) for _ in range(32 * 32)]
mm_b = [rng.randrange(4) for _ in range(32 * 32)]
mm_c = [sum(mm_a[i * 32 + k] * mm_b[k * 32 + j] for k in range(32)) for i in range(32)
        for j in range(32)]
for size, grid in [(16, [2, 2]), (32, [1, 1])]:
    add(f'matrixMul-{size}', 'cuda-samples', 'matrixMul',
        ['sm_80', 'sm_86', 'sm_89', 'sm_90a', 'sm_100', 'sm_120'], rf'_Z13MatrixMulCUDAILi{size}EEvPfS0_S0_ii',
        grid, [size, size], {'c': 4 * 32 * 32, 'a': float_words(mm_a), 'b': float_words(mm_b)},
        ['c', 'a', 'b', 32, 32], {'c': float_words(mm_c)})


# --- karpathy/llm.c dev/cuda: residual_forward's out = inp1 + inp2 in bf16 (the file defines
# ENABLE_BF16; kernel 1 one element a thread, kernel 2 a 128-bit packet of 8 a thread): each bf16
# widened exactly, the f32 sum rounded to nearest even (two bf16 values sum exactly in a double,
# so struct's rounding to f32 is the one rounding), then to bf16 by round-to-nearest-even on the
# f32's bits (cvt.rn.bf16.f32); and permute_kernel's (dim1, dim2, dim3, dim4) -> (dim4, dim3,
# dim1, dim2), a pure move.
def to_bf16(x):
    bits = struct.unpack('<I', struct.pack('<f', x))[0]
    return ((bits + 0x7fff + ((bits >> 16) & 1)) >> 16) & 0xffff


def from_bf16(h):
    return struct.unpack('<f', struct.pack('<I', h << 16))[0]


def llmc_runs():
    n = 1024
    ha = [to_bf16(rng.uniform(-100, 100)) for _ in range(n)]
    hb = [to_bf16(rng.uniform(-100, 100) * 2.0 ** rng.randrange(-12, 4)) for _ in range(n)]
    hc = [to_bf16(struct.unpack('<f', struct.pack('<f', from_bf16(x) + from_bf16(y)))[0])
          for x, y in zip(ha, hb)]
    h16 = lambda values: struct.pack(f'<{len(values)}H', *values)
    for kernel, grid in [('1', [8]), ('2', [1])]:
        add(f'residual-forward-bf16-{kernel}', 'llm-c', 'residual_forward', ['sm_80'],
            rf'_Z24residual_forward_kernel{kernel}P13__nv_bfloat16PKS_S2_i', grid, [128],
            {'out': 2 * n, 'inp1': h16(ha), 'inp2': h16(hb)}, ['out', 'inp1', 'inp2', n],
            {'out': h16(hc)})
    d1, d2, d3, d4 = 2, 3, 4, 5
    m = [rng.uniform(-1, 1) for _ in range(d1 * d2 * d3 * d4)]
    out = [0.0] * len(m)
    for idx, v in enumerate(m):
        i1, i2 = idx // (d2 * d3 * d4) % d1, idx // (d3 * d4) % d2
        i3, i4 = idx // d4 % d3, idx % d4
        out[i4 * (d3 * d1 * d2) + i3 * (d1 * d2) + i1 * d2 + i2] = v
    add('permute', 'llm-c', 'permute', ['sm_80'], r'_Z14permute_kernelPKfPfiiii', [1], [128],
        {'matrix': float_words(m), 'out': 4 * len(m)}, ['matrix', 'out', d1, d2, d3, d4],
        {'out': float_words(out)})


llmc_runs()

manifest = {
    'comment': 'Written by scripts/ptx-corpus/expected.py; do not edit. Buffers are zeroed, then '
               'filled with hex where given; args are in parameter order; expected bytes start at '
               'offset 0 of their buffer; constants are module variables the host sets before '
               'the launch (cudaMemcpyToSymbol).',
    'kernels': entries,
}
text = json.dumps(manifest, indent=1) + '\n'
if '--check' in sys.argv:
    with open(MANIFEST) as f:
        if f.read() != text:
            print('manifest.json is not current: run scripts/ptx-corpus/expected.py')
            sys.exit(1)
    print(f'manifest.json is current: {len(entries)} runs')
else:
    with open(MANIFEST, 'w') as f:
        f.write(text)
    print(f'wrote {os.path.relpath(MANIFEST, ROOT)}: {len(entries)} runs of '
          f'{len({(e["file"], e["kernel"]) for e in entries})} kernels')
