// Which instructions have an SDWA or DPP form (extension_rules.hpp).
#include "targets/gcn/extension_rules.hpp"

#include <algorithm>

namespace gpuasm::gcn {
namespace {

struct Form {
  const InstructionInfo& info;
  bool sdwa;
  bool gfx9;
  bool gfx90a;
  bool rowNewbcast;
  bool any(bool (*test)(const Operand&)) const {
    const auto ops = operands(info);
    return std::any_of(ops.begin(), ops.end(), test);
  }
};

// A 64-bit operand (not VCC's or a compare's scalar destination).
bool wide(const Form& f) {
  return f.any([](const Operand& o) {
    return o.dwords == 2 && o.field != OperandField::Vcc && o.field != OperandField::Sdst;
  });
}

struct Rule {
  bool (*applies)(const Form&);
  std::string_view why;
};

// In the order they are asked: the first that applies names the reason.
constexpr Rule kRules[] = {
    {[](const Form& f) {
       return f.any([](const Operand& o) { return o.field == OperandField::Imm32; });
     },
     "its constant is a literal dword"},
    {[](const Form& f) {
       return f.any([](const Operand& o) {
         return o.field == OperandField::Ssrc1 || o.field == OperandField::Sdst;
       });
     },
     "it reads or writes one lane"},
    {[](const Form& f) { return traits(f.info).readsM0; }, "it indexes registers by m0"},
    {[](const Form& f) {
       return f.any([](const Operand& o) { return (o.kinds & kAgprKind) != 0; });
     },
     "it moves accumulation registers"},
    {[](const Form& f) { return operands(f.info).empty() && f.info.mnemonic != "v_nop"; },
     "it has no operands"},
    {[](const Form& f) { return wide(f) && (f.sdwa || !f.gfx90a); }, "its operands are 64-bit"},
    {[](const Form& f) { return wide(f) && !f.rowNewbcast; },
     "gfx90a's 64-bit DPP takes row_newbcast only"},
    {[](const Form& f) { return !f.sdwa && f.info.encoding == Encoding::Vopc; },
     "GFX8 and GFX9 compare in SDWA, not DPP"},
    {[](const Form& f) { return f.sdwa && f.gfx9 && f.info.mnemonic.starts_with("v_mac_"); },
     "GFX9 dropped v_mac's SDWA form"},
    {[](const Form& f) { return f.info.mnemonic == "v_pk_fmac_f16"; },
     "it has its 32-bit encoding alone (llvm-mc-14)"},
    {[](const Form& f) { return f.sdwa && f.info.has(RowFlag::Cdna); },
     "gfx908's VOP2 rows have DPP alone (llvm-mc-14)"},
    {[](const Form& f) { return f.sdwa && f.info.mnemonic == "v_fmac_f32"; },
     "llvm-mc-14 has none for gfx906's v_fmac_f32"},
};

}  // namespace

std::string_view extensionRefusal(const InstructionInfo& info, bool sdwa, Generation generation,
                                  Cdna cdna, bool rowNewbcast) {
  const Form form{info, sdwa, generation == Generation::Gfx9, cdna == Cdna::Gfx90a, rowNewbcast};
  for (const Rule& rule : kRules)
    if (rule.applies(form)) return rule.why;
  return {};
}

}  // namespace gpuasm::gcn
