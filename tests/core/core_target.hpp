// A minimal target for testing the core alone: its instructions encode values
// the test chooses, so expected words follow from the source by hand.
//   emit EXPR   one 4-byte word holding EXPR (low 32 bits)
//   pc          one 4-byte word holding its own address
// Addresses count `unitBytes` bytes (4: word-addressed, 1: byte-addressed);
// `.align` pads with the bytes f1 f2 f3 f4 so padding is visible in the image.
// Expressions may call
//   pair(hi, lo)  hi << 16 | lo, each 0..0xffff (else an error on the argument)
//   sum(...)      the sum of any number of arguments
//   negate(x)     -x
// and with `numberedLabels`, `1:` / `1f` / `1b` are numbered local labels.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/assembler.hpp"

namespace gpuasm::testing {

inline constexpr uint32_t kCoreFillWord = 0xf4f3f2f1;

inline std::optional<int64_t> corePair(std::span<const int64_t> args, FunctionError& error) {
  for (size_t i = 0; i < 2; ++i) {
    if (args[i] < 0 || args[i] > 0xffff) {
      error.message = fmt::format("{} does not fit in 16 bits", args[i]);
      error.argument = i;
      return std::nullopt;
    }
  }
  return args[0] << 16 | args[1];
}

inline std::optional<int64_t> coreSum(std::span<const int64_t> args, FunctionError&) {
  uint64_t total = 0;  // wraps like the core's own arithmetic
  for (int64_t a : args) total += static_cast<uint64_t>(a);
  return static_cast<int64_t>(total);
}

inline std::optional<int64_t> coreNegate(std::span<const int64_t> args, FunctionError&) {
  return static_cast<int64_t>(0 - static_cast<uint64_t>(args[0]));
}

inline constexpr ExpressionFunction kCoreFunctions[] = {
    {"pair", 2, 2, "hi, lo", corePair},
    {"sum", 0, ExpressionFunction::kAnyCount, "values...", coreSum},
    {"negate", 1, 1, "x", coreNegate},
};

// The core's tests speak the whole directive language, vc4asm's included,
// unless `directives` says otherwise.
class CoreTestTarget final : public TargetAssembler {
 public:
  explicit CoreTestTarget(uint32_t unitBytes = 4, bool numberedLabels = false,
                          DirectiveDialect directives = kVc4asmDirectiveDialect)
      : unitBytes_(unitBytes), numberedLabels_(numberedLabels), directives_(directives) {}

  DirectiveDialect directiveDialect() const override { return directives_; }

  LexerOptions lexerOptions() const override {
    LexerOptions options;
    options.numberedLabels = numberedLabels_;
    return options;
  }
  ExpressionFunctions expressionFunctions() const override { return kCoreFunctions; }

  uint32_t addressUnitBytes() const override { return unitBytes_; }
  uint32_t wordBytes() const override { return 4; }
  bool encodesWhenParsed() const override { return true; }
  std::vector<uint8_t> fillPattern() const override { return {0xf1, 0xf2, 0xf3, 0xf4}; }

  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& context) override {
    const Token& mnemonic = cursor.next();
    auto instruction = std::make_unique<Word>(unitBytes_);
    if (mnemonic.isIdentifier("pc")) return instruction;
    if (mnemonic.isIdentifier("emit")) {
      instruction->value = context.parseExpression(cursor);
      if (!instruction->value) return nullptr;
      return instruction;
    }
    context.diagnostics().error(mnemonic.location, "unknown-instruction",
                                fmt::format("unknown instruction '{}'", mnemonic.text));
    return nullptr;
  }

 private:
  struct Word final : PendingInstruction {
    explicit Word(uint32_t unitBytes) : unitBytes(unitBytes) {}
    uint32_t units() const override { return 4 / unitBytes; }
    void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override {
      std::optional<int64_t> result =
          value ? ctx.evaluate(*value) : std::optional<int64_t>(static_cast<int64_t>(ctx.address));
      if (!result) return;
      for (int b = 0; b < 4; ++b)
        out[b] = static_cast<uint8_t>(static_cast<uint64_t>(*result) >> (8 * b));
    }
    uint32_t unitBytes;
    ExprPtr value;  // nullptr: `pc`
  };

  uint32_t unitBytes_;
  bool numberedLabels_;
  DirectiveDialect directives_;
};

struct CoreOptions {
  uint32_t unitBytes = 4;
  bool numberedLabels = false;
  std::string name = "test.s";  // the buffer's name: includes resolve next to it
  std::vector<std::string> warningOptions;
  AssemblerOptions assembler;
  AssemblerLimits limits;
  DirectiveDialect directives = kVc4asmDirectiveDialect;
};

struct CoreResult {
  std::optional<Image> image;
  std::string diagnostics;  // everything rendered, summary line included
  size_t errors = 0, warnings = 0;

  std::vector<uint32_t> words(uint32_t section = 0) const {
    std::vector<uint32_t> out;
    if (image)
      for (uint64_t w : image->words(section)) out.push_back(static_cast<uint32_t>(w));
    return out;
  }
};

inline CoreResult assembleCore(std::string text, const CoreOptions& options = {}) {
  CoreTestTarget target(options.unitBytes, options.numberedLabels, options.directives);
  SourceManager sources;
  WarningOptions warnings;
  for (const std::string& w : options.warningOptions) warnings.apply(w);
  DiagnosticEngine diagnostics(sources, warnings);
  uint32_t file = sources.addBuffer(options.name, std::move(text));
  CoreResult result;
  result.image = assemble(target, sources, file, diagnostics, options.assembler, options.limits);
  result.diagnostics = diagnostics.renderAll();
  result.errors = diagnostics.errorCount();
  result.warnings = diagnostics.warningCount();
  return result;
}

}  // namespace gpuasm::testing
