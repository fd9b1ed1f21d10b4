// GFX8 (-mcpu=tonga) is not enabled yet (generationAssembled): its opcode
// column covers the SI and CI instructions that GFX8 kept, and the layouts
// GFX8 changed (SMEM, VOP3, DS, MUBUF, VINTRP, EXP) are in place. This test
// drives the assembler for GFX8 directly against llvm-mc-14's corpus for
// tonga (scripts/oracle/gcn_corpus.py --mcpu tonga) and holds the count of
// lines that already agree, so that the work left is measured: the floor
// rises as GFX8 is finished, and the test becomes GcnLlvmCorpus's when all
// lines agree.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>

#include "gpuasm/assembler.hpp"
#include "gpuasm/diagnostics.hpp"
#include "gpuasm/source.hpp"
#include "targets/gcn/assembler.hpp"

namespace gpuasm::gcn {
namespace {

// Measured at the commit that added the test; raise it as GFX8 is finished.
constexpr size_t kMeasuredFloor = 26174;

struct Outcome {
  bool ok = false;
  std::string hex;
};

Outcome assembleGfx8(const std::string& line) {
  AssemblerSettings settings;
  settings.generation = Generation::VolcanicIslands;
  auto assembler = makeAssembler(settings);
  SourceManager sources;
  DiagnosticEngine diagnostics(sources);
  const uint32_t file = sources.addBuffer("tonga.s", line + "\n");
  std::optional<Image> image = assemble(*assembler, sources, file, diagnostics);
  Outcome o;
  if (!image || diagnostics.hasErrors()) return o;
  o.ok = true;
  for (const Section& section : image->sections)
    for (uint8_t b : section.bytes) o.hex += fmt::format("{:02x}", b);
  return o;
}

TEST(GcnGfx8Preview, AtLeastTheMeasuredLinesOfTheTongaCorpusAgreeWithLlvmMc) {
  std::ifstream in(std::string(GPUASM_SOURCE_DIR) + "/tests/data/gcn/llvm_corpus_tonga.txt");
  size_t lines = 0, agree = 0;
  std::map<std::string, size_t> byMnemonic;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const size_t mark = line.rfind(" ; ");
    const std::string source = line.substr(0, mark), tail = line.substr(mark + 3);
    const bool refused = tail == "error";
    ++lines;
    const Outcome o = assembleGfx8(source);
    if (refused ? !o.ok : o.ok && o.hex == tail.substr(std::string_view("encoding: ").size()))
      ++agree;
    else if (++byMnemonic[source.substr(0, source.find(' '))] && std::getenv("GPUASM_SHOW_GFX8"))
      std::printf("%s ; llvm-mc-14 %s, gpuasm %s\n", source.c_str(), tail.c_str(),
                  o.ok ? o.hex.c_str() : "refuses it");
  }
  ASSERT_GT(lines, 20000u) << "tests/data/gcn/llvm_corpus_tonga.txt missing or short";
  std::printf("GCN gfx8 preview: %zu of %zu tonga corpus lines agree with llvm-mc-14\n", agree,
              lines);
  std::string worst;
  for (const auto& [mnemonic, n] : byMnemonic)
    if (n >= 5) worst += fmt::format(" {}:{}", mnemonic, n);
  std::printf("GCN gfx8 preview, mnemonics with 5 or more lines apart:%s\n", worst.c_str());
  EXPECT_GE(agree, kMeasuredFloor) << "mnemonics with 5 or more lines apart:" << worst;
}

}  // namespace
}  // namespace gpuasm::gcn
