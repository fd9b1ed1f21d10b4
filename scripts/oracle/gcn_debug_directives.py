#!/usr/bin/env python3
"""The debug directives (`.file N`, `.loc`, `.cfi_*`) and the data clang-14's -g output
writes (`.uleb128`, `.sleb128`, a section's name as a symbol): llvm-mc-14's relocatable
objects for hand-written sources that reach every case of the .debug_line, .debug_frame and
.eh_frame llvm-mc builds, the expectation of tests/targets/gcn/debug_sections_test.cpp.

Writes into tests/data/gcn/debug/, for each source below:

  <name>.s          the source (as written here; its first line names the llvm-mc-14 command)
  <name>.expected   the summary of `llvm-mc-14 -triple=TRIPLE -mcpu=MCPU -filetype=obj`'s object
                    (scripts/oracle/gcn_clang_corpus.py's format with scripts/gcn-corpus/
                    expected.py's `rela` lines), read from llvm-mc's bytes
  <name>.dwarf      `llvm-dwarfdump-14 --debug-line --debug-frame --eh-frame` of that object,
                    for people

    scripts/oracle/gcn_debug_directives.py            # rewrites the files
    scripts/oracle/gcn_debug_directives.py --check    # exits 1 if a file is not current
"""
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "tests/data/gcn/debug"
sys.path.insert(0, str(ROOT / "scripts/oracle"))
sys.path.insert(0, str(ROOT / "scripts/gcn-corpus"))
from gcn_clang_corpus import summarize  # noqa: E402  (the ELF64 summary, from llvm-mc's bytes)
from expected import with_rela  # noqa: E402  (SHT_RELA entries as `rela` lines)

# DWARF 5 (a `.file 0`): three files in two directories with MD5s, a file named by its path;
# every .loc option; line deltas past a special opcode's (up, down, far), address deltas of a
# special opcode, of DW_LNS_const_add_pc plus one and of DW_LNS_advance_pc, an end of
# sequence exactly DW_LNS_const_add_pc away; two `.loc`s in a row (both rows), a `.loc` before
# data (`.long`, a row), one dropped by a section switch, one never followed; a second code
# section (its own sequence); `.zero` (no row).
LINES5 = """\
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.file 0 "/w" "a.cl" md5 0x00112233445566778899aabbccddeeff
	.file 1 "/w/inc" "b.h" md5 0x0102030405060708090a0b0c0d0e0f10
	.file 2 "/w" "c.h" md5 0x1102030405060708090a0b0c0d0e0f10
	.file 3 "/w/inc/d.h" md5 0x2102030405060708090a0b0c0d0e0f10
f:
	.loc 0 3 0
	.loc 0 4 2
	s_nop 0
	.loc 1 10 5 prologue_end
	s_nop 0
	.loc 1 2 7 is_stmt 0 discriminator 3
	s_nop 0
	s_nop 0
	.loc 2 200 1 epilogue_begin basic_block isa 2
	.rept 16
	s_nop 0
	.endr
	.loc 3 201 1
	.rept 17
	s_nop 0
	.endr
	.loc 0 202 2
	.rept 40
	s_nop 0
	.endr
	.loc 0 100000 65
	.long 0
	.rept 300
	s_nop 0
	.endr
	.loc 0 5 0 is_stmt 1
	.zero 4
	s_endpgm
	.loc 0 6 0
	.section .rodata,"a"
	.byte 1
	.text
	s_nop 0
	.loc 0 7 0
	.rept 17
	s_nop 0
	.endr
	.section .text.g,"ax",@progbits
g:
	.loc 0 9 1
	s_endpgm
	.loc 0 10 1
"""

# DWARF 4 (no `.file 0`): directories and files as strings in the header; a file named by
# its path, one without a directory, two of one name in two directories; SHT_REL (amdgcn--).
LINES4 = """\
	.text
	.file 1 "/w" "a.cl"
	.file 2 "/w/x/b.h"
	.file 3 "c.h"
	.file 4 "/w/y" "b.h"
k:
	.loc 1 3 0
	s_nop 0
	.loc 2 4 0
	s_nop 0
	.loc 3 5 0
	s_nop 0
	.loc 4 6 2
	s_endpgm
"""

# The call frames: two FDEs sharing the first frame's CIE (its `.cfi_return_column`), one
# `simple`; every DW_CFA_ operation gpuasm writes, offsets that scale by the data alignment
# (positive, negative, relative to the CFA's offset so far), registers under and over 64,
# advances of every size (DW_CFA_advance_loc, _loc1, _loc2).
FRAMES = """\
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.cfi_sections .debug_frame
	.text
f:
	.cfi_startproc
	s_nop 0
	.cfi_def_cfa 1, 8
	.cfi_def_cfa_offset 16
	s_nop 0
	.cfi_def_cfa_register 2
	.cfi_offset 3, -8
	.cfi_offset 4, 12
	.cfi_offset 70, 12
	.cfi_undefined 16
	.cfi_same_value 5
	.cfi_register 6, 7
	.cfi_restore 3
	.cfi_restore 70
	.cfi_escape 0x10, 0x02, 0x30, 0x31
	.cfi_remember_state
	.cfi_adjust_cfa_offset 4
	.cfi_restore_state
	.cfi_rel_offset 8, 4
	.cfi_return_column 9
	.cfi_llvm_def_aspace_cfa 64, 4, 6
	.rept 70
	s_nop 0
	.endr
	.cfi_undefined 17
	.rept 300
	s_nop 0
	.endr
	.cfi_undefined 17
	s_endpgm
	.cfi_endproc
g:
	.cfi_startproc simple
	s_nop 0
	.cfi_def_cfa 1, 0
	s_endpgm
	.cfi_endproc
"""

# .eh_frame, llvm-mc's default without `.cfi_sections`: frames sorted by their CIE's key
# (`simple`, then the return column, none given last), a CIE for each key (version 1,
# augmentation "zR", a return column over 255 cut to its low byte), FDE addresses as
# R_AMDGPU_ABS32 against the frame's start in two code sections, the last FDE padded to 8;
# every operation as in .debug_frame. `eh_frames` is SHT_RELA (amdhsa), `eh_frames_rel`
# SHT_REL (amdgcn--: the addend in the field).
EH_FRAMES = """\
	.text
f:
	.cfi_startproc
	s_nop 0
	.cfi_def_cfa_offset 16
	s_nop 0
	.cfi_offset 16, -8
	.cfi_rel_offset s33, 8
	.cfi_escape 0x10, 0x02, 0x30, 0x31
	.rept 70
	s_nop 0
	.endr
	.cfi_undefined v0
	s_setpc_b64 s[30:31]
	.cfi_endproc
g:
	.cfi_startproc simple
	s_nop 0
	.cfi_def_cfa 1, 0
	s_endpgm
	.cfi_endproc
h:
	.cfi_startproc
	.cfi_return_column 17
	s_nop 0
	.cfi_register 16, 17
	.cfi_endproc
	.section .text.k,"ax",@progbits
k:
	.cfi_startproc
	s_nop 0
	.cfi_remember_state
	.cfi_llvm_def_aspace_cfa 64, 4, 6
	.cfi_restore_state
	s_endpgm
	.cfi_endproc
	.text
m:
	.cfi_startproc
	.cfi_return_column 2560
	s_endpgm
	.cfi_endproc
"""

# Both frame sections (`.cfi_sections .eh_frame, .debug_frame`: .eh_frame first), frames in
# another order than their keys': .debug_frame sorts them too, its one CIE the first sorted
# frame's (h's return column, not f's).
BOTH_FRAMES = """\
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.cfi_sections .eh_frame, .debug_frame
	.text
f:
	.cfi_startproc simple
	s_nop 0
	.cfi_def_cfa_offset 16
	.cfi_endproc
g:
	.cfi_startproc
	s_nop 0
	.cfi_offset 16, 8
	s_endpgm
	.cfi_endproc
h:
	.cfi_startproc
	.cfi_return_column 17
	s_nop 0
	.cfi_endproc
"""

# Registers by name (session 11; DWARF numbers only before): LLVM 14's wave64 numbers, s0-s63
# from 32, s64 and up from 1088, v from 2560, a from 3072, exec 17, exec_lo 1, pc 16; every
# other register (vcc, m0, ttmp, flat_scratch, a range) llvm-mc-14 writes as 0xffffffff.
REGISTERS = """\
	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.cfi_sections .debug_frame
	.text
f:
	.cfi_startproc
	s_nop 0
	.cfi_offset s5, 4
	.cfi_offset s63, 8
	.cfi_offset s64, 12
	.cfi_offset s101, 16
	.cfi_offset v0, 20
	.cfi_offset v255, 24
	.cfi_offset a3, 28
	.cfi_undefined exec
	.cfi_undefined exec_lo
	.cfi_undefined pc
	.cfi_undefined vcc
	.cfi_undefined m0
	.cfi_undefined ttmp3
	.cfi_undefined flat_scratch
	.cfi_undefined v[0:1]
	.cfi_def_cfa_register s32
	.cfi_register s30, s31
	.cfi_same_value v[3]
	.cfi_rel_offset s[4], 4
	.cfi_restore v40
	s_endpgm
	.cfi_endproc
"""

# What clang-14's -g output writes as data: a section's name as a symbol (`.long .debug_abbrev`,
# the section's STT_SECTION symbol), differences of labels, `.uleb128`/`.sleb128` of constants
# and of differences across code and data (one growing to two bytes; one whose value then
# needs one byte again, kept at two: llvm-mc's fields only grow), a label at the start of
# .debug_line that its program follows.
DATA = """\
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.file 0 "/w" "a.cl" md5 0x00112233445566778899aabbccddeeff
f:
.Lfunc_begin0:
	.loc 0 1 0
	s_nop 0
.Ltmp0:
	.rept 40
	s_nop 0
	.endr
.Lfunc_end0:
	s_endpgm
	.section .debug_abbrev
	.byte 1
	.byte 0
	.section .debug_info
	.long .Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_start0:
	.short 5
	.long .debug_abbrev
	.long .Lline_table_start0
	.quad .Lfunc_begin0
	.long .Lfunc_end0-.Lfunc_begin0
	.uleb128 .Ltmp0-.Lfunc_begin0
	.uleb128 .Lfunc_end0-.Lfunc_begin0
	.uleb128 300
	.sleb128 -3
	.sleb128 .Lfunc_begin0-.Lfunc_end0
	.uleb128 .Ldebug_info_end0-.Ldebug_info_start0
.Ldebug_info_end0:
	.section .debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz "a.cl"
	.section .debug_loclists
.Lleb_a:
	.uleb128 .Lleb_b-.Lleb_a
	.zero 127
.Lleb_b:
	.uleb128 256-(.Lleb_b-.Lleb_a)
	.section .debug_line
.Lline_table_start0:
"""

# name: (triple, mcpu, source)
SOURCES = {
    "lines5": ("amdgcn-amd-amdhsa", "gfx900", LINES5),
    "lines4": ("amdgcn--", "tahiti", LINES4),
    "frames": ("amdgcn-amd-amdhsa", "gfx900", FRAMES),
    "data": ("amdgcn-amd-amdhsa", "gfx900", DATA),
    "registers": ("amdgcn-amd-amdhsa", "gfx908", REGISTERS),
    "eh_frames": ("amdgcn-amd-amdhsa", "gfx900",
                  '\t.amdgcn_target "amdgcn-amd-amdhsa--gfx900"\n' + EH_FRAMES),
    "eh_frames_rel": ("amdgcn--", "tahiti", EH_FRAMES),
    "both_frames": ("amdgcn-amd-amdhsa", "gfx900", BOTH_FRAMES),
}


def main():
    check = "--check" in sys.argv[1:]
    OUT.mkdir(parents=True, exist_ok=True)
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, (triple, mcpu, body) in SOURCES.items():
            command = f"llvm-mc-14 -triple={triple} -mcpu={mcpu} -filetype=obj"
            source = f"; scripts/oracle/gcn_debug_directives.py: {command}\n{body}"
            src = pathlib.Path(tmp) / f"{name}.s"
            src.write_text(source)
            obj = pathlib.Path(tmp) / f"{name}.o"
            subprocess.run(command.split() + ["-o", str(obj), str(src)], check=True)
            expected = "\n".join(with_rela(summarize(obj.read_bytes()))) + "\n"
            # (llvm-dwarfdump-14 stops at the escaped bytes of `frames`: what it read, and why)
            run = subprocess.run(["llvm-dwarfdump-14", "--debug-line", "--debug-frame", "--eh-frame",
                                  str(obj)],
                                 capture_output=True, text=True)
            dwarf = run.stdout + run.stderr
            dwarf = dwarf.replace(str(obj), f"{name}.o")
            for path, text in ((OUT / f"{name}.s", source), (OUT / f"{name}.expected", expected),
                               (OUT / f"{name}.dwarf", dwarf)):
                if check:
                    if not path.exists() or path.read_text() != text:
                        stale.append(path)
                else:
                    path.write_text(text)
    for path in stale:
        print(f"gcn_debug_directives.py: not current: {path.relative_to(ROOT)}")
    sys.exit(1 if stale else 0)


if __name__ == "__main__":
    main()
