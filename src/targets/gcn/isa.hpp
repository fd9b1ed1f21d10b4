// The GCN instruction table: one row per instruction (instructions.def), an
// opcode column per generation: Southern Islands (GFX6), Sea Islands (GFX7),
// Volcanic Islands (GFX8) and GFX9, kNoOpcode where a generation lacks the
// instruction. A format whose layout changed between generations (GFX8's
// VOP3, SMEM in SMRD's place, the memory formats' moved bits) is chosen by
// the generation: layout(encoding, generation). The rows name their
// semantics too; only machine/ expands that column (machine/semantics.hpp),
// so this side knows no simulator.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuasm::gcn {

enum class Generation : uint8_t { SouthernIslands, SeaIslands, VolcanicIslands, Gfx9 };
inline constexpr size_t kGenerations = 4;
// "gfx6", "gfx7", "gfx8", "gfx9"
std::string_view generationName(Generation generation);
// The generations the assembler and disassembler take so far: their columns
// are checked against llvm-mc-14 line by line (tests/data/gcn/llvm_corpus_*).
constexpr bool generationAssembled(Generation /*generation*/) {
  return true;  // every generation: gfx6-gfx9
}
// GFX8 and GFX9 share the layouts GFX8 introduced (SMEM, VOP3's moved opcode).
constexpr bool gfx8OrLater(Generation generation) {
  return generation == Generation::VolcanicIslands || generation == Generation::Gfx9;
}

// The CDNA processors of GFX9: gfx908 (MI100) has the accumulation registers
// a0-a255 and the matrix instructions (LLVM's FeatureMAIInsts, the RowFlag::Cdna
// rows); gfx90a (MI200) adds the RowFlag::Gfx90a rows, AGPR data for memory
// instructions, and the rule that register tuples start even.
enum class Cdna : uint8_t { None, Gfx908, Gfx90a };

// The processor names of LLVM's AMDGPU back end (-mcpu), each with its generation.
struct Processor {
  std::string_view name;
  Generation generation;
  bool deepLearning = false;  // LLVM's FeatureDLInsts: the RowFlag::DeepLearning rows
  // MIMG d16 data packs two halves a register (gfx810 and GFX9); the other
  // GFX8 processors unpack them, one a register (LLVM's FeatureUnpackedD16VMem)
  bool packedD16 = false;
  Cdna cdna = Cdna::None;
};
inline constexpr Processor kProcessors[] = {
    {"gfx600", Generation::SouthernIslands},
    {"tahiti", Generation::SouthernIslands},
    {"gfx601", Generation::SouthernIslands},
    {"pitcairn", Generation::SouthernIslands},
    {"verde", Generation::SouthernIslands},
    {"gfx602", Generation::SouthernIslands},
    {"hainan", Generation::SouthernIslands},
    {"oland", Generation::SouthernIslands},
    {"gfx700", Generation::SeaIslands},
    {"kaveri", Generation::SeaIslands},
    {"gfx701", Generation::SeaIslands},
    {"hawaii", Generation::SeaIslands},
    {"gfx702", Generation::SeaIslands},
    {"gfx703", Generation::SeaIslands},
    {"kabini", Generation::SeaIslands},
    {"mullins", Generation::SeaIslands},
    {"gfx704", Generation::SeaIslands},
    {"bonaire", Generation::SeaIslands},
    {"gfx705", Generation::SeaIslands},
    {"gfx801", Generation::VolcanicIslands},
    {"carrizo", Generation::VolcanicIslands},
    {"gfx802", Generation::VolcanicIslands},
    {"iceland", Generation::VolcanicIslands},
    {"tonga", Generation::VolcanicIslands},
    {"gfx803", Generation::VolcanicIslands},
    {"fiji", Generation::VolcanicIslands},
    {"polaris10", Generation::VolcanicIslands},
    {"polaris11", Generation::VolcanicIslands},
    {"gfx805", Generation::VolcanicIslands},
    {"tongapro", Generation::VolcanicIslands},
    {"gfx810", Generation::VolcanicIslands, false, true},
    {"stoney", Generation::VolcanicIslands, false, true},
    {"gfx900", Generation::Gfx9, false, true},
    {"gfx902", Generation::Gfx9, false, true},
    {"gfx904", Generation::Gfx9, false, true},
    {"gfx906", Generation::Gfx9, true, true},
    {"gfx908", Generation::Gfx9, true, true, Cdna::Gfx908},
    {"gfx909", Generation::Gfx9, false, true},
    {"gfx90a", Generation::Gfx9, true, true, Cdna::Gfx90a},
    {"gfx90c", Generation::Gfx9, false, true},
};
inline constexpr auto kProcessorNames = [] {
  std::array<std::string_view, std::size(kProcessors)> names{};
  for (size_t i = 0; i < names.size(); ++i) names[i] = kProcessors[i].name;
  return names;
}();
std::optional<Generation> processorGeneration(std::string_view name);
// The processor of that name, or nullptr.
const Processor* findProcessor(std::string_view name);

// The microcode formats of the SI ISA manual, chapter 13.
enum class Encoding : uint8_t {
  Sop2,
  Sopk,
  Sop1,
  Sopc,
  Sopp,
  Smrd,
  Vop2,
  Vop1,
  Vopc,
  Vop3,
  Vintrp,
  Ds,
  Mubuf,
  Mtbuf,
  Mimg,
  Exp,
  Flat,  // GFX7 and later
  // GFX9: FLAT's global and scratch segments (the seg field, bits 15:14, 2
  // and 1), each with its own opcodes; and the packed math of VOP3P.
  FlatGlobal,
  FlatScratch,
  Vop3p,
};
inline constexpr size_t kEncodingCount = 20;
std::string_view encodingName(Encoding encoding);

// A bit field of an instruction, counted over the whole instruction (bits 32
// and up are in its second dword).
struct BitField {
  uint8_t shift;
  uint8_t width;
  constexpr uint64_t mask() const { return ((uint64_t{1} << width) - 1) << shift; }
  constexpr uint64_t insert(uint64_t word, uint64_t value) const {
    return (word & ~mask()) | ((value << shift) & mask());
  }
  constexpr uint64_t extract(uint64_t word) const {
    return (word >> shift) & ((uint64_t{1} << width) - 1);
  }
};

// How a format is recognised and where its opcode lies: the first dword
// masked with `fixedMask` equals `fixedBits`.
struct EncodingLayout {
  Encoding encoding;
  uint32_t fixedMask;
  uint32_t fixedBits;
  BitField opcode;
  uint8_t dwords;  // without a literal constant
};
// A format as `generation` lays it out (GFX8 moved VOP3's opcode, SMRD
// became the two-dword SMEM, VINTRP and EXP got other prefixes).
const EncodingLayout& layout(Encoding encoding,
                             Generation generation = Generation::SouthernIslands);
// The format of an instruction whose first dword is `word` on `generation`;
// nullopt for a prefix that generation does not have (on GFX9 a FLAT word's
// seg field tells FLAT, GLOBAL and SCRATCH apart; seg 3 is none).
std::optional<Encoding> classify(uint32_t word,
                                 Generation generation = Generation::SouthernIslands);

// Every field of every format, once (SI ISA manual, chapter 13 "Microcode Formats").
namespace sop2 {
inline constexpr BitField ssrc0{0, 8}, ssrc1{8, 8}, sdst{16, 7};
}
namespace sopk {
inline constexpr BitField simm16{0, 16}, sdst{16, 7};
}
namespace sop1 {
inline constexpr BitField ssrc0{0, 8}, sdst{16, 7};
}
namespace sopc {
inline constexpr BitField ssrc0{0, 8}, ssrc1{8, 8};
}
namespace sopp {
inline constexpr BitField simm16{0, 16};
}
namespace smrd {
// sbase names an SGPR pair by its first register / 2; imm says whether
// offset is a dword offset (1) or an SGPR number (0).
inline constexpr BitField offset{0, 8}, imm{8, 1}, sbase{9, 6}, sdst{15, 7};
}  // namespace smrd
namespace smem {
// GFX8 and GFX9 (SMEM, in SMRD's place): sbase names an SGPR pair by its
// first register / 2; imm says whether offset is a byte offset (1, 20 bits on
// GFX8, 21 signed on GFX9) or an SGPR number (0).
inline constexpr BitField sbase{0, 6}, sdata{6, 7}, glc{16, 1}, imm{17, 1}, offset{32, 20},
    offsetGfx9{32, 21};
}  // namespace smem
namespace vop2 {
inline constexpr BitField src0{0, 9}, vsrc1{9, 8}, vdst{17, 8};
}
namespace vop1 {
inline constexpr BitField src0{0, 9}, vdst{17, 8};
}
namespace vopc {
inline constexpr BitField src0{0, 9}, vsrc1{9, 8};
}
namespace vop3 {
// VOP3a has abs and clamp where VOP3b has the scalar destination sdst.
inline constexpr BitField vdst{0, 8}, abs{8, 3}, clamp{11, 1}, sdst{8, 7}, src0{32, 9}, src1{41, 9},
    src2{50, 9}, omod{59, 2}, neg{61, 3};
// GFX8 moved clamp above the opcode's old place (VOP3b keeps it there too).
inline constexpr BitField clampGfx8{15, 1};
// GFX9's op_sel of the 16-bit instructions: sources 0-2 at 11-13, the
// destination's half at 14.
inline constexpr BitField opSel{11, 4};
}  // namespace vop3
// GFX8's sub-dword addressing (SDWA) and data-parallel primitives (DPP):
// a VOP1, VOP2 or VOPC word whose src0 is kSdwa or kDpp, and a second dword
// with the real src0 and the extension's fields (VI ISA manual, section 6.3
// "SDWA" and "DPP"; GFX9 added SDWA's scalar sources s0/s1, omod, and VOPC's
// scalar destination sdst with sd).
namespace sdwa {
inline constexpr BitField src0{32, 8}, dstSel{40, 3}, dstUnused{43, 2}, clamp{45, 1},
    omodGfx9{46, 2}, src0Sel{48, 3}, src0Sext{51, 1}, src0Neg{52, 1}, src0Abs{53, 1},
    src0ScalarGfx9{55, 1}, src1Sel{56, 3}, src1Sext{59, 1}, src1Neg{60, 1}, src1Abs{61, 1},
    src1ScalarGfx9{63, 1}, vopcSdstGfx9{40, 7}, vopcSdGfx9{47, 1};
}  // namespace sdwa
namespace dpp {
inline constexpr BitField src0{32, 8}, control{40, 9}, boundControl{51, 1}, src0Neg{52, 1},
    src0Abs{53, 1}, src1Neg{54, 1}, src1Abs{55, 1}, bankMask{56, 4}, rowMask{60, 4};
}  // namespace dpp
namespace vintrp {
inline constexpr BitField vsrc{0, 8}, attrChannel{8, 2}, attr{10, 6}, vdst{18, 8};
}
namespace ds {
inline constexpr BitField offset0{0, 8}, offset1{8, 8}, gds{17, 1}, addr{32, 8}, data0{40, 8},
    data1{48, 8}, vdst{56, 8};
inline constexpr BitField gdsGfx8{16, 1};  // the opcode moved down a bit
}  // namespace ds
namespace mubuf {
// srsrc names an SGPR quad by its first register / 4.
inline constexpr BitField offset{0, 12}, offen{12, 1}, idxen{13, 1}, glc{14, 1}, addr64{15, 1},
    lds{16, 1}, vaddr{32, 8}, vdata{40, 8}, srsrc{48, 5}, slc{54, 1}, tfe{55, 1}, soffset{56, 8};
// GFX8 has no addr64 and keeps MUBUF's slc in the first dword (MTBUF's stays at 54).
inline constexpr BitField slcGfx8{17, 1};
}  // namespace mubuf
namespace mtbuf {
inline constexpr BitField offset{0, 12}, offen{12, 1}, idxen{13, 1}, glc{14, 1}, addr64{15, 1},
    dfmt{19, 4}, nfmt{23, 3}, vaddr{32, 8}, vdata{40, 8}, srsrc{48, 5}, slc{54, 1}, tfe{55, 1},
    soffset{56, 8};
}
namespace mimg {
// srsrc and ssamp name SGPR quads by their first register / 4.
inline constexpr BitField dmask{8, 4}, unorm{12, 1}, glc{13, 1}, da{14, 1}, r128{15, 1}, tfe{16, 1},
    lwe{17, 1}, slc{25, 1}, vaddr{32, 8}, vdata{40, 8}, srsrc{48, 5}, ssamp{53, 5};
// GFX8's 16-bit data (loads, stores, samples, gathers)
inline constexpr BitField d16Gfx8{63, 1};
// The data registers of `components` (dmask's bits; gather4's four): one
// each, or one per two with packed d16 (gfx810, GFX9), and one more for tfe.
constexpr uint32_t dataDwords(uint32_t components, bool packedD16, bool tfe) {
  const uint32_t registers = packedD16 ? (components + 1) / 2 : components;
  return (registers == 0 ? 1u : registers) + (tfe ? 1u : 0u);
}
}  // namespace mimg
namespace flat {
// GFX7 and GFX8 leave bits 15:0 but glc and slc unused; GFX9 adds the offset,
// the segment (0 flat, 1 scratch, 2 global) and saddr.
inline constexpr BitField offset{0, 13}, lds{13, 1}, seg{14, 2}, glc{16, 1}, slc{17, 1},
    addr{32, 8}, data{40, 8}, saddr{48, 7}, tfe{55, 1}, vdst{56, 8};
// GFX9's FLAT offset is 12 bits unsigned, GLOBAL's and SCRATCH's 13 signed;
// saddr 0x7f is `off` (no scalar address).
inline constexpr uint32_t kSaddrOff = 0x7f;
}  // namespace flat
namespace vop3p {
// GFX9 packed math: neg_hi in VOP3's abs place (abs on v_mad_mix*), op_sel
// at 13:11 and op_sel_hi split between bit 14 (source 2) and bits 60:59.
inline constexpr BitField vdst{0, 8}, negHi{8, 3}, opSel{11, 3}, opSelHi2{14, 1}, clamp{15, 1},
    src0{32, 9}, src1{41, 9}, src2{50, 9}, opSelHi{59, 2}, negLo{61, 3};
}  // namespace vop3p
namespace exp {
inline constexpr BitField enable{0, 4}, target{4, 6}, compressed{10, 1}, done{11, 1},
    validMask{12, 1}, vsrc0{32, 8}, vsrc1{40, 8}, vsrc2{48, 8}, vsrc3{56, 8};
}

// gfx908's matrix instructions (VOP3P_MAI, LLVM's VOP3PInstructions.td): the
// broadcast controls cbsz, abid and blgp where VOP3P has op_sel and neg_lo,
// acc (src0, src1 are AGPRs) where it has op_sel_hi; gfx90a's acc_cd (the
// destination and src2 are AGPRs, which on gfx908 they always are).
namespace mai {
inline constexpr BitField cbsz{8, 3}, abid{11, 4}, accCd{15, 1}, acc{59, 2}, blgp{61, 3};
}
// gfx90a's memory instructions with AGPR data (and destination): one acc bit,
// where tfe is on the other processors (gfx90a has no tfe), in DS above gds.
namespace acc {
inline constexpr BitField ds{25, 1}, buffer{55, 1}, flat{55, 1}, image{16, 1};
}

// The 9-bit source operand of the vector formats (and the 8-bit one of the
// scalar formats): SI ISA manual, section 13.1 / table "SSRC0".
namespace operand {
inline constexpr uint32_t kSgprLast = 103;  // s0..s103
inline constexpr uint32_t kVccLo = 106, kVccHi = 107, kTbaLo = 108, kTbaHi = 109, kTmaLo = 110,
                          kTmaHi = 111, kTtmp0 = 112, kTtmp11 = 123, kM0 = 124, kExecLo = 126,
                          kExecHi = 127, kZero = 128, kPositiveLast = 192, kNegativeFirst = 193,
                          kNegativeLast = 208, kHalf = 240, kMinusHalf = 241, kOne = 242,
                          kMinusOne = 243, kTwo = 244, kMinusTwo = 245, kFour = 246,
                          kMinusFour = 247, kVccz = 251, kExecz = 252, kScc = 253, kLdsDirect = 254,
                          kLiteral = 255, kVgpr0 = 256;
// GFX8's inline constant 1/(2*pi) (VI ISA manual, section 12.1 "SSRC0"):
// 0.15915494 in a 32-bit operand (0x3e22f983), 0x3118 in a 16-bit one, the
// double 0x3fc45f306dc9c882 in a 64-bit one.
inline constexpr uint32_t kInvTwoPi = 248;
inline constexpr uint32_t kInvTwoPiBits32 = 0x3e22f983, kInvTwoPiBits16 = 0x3118;
inline constexpr uint64_t kInvTwoPiBits64 = 0x3fc45f306dc9c882;
// GFX8's src0 codes that say an SDWA or DPP dword follows
inline constexpr uint32_t kSdwa = 249, kDpp = 250;
// GFX7's flat_scratch_lo and _hi (reserved codes on SI)
inline constexpr uint32_t kFlatScratchLoGfx7 = 104;
// GFX9's xnack_mask_lo and _hi, and src_shared_base, src_shared_limit,
// src_private_base, src_private_limit, src_pops_exiting_wave_id (235-239)
inline constexpr uint32_t kXnackMaskLoGfx9 = 104, kSharedBaseGfx9 = 235,
                          kPopsExitingWaveIdGfx9 = 239;
// GFX9 has 16 trap registers, ttmp0-ttmp15 at 108-123, and no tba or tma.
inline constexpr uint32_t kTtmp0Gfx9 = 108, kTtmpCountGfx9 = 16;
// The first and last trap register of a generation.
constexpr uint32_t ttmpFirst(Generation generation) {
  return generation == Generation::Gfx9 ? kTtmp0Gfx9 : kTtmp0;
}
constexpr uint32_t ttmpLast(Generation generation) {
  return generation == Generation::Gfx9 ? kTtmp0Gfx9 + kTtmpCountGfx9 - 1 : kTtmp11;
}
}  // namespace operand

// What an operand of an instruction is and which field it goes to; parsed
// from the row's signature ("sdst:2 ssrc0:2 ssrc1:1").
enum class OperandField : uint8_t {
  Sdst,     // scalar destination (in a vector format: the vdst field holding an SGPR)
  Ssrc0,    // scalar source: SGPR, special register, inline constant or literal
  Ssrc1,    // (in VOP2 v_readlane/v_writelane: the lane select in vsrc1)
  Simm16,   // 16-bit immediate
  Imm32,    // a literal dword that is always there (v_madmk_f32, s_setreg_imm32_b32)
  Hwreg,    // hwreg(...) in simm16
  Label,    // a branch target: simm16 = (target - pc - 4) / 4
  Waitcnt,  // s_waitcnt counters in simm16
  Sendmsg,  // sendmsg(...) in simm16
  GprIdx,   // GFX8's gpr_idx(SRC0,...) mode: SOPC's ssrc1 field, SOPP's simm16
  Probe,    // GFX8's s_atc_probe: a 7-bit immediate in SMEM's sdata field
  Sbase,    // SMRD base address, an SGPR pair or quad
  Soffset,  // SMRD offset: dword offset or SGPR
  Vdst,
  Vcc,    // implicit vcc written or read (only in the text of the 32-bit forms)
  Src0,   // vector-format source: VGPR, SGPR, constant, literal
  Vsrc1,  // VGPR only
  Src1,
  Src2,
  // Memory, interpolation and export operands
  Addr,
  Data0,
  Data1,
  Gds,
  Vdata,
  Vaddr,
  Srsrc,
  Ssamp,
  Vsrc,
  Param,
  Attr,
  Target,
  ExportSource,
};
// The kinds of value a source operand takes (from the signature's letters:
// v VGPR, s scalar register, i inline constant, l literal; none: all).
enum OperandKind : uint8_t {
  kVgprKind = 1,
  kScalarKind = 2,
  kInlineKind = 4,
  kLiteralKind = 8,
  kAnyKind = 15,
  kAgprKind = 16,  // x: an accumulation register (gfx908, gfx90a), only where written
};
struct Operand {
  OperandField field;
  uint8_t dwords = 1;  // register count (1, 2, 3, 4, 8, 16); 0: set by a modifier (MIMG dmask)
  uint8_t kinds = kAnyKind;    // for sources
  bool neg = false;            // takes VOP3's neg modifier (n)
  bool abs = false;            // takes VOP3's abs modifier (a)
  bool half = false;           // a 16-bit float: literals are halves (h)
  bool int16 = false;          // a 16-bit integer (w): a float is its half's bits, a literal
  bool isUnsigned = false;     // simm16u: 0 to 65535
  uint32_t addressWidths = 0;  // MIMG vaddr: bit n set when n registers are taken (vaddr:1234)
};

// What an instruction takes besides its operands.
struct InstructionTraits {
  bool clamp = false;      // VOP3 clamp
  bool clampGfx8 = false;  // VOP3 clamp from GFX8 on (clamp8: GFX8 gave every VOP3 the bit)
  bool noGds = false;      // a DS instruction that refuses gds (GFX8's ds_permute_b32)
  bool omod = false;       // VOP3 output modifier mul:2, mul:4, div:2
  bool readsVcc = false;   // reads vcc without naming it (v_div_fmas): constant bus
  bool readsM0 = false;    // reads m0 without naming it (v_movreld): constant bus
  bool lds = false;        // a buffer load that can write LDS (lds)
  bool tfe = false;        // a buffer instruction that takes tfe
  bool vop3b = false;      // in VOP3, a scalar destination in bits 14:8 (no abs, no clamp)
  bool opSel = false;      // GFX9 VOP3 op_sel: which half of a 16-bit operand (opsel)
  bool mix = false;        // VOP3P v_mad_mix*: abs where neg_hi is, op_sel_hi 0 unless given
  // GFX8's VOP3 interpolations (v_interp_p1_f32_e64, v_interp_p1ll_f16, ...):
  // src0 holds the attribute, its channel and (with `high`) bit 8, src1 the
  // source VGPR or the parameter (p10 0, p20 1, p0 2)
  bool interpolation = false;
  bool high = false;  // takes `high`: the 16-bit interpolations' upper half
  // gfx908's v_mfma_*: cbsz:, abid:, blgp:; AGPR matrices (gfx90a: VGPR ones too)
  bool mai = false;
};

// What a row does beyond its format and operands: the facts the wait-state
// rules (hazards.cpp), the memory formats and the operand parser need, given
// in the row's flags column (instructions.def) rather than read off the
// mnemonic's spelling. The control-flow flags are exclusive.
enum class RowFlag : uint32_t {
  None = 0,
  Nop = 1u << 0,                // s_nop: wait states in simm16
  EndsProgram = 1u << 1,        // s_endpgm
  Branch = 1u << 2,             // s_branch: only to its target
  ConditionalBranch = 1u << 3,  // s_cbranch_*: to its target or on
  Jump = 1u << 4,               // s_setpc_b64, s_rfe_b64: to an address not known statically
  Barrier = 1u << 5,            // s_barrier: waits for the work-group
  M0Message = 1u << 6,          // reads M0 as GDS or message data (s_sendmsg, s_ttracedata)
  M0Movrel = 1u << 7,           // reads M0 as an SGPR index (s_movrel*)
  Getreg = 1u << 8,             // reads a hardware register
  Setreg = 1u << 9,             // writes a hardware register
  Setvskip = 1u << 10,          // s_setvskip
  SopkWritesSdst = 1u << 11,    // a SOPK instruction whose sdst field is a destination
  LaneSelect = 1u << 12,        // selects a lane by an SGPR (v_readlane, v_writelane)
  ReadsLane = 1u << 13,         // reads one lane's VGPR into an SGPR
  DivFmas = 1u << 14,           // v_div_fmas: reads VCC as its scale mask
  WritesExec = 1u << 15,        // a compare that writes EXEC too (v_cmpx_*)
  Store = 1u << 16,             // a memory instruction that writes memory only
  Atomic = 1u << 17,            // a read-modify-write of memory
  Gather = 1u << 18,            // image_gather4*: four dwords whatever dmask says
  CompareSwap = 1u << 19,       // an image atomic with a compare value (cmpswap, fcmpswap)
  DsTwoAddress = 1u << 20,      // a DS instruction with two elements (offset0 and offset1)
  GdsOnly = 1u << 21,           // always on GDS: the gds bit is set whether written or not
  FloatOperands = 1u << 22,     // f32 or f64 operands: inline constants and literals are floats
  DeepLearning = 1u << 23,      // GFX9's dot and fma_mix instructions: gfx906, gfx908 and gfx90a
  // v_mad_mix*: the other GFX9 processors'; the DeepLearning ones have
  // v_fma_mix* at their opcodes (LLVM's FeatureMadMixInsts, FeatureFmaMixInsts)
  MadMix = 1u << 24,
  Cdna = 1u << 25,       // gfx908 and gfx90a's: MAI, dot*c, pk_fmac, f32 atomics (Processor::cdna)
  Gfx90a = 1u << 26,     // gfx90a's alone: f64 MAI and atomics, packed f32, v_fmac_f64
  NotGfx90a = 1u << 27,  // what gfx90a dropped: DS src2, VINTRP, the samplers (llvm-mc-14)
};
// The SAD instructions that write several registers (SI's v_mqsad_pk_u16_u8,
// CI's v_qsad_pk_u16_u8 and v_mqsad_u32_u8): the result is written while the
// sources are read, so llvm-mc-14 keeps the destination apart from them
// ("destination must be different than all sources"); the assembler
// refuses, and the disassembler lists as data, a word where they overlap.
constexpr bool destinationApartFromSources(std::string_view mnemonic) {
  return mnemonic == "v_mqsad_pk_u16_u8" || mnemonic == "v_qsad_pk_u16_u8" ||
         mnemonic == "v_mqsad_u32_u8";
}

constexpr RowFlag operator|(RowFlag a, RowFlag b) {
  return static_cast<RowFlag>(static_cast<uint32_t>(a) | static_cast<uint32_t>(b));
}

inline constexpr int16_t kNoOpcode = -1;

struct InstructionInfo {
  std::string_view mnemonic;
  Encoding encoding;
  std::array<int16_t, kGenerations> opcode;  // kNoOpcode where a generation lacks it
  std::string_view signature;                // the operands, in assembly order
  RowFlag flags = RowFlag::None;
  constexpr bool has(RowFlag flag) const {
    return (static_cast<uint32_t>(flags) & static_cast<uint32_t>(flag)) != 0;
  }
  constexpr bool on(Generation generation) const {
    return opcode[static_cast<size_t>(generation)] != kNoOpcode;
  }
  // The opcode on `generation` (the row must be on it).
  constexpr uint32_t opcodeOn(Generation generation) const {
    return static_cast<uint32_t>(opcode[static_cast<size_t>(generation)]);
  }
};

std::span<const InstructionInfo> instructions();
// Whether a row of the generation is the processor's: the DeepLearning, MadMix, Cdna, Gfx90a
// and NotGfx90a rows are some GFX9 processors' only (nullptr: the generation's plain processors).
bool rowOnProcessor(const InstructionInfo& info, const Processor* processor);
// The processors that have such a row, for the message refusing it: "gfx906, gfx908 or gfx90a".
std::string processorsWith(const InstructionInfo& info);
// The row of `mnemonic` on `generation`, or nullptr.
const InstructionInfo* findInstruction(std::string_view mnemonic,
                                       Generation generation = Generation::SouthernIslands);
// The generations that have `mnemonic` (bit n: Generation n); 0 for a name no
// row has.
uint32_t generationsOf(std::string_view mnemonic);
// "gfx7 or later", "gfx6 and gfx7", "gfx8": what a generation mask says, for
// the error naming where an instruction exists.
std::string describeGenerations(uint32_t mask);
// The instruction of `encoding` with that opcode on `generation`, or nullptr.
const InstructionInfo* findByOpcode(Encoding encoding, uint32_t opcode,
                                    Generation generation = Generation::SouthernIslands);
// The row's operands (parsed from its signature once, when the table is built).
// The row other processors of the generation have at a row's opcode (v_fma_mix_f32 for
// v_mad_mix_f32: what the word is on gfx906, gfx908 and gfx90a; gfx90a's v_fmac_f64 for
// v_mul_legacy_f32), or nullptr. The opcode lookups (findByOpcode, rowOfWord) give the first.
const InstructionInfo* processorTwin(const InstructionInfo& info);
// The row of a word on `processor`: `info` or, where that is not the processor's and its
// twin is, the twin.
const InstructionInfo& rowForProcessor(const InstructionInfo& info, const Processor* processor);
std::span<const Operand> operands(const InstructionInfo& info);
const InstructionTraits& traits(const InstructionInfo& info);
// Whether a VOP3P source is two 16-bit integers (the integer v_pk_* rows' sources and the
// `w` sources of gfx906's v_dot2_i32_i16 and v_dot2_u32_u16): llvm-mc-14 takes an integer
// constant there as an int16 and no float; the dot rows' other integer sources are 32-bit
// (LLVM 14's VOP_I32_V2I16_V2I16_I32 and VOP_I32_I32_I32_I32), where 0.5 and 1/(2*pi) are
// inline constants as in VOP3, as are the 32-bit sources of the Cdna and Gfx90a rows
// (v_accvgpr_write_b32, v_pk_mov_b32).
bool packedIntegerSource(const InstructionInfo& info, const Operand& o);
// What is wrong with the table (a signature that does not parse, an opcode
// given twice); empty, as a test checks.
std::span<const std::string> tableProblems();

// EXP targets (SI ISA manual, section 13.9): mrt0-7 0-7, mrtz 8, null 9,
// pos0-3 12-15, param0-31 32-63.
std::optional<uint32_t> exportTarget(std::string_view name);
std::string exportTargetName(uint32_t target);  // empty for a reserved number

// MTBUF's data and number formats by their LLVM names (BUF_DATA_FORMAT_32,
// BUF_NUM_FORMAT_FLOAT), and back; an empty name for a reserved number.
std::optional<uint32_t> bufferDataFormat(std::string_view name);
// GFX8 calls number format 6 BUF_NUM_FORMAT_RESERVED_6 (SI's SNORM_OGL).
std::optional<uint32_t> bufferNumberFormat(std::string_view name,
                                           Generation generation = Generation::SouthernIslands);
std::string_view bufferDataFormatName(uint32_t format);
std::string_view bufferNumberFormatName(uint32_t format,
                                        Generation generation = Generation::SouthernIslands);

// The VOP3 opcode of a VOP1, VOP2 or VOPC instruction written with _e64 (on SI:
// VOPC + 0, VOP2 + 0x100, VOP1 + 0x180; from GFX8 VOP1 + 0x140), or of a VOP3-only instruction.
std::optional<uint32_t> vop3Opcode(const InstructionInfo& info,
                                   Generation generation = Generation::SouthernIslands);
// The other way: the row of `opcode` in a word of `encoding`; in VOP3 that may
// be a VOP1, VOP2 or VOPC row in its VOP3 form (`promoted` says so). nullptr
// for an opcode no row has.
const InstructionInfo* rowOfWord(Encoding encoding, uint32_t opcode, bool& promoted,
                                 Generation generation = Generation::SouthernIslands);

}  // namespace gpuasm::gcn
