// What the binary-format layer needs of the instruction set. The layer reads,
// writes and patches AMD OpenCL binaries and leaves instructions to these two
// functions, which the target hands it (target.cpp, code_use.hpp), so that it
// and the disassembler never call each other (CLRX's split of binary formats
// from the assembler).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace gpuasm {
struct DisassemblyOptions;  // gpuasm/target.hpp
}  // namespace gpuasm

namespace gpuasm::gcn::binary {

// What code uses: the counts the driver stores, and where LDS is touched
// before M0 is written.
struct CodeUse {
  uint32_t vgprs = 0;  // highest VGPR + 1
  uint32_t sgprs = 0;  // highest SGPR + 1, plus VCC's two when the code touches VCC
  bool usesVcc = false;
  // The byte offset of the first DS instruction when no instruction before
  // it in byte order writes M0; nullopt: none. Byte order, not paths: an M0
  // write on one branch counts for the other, and a DS instruction reached
  // only through a jump back before the write is not seen.
  std::optional<uint32_t> dsBeforeM0;
  bool usesLds = false;  // any DS instruction
};

struct CodeTools {
  // The code as assembly text, for listings.
  std::string (*print)(std::span<const uint8_t> code, const DisassemblyOptions& options,
                       std::string& error);
  // What the code uses, for the counts a kernel's header stores.
  CodeUse (*use)(std::span<const uint8_t> code);
};

}  // namespace gpuasm::gcn::binary
