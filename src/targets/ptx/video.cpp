#include "targets/ptx/video.hpp"

#include <fmt/format.h>

#include <array>

namespace gpuasm::ptx {
namespace {

struct VideoOpcode {
  std::string_view name;
  VideoOperation operation;
  uint8_t lanes;
};
constexpr VideoOpcode kVideoOpcodes[] = {
    {"vadd", VideoOperation::Add, 1},          {"vsub", VideoOperation::Sub, 1},
    {"vabsdiff", VideoOperation::Absdiff, 1},  {"vmin", VideoOperation::Min, 1},
    {"vmax", VideoOperation::Max, 1},          {"vshl", VideoOperation::Shl, 1},
    {"vshr", VideoOperation::Shr, 1},          {"vmad", VideoOperation::Mad, 1},
    {"vset", VideoOperation::Set, 1},          {"vadd2", VideoOperation::Add, 2},
    {"vsub2", VideoOperation::Sub, 2},         {"vavrg2", VideoOperation::Avrg, 2},
    {"vabsdiff2", VideoOperation::Absdiff, 2}, {"vmin2", VideoOperation::Min, 2},
    {"vmax2", VideoOperation::Max, 2},         {"vset2", VideoOperation::Set, 2},
    {"vadd4", VideoOperation::Add, 4},         {"vsub4", VideoOperation::Sub, 4},
    {"vavrg4", VideoOperation::Avrg, 4},       {"vabsdiff4", VideoOperation::Absdiff, 4},
    {"vmin4", VideoOperation::Min, 4},         {"vmax4", VideoOperation::Max, 4},
    {"vset4", VideoOperation::Set, 4},
};

const VideoOpcode* videoOpcode(std::string_view base) {
  for (const VideoOpcode& entry : kVideoOpcodes)
    if (entry.name == base) return &entry;
  return nullptr;
}

}  // namespace

bool isVideoOpcode(std::string_view base) {
  return videoOpcode(base) != nullptr;
}

std::string readVideoForm(std::string_view opcode, VideoForm& form) {
  form = {};
  const size_t firstDot = opcode.find('.');
  const std::string_view base = opcode.substr(0, firstDot);
  const VideoOpcode* entry = videoOpcode(base);
  if (!entry) return fmt::format("'{}' is not a video instruction", base);
  form.operation = entry->operation;
  form.lanes = entry->lanes;
  const bool set = entry->operation == VideoOperation::Set;
  const bool shift =
      entry->operation == VideoOperation::Shl || entry->operation == VideoOperation::Shr;
  const bool mad = entry->operation == VideoOperation::Mad;
  std::array<bool, 3> signs{};
  size_t types = 0;
  bool compared = false, moded = false;
  std::string_view rest = firstDot == std::string_view::npos ? "" : opcode.substr(firstDot + 1);
  while (!rest.empty()) {
    const size_t dot = rest.find('.');
    const std::string_view word = rest.substr(0, dot);
    rest = dot == std::string_view::npos ? "" : rest.substr(dot + 1);
    if (word == "u32" || word == "s32") {
      if (types < signs.size()) signs[types] = word == "s32";
      ++types;
      continue;
    }
    if (typeNamed(word)) return fmt::format("'{}' takes .u32 or .s32 types, not .{}", opcode, word);
    VideoSecondary secondary = VideoSecondary::None;
    if (word == "add") secondary = VideoSecondary::Add;
    if (word == "min") secondary = VideoSecondary::Min;
    if (word == "max") secondary = VideoSecondary::Max;
    const std::optional<Compare> compare = compareNamed(word);
    if (word == "sat" && !set) {
      form.saturate = true;
    } else if (secondary != VideoSecondary::None && !mad &&
               (entry->lanes == 1 || secondary == VideoSecondary::Add)) {
      // ptxas 13: "Multiple instruction post-operation flags set".
      if (form.secondary != VideoSecondary::None && form.secondary != secondary)
        return fmt::format(
            "'{}' is invalid: it has two secondary operations (one of .add, .min "
            "or .max)",
            opcode);
      form.secondary = secondary;
    } else if ((word == "clamp" || word == "wrap") && shift) {
      if (moded && form.clamp != (word == "clamp"))
        return fmt::format("'{}' has both .clamp and .wrap", opcode);
      moded = true;
      form.clamp = word == "clamp";
    } else if (set && compare &&
               (word == "eq" || word == "ne" || word == "lt" || word == "le" || word == "gt" ||
                word == "ge")) {
      if (compared && form.compare != *compare)
        return fmt::format("'{}' has two comparisons", opcode);
      compared = true;
      form.compare = *compare;
    } else if (set && compare) {
      // ptxas 13: "Mismatch between instruction type and comparison qualifier".
      return fmt::format(
          "'{}' is invalid: vset compares with .eq, .ne, .lt, .le, .gt or .ge, "
          "not .{}",
          opcode, word);
    } else if (mad && word == "po") {
      form.plusOne = true;
    } else if (mad && (word == "shr7" || word == "shr15")) {
      const uint8_t amount = word == "shr7" ? 7 : 15;
      if (form.shift != 0 && form.shift != amount)
        return fmt::format("'{}' has both .shr7 and .shr15", opcode);
      form.shift = amount;
    } else {
      return fmt::format("invalid modifier '.{}' for '{}'", word, base);
    }
  }
  const size_t wanted = set ? 2 : 3;
  if (types != wanted)
    return fmt::format("'{}' needs {} types ({}), each .u32 or .s32", opcode, set ? "two" : "three",
                       set ? ".atype.btype" : ".dtype.atype.btype");
  if (set) {
    form.aSigned = signs[0];
    form.bSigned = signs[1];
  } else {
    form.dSigned = signs[0];
    form.aSigned = signs[1];
    form.bSigned = signs[2];
  }
  // ptxas 13: "Operation requires .u32 type" (the shift amount is unsigned).
  if (shift && form.bSigned)
    return fmt::format("'{}' is invalid: the shift amount's type (the third) is .u32", opcode);
  // ptxas 13: "Clamp modifier required for instruction 'vshl'".
  if (shift && !moded) return fmt::format("'{}' needs .clamp or .wrap", opcode);
  if (set && !compared)
    return fmt::format("'{}' needs a comparison: .eq, .ne, .lt, .le, .gt or .ge", opcode);
  // ptxas 13: "Illegal combination of .sat and .add modifiers".
  if (entry->lanes > 1 && form.saturate && form.secondary == VideoSecondary::Add)
    return fmt::format("'{}' is invalid: .sat cannot go with the accumulating .add", opcode);
  return "";
}

std::optional<uint64_t> videoSelectorNamed(std::string_view text) {
  if (text.size() < 2 || text.size() > 5 || (text[0] != 'b' && text[0] != 'h')) return std::nullopt;
  uint64_t value = video_operand::kSelector;
  if (text[0] == 'h') value |= video_operand::kHalves;
  const std::string_view digits = text.substr(1);
  for (size_t i = 0; i < digits.size(); ++i) {
    if (digits[i] < '0' || digits[i] > '7') return std::nullopt;
    value |= static_cast<uint64_t>(digits[i] - '0') << (3 * i);
  }
  return value | static_cast<uint64_t>(digits.size()) << video_operand::kCountShift;
}

}  // namespace gpuasm::ptx
