// vc4asm's spellings of conditions, flags, pack and unpack modes
// (doc/extensions.html), for the vc4asm dialect's parser and for the names the
// disassembler prints (names that mean the same to vc4asm and to us).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
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
// Ours, for words vc4asm has no name for: `apackN` is regfile-A pack code N
// (pm = 0) and `mpackN` pm = 1 code N, whatever the target.
std::optional<PackMode> rawPackBySuffix(std::string_view suffix);
// vc4asm's unpack names (`16a`, `16ai`, `16af`, `8dr`, `8a`, `8ai`, `8af`,
// `32`, ...) and ours (`8ddup`): the unpack code 0..7.
std::optional<uint8_t> unpackBySuffix(std::string_view suffix);

// What vc4asm makes of a pack name written `B[O][s][i|f]` (doc/extensions.html,
// "Pack/unpack modes"): the regfile-A pack code (pm = 0), the mul unit's pm = 1
// code used when the mul output does not go to regfile A (none for the
// regfile-A-only modes: 16-bit, 32s and the `i` forms), whether only the mul
// unit may use it (`8888sf`, `8asf`..`8dsf`), and the result type a 16-bit
// `i`/`f` form asks of the operation. vc4asm_modes.cpp's resolveVc4asmModes
// applies it once the line's units are known.
enum class ValueType : uint8_t { Any, Integer, Float };
struct Vc4asmPack {
  uint8_t regfileA = 0;
  std::optional<uint8_t> mul;
  bool mulOnly = false;
  ValueType type = ValueType::Any;
};
std::optional<Vc4asmPack> vc4asmPackBySuffix(std::string_view suffix);
// `op.packXX`: the same but for vc4asm 80ab48de's spellings on the opcode
// (`.pack16bs` is 16b's code there, `.pack8af`..`.pack8df` are the mul
// unit's; `.pack32si` is unknown to it, taken as `.pack32s` here).
std::optional<Vc4asmPack> vc4asmOpcodePackBySuffix(std::string_view suffix);
// The type an unpack name's `i` / `f` ending asks of the operation's inputs.
ValueType unpackTypeOfSuffix(std::string_view suffix);

// The names the disassembler prints, each of which vc4asm reads the same way.
// A pack's name for a destination (regfileATarget: ra0..ra31).
std::string packPrintName(PackMode mode, bool regfileATarget);
std::string_view unpackPrintName(uint8_t code);

}  // namespace gpuasm::vc4
