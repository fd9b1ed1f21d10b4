// The `<line> ; encoding: <hex>` / `<line> ; error` files of llvm-mc-14's answers for one GFX9
// processor (tests/data/gcn/llvm_corpus_NAME.txt, llvm_mc_tests_NAME.txt), and the check that
// gpuasm -m mcpu=NAME gives the same bytes for every encoded line, refuses every refused one,
// and disassembles each encoding to text that gives its bytes back (gfx906_test.cpp,
// cdna_test.cpp).
#pragma once

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <fstream>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"

namespace gpuasm::testing::llvm_lines {

struct Line {
  std::string source;
  bool refused = false;
  std::string bytes;
};

inline std::vector<Line> readLines(const std::string& name) {
  std::ifstream in(gpuasm::testing::sourceDirectory() + "/tests/data/gcn/" + name);
  std::vector<Line> lines;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const size_t mark = line.rfind(" ; ");
    Line l;
    l.source = line.substr(0, mark);
    const std::string tail = line.substr(mark + 3);
    if (tail == "none") continue;
    l.refused = tail == "error";
    if (!l.refused) l.bytes = tail.substr(std::string_view("encoding: ").size());
    lines.push_back(std::move(l));
  }
  return lines;
}

struct Outcome {
  bool ok = false;
  std::string hex, text;
};

inline Outcome assemble(const std::string& mcpu, const std::string& source) {
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  AssembleOutcome o = assembleText(*findTarget("gcn"), mcpu + ".s", source + "\n", settings);
  Outcome out;
  out.text = o.diagnosticsText;
  if (!o.image) return out;
  out.ok = true;
  for (const Section& s : o.image->sections)
    for (uint8_t b : s.bytes) out.hex += fmt::format("{:02x}", b);
  return out;
}

inline std::string disassemble(const std::string& mcpu, const std::string& hex) {
  std::vector<uint8_t> bytes;
  for (size_t i = 0; i + 1 < hex.size(); i += 2)
    bytes.push_back(static_cast<uint8_t>(std::stoul(hex.substr(i, 2), nullptr, 16)));
  DisassemblyOptions options;
  options.targetOptions["mcpu"] = mcpu;
  std::string error;
  std::string text = findTarget("gcn")->disassemble(bytes, options, error);
  EXPECT_EQ(error, "");
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

// Why gpuasm answers a line otherwise than llvm-mc-14 (docs/gcn.md says each), or "" for none.
using Apart = std::function<std::string(const Line&)>;

// Checks each line for `mcpu`: llvm-mc-14's bytes or refusal, and the bytes disassembled and
// reassembled; `encoded` counts the lines that pass with bytes. The lines `apart` names a reason
// for are counted under it (in `apartCounts`) and not checked.
inline void checkAgainstLlvmMc(const std::string& mcpu, const std::vector<Line>& lines,
                               size_t& encoded, const Apart& apart = {},
                               std::map<std::string, size_t>* apartCounts = nullptr) {
  size_t shown = 0;
  for (const Line& line : lines) {
    if (apart) {
      const std::string why = apart(line);
      if (!why.empty()) {
        if (apartCounts) ++(*apartCounts)[why];
        continue;
      }
    }
    const Outcome o = assemble(mcpu, line.source);
    std::string problem;
    if (line.refused && o.ok) problem = "llvm-mc-14 refuses it, gpuasm gives " + o.hex;
    if (!line.refused && !o.ok) problem = "llvm-mc-14 gives " + line.bytes + ", gpuasm: " + o.text;
    if (!line.refused && o.ok && o.hex != line.bytes)
      problem = "llvm-mc-14 gives " + line.bytes + ", gpuasm " + o.hex;
    if (!line.refused && o.ok && problem.empty()) {
      ++encoded;
      const std::string text = disassemble(mcpu, line.bytes);
      const Outcome back = assemble(mcpu, text);
      if (!back.ok || back.hex != line.bytes)
        problem = "disassembled as '" + text + "', which gives " + (back.ok ? back.hex : back.text);
    }
    if (!problem.empty() && shown++ < 30) ADD_FAILURE() << line.source << ": " << problem;
  }
}

}  // namespace gpuasm::testing::llvm_lines
