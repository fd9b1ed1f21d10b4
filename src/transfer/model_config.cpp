// `model:FILE.toml`: a modelled PCIe device from a TOML file (model_config.hpp).
// Every key but `name`, `[link]` generation and lanes and the engine's two
// rates has the PcieDeviceModel default; an unknown key is an error, so that a
// misspelt parameter is never silently left at its default.
#include "transfer/model_config.hpp"

#include <fmt/format.h>
#include <toml++/toml.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <string>

#include "gpuasm/diagnostics.hpp"

namespace gpuasm::transfer {
namespace {

constexpr std::uint64_t kMaxBytes = std::uint64_t{1} << 48;
// Rates from 1 B/s (below it a transfer's seconds print as "inf" or with
// hundreds of digits) to 1 PB/s, far above any link or memory.
constexpr double kMinBytesPerSecond = 1;
constexpr double kMaxBytesPerSecond = 1e15;
// Pages from 4 KiB to 1 GiB (x86's small and huge pages); a pin cache of at
// most 1,024 blocks (the seed's has 6). A direct copy is modelled block by
// block, each looked up in the cache: 1-byte pages or blocks made a 16 MB
// copy take 15 s to model and a gigabyte hours.
constexpr std::uint64_t kMinPageBytes = 4096;
constexpr std::uint64_t kMaxPageBytes = std::uint64_t{1} << 30;
constexpr std::uint64_t kMaxCacheEntries = 1024;
// The name is shown in every report line: a word, not a page.
constexpr std::size_t kMaxNameBytes = 64;

class ConfigReader {
 public:
  explicit ConfigReader(std::string_view file) : file_(file) {}

  ModelConfig read(const toml::table& root) {
    ModelConfig config;
    PcieDeviceModel& device = config.device;
    const std::string_view top = "the top level";
    checkKeys(
        root, top,
        {"name", "description", "call_seconds", "pageable_path", "link", "dma", "pinning", "host"});
    const toml::node* name = root.get("name");
    if (name == nullptr) fail(root.source(), "missing key 'name' in the top level");
    if (!name->is_string()) wrongType(*name, "name", top, "a string");
    device.name = name->as_string()->get();
    if (device.name.empty() || device.name.find_first_of(" \t:") != std::string::npos)
      fail(name->source(), "'name' must be a word without spaces or ':'");
    if (device.name.size() > kMaxNameBytes)
      fail(name->source(),
           fmt::format("'name' is {} bytes long: at most {}", device.name.size(), kMaxNameBytes));
    if (escapeControlCharacters(device.name) != device.name)
      fail(name->source(), fmt::format("'name' is '{}': control characters and bytes that are not "
                                       "UTF-8 are not allowed",
                                       device.name));
    if (const toml::node* description = root.get("description"); description != nullptr)
      if (!description->is_string()) wrongType(*description, "description", top, "a string");
    device.perTransferSeconds = seconds(root, "call_seconds", top, device.perTransferSeconds);
    if (const toml::node* path = root.get("pageable_path")) {
      const std::optional<std::string_view> text = path->value<std::string_view>();
      if (!text) wrongType(*path, "pageable_path", top, "a string");
      if (*text == "pin-per-call")
        device.pageablePath = PageableHostPath::PinPerCall;
      else if (*text == "staged-copy")
        device.pageablePath = PageableHostPath::StagedCopy;
      else
        fail(path->source(), fmt::format("'pageable_path' is '{}': write pin-per-call or "
                                         "staged-copy",
                                         *text));
    }

    const toml::table& link = table(root, "link", top, true);
    std::string_view where = "[link]";
    checkKeys(link, where,
              {"generation", "lanes", "max_payload_bytes", "tlp_overhead_bytes",
               "dllp_overhead_fraction"});
    device.link.generation = static_cast<int>(integer(link, "generation", where, 1, 5, {}));
    device.link.lanes = static_cast<int>(integer(link, "lanes", where, 1, 32, {}));
    if (std::find(std::begin(kLanes), std::end(kLanes), device.link.lanes) == std::end(kLanes))
      fail(link.get("lanes")->source(),
           fmt::format("'lanes' in [link] is {}: PCIe links have 1, 2, 4, 8, 12, 16 or 32",
                       device.link.lanes));
    device.link.maxPayloadBytes = static_cast<std::uint32_t>(
        integer(link, "max_payload_bytes", where, 128, 4096, device.link.maxPayloadBytes));
    device.link.tlpOverheadBytes = static_cast<std::uint32_t>(
        integer(link, "tlp_overhead_bytes", where, 0, 64, device.link.tlpOverheadBytes));
    device.link.dllpOverheadFraction =
        number(link, "dllp_overhead_fraction", where, 0, 0.5, device.link.dllpOverheadFraction);

    const toml::table& dma = table(root, "dma", top, true);
    where = "[dma]";
    checkKeys(dma, where,
              {"descriptor_bytes", "descriptors_in_flight", "interrupt_latency_seconds",
               "att_entries", "att_page_bytes", "att_entry_write_seconds", "write_bytes_per_second",
               "read_bytes_per_second"});
    device.dma.descriptorBytes =
        integer(dma, "descriptor_bytes", where, 0, kMaxBytes, device.dma.descriptorBytes);
    device.dma.descriptorsInFlight = static_cast<std::uint32_t>(
        integer(dma, "descriptors_in_flight", where, 1, 65536, device.dma.descriptorsInFlight));
    device.dma.interruptLatencySeconds =
        seconds(dma, "interrupt_latency_seconds", where, device.dma.interruptLatencySeconds);
    device.dma.attEntries =
        static_cast<std::uint32_t>(integer(dma, "att_entries", where, 0, 1 << 24, 0));
    device.dma.attPageBytes = integer(dma, "att_page_bytes", where, kMinPageBytes, kMaxPageBytes,
                                      device.dma.attPageBytes);
    device.dma.attEntryWriteSeconds =
        seconds(dma, "att_entry_write_seconds", where, device.dma.attEntryWriteSeconds);
    device.dma.writeBytesPerSecond = rate(dma, "write_bytes_per_second", where);
    device.dma.readBytesPerSecond = rate(dma, "read_bytes_per_second", where);

    const toml::table& pinning = table(root, "pinning", top, false);
    where = "[pinning]";
    checkKeys(pinning, where,
              {"page_bytes", "pin_seconds_per_page", "unpin_seconds_per_page", "pin_limit_bytes",
               "pin_block_bytes", "cache_entries", "lazy_unpinning"});
    PinModel& pin = device.pinning;
    pin.pageBytes =
        integer(pinning, "page_bytes", where, kMinPageBytes, kMaxPageBytes, pin.pageBytes);
    pin.pinSecondsPerPage = seconds(pinning, "pin_seconds_per_page", where, 0);
    pin.unpinSecondsPerPage = seconds(pinning, "unpin_seconds_per_page", where, 0);
    pin.pinLimitBytes = integer(pinning, "pin_limit_bytes", where, 0, kMaxBytes, 0);
    pin.pinBlockBytes = integer(pinning, "pin_block_bytes", where, 0, kMaxBytes, 0);
    if (pin.pinBlockBytes != 0 && pin.pinBlockBytes < pin.pageBytes)
      fail(pinning.get("pin_block_bytes")->source(),
           fmt::format("'pin_block_bytes' in [pinning] is {}: 0 (one block) or at least a page "
                       "({} bytes)",
                       pin.pinBlockBytes, pin.pageBytes));
    pin.cacheEntries = static_cast<std::uint32_t>(
        integer(pinning, "cache_entries", where, 0, kMaxCacheEntries, 0));
    if (const toml::node* lazy = pinning.get("lazy_unpinning")) {
      if (!lazy->is_boolean()) wrongType(*lazy, "lazy_unpinning", where, "true or false");
      pin.lazyUnpinning = lazy->as_boolean()->get();
    }

    const toml::table& host = table(root, "host", top, false);
    where = "[host]";
    checkKeys(host, where, {"memcpy_bytes_per_second"});
    config.host = seedHostPreset();
    if (host.get("memcpy_bytes_per_second") != nullptr)
      config.host.memcpyBytesPerSecond = rate(host, "memcpy_bytes_per_second", where);
    return config;
  }

  [[noreturn]] void fail(const toml::source_region& at, std::string_view message) const {
    throw TransferUsageError(escapeControlCharacters(
        fmt::format("{}:{}:{}: error: {} [transfer-model]", file_, std::max(at.begin.line, 1u),
                    std::max(at.begin.column, 1u), message)));
  }

 private:
  static constexpr int kLanes[] = {1, 2, 4, 8, 12, 16, 32};

  void checkKeys(const toml::table& table, std::string_view where,
                 std::initializer_list<std::string_view> known) const {
    for (auto&& [key, value] : table) {
      if (std::find(known.begin(), known.end(), key.str()) != known.end()) continue;
      std::string names;
      for (std::string_view k : known) names += (names.empty() ? "" : ", ") + std::string(k);
      fail(key.source(),
           fmt::format("unknown key '{}' in {}: the keys are {}", key.str(), where, names));
    }
  }

  [[noreturn]] void wrongType(const toml::node& node, std::string_view key, std::string_view where,
                              std::string_view wanted) const {
    fail(node.source(), fmt::format("'{}' in {} must be {}", key, where, wanted));
  }

  const toml::table& table(const toml::table& parent, std::string_view key, std::string_view where,
                           bool required) const {
    static const toml::table kEmpty;
    const toml::node* node = parent.get(key);
    if (node == nullptr) {
      if (required) fail(parent.source(), fmt::format("missing table [{}] in {}", key, where));
      return kEmpty;
    }
    if (!node->is_table()) wrongType(*node, key, where, "a table");
    return *node->as_table();
  }

  std::uint64_t integer(const toml::table& table, std::string_view key, std::string_view where,
                        std::uint64_t min, std::uint64_t max,
                        std::optional<std::uint64_t> fallback) const {
    const toml::node* node = table.get(key);
    if (node == nullptr) {
      if (!fallback) fail(table.source(), fmt::format("missing key '{}' in {}", key, where));
      return *fallback;
    }
    if (!node->is_integer()) wrongType(*node, key, where, "an integer");
    const std::int64_t value = node->as_integer()->get();
    if (value < 0 || static_cast<std::uint64_t>(value) < min ||
        static_cast<std::uint64_t>(value) > max)
      fail(node->source(),
           fmt::format("'{}' in {} is {}, out of range {}..{}", key, where, value, min, max));
    return static_cast<std::uint64_t>(value);
  }

  double number(const toml::table& table, std::string_view key, std::string_view where, double min,
                double max, double fallback) const {
    const toml::node* node = table.get(key);
    if (node == nullptr) return fallback;
    const std::optional<double> value = node->value<double>();
    if (!value || !(node->is_integer() || node->is_floating_point()))
      wrongType(*node, key, where, "a number");
    if (!std::isfinite(*value) || *value < min || *value > max)
      fail(node->source(),
           fmt::format("'{}' in {} is {}, out of range {}..{}", key, where, *value, min, max));
    return *value;
  }

  double seconds(const toml::table& table, std::string_view key, std::string_view where,
                 double fallback) const {
    return number(table, key, where, 0, 60, fallback);
  }

  // A rate is required, in bytes a second.
  double rate(const toml::table& table, std::string_view key, std::string_view where) const {
    if (table.get(key) == nullptr)
      fail(table.source(), fmt::format("missing key '{}' in {}", key, where));
    return number(table, key, where, kMinBytesPerSecond, kMaxBytesPerSecond, 0);
  }

  std::string_view file_;
};

}  // namespace

ModelConfig parseModelConfig(std::string_view text, std::string_view file) {
  ConfigReader reader(file);
  toml::table root;
  try {
    root = toml::parse(text, file);
  } catch (const toml::parse_error& e) {
    reader.fail(e.source(), e.description());
  }
  return reader.read(root);
}

ModelConfig loadModelConfig(std::string_view path) {
  std::ifstream in{std::string(path), std::ios::binary};
  if (!in)
    throw TransferUsageError(
        fmt::format("cannot read the device model '{}': {}", path, std::strerror(errno)));
  std::ostringstream text;
  text << in.rdbuf();
  return parseModelConfig(text.str(), path);
}

}  // namespace gpuasm::transfer
