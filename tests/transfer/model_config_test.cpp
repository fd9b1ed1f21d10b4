// model:FILE.toml: the shipped configs/transfer/{fpga,gpu}.toml are the
// presets written out (the same modelled seconds, within their printed
// digits), a device of one's own opens by file name, and every problem in a
// file is one diagnostic naming its place.
#include "transfer/model_config.hpp"

#include <gtest/gtest.h>

#include <string>

#include "gpuasm/transfer/transfer.hpp"
#include "support/build_paths.hpp"
#include "transfer/model_endpoint.hpp"

namespace gpuasm::transfer {
namespace {

constexpr std::uint64_t kMiB = 1 << 20;

std::string shippedConfig(const std::string& name) {
  return gpuasm::testing::sourceDirectory() + "/configs/transfer/" + name + ".toml";
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
       "dev.toml:6:26: error: 'write_bytes_per_second' in [dma] is 0, out of range "
       "1..1000000000000000 [transfer-model]"},
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

// Issue 28: a rate of 5e-324 B/s printed "inf s" and exited 0, 1e-300 a
// number of 300 digits; a name with ESC cleared the screen of whoever read the
// report, and one of megabytes printed megabytes. Each is refused at its place.
TEST(ModelConfig, UnphysicalRatesAndUnprintableNamesAreRefused) {
  const std::string link = "[link]\ngeneration = 3\nlanes = 8\n";
  const std::string dma = "[dma]\nread_bytes_per_second = 1e9\nwrite_bytes_per_second = ";
  const std::string tail = "\n[host]\nmemcpy_bytes_per_second = ";
  struct Case {
    std::string text, message;
  };
  const Case cases[] = {
      {"name = \"x\"\n" + link + dma + "5e-324\n",
       "dev.toml:7:26: error: 'write_bytes_per_second' in [dma] is 5e-324, out of range "
       "1..1000000000000000 [transfer-model]"},
      {"name = \"x\"\n" + link + dma + "1e-300\n",
       "dev.toml:7:26: error: 'write_bytes_per_second' in [dma] is 1e-300, out of range "
       "1..1000000000000000 [transfer-model]"},
      {"name = \"x\"\n" + link + dma + "0.5\n",
       "dev.toml:7:26: error: 'write_bytes_per_second' in [dma] is 0.5, out of range "
       "1..1000000000000000 [transfer-model]"},
      {"name = \"x\"\n" + link + dma + "2e15\n",
       "dev.toml:7:26: error: 'write_bytes_per_second' in [dma] is 2000000000000000, out of range "
       "1..1000000000000000 [transfer-model]"},
      {"name = \"x\"\n" + link + dma + "1e9" + tail + "1e-9\n",
       "dev.toml:9:27: error: 'memcpy_bytes_per_second' in [host] is 1e-09, out of range "
       "1..1000000000000000 [transfer-model]"},
      {"name = \"a\\u001b[2Jb\"\n" + link + dma + "1e9\n",
       "dev.toml:1:8: error: 'name' is 'a\\x1b[2Jb': control characters and bytes that are not "
       "UTF-8 are not allowed [transfer-model]"},
      {"name = \"bell\\u0007\"\n" + link + dma + "1e9\n",
       "dev.toml:1:8: error: 'name' is 'bell\\x07': control characters and bytes that are not "
       "UTF-8 are not allowed [transfer-model]"},
      {"name = \"csi\\u009b2J\"\n" + link + dma + "1e9\n",
       "dev.toml:1:8: error: 'name' is 'csi\\xc2\\x9b2J': control characters and bytes that are "
       "not UTF-8 are not allowed [transfer-model]"},
      // A 1-byte pin block made a modelled 16 MB direct copy take 15 s to model.
      {"name = \"x\"\n" + link + dma + "1e9\n[pinning]\npin_block_bytes = 1\n",
       "dev.toml:9:19: error: 'pin_block_bytes' in [pinning] is 1: 0 (one block) or at least a "
       "page (65536 bytes) [transfer-model]"},
      {"name = \"x\"\n" + link + dma + "1e9\n[pinning]\npage_bytes = 1\n",
       "dev.toml:9:14: error: 'page_bytes' in [pinning] is 1, out of range 4096..1073741824 "
       "[transfer-model]"},
      {"name = \"x\"\n" + link + "[dma]\natt_page_bytes = 4095\n",
       "dev.toml:6:18: error: 'att_page_bytes' in [dma] is 4095, out of range 4096..1073741824 "
       "[transfer-model]"},
      {"name = \"x\"\n" + link + dma + "1e9\n[pinning]\ncache_entries = 1025\n",
       "dev.toml:9:17: error: 'cache_entries' in [pinning] is 1025, out of range 0..1024 "
       "[transfer-model]"},
      {"name = \"" + std::string(65, 'n') + "\"\n" + link + dma + "1e9\n",
       "dev.toml:1:8: error: 'name' is 65 bytes long: at most 64 [transfer-model]"},
  };
  for (const Case& c : cases) {
    try {
      parseModelConfig(c.text, "dev.toml");
      ADD_FAILURE() << "accepted: " << c.text;
    } catch (const TransferUsageError& e) {
      EXPECT_EQ(e.what(), c.message) << c.text;
    }
  }
  // The bounds themselves are physical enough to hold.
  const ModelConfig edge = parseModelConfig(
      "name = \"" + std::string(64, 'n') + "\"\n" + link + dma + "1" + tail + "1e15\n", "dev.toml");
  EXPECT_EQ(edge.device.dma.writeBytesPerSecond, 1.0);
  EXPECT_EQ(edge.host.memcpyBytesPerSecond, 1e15);
}

}  // namespace
}  // namespace gpuasm::transfer
