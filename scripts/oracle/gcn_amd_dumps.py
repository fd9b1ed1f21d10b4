#!/usr/bin/env python3
"""Collects the AMD compiler's own ISA dumps for Southern Islands from public
repositories into tests/data/gcn/amd_dumps/, the corpus that
tests/targets/gcn/amd_dumps_test.cpp reads.

Only dumps whose comments give the dwords of each instruction are taken
(`v_mul_lo_i32  v1, s1, v1   // 0000003C: D2D60001 02020201`): the dwords are
the AMD compiler's encoding, the independent answer the test holds gpuasm to.
The sources (SOURCES below, each a repository, a commit and a path) are:

- xianggong/amdsi-dep, example/*.s: the AMD APP SDK 2.x samples as the AMD
  OpenCL compiler (Catalyst, SI) dumped them, the kernels of a file one after
  another, each under the driver's `** Disassembly for '__kernel NAME'`;
- xianggong/m2c-llvm-devtools, */*.isa: whole driver dumps
  (`ShaderType = IL_SHADER_COMPUTE`, `asic(SI)`) of small OpenCL tests.

Each repository is read from a git directory: a clone or mirror found under
--mirrors (owner+name/repo, as the search tool's `fetch` leaves them), else a
clone made under --work (outside this repository) from GitHub. Nothing of
theirs is copied but the instruction lines.

What is written, one file per source file (`<repository name>__<file>.isa`),
is itself the AMD dialect: a header naming the source, then per kernel a
`// kernel N NAME` line, its labels, and each instruction as the dump wrote it
(runs of spaces made one) with its dwords after `;`. Lines the AMD
disassembler printed as `FIXME` are kept: the test lists them.

Run from the repository root: scripts/oracle/gcn_amd_dumps.py [--mirrors DIR] [--work DIR]
"""
import argparse
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests/data/gcn/amd_dumps"

AMDSI_DEP = "3ec82dbb20eb02523ea0318fe8e85341cce162e3"
M2C_DEVTOOLS = "a4494cb73fa815750faa7ccf52b7cf87cc73e395"
M2C_DEVTOOLS_UNIT = "ceb650bd8e3c2ceffbbf182136a9cf39527415a8"
M2C_DEVTOOLS_SRC = "1ad048efcb0f53b52662dd3fd542d155e446c6c6"
M2C_DEVTOOLS_GLOBAL4 = "754e632a6eda4e584892d4dee284e0d30a63513d"

AMDSI_DEP_SAMPLES = [
    "AESDecrypt", "AESEncrypt", "BinarySearch", "BinomialOption", "BitonicSort",
    "BlackScholes", "BoxFilter", "DCT", "DeviceFission", "DwtHaar1D", "EigenValue",
    "FFT", "FastWalshTransform", "FloydWarshall", "Histogram", "HistogramAtomics",
    "MatrixMulImage", "MatrixMultiplication", "MatrixTranspose", "MemoryOptimizations",
    "MersenneTwister", "MonteCarloAsian", "MonteCarloAsianDP", "PrefixSum",
    "QuasiRandomSequence", "RadixSort", "RecursiveGaussian", "Reduction",
    "ScanLargeArrays", "SimpleConvolution", "SimpleImage", "SobelFilter", "URNG",
]

# (repository, commit, path, name of the written file)
SOURCES = [("xianggong/amdsi-dep", AMDSI_DEP, f"example/{s}.s", f"amdsi-dep__{s}.isa")
           for s in AMDSI_DEP_SAMPLES]
SOURCES += [
    # Older versions of two samples in the same repository: other kernels.
    ("xianggong/amdsi-dep", "00e67275266bc290a8f8fe2f7bb33502f5f788cd",
     "example/MatrixMultiplication.s", "amdsi-dep__MatrixMultiplication-00e6727.isa"),
    ("xianggong/amdsi-dep", "d4d7f812024c1bfb4df7fd3ff09fac700aa3b2dc",
     "example/ScanLargeArrays.s", "amdsi-dep__ScanLargeArrays-d4d7f81.isa"),
]
SOURCES += [("xianggong/m2c-llvm-devtools", M2C_DEVTOOLS, f"0_Test/{t}/{t}.isa",
             f"m2c-llvm-devtools__{t}.isa")
            for t in ["Branch1", "Constant1", "Global1", "Global2", "Local1", "Local2",
                      "Local4", "Para1", "Para2", "Para4"]]
SOURCES += [
    ("xianggong/m2c-llvm-devtools", M2C_DEVTOOLS_GLOBAL4, "0_Test/Global4/Global4.isa",
     "m2c-llvm-devtools__Global4.isa"),
    ("xianggong/m2c-llvm-devtools", M2C_DEVTOOLS,
     "1_Benchmarks/VectorAddition_Kernel/VectorAddition_Kernel.isa",
     "m2c-llvm-devtools__VectorAddition_Kernel.isa"),
    ("xianggong/m2c-llvm-devtools", M2C_DEVTOOLS_UNIT, "UnitTest/Constant2/Constant2.isa",
     "m2c-llvm-devtools__Constant2.isa"),
    ("xianggong/m2c-llvm-devtools", M2C_DEVTOOLS_UNIT, "UnitTest/Constant4/Constant4.isa",
     "m2c-llvm-devtools__Constant4.isa"),
    ("xianggong/m2c-llvm-devtools", M2C_DEVTOOLS_SRC, "src/devTest/Global1Char/Global1Char.isa",
     "m2c-llvm-devtools__Global1Char.isa"),
    ("xianggong/m2c-llvm-devtools", M2C_DEVTOOLS_SRC,
     "src/unitTest/remainder_intint/remainder_intint.isa",
     "m2c-llvm-devtools__remainder_intint.isa"),
]

# `  v_mul_lo_i32  v1, s1, v1      // 0000003C: D2D60001 02020201`
INSTRUCTION = re.compile(r"^\s*(\S.*?)\s*//\s*([0-9A-F]{8}):\s*([0-9A-F]{8}(?: [0-9A-F]{8})?)\s*$")
LABEL = re.compile(r"^(label_[0-9A-F]{4}):\s*$")
KERNEL = re.compile(r"^\*\* Disassembly for '__kernel (\w+)'")


def git_dir(repository, mirrors, work):
    owner_name = repository.replace("/", "+")
    for candidate in (mirrors / owner_name / "repo", mirrors / owner_name / "repo/.git"):
        if (candidate / "objects").is_dir():
            return candidate
    clone = work / owner_name
    if not clone.exists():
        subprocess.run(["git", "clone", "--bare", "--quiet",
                        f"https://github.com/{repository}", str(clone)], check=True)
    return clone


def kernels_of(text):
    """The dump's kernels: [(name, [(label, None, None) or (None, instruction, words)])].
    A kernel starts at the driver's `** Disassembly for` header or where the
    addresses start again at 0; a label belongs to the instruction after it."""
    kernels = []
    name = ""
    labels = []
    for line in text.splitlines():
        line = line.rstrip("\r")
        if m := KERNEL.match(line):
            name = m.group(1)
            if kernels and kernels[-1][1]:
                kernels.append((name, []))
            continue
        if m := LABEL.match(line):
            labels.append(m.group(1))
            continue
        if m := INSTRUCTION.match(line):
            if not kernels or (int(m.group(2), 16) == 0 and kernels[-1][1]):
                kernels.append((name, []))
            body = kernels[-1][1]
            body.extend((label, None, None) for label in labels)
            labels = []
            body.append((None, " ".join(m.group(1).split()), m.group(3)))
    return [k for k in kernels if k[1]]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mirrors", type=pathlib.Path, default=pathlib.Path("/work/.mirror"))
    parser.add_argument("--work", type=pathlib.Path, default=pathlib.Path("/work/ext/amd_dumps"))
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    OUT.mkdir(parents=True, exist_ok=True)
    total = 0
    seen = {}
    for repository, commit, path, name in SOURCES:
        text = subprocess.run(["git", "--git-dir", str(git_dir(repository, args.mirrors, args.work)),
                               "show", f"{commit}:{path}"], capture_output=True, text=True,
                              check=True).stdout
        kernels = kernels_of(text)
        lines = [f"// AMD compiler dump for SI: github:{repository} {commit} {path}",
                 "// written by scripts/oracle/gcn_amd_dumps.py; do not edit"]
        count = 0
        for number, (kernel, body) in enumerate(kernels):
            lines.append(f"// kernel {number} {kernel}".rstrip())
            for label, instruction, words in body:
                if label:
                    lines.append(f"{label}:")
                else:
                    lines.append(f"{instruction} ; {words}")
                    count += 1
        body_text = "\n".join(lines[2:])
        if body_text in seen:
            print(f"{name}: same as {seen[body_text]}, skipped")
            continue
        seen[body_text] = name
        (OUT / name).write_text("\n".join(lines) + "\n")
        total += count
        print(f"{name}: {len(kernels)} kernels, {count} instructions")
    print(f"{total} instructions in {len(seen)} files -> {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
