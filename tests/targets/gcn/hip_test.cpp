// HIP's module API on the simulator (gpuasm/gcn/hip.h), called as a HIP
// program calls it: a clang-14 gfx600 (and gfx803) code object loaded from memory and from
// a file, device memory, kernel arguments through kernelParams and through
// extra's packed buffer, dynamic shared memory, and the error codes and
// messages of bad calls and of a kernel's fault. Expected values are the
// host's computation of each kernel (tests/data/gcn/code_objects/kernels.cl).
#include "gpuasm/gcn/hip.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/build_paths.hpp"

namespace {

namespace fs = std::filesystem;
const fs::path kCodeObject =
    fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/code_objects/kernels-gfx600.co";

std::string fileText(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

#define HIP_OK(call) ASSERT_EQ((call), hipSuccess) << hipGetErrorString(hipGetLastError())

TEST(Hip, ModuleLaunchComputesWhatTheHostDoes) {
  HIP_OK(hipInit(0));
  int count = 0;
  HIP_OK(hipGetDeviceCount(&count));
  EXPECT_EQ(count, 1);
  HIP_OK(hipSetDevice(0));

  const std::string image = fileText(kCodeObject);
  hipModule_t module = nullptr;
  HIP_OK(hipModuleLoadData(&module, image.data()));
  hipFunction_t add = nullptr;
  HIP_OK(hipModuleGetFunction(&add, module, "add"));

  const unsigned n = 300;
  std::vector<unsigned> a(320), b(320), c(320, 0);
  for (unsigned i = 0; i < 320; ++i) {
    a[i] = i * 2654435761u;
    b[i] = i ^ 0x5a5a5a5au;
  }
  void *da = nullptr, *db = nullptr, *dc = nullptr;
  HIP_OK(hipMalloc(&da, 320 * 4));
  HIP_OK(hipMalloc(&db, 320 * 4));
  HIP_OK(hipMalloc(&dc, 320 * 4));
  HIP_OK(hipMemcpy(da, a.data(), 320 * 4, hipMemcpyHostToDevice));
  HIP_OK(hipMemcpyHtoD(db, b.data(), 320 * 4));
  HIP_OK(hipMemset(dc, 0xff, 320 * 4));
  void* params[] = {&da, &db, &dc, const_cast<unsigned*>(&n)};
  HIP_OK(hipModuleLaunchKernel(add, 5, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr));
  HIP_OK(hipDeviceSynchronize());
  HIP_OK(hipMemcpy(c.data(), dc, 320 * 4, hipMemcpyDeviceToHost));
  for (unsigned i = 0; i < 320; ++i)
    EXPECT_EQ(c[i], i < n ? (a[i] + b[i] * 3u) ^ (i << 4) : 0xffffffffu) << i;
  const auto report = gpuasm::gcn::hipLastLaunchReport();
  ASSERT_TRUE(report);
  EXPECT_EQ(report->waves, 5u);

  // The same arguments packed as the kernarg segment lays them out
  // (llvm-readelf: a at 0, b at 8, c at 16, n at 24; 28 bytes).
  unsigned char packed[28] = {};
  std::memcpy(packed + 0, &db, 8);  // a and b swapped: c = b + 3a
  std::memcpy(packed + 8, &da, 8);
  std::memcpy(packed + 16, &dc, 8);
  std::memcpy(packed + 24, &n, 4);
  size_t packedSize = sizeof packed;
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, packed, HIP_LAUNCH_PARAM_BUFFER_SIZE,
                   &packedSize, HIP_LAUNCH_PARAM_END};
  HIP_OK(hipModuleLaunchKernel(add, 5, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra));
  HIP_OK(hipMemcpyDtoH(c.data(), dc, 320 * 4));
  for (unsigned i = 0; i < n; ++i) EXPECT_EQ(c[i], (b[i] + a[i] * 3u) ^ (i << 4)) << i;

  HIP_OK(hipFree(da));
  HIP_OK(hipFree(db));
  HIP_OK(hipFree(dc));
  HIP_OK(hipModuleUnload(module));
}

TEST(Hip, ReductionFromAModuleFile) {
  hipModule_t module = nullptr;
  HIP_OK(hipModuleLoad(&module, kCodeObject.c_str()));
  hipFunction_t reduce = nullptr;
  HIP_OK(hipModuleGetFunction(&reduce, module, "reduce"));
  std::vector<unsigned> in(1024);
  for (unsigned i = 0; i < in.size(); ++i) in[i] = i * i;
  void *din = nullptr, *dout = nullptr;
  HIP_OK(hipMalloc(&din, in.size() * 4));
  HIP_OK(hipMalloc(&dout, 8 * 4));
  HIP_OK(hipMemcpy(din, in.data(), in.size() * 4, hipMemcpyDefault));
  void* params[] = {&din, &dout};
  HIP_OK(hipModuleLaunchKernel(reduce, 8, 1, 1, 128, 1, 1, 0, nullptr, params, nullptr));
  std::vector<unsigned> sums(8);
  HIP_OK(hipMemcpy(sums.data(), dout, 8 * 4, hipMemcpyDefault));
  for (unsigned g = 0; g < 8; ++g) {
    unsigned sum = 0;
    for (unsigned i = 0; i < 128; ++i) sum += in[g * 128 + i];
    EXPECT_EQ(sums[g], sum) << g;
  }
  HIP_OK(hipModuleUnload(module));
}

// The gfx803 build of kernels.cl through the same calls: GFX8's encodings
// (SMEM, VOP3's clamp bit, FLAT) decoded by the module's processor. The LDS
// reduction with barriers and the 64-bit arithmetic against the host.
TEST(Hip, Gfx803ModuleRunsReductionAnd64BitArithmetic) {
  hipModule_t module = nullptr;
  HIP_OK(hipModuleLoad(&module, (kCodeObject.parent_path() / "kernels-gfx803.co").c_str()));
  hipFunction_t reduce = nullptr, wide = nullptr;
  HIP_OK(hipModuleGetFunction(&reduce, module, "reduce"));
  HIP_OK(hipModuleGetFunction(&wide, module, "wide"));
  std::vector<unsigned> in(512);
  for (unsigned i = 0; i < in.size(); ++i) in[i] = i * 2654435761u;
  void *din = nullptr, *dout = nullptr;
  HIP_OK(hipMalloc(&din, in.size() * 4));
  HIP_OK(hipMalloc(&dout, 4 * 4));
  HIP_OK(hipMemcpy(din, in.data(), in.size() * 4, hipMemcpyHostToDevice));
  void* params[] = {&din, &dout};
  HIP_OK(hipModuleLaunchKernel(reduce, 4, 1, 1, 128, 1, 1, 0, nullptr, params, nullptr));
  std::vector<unsigned> sums(4);
  HIP_OK(hipMemcpy(sums.data(), dout, 4 * 4, hipMemcpyDeviceToHost));
  for (unsigned g = 0; g < 4; ++g) {
    unsigned sum = 0;
    for (unsigned i = 0; i < 128; ++i) sum += in[g * 128 + i];
    EXPECT_EQ(sums[g], sum) << g;
  }

  std::vector<unsigned long long> a(64), b(64), out(3 * 64);
  for (unsigned i = 0; i < 64; ++i) {
    a[i] = 0x9e3779b97f4a7c15ull * (i + 1);
    b[i] = 0xc2b2ae3d27d4eb4full ^ (0x100000001ull * i);
  }
  void *da = nullptr, *db = nullptr, *dw = nullptr;
  HIP_OK(hipMalloc(&da, 64 * 8));
  HIP_OK(hipMalloc(&db, 64 * 8));
  HIP_OK(hipMalloc(&dw, 3 * 64 * 8));
  HIP_OK(hipMemcpy(da, a.data(), 64 * 8, hipMemcpyHostToDevice));
  HIP_OK(hipMemcpy(db, b.data(), 64 * 8, hipMemcpyHostToDevice));
  void* wideParams[] = {&da, &db, &dw};
  HIP_OK(hipModuleLaunchKernel(wide, 1, 1, 1, 64, 1, 1, 0, nullptr, wideParams, nullptr));
  HIP_OK(hipMemcpy(out.data(), dw, 3 * 64 * 8, hipMemcpyDeviceToHost));
  for (unsigned i = 0; i < 64; ++i) {
    const unsigned long long x = a[i], y = b[i];
    EXPECT_EQ(out[3 * i], x * y + (x >> 7)) << i;
    EXPECT_EQ(out[3 * i + 1], (x ^ y) << (i % 64)) << i;
    EXPECT_EQ(out[3 * i + 2], x / ((y & 0xffff) | 1)) << i;
  }
  for (void* p : {din, dout, da, db, dw}) HIP_OK(hipFree(p));
  HIP_OK(hipModuleUnload(module));
}

// A HIP kernel (tests/data/gcn/code_objects/reverse.hip): each block's
// elements reversed through `extern __shared__` memory, which is
// hipModuleLaunchKernel's sharedMemBytes.
TEST(Hip, DynamicSharedMemoryIsSharedMemBytes) {
  const fs::path file = kCodeObject.parent_path() / "reverse-gfx600.co";
  hipModule_t module = nullptr;
  HIP_OK(hipModuleLoad(&module, file.c_str()));
  hipFunction_t reverse = nullptr;
  HIP_OK(hipModuleGetFunction(&reverse, module, "reverse"));
  std::vector<int> data(1024);
  for (int i = 0; i < 1024; ++i) data[i] = i * 7 - 500;
  void* d = nullptr;
  HIP_OK(hipMalloc(&d, data.size() * 4));
  HIP_OK(hipMemcpy(d, data.data(), data.size() * 4, hipMemcpyHostToDevice));
  void* params[] = {&d};
  // Blocks of 512 work-items (8 waves): more than OpenCL's 256, within HIP's 1024.
  HIP_OK(hipModuleLaunchKernel(reverse, 2, 1, 1, 512, 1, 1, 512 * 4, nullptr, params, nullptr));
  std::vector<int> got(1024);
  HIP_OK(hipMemcpy(got.data(), d, got.size() * 4, hipMemcpyDeviceToHost));
  for (int i = 0; i < 1024; ++i) {
    const int block = i / 512 * 512;
    EXPECT_EQ(got[i], data[block + 511 - (i - block)] + 1) << i;
  }
  EXPECT_EQ(hipModuleLaunchKernel(reverse, 2, 1, 1, 512, 1, 1, 65537, nullptr, params, nullptr),
            hipErrorInvalidConfiguration);
  EXPECT_EQ(std::string(hipGetErrorString(hipErrorInvalidConfiguration)),
            "hipModuleLaunchKernel: kernel 'reverse' needs 65537 bytes of LDS (0 static, "
            ".group_segment_fixed_size, plus dynamic LDS): a work-group has 65536");
  HIP_OK(hipFree(d));
  HIP_OK(hipModuleUnload(module));
}

TEST(Hip, BadCallsGiveHipsErrorCodesAndSayWhy) {
  hipGetLastError();
  hipModule_t module = nullptr;
  const char garbage[64] = "not an ELF file";
  EXPECT_EQ(hipModuleLoadData(&module, garbage), hipErrorInvalidImage);
  EXPECT_EQ(hipPeekAtLastError(), hipErrorInvalidImage);
  EXPECT_STREQ(hipGetErrorName(hipErrorInvalidImage), "hipErrorInvalidImage");
  EXPECT_NE(std::string(hipGetErrorString(hipErrorInvalidImage)).find("hipModuleLoadData: "),
            std::string::npos);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidImage);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_STREQ(hipGetErrorString(hipSuccess), "no error");

  EXPECT_EQ(hipModuleLoad(&module, "/nonexistent/k.co"), hipErrorFileNotFound);

  const std::string image = fileText(kCodeObject);
  HIP_OK(hipModuleLoadData(&module, image.data()));
  hipFunction_t f = nullptr;
  EXPECT_EQ(hipModuleGetFunction(&f, module, "nope"), hipErrorNotFound);
  EXPECT_EQ(std::string(hipGetErrorString(hipErrorNotFound)),
            "hipModuleGetFunction: the program has no kernel 'nope' (it has: add reduce histogram "
            "wide collatz scale offset_ids private_table)");

  void* d = nullptr;
  HIP_OK(hipMalloc(&d, 16));
  std::vector<unsigned char> host(32);
  EXPECT_EQ(hipMemcpy(host.data(), d, 32, hipMemcpyDeviceToHost), hipErrorInvalidDevicePointer);
  HIP_OK(hipFree(d));
  EXPECT_EQ(hipFree(d), hipErrorInvalidDevicePointer);
  EXPECT_EQ(hipMemcpy(host.data(), d, 4, hipMemcpyDeviceToHost), hipErrorInvalidDevicePointer);

  // A store through a pointer that is no device memory: the fault, its code and where.
  HIP_OK(hipModuleGetFunction(&f, module, "collatz"));
  void* start = nullptr;
  HIP_OK(hipMalloc(&start, 64 * 4));
  HIP_OK(hipMemset(start, 0, 64 * 4));
  void* nowhere = reinterpret_cast<void*>(uintptr_t{1} << 40);
  void* params[] = {&start, &nowhere};
  EXPECT_EQ(hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr),
            hipErrorIllegalAddress);
  const std::string message = hipGetErrorString(hipErrorIllegalAddress);
  EXPECT_NE(message.find("hipModuleLaunchKernel: address fault: 'buffer_store_dword"),
            std::string::npos)
      << message;
  EXPECT_EQ(hipModuleLaunchKernel(f, 1, 1, 1, 2048, 1, 1, 0, nullptr, params, nullptr),
            hipErrorInvalidConfiguration);
  EXPECT_EQ(hipModuleLaunchKernel(f, 0, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr),
            hipErrorInvalidConfiguration);
  EXPECT_EQ(hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, nullptr),
            hipErrorInvalidValue);
  HIP_OK(hipModuleUnload(module));
  EXPECT_EQ(hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr),
            hipErrorInvalidHandle);
  EXPECT_EQ(hipModuleUnload(module), hipErrorInvalidHandle);
}

}  // namespace
