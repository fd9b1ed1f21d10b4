// Test helpers: assemble text with a target and capture diagnostics.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/target.hpp"

namespace gpuasm::testing {

struct Assembled {
  std::optional<Image> image;
  std::string diagnostics;
  size_t errors = 0, warnings = 0;
  std::vector<uint32_t> words() const {
    std::vector<uint32_t> out;
    if (image)
      for (uint64_t w : image->words(0)) out.push_back(static_cast<uint32_t>(w));
    return out;
  }
};

inline Assembled assembleFor(std::string_view target, const std::string& text,
                             AssembleSettings settings = {}, const std::string& name = "test.s") {
  AssembleOutcome o = assembleText(*findTarget(target), name, text, settings);
  return {std::move(o.image), o.diagnosticsText, o.errors, o.warnings};
}

inline Assembled assembleDemolicious(const std::string& text, AssembleSettings settings = {},
                                     const std::string& name = "test.s") {
  return assembleFor("demolicious", text, std::move(settings), name);
}

}  // namespace gpuasm::testing
