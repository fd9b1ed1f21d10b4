// A user's own modelled PCIe device, `model:FILE.toml`: the parameters of
// PcieDeviceModel (and the host's memcpy rate) in TOML, read with toml++ and
// checked key by key, so that a typo, a wrong type or a value out of range is
// an error naming its place in the file ("FILE:LINE:COL: error: MESSAGE
// [transfer-model]") rather than a default silently taken. The presets
// written out this way are configs/transfer/{fpga,gpu}.toml; docs/transfer.md
// ("A device of your own") lists the keys.
#pragma once

#include <string_view>

#include "transfer/pcie_model.hpp"

namespace gpuasm::transfer {

struct ModelConfig {
  PcieDeviceModel device;
  HostModel host;
};

// Reads a configuration from `text`, naming `file` in errors. Throws
// TransferUsageError with one diagnostic line for the first problem.
ModelConfig parseModelConfig(std::string_view text, std::string_view file);
// Reads the file; a file that cannot be read is a TransferUsageError too.
ModelConfig loadModelConfig(std::string_view path);

}  // namespace gpuasm::transfer
