// Random dwords as GFX9 kernels, half of them forced into the formats GFX9
// added (VOP3P, GLOBAL, SCRATCH, FLAT with its segment field) or VOP3 and
// VOP2: every run ends with s_endpgm or a named fault; under ASan/UBSan the
// check that no GFX9 handler reads or writes outside the wave, the memory
// or the LDS, whatever the fields and registers hold.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <vector>

#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/machine.hpp"
#include "targets/gcn/machine/memory.hpp"

namespace gpuasm::gcn::machine {
namespace {

TEST(GcnGfx9Random, RandomGfx9DwordsAlwaysEndWithAResultOrANamedFault) {
  std::mt19937 random(9);
  Memory memory;
  Lds lds;
  size_t ended = 0, faulted = 0;
  constexpr Encoding kFormats[] = {Encoding::Vop3p, Encoding::FlatGlobal, Encoding::FlatScratch,
                                   Encoding::Flat,  Encoding::Vop3,       Encoding::Vop2,
                                   Encoding::Sop2,  Encoding::Sop1};
  constexpr int kKernels = 3000;
  for (int kernel = 0; kernel < kKernels; ++kernel) {
    std::vector<uint32_t> words(3 + random() % 6);
    for (uint32_t& w : words) {
      w = static_cast<uint32_t>(random());
      if (random() & 1) {
        const EncodingLayout& l =
            layout(kFormats[random() % std::size(kFormats)], Generation::Gfx9);
        w = (w & ~l.fixedMask) | l.fixedBits;
      }
    }
    words.back() = 0xbf810000;  // s_endpgm
    memory.bytes.assign(1 << 16, 0);
    memory.privateApertureHigh = 0x20000001;
    memory.sharedApertureHigh = 0x20000000;
    auto first = std::make_unique<Wavefront>(), second = std::make_unique<Wavefront>();
    for (Wavefront* wave : {first.get(), second.get()}) {
      wave->setExec(random() | uint64_t{random()} << 32);
      for (uint32_t& s : wave->scalar) s = static_cast<uint32_t>(random()) & 0xfff;
      for (uint32_t reg = 0; reg < 16; ++reg)
        for (uint32_t lane = 0; lane < kLanes; ++lane)
          wave->vgpr[reg][lane] = random() % 3 == 0 ? static_cast<uint32_t>(random())
                                                    : static_cast<uint32_t>(random()) & 0xfff;
      wave->mode = static_cast<uint32_t>(random()) & 0x3ff;
    }
    second->id = 1;
    Wavefront* const waves[] = {first.get(), second.get()};
    WorkGroupResult r =
        runWorkGroup(predecode(words, Generation::Gfx9), waves, RunLimits{256}, &memory, &lds);
    if (r.ended) ++ended;
    if (r.fault) {
      ++faulted;
      EXPECT_FALSE(r.fault->instruction.empty());
      EXPECT_FALSE(r.fault->describe().empty());
    }
    EXPECT_NE(r.ended, r.fault.has_value());
  }
  EXPECT_EQ(ended + faulted, static_cast<size_t>(kKernels));
  EXPECT_GT(ended, 10u);
}

}  // namespace
}  // namespace gpuasm::gcn::machine
