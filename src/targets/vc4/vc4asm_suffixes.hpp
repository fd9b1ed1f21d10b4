// vc4asm's spellings of conditions, flags, pack and unpack modes
// (doc/extensions.html), for the vc4asm dialect's parser and for the names the
// disassembler prints (names that mean the same to vc4asm and to us).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace gpuasm::vc4 {

// An opcode's condition suffix: `ifz`/`ifzs`, `ifnz`/`ifzc`, `ifn`/`ifns`,
// `ifnn`/`ifnc`, `ifc`/`ifcs`, `ifcc`, `never`; and ours, `always`.
std::optional<uint8_t> conditionBySuffix(std::string_view suffix);
// A destination's condition suffix (`r0.z`, `r0.nc`): the names without `if`
// (`z`, `zs`, `nz`, `zc`, `n`, `ns`, `nn`, `nc`, `c`, `cs`, `cc`) and the
// opcode's spellings.
std::optional<uint8_t> destinationConditionBySuffix(std::string_view suffix);
// `setf` or vc4asm's `sf`.
bool isSetFlagsSuffix(std::string_view suffix);

// A pack mode: the regfile-A pack (pm = 0) or the mul unit's colour pack
// (pm = 1, codes 3..7).
struct PackMode {
  uint8_t code = 0;
  bool colour = false;
};
// vc4asm's pack names (`16a`, `16ai`, `16af`, `8888`, `8abcdi`, `8as`,
// `8asf`, `32`, `32s`, ...) and ours (`8abcdc`, `8ac` .. `8dc`).
std::optional<PackMode> packBySuffix(std::string_view suffix);
// vc4asm's unpack names (`16a`, `16ai`, `16af`, `8dr`, `8a`, `8ai`, `8af`,
// `32`, ...) and ours (`8ddup`): the unpack code 0..7.
std::optional<uint8_t> unpackBySuffix(std::string_view suffix);

// The names the disassembler prints, each of which vc4asm reads the same way.
std::string_view packPrintName(PackMode mode);
std::string_view unpackPrintName(uint8_t code);

}  // namespace gpuasm::vc4
