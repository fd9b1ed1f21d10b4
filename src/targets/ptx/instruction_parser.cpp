// PTX instructions: the guard and opcode of a statement, its operands read
// (opcode_matcher.cpp matches the opcode to its row of the table, isa.hpp;
// operand_checks.cpp checks each operand against the row's operand kinds).
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

#include "targets/ptx/parser.hpp"
#include "targets/ptx/video.hpp"

namespace gpuasm::ptx {

namespace {
// `%r12` as its prefix `%r` and number 12, as a `%r<N>` range names its
// registers (no leading zero); false for a name that does not end so.
bool splitNumbered(std::string_view name, std::string_view& prefix, uint32_t& number) {
  size_t digits = name.size();
  while (digits > 0 && name[digits - 1] >= '0' && name[digits - 1] <= '9') --digits;
  const size_t count = name.size() - digits;
  if (count == 0 || digits == 0 || count > 9 || (count > 1 && name[digits] == '0')) return false;
  number = 0;
  for (size_t i = digits; i < name.size(); ++i)
    number = number * 10 + static_cast<uint32_t>(name[i] - '0');
  prefix = name.substr(0, digits);
  return true;
}
}  // namespace

uint32_t Parser::registerIndex(std::string_view name) const {
  std::string_view prefix;
  uint32_t number = 0;
  const bool numbered = splitNumbered(name, prefix, number);
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    // A block's names are distinct (a second declaration is refused), so a
    // range of the block holding the name is the block's register of it.
    if (numbered) {
      for (const Scope::Range& range : scope->ranges)
        if (number < range.count && range.prefix == prefix) return range.first + number;
    }
    if (auto it = scope->registers.find(name); it != scope->registers.end()) return it->second;
  }
  return Operand::kNoRegister;
}

const Parser::Scope::VectorRegister* Parser::vectorRegister(std::string_view name) const {
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    if (scope->vectors.empty()) continue;
    if (auto it = scope->vectors.find(name); it != scope->vectors.end()) return &it->second;
  }
  return nullptr;
}

std::optional<Type> Parser::registerType(std::string_view name) const {
  const uint32_t index = registerIndex(name);
  if (index == Operand::kNoRegister || !function_) return std::nullopt;
  return function_->registers[index].type;
}

std::optional<Type> Parser::registerType(const Operand& operand) const {
  const bool resolved = operand.kind == Operand::Kind::Register ||
                        (operand.kind == Operand::Kind::Address && operand.baseIsRegister);
  const uint32_t index = operand.registerIndex();
  if (!resolved || index == Operand::kNoRegister) return registerType(operand.name());
  if (index == Operand::kNoRegister || !function_ || index >= function_->registers.size())
    return std::nullopt;
  return function_->registers[index].type;
}

VariableRef Parser::findVariable(std::string_view name) const {
  using List = VariableRef::List;
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    if (auto it = scope->variables.find(name); it != scope->variables.end())
      return {List::Body, it->second};
  }
  if (function_) {
    for (size_t i = 0; i < function_->params.size(); ++i)
      if (function_->params[i].name == name) return {List::Param, static_cast<uint32_t>(i)};
    for (size_t i = 0; i < function_->returns.size(); ++i)
      if (function_->returns[i].name == name) return {List::Return, static_cast<uint32_t>(i)};
  }
  if (auto it = globalIndex_.find(name); it != globalIndex_.end())
    return {List::Global, it->second};
  return {};
}

const Variable* Parser::variableAt(VariableRef ref) const {
  if (ref.list == VariableRef::List::Global) return &module_.globals[ref.index];
  if (!function_) return nullptr;
  return module_.variable(*function_, ref);
}

const CallPrototype* Parser::findPrototype(std::string_view name) const {
  for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
    if (auto it = scope->prototypes.find(name); it != scope->prototypes.end())
      return &function_->prototypes[it->second];
  }
  return nullptr;
}

bool Parser::startsConstantExpression() const {
  const PtxToken& t = peek();
  return t.kind == PtxToken::Kind::Integer || t.isWord("WARP_SZ") || t.is('(') || t.is('~') ||
         (t.is('!') && peek(1).kind != PtxToken::Kind::Word) ||
         (t.is('-') && peek(1).kind != PtxToken::Kind::Float);
}

std::optional<uint64_t> Parser::parseConstantOperand(std::string_view what) {
  const PtxToken& t = peek();
  if (t.kind == PtxToken::Kind::Integer) return next().value;
  if (t.isWord("WARP_SZ")) {
    next();
    return 32;  // the warp size, the one constant PTX predefines (PTX ISA 10.1)
  }
  if (accept('(')) {
    auto value = parseConstantExpression(what);
    if (!value || !expect(')', "to close the expression")) return std::nullopt;
    return value;
  }
  for (char unary : {'-', '~', '!', '+'}) {
    if (!accept(unary)) continue;
    auto value = parseConstantOperand(what);
    if (!value) return std::nullopt;
    if (unary == '-') return ~*value + 1;
    if (unary == '~') return ~*value;
    if (unary == '!') return uint64_t{*value == 0};
    return value;
  }
  error(t, "expected-integer", fmt::format("expected {}, found '{}'", what, t.text));
  return std::nullopt;
}

namespace {
// The binary operators of a constant expression, tightest last; 0: not one.
// `<<` and `>>` come as two tokens, `%` as a word of its own.
int binaryPrecedence(const PtxToken& a, const PtxToken& b) {
  if (a.kind != PtxToken::Kind::Punct && !a.isWord("%")) return 0;
  const char c = a.text[0];
  const bool pair = b.kind == PtxToken::Kind::Punct && b.offset == a.offset + 1;
  if (c == '|') return pair && b.is('|') ? 1 : 3;
  if (c == '&') return pair && b.is('&') ? 2 : 5;
  if (c == '^') return 4;
  if ((c == '=' || c == '!') && pair && b.is('=')) return 6;
  if (c == '<' || c == '>') return pair && b.is(c) ? 8 : 7;
  if (c == '+' || c == '-') return 9;
  if (c == '*' || c == '/' || c == '%') return 10;
  return 0;
}
}  // namespace

std::optional<uint64_t> Parser::parseConstantBinary(std::string_view what, int precedence) {
  auto left = parseConstantOperand(what);
  if (!left) return std::nullopt;
  while (true) {
    const PtxToken& op = peek();
    const int p = binaryPrecedence(op, peek(1));
    if (p == 0 || p < precedence) return left;
    const char c = op.text[0];
    const bool two = (p == 1 || p == 2 || p == 6 || p == 8) ||
                     (p == 7 && peek(1).is('=') && peek(1).offset == op.offset + 1);
    next();
    if (two) next();
    auto right = parseConstantBinary(what, p + 1);
    if (!right) return std::nullopt;
    const uint64_t a = *left, b = *right;
    const int64_t sa = static_cast<int64_t>(a), sb = static_cast<int64_t>(b);
    if ((c == '/' || c == '%') && b == 0) {
      error(op, "bad-expression", "division by zero in a constant expression");
      return std::nullopt;
    }
    switch (p) {
      case 1:
        left = uint64_t{a != 0 || b != 0};
        break;
      case 2:
        left = uint64_t{a != 0 && b != 0};
        break;
      case 3:
        left = a | b;
        break;
      case 4:
        left = a ^ b;
        break;
      case 5:
        left = a & b;
        break;
      case 6:
        left = uint64_t{(a == b) == (c == '=')};
        break;
      case 7: {
        const bool orEqual = two;
        left = uint64_t{c == '<' ? (orEqual ? sa <= sb : sa < sb) : (orEqual ? sa >= sb : sa > sb)};
        break;
      }
      case 8:
        left = b >= 64    ? (c == '<' ? 0 : static_cast<uint64_t>(sa < 0 ? -1 : 0))
               : c == '<' ? a << b
                          : static_cast<uint64_t>(sa >> b);
        break;
      case 9:
        left = c == '+' ? a + b : a - b;
        break;
      default:
        if (c == '*')
          left = a * b;
        else if (sa == INT64_MIN && sb == -1)
          left = c == '/' ? a : 0;
        else
          left = static_cast<uint64_t>(c == '/' ? sa / sb : sa % sb);
        break;
    }
  }
}

std::optional<uint64_t> Parser::parseConstantExpression(std::string_view what) {
  return parseConstantBinary(what, 1);
}

// [@[!]PRED] OPCODE [OPERAND[, OPERAND...]] ;
void Parser::parseInstruction(Function& function) {
  const PtxToken& first = peek();
  const char* statement = first.text.data();
  Instruction instruction;
  std::string_view guardText;
  bool guardNegated = false;
  const PtxToken* guardToken = nullptr;
  if (accept('@')) {
    guardNegated = accept('!');
    const PtxToken& guard = next();
    auto type = guard.kind == PtxToken::Kind::Word ? registerType(guard.text) : std::nullopt;
    if (!type || *type != Type::Pred) {
      error(guard, "guard",
            fmt::format("the guard '{}' is not a declared .pred register", guard.text));
      return skipStatement();
    }
    guardText = guard.text;
    guardToken = &guard;
  }
  const PtxToken& opcode = next();
  if (opcode.kind != PtxToken::Kind::Word || opcode.text[0] == '.' || opcode.text[0] == '%') {
    error(opcode, "expected-instruction",
          fmt::format("expected an instruction, found '{}'", opcode.text));
    return skipStatement();
  }
  // The record keeps an opcode's length in 8 bits (module.hpp).
  if (opcode.text.size() > Instruction::kMaxOpcodeBytes) {
    error(opcode, "opcode-length",
          fmt::format("an opcode of {} bytes: at most {} are read", opcode.text.size(),
                      Instruction::kMaxOpcodeBytes));
    return skipStatement();
  }
  if (auto known = matchedOpcodes_.find(opcode.text); known != matchedOpcodes_.end()) {
    instruction = known->second;
  } else {
    instruction.setOpcode(opcode.text);
    if (!matchOpcode(opcode.text, opcode, instruction)) return skipStatement();
    matchedOpcodes_.emplace(opcode.text, instruction);
  }
  instruction.guardNegated = guardNegated;
  if (!instruction.setOpcode(opcode.text, guardText, statement)) {
    // An opcode that long is refused above.
    if (!guardToken) return skipStatement();
    // The record keeps the statement's start as a distance back from the
    // opcode (module.hpp).
    error(*guardToken, "guard",
          fmt::format("the guard '{}' stands {} bytes before its instruction: at most {}",
                      guardText, opcode.text.data() - statement, Instruction::kMaxGuardDistance));
    return skipStatement();
  }
  const bool call = instruction.row->control == Control::Call;
  videoOperands_ = instruction.row->semantics == Semantics::Video;
  if (!(call ? parseCallOperands(instruction) : parseOperands(instruction))) return skipStatement();
  const PtxToken& end = next();
  if (!instruction.setEnd(end.text.data())) {
    error(first, "statement-length",
          fmt::format("a statement of {} bytes: at most {} are read",
                      end.text.data() + 1 - statement, Instruction::kMaxStatementBytes));
    return;
  }
  pendingBranches_.clear();
  if (!checkOperands(instruction) || !resolveTargetList(instruction)) return;
  for (BranchUse& use : pendingBranches_) {
    use.instruction = function.body.size();
    scopes_.back().branches.push_back(std::move(use));
  }
  function.body.push_back(std::move(instruction));
}

bool Parser::parseOperands(Instruction& instruction) {
  const auto& kinds = instruction.row->operands;
  std::vector<Operand>& operands = operandScratch_;  // then into the module's store
  operands.clear();
  if (!peek().is(';')) {
    do {
      auto operand = parseOperand();
      if (!operand) return false;
      operands.push_back(*operand);
      const size_t at = operands.size();
      const bool secondDest = at < kinds.size() && kinds[at] == OperandKind::SecondDestPred;
      if (accept('|')) {
        if (!secondDest) {
          error(
              previous(), "operand-kind",
              fmt::format("'{}' has no second destination to join with '|'", instruction.opcode()));
          return false;
        }
        auto predicate = parseOperand();
        if (!predicate) return false;
        operands.push_back(*predicate);
      } else if (secondDest) {
        Operand none;
        none.kind = Operand::Kind::Sink;
        none.setPlace(operands.back().place());
        operands.push_back(none);
      }
    } while (accept(','));
  }
  if (!peek().is(';')) {
    error(peek(), "expected-token",
          fmt::format("expected ',' or ';' after an operand of '{}', found '{}'",
                      instruction.opcode(), peek().text));
    return false;
  }
  if (operands.size() > Instruction::kMaxOperands) {
    error(peek(), "operand-count",
          fmt::format("'{}' with {} operands: an instruction takes at most {}",
                      instruction.opcode(), operands.size(), Instruction::kMaxOperands));
    return false;
  }
  instruction.setOperands(module_.operands->store(operands));
  return true;
}

// A texture's or surface's operand `[handle, {sampler,} coordinates]` (PTX ISA
// 9.7.10): a Vector whose place is its `[`, its elements the handle and the
// sampler as Address operands (`[handle]`), then the coordinates, one element
// each (`{x, y}` or a lone `x`). `handle` is read; a ',' comes next.
std::optional<Operand> Parser::parseHandleAddress(const Operand& handle) {
  std::vector<Operand> elements{handle};
  while (accept(',')) {
    if (peek().is('{')) {
      auto coordinates = parseOperand();
      if (!coordinates) return std::nullopt;
      for (const Operand& element : coordinates->elements()) elements.push_back(element);
      break;
    }
    const PtxToken& word = peek();
    auto element = parseOperand();
    if (!element) return std::nullopt;
    if (peek().is(',') &&
        (element->kind == Operand::Kind::Register || element->kind == Operand::Kind::Symbol)) {
      // A sampler: an address like the handle (a register, or a .samplerref named).
      element->baseIsRegister = element->kind == Operand::Kind::Register;
      element->kind = Operand::Kind::Address;
      element->setPlace(word.text.data());
    }
    elements.push_back(*element);
  }
  if (!accept(']')) {
    error(peek(), "address-form",
          fmt::format("expected ']' to end the texture or surface operand, found '{}' (it is "
                      "[handle, {{x, y}}] or [handle, sampler, {{x, y}}])",
                      peek().text));
    return std::nullopt;
  }
  Operand operand;
  operand.setPlace(handle.place());
  operand.setElements(module_.operands->store(elements));
  return operand;
}

std::optional<Operand> Parser::parseOperand() {
  const PtxToken& token = peek();
  Operand operand;
  operand.setPlace(token.text.data());
  if (accept('[')) {
    operand.kind = Operand::Kind::Address;
    const PtxToken& base = peek();
    if (base.kind == PtxToken::Kind::Word && base.text[0] != '.') {
      next();
      operand.setName(base.text);
      const size_t dot = base.text.find('.');
      if (dot != std::string_view::npos && vectorRegister(base.text.substr(0, dot))) {
        // ptxas 13: "Parsing error near '.x': syntax error".
        error(base, "address-form",
              fmt::format("syntax error: an address holds a scalar register, not '{}', an "
                          "element of a vector register",
                          base.text));
        return std::nullopt;
      }
      const uint32_t index =
          dot == std::string_view::npos ? registerIndex(base.text) : Operand::kNoRegister;
      operand.baseIsRegister = base.text[0] == '%' || index != Operand::kNoRegister;
      if (operand.baseIsRegister)
        operand.setRegisterIndex(index);
      else
        operand.setVariable(findVariable(base.text));
      if (accept('+')) {
        auto offset = parseConstantExpression("an offset after '+'");
        if (!offset) return std::nullopt;
        operand.value = *offset;
      } else if (peek().is('-')) {
        // ptxas 13: "Parsing error near '-'": a negative offset is `+-4`.
        error(peek(), "address-form",
              fmt::format("syntax error: expected '+' or ']' after '{}' in an address, found '-' "
                          "(a negative offset is written [{}+-4])",
                          base.text, base.text));
        return std::nullopt;
      }
    } else if (base.kind == PtxToken::Kind::Integer || base.is('(') || base.is('-')) {
      auto address = parseConstantExpression("an address");
      if (!address) return std::nullopt;
      operand.value = *address;
    } else {
      error(base, "address-form",
            fmt::format("expected a register, a variable or a number after '[', found '{}'",
                        base.text));
      return std::nullopt;
    }
    if (operand.value == 0 && !operand.name().empty() &&
        peek().is(',')) {  // a register or a .texref
      return parseHandleAddress(operand);
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
    std::vector<Operand>& elements = elementScratch_;  // a vector holds no vector
    elements.clear();
    do {
      if (peek().is('{') || peek().is('[')) {
        error(peek(), "expected-operand", "a vector holds registers and numbers only");
        return std::nullopt;
      }
      auto element = parseOperand();
      if (!element) return std::nullopt;
      elements.push_back(*element);
    } while (accept(','));
    if (!expect('}', "to end the vector")) return std::nullopt;
    if (elements.size() > Operand::kMaxElements) {
      error(token, "vector-size",
            fmt::format("a vector of {} elements: at most {}", elements.size(),
                        Operand::kMaxElements));
      return std::nullopt;
    }
    operand.setElements(module_.operands->store(elements));
    return operand;
  }
  if (accept('!')) {
    // `!%p`: a predicate read negated (setp's c, selp's selector, vote's source).
    const PtxToken& predicate = peek();
    if (predicate.kind != PtxToken::Kind::Word || predicate.text[0] != '%') {
      error(predicate, "expected-operand",
            fmt::format("'!' negates a .pred register, not '{}'", predicate.text));
      return std::nullopt;
    }
    next();
    operand.kind = Operand::Kind::Register;
    operand.setName(predicate.text);
    operand.setRegisterIndex(registerIndex(predicate.text));
    operand.negated = true;
    return operand;
  }
  if (peek().isWord("_")) {
    operand.kind = Operand::Kind::Sink;
    operand.setName(next().text);
    return operand;
  }
  if (videoOperands_) {
    // A register with a selector (`%r2.b1`, `%r3.h10`), or vmad's `-%r2`.
    const bool minus = peek().is('-');
    const PtxToken& word = peek(minus ? 1 : 0);
    const size_t dot = word.text.find('.');
    const std::string_view base = word.text.substr(0, dot);
    if (word.kind == PtxToken::Kind::Word && registerType(base)) {
      if (minus) next();
      next();
      operand.kind = Operand::Kind::Register;
      operand.setName(base);
      operand.setRegisterIndex(registerIndex(base));
      if (minus) operand.value |= video_operand::kNegated;
      if (dot == std::string_view::npos) return operand;
      auto selector = videoSelectorNamed(word.text.substr(dot + 1));
      if (!selector) {
        error(word, "video-selector",
              fmt::format("unknown video selector '{}' on '{}' (.b0-.b3 or .h0-.h1; .hXY for "
                          "the 2-way SIMD forms, .bXYZW for the 4-way ones)",
                          word.text.substr(dot), base));
        return std::nullopt;
      }
      operand.value |= *selector;
      return operand;
    }
  }
  if (startsConstantExpression()) {
    auto value = parseConstantExpression("a number");
    if (!value) return std::nullopt;
    operand.kind = Operand::Kind::Immediate;
    operand.value = *value;
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
  operand.setName(value.text);
  // Registers may be named without '%' (inline asm's `.reg .u32 m, n;`); a
  // name with a '.' is a vector register's element (`%v.x`) or a special register.
  const uint32_t index = registerIndex(value.text);
  if (value.text[0] != '%' && index != Operand::kNoRegister) {
    operand.kind = Operand::Kind::Register;
    operand.setRegisterIndex(index);
    return operand;
  }
  if (index == Operand::kNoRegister) {
    if (const Scope::VectorRegister* vector = vectorRegister(value.text)) {
      // `%v`: the vector of its element registers, as `{%v.x, %v.y}` is.
      // (Not in elementScratch_: this may be an element of a `{ }` being read.)
      std::array<Operand, 4> elements;
      for (uint32_t e = 0; e < vector->count; ++e) {
        elements[e].setPlace(value.text.data());
        elements[e].setName(value.text);
        elements[e].kind = Operand::Kind::Register;
        elements[e].setRegisterIndex(vector->first + e);
      }
      operand.setElements(module_.operands->store(std::span(elements.data(), vector->count)));
      return operand;
    }
  }
  if (value.text[0] != '%') {
    operand.kind = Operand::Kind::Symbol;
    operand.setVariable(findVariable(value.text));
    return operand;
  }
  operand.kind = Operand::Kind::Register;
  if (index != Operand::kNoRegister) {  // a declared register shadows a special one
    operand.setRegisterIndex(index);
    return operand;
  }
  std::string_view base = value.text.substr(0, value.text.find('.'));
  if (base.size() < value.text.size() && registerType(base)) {
    // ptxas reads `%tid.x` after `.reg .b32 %tid;` as a part of the register
    // (reference/ptx-integer-study.md A4), and refuses it.
    error(value, "special-register",
          fmt::format("'{}' is a declared register, which hides the special register '{}'", base,
                      base));
    return std::nullopt;
  }
  uint8_t number = 0;
  const SpecialRegisterInfo* special = findSpecialRegister(base, &number);
  if (!special) return operand;  // reported as undeclared when checked
  operand.kind = Operand::Kind::SpecialRegister;
  operand.special = special->id;
  operand.component = number;
  if (special->sm90 && targetSm(module_.target) < 90) {
    error(value, "bad-target",
          fmt::format("special register '{}' needs target sm_90 (clusters)", base));
    return std::nullopt;
  }
  // ptxas 13: "Feature '%aggr_smem_size' requires PTX ISA .version 8.1 or later".
  if (special->id == SpecialRegister::AggrSmemSize && versionBefore(module_, 8, 1)) {
    error(value, "bad-version",
          fmt::format("special register '{}' needs PTX ISA .version 8.1 or later", base));
    return std::nullopt;
  }
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

}  // namespace gpuasm::ptx
