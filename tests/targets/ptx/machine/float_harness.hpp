// One PTX instruction run on the simulator over many inputs at once: thread t
// of the launch reads the three 64-bit words of input t into %la %lb %lc and
// their views (%ra.. as .b32, %fa.. as .f32, %da.. as .f64, %ha.. as .b16),
// runs the code under test, and stores the result register the test names as
// 64 bits (float_test.cpp, convert_test.cpp).
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cfenv>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/ptx/host.hpp"

namespace gpuasm::testing::floats {

using Input = std::array<uint64_t, 3>;

// A case of an instruction: its input and the result's expected bits.
struct Case {
  Input input;
  uint64_t want;
};

// Where the code leaves its result.
enum class Result { F32, F64, B16, B32, B64, Pred };

// The module's `.version` and `.target` lines: sm_90 unless a form needs a later target.
inline constexpr std::string_view kSm90 = ".version 8.5\n.target sm_90\n";
inline constexpr std::string_view kSm100 = ".version 8.6\n.target sm_100\n";

inline std::string kernelFor(const std::string& code, Result result,
                             std::string_view target = kSm90) {
  std::string text = std::string(target) +
                     ".address_size 64\n"
                     ".visible .entry k(.param .u64 in, .param .u64 out)\n{\n"
                     "  .reg .b64 %la, %lb, %lc, %ld, %addr, %index;\n"
                     "  .reg .b32 %ra, %rb, %rc, %rd, %rt, %rn, %rx;\n"
                     "  .reg .f32 %fa, %fb, %fc, %fd;\n"
                     "  .reg .f64 %da, %db, %dc, %dd;\n"
                     "  .reg .b16 %ha, %hb, %hc, %hd;\n"
                     "  .reg .pred %p, %q;\n"
                     "  mov.u32 %rt, %tid.x;\n  mov.u32 %rn, %ntid.x;\n  mov.u32 %rx, %ctaid.x;\n"
                     "  mad.lo.u32 %rt, %rx, %rn, %rt;\n"
                     "  cvt.u64.u32 %index, %rt;\n"
                     "  mul.lo.u64 %addr, %index, 24;\n"
                     "  ld.param.u64 %ld, [in];\n  add.u64 %addr, %addr, %ld;\n"
                     "  ld.global.b64 %la, [%addr];\n  ld.global.b64 %lb, [%addr+8];\n"
                     "  ld.global.b64 %lc, [%addr+16];\n";
  for (const char* n : {"a", "b", "c"}) {
    const std::string s = n;
    text += "  cvt.u32.u64 %r" + s + ", %l" + s + ";\n  mov.b32 %f" + s + ", %r" + s +
            ";\n  mov.b64 %d" + s + ", %l" + s + ";\n  cvt.u16.u64 %h" + s + ", %l" + s + ";\n";
  }
  text += code + "\n";
  switch (result) {
    case Result::F32:
      text += "  mov.b32 %rd, %fd;\n  cvt.u64.u32 %ld, %rd;\n";
      break;
    case Result::F64:
      text += "  mov.b64 %ld, %dd;\n";
      break;
    case Result::B16:
      text += "  cvt.u64.u16 %ld, %hd;\n";
      break;
    case Result::B32:
      text += "  cvt.u64.u32 %ld, %rd;\n";
      break;
    case Result::B64:
      break;
    case Result::Pred:
      text += "  selp.u64 %ld, 1, 0, %p;\n";
      break;
  }
  text +=
      "  mul.lo.u64 %addr, %index, 8;\n  ld.param.u64 %la, [out];\n"
      "  add.u64 %addr, %addr, %la;\n  st.global.b64 [%addr], %ld;\n}\n";
  return text;
}

// The result of `code` for each input; empty (with a test failure) when the
// kernel does not assemble or run.
inline std::vector<uint64_t> runEach(const std::string& code, Result result,
                                     const std::vector<Input>& inputs,
                                     std::string_view target = kSm90) {
  using namespace gpuasm::ptx;
  std::string error;
  const std::string text = kernelFor(code, result, target);
  auto program = Program::fromText(text, "float.ptx", error);
  EXPECT_TRUE(program) << error << "\n" << code;
  if (!program) return {};
  auto kernel = Kernel::create(*program, "k", error);
  EXPECT_TRUE(kernel) << error;
  if (!kernel) return {};
  auto device = openDevice(DeviceKind::Simulator, error);
  constexpr uint32_t kBlock = 128;
  const size_t count = inputs.size();
  const uint32_t blocks = static_cast<uint32_t>((count + kBlock - 1) / kBlock);
  std::vector<uint8_t> in(size_t{blocks} * kBlock * 24, 0);
  std::memcpy(in.data(), inputs.data(), count * 24);
  Buffer a = device->createBuffer(in.size(), in);
  Buffer b = device->createBuffer(size_t{blocks} * kBlock * 8);
  EXPECT_TRUE(kernel->setArgument("in", ArgumentValue::ofBuffer(a), error)) << error;
  EXPECT_TRUE(kernel->setArgument("out", ArgumentValue::ofBuffer(b), error)) << error;
  LaunchSettings settings;
  settings.grid = {blocks, 1, 1};
  settings.block = {kBlock, 1, 1};
  settings.threads = 1;
  LaunchReport report = device->launch(*kernel, settings);
  EXPECT_FALSE(report.fault) << report.fault->describe();
  std::vector<uint8_t> bytes(size_t{blocks} * kBlock * 8);
  device->read(b, 0, bytes);
  std::vector<uint64_t> out(count);
  std::memcpy(out.data(), bytes.data(), count * 8);
  return out;
}

// Whether `text` assembles; its diagnostics in `error`.
inline bool assembles(const std::string& instruction, std::string& error,
                      const std::string& target = "sm_90") {
  using namespace gpuasm::ptx;
  const std::string text =
      ".version 8.5\n.target " + target +
      "\n.address_size 64\n.visible .entry k()\n{\n"
      "  .reg .f32 %f<4>;\n  .reg .f64 %fd<4>;\n  .reg .b16 %h<4>;\n  .reg .b32 %r<4>;\n"
      "  .reg .pred %p<4>;\n  .reg .u32 %u<4>;\n  .reg .s32 %s<4>;\n  .reg .u64 %ud<4>;\n"
      "  .reg .s8 %c<3>;\n  .reg .u16 %us<3>;\n  .reg .f16 %hf<3>;\n  .reg .s64 %sd<3>;\n" +
      instruction + ";\n  ret;\n}\n";
  error.clear();
  return Program::fromText(text, "form.ptx", error).has_value();
}

inline uint32_t bitsOf(float value) {
  return std::bit_cast<uint32_t>(value);
}
inline uint64_t bitsOf(double value) {
  return std::bit_cast<uint64_t>(value);
}
inline float floatOf(uint64_t bits) {
  return std::bit_cast<float>(static_cast<uint32_t>(bits));
}
inline double doubleOf(uint64_t bits) {
  return std::bit_cast<double>(bits);
}

// Keeps the compiler from folding or moving host arithmetic across fesetround.
template <class T>
inline T opaque(T value) {
  __asm__ __volatile__("" : "+m"(value));
  return value;
}

// The host's FPU in a rounding mode for one computation.
template <class F>
auto inMode(int mode, F compute) {
  const int saved = std::fegetround();
  std::fesetround(mode);
  auto r = compute();
  std::fesetround(saved);
  return r;
}

inline constexpr int kHostModes[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD};
inline constexpr const char* kModeNames[4] = {"rn", "rz", "rm", "rp"};

}  // namespace gpuasm::testing::floats
