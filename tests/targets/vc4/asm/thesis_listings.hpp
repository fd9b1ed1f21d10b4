// The listings of the thesis's chapters 3 and 4 (seed 000) in its QASM
// dialect, each beside a hand-written vc4asm twin (thesis_dialect_test.cpp
// says how one reads as the other).
#pragma once

#include <cstddef>
#include <span>

namespace gpuasm::vc4::testing {

struct Listing {
  const char* name;
  const char* thesis;
  const char* vc4asm;
  size_t instructions;
};

std::span<const Listing> thesisListings();

}  // namespace gpuasm::vc4::testing
