// Which instructions have an SDWA or DPP form (extension_rules.hpp).
#include "targets/gcn/extension_rules.hpp"

#include <algorithm>

namespace gpuasm::gcn {
namespace {

struct Form {
  const InstructionInfo& info;
  bool sdwa;
  bool gfx9;
  bool any(bool (*test)(const Operand&)) const {
    const auto ops = operands(info);
    return std::any_of(ops.begin(), ops.end(), test);
  }
};

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
    {[](const Form& f) { return operands(f.info).empty() && f.info.mnemonic != "v_nop"; },
     "it has no operands"},
    {[](const Form& f) {
       return f.any([](const Operand& o) {
         return o.dwords == 2 && o.field != OperandField::Vcc && o.field != OperandField::Sdst;
       });
     },
     "its operands are 64-bit"},
    {[](const Form& f) { return !f.sdwa && f.info.encoding == Encoding::Vopc; },
     "GFX8 and GFX9 compare in SDWA, not DPP"},
    {[](const Form& f) { return f.sdwa && f.gfx9 && f.info.mnemonic.starts_with("v_mac_"); },
     "GFX9 dropped v_mac's SDWA form"},
    {[](const Form& f) { return f.sdwa && f.info.mnemonic == "v_fmac_f32"; },
     "llvm-mc-14 has none for gfx906's v_fmac_f32"},
};

}  // namespace

std::string_view extensionRefusal(const InstructionInfo& info, bool sdwa, Generation generation) {
  const Form form{info, sdwa, generation == Generation::Gfx9};
  for (const Rule& rule : kRules)
    if (rule.applies(form)) return rule.why;
  return {};
}

}  // namespace gpuasm::gcn
