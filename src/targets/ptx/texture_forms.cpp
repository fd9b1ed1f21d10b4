// Texture and surface instructions (PTX ISA 9.7.10, 9.7.11): their operands
// checked by geometry, as ptxas 13 checks them. The table's rows (isa.cpp)
// match the opcodes; the simulator has no texture units and refuses them by
// name (Semantics::NotSimulated). A handle is a texture or surface object in a
// .u64 register, as nvcc writes them since CUDA 12 removed texture references.
#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "targets/ptx/parser.hpp"

namespace gpuasm::ptx {
namespace {

std::vector<std::string_view> opcodeWords(std::string_view opcode) {
  std::vector<std::string_view> words;
  size_t start = 0;
  while (true) {
    const size_t dot = opcode.find('.', start);
    words.push_back(opcode.substr(start, dot - start));
    if (dot == std::string_view::npos) return words;
    start = dot + 1;
  }
}

// The geometry word of an opcode ("2d", "a2d", "cube"), or "".
std::string_view geometryOf(const std::vector<std::string_view>& words) {
  constexpr std::string_view kGeometries[] = {"1d",   "2d",    "3d",   "a1d",  "a2d",
                                              "cube", "acube", "2dms", "a2dms"};
  for (std::string_view word : words)
    if (std::find(std::begin(kGeometries), std::end(kGeometries), word) != std::end(kGeometries))
      return word;
  return "";
}

// The coordinates a geometry takes (ptxas 13: "Operand vector size doesn't
// match geometry"): a 3d, cube or array-of-2d one is a vector of four, its
// last element unused where three would do.
size_t coordinatesOf(std::string_view geometry) {
  if (geometry == "1d") return 1;
  if (geometry == "2d" || geometry == "a1d") return 2;
  return 4;
}

}  // namespace

bool Parser::checkTextureOperands(const Instruction& instruction) {
  const std::string_view opcode = instruction.opcode();
  const std::vector<std::string_view> words = opcodeWords(opcode);
  const std::string_view family = words[0];
  const std::string_view geometry = geometryOf(words);
  const std::span<Operand> operands = instruction.operands();
  auto fail = [&](const Operand& at, std::string message) {
    diagnostics_.error(locationOf(at), "operand-kind", std::move(message));
    return false;
  };
  // A handle: `[%rd]`, a .u64 register holding a texture or surface object, or a reference of
  // the family's kind (a .texref, the sampler's .samplerref, a .surfref) named.
  auto checkHandle = [&](const Operand& handle, size_t index, bool sampler) {
    const bool surface =
        family == "suld" || family == "sust" || family == "sured" || family == "suq";
    const std::string_view kind = sampler ? "samplerref" : surface ? "surfref" : "texref";
    if (handle.kind == Operand::Kind::Address && !handle.baseIsRegister && handle.value == 0 &&
        !handle.name().empty()) {
      const auto reference = opaqueVariables_.find(handle.name());
      if (reference != opaqueVariables_.end() && reference->second == kind) return true;
      return fail(handle, fmt::format("'{}' is no .{} of the module: the handle of '{}' is one, "
                                      "or a .u64 register",
                                      handle.name(), kind, opcode));
    }
    if (handle.kind != Operand::Kind::Address || !handle.baseIsRegister || handle.value != 0)
      return fail(handle, fmt::format("the handle of '{}' is a .u64 register (a texture or "
                                      "surface object), written [%rd] or [%rd, ...] without an "
                                      "offset",
                                      opcode));
    return checkRegister(instruction, handle, Type::B64, false, index);
  };
  // `[handle, {sampler,} {coordinates}]`: the coordinates of `coordinate`'s
  // type, an array's index (its first) a .u32.
  auto checkCoordinates = [&](const Operand& operand, size_t index, Type coordinate) {
    if (operand.kind != Operand::Kind::Vector || !operand.place() || *operand.place() != '[')
      return fail(operand, fmt::format("the {} operand of '{}' is [handle, {{coordinates}}]",
                                       index == 0   ? "first"
                                       : index == 1 ? "second"
                                                    : "third",
                                       opcode));
    const std::span<Operand> elements = operand.elements();
    const size_t handles = static_cast<size_t>(
        std::find_if(elements.begin(), elements.end(),
                     [](const Operand& e) { return e.kind != Operand::Kind::Address; }) -
        elements.begin());
    if (handles > (family == "tex" || family == "tld4" ? 2u : 1u))
      return fail(operand,
                  fmt::format("'{}' takes one handle{} before its coordinates", opcode,
                              family == "tex" || family == "tld4" ? " and a sampler" : ""));
    for (size_t i = 0; i < handles; ++i)
      if (!checkHandle(elements[i], index, i == 1)) return false;
    const size_t count = elements.size() - handles;
    if (count != coordinatesOf(geometry))
      return fail(operand,
                  fmt::format("'{}' takes a vector of {} coordinate{} for its .{} geometry, not {}",
                              opcode, coordinatesOf(geometry),
                              coordinatesOf(geometry) == 1 ? "" : "s", geometry, count));
    for (size_t i = handles; i < elements.size(); ++i) {
      const bool arrayIndex = i == handles && geometry.starts_with('a');
      if (!checkValue(instruction, elements[i], arrayIndex ? Type::U32 : coordinate, index))
        return false;
    }
    return true;
  };
  // A value or a vector of `count` of them, registers at least as wide as
  // `type` where `wider` (a surface's), `_` where `sink` (a destination's).
  auto checkValues = [&](const Operand& operand, size_t index, Type type, size_t count, bool wider,
                         bool sink) {
    const bool vector = operand.kind == Operand::Kind::Vector;
    const std::span<const Operand> elements = vector ? std::span<const Operand>(operand.elements())
                                                     : std::span<const Operand>(&operand, 1);
    if (elements.size() != count || (vector && *operand.place() == '['))
      return fail(operand, fmt::format("the {} operand of '{}' is a vector of {} (ptxas: "
                                       "\"Argument vector size mismatch\")",
                                       index == 0 ? "first" : "second", opcode, count));
    for (const Operand& element : elements) {
      if (element.kind == Operand::Kind::Sink && sink) continue;
      if (element.kind == Operand::Kind::Register) {
        if (!checkRegister(instruction, element, type, wider, index)) return false;
      } else if (sink || !checkValue(instruction, element, type, index)) {
        return sink ? fail(element, fmt::format("the {} operand of '{}' holds registers (or _)",
                                                index == 0 ? "first" : "second", opcode))
                    : false;
      }
    }
    return true;
  };
  if (family == "txq" || family == "suq") {
    if (!checkRegister(instruction, operands[0], Type::B32, false, 0)) return false;
    if (operands[1].kind != Operand::Kind::Address)
      return fail(operands[1], fmt::format("'{}' queries [%rd], a .u64 register's texture or "
                                           "surface object",
                                           opcode));
    if (!checkHandle(operands[1], 1, false)) return false;
    return operands.size() < 3 || checkValue(instruction, operands[2], Type::S32, 2);
  }
  if (family == "suld")
    return checkValues(operands[0], 0, instruction.type, instruction.vectorWidth, true, true) &&
           checkCoordinates(operands[1], 1, Type::S32);
  if (family == "sust" || family == "sured")
    return checkCoordinates(operands[0], 0, Type::S32) &&
           checkValues(operands[1], 1, instruction.type,
                       family == "sured" ? 1 : instruction.vectorWidth, true, false);
  // tex and tld4: d[|p], [a, {b,} c] {, e} {, f}, and tex.level's lod or
  // tex.grad's dPdx and dPdy before e.
  const bool pair = instruction.type == Type::F16x2;
  const size_t width = family == "tld4" ? 4 : instruction.vectorWidth;
  if (pair != (width == 2))
    return fail(operands[0], fmt::format("'{}' is invalid: .v2 goes with .f16x2 and .v4 with "
                                         "the other types",
                                         opcode));
  if (!checkValues(operands[0], 0, instruction.type, width, false, true)) return false;
  if (operands[1].kind != Operand::Kind::Sink &&
      !checkRegister(instruction, operands[1], Type::Pred, false, 1))
    return false;
  if (!checkCoordinates(operands[2], 2, instruction.sourceType)) return false;
  size_t next = 3;
  if (words[1] == "level") {
    if (!checkValue(instruction, operands[next], instruction.sourceType, next)) return false;
    ++next;
  }
  if (words[1] == "grad") {
    for (int i = 0; i < 2; ++i, ++next) {
      if (next >= operands.size()) break;
      const Operand& gradient = operands[next];
      if (gradient.kind != Operand::Kind::Vector) {
        if (!checkValue(instruction, gradient, Type::F32, next)) return false;
        continue;
      }
      for (const Operand& element : gradient.elements())
        if (!checkValue(instruction, element, Type::F32, next)) return false;
    }
  }
  for (; next < operands.size(); ++next) {
    // The offsets, a vector of .s32, then the depth to compare with, an .f32.
    const Operand& extra = operands[next];
    if (extra.kind != Operand::Kind::Vector) {
      if (!checkValue(instruction, extra, Type::F32, next)) return false;
      continue;
    }
    for (const Operand& element : extra.elements())
      if (!checkValue(instruction, element, Type::S32, next)) return false;
  }
  return true;
}

}  // namespace gpuasm::ptx
