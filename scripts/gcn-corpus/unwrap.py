#!/usr/bin/env python3
"""Rebuilds the OpenCL C text that a host program hands to clBuildProgram, for sources that are
not plain .cl files, into OUT (a temporary file that build.sh compiles; never committed):

  unwrap.py xmrstak DIR OUT   xmr-stak's opencl/cryptonight.cl: its C++ raw strings R"===(...)==="
                              joined, and each XMRSTAK_INCLUDE_<NAME> marker replaced by the
                              joined strings of the file it names (as amd_gpu/gpu.cpp does with
                              std::regex_replace before building); with --cryptonight-only, the
                              four final-hash kernels at the end (Skein, JH, Blake, Groestl) and
                              the files only they use are left out
  unwrap.py clpeak FILE OUT   clpeak's kernels/*.cl: MSTRINGIFY(...) is `#__VA_ARGS__` in
                              cl_kernels.cpp, so the C preprocessor makes the string (comments
                              gone, white space one blank) and its `\\n` sequences become line
                              breaks when the string literal is read
  unwrap.py clblast DIR OUT FILE...
                              CLBlast's src/kernels/*.opencl: each file one C++ raw string
                              R"( ... )" that src/routines/*.cpp #include one after another
                              (common.opencl first, then the routine's level and kernel files,
                              as src/utilities/compile.cpp and the routine's source list them);
                              the strings of DIR/common.opencl and DIR/FILE... joined in order
"""
import ast
import pathlib
import re
import subprocess
import sys

RAW = re.compile(r'R"===\((.*?)\)==="', re.S)
# The markers and the files gpu.cpp substitutes for them.
XMRSTAK_INCLUDES = {
    'XMRSTAK_INCLUDE_FAST_INT_MATH_V2': 'fast_int_math_v2.cl',
    'XMRSTAK_INCLUDE_FAST_DIV_HEAVY': 'fast_div_heavy.cl',
    'XMRSTAK_INCLUDE_WOLF_AES': 'wolf-aes.cl',
    'XMRSTAK_INCLUDE_WOLF_SKEIN': 'wolf-skein.cl',
    'XMRSTAK_INCLUDE_JH': 'jh.cl',
    'XMRSTAK_INCLUDE_BLAKE256': 'blake256.cl',
    'XMRSTAK_INCLUDE_GROESTL256': 'groestl256.cl',
    'XMRSTAK_INCLUDE_CN_GPU': 'cryptonight_gpu.cl',
}


def raw_strings(path):
    return ''.join(RAW.findall(path.read_text()))


FINAL_HASHES = ('XMRSTAK_INCLUDE_WOLF_SKEIN', 'XMRSTAK_INCLUDE_JH', 'XMRSTAK_INCLUDE_BLAKE256',
                'XMRSTAK_INCLUDE_GROESTL256')


def xmrstak(directory, cryptonight_only):
    directory = pathlib.Path(directory)
    text = raw_strings(directory / 'cryptonight.cl')
    if cryptonight_only:
        cut = text.find('\n__kernel void Skein(')
        if cut < 0:
            sys.exit('unwrap.py: no Skein kernel in cryptonight.cl to cut at')
        text = text[:cut + 1]
    for marker, name in XMRSTAK_INCLUDES.items():
        inlined = '' if cryptonight_only and marker in FINAL_HASHES else raw_strings(directory / name)
        text = text.replace(marker, inlined)
    return text


def clpeak(path):
    path = pathlib.Path(path).resolve()
    wrapper = f'#define MSTRINGIFY(...) #__VA_ARGS__\n#include "{path}"\n'
    expanded = subprocess.run(['clang-14', '-E', '-P', '-x', 'c', '-'], input=wrapper,
                              capture_output=True, text=True, check=True).stdout
    literal = expanded.strip()
    if not (literal.startswith('"') and literal.endswith('"')):
        sys.exit(f'unwrap.py: {path}: MSTRINGIFY did not give one string literal')
    return ast.literal_eval(literal)


CLBLAST_RAW = re.compile(r'^R"\((.*?)^\)"', re.S | re.M)


def clblast(directory, files):
    directory = pathlib.Path(directory)
    text = ''
    for name in ['common.opencl'] + files:
        strings = CLBLAST_RAW.findall((directory / name).read_text())
        if len(strings) != 1:
            sys.exit(f'unwrap.py: {directory / name}: {len(strings)} raw strings, not one')
        text += strings[0]
    return text


def main():
    if sys.argv[1:2] == ['clblast'] and len(sys.argv) >= 5:
        pathlib.Path(sys.argv[3]).write_text(clblast(sys.argv[2], sys.argv[4:]))
        return
    args = [a for a in sys.argv[1:] if a != '--cryptonight-only']
    if len(args) != 3 or args[0] not in ('xmrstak', 'clpeak'):
        sys.exit('usage: unwrap.py xmrstak [--cryptonight-only] DIR OUT | unwrap.py clpeak FILE OUT'
                 ' | unwrap.py clblast DIR OUT FILE...')
    only = '--cryptonight-only' in sys.argv[1:]
    text = xmrstak(args[1], only) if args[0] == 'xmrstak' else clpeak(args[1])
    pathlib.Path(args[2]).write_text(text)


if __name__ == '__main__':
    main()
