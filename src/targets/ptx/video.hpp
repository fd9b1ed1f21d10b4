// The video instructions (PTX ISA 9.7.18): the scalar vadd vsub vabsdiff vmin
// vmax vshl vshr vmad vset, and the SIMD vadd2/4 vsub2/4 vavrg2/4 vabsdiff2/4
// vmin2/4 vmax2/4 vset2/4. Their opcodes put the types first and the
// modifiers in any order after or between them (ptxas 13 takes
// `vadd.sat.u32.u32.u32` as `vadd.u32.u32.u32.sat`), and their operands carry
// selectors (`%r2.b1`, `%r3.h10`, `%r1.b3210`): the reader keeps a form here,
// which the simulator (machine/video.cpp) packs into a VideoControl.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "targets/ptx/isa.hpp"

namespace gpuasm::ptx {

enum class VideoOperation : uint8_t { Add, Sub, Absdiff, Min, Max, Shl, Shr, Mad, Set, Avrg };
enum class VideoSecondary : uint8_t { None, Add, Min, Max };

// Whether `base` (an opcode's first word, "vadd4") is a video instruction.
bool isVideoOpcode(std::string_view base);

struct VideoForm {
  VideoOperation operation = VideoOperation::Add;
  uint8_t lanes = 1;  // 1: scalar; 2: two halves (vadd2); 4: four bytes (vadd4)
  bool dSigned = false, aSigned = false, bSigned = false;
  bool saturate = false;
  VideoSecondary secondary = VideoSecondary::None;
  bool clamp = false;  // vshl/vshr: .clamp (else .wrap)
  Compare compare = Compare::Eq;
  bool plusOne = false;  // vmad .po
  uint8_t shift = 0;     // vmad .shr7, .shr15: 7 or 15
};

// The form of a video opcode as written ("vshl.u32.u32.u32.clamp.add"), or
// why ptxas 13 refuses it ("'vshl' needs .clamp or .wrap").
std::string readVideoForm(std::string_view opcode, VideoForm& form);

// An operand's selector (`.b1`, `.h10`, `.b3210`) as the reader keeps it in
// a Register operand's `value`: kVideoSelector set, `.h` or `.b`, how many
// digits and the digits (the first written in bits 0-2), and vmad's `-`.
namespace video_operand {
inline constexpr uint64_t kSelector = uint64_t{1} << 16;
inline constexpr uint64_t kHalves = uint64_t{1} << 15;   // .hN..., else .bN...
inline constexpr uint32_t kCountShift = 12;              // 3 bits: 1 to 4 digits
inline constexpr uint64_t kNegated = uint64_t{1} << 17;  // vmad's `-a`
inline uint32_t digitCount(uint64_t value) {
  return static_cast<uint32_t>(value >> kCountShift) & 7;
}
// Digit `i` in written order.
inline uint32_t digit(uint64_t value, uint32_t i) {
  return static_cast<uint32_t>(value >> (3 * i)) & 7;
}
}  // namespace video_operand

// The selector after a register's name ("b3210", without the dot), or none.
std::optional<uint64_t> videoSelectorNamed(std::string_view text);

}  // namespace gpuasm::ptx
