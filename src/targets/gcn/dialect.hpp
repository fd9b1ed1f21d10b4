// The two GCN assembly dialects: llvm-mc's (the LLVM AMDGPU syntax) and the
// AMD compiler's ISA dump (as in md4_test.isa). They share the syntax, the
// instruction table and the encoder; where the AMD compiler made other choices
// than llvm-mc, a rule below says which, and the parser and the printer follow it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace gpuasm::gcn {

enum class Dialect : uint8_t { Llvm, Amd };

struct DialectRules {
  // s_waitcnt's lgkmcnt: llvm-mc-14 gives SI 4 bits (8-11); the AMD compiler
  // writes 5 (8-12), and an unstated lgkmcnt is 0x1f (BF8C1F70 for vmcnt(0)).
  uint8_t lgkmcntBits = 4;
  // The AMD dump prints a literal dword in hex (`0x0000ffff`) and an inline
  // constant in decimal: a lone hex number is a literal whatever its value.
  bool hexIsLiteral = false;
  // llvm-mc encodes an integer with the bits of an inline float (0x3f800000)
  // as that inline constant; the AMD dump writes those constants as floats.
  bool foldFloatBits = true;
  // The AMD dump prints a VOPC in its VOP3 form with the unused src2 field
  // after the destination: `v_cmp_eq_i32 s[6:7], s0, v5, 0` (src2 = s0).
  bool vopcSource2 = false;
  // What the unused src2 field of a VOP3-only instruction of two sources
  // (v_mul_lo_i32, v_add_f64, v_lshr_b64, ...) holds: llvm-mc writes 0, the
  // AMD compiler inline 0 (0x80). The AMD dialect writes another value as a
  // fourth operand (`v_mul_lo_i32 v0, v0, s4, s0`: the field holds 0), so
  // that any such word reads back; the llvm dialect has no place for it.
  uint16_t vop3UnusedSource2 = 0;
  bool unusedSource2Operand = false;
  // The AMD dump prints the simm16 of SOPP instructions that use none
  // (`s_endpgm 0`).
  bool unusedSimm16 = false;
  // The AMD dump prints an MTBUF's format:[...] among the modifiers (after
  // offen); llvm-mc-14 takes it right after the offset register.
  bool formatAmongModifiers = false;
  // The AMD dump names branch targets label_XXXX, XXXX the dword index in hex.
  bool dwordLabels = false;
  // The AMD dump writes `offen idxen` (llvm-mc-14: `idxen offen`); the
  // parser takes either order in this dialect.
  bool offenBeforeIdxen = false;
  // The AMD disassembler prints some operands of a few f64 rows with a width
  // of its own (kAmdDumpWidths); the parser takes that width besides the
  // real one.
  bool dumpWidths = false;

  // How the disassembler prints (the parser takes either way):
  // llvm-mc's `_e32`/`_e64` on every VOP1/VOP2/VOPC; the AMD dump has none,
  // and gets `_e64` only where the 32-bit encoding would hold the operands.
  bool encodingSuffixes = true;
  // s_waitcnt as the AMD dump's counters (`vmcnt(0) & lgkmcnt(0)`) rather
  // than llvm-mc's (`vmcnt(0) lgkmcnt(0)`).
  bool waitcntCounters = false;
  // hwreg(...) and sendmsg(...) as llvm-mc prints them; the AMD dump's
  // printer keeps the raw value.
  bool symbolicOperands = true;
  // The AMD dump's columns: operands at 14, the dword comment `; C2000504` at 58.
  bool dumpColumns = false;
  // How the AMD APP SDK dumps print (the parser takes the other forms too): a
  // VOPC in VOP3 form without its unused src2 when that holds 0, s_endpgm
  // without its 0, SOPK's and SOPP's immediate as four hex digits
  // (`s_movk_i32 s7, 0x0001`, `s_nop 0x0000`), abs as `abs(v4)`, s_waitcnt's counters in the order
  // vmcnt, lgkmcnt, expcnt, MTBUF's format last, an image address of four registers.
  bool dumpPrinting = false;
};

// An operand the AMD disassembler prints with another register count than
// the instruction reads: the operand (in assembly order, the destination 0)
// and the count it prints. Seen in the AMD APP SDK dumps for SI
// (MonteCarloAsianDP: `v_cmp_class_f64 s[10:11], v[84:85], v[102:103]`,
// `v_cvt_i32_f64 v[64:65], v[70:71]`, `v_cvt_f64_u32 v[78:79], v[1:2]`,
// `v_fract_f64 v70, v70`); the encoding is the real instruction's (the first
// register's number).
struct DumpWidth {
  std::string_view mnemonic;
  uint8_t operand;
  uint8_t dwords;
};
inline constexpr DumpWidth kAmdDumpWidths[] = {
    {"v_cmp_class_f64", 2, 2}, {"v_cmpx_class_f64", 2, 2}, {"v_cvt_i32_f64", 0, 2},
    {"v_cvt_f64_u32", 1, 2},   {"v_fract_f64", 0, 1},      {"v_fract_f64", 1, 1}};

// The register count the AMD dump prints for the operand, 0 where it prints the real one.
constexpr uint8_t amdDumpWidth(std::string_view mnemonic, size_t operand) {
  for (const DumpWidth& w : kAmdDumpWidths)
    if (w.mnemonic == mnemonic && w.operand == operand) return w.dwords;
  return 0;
}

constexpr DialectRules dialectRules(Dialect dialect) {
  if (dialect == Dialect::Llvm) return {};
  return {.lgkmcntBits = 5,
          .hexIsLiteral = true,
          .foldFloatBits = false,
          .vopcSource2 = true,
          .vop3UnusedSource2 = 0x80,
          .unusedSource2Operand = true,
          .unusedSimm16 = true,
          .formatAmongModifiers = true,
          .dwordLabels = true,
          .offenBeforeIdxen = true,
          .dumpWidths = true,
          .encodingSuffixes = false,
          .waitcntCounters = true,
          .symbolicOperands = false,
          .dumpColumns = true,
          .dumpPrinting = true};
}

std::optional<Dialect> dialectNamed(std::string_view name);
std::string_view dialectName(Dialect dialect);
// `.isa` (the AMD compiler's dump) is the AMD dialect; `.s` and anything else llvm.
Dialect dialectForFileName(std::string_view name);

}  // namespace gpuasm::gcn
