// Endpoint names, the Endpoint interface's defaults, and the small parsers
// the command line and the library share (sizes, strategies).
#include <fmt/format.h>

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

double Endpoint::copyDirect(EndpointBuffer&, Endpoint& destinationEndpoint, EndpointBuffer&,
                            std::size_t) {
  throw TransferUsageError(directCopyBlocker(destinationEndpoint));
}

namespace {

// `device`: the pair's other endpoint, whose driver pins host-pinned memory
// where it has an allocator.
std::unique_ptr<Endpoint> openHostEndpoint(std::string_view name, const Endpoint* device) {
  if (name == "host") return makeHostEndpoint();
  if (name == "host-pinned") return makePinnedHostEndpoint(device);
  if (modelEndpointPreset(name)) return openModelEndpoint(name);
  return nullptr;
}

[[noreturn]] void unknownEndpoint(std::string_view name) {
  throw TransferUsageError(
      fmt::format("unknown endpoint '{}' (endpoints: {})", name, kEndpointForms));
}

}  // namespace

EndpointPair openEndpoints(std::string_view from, std::string_view to) {
  // Both names are checked before anything is opened.
  const std::optional<OpenClAddress> fromOpenCl = parseOpenClAddress(from);
  const std::optional<OpenClAddress> toOpenCl = parseOpenClAddress(to);
  const std::optional<unsigned> fromCuda = parseCudaDevice(from), toCuda = parseCudaDevice(to);
  const std::optional<SimulatedDevice> fromSimulated = parseSimulatedDevice(from),
                                       toSimulated = parseSimulatedDevice(to);
  auto known = [](std::string_view name, bool parsed) {
    return parsed || name == "host" || name == "host-pinned" || modelEndpointPreset(name);
  };
  if (!known(from, fromOpenCl || fromCuda || fromSimulated)) unknownEndpoint(from);
  if (!known(to, toOpenCl || toCuda || toSimulated)) unknownEndpoint(to);
  std::vector<OpenClAddress> addresses;
  if (fromOpenCl) addresses.push_back(*fromOpenCl);
  if (toOpenCl) addresses.push_back(*toOpenCl);
  std::vector<std::unique_ptr<Endpoint>> opened;
  if (!addresses.empty()) opened = openOpenClEndpoints(addresses);
  // Two names of one simulated device share its board.
  EndpointPair pair = openSimulatedEndpoints(fromSimulated, toSimulated);
  if (fromCuda) pair.from = openCudaEndpoint(*fromCuda);
  if (toCuda) pair.to = openCudaEndpoint(*toCuda);
  size_t next = 0;
  if (fromOpenCl) pair.from = std::move(opened[next++]);
  if (toOpenCl) pair.to = std::move(opened[next++]);
  // Host endpoints last, told the endpoint on the other side, whose driver
  // pins host-pinned memory where it can (they use it only while allocating,
  // so the order the pair is destroyed in does not matter).
  if (!pair.from) pair.from = openHostEndpoint(from, pair.to.get());
  if (!pair.to) pair.to = openHostEndpoint(to, pair.from.get());
  return pair;
}

std::unique_ptr<Endpoint> openEndpoint(std::string_view name) {
  if (std::optional<OpenClAddress> address = parseOpenClAddress(name)) {
    std::vector<std::unique_ptr<Endpoint>> opened = openOpenClEndpoints({&*address, 1});
    return std::move(opened.front());
  }
  if (std::optional<unsigned> cuda = parseCudaDevice(name)) return openCudaEndpoint(*cuda);
  if (std::optional<SimulatedDevice> simulated = parseSimulatedDevice(name))
    return std::move(openSimulatedEndpoints(simulated, std::nullopt).from);
  if (std::unique_ptr<Endpoint> host = openHostEndpoint(name, nullptr)) return host;
  unknownEndpoint(name);
}

std::string_view strategyName(Strategy strategy) {
  switch (strategy) {
    case Strategy::Sequential:
      return "sequential";
    case Strategy::Concurrent:
      return "concurrent";
    case Strategy::Direct:
      return "direct";
  }
  return "?";
}

std::optional<Strategy> parseStrategy(std::string_view name) {
  for (Strategy strategy : {Strategy::Sequential, Strategy::Concurrent, Strategy::Direct})
    if (name == strategyName(strategy)) return strategy;
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
