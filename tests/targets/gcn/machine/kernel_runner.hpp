// Test helpers: a kernel assembled by the real gcn assembler, predecoded and
// run on one wavefront whose VGPRs v0..v7 start with distinct lane values.
#pragma once

#include <gtest/gtest.h>

#include <bit>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/target.hpp"
#include "targets/gcn/machine/machine.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine {

inline std::vector<uint32_t> assemble(const std::string& text) {
  AssembleOutcome o = assembleText(*findTarget("gcn"), "kernel.s", text, {});
  EXPECT_TRUE(o.image) << o.diagnosticsText;
  std::vector<uint32_t> words;
  if (o.image)
    for (uint64_t w : o.image->words(0)) words.push_back(static_cast<uint32_t>(w));
  return words;
}

struct Ran {
  std::unique_ptr<Wavefront> wave = std::make_unique<Wavefront>();
  RunResult result;
};

// A wave with every lane enabled and VGPRs v0..v7 holding distinct values.
inline uint32_t initial(uint32_t reg, uint32_t lane) {
  return lane * 0x9e3779b9u + reg * 0x01000193u + (reg == 7 ? 0xfffffff0u : 0);
}

inline Ran run(const std::string& text, const std::function<void(Wavefront&)>& setup = {},
               RunLimits limits = {}) {
  Ran r;
  r.wave->setExec(~uint64_t{0});
  for (uint32_t reg = 0; reg < 8; ++reg)
    for (uint32_t lane = 0; lane < kLanes; ++lane) r.wave->vgpr[reg][lane] = initial(reg, lane);
  if (setup) setup(*r.wave);
  Program program = predecode(assemble(text));
  r.result = runWave(program, *r.wave, limits);
  return r;
}

inline float f(uint32_t bits) {
  return std::bit_cast<float>(bits);
}
inline uint32_t bits(float value) {
  return std::bit_cast<uint32_t>(value);
}

inline std::string faultText(const RunResult& r) {
  return r.fault ? r.fault->describe() : "";
}

}  // namespace gpuasm::gcn::machine
