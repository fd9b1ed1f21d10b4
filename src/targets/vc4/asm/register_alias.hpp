// Register aliases for both vc4 dialects: `.set name, register` (vc4asm,
// doc/expressions.html: a register, packed or not, "can be assigned to a symbol
// to define aliases for register slices, e.g. .set back_color, ra0.8ai"), an
// alias of an alias (GPU_FFT's `.set rb_0x40, rb_xxx` style), and vc4asm's
// register arithmetic: `ra3 + 2` is ra5 ("In case the left operand is a
// register the register number changes ... The operation never changes the
// type of a register"). The alias is the core's TargetValue: it survives macros
// and includes like any `.set` value, and integer expressions refuse it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "gpuasm/assembler.hpp"

namespace gpuasm::vc4 {

class RegisterAlias final : public TargetValue {
 public:
  explicit RegisterAlias(std::string spelling) : spelling_(std::move(spelling)) {}
  // The register as an operand would spell it: `ra3`, `ra0.16a`, `vw_setup`.
  const std::string& spelling() const { return spelling_; }
  std::string describe() const override { return "register '" + spelling_ + "'"; }

 private:
  std::string spelling_;
};

// Whether a name (without suffixes) is a register of the dialect.
using IsRegisterName = bool (*)(std::string_view name);

struct RegisterOperand {
  // With suffixes, aliases resolved, arithmetic applied: the token's own text
  // or the alias's (no copy: every register operand of a program comes
  // through here), or `moved` after `+ n` or an alias's own suffixes.
  std::string_view spelling() const { return moved.empty() ? written : moved; }
  std::string_view written;
  TargetValuePtr alias;  // keeps `written` alive when it is an alias's
  std::string moved;
  SourceLocation location;
  bool fromAlias = false;  // the operand named an alias
};

// The `.set` value a name means: `name` itself, or the `name` of `name.suffixes`
// (`ra_inst.8d`: an alias with a pack or unpack suffix of its own, as GPU_FFT's
// newer kernels write it), with `suffixes` then set to `.8d`; null when neither is set.
TargetValuePtr namedValue(const InstructionContext& ctx, std::string_view name,
                          std::string_view& suffixes);

// A register at the cursor: a name `isRegister` accepts (with `.suffixes`) or
// an alias (with its own `.suffixes`), then optionally `+ n` or `- n` with n an integer known here.
// The offset ends at ',' ';' '<<' '>>' or the end of the line. Consumes it and returns the
// register; nullopt, consuming nothing, when the cursor is not at a register; nullopt with `failed`
// set after reporting an error.
std::optional<RegisterOperand> parseRegisterOperand(TokenCursor& cursor, InstructionContext& ctx,
                                                    IsRegisterName isRegister, bool& failed);

// `ra3.16a` moved by `offset` registers: `ra5.16a`. Numbered names only (raN,
// rbN 0..63, accumulators r0..r5); nullopt and `error` otherwise.
std::optional<std::string> offsetRegister(std::string_view spelling, int64_t offset,
                                          std::string& error);

// Why `name`, written where a register belongs, is not one: a number or a
// label rather than a register alias, or an unknown name.
std::string notRegisterReason(const InstructionContext& ctx, std::string_view name,
                              std::string_view expected);

}  // namespace gpuasm::vc4
