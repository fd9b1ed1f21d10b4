// Data movement on the simulator: vector loads and stores of every width in
// every state space, the memory-order forms (volatile, relaxed, acquire,
// release, weak) and ldu, prefetches, isspacep against addresses cvta made
// for each space, cvta.param, .const banks read at an offset, and the address
// of a variable moved into a register.
#include <gtest/gtest.h>

#include <bit>

#include "targets/ptx/machine/kernel_runner.hpp"

namespace gpuasm::testing {
namespace {

using namespace ptxkernel;

std::vector<uint32_t> pattern(size_t words) {
  std::vector<uint32_t> in(words);
  for (size_t i = 0; i < words; ++i) in[i] = static_cast<uint32_t>(0x01020304u * (i + 1) + i);
  return in;
}

TEST(PtxMemory, VectorsOfEveryWidthRoundTripThroughGlobalSharedAndLocal) {
  // in[0..16) copied to out by v4.u32, v2.u64, v2.f64, v4.f32 through the
  // three writable spaces, each word landing where it came from.
  const std::string body = R"(
  .local .align 16 .b8 scratch[64];
  ld.param.u64 %rd1, [in];
  ld.param.u64 %rd2, [out];
  ld.global.v4.u32 {%r1, %r2, %r3, %r4}, [%rd1];
  st.shared.v4.u32 [stage], {%r1, %r2, %r3, %r4};
  ld.shared.v4.u32 {%r5, %r6, %r7, %r8}, [stage];
  st.local.v4.u32 [scratch], {%r5, %r6, %r7, %r8};
  ld.local.v4.u32 {%r9, %r10, %r11, %r12}, [scratch];
  st.global.v4.u32 [%rd2], {%r9, %r10, %r11, %r12};
  ld.global.v2.u64 {%rd3, %rd4}, [%rd1+16];
  st.shared.v2.u64 [stage+16], {%rd3, %rd4};
  ld.shared.v2.u64 {%rd5, %rd6}, [stage+16];
  st.local.v2.u64 [scratch+16], {%rd5, %rd6};
  ld.local.v2.u64 {%rd7, %rd8}, [scratch+16];
  st.global.v2.u64 [%rd2+16], {%rd7, %rd8};
  ld.global.v2.f64 {%fd1, %fd2}, [%rd1+32];
  st.shared.v2.f64 [stage+32], {%fd1, %fd2};
  ld.shared.v2.f64 {%fd3, %fd4}, [stage+32];
  st.global.v2.f64 [%rd2+32], {%fd3, %fd4};
  ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1+48];
  st.local.v4.f32 [scratch+48], {%f1, %f2, %f3, %f4};
  ld.local.v4.f32 {%f5, %f6, %f7, %f8}, [scratch+48];
  st.global.v4.f32 [%rd2+48], {%f5, %f6, %f7, %f8};
  ld.global.v2.u16 {%h1, %h2}, [%rd1+64];
  st.global.v2.u16 [%rd2+64], {%h2, %h1};
  ret;)";
  std::vector<uint32_t> in = pattern(17);
  Outcome o = run(kernel(body, ".shared .align 16 .b8 stage[64];\n"), in, 17);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (size_t i = 0; i < 16; ++i) EXPECT_EQ(o.out[i], in[i]) << "word " << i;
  EXPECT_EQ(o.out[16], (in[16] >> 16) | (in[16] << 16));  // the two halves swapped
}

TEST(PtxMemory, MemoryOrderFormsLduAndPrefetchesReadAndWriteAsPlainOnes) {
  const std::string body = R"(
  ld.param.u64 %rd1, [in];
  ld.param.u64 %rd2, [out];
  prefetch.global.L1 [%rd1];
  prefetch.global.L2 [%rd1+16];
  prefetch.L2 [%rd1];
  prefetchu.L1 [%rd1];
  ld.volatile.global.u32 %r1, [%rd1];
  ld.relaxed.gpu.global.u32 %r2, [%rd1+4];
  ld.acquire.sys.v2.u32 {%r3, %r4}, [%rd1+8];
  ld.weak.global.u32 %r5, [%rd1+16];
  ldu.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1+32];
  ldu.u32 %r6, [%rd1+20];
  st.volatile.global.u32 [%rd2], %r1;
  st.relaxed.gpu.global.u32 [%rd2+4], %r2;
  st.release.gpu.v2.u32 [%rd2+8], {%r3, %r4};
  st.weak.global.u32 [%rd2+16], %r5;
  st.release.cta.global.u32 [%rd2+20], %r6;
  st.global.v4.f32 [%rd2+32], {%f1, %f2, %f3, %f4};
  ld.volatile.shared.u32 %r7, [stage];
  st.relaxed.cta.shared.u32 [stage+4], 77;
  ld.acquire.cta.shared.u32 %r8, [stage+4];
  st.global.v2.u32 [%rd2+24], {%r7, %r8};
  ret;)";
  std::vector<uint32_t> in = pattern(12);
  Outcome o = run(kernel(body, ".shared .align 16 .b8 stage[16];\n"), in, 12);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (size_t i : {0, 1, 2, 3, 4, 5, 8, 9, 10, 11}) EXPECT_EQ(o.out[i], in[i]) << "word " << i;
  EXPECT_EQ(o.out[6], 0u);  // zeroed shared memory
  EXPECT_EQ(o.out[7], 77u);
}

TEST(PtxMemory, IsspacepTellsEachSpacesGenericAddressesApart) {
  // Addresses of a global buffer, a shared, a local, a const variable and a
  // parameter, made generic by cvta, against isspacep of each space: out[5a+s].
  const std::string body = R"(
  .local .align 4 .b32 mine[2];
  ld.param.u64 %rd1, [in];
  mov.u64 %rd10, stage;
  cvta.shared.u64 %rd2, %rd10;
  mov.u64 %rd11, mine;
  cvta.local.u64 %rd3, %rd11;
  mov.u64 %rd12, table;
  cvta.const.u64 %rd4, %rd12;
  mov.u64 %rd13, in;
  cvta.param.u64 %rd5, %rd13;
  ld.param.u64 %rd20, [out];
  mov.u64 %rd21, %rd20;
  ISSPACE(%rd1)
  ISSPACE(%rd2)
  ISSPACE(%rd3)
  ISSPACE(%rd4)
  ISSPACE(%rd5)
  ret;)";
  std::string expanded = body;
  for (size_t at; (at = expanded.find("ISSPACE(")) != std::string::npos;) {
    const std::string reg = expanded.substr(at + 8, 4);
    std::string code;
    const char* spaces[] = {"global", "shared", "local", "const", "param"};
    for (const char* space : spaces)
      code += std::string("isspacep.") + space + " %p1, " + reg +
              ";\n  selp.u32 %r1, 1, 0, %p1;\n  st.global.u32 [%rd21], %r1;\n"
              "  add.s64 %rd21, %rd21, 4;\n  ";
    expanded.replace(at, 13, code);
  }
  const std::string extra =
      ".shared .align 4 .b32 stage[4];\n.const .align 4 .b32 table[4] = {1, 2, 3, 4};\n";
  Outcome o = run(kernel(expanded, extra), {5}, 25);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  for (uint32_t a = 0; a < 5; ++a)
    for (uint32_t s = 0; s < 5; ++s)
      EXPECT_EQ(o.out[5 * a + s], a == s ? 1u : 0u) << "address " << a << ", space " << s;
}

TEST(PtxMemory, GenericAccessesReachParametersConstantsAndVariablesByAddress) {
  // A parameter through cvta.param, the const bank at an offset (directly and
  // through a generic address), a .global variable through mov of its address.
  const std::string body = R"(
  ld.param.u64 %rd1, [out];
  mov.u64 %rd2, in;
  cvta.param.u64 %rd3, %rd2;
  ld.u64 %rd4, [%rd3];
  ld.global.u32 %r1, [%rd4];
  st.global.u32 [%rd1], %r1;
  ld.const.u32 %r2, [table+8];
  ld.const.v2.u32 {%r3, %r4}, [table+8];
  cvta.const.u64 %rd5, table;
  ld.u32 %r5, [%rd5+12];
  mov.u64 %rd6, counter;
  ld.u32 %r6, [%rd6];
  add.u32 %r6, %r6, 1;
  st.u32 [%rd6], %r6;
  ld.global.u32 %r7, [counter];
  st.global.v4.u32 [%rd1+16], {%r2, %r3, %r4, %r5};
  st.global.u32 [%rd1+32], %r7;
  ret;)";
  const std::string extra =
      ".const .align 8 .b32 table[4] = {10, 20, 30, 40};\n"
      ".global .align 4 .u32 counter = 41;\n";
  Outcome o = run(kernel(body, extra), {1234}, 9);
  ASSERT_FALSE(o.report.fault) << o.report.fault->describe();
  EXPECT_EQ(o.out[0], 1234u);
  EXPECT_EQ(o.out[4], 30u);
  EXPECT_EQ(o.out[5], 30u);
  EXPECT_EQ(o.out[6], 40u);
  EXPECT_EQ(o.out[7], 40u);
  EXPECT_EQ(o.out[8], 42u);
}

TEST(PtxMemory, MemoryOrderFormsPtxasRefusesAreRefused) {
  // ptxas 13: ".relaxed requires scope", "Illegal modifier '.acquire' for
  // instruction 'st'", "'.volatile' cannot be applied to '.local' space",
  // "State space incorrect for instruction 'ldu'", prefetch.shared likewise.
  for (const char* wrong :
       {"ld.relaxed.u32 %r1, [%rd1];", "st.acquire.gpu.u32 [%rd1], %r1;",
        "ld.release.gpu.u32 %r1, [%rd1];", "ld.volatile.local.u32 %r1, [%rd1];",
        "ldu.shared.u32 %r1, [%rd1];", "prefetch.shared.L1 [%rd1];", "membar.gpu;", "fence.sc;"}) {
    EXPECT_NE(refusal(kernel(std::string("  ") + wrong + "\n  ret;")), "") << wrong;
  }
}

}  // namespace
}  // namespace gpuasm::testing
