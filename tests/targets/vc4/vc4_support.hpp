// Helpers for the vc4 tests: assemble text, and disassemble words into a program.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "targets/vc4/disassembler.hpp"

namespace gpuasm::vc4::testing {

struct Assembled {
  std::vector<uint64_t> words;
  std::string diagnostics;
  size_t errors = 0;
};

inline Assembled assembleVc4(const std::string& text) {
  AssembleOutcome o = assembleText(*findTarget("vc4"), "test.s", text, {});
  Assembled out;
  out.diagnostics = o.diagnosticsText;
  out.errors = o.errors;
  if (o.image) out.words = o.image->words(0);
  return out;
}

// The canonical text of `words` as a program starting at address 0.
inline std::string disassembleProgram(const std::vector<uint64_t>& words) {
  std::string text;
  for (size_t i = 0; i < words.size(); ++i) {
    text += formatWord(words[i], i * kInstructionBytes);
    text += '\n';
  }
  return text;
}

}  // namespace gpuasm::vc4::testing
