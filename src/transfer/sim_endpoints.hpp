// Our simulated devices' memories as endpoints (sim_endpoints.cpp): "vc4", a
// simulated VideoCore IV board's SDRAM, in allocations the mailbox hands out;
// "demolicious", a Demolicious machine's data memory of 16-bit words.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string_view>

#include "gpuasm/demolicious/host.hpp"
#include "gpuasm/transfer/transfer.hpp"
#include "gpuasm/vc4/device.hpp"

namespace gpuasm::transfer {

enum class SimulatedDevice { Vc4, Demolicious };

// nullopt when `name` names no simulated device; throws TransferUsageError
// for a simulated device's name with more to it ("vc4:3": there is one board
// per transfer, with no index).
std::optional<SimulatedDevice> parseSimulatedDevice(std::string_view name);

// The endpoints of a transfer's two names, either of which may be none (its
// member of the pair is then null). Two names of one simulated device share
// one board, so that a copy within it is the direct strategy's.
EndpointPair openSimulatedEndpoints(std::optional<SimulatedDevice> from,
                                    std::optional<SimulatedDevice> to);

// A board and what guards it: the simulators are not safe to call from two
// threads at once, and the reader and the writer of a concurrent transfer
// between two endpoints of one board are two.
struct Vc4Board {
  std::mutex lock;
  vc4::Device device;
};
struct DemoliciousBoard {
  std::mutex lock;
  demolicious::Host host;
  // The endpoint's allocations in data memory: first word -> words.
  std::map<std::uint32_t, std::uint32_t> allocations;
};

std::unique_ptr<Endpoint> makeVc4Endpoint(std::shared_ptr<Vc4Board> board);
std::unique_ptr<Endpoint> makeDemoliciousEndpoint(std::shared_ptr<DemoliciousBoard> board);

// Where a buffer of those endpoints lies: the bus address mem_lock gave a vc4
// buffer (what a QPU program is handed), the first data-memory word of a
// Demolicious one (what a kernel's loads address). nullopt for other buffers.
std::optional<std::uint32_t> vc4BusAddress(const EndpointBuffer& buffer);
std::optional<std::uint32_t> demoliciousWordAddress(const EndpointBuffer& buffer);

}  // namespace gpuasm::transfer
