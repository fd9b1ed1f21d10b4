// The warp-level matrix instructions: `wmma.load`, `wmma.store`, `wmma.mma` (PTX ISA
// 9.7.14.4), `mma.sync` (9.7.14.5), `ldmatrix` and `stmatrix` (9.7.14.5.15-16). Their
// modifiers and types are read in any order after the opcode, as ptxas 13 reads them (nvcc
// writes `wmma.mma...f64.f64.f64.f64.rn`), and their fragments checked against the fragment
// tables (how many registers of what width each thread holds of a, b, c and d for each shape
// and type). One row an operation (isa.cpp); the simulator has no tensor cores and refuses
// them by name (Semantics::NotSimulated).
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "targets/ptx/parser.hpp"
#include "targets/ptx/tensor_elements.hpp"

namespace gpuasm::ptx {
namespace {

using tensor::Element;
using tensor::elementNamed;

struct WmmaForm {
  std::string_view op;  // load, store, mma
  char fragment = 0;    // a b c d (load and store)
  std::string_view shape;
  std::vector<Element> types;  // as written: one (load, store), two or four (mma)
  std::string_view space;      // global, shared, shared::cta or none (generic)
  uint32_t layouts = 0;
  bool rounding = false, satfinite = false, popc = false;
};

// The shapes each multiplicand type takes (PTX ISA 9.7.14.3), and the target
// and PTX ISA version ptxas 13 asks for it.
struct ShapeRule {
  Element multiplicand;
  std::initializer_list<std::string_view> shapes;
  uint32_t sm;
  uint32_t major, minor;
};
const ShapeRule kShapeRules[] = {
    {Element::F16, {"m16n16k16", "m32n8k16", "m8n32k16"}, 70, 6, 0},
    {Element::BF16, {"m16n16k16", "m32n8k16", "m8n32k16"}, 80, 7, 0},
    {Element::U8, {"m16n16k16", "m32n8k16", "m8n32k16"}, 72, 6, 3},
    {Element::S8, {"m16n16k16", "m32n8k16", "m8n32k16"}, 72, 6, 3},
    {Element::TF32, {"m16n16k8"}, 80, 7, 0},
    {Element::F64, {"m8n8k4"}, 80, 7, 0},
    {Element::U4, {"m8n8k32"}, 75, 6, 3},
    {Element::S4, {"m8n8k32"}, 75, 6, 3},
    {Element::B1, {"m8n8k128"}, 75, 6, 3},
};

const ShapeRule* ruleOf(Element multiplicand) {
  for (const ShapeRule& rule : kShapeRules)
    if (rule.multiplicand == multiplicand) return &rule;
  return nullptr;
}

// Reads `opcode`; "" or why it is no form of wmma.
std::string readWmmaForm(std::string_view opcode, WmmaForm& form) {
  std::vector<std::string_view> words;
  for (size_t start = 0;;) {
    const size_t dot = opcode.find('.', start);
    words.push_back(opcode.substr(start, dot - start));
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  if (words.size() < 2 || (words[1] != "load" && words[1] != "store" && words[1] != "mma"))
    return fmt::format("'{}' is invalid: wmma is wmma.load, wmma.store or wmma.mma", opcode);
  form.op = words[1];
  size_t i = 2;
  if (form.op != "mma") {
    const bool fits =
        i < words.size() && words[i].size() == 1 &&
        (form.op == "load" ? std::string_view("abc") : std::string_view("d")).find(words[i][0]) !=
            std::string_view::npos;
    if (!fits)
      return fmt::format("'{}' is invalid: wmma.{} names its fragment next ({})", opcode, form.op,
                         form.op == "load" ? ".a, .b or .c" : ".d");
    form.fragment = words[i++][0];
  } else if (i + 1 < words.size() && words[i] == "xor" && words[i + 1] == "popc") {
    form.popc = true;  // the .b1 product's operation
    i += 2;
  }
  bool sync = false, aligned = false;
  for (; i < words.size(); ++i) {
    const std::string_view word = words[i];
    const Element element = elementNamed(word);
    if (element != Element::None) {
      form.types.push_back(element);
    } else if (word == "sync" && !sync) {
      sync = true;
    } else if (word == "aligned" && !aligned) {
      aligned = true;
    } else if (word == "row" || word == "col") {
      ++form.layouts;
    } else if (word.size() > 4 && word[0] == 'm' && form.shape.empty() &&
               word.find_first_not_of("mnk0123456789") == std::string_view::npos) {
      form.shape = word;
    } else if ((word == "global" || word == "shared" || word == "shared::cta") &&
               form.space.empty() && form.op != "mma") {
      form.space = word;
    } else if ((word == "rn" || word == "rz" || word == "rm" || word == "rp") && !form.rounding &&
               form.op == "mma") {
      form.rounding = true;
    } else if (word == "satfinite" && !form.satfinite && form.op == "mma") {
      form.satfinite = true;
    } else {
      return fmt::format("'{}' is invalid: modifier '.{}' is no modifier of wmma.{}", opcode, word,
                         form.op);
    }
  }
  if (!sync || !aligned)
    return fmt::format("'{}' is invalid: wmma needs .sync and .aligned", opcode);
  if (form.shape.empty())
    return fmt::format("'{}' is invalid: it needs a shape (.m16n16k16)", opcode);
  const uint32_t layouts = form.op == "mma" ? 2 : 1;
  if (form.layouts != layouts)
    return fmt::format("'{}' is invalid: wmma.{} takes {} (.row or .col)", opcode, form.op,
                       layouts == 1 ? "one layout" : "two layouts, a's and b's");
  const size_t types = form.types.size();
  if (form.op != "mma" && types != 1)
    return fmt::format("'{}' is invalid: wmma.{} takes one type", opcode, form.op);
  if (form.op == "mma" && types != 2 && types != 4)
    return fmt::format(
        "'{}' is invalid: wmma.mma takes d's and c's types (.f16, .f32), or "
        "d's, a's, b's and c's",
        opcode);
  return "";
}

// The accumulator type (c and d) of products of `multiplicand`.
Element accumulatorOf(Element multiplicand) {
  switch (multiplicand) {
    case Element::BF16:
    case Element::TF32:
      return Element::F32;
    case Element::F64:
      return Element::F64;
    default:
      return Element::S32;
  }
}

bool isAccumulator(Element element) {
  return element == Element::F16 || element == Element::F32 || element == Element::S32 ||
         element == Element::F64;
}

// Why the types of a read form do not go together (ptxas 13: "Unexpected
// instruction types specified for 'wmma.mma'", "Illegal type for
// wmma.load.a"), or "".
std::string typeProblem(std::string_view opcode, const WmmaForm& form) {
  const std::vector<Element>& t = form.types;
  if ((form.fragment == 'c' || form.fragment == 'd') && !isAccumulator(t[0]))
    return fmt::format("'{}' is invalid: fragments c and d are .f16, .f32, .s32 or .f64", opcode);
  if ((form.fragment == 'a' || form.fragment == 'b') && isAccumulator(t[0]) &&
      t[0] != Element::F16 && t[0] != Element::F64)
    return fmt::format(
        "'{}' is invalid: fragments a and b are .f16, .bf16, .tf32, .f64, .u8, "
        ".s8, .u4, .s4 or .b1",
        opcode);
  if (form.fragment == 'c' || form.fragment == 'd') {
    // The shapes of each accumulator type (ptxas 13: "Argument vector size mismatch").
    const bool fits = t[0] == Element::F64 ? form.shape == "m8n8k4"
                      : t[0] == Element::S32
                          ? form.shape != "m8n8k4" && form.shape != "m16n16k8"
                          : form.shape != "m8n8k4" && form.shape != "m8n8k32" &&
                                form.shape != "m8n8k128" &&
                                (t[0] == Element::F32 || form.shape != "m16n16k8");
    if (!fits)
      return fmt::format("'{}' is invalid: shape .{} has no accumulator vector of that type",
                         opcode, form.shape);
  }
  if (form.op != "mma") return "";
  auto f16Form = [](Element e) { return e == Element::F16 || e == Element::F32; };
  if (t.size() == 2 && (!f16Form(t[0]) || !f16Form(t[1])))
    return fmt::format(
        "'{}' is invalid: with two types (d's and c's) a and b are .f16 and "
        "d and c .f16 or .f32",
        opcode);
  if (t.size() == 4 &&
      (t[1] != t[2] || t[1] == Element::F16 || isAccumulator(t[1]) != (t[1] == Element::F64) ||
       t[0] != t[3] || t[0] != accumulatorOf(t[1])))
    return fmt::format(
        "'{}' is invalid: with four types a and b are one type (not .f16: "
        "d's and c's types alone name that form) and d and c its accumulator "
        "(.f32 for .bf16 and .tf32, .s32 for the integers, .f64 for .f64)",
        opcode);
  return "";
}

// The multiplicand type of a form: what a and b hold.
Element multiplicandOf(const WmmaForm& form) {
  if (form.op == "mma") return form.types.size() == 2 ? Element::F16 : form.types[1];
  if (form.fragment == 'a' || form.fragment == 'b') return form.types[0];
  return Element::None;  // c and d: any shape of their accumulator type
}

// The registers a thread holds of fragment `fragment` (a b c d) and their
// type, by multiplicand (for a and b) or accumulator type (c and d), and shape.
std::pair<size_t, Type> fragmentOf(char fragment, Element element, std::string_view shape) {
  const bool a = fragment == 'a';
  if (fragment == 'c' || fragment == 'd') {
    switch (element) {
      case Element::F16:
        return {4, Type::F16x2};
      case Element::F32:
        return {8, Type::F32};
      case Element::F64:
        return {2, Type::F64};
      default:  // s32: 8 of the m16 shapes, 2 of the sub-byte ones
        return {shape.starts_with("m8n8") ? 2 : 8, Type::S32};
    }
  }
  switch (element) {
    case Element::F16:
      return {8, Type::F16x2};
    case Element::BF16:
      return {shape == "m16n16k16" ? 4 : (shape == "m32n8k16") == a ? 8 : 2, Type::B32};
    case Element::U8:
    case Element::S8:
      return {shape == "m16n16k16" ? 2 : (shape == "m32n8k16") == a ? 4 : 1, Type::B32};
    case Element::TF32:
      return {4, Type::B32};
    case Element::F64:
      return {1, Type::F64};
    default:  // u4 s4 b1
      return {1, Type::B32};
  }
}

// mma.sync (9.7.14.5): each multiplicand type's shapes and the target ptxas 13 asks for.
struct MmaShape {
  std::initializer_list<Element> multiplicands;
  std::string_view shape;
  uint32_t sm;
};
const MmaShape kMmaShapes[] = {
    {{Element::F16}, "m8n8k4", 70},
    {{Element::F16}, "m16n8k8", 75},
    {{Element::F16}, "m16n8k16", 80},
    {{Element::BF16}, "m16n8k8", 80},
    {{Element::BF16}, "m16n8k16", 80},
    {{Element::TF32}, "m16n8k4", 80},
    {{Element::TF32}, "m16n8k8", 80},
    {{Element::F64}, "m8n8k4", 80},
    {{Element::F64}, "m16n8k4", 90},
    {{Element::F64}, "m16n8k8", 90},
    {{Element::F64}, "m16n8k16", 90},
    {{Element::U8, Element::S8}, "m8n8k16", 75},
    {{Element::U8, Element::S8}, "m16n8k16", 80},
    {{Element::U8, Element::S8}, "m16n8k32", 80},
    {{Element::U4, Element::S4}, "m8n8k32", 75},
    {{Element::U4, Element::S4}, "m16n8k32", 80},
    {{Element::U4, Element::S4}, "m16n8k64", 80},
    {{Element::B1}, "m8n8k128", 75},
    {{Element::B1}, "m16n8k128", 80},
    {{Element::B1}, "m16n8k256", 80},
    {{Element::E4M3, Element::E5M2}, "m16n8k32", 89},
};

const MmaShape* mmaShapeOf(Element a, Element b, std::string_view shape) {
  for (const MmaShape& rule : kMmaShapes) {
    const auto& m = rule.multiplicands;
    if (rule.shape == shape && std::find(m.begin(), m.end(), a) != m.end() &&
        std::find(m.begin(), m.end(), b) != m.end())
      return &rule;
  }
  return nullptr;
}

uint32_t elementBits(Element element) {
  switch (element) {
    case Element::F16:
    case Element::BF16:
      return 16;
    case Element::U8:
    case Element::S8:
    case Element::E4M3:
    case Element::E5M2:
      return 8;
    case Element::U4:
    case Element::S4:
      return 4;
    case Element::B1:
      return 1;
    case Element::F64:
      return 64;
    default:
      return 32;
  }
}

// A matrix fragment of mma.sync: a thread's share of rows x cols elements of `element`, in
// 32-bit registers (64-bit for .f64); f16 accumulators in pairs (.f16x2).
std::pair<size_t, Type> mmaFragment(size_t rows, size_t cols, Element element, bool accumulator) {
  const Type type = element == Element::F64   ? Type::F64
                    : element == Element::F16 ? Type::F16x2
                    : !accumulator            ? Type::B32
                    : element == Element::F32 ? Type::F32
                                              : Type::S32;
  return {rows * cols * elementBits(element) / (32 * typeBits(type)), type};
}

struct MmaForm {
  std::string_view family;  // mma, ldmatrix, stmatrix
  std::string_view shape;
  std::vector<std::string_view> layouts;
  std::vector<Element> types;
  std::string_view count, space;  // ldmatrix and stmatrix: x1 x2 x4, and their space
  bool satfinite = false, rounding = false, trans = false;
  std::string_view popc;  // mma's .b1 operation: xor or and
  size_t m = 0, n = 0, k = 0;
};

// Reads an mma.sync, ldmatrix or stmatrix opcode; "" or why it is no form of its family.
std::string readMmaForm(std::string_view opcode, MmaForm& form) {
  std::vector<std::string_view> words;
  for (size_t start = 0;;) {
    const size_t dot = opcode.find('.', start);
    words.push_back(opcode.substr(start, dot - start));
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  form.family = words[0];
  const bool mma = form.family == "mma";
  bool sync = false, aligned = false;
  std::vector<std::string_view> types;
  for (size_t i = 1; i < words.size(); ++i) {
    const std::string_view word = words[i];
    const Element element = elementNamed(word);
    if (mma && element != Element::None) {
      form.types.push_back(element);
    } else if (!mma && word == "b16") {
      types.push_back(word);
    } else if (word == "sync" && !sync) {
      sync = true;
    } else if (word == "aligned" && !aligned) {
      aligned = true;
    } else if (mma && (word == "row" || word == "col")) {
      form.layouts.push_back(word);
    } else if (word.size() > 3 && word[0] == 'm' && form.shape.empty() &&
               word.find_first_not_of("mnk0123456789") == std::string_view::npos) {
      form.shape = word;
    } else if (mma && word == "satfinite" && !form.satfinite) {
      form.satfinite = true;
    } else if (mma && word == "rn" && !form.rounding) {
      form.rounding = true;
    } else if (mma && (word == "xor" || word == "and") && form.popc.empty() &&
               i + 1 < words.size() && words[i + 1] == "popc") {
      form.popc = word;
      ++i;
    } else if (!mma && (word == "x1" || word == "x2" || word == "x4") && form.count.empty()) {
      form.count = word;
    } else if (!mma && word == "trans" && !form.trans) {
      form.trans = true;
    } else if (!mma && (word == "shared" || word == "shared::cta") && form.space.empty()) {
      form.space = word;
    } else {
      return fmt::format("'{}' is invalid: modifier '.{}' is no modifier of {}", opcode, word,
                         form.family);
    }
  }
  if (!sync || !aligned)
    return fmt::format("'{}' is invalid: {} needs .sync and .aligned", opcode, form.family);
  if (!mma) {
    if (form.shape != "m8n8")
      return fmt::format(
          "'{}' is invalid: {} takes shape .m8n8 (its sm_100 shapes are not read "
          "yet)",
          opcode, form.family);
    if (form.count.empty() || types.size() != 1)
      return fmt::format("'{}' is invalid: {} needs a count (.x1, .x2, .x4) and its type .b16",
                         opcode, form.family);
    return "";
  }
  size_t* dims[] = {&form.m, &form.n, &form.k};
  size_t d = 0;
  for (char c : form.shape) {
    if (c == 'm' || c == 'n' || c == 'k') {
      if (c != "mnk"[d]) d = 3;
      if (d < 3) ++d;
      continue;
    }
    if (d == 0 || d > 3) break;
    *dims[d - 1] = *dims[d - 1] * 10 + static_cast<size_t>(c - '0');
  }
  if (form.m == 0 || form.n == 0 || form.k == 0)
    return fmt::format("'{}' is invalid: it needs a shape (.m16n8k16)", opcode);
  if (form.layouts.size() != 2 || form.types.size() != 4)
    return fmt::format(
        "'{}' is invalid: mma.sync takes two layouts (a's and b's) and four types "
        "(d's, a's, b's and c's)",
        opcode);
  const Element dType = form.types[0], a = form.types[1], b = form.types[2], c = form.types[3];
  const MmaShape* rule = mmaShapeOf(a, b, form.shape);
  if (!rule)
    return fmt::format(
        "'{}' is invalid: shape .{} does not go with .{} and .{} (ptxas: "
        "\"Unexpected instruction types\")",
        opcode, form.shape, words[words.size() - 3], words[words.size() - 2]);
  if ((a == Element::F16) != (b == Element::F16) || (a == Element::BF16) != (b == Element::BF16) ||
      (a == Element::TF32) != (b == Element::TF32))
    return fmt::format("'{}' is invalid: a and b are of one type", opcode);
  const bool halves = a == Element::F16 || a == Element::E4M3 || a == Element::E5M2;
  const Element accumulator = a == Element::F64                          ? Element::F64
                              : a == Element::BF16 || a == Element::TF32 ? Element::F32
                              : halves                                   ? Element::None
                                                                         : Element::S32;
  const bool fits = accumulator == Element::None
                        ? (dType == Element::F16 || dType == Element::F32) &&
                              (c == Element::F16 || c == Element::F32) &&
                              (dType == c || form.shape == "m8n8k4")
                        : dType == accumulator && c == accumulator;
  if (!fits)
    return fmt::format("'{}' is invalid: d and c are {} for these multiplicands", opcode,
                       accumulator == Element::None  ? ".f16 or .f32 (one type but at m8n8k4)"
                       : accumulator == Element::F64 ? ".f64"
                       : accumulator == Element::F32 ? ".f32"
                                                     : ".s32");
  if (!(a == Element::F16 && form.shape == "m8n8k4") &&
      (form.layouts[0] != "row" || form.layouts[1] != "col"))
    return fmt::format("'{}' is invalid: mma.sync at .{} takes .row.col", opcode, form.shape);
  if ((a == Element::B1) != !form.popc.empty())
    return fmt::format(
        "'{}' is invalid: a .b1 product, and it alone, names its operation "
        "(.xor.popc or .and.popc)",
        opcode);
  if (form.satfinite && accumulator != Element::S32)
    return fmt::format("'{}' is invalid: .satfinite is for integer products", opcode);
  if (form.rounding && a != Element::F64)
    return fmt::format("'{}' is invalid: .rn is for .f64 products", opcode);
  return "";
}

}  // namespace

// Takes the row of operation `spelling` and the state space its form names.
bool Parser::takeRow(std::string_view spelling, std::string_view space, const PtxToken& at,
                     Instruction& instruction) {
  for (const InstructionRow& row : instructionTable()) {
    if (row.spelling != spelling) continue;
    instruction.row = &row;
    if (!space.empty()) instruction.space = *stateSpaceNamed(space);
    return true;
  }
  error(at, "unsupported-instruction", fmt::format("'{}' is not supported yet", spelling));
  return false;
}

bool Parser::matchMatrixOpcode(std::string_view opcode, const PtxToken& at,
                               Instruction& instruction) {
  if (opcode.starts_with("wmma.")) return matchWmmaOpcode(opcode, at, instruction);
  if (isAsyncTensorOpcode(opcode)) return matchAsyncOpcode(opcode, at, instruction);
  MmaForm form;
  if (std::string problem = readMmaForm(opcode, form); !problem.empty()) {
    error(at, "bad-modifier", problem);
    return false;
  }
  const MmaShape* rule =
      form.family == "mma" ? mmaShapeOf(form.types[1], form.types[2], form.shape) : nullptr;
  const uint32_t needs = rule ? rule->sm : form.family == "ldmatrix" ? 75 : 90;
  const uint32_t sm = targetSm(module_.target);
  if (sm != 0 && sm < needs) {
    error(at, "bad-target", fmt::format("'{}' requires .target sm_{} or higher", opcode, needs));
    return false;
  }
  // ptxas 13: "Feature 'mma with FP8 floating point type' requires PTX ISA .version 8.4".
  if (rule && rule->sm == 89 && versionBefore(module_, 8, 4)) {
    error(
        at, "bad-version",
        fmt::format("'{}' (8-bit float multiplicands) needs PTX ISA version 8.4 or later", opcode));
    return false;
  }
  return takeRow(form.family, form.space, at, instruction);
}

bool Parser::checkMatrixOperands(const Instruction& instruction) {
  const std::string_view opcode = instruction.opcode();
  if (opcode.starts_with("wmma.")) return checkWmmaOperands(instruction);
  MmaForm form;
  readMmaForm(opcode, form);  // matched: it reads
  const std::span<Operand> operands = instruction.operands();
  auto checkVector = [&](const Operand& operand, size_t index, std::string_view what, size_t count,
                         Type type) {
    if (operand.kind != Operand::Kind::Vector || operand.elements().size() != count) {
      diagnostics_.error(
          locationOf(operand), "operand-kind",
          fmt::format("operand {} of '{}' is {}: a vector of {} .{} register{}", index + 1, opcode,
                      what, count, typeName(type), count == 1 ? "" : "s"));
      return false;
    }
    for (const Operand& element : operand.elements()) {
      if (element.kind != Operand::Kind::Register) {
        diagnostics_.error(locationOf(element), "operand-kind",
                           fmt::format("{} of '{}' holds registers", what, opcode));
        return false;
      }
      if (!checkRegister(instruction, element, type, false, index)) return false;
    }
    return true;
  };
  if (form.family == "ldmatrix" || form.family == "stmatrix") {
    const size_t count = static_cast<size_t>(form.count[1] - '0');
    const bool load = form.family == "ldmatrix";
    return checkVector(operands[load ? 0 : 1], load ? 0 : 1, "the matrices' registers", count,
                       Type::B32) &&
           checkAddress(instruction, operands[load ? 1 : 0]);
  }
  const Element dType = form.types[0], a = form.types[1], b = form.types[2], c = form.types[3];
  // mma.m8n8k4 on .f16 works on quad-pairs: a and b 2 registers, c and d 8 (f32) or 4.
  const bool quadPair = a == Element::F16 && form.shape == "m8n8k4";
  auto fragment = [&](size_t rows, size_t cols, Element element, bool accumulator) {
    if (!quadPair) return mmaFragment(rows, cols, element, accumulator);
    if (!accumulator) return std::pair<size_t, Type>{2, Type::F16x2};
    return element == Element::F32 ? std::pair<size_t, Type>{8, Type::F32}
                                   : std::pair<size_t, Type>{4, Type::F16x2};
  };
  const auto [dCount, dRegister] = fragment(form.m, form.n, dType, true);
  const auto [aCount, aRegister] = fragment(form.m, form.k, a, false);
  const auto [bCount, bRegister] = fragment(form.k, form.n, b, false);
  const auto [cCount, cRegister] = fragment(form.m, form.n, c, true);
  return checkVector(operands[0], 0, "fragment d", dCount, dRegister) &&
         checkVector(operands[1], 1, "fragment a", aCount, aRegister) &&
         checkVector(operands[2], 2, "fragment b", bCount, bRegister) &&
         checkVector(operands[3], 3, "fragment c", cCount, cRegister);
}

bool Parser::matchWmmaOpcode(std::string_view opcode, const PtxToken& at,
                             Instruction& instruction) {
  WmmaForm form;
  std::string problem = readWmmaForm(opcode, form);
  if (problem.empty()) problem = typeProblem(opcode, form);
  const Element multiplicand = problem.empty() ? multiplicandOf(form) : Element::None;
  const ShapeRule* rule = ruleOf(multiplicand);
  if (problem.empty() && multiplicand != Element::None && !rule)
    problem = fmt::format(
        "'{}' is invalid: a and b are .f16, .bf16, .tf32, .f64, .u8, .s8, .u4, "
        ".s4 or .b1",
        opcode);
  if (problem.empty() && rule &&
      std::find(rule->shapes.begin(), rule->shapes.end(), form.shape) == rule->shapes.end())
    problem =
        fmt::format("'{}' is invalid: shape .{} does not go with these types", opcode, form.shape);
  if (!problem.empty()) {
    error(at, "bad-modifier", problem);
    return false;
  }
  if (rule) {
    const uint32_t sm = targetSm(module_.target);
    if (sm != 0 && sm < rule->sm) {
      error(at, "bad-target",
            fmt::format("'{}' requires .target sm_{} or higher", opcode, rule->sm));
      return false;
    }
    if (versionBefore(module_, rule->major, rule->minor)) {
      error(at, "bad-version",
            fmt::format("'{}' needs PTX ISA version {}.{} or later", opcode, rule->major,
                        rule->minor));
      return false;
    }
  }
  return takeRow(fmt::format("wmma.{}", form.op), form.space, at, instruction);
}

bool Parser::checkWmmaOperands(const Instruction& instruction) {
  const std::string_view opcode = instruction.opcode();
  WmmaForm form;
  readWmmaForm(opcode, form);  // matched: it reads
  const std::span<Operand> operands = instruction.operands();
  // One fragment: a vector of `count` registers of `type`'s width.
  auto ordinal = [](size_t index) {
    constexpr std::string_view kNames[] = {"first", "second", "third", "fourth"};
    return kNames[std::min<size_t>(index, 3)];
  };
  auto checkFragment = [&](const Operand& operand, size_t index, char fragment, Element element) {
    const auto [count, type] = fragmentOf(fragment, element, form.shape);
    if (operand.kind != Operand::Kind::Vector || operand.elements().size() != count) {
      diagnostics_.error(locationOf(operand), "operand-kind",
                         fmt::format("the {} operand of '{}' is fragment {}: a vector of {} "
                                     ".{} register{}",
                                     ordinal(index), opcode, fragment, count, typeName(type),
                                     count == 1 ? "" : "s"));
      return false;
    }
    for (const Operand& element : operand.elements())
      if (element.kind != Operand::Kind::Register ||
          !checkRegister(instruction, element, type, false, index)) {
        if (element.kind != Operand::Kind::Register)
          diagnostics_.error(locationOf(element), "operand-kind",
                             fmt::format("fragment {} of '{}' holds registers", fragment, opcode));
        return false;
      }
    return true;
  };
  auto checkStride = [&](size_t index) {
    return operands.size() <= index || checkValue(instruction, operands[index], Type::U32, index);
  };
  if (form.op == "load")
    return checkFragment(operands[0], 0, form.fragment, form.types[0]) &&
           checkAddress(instruction, operands[1]) && checkStride(2);
  if (form.op == "store")
    return checkAddress(instruction, operands[0]) &&
           checkFragment(operands[1], 1, 'd', form.types[0]) && checkStride(2);
  const Element d = form.types[0];
  const Element c = form.types.back();
  const Element multiplicand = multiplicandOf(form);
  return checkFragment(operands[0], 0, 'd', d) &&
         checkFragment(operands[1], 1, 'a', multiplicand) &&
         checkFragment(operands[2], 2, 'b', multiplicand) && checkFragment(operands[3], 3, 'c', c);
}

}  // namespace gpuasm::ptx
