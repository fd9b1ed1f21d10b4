// PTX instructions: the opcode matched to its row of the table (isa.hpp), the
// operands read and each checked against the row's operand kinds.
#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "targets/ptx/parser.hpp"

namespace gpuasm::ptx {
namespace {

std::vector<std::string_view> splitDots(std::string_view text) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  while (true) {
    size_t dot = text.find('.', start);
    parts.push_back(text.substr(start, dot - start));
    if (dot == std::string_view::npos) return parts;
    start = dot + 1;
  }
}

bool inModifierClass(std::string_view modifierClass, std::string_view word) {
  auto any = [&](std::initializer_list<std::string_view> names) {
    return std::find(names.begin(), names.end(), word) != names.end();
  };
  if (modifierClass == "cmp") return compareNamed(word).has_value();
  if (modifierClass == "rnd") return any({"rn", "rz", "rm", "rp"});
  if (modifierClass == "ld") return any({"global", "shared", "local", "param", "const"});
  if (modifierClass == "st") return any({"global", "shared", "local", "param"});
  if (modifierClass == "cvta")
    return any({"global", "shared", "shared::cta", "shared::cluster", "local", "const", "param"});
  if (modifierClass == "vec") return any({"v2", "v4"});
  // The warp family's classes (isa.hpp lists them).
  if (modifierClass == "atom")
    return any({"relaxed", "acquire", "release", "acq_rel", "cta", "gpu", "sys", "cluster",
                "global", "shared", "shared::cta", "shared::cluster"});
  if (modifierClass == "scope") return any({"cta", "gpu", "sys", "cluster"});
  if (modifierClass == "ldv") return any({"global", "shared", "shared::cta"});
  if (modifierClass == "ldu") return word == "global";
  if (modifierClass == "fsem") return any({"sc", "acq_rel", "acquire", "release"});
  if (modifierClass == "membar") return any({"cta", "gl", "sys"});
  if (modifierClass == "proxy") return any({"global", "shared::cta", "shared::cluster"});
  if (modifierClass == "isspace")
    return any({"global", "shared", "shared::cta", "shared::cluster", "local", "const", "param"});
  if (modifierClass == "pf") return any({"global", "local"});
  if (modifierClass == "cta" || modifierClass == "aligned") return word == modifierClass;
  return false;
}

std::string_view modifierClassDescription(std::string_view modifierClass) {
  if (modifierClass == "cmp")
    return "a comparison: .eq, .ne, .lt, .le, .gt, .ge, .lo, .ls, .hi or .hs";
  if (modifierClass == "rnd") return "a rounding modifier: .rn, .rz, .rm or .rp";
  if (modifierClass == "cvta") return "a state space: .global, .shared, .local, .const or .param";
  return "a modifier";
}

std::string typeList(TypeSet types) {
  std::vector<std::string> names;
  for (size_t i = 0; i < kTypeCount; ++i)
    if (contains(types, static_cast<Type>(i)))
      names.push_back(fmt::format(".{}", typeName(static_cast<Type>(i))));
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

// The forms of an opcode, for saying which ones there are: "add, add.{rnd}, add.cc".
std::string formsOf(std::string_view base) {
  std::string out;
  for (const InstructionRow& row : instructionTable()) {
    if (splitDots(row.spelling)[0] != base) continue;
    if (!out.empty()) out += ", ";
    out += row.spelling;
  }
  return out;
}

Type widened(Type type) {
  switch (type) {
    case Type::U16:
      return Type::U32;
    case Type::S16:
      return Type::S32;
    case Type::U32:
      return Type::U64;
    case Type::S32:
      return Type::S64;
    default:
      return type;
  }
}

std::string ordinal(size_t index) {
  constexpr std::string_view kNames[] = {"first", "second", "third", "fourth"};
  return std::string(index < std::size(kNames) ? kNames[index] : "last");
}

}  // namespace

std::optional<Type> Parser::registerType(std::string_view name) const {
  for (auto scope = registerScopes_.rbegin(); scope != registerScopes_.rend(); ++scope) {
    if (auto it = scope->find(name); it != scope->end()) return it->second;
  }
  return std::nullopt;
}

const Variable* Parser::findVariable(std::string_view name) const {
  if (function_) {
    for (const auto* list : {&function_->params, &function_->returns, &function_->variables})
      for (const Variable& v : *list)
        if (v.name == name) return &v;
  }
  for (const Variable& v : module_.globals)
    if (v.name == name) return &v;
  return nullptr;
}

// [@[!]PRED] OPCODE [OPERAND[, OPERAND...]] ;
void Parser::parseInstruction(Function& function) {
  const PtxToken& first = peek();
  Instruction instruction;
  instruction.location = first.location;
  instruction.textOffset = first.offset;
  if (accept('@')) {
    instruction.guardNegated = accept('!');
    const PtxToken& guard = next();
    auto type = guard.kind == PtxToken::Kind::Word ? registerType(guard.text) : std::nullopt;
    if (!type || *type != Type::Pred) {
      error(guard, "guard",
            fmt::format("the guard '{}' is not a declared .pred register", guard.text));
      return skipStatement();
    }
    instruction.guard = std::string(guard.text);
  }
  const PtxToken& opcode = next();
  if (opcode.kind != PtxToken::Kind::Word || opcode.text[0] == '.' || opcode.text[0] == '%') {
    error(opcode, "expected-instruction",
          fmt::format("expected an instruction, found '{}'", opcode.text));
    return skipStatement();
  }
  instruction.opcode = std::string(opcode.text);
  instruction.location = opcode.location;
  if (!matchOpcode(opcode.text, opcode, instruction)) return skipStatement();
  if (!peek().is(';')) {
    do {
      auto operand = parseOperand();
      if (!operand) return skipStatement();
      instruction.operands.push_back(std::move(*operand));
    } while (accept(','));
  }
  if (!peek().is(';')) {
    error(peek(), "expected-token",
          fmt::format("expected ',' or ';' after an operand of '{}', found '{}'",
                      instruction.opcode, peek().text));
    return skipStatement();
  }
  const PtxToken& end = next();
  instruction.textBytes = end.offset + 1 - instruction.textOffset;
  if (checkOperands(instruction)) function.body.push_back(std::move(instruction));
}

bool Parser::matchOpcode(std::string_view opcode, const PtxToken& at, Instruction& instruction) {
  std::vector<std::string_view> parts = splitDots(opcode);
  const InstructionRow* typeMismatch = nullptr;
  std::string typeProblem;
  std::string_view missingModifier;
  bool known = false;
  for (const InstructionRow& row : instructionTable()) {
    std::vector<std::string_view> spelling = splitDots(row.spelling);
    if (spelling[0] != parts[0]) continue;
    known = true;
    Instruction candidate = instruction;
    size_t i = 1;
    bool matches = true;
    for (size_t s = 1; s < spelling.size() && matches; ++s) {
      std::string_view want = spelling[s];
      if (want.front() != '{') {
        matches = i < parts.size() && parts[i] == want;
        ++i;
        continue;
      }
      if (want.ends_with("*}")) {
        // Any number of the class's modifiers, in any order, each once.
        std::string_view modifierClass = want.substr(1, want.size() - 3);
        std::vector<std::string_view> seen;
        while (i < parts.size() && inModifierClass(modifierClass, parts[i])) {
          if (std::find(seen.begin(), seen.end(), parts[i]) != seen.end()) break;
          seen.push_back(parts[i]);
          if (auto space = stateSpaceNamed(parts[i])) candidate.space = *space;
          ++i;
        }
        continue;
      }
      bool optional = want.ends_with("?}");
      std::string_view modifierClass = want.substr(1, want.size() - (optional ? 3 : 2));
      if (i < parts.size() && inModifierClass(modifierClass, parts[i])) {
        std::string_view word = parts[i++];
        if (modifierClass == "cmp") candidate.compare = *compareNamed(word);
        if (modifierClass == "rnd")
          candidate.rounding = static_cast<Rounding>(std::string_view("nzmp").find(word[1]));
        if (modifierClass != "membar" && stateSpaceNamed(word))
          candidate.space = *stateSpaceNamed(word);
        if (modifierClass == "vec") candidate.vectorWidth = word == "v2" ? 2 : 4;
      } else {
        matches = optional;
        // Only types left where a required modifier goes: it is missing
        // (`fma.f32`, `setp.u32`), which ptxas calls an error of its own.
        bool onlyTypes = i < parts.size() && std::all_of(parts.begin() + static_cast<ptrdiff_t>(i),
                                                         parts.end(), [](std::string_view part) {
                                                           return typeNamed(part).has_value();
                                                         });
        if (!optional && onlyTypes && missingModifier.empty()) missingModifier = modifierClass;
      }
    }
    if (!matches) continue;
    std::vector<Type> types;
    for (; i < parts.size(); ++i) {
      auto type = typeNamed(parts[i]);
      if (!type) break;
      types.push_back(*type);
    }
    if (i < parts.size()) continue;  // a modifier this row does not have
    size_t wanted = row.types == 0 ? 0 : row.sourceTypes == 0 ? 1 : 2;
    if (types.size() != wanted) {
      typeMismatch = &row;
      typeProblem = wanted == 0   ? "takes no type"
                    : wanted == 1 ? fmt::format("needs one type: {}", typeList(row.types))
                                  : "needs two types, the result's and the source's";
      continue;
    }
    if (wanted >= 1 && !contains(row.types, types[0])) {
      typeMismatch = &row;
      typeProblem = fmt::format("takes {}, not .{}", typeList(row.types), typeName(types[0]));
      continue;
    }
    if (wanted == 2 && !contains(row.sourceTypes, types[1])) {
      typeMismatch = &row;
      typeProblem =
          fmt::format("converts from {}, not .{}", typeList(row.sourceTypes), typeName(types[1]));
      continue;
    }
    candidate.row = &row;
    if (wanted >= 1) candidate.type = types[0];
    if (wanted == 2) candidate.sourceType = types[1];
    instruction = std::move(candidate);
    break;
  }
  if (!instruction.row) {
    if (typeMismatch) {
      std::string spelled(opcode.substr(0, opcode.rfind('.')));
      error(at, "bad-type",
            fmt::format("'{}' {}", typeMismatch->sourceTypes ? "cvt" : std::string_view(spelled),
                        typeProblem));
    } else if (!missingModifier.empty()) {
      error(at, "missing-modifier",
            fmt::format("'{}' needs {}", opcode, modifierClassDescription(missingModifier)));
    } else if (known) {
      error(at, "unsupported-instruction",
            fmt::format("'{}' is not supported yet (the forms of '{}': {})", opcode, parts[0],
                        formsOf(parts[0])));
    } else if (isPtxOpcode(parts[0])) {
      error(at, "unsupported-instruction", fmt::format("'{}' is not supported yet", parts[0]));
    } else {
      error(at, "unknown-instruction", fmt::format("unknown instruction '{}'", parts[0]));
    }
    return false;
  }
  const InstructionRow& row = *instruction.row;
  if (uint32_t needs = minimumTarget(opcode); needs != 0 && module_.target.starts_with("sm_")) {
    uint32_t sm = 0;
    for (char c : std::string_view(module_.target).substr(3)) {
      if (c < '0' || c > '9') break;
      sm = sm * 10 + static_cast<uint32_t>(c - '0');
    }
    if (sm < needs) {
      error(at, "bad-target", fmt::format("'{}' needs target sm_{} or later", opcode, needs));
      return false;
    }
  }
  if (row.semantics == Semantics::Setp && !compareFits(instruction.compare, instruction.type)) {
    error(at, "bad-type",
          fmt::format("'{}': comparison .{} does not apply to .{} values", opcode, parts[1],
                      typeName(instruction.type)));
    return false;
  }
  if (instruction.vectorWidth * typeBits(instruction.type) > 128) {
    error(at, "unsupported-instruction",
          fmt::format("'{}' moves {} bits: wider than 128 is not supported yet", opcode,
                      instruction.vectorWidth * typeBits(instruction.type)));
    return false;
  }
  // ptxas 13: `mad.cc` and `madc` need PTX ISA 3.0 and sm_20
  // (reference/ptx-integer-study.md A4).
  bool multiplyCarry = row.carry != Carry::None &&
                       (row.semantics == Semantics::MadLo || row.semantics == Semantics::MadHi);
  if (multiplyCarry && module_.versionMajor < 3) {
    error(at, "bad-version", fmt::format("'{}' needs PTX ISA version 3.0 or later", opcode));
    return false;
  }
  if (multiplyCarry && module_.target.starts_with("sm_1")) {
    error(at, "bad-target", fmt::format("'{}' needs target sm_20 or later", opcode));
    return false;
  }
  bool carry64 = row.carry != Carry::None && typeBits(instruction.type) == 64;
  if (carry64 &&
      (module_.versionMajor < 4 || (module_.versionMajor == 4 && module_.versionMinor < 3))) {
    error(at, "bad-version",
          fmt::format("'{}' (64-bit carry) needs PTX ISA version 4.3 or later", opcode));
    return false;
  }
  return true;
}

std::optional<Operand> Parser::parseOperand() {
  const PtxToken& token = peek();
  Operand operand;
  operand.location = token.location;
  if (accept('[')) {
    operand.kind = Operand::Kind::Address;
    const PtxToken& base = peek();
    if (base.kind == PtxToken::Kind::Word && base.text[0] != '.') {
      next();
      operand.name = std::string(base.text);
      operand.baseIsRegister = base.text[0] == '%';
      if (accept('+')) {
        bool negative = accept('-');
        auto offset = expectInteger("an offset after '+'");
        if (!offset) return std::nullopt;
        operand.value = negative ? ~*offset + 1 : *offset;
      }
    } else if (base.kind == PtxToken::Kind::Integer) {
      operand.value = next().value;
    } else {
      error(base, "address-form",
            fmt::format("expected a register, a variable or a number after '[', found '{}'",
                        base.text));
      return std::nullopt;
    }
    if (!accept(']')) {
      error(peek(), "address-form",
            fmt::format("expected ']' to end the address, found '{}' (an address is [reg], "
                        "[reg+offset], [var] or [var+offset])",
                        peek().text));
      return std::nullopt;
    }
    return operand;
  }
  if (accept('{')) {
    operand.kind = Operand::Kind::Vector;
    do {
      if (peek().is('{') || peek().is('[')) {
        error(peek(), "expected-operand", "a vector holds registers and numbers only");
        return std::nullopt;
      }
      auto element = parseOperand();
      if (!element) return std::nullopt;
      operand.elements.push_back(std::move(*element));
    } while (accept(','));
    if (!expect('}', "to end the vector")) return std::nullopt;
    return operand;
  }
  bool negative = accept('-');
  const PtxToken& value = peek();
  if (value.kind == PtxToken::Kind::Integer || value.kind == PtxToken::Kind::Float) {
    next();
    operand.kind = value.kind == PtxToken::Kind::Integer ? Operand::Kind::Immediate
                                                         : Operand::Kind::FloatImmediate;
    operand.floatIsDouble = value.isDouble;
    operand.value = value.value;
    if (negative) {
      if (operand.kind == Operand::Kind::Immediate) {
        operand.value = ~operand.value + 1;
      } else {
        operand.value ^= value.isDouble ? uint64_t{1} << 63 : uint64_t{1} << 31;
      }
    }
    return operand;
  }
  if (negative || value.kind != PtxToken::Kind::Word || value.text[0] == '.') {
    error(value, "expected-operand", fmt::format("expected an operand, found '{}'", value.text));
    return std::nullopt;
  }
  next();
  operand.name = std::string(value.text);
  if (value.text[0] != '%') {
    operand.kind = Operand::Kind::Symbol;
    return operand;
  }
  operand.kind = Operand::Kind::Register;
  if (registerType(value.text)) return operand;  // a declared register shadows a special one
  std::string_view base = value.text.substr(0, value.text.find('.'));
  if (base.size() < value.text.size() && registerType(base)) {
    // ptxas reads `%tid.x` after `.reg .b32 %tid;` as a part of the register
    // (reference/ptx-integer-study.md A4), and refuses it.
    error(value, "special-register",
          fmt::format("'{}' is a declared register, which hides the special register '{}'", base,
                      base));
    return std::nullopt;
  }
  const SpecialRegisterInfo* special = findSpecialRegister(base);
  if (!special) return operand;  // reported as undeclared when checked
  operand.kind = Operand::Kind::SpecialRegister;
  operand.special = special->id;
  std::string_view component =
      base.size() < value.text.size() ? value.text.substr(base.size() + 1) : "";
  if (special->vector) {
    size_t index = std::string_view("xyzw").find(component);
    if (component.size() != 1 || index == std::string_view::npos) {
      error(value, "special-register",
            fmt::format("special register '{}' is read one part at a time: {}.x, .y or .z", base,
                        base));
      return std::nullopt;
    }
    operand.component = static_cast<uint8_t>(index);
  } else if (!component.empty()) {
    error(value, "special-register",
          fmt::format("special register '{}' has no part '.{}'", base, component));
    return std::nullopt;
  }
  return operand;
}

bool Parser::checkOperands(Instruction& instruction) {
  const InstructionRow& row = *instruction.row;
  size_t most = static_cast<size_t>(
      std::count_if(row.operands.begin(), row.operands.end(),
                    [](OperandKind kind) { return kind != OperandKind::None; }));
  size_t least = most - row.optionalOperands;
  size_t given = instruction.operands.size();
  if (given < least || given > most) {
    std::string count =
        least == most ? fmt::format("{}", most) : fmt::format("{} or {}", least, most);
    diagnostics_.error(instruction.location, "operand-count",
                       fmt::format("'{}' takes {} operand{}, not {}", instruction.opcode, count,
                                   most == 1 ? "" : "s", given));
    return false;
  }
  bool good = true;
  for (size_t i = 0; i < given; ++i)
    good &= checkOperand(instruction, instruction.operands[i], operandKindAt(row, given, i), i);
  return good;
}

bool Parser::checkRegister(const Instruction& instruction, const Operand& operand, Type type,
                           bool wider, size_t index) {
  auto declared = registerType(operand.name);
  if (!declared) {
    diagnostics_.error(operand.location, "undeclared-register",
                       fmt::format("register '{}' is not declared", operand.name));
    return false;
  }
  if (!registerFits(*declared, type, wider)) {
    diagnostics_.error(
        operand.location, "operand-type",
        fmt::format("'{}' is declared .{}: the {} operand of '{}' is a .{}{} register",
                    operand.name, typeName(*declared), ordinal(index), instruction.opcode,
                    typeName(type), wider ? " (or wider)" : ""));
    return false;
  }
  return true;
}

bool Parser::checkValue(const Instruction& instruction, const Operand& operand, Type type,
                        size_t index) {
  bool floating = typeKind(type) == TypeKind::Float;
  switch (operand.kind) {
    case Operand::Kind::Register:
      return checkRegister(instruction, operand, type, false, index);
    case Operand::Kind::Immediate:
      if (!floating) return true;
      diagnostics_.error(operand.location, "operand-type",
                         fmt::format("the {} operand of '{}' is a floating-point number "
                                     "(0f3F800000, 1.0), not an integer",
                                     ordinal(index), instruction.opcode));
      return false;
    case Operand::Kind::FloatImmediate:
      if (floating) return true;
      diagnostics_.error(operand.location, "operand-type",
                         fmt::format("the {} operand of '{}' is a .{} value, not a "
                                     "floating-point number",
                                     ordinal(index), instruction.opcode, typeName(type)));
      return false;
    case Operand::Kind::SpecialRegister:
      diagnostics_.error(operand.location, "special-register",
                         fmt::format("special register '{}' is read only by mov and cvt, not by "
                                     "'{}'",
                                     operand.name, instruction.opcode));
      return false;
    case Operand::Kind::Vector:
      diagnostics_.error(operand.location, "unsupported-operand",
                         fmt::format("a vector operand ({{a, b}}) of '{}' is not supported yet",
                                     instruction.opcode));
      return false;
    default:
      diagnostics_.error(operand.location, "operand-kind",
                         fmt::format("the {} operand of '{}' is a register or a number",
                                     ordinal(index), instruction.opcode));
      return false;
  }
}

bool Parser::checkOperand(const Instruction& instruction, const Operand& operand, OperandKind kind,
                          size_t index) {
  auto needRegister = [&](std::string_view what) {
    if (operand.kind == Operand::Kind::Register) return true;
    diagnostics_.error(
        operand.location, "operand-kind",
        fmt::format("the {} operand of '{}' must be {}", ordinal(index), instruction.opcode, what));
    return false;
  };
  Type type = instruction.type;
  switch (kind) {
    case OperandKind::None:
      return false;
    case OperandKind::Dest:
      return needRegister("a register") && checkRegister(instruction, operand, type, false, index);
    case OperandKind::DestWide:
      return needRegister("a register") &&
             checkRegister(instruction, operand, widened(type), false, index);
    case OperandKind::SourcePred:
      if (operand.kind == Operand::Kind::Immediate) return true;
      [[fallthrough]];
    case OperandKind::DestPred:
      return needRegister("a .pred register") &&
             checkRegister(instruction, operand, Type::Pred, false, index);
    case OperandKind::Source:
      return checkValue(instruction, operand, type, index);
    case OperandKind::SourceWide:
      return checkValue(instruction, operand, widened(type), index);
    case OperandKind::ShiftAmount:
      if (operand.kind == Operand::Kind::Immediate) return true;
      return needRegister("a .u32 register or a number") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::MoveSource:
      return checkMoveSource(instruction, operand);
    case OperandKind::AddressSource:
      if (operand.kind == Operand::Kind::Symbol) {
        const Variable* variable = findVariable(operand.name);
        if (!variable || variable->space != instruction.space) {
          diagnostics_.error(operand.location, "state-space",
                             fmt::format("'{}' is not a .{} variable", operand.name,
                                         stateSpaceName(instruction.space)));
          return false;
        }
        return true;
      }
      return needRegister("a register or a variable") &&
             checkRegister(instruction, operand, type, false, index);
    case OperandKind::ConvertDest:
      return needRegister("a register") && checkRegister(instruction, operand, type, true, index);
    case OperandKind::ConvertSource:
      if (operand.kind == Operand::Kind::SpecialRegister) return true;
      if (operand.kind == Operand::Kind::Immediate) return true;
      return needRegister("a register, a number or a special register") &&
             checkRegister(instruction, operand, instruction.sourceType, true, index);
    case OperandKind::LoadDest:
    case OperandKind::StoreSource: {
      bool store = kind == OperandKind::StoreSource;
      if (instruction.vectorWidth > 1) return checkVector(instruction, operand, store);
      if (store && operand.kind != Operand::Kind::Register)
        return checkValue(instruction, operand, type, index);
      return needRegister("a register") && checkRegister(instruction, operand, type, true, index);
    }
    case OperandKind::Address:
      return checkAddress(instruction, operand);
    case OperandKind::BranchTarget:
      if (operand.kind != Operand::Kind::Symbol) {
        diagnostics_.error(operand.location, "operand-kind",
                           fmt::format("'{}' branches to a label", instruction.opcode));
        return false;
      }
      branches_.push_back({operand.name, operand.location});
      return true;
    case OperandKind::Barrier:
    case OperandKind::ThreadCount:
      if (operand.kind == Operand::Kind::Immediate) {
        if (kind == OperandKind::Barrier && operand.value > 15) {
          diagnostics_.error(operand.location, "immediate-range",
                             fmt::format("barrier {} is out of range: there are barriers 0 to 15",
                                         static_cast<int64_t>(operand.value)));
          return false;
        }
        // Whole warps take part in a barrier (ptxas: "Number of threads
        // participating in barrier" must be a multiple of the warp size).
        if (kind == OperandKind::ThreadCount &&
            (operand.value == 0 || operand.value % 32 != 0 || operand.value > 1024)) {
          diagnostics_.error(operand.location, "immediate-range",
                             fmt::format("a barrier's thread count is a multiple of 32 up to "
                                         "1024, not {}",
                                         static_cast<int64_t>(operand.value)));
          return false;
        }
        return true;
      }
      return needRegister("a number or a 32-bit register") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::MemberMask:
      if (operand.kind == Operand::Kind::Immediate) return true;
      return needRegister("a .b32 register or a number") &&
             checkRegister(instruction, operand, Type::B32, false, index);
    case OperandKind::MaskDest:
      return needRegister("a .b32 register") &&
             checkRegister(instruction, operand, Type::B32, false, index);
    case OperandKind::AddressValue: {
      if (!needRegister("a register holding an address")) return false;
      auto declared = registerType(operand.name);
      if (declared && typeKind(*declared) != TypeKind::Float &&
          typeKind(*declared) != TypeKind::Predicate &&
          (typeBits(*declared) == 64 || typeBits(*declared) == 32))
        return true;
      return checkRegister(instruction, operand, Type::U64, false, index);
    }
  }
  return false;
}

bool Parser::checkMoveSource(const Instruction& instruction, const Operand& operand) {
  Type type = instruction.type;
  bool integer = typeKind(type) == TypeKind::Bits || typeKind(type) == TypeKind::Unsigned ||
                 typeKind(type) == TypeKind::Signed;
  if (operand.kind == Operand::Kind::SpecialRegister) {
    const SpecialRegisterInfo& info = specialRegisters()[static_cast<size_t>(operand.special)];
    // `mov.u16 %rh, %tid.x` is the old 16-bit form ptxas still takes.
    bool fits = integer && (info.bits == 64 ? typeBits(type) == 64
                                            : typeBits(type) == 32 || typeBits(type) == 16);
    if (!fits) {
      diagnostics_.error(operand.location, "operand-type",
                         fmt::format("special register '{}' is {} bits wide: '{}' does not move it",
                                     operand.name, info.bits, instruction.opcode));
    }
    return fits;
  }
  if (operand.kind == Operand::Kind::Symbol) {
    const Variable* variable = findVariable(operand.name);
    bool function =
        module_.findFunction(operand.name) || (function_ && function_->name == operand.name);
    if (!variable && !function) {
      diagnostics_.error(operand.location, "undefined-symbol",
                         fmt::format("'{}' is not a declared variable or function", operand.name));
      return false;
    }
    if (!integer || typeBits(type) < 32) {
      diagnostics_.error(operand.location, "operand-type",
                         fmt::format("the address of '{}' is moved as a 32- or 64-bit integer, "
                                     "not by '{}'",
                                     operand.name, instruction.opcode));
      return false;
    }
    return true;
  }
  return checkValue(instruction, operand, type, 1);
}

bool Parser::checkVector(const Instruction& instruction, const Operand& operand, bool immediates) {
  if (operand.kind != Operand::Kind::Vector || operand.elements.size() != instruction.vectorWidth) {
    diagnostics_.error(
        operand.location, "vector-size",
        fmt::format("'{}' needs {} registers in braces, {{a, b{}}}", instruction.opcode,
                    instruction.vectorWidth, instruction.vectorWidth == 4 ? ", c, d" : ""));
    return false;
  }
  std::optional<uint32_t> bits;
  for (const Operand& element : operand.elements) {
    if (element.kind == Operand::Kind::Register) {
      if (!checkRegister(instruction, element, instruction.type, true, 0)) return false;
      uint32_t elementBits = typeBits(*registerType(element.name));
      if (bits && *bits != elementBits) {
        diagnostics_.error(element.location, "vector-size",
                           "the registers of a vector are all of one width");
        return false;
      }
      bits = elementBits;
    } else if (!immediates || !checkValue(instruction, element, instruction.type, 1)) {
      if (!immediates) {
        diagnostics_.error(element.location, "operand-kind",
                           fmt::format("'{}' loads into registers", instruction.opcode));
      }
      return false;
    }
  }
  return true;
}

bool Parser::checkAddress(const Instruction& instruction, const Operand& operand) {
  std::string_view space = stateSpaceName(instruction.space);
  if (operand.kind != Operand::Kind::Address) {
    diagnostics_.error(operand.location, "address-form",
                       fmt::format("'{}' needs an address: [reg], [reg+offset], [var] or "
                                   "[var+offset]",
                                   instruction.opcode));
    return false;
  }
  if (operand.name.empty()) {
    if (instruction.space == StateSpace::Local) return true;
    diagnostics_.error(operand.location, "address-form",
                       fmt::format("a number as the address is for .local only, not {}", space));
    return false;
  }
  if (operand.baseIsRegister) {
    auto declared = registerType(operand.name);
    if (!declared) {
      diagnostics_.error(operand.location, "undeclared-register",
                         fmt::format("register '{}' is not declared", operand.name));
      return false;
    }
    TypeKind kind = typeKind(*declared);
    bool integer = kind == TypeKind::Bits || kind == TypeKind::Unsigned || kind == TypeKind::Signed;
    bool narrowAllowed =
        instruction.space == StateSpace::Shared || instruction.space == StateSpace::Local;
    uint32_t bits = typeBits(*declared);
    if (!integer || !(bits == 64 || (bits == 32 && narrowAllowed))) {
      diagnostics_.error(operand.location, "address-form",
                         fmt::format("'{}' is declared .{}: a {} address is a 64-bit integer "
                                     "register{}",
                                     operand.name, typeName(*declared), space,
                                     narrowAllowed ? " (or 32-bit)" : ""));
      return false;
    }
    return true;
  }
  const Variable* variable = findVariable(operand.name);
  if (!variable) {
    diagnostics_.error(operand.location, "undefined-symbol",
                       fmt::format("'{}' is not a declared variable or parameter", operand.name));
    return false;
  }
  bool store = instruction.row->operands[0] == OperandKind::Address;
  bool input = function_ && std::any_of(function_->params.begin(), function_->params.end(),
                                        [&](const Variable& p) { return &p == variable; });
  if (store && input) {
    diagnostics_.error(
        operand.location, "state-space",
        fmt::format("'{}' is an input parameter: it is read, never written", operand.name));
    return false;
  }
  if (instruction.space != StateSpace::Generic && variable->space != instruction.space) {
    diagnostics_.error(operand.location, "state-space",
                       fmt::format("'{}' is a .{} variable: '{}' reaches .{}", operand.name,
                                   stateSpaceName(variable->space), instruction.opcode, space));
    return false;
  }
  return true;
}

}  // namespace gpuasm::ptx
