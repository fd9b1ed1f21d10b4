// An AMD OpenCL binary of thousands of kernels (issue 28: 40,000 took 40 s
// and 1.7 GB to load): generated here from one assembled kernel, laid out
// afresh, read back whole, and loaded as a Program that shares the Image's
// binary rather than copying it. bench/gcn_binary_bench.cpp times the load
// at growing kernel counts.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gpuasm/gcn/host.hpp"
#include "gpuasm/target.hpp"
#include "targets/gcn/binary/amdcl_layout.hpp"
#include "targets/gcn/binary/image_binary.hpp"
#include "targets/gcn/host_model.hpp"

namespace gpuasm::gcn::binary {
namespace {

// `count` copies of one kernel named k0, k1, ...: the file a driver writes
// for a program of that many kernels, each with its own metadata and inner ELF.
std::vector<uint8_t> binaryOfKernels(size_t count) {
  AssembleOutcome o =
      assembleText(*findTarget("gcn"), "one.s", ".kernel k\n  .arg n, uint\n  s_endpgm\n", {});
  EXPECT_TRUE(o.image) << o.diagnosticsText;
  if (!o.image) return {};
  const AmdBinary* one = amdBinaryOf(*o.image);
  EXPECT_NE(one, nullptr);
  if (!one || one->kernels.size() != 1) return {};
  AmdBinary many = *one;
  many.kernels.clear();
  for (size_t i = 0; i < count; ++i) {
    many.kernels.push_back(one->kernels.front());
    // formatted, not "k" + ...: GCC 12's false -Wrestrict on that concatenation
    many.kernels.back().name = fmt::format("k{}", i);
  }
  std::string error;
  std::optional<std::vector<uint8_t>> bytes = layoutAmdBinary(many, error);
  EXPECT_TRUE(bytes) << error;
  return bytes ? *bytes : std::vector<uint8_t>{};
}

TEST(AmdclManyKernels, ThreeThousandKernelsReadBackWholeAndInOrder) {
  constexpr size_t kKernels = 3000;
  const std::vector<uint8_t> bytes = binaryOfKernels(kKernels);
  ASSERT_FALSE(bytes.empty());
  std::string error;
  std::optional<AmdBinary> read = readAmdBinary(bytes, error);
  ASSERT_TRUE(read) << error;
  ASSERT_EQ(read->kernels.size(), kKernels);
  EXPECT_EQ(read->kernels.front().name, "k0");
  EXPECT_EQ(read->kernels.back().name, "k2999");
  // Every kernel's code: s_endpgm (0xbf810000, the SOPP encoding of opcode 1).
  for (const AmdKernel& k : read->kernels) {
    ASSERT_EQ(k.inner.code.size(), 4u) << k.name;
    EXPECT_EQ(readLe32(k.inner.code, 0), 0xbf810000u) << k.name;
  }
  // What was read writes back to the same bytes: the gaps between the
  // claimed ranges (the unclaimed bytes) are where they were.
  std::optional<std::vector<uint8_t>> written = writeAmdBinary(*read, error);
  ASSERT_TRUE(written) << error;
  EXPECT_TRUE(*written == bytes);
}

TEST(AmdclManyKernels, AProgramSharesTheImagesBinaryInsteadOfCopyingIt) {
  const std::vector<uint8_t> bytes = binaryOfKernels(200);
  ASSERT_FALSE(bytes.empty());
  std::string error;
  std::optional<Image> image = loadAmdBinaryImage(bytes, error);
  ASSERT_TRUE(image) << error;
  std::optional<Program> program = Program::fromImage(*image, error);
  ASSERT_TRUE(program) << error;
  EXPECT_EQ(program->model().binary.get(), amdBinaryOf(*image));
  EXPECT_EQ(program->kernelNames().size(), 200u);
  std::optional<Kernel> last = Kernel::create(*program, "k199", error);
  ASSERT_TRUE(last) << error;
  EXPECT_EQ(last->name(), "k199");
}

}  // namespace
}  // namespace gpuasm::gcn::binary
