// The transfer library (src/transfer/) on fuzzed requests: the size, block,
// endpoint and strategy texts a user types, then a small verified transfer
// with whatever block size and staging ring the input asks for. The input is
// lines: FROM, TO, STRATEGY, SIZE, BLOCK, RING, and after them, optionally, a
// modelled device in TOML (model:FILE.toml's text), which then replaces FROM.
// Parse errors must be TransferUsageError; a transfer that runs must deliver
// every byte (a verification mismatch aborts: that is a bug in a strategy).
// The bounds of issue 28 hold for a model that loads (a name of at most 64
// bytes, printable and well-formed UTF-8; rates of 1 B/s to 1 PB/s, so that
// the report's seconds are finite), and every error message as the terminal
// shows it (TerminalText) has no control byte and no line over 1,024 bytes.
//
// Only endpoints that live in this process are opened (host memory, modelled
// devices, the simulators' memories): OpenCL and CUDA start drivers and
// threads, and have their own tests.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/diagnostics.hpp"
#include "gpuasm/transfer/study.hpp"
#include "gpuasm/transfer/transfer.hpp"
#include "shown_check.hpp"
#include "transfer/model_config.hpp"
#include "transfer/model_endpoint.hpp"

namespace {

using namespace gpuasm::transfer;

// The six request lines, then whatever follows them (the TOML text).
std::vector<std::string> fieldsOf(std::string_view text) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at <= text.size() && out.size() < 6) {
    std::size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    out.emplace_back(text.substr(at, end - at));
    at = end + 1;
  }
  out.resize(6);
  out.emplace_back(at < text.size() ? text.substr(at) : std::string_view());
  return out;
}

bool inProcess(std::string_view name) {
  return !name.starts_with("opencl") && !name.starts_with("cuda");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size > 2048) return 0;
  const std::vector<std::string> fields = fieldsOf({reinterpret_cast<const char*>(data), size});
  const std::string &from = fields[0], &to = fields[1];
  TransferOptions options;
  std::size_t bytes = 0;
  try {
    const std::optional<Strategy> strategy = parseStrategy(fields[2]);
    options.strategy = strategy.value_or(Strategy::Concurrent);
    bytes = parseSize(fields[3]);
    sizeText(bytes);
    seedBlockBytes(bytes);
    if (!fields[4].empty()) options.blockBytes = parseSize(fields[4]);
    if (!fields[5].empty()) options.ringBlocks = parseSize(fields[5]) % 9;
    doublingSizes(bytes, bytes * 3);
  } catch (const TransferUsageError& e) {
    fuzz::checkShown(e.what());
    return 0;
  }
  // Small transfers only (a fuzzer runs thousands a second); blocks as small
  // as one byte still make thousands of them.
  if (bytes > 64 * 1024 || !inProcess(from) || !inProcess(to)) return 0;
  if (options.blockBytes && bytes / *options.blockBytes > 4096) return 0;
  // model:FILE.toml reads a file: the harness gives the text itself.
  if (from.starts_with("model:") && from.ends_with(".toml")) return 0;
  if (to.starts_with("model:") && to.ends_with(".toml")) return 0;
  options.verify = true;
  try {
    EndpointPair pair;
    if (!fields[6].empty()) {
      const ModelConfig config = parseModelConfig(fields[6], "fuzz.toml");
      const std::string& name = config.device.name;
      if (name.empty() || name.size() > 64 || gpuasm::escapeControlCharacters(name) != name ||
          !(config.device.perTransferSeconds >= 0 && config.device.perTransferSeconds <= 60)) {
        std::fprintf(stderr, "a model past the bounds loads\n");
        std::abort();
      }
      pair.from = makeModelEndpoint(config.device, config.host);
      pair.to = openEndpoint(to);
    } else {
      pair = openEndpoints(from, to);
    }
    const TransferReport report = runTransfers(*pair.from, *pair.to, bytes, options, 2).back();
    if (!report.verify || !report.verify->equal) std::abort();
    if (report.bytes != bytes || report.seconds() < 0 || !std::isfinite(report.seconds()))
      std::abort();
  } catch (const TransferUsageError& e) {
    fuzz::checkShown(e.what());
  } catch (const TransferError& e) {
    fuzz::checkShown(e.what());
  }
  return 0;
}
