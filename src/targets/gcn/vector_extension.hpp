// What the vector formats of the gcn assembler share between
// vector_formats.cpp (VOP1, VOP2, VOPC, VOP3) and extension_formats.cpp
// (GFX8's SDWA and DPP forms): the operands as parsed, the SDWA or DPP
// modifiers as parsed, and the two steps of the extension form.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "targets/gcn/instruction.hpp"
#include "targets/gcn/isa.hpp"
#include "targets/gcn/operand_parser.hpp"

namespace gpuasm::gcn {

// The roles of a vector instruction's operands, whatever form encodes them.
struct VectorOperands {
  std::optional<Value32> vdst;      // VGPR destination
  std::optional<Value32> sdst;      // SGPR destination (v_readlane, VOP3b's sdst)
  std::optional<Value32> carryOut;  // VOP2's written vcc / VOPC's destination
  std::optional<Value32> carryIn;   // VOP2's read vcc (v_addc_u32, v_cndmask_b32)
  std::array<std::optional<Value32>, 3> src;
  std::array<uint8_t, 3> srcDwords{1, 1, 1};
  std::array<bool, 3> srcHalf{};         // 16-bit float sources (v_cvt_f32_f16)
  bool src1IsScalar = false;             // v_readlane/v_writelane's lane select
  std::optional<Value32> constant;       // v_madmk_f32 / v_madak_f32's literal
  std::optional<Value32> unusedSource2;  // the AMD dump's VOPC src2 (DialectRules::vopcSource2)
  bool clamp = false;
  uint32_t omod = 0;
  bool omodGiven = false;         // mul:1 and div:1 set no bits but need an instruction with omod
  bool implicitVcc = false;       // a compare written without its destination
  std::optional<uint32_t> opSel;  // GFX9: op_sel:[...] as written (bit n: element n)
  SourceLocation modifierLocation;
};

// GFX8's SDWA and DPP forms of VOP1, VOP2 and VOPC (VI ISA manual, section
// 6.3): the modifiers that ask for one, and its second dword.
struct Extension {
  bool sdwa = false, dpp = false;
  bool suffix = false;  // asked for by _sdwa or _dpp
  // SDWA selects: BYTE_0..BYTE_3 0-3, WORD_0 4, WORD_1 5, DWORD 6;
  // dst_unused: UNUSED_PAD 0, UNUSED_SEXT 1, UNUSED_PRESERVE 2
  std::optional<uint32_t> dstSel, dstUnused, src0Sel, src1Sel;
  SourceLocation dstLocation, src1SelLocation;
  std::optional<uint32_t> control;  // DPP's dpp_ctrl
  uint32_t rowMask = 0xf, bankMask = 0xf;
  bool boundControl = false;
  SourceLocation location;  // the first modifier of the form
  // llvm-mc-14 takes the modifiers in one order: SDWA's clamp, omod,
  // dst_sel, dst_unused, src0_sel, src1_sel; DPP's control, row_mask,
  // bank_mask, bound_ctrl. The rank of the last one given.
  int rank = 0;
  std::string_view last;
};

// One SDWA or DPP modifier at the cursor (an identifier), consumed; nothing
// consumed when the identifier is none of them. False after an error.
bool parseExtensionModifier(Parser& p, Extension& e);
// The SDWA or DPP word of a VOP1, VOP2 or VOPC instruction whose operands
// and modifiers are parsed.
void encodeExtension(Parser& p, const InstructionInfo& info, const VectorOperands& v,
                     const Extension& e, Instruction& inst);

}  // namespace gpuasm::gcn
