// What the warp family's tests (atomics, barriers, memory, warp-level) share:
// a kernel `k(.param .u64 in, .param .u64 out)` around a body, run on the
// simulator (or a given device) with an input buffer and an output buffer of
// 32-bit words.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "gpuasm/ptx/host.hpp"

namespace gpuasm::testing::ptxkernel {

using namespace gpuasm::ptx;

// `.entry k(.param .u64 in, .param .u64 out)` around `body`, registers declared.
inline std::string kernel(const std::string& body, const std::string& extra = "",
                          const std::string& target = "sm_90") {
  return ".version 8.5\n.target " + target + "\n.address_size 64\n" + extra +
         ".visible .entry k(.param .u64 in, .param .u64 out)\n{\n"
         "  .reg .pred %p<16>;\n  .reg .b16 %h<8>;\n  .reg .b32 %r<64>;\n  .reg .b64 %rd<32>;\n"
         "  .reg .f32 %f<16>;\n  .reg .f64 %fd<8>;\n" +
         body + "\n}\n";
}

struct Outcome {
  LaunchReport report;
  std::vector<uint32_t> out;
  uint64_t word64(size_t index) const {
    return out[2 * index] | (uint64_t{out[2 * index + 1]} << 32);
  }
};

inline Outcome run(const std::string& text, std::vector<uint32_t> in, size_t outWords,
                   LaunchSettings settings = {}, Device* device = nullptr) {
  std::string error;
  Outcome failed;  // what a text that does not load gives: a fault saying why
  failed.out.resize(outWords);
  failed.report.fault = LaunchFault{"load", error, "", "", {}, {}, std::nullopt};
  auto program = Program::fromText(text, "k.ptx", error);
  EXPECT_TRUE(program) << error;
  if (!program) {
    failed.report.fault->message = error;
    return failed;
  }
  auto kernel = Kernel::create(*program, "k", error);
  EXPECT_TRUE(kernel) << error;
  if (!kernel) {
    failed.report.fault->message = error;
    return failed;
  }
  std::unique_ptr<Device> own;
  if (!device) {
    own = openDevice(DeviceKind::Simulator, error);
    device = own.get();
  }
  if (in.empty()) in.push_back(0);
  std::vector<uint8_t> inBytes(in.size() * 4);
  std::memcpy(inBytes.data(), in.data(), inBytes.size());
  Buffer a = device->createBuffer(inBytes.size(), inBytes);
  Buffer b = device->createBuffer(outWords * 4);
  EXPECT_TRUE(kernel->setArgument("in", ArgumentValue::ofBuffer(a), error)) << error;
  EXPECT_TRUE(kernel->setArgument("out", ArgumentValue::ofBuffer(b), error)) << error;
  Outcome outcome;
  outcome.report = device->launch(*kernel, settings);
  std::vector<uint8_t> bytes(outWords * 4);
  device->read(b, 0, bytes);
  outcome.out.resize(outWords);
  std::memcpy(outcome.out.data(), bytes.data(), bytes.size());
  return outcome;
}

// The diagnostics of a text that should not assemble ("" when it does).
inline std::string refusal(const std::string& text) {
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  return program ? std::string() : error;
}

// The global thread index in %r60 and out + 4 * it in %rd30 (a 1-D launch).
inline const char* kThreadOut = R"(
  mov.u32 %r61, %tid.x;
  mov.u32 %r62, %ntid.x;
  mov.u32 %r63, %ctaid.x;
  mad.lo.u32 %r60, %r63, %r62, %r61;
  ld.param.u64 %rd31, [out];
  mul.wide.u32 %rd30, %r60, 4;
  add.s64 %rd30, %rd31, %rd30;
)";

}  // namespace gpuasm::testing::ptxkernel
