// Floating point on the lanes of a warp: add, mul and fma on .f32 in the
// four rounding modes (PTX ISA 9.7.3), the host's FPU rounding as told.
#include <cmath>

#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

enum class FloatOp { Add, Mul, Fma };

template <FloatOp Kind>
bool floatOp(Warp& w, const Op& op, uint32_t mask) {
  RoundingScope rounding(op.rounding);
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = Kind == FloatOp::Fma ? w.slot(op.source[2]) : nullptr;
  forLanes(mask, [&](uint32_t l) {
    float x = asFloat(a[l]), y = asFloat(b[l]);
    float r = Kind == FloatOp::Add   ? x + y
              : Kind == FloatOp::Mul ? x * y
                                     : std::fma(x, y, asFloat(c[l]));
    d[l] = bitsOf(r);
  });
  return true;
}

}  // namespace

Handler lanes::floatAdd(const Instruction&) {
  return &floatOp<FloatOp::Add>;
}

Handler chooseMul(const Instruction&) {
  return &floatOp<FloatOp::Mul>;
}
Handler chooseFma(const Instruction&) {
  return &floatOp<FloatOp::Fma>;
}

}  // namespace gpuasm::ptx
