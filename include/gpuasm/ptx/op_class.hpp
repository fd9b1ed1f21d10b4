// The classes the SM timing model (sm_model.hpp) times instructions as: a
// column of the PTX instruction table (src/targets/ptx/isa.cpp) and the names
// a configuration's units and [class.*] tables use (docs/sm-model.md).
#pragma once

#include <cstddef>
#include <cstdint>

namespace gpuasm::ptx {

enum class OpClass : uint8_t {
  IntAlu,     // add sub (and their carry forms) logic shifts setp selp mov cvt cvta
  IntMul,     // mul.lo/hi, mad.lo/hi and madc.* on 16- and 32-bit operands
  IntMul64,   // the same on 64-bit operands, and the 64-bit products mul.wide, mad.wide
  FloatAdd,   // add.f32
  FloatMul,   // mul.f32, fma.f32
  LoadStore,  // ld/st of every space: the unit; the latency is the space's ([memory])
  Branch,     // bra, ret, exit
  Barrier,    // bar.sync
  // The two below are no column of the instruction table: a configuration's
  // [[ptxas]] rows move instructions to them where the GPU has such a pipe
  // (f64 arithmetic is FloatAdd/FloatMul and MUFU's FloatMul otherwise).
  Float64,  // DADD, DMUL, DFMA on a pipe of their own
  Special,  // the special-function unit (MUFU: sin cos ex2 lg2 rcp/sqrt/rsqrt.approx tanh)
};
inline constexpr size_t kOpClassCount = 10;

}  // namespace gpuasm::ptx
