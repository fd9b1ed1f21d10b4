#pragma once

// The AMD OpenCL binary as an Image's target data: what the gcn assembler
// makes of a source with kernel directives (kernel_directives.hpp) and what
// loading a .clo/.bin gives, so that `asm --format amdcl` writes it and the
// simulator's launch reads each kernel's metadata, notes and code from it.
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "gpuasm/image.hpp"
#include "targets/gcn/binary/amdcl.hpp"

namespace gpuasm::gcn::binary {

struct AmdBinaryData : TargetData {
  AmdBinary binary;
  // The processor the assembler was told (--mcpu gfx803), whose generation
  // the simulator decodes the code by; empty: the e_machine's (a loaded file).
  std::string processor;
};

// The binary the image carries; nullptr when its source described no kernel.
const AmdBinary* amdBinaryOf(const Image& image);
// The same, sharing the image's ownership (a Program keeps it, not a copy).
std::shared_ptr<const AmdBinary> sharedAmdBinaryOf(const Image& image);
// The processor the binary's code was assembled for; empty when not known.
std::string_view assembledProcessorOf(const Image& image);

// An Image of the binary: one section per kernel, named by the kernel, holding
// its code; a symbol per kernel at its first byte; targetData the binary as
// read. nullopt with `error` empty when the bytes are not an AMD binary.
std::optional<Image> loadAmdBinaryImage(std::span<const uint8_t> bytes, std::string& error);

// An Image holding `binary`'s kernels as loadAmdBinaryImage makes them.
Image imageOfAmdBinary(AmdBinary binary);

}  // namespace gpuasm::gcn::binary
