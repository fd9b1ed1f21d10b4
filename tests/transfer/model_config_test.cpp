// model:FILE.toml: the shipped configs/transfer/{fpga,gpu}.toml are the
// presets written out (the same modelled seconds, within their printed
// digits), a device of one's own opens by file name, and every problem in a
// file is one diagnostic naming its place.
#include "transfer/model_config.hpp"

#include <gtest/gtest.h>

#include <string>

#include "gpuasm/transfer/transfer.hpp"
#include "transfer/model_endpoint.hpp"

namespace gpuasm::transfer {
namespace {

constexpr std::uint64_t kMiB = 1 << 20;

std::string shippedConfig(const std::string& name) {
  return std::string(GPUASM_SOURCE_DIR) + "/configs/transfer/" + name + ".toml";
}

void expectRelativelyNear(double actual, double expected, const std::string& what) {
  EXPECT_NEAR(actual, expected, expected * 1e-5) << what;
}

TEST(ModelConfig, ShippedFilesAreThePresetsWrittenOut) {
  for (const std::string name : {"fpga", "gpu"}) {
    const ModelConfig config = loadModelConfig(shippedConfig(name));
    const PcieDeviceModel preset = *findPreset(name);
    const HostModel host = seedHostPreset();
    EXPECT_EQ(config.device.name, name);
    for (CopyDirection direction : {CopyDirection::HostToDevice, CopyDirection::DeviceToHost})
      for (HostMemory memory : {HostMemory::Pinned, HostMemory::Pageable})
        for (std::uint64_t n : {std::uint64_t{4096}, kMiB, 256 * kMiB})
          expectRelativelyNear(hostCopySeconds(config.device, config.host, direction, memory, n),
                               hostCopySeconds(preset, host, direction, memory, n), name);
  }
  const PcieDeviceModel fpga = loadModelConfig(shippedConfig("fpga")).device;
  const PcieDeviceModel gpu = loadModelConfig(shippedConfig("gpu")).device;
  PinCache fromFiles(gpu.pinning), fromPresets(gpuPreset().pinning);
  for (int run = 0; run < 2; ++run)
    expectRelativelyNear(
        directTransferSeconds(fpga, gpu, 256 * kMiB, 0, fromFiles),
        directTransferSeconds(fpgaPreset(), gpuPreset(), 256 * kMiB, 0, fromPresets), "direct");
}

TEST(ModelConfig, AFileOpensAsAnEndpointByName) {
  EndpointPair pair = openEndpoints("model:" + shippedConfig("fpga"), "model:gpu");
  EXPECT_EQ(pair.from->name(), "model:fpga");
  TransferOptions options;
  options.strategy = Strategy::Direct;
  options.verify = true;
  const TransferReport report = runTransfer(*pair.from, *pair.to, kMiB + 1, options);
  EXPECT_TRUE(report.verify->equal);
  EXPECT_TRUE(report.modelled);
}

struct BadConfig {
  const char* text;
  const char* message;
};

TEST(ModelConfig, EveryProblemIsOneDiagnosticWithItsPlace) {
  const BadConfig cases[] = {
      {"name = \"x\"\n[link]\ngeneration = 7\nlanes = 8\n",
       "dev.toml:3:14: error: 'generation' in [link] is 7, out of range 1..5 [transfer-model]"},
      {"name = \"x\"\n[link]\ngeneration = 3\nlanes = 3\n",
       "dev.toml:4:9: error: 'lanes' in [link] is 3: PCIe links have 1, 2, 4, 8, 12, 16 or 32 "
       "[transfer-model]"},
      {"name = \"x\"\n[link]\ngeneration = 3\nlanes = 8\n[dma]\nwrite_bytes_per_sec = 1e9\n",
       "dev.toml:6:1: error: unknown key 'write_bytes_per_sec' in [dma]: the keys are "
       "descriptor_bytes, descriptors_in_flight, interrupt_latency_seconds, att_entries, "
       "att_page_bytes, att_entry_write_seconds, write_bytes_per_second, read_bytes_per_second "
       "[transfer-model]"},
      {"name = \"x\"\n[link]\ngeneration = 3\nlanes = 8\n[dma]\nwrite_bytes_per_second = "
       "\"fast\"\nread_bytes_per_second = 1e9\n",
       "dev.toml:6:26: error: 'write_bytes_per_second' in [dma] must be a number "
       "[transfer-model]"},
      {"name = \"x\"\n[link]\ngeneration = 3\nlanes = 8\n[dma]\nwrite_bytes_per_second = 0\n"
       "read_bytes_per_second = 1e9\n",
       "dev.toml:6:26: error: 'write_bytes_per_second' in [dma] must be above 0 "
       "[transfer-model]"},
      {"name = \"x\"\n[dma]\nwrite_bytes_per_second = 1e9\nread_bytes_per_second = 1e9\n",
       "dev.toml:1:1: error: missing table [link] in the top level [transfer-model]"},
      {"[link]\ngeneration = 3\n",
       "dev.toml:1:1: error: missing key 'name' in the top level [transfer-model]"},
      {"name = \"a b\"\n",
       "dev.toml:1:8: error: 'name' must be a word without spaces or ':' "
       "[transfer-model]"},
      {"name = \"x\"\npageable_path = \"bounce\"\n",
       "dev.toml:2:17: error: 'pageable_path' is 'bounce': write pin-per-call or staged-copy "
       "[transfer-model]"},
      {"name = \"x\n",
       "dev.toml:1:10: error: Error while parsing string: unescaped control characters other "
       "than TAB (U+0009) are explicitly prohibited [transfer-model]"},
  };
  for (const BadConfig& c : cases) {
    try {
      parseModelConfig(c.text, "dev.toml");
      ADD_FAILURE() << "accepted: " << c.text;
    } catch (const TransferUsageError& e) {
      EXPECT_STREQ(e.what(), c.message) << c.text;
    }
  }
  try {
    openEndpoint("model:/nonexistent/dev.toml");
    ADD_FAILURE() << "a missing file opened";
  } catch (const TransferUsageError& e) {
    EXPECT_STREQ(e.what(),
                 "cannot read the device model '/nonexistent/dev.toml': No such file or directory");
  }
}

}  // namespace
}  // namespace gpuasm::transfer
