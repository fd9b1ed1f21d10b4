// What the binary-format layer needs of the instruction set. The layer reads,
// writes and patches AMD OpenCL binaries and leaves instructions to these two
// functions, which the target hands it (target.cpp, code_use.hpp), so that it
// and the disassembler never call each other (CLRX's split of binary formats
// from the assembler).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

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

// What a relocatable object's listing names in its code: the labels before
// the instruction at a byte offset, and in place of the value of a literal
// dword that a relocation fills, by the dword's byte offset, its text
// (`gv@rel32@lo+4`), which the assembler takes back as that relocation.
struct CodeNames {
  std::map<size_t, std::vector<std::string>> labels;
  std::map<size_t, std::string> literals;
};

struct CodeTools {
  // The code as assembly text, for listings.
  std::string (*print)(std::span<const uint8_t> code, const DisassemblyOptions& options,
                       std::string& error);
  // The same with the names of a relocatable object's code.
  std::string (*printNamed)(std::span<const uint8_t> code, const DisassemblyOptions& options,
                            const CodeNames& names, std::string& error);
  // What the code uses, for the counts a kernel's header stores.
  CodeUse (*use)(std::span<const uint8_t> code);
};

}  // namespace gpuasm::gcn::binary
