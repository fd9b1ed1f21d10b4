#include "targets/demolicious/disassembler.hpp"

#include <fmt/format.h>

#include "targets/demolicious/isa.hpp"

namespace gpuasm::demolicious {

std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error) {
  std::string out;
  const size_t words = bytes.size() / 4;
  for (size_t i = 0; i < words; ++i) {
    uint32_t word = uint32_t{bytes[4 * i]} | uint32_t{bytes[4 * i + 1]} << 8 |
                    uint32_t{bytes[4 * i + 2]} << 16 | uint32_t{bytes[4 * i + 3]} << 24;
    const size_t lineStart = out.size();
    out += formatInstruction(decode(word));
    if (options.addresses || options.rawWords) {
      // A trailing comment, as the gcn listing has them, so that the text
      // still reassembles: `ldc $data, 0            ; 0001: 08050000`.
      constexpr size_t kColumn = 24;
      const size_t width = out.size() - lineStart;
      out.append(width < kColumn ? kColumn - width : 2, ' ');
      out += ';';
      if (options.addresses) out += fmt::format(" {:04x}:", i);
      if (options.rawWords) out += fmt::format(" {:08x}", word);
    }
    out += '\n';
  }
  if (bytes.size() % 4) {
    error =
        fmt::format("input ends with {} byte{} that do not make a whole 32-bit word (offset {})",
                    bytes.size() % 4, bytes.size() % 4 == 1 ? "" : "s", words * 4);
  }
  return out;
}

}  // namespace gpuasm::demolicious
