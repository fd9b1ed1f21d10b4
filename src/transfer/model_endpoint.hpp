// Modelled PCIe devices as endpoints ("model:fpga", "model:gpu"): buffers of
// real bytes in host memory (so a transfer verifies), whose reads, writes and
// direct copies return the seconds the PCIe model (pcie_model.hpp) gives for
// them instead of the time the memcpy took.
#pragma once

#include <memory>
#include <optional>
#include <string_view>

#include "gpuasm/transfer/transfer.hpp"
#include "transfer/pcie_model.hpp"

namespace gpuasm::transfer {

// "model:NAME" -> NAME; nullopt for a name of another form.
std::optional<std::string_view> modelEndpointPreset(std::string_view endpointName);

// Opens "model:NAME" for a preset NAME (findPreset). Throws TransferUsageError
// for an unknown preset, naming the presets.
std::unique_ptr<Endpoint> openModelEndpoint(std::string_view endpointName);

// An endpoint for any device model, beside the host model its pageable copies
// use (tests and studies vary a preset's parameters this way).
std::unique_ptr<Endpoint> makeModelEndpoint(PcieDeviceModel device,
                                            HostModel host = seedHostPreset());

}  // namespace gpuasm::transfer
