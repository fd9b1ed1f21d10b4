#pragma once

#include <span>
#include <string>

#include "gpuasm/target.hpp"

namespace gpuasm::demolicious {

// One line per 32-bit little-endian word; text that reassembles to the same
// word. A trailing partial word is reported in `error`.
std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error);

}  // namespace gpuasm::demolicious
