// Vector registers (PTX ISA 5.4.2: `.reg .v2/.v4 .TYPE %v;`) as hand-written
// PTX uses them, run on the simulator (issue 27, s8): each element a register
// of its own (`%v.x` to `%v.w`, `.r` to `.a` the same ones), the whole vector
// in ld.v2/.v4, st.v2/.v4, mov.v2/.v4 and as mov.b64's pack and unpack. Every
// form below is ptxas 13's (-arch=sm_90, exit 0); the expected values are
// worked out by hand beside them.
#include <gtest/gtest.h>

#include <bit>
#include <string>

#include "targets/ptx/machine/kernel_runner.hpp"

namespace gpuasm::testing {
namespace {

using namespace ptxkernel;

TEST(PtxVectorRegisters, ElementsAndWholeVectorsMoveLoadAndStoreAsTheirRegisters) {
  const std::string body = R"(
  .reg .v4 .u32 %v;
  .reg .v2 .u32 %w;
  .reg .v2 .u64 %x;
  .reg .v2 .f32 %vf;
  .reg .v2 .u32 %q<2>;
  ld.param.u64 %rd1, [in];
  ld.param.u64 %rd2, [out];
  ld.global.v4.u32 %v, [%rd1];
  add.u32 %v.x, %v.y, %v.z;
  mov.u32 %r1, %v.a;
  mov.v2.u32 %w, {%v.w, %v.r};
  mov.v2.u32 %w, {%w.y, %w.x};
  mov.b64 %rd3, %w;
  st.global.v4.u32 [%rd2], %v;
  st.global.v2.u32 [%rd2+16], %w;
  st.global.u64 [%rd2+24], %rd3;
  mov.u64 %rd4, 0x900000008;
  mov.b64 %w, %rd4;
  st.global.v2.u32 [%rd2+32], %w;
  ld.global.v2.u64 %x, [%rd1+16];
  add.u64 %x.x, %x.x, %x.y;
  st.global.v2.u64 [%rd2+48], %x;
  mov.v2.f32 %vf, {0f3F800000, 0f40000000};
  add.f32 %vf.x, %vf.x, %vf.y;
  st.global.v2.f32 [%rd2+64], %vf;
  st.global.u32 [%rd2+72], %r1;
  mov.v2.u32 %q1, {%r1, 6};
  mov.v2.u32 %q0, %q1;
  st.global.v2.u32 [%rd2+80], %q0;
  {
    .reg .v2 .u32 %v;
    mov.v2.u32 %v, {20, 21};
    mov.u32 %r2, %v.y;
  }
  st.global.u32 [%rd2+76], %r2;
  st.global.u32 [%rd2+88], %v.z;)";
  // in: {1, 2, 3, 4} for %v, then the two .u64 10 and 11 for %x.
  Outcome o = run(kernel(body), {1, 2, 3, 4, 10, 0, 11, 0}, 23);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  // %v = {1, 2, 3, 4}; %v.x = 2 + 3: {5, 2, 3, 4}.
  EXPECT_EQ(o.out[0], 5u);
  EXPECT_EQ(o.out[1], 2u);
  EXPECT_EQ(o.out[2], 3u);
  EXPECT_EQ(o.out[3], 4u);
  // %w = {%v.w, %v.r} = {4, 5}, then swapped by one mov: {5, 4} (every
  // source read before a destination is written).
  EXPECT_EQ(o.out[4], 5u);
  EXPECT_EQ(o.out[5], 4u);
  // mov.b64 %rd3, %w packs .x low: 0x0000000400000005.
  EXPECT_EQ(o.out[6], 5u);
  EXPECT_EQ(o.out[7], 4u);
  // mov.b64 %w, 0x900000008 unpacks: .x = 8, .y = 9.
  EXPECT_EQ(o.out[8], 8u);
  EXPECT_EQ(o.out[9], 9u);
  // %x = {10, 11}; %x.x = 10 + 11 = 21.
  EXPECT_EQ(o.word64(6), 21u);
  EXPECT_EQ(o.word64(7), 11u);
  // %vf = {1.0, 2.0}; %vf.x = 3.0.
  EXPECT_EQ(o.out[16], std::bit_cast<uint32_t>(3.0f));
  EXPECT_EQ(o.out[17], std::bit_cast<uint32_t>(2.0f));
  EXPECT_EQ(o.out[18], 4u);  // %v.a is %v.w
  // The inner block's own %v: {20, 21}, its .y 21; the outer %v.z is still 3.
  EXPECT_EQ(o.out[19], 21u);
  EXPECT_EQ(o.out[22], 3u);
  // %q1 = {%v.a, 6} = {4, 6}, copied whole into %q0.
  EXPECT_EQ(o.out[20], 4u);
  EXPECT_EQ(o.out[21], 6u);
}

// What ptxas 13 refuses of them (its words beside each), refused with a
// message naming the fault, never "not supported yet".
TEST(PtxVectorRegisters, FormsPtxasRefusesAreRefusedByName) {
  struct Case {
    const char* body;
    const char* words;
  };
  const Case cases[] = {
      // "Argument vector size mismatch for instruction 'mov'"
      {".reg .v4 .u32 %v; mov.u32 %r1, %v;", "vector"},
      // "Vector operand is not allowed for instruction 'add'"
      {".reg .v4 .u32 %v; add.u32 %v, %r1, %r2;", "invalid with a vector operand"},
      {".reg .v2 .u32 %w; .reg .v4 .u32 %v; mov.v2.u32 %w, %v;", "moves a vector of 2"},
      // "Unimplemented feature: vector swizzle"
      {".reg .v4 .u32 %v; mov.u32 %r1, %v.xy;", "its elements .x, .y, .z and .w"},
      // "Incompatible elements of vector expression"
      {".reg .v2 .u32 %w; mov.v2.u32 %w, {%r1, %rd1};", "'%rd1' is declared .b64"},
      // "Parsing error near '.x': syntax error"
      {".reg .v4 .u32 %v; ld.global.v4.u32 %v, [%v.x];", "syntax error"},
      // "Predicate type can only be used to define scalar register variables"
      {".reg .v2 .pred %pv;", "not a type of a vector register's elements"},
      // "Duplicate definition of variable '%v'"
      {".reg .v4 .u32 %v; .reg .u32 %v;", "already declared"},
  };
  for (const Case& c : cases) {
    const std::string error = refusal(kernel(c.body));
    EXPECT_NE(error.find(c.words), std::string::npos) << c.body << "\n" << error;
    EXPECT_EQ(error.find("not supported yet"), std::string::npos) << c.body << "\n" << error;
  }
}

}  // namespace
}  // namespace gpuasm::testing
