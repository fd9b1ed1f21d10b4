// Round trip over every opcode of the table with its other fields sampled
// (issue 14, item 4): each row's words — the format's fixed bits, the row's
// opcode, random sparse fields, and a literal dword after them — disassemble
// to text that reassembles to the same words, and every row prints as an
// instruction for some of its samples (so no opcode is only ever data).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {
namespace {

constexpr int kSamplesPerOpcode = 64;

std::vector<uint8_t> dwordsToBytes(std::initializer_list<uint32_t> dwords) {
  std::vector<uint8_t> bytes;
  for (uint32_t w : dwords)
    for (int i = 0; i < 4; ++i) bytes.push_back(static_cast<uint8_t>(w >> (8 * i)));
  return bytes;
}

std::vector<uint8_t> reassemble(const Target& gcn, const std::string& text, std::string& why) {
  AssembleOutcome o = assembleText(gcn, "t.s", text, {});
  if (!o.image) {
    why = o.diagnosticsText;
    return {};
  }
  std::vector<uint8_t> bytes;
  for (const Section& s : o.image->sections)
    bytes.insert(bytes.end(), s.bytes.begin(), s.bytes.end());
  return bytes;
}

// One opcode in one format (a VOP1/VOP2/VOPC row twice: native and in VOP3).
struct Form {
  const InstructionInfo* info;
  Encoding encoding;
  uint32_t opcode;
};

std::vector<Form> everyForm() {
  std::vector<Form> forms;
  for (const InstructionInfo& info : instructions()) {
    if (!info.on(Generation::SouthernIslands)) continue;
    forms.push_back({&info, info.encoding, info.opcodeOn(Generation::SouthernIslands)});
    const bool promotable = info.encoding == Encoding::Vop1 || info.encoding == Encoding::Vop2 ||
                            info.encoding == Encoding::Vopc;
    // Those with a lane select, a constant operand (v_madmk_f32) or a scalar
    // destination in VOP1 have no VOP3 form in the LLVM dialect: llvm-mc-14
    // refuses their _e64, and the disassembler prints such words as data.
    const auto ops = operands(info);
    const bool noVop3 =
        std::any_of(ops.begin(), ops.end(),
                    [](const Operand& o) {
                      return o.field == OperandField::Imm32 || o.field == OperandField::Ssrc1;
                    }) ||
        (info.encoding == Encoding::Vop1 && !ops.empty() && ops[0].field == OperandField::Sdst);
    if (promotable && !noVop3) {
      if (auto vop3 = vop3Opcode(info)) forms.push_back({&info, Encoding::Vop3, *vop3});
    }
  }
  return forms;
}

TEST(GcnOpcodeRoundTrip, EveryOpcodeWithSampledFieldsReassemblesBitForBit) {
  const Target& gcn = *findTarget("gcn");
  std::mt19937 random(814);
  // Sparse fields (an AND of random words, from two to six of them) make
  // valid operands likely: low register numbers, few modifier bits, the
  // fields an instruction does not use left zero.
  int density = 2;
  auto sparse = [&] {
    uint32_t bits = static_cast<uint32_t>(random());
    for (int i = 1; i < density; ++i) bits &= static_cast<uint32_t>(random());
    return bits;
  };
  size_t failures = 0, neverAnInstruction = 0, forms = 0;
  for (const Form& form : everyForm()) {
    ++forms;
    const EncodingLayout& l = layout(form.encoding);
    const uint32_t fixed = l.fixedMask | static_cast<uint32_t>(l.opcode.mask());
    const auto head = static_cast<uint32_t>(l.fixedBits | l.opcode.insert(0, form.opcode));
    int printed = 0;
    for (int sample = 0; sample < kSamplesPerOpcode; ++sample) {
      density = 2 + sample % 5;
      // Every other sample keeps the literal dword small, as real literals are.
      uint64_t w = head | (sparse() & ~fixed) | uint64_t{sparse()} << 32;
      // Fields that random bits seldom make valid, drawn from their values:
      // VOP3 sources as VGPRs mostly (the constant bus takes one scalar), an
      // image's dmask, a DS instruction's gds bit.
      if (form.encoding == Encoding::Vop3) {
        // The sources the instruction reads, in field order; the carry-in of
        // v_addc_u32 and the mask of v_cndmask_b32 (vcc after a source) is an
        // SGPR pair in src2. Unused source fields stay zero.
        const BitField fields[] = {vop3::src0, vop3::src1, vop3::src2};
        size_t next = 0;
        bool afterSource = false;
        for (BitField f : fields) w = f.insert(w, 0);
        for (const Operand& o : operands(*form.info)) {
          if (o.field == OperandField::Vcc && afterSource &&
              form.info->encoding != Encoding::Vopc) {
            w = vop3::src2.insert(w, 2 * (random() % 52));
          } else if (o.field == OperandField::Src0 || o.field == OperandField::Src1 ||
                     o.field == OperandField::Src2 || o.field == OperandField::Vsrc1) {
            const uint32_t pick = static_cast<uint32_t>(random() % 10);
            const uint32_t code = pick < 7   ? 256 + static_cast<uint32_t>(random() % 250)
                                  : pick < 9 ? 128 + static_cast<uint32_t>(random() % 65)
                                             : 2 * static_cast<uint32_t>(random() % 50);
            if (next < 3) w = fields[next++].insert(w, code);
            afterSource = true;
          }
        }
      } else if (form.encoding == Encoding::Mimg) {
        static constexpr uint32_t kMasks[] = {1, 3, 15, 2, 8};
        w = mimg::dmask.insert(w, kMasks[random() % 5]);
      } else if (form.encoding == Encoding::Ds) {
        w = ds::gds.insert(w, random() % 2);
      }
      const auto w0 = static_cast<uint32_t>(w);
      const auto w1 = static_cast<uint32_t>(w >> 32);
      const uint32_t literal = sample % 2 ? static_cast<uint32_t>(random()) : random() % 100;
      const std::vector<uint8_t> bytes =
          l.dwords == 2 ? dwordsToBytes({w0, w1, literal}) : dwordsToBytes({w0, literal});
      std::string error;
      const std::string text = gcn.disassemble(bytes, {}, error);
      if (text.compare(0, 1, ".") != 0 &&
          text.find(std::string(form.info->mnemonic)) != std::string::npos)
        ++printed;
      std::string why;
      if (reassemble(gcn, text, why) != bytes && failures++ < 20) {
        ADD_FAILURE() << form.info->mnemonic << " (" << encodingName(form.encoding)
                      << fmt::format("): {:08x} {:08x} {:08x}\n", w0, w1, literal) << text << why;
      }
    }
    if (printed == 0 && neverAnInstruction++ < 20)
      ADD_FAILURE() << form.info->mnemonic << " in " << encodingName(form.encoding)
                    << " never printed as an instruction in " << kSamplesPerOpcode << " samples";
  }
  EXPECT_EQ(failures, 0u);
  EXPECT_EQ(neverAnInstruction, 0u);
  // The 815 rows, and again in VOP3 the 196 VOPC, the 50 VOP2 but
  // v_readlane/v_writelane/v_madmk/v_madak, the 59 VOP1 but v_readfirstlane.
  EXPECT_EQ(forms, 815u + 196u + (50u - 4u) +
                       (59u - 1u));  // the rows, and the VOP1/VOP2/VOPC rows again in VOP3
}

}  // namespace
}  // namespace gpuasm::gcn
