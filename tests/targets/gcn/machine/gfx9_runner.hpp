// Test helpers for GFX9 kernels: source assembled for a GFX9 processor
// (-m mcpu=gfx900 by default), predecoded with GFX9's column of the table
// and run on one wavefront with a memory (and an LDS where given).
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "targets/gcn/machine/kernel_runner.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/memory.hpp"

namespace gpuasm::gcn::machine {

inline std::vector<uint32_t> assembleFor(const std::string& mcpu, const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = mcpu;
  AssembleOutcome o = assembleText(*findTarget("gcn"), "kernel.s", text, settings);
  EXPECT_TRUE(o.image) << o.diagnosticsText;
  std::vector<uint32_t> words;
  if (o.image)
    for (uint64_t w : o.image->words(0)) words.push_back(static_cast<uint32_t>(w));
  return words;
}

// Every lane enabled, v0..v7 as kernel_runner.hpp's `initial` has them.
inline Ran runGfx9(const std::string& text, const std::function<void(Wavefront&)>& setup = {},
                   Memory* memory = nullptr, Lds* lds = nullptr,
                   const std::string& mcpu = "gfx900") {
  Ran r;
  r.wave->setExec(~uint64_t{0});
  for (uint32_t reg = 0; reg < 8; ++reg)
    for (uint32_t lane = 0; lane < kLanes; ++lane) r.wave->vgpr[reg][lane] = initial(reg, lane);
  if (setup) setup(*r.wave);
  Program program = predecode(assembleFor(mcpu, text), Generation::Gfx9);
  r.result = runWave(program, *r.wave, {}, memory, lds);
  return r;
}

inline uint32_t loadDword(const Memory& m, uint64_t address) {
  uint32_t value = 0;
  std::memcpy(&value, m.bytes.data() + address, 4);
  return value;
}
inline void storeDword(Memory& m, uint64_t address, uint32_t value) {
  std::memcpy(m.bytes.data() + address, &value, 4);
}

}  // namespace gpuasm::gcn::machine
