// Endpoint names, the Endpoint interface's defaults, and the small parsers
// the command line and the library share (sizes, strategies).
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>

#include "gpuasm/transfer/transfer.hpp"
#include "transfer/cuda_endpoint.hpp"
#include "transfer/model_endpoint.hpp"
#include "transfer/opencl_endpoint.hpp"
#include "transfer/sim_endpoints.hpp"

namespace gpuasm::transfer {

bool Endpoint::concurrentWith(const Endpoint&) const {
  return true;
}

std::string Endpoint::directCopyBlocker(const Endpoint& destination) const {
  return fmt::format("no direct path from {} to {}: {} has no copy engine of its own", name(),
                     destination.name(), name());
}

std::unique_ptr<DriverPinnedMemory> Endpoint::allocatePinnedHost(std::size_t) const {
  return nullptr;
}

namespace {

class HostBytesView final : public InPlaceView {
 public:
  explicit HostBytesView(std::span<std::byte> bytes) : bytes_(bytes) {}
  std::span<std::byte> bytes() override { return bytes_; }

 private:
  std::span<std::byte> bytes_;
};

}  // namespace

std::unique_ptr<InPlaceView> EndpointBuffer::viewInPlace(bool) {
  const std::span<std::byte> bytes = hostBytes();
  if (bytes.empty())
    throw TransferError(
        "this buffer's bytes are not host memory: the host cannot reach them in "
        "place");
  return std::make_unique<HostBytesView>(bytes);
}

double Endpoint::copyDirect(EndpointBuffer&, Endpoint& destinationEndpoint, EndpointBuffer&,
                            std::size_t) {
  throw TransferUsageError(directCopyBlocker(destinationEndpoint));
}

namespace {

// The names of a pair that belong to one family (empty where the other does
// not), and the pair's endpoints as opened so far.
using PairNames = std::array<std::string_view, 2>;
using OpenPair = std::array<std::unique_ptr<Endpoint>, 2>;

bool isHost(std::string_view name) {
  return name == "host" || name == "host-pinned";
}
bool isOpenCl(std::string_view name) {
  return parseOpenClAddress(name).has_value();
}
bool isCuda(std::string_view name) {
  return parseCudaDevice(name).has_value();
}
bool isSimulated(std::string_view name) {
  return parseSimulatedDevice(name).has_value();
}
bool isModel(std::string_view name) {
  return modelEndpointPreset(name).has_value();
}

// Two OpenCL devices of one platform share one context.
void openOpenCl(const PairNames& names, OpenPair& pair) {
  std::vector<OpenClAddress> addresses;
  for (std::string_view name : names)
    if (!name.empty()) addresses.push_back(*parseOpenClAddress(name));
  std::vector<std::unique_ptr<Endpoint>> opened = openOpenClEndpoints(addresses);
  size_t next = 0;
  for (size_t side = 0; side < 2; ++side)
    if (!names[side].empty()) pair[side] = std::move(opened[next++]);
}
void openCuda(const PairNames& names, OpenPair& pair) {
  for (size_t side = 0; side < 2; ++side)
    if (!names[side].empty()) pair[side] = openCudaEndpoint(*parseCudaDevice(names[side]));
}
// Two names of one simulated device share its board.
void openSimulated(const PairNames& names, OpenPair& pair) {
  auto device = [](std::string_view name) {
    return name.empty() ? std::nullopt : parseSimulatedDevice(name);
  };
  EndpointPair opened = openSimulatedEndpoints(device(names[0]), device(names[1]));
  if (opened.from) pair[0] = std::move(opened.from);
  if (opened.to) pair[1] = std::move(opened.to);
}
void openModel(const PairNames& names, OpenPair& pair) {
  for (size_t side = 0; side < 2; ++side)
    if (!names[side].empty()) pair[side] = openModelEndpoint(names[side]);
}
// Host memory opens last, told the endpoint on the other side, whose driver
// pins host-pinned memory where it can (used only while allocating, so the
// order the pair is destroyed in does not matter).
void openHost(const PairNames& names, OpenPair& pair) {
  for (size_t side = 0; side < 2; ++side) {
    if (names[side].empty()) continue;
    const Endpoint* other = pair[1 - side].get();
    pair[side] = names[side] == "host" ? makeHostEndpoint() : makePinnedHostEndpoint(other);
  }
}

// Every endpoint form: how a name of it is recognised and how the names of a
// pair that are of it open (rows that share an opener open together).
struct EndpointFamily {
  EndpointForm form;
  bool (*names)(std::string_view name);  // may throw for a malformed name of the family
  void (*open)(const PairNames& names, OpenPair& pair);
};
constexpr EndpointFamily kFamilies[] = {
    {{"host", "pageable host memory"}, &isHost, &openHost},
    {{"host-pinned", "pinned host memory (the CUDA driver's beside a CUDA device, else mlock)"},
     &isHost,
     &openHost},
    {{"opencl:P.D", "device D of OpenCL platform P, as clinfo -l lists them"},
     &isOpenCl,
     &openOpenCl},
    {{"cuda:N", "CUDA device N, as the driver counts them"}, &isCuda, &openCuda},
    {{"vc4", "a simulated VideoCore IV board's memory"}, &isSimulated, &openSimulated},
    {{"demolicious", "a simulated Demolicious machine's data memory"},
     &isSimulated,
     &openSimulated},
    {{"model:NAME",
      "a modelled PCIe device: seed 004's fpga (Stratix V) and gpu (Quadro K600), or "
      "model:FILE.toml"},
     &isModel,
     &openModel},
};

const EndpointFamily& familyOf(std::string_view name) {
  for (const EndpointFamily& family : kFamilies)
    if (family.names(name)) return family;
  throw TransferUsageError(
      fmt::format("unknown endpoint '{}' (endpoints: {})", name, endpointFormList()));
}

// The endpoints of the first `sides` names (1: one endpoint, 2: a pair).
OpenPair openPair(const PairNames& names, size_t sides) {
  // Every name is checked before anything is opened; an empty one is unknown.
  std::array<const EndpointFamily*, 2> families = {nullptr, nullptr};
  for (size_t side = 0; side < sides; ++side) families[side] = &familyOf(names[side]);
  // Each opener once, for the names of its rows (vc4 and demolicious together:
  // they may share a board); host memory last.
  OpenPair pair;
  std::vector<decltype(&openHost)> done;
  for (const bool hostTurn : {false, true}) {
    for (const EndpointFamily& family : kFamilies) {
      if ((family.open == &openHost) != hostTurn ||
          std::find(done.begin(), done.end(), family.open) != done.end())
        continue;
      done.push_back(family.open);
      PairNames ours;
      for (size_t side = 0; side < 2; ++side)
        if (families[side] && families[side]->open == family.open) ours[side] = names[side];
      if (!ours[0].empty() || !ours[1].empty()) family.open(ours, pair);
    }
  }
  return pair;
}

}  // namespace

std::span<const EndpointForm> endpointForms() {
  static const std::vector<EndpointForm> forms = [] {
    std::vector<EndpointForm> all;
    for (const EndpointFamily& family : kFamilies) all.push_back(family.form);
    return all;
  }();
  return forms;
}

std::string endpointFormList() {
  std::string list;
  for (const EndpointForm& form : endpointForms())
    list += fmt::format("{}{}", list.empty() ? "" : ", ", form.form);
  return list;
}

EndpointPair openEndpoints(std::string_view from, std::string_view to) {
  OpenPair pair = openPair({from, to}, 2);
  return {std::move(pair[0]), std::move(pair[1])};
}

std::unique_ptr<Endpoint> openEndpoint(std::string_view name) {
  return std::move(openPair({name, {}}, 1)[0]);
}

namespace {
constexpr StrategyForm kStrategies[] = {
    {Strategy::Sequential, "sequential", "read all into host memory, then write"},
    {Strategy::Concurrent, "concurrent", "a reader and a writer thread over staging blocks"},
    {Strategy::Direct, "direct", "the pair's own copy"},
};
}  // namespace

std::span<const StrategyForm> strategyForms() {
  return kStrategies;
}

std::string strategyList() {
  std::string list;
  for (const StrategyForm& form : kStrategies)
    list += fmt::format("{}{}", list.empty() ? "" : ", ", form.name);
  return list;
}

std::string_view strategyName(Strategy strategy) {
  for (const StrategyForm& form : kStrategies)
    if (form.strategy == strategy) return form.name;
  return "?";
}

std::optional<Strategy> parseStrategy(std::string_view name) {
  for (const StrategyForm& form : kStrategies)
    if (form.name == name) return form.strategy;
  return std::nullopt;
}

std::size_t parseSize(std::string_view text) {
  constexpr std::size_t kMaxBytes = std::size_t{1} << 48;
  std::string_view digits = text;
  std::size_t unit = 1;
  if (!digits.empty()) {
    switch (digits.back()) {
      case 'k':
      case 'K':
        unit = std::size_t{1} << 10;
        break;
      case 'm':
      case 'M':
        unit = std::size_t{1} << 20;
        break;
      case 'g':
      case 'G':
        unit = std::size_t{1} << 30;
        break;
      default:
        break;
    }
    if (unit != 1) digits.remove_suffix(1);
  }
  std::size_t value = 0;
  auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size())
    throw TransferUsageError(fmt::format(
        "bad size '{}': write a number of bytes, optionally with K, M or G (powers of 1024)",
        text));
  if (value == 0) throw TransferUsageError(fmt::format("bad size '{}': at least 1 byte", text));
  if (value > kMaxBytes / unit)
    throw TransferUsageError(fmt::format("bad size '{}': at most 256T", text));
  return value * unit;
}

void setBlockChoice(TransferOptions& options, std::string_view text) {
  options.blockBytes.reset();
  if (text == "seed") {
    options.blockRule = BlockRule::Seed;
  } else if (text == "auto") {
    options.blockRule = BlockRule::Auto;
  } else {
    try {
      options.blockBytes = parseSize(text);
    } catch (const TransferUsageError& e) {
      throw TransferUsageError(fmt::format("--block: {}", e.what()));
    }
  }
}

std::size_t seedBlockBytes(std::size_t transferBytes) {
  constexpr std::size_t kMiB = std::size_t{1} << 20;
  const std::size_t parts = transferBytes <= kMiB ? 2 : transferBytes <= 8 * kMiB ? 4 : 8;
  return std::max<std::size_t>(1, (transferBytes + parts - 1) / parts);
}

}  // namespace gpuasm::transfer
