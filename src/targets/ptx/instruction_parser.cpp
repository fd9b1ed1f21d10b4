// PTX instructions: the opcode matched to its row of the table (isa.hpp), the
// operands read and each checked against the row's operand kinds.
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
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
  // Floating point (the float rows of isa.cpp).
  if (modifierClass == "cvtrnd") return any({"rn", "rz", "rm", "rp", "rni", "rzi", "rmi", "rpi"});
  if (modifierClass == "testp")
    return any({"finite", "infinite", "number", "notanumber", "normal", "subnormal"});
  if (modifierClass == "nan") return word == "NaN";
  if (modifierClass == "ftz" || modifierClass == "sat" || modifierClass == "relu" ||
      modifierClass == "satfinite")
    return word == modifierClass;
  // The warp family's classes (isa.hpp lists them).
  if (modifierClass == "atom" || modifierClass == "atomh")
    return any({"relaxed", "acquire", "release", "acq_rel", "cta", "gpu", "sys", "cluster",
                "global", "shared", "shared::cta", "shared::cluster"}) ||
           (modifierClass == "atomh" && word == "noftz");
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

// The float_modifier bit (isa.hpp) a word of a float modifier class sets.
uint16_t floatModifierBit(std::string_view modifierClass, std::string_view word) {
  using namespace float_modifier;
  if (modifierClass == "rnd") return kRounding;
  if (modifierClass == "cvtrnd") return word.size() == 3 ? kRounding | kIntegerRounding : kRounding;
  if (modifierClass == "ftz") return kFtz;
  if (modifierClass == "sat") return kSat;
  if (modifierClass == "relu") return kRelu;
  if (modifierClass == "nan") return kNaN;
  if (modifierClass == "satfinite") return kSatfinite;
  if (modifierClass == "testp") {
    constexpr std::string_view kTests[] = {"finite",     "infinite", "number",
                                           "notanumber", "normal",   "subnormal"};
    const auto index = std::find(std::begin(kTests), std::end(kTests), word) - std::begin(kTests);
    return static_cast<uint16_t>(index << kTestShift);
  }
  return 0;
}

std::string_view modifierClassDescription(std::string_view modifierClass) {
  if (modifierClass == "cmp")
    return "a comparison: .eq, .ne, .lt, .le, .gt, .ge, .lo, .ls, .hi or .hs";
  if (modifierClass == "rnd") return "a rounding modifier: .rn, .rz, .rm or .rp";
  if (modifierClass == "testp")
    return "a test: .finite, .infinite, .number, .notanumber, .normal or .subnormal";
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

// Whether `parts` (an opcode split at its dots) ends in a float type and its
// mnemonic has float rows, which cover every modifier ptxas takes on floats
// (cvt's .tf32/.e4m3 forms and setp/set's .and/.or/.xor aside).
bool floatFormsRefuse(const std::vector<std::string_view>& parts) {
  if (parts.size() < 2 || parts[0] == "cvt" || parts[0] == "setp" || parts[0] == "set")
    return false;
  auto last = typeNamed(parts.back());
  if (!last || typeKind(*last) != TypeKind::Float) return false;
  for (const InstructionRow& row : instructionTable())
    if (isFloatFamily(row.semantics) && splitDots(row.spelling)[0] == parts[0]) return true;
  return false;
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

// The sm number of a `.target sm_NN[a]`, 0 for any other target.
uint32_t targetSm(std::string_view target) {
  if (!target.starts_with("sm_")) return 0;
  uint32_t sm = 0;
  for (char c : target.substr(3)) {
    if (c < '0' || c > '9') break;
    sm = sm * 10 + static_cast<uint32_t>(c - '0');
  }
  return sm;
}

bool versionBefore(const Module& module, uint32_t major, uint32_t minor) {
  return module.versionMajor < major ||
         (module.versionMajor == major && module.versionMinor < minor);
}

// The modifiers the PTX ISA (9.0) gives the opcodes whose every form the
// table does not have, so that a word outside them is no PTX (ptxas:
// "Unknown modifier", "Illegal modifier"), not a form we lack. ld's and st's
// cache, eviction and order qualifiers are gone by then (takeMemoryQualifiers).
struct ModifierWords {
  std::string_view opcode;
  std::initializer_list<std::string_view> words;
  bool types = false;  // and the type names
};

const ModifierWords* modifierWordsOf(std::string_view opcode) {
  static const ModifierWords kWords[] = {
      {"bra", {"uni"}},
      {"ret", {"uni"}},
      {"exit", {}},
      {"trap", {}},
      {"brkpt", {}},
      {"setp",
       {"eq",  "ne",  "lt",  "le",  "gt",  "ge",  "lo",  "ls", "hi",  "hs",  "equ",   "neu",
        "ltu", "leu", "gtu", "geu", "num", "nan", "and", "or", "xor", "ftz", "u16x2", "s16x2"},
       true},
      {"set",
       {"eq",  "ne",  "lt",  "le",  "gt",  "ge",  "lo",  "ls",  "hi", "hs",  "equ",
        "neu", "ltu", "leu", "gtu", "geu", "num", "nan", "and", "or", "xor", "ftz"},
       true},
      {"ld",
       {"global", "shared", "local", "const", "param", "shared::cta", "shared::cluster",
        "param::entry", "param::func", "unified", "v2", "v4", "v8", "b128"},
       true},
      {"st",
       {"global", "shared", "local", "param", "shared::cta", "shared::cluster", "param::func", "v2",
        "v4", "v8", "b128"},
       true},
  };
  for (const ModifierWords& entry : kWords)
    if (entry.opcode == opcode) return &entry;
  return nullptr;
}

// Why an opcode no row matches is invalid PTX rather than a form we lack: a
// modifier its opcode never takes, two that never go together, or a form
// newer than the module's target or version; "" when none of these is known.
std::string invalidFormProblem(std::string_view opcode, const std::vector<std::string_view>& parts,
                               const Module& module) {
  auto has = [&](std::string_view word) {
    return std::find(parts.begin() + 1, parts.end(), word) != parts.end();
  };
  const std::string_view base = parts[0];
  if ((base == "add" || base == "sub") && has("cc") && has("sat"))
    return fmt::format("'{}' is invalid: modifier '.cc' cannot be combined with '.sat'", opcode);
  if (base == "st" && has("const"))
    return fmt::format("'{}' is invalid: st does not write the .const state space (ld reads it)",
                       opcode);
  // ptxas 13: "Feature 'atom instruction with vector types' requires .target
  // sm_90 or higher" and "... requires PTX ISA .version 8.1 or later".
  const bool vector = has("v2") || has("v4") || has("v8");
  if ((base == "atom" || base == "red") && vector) {
    if (targetSm(module.target) < 90)
      return fmt::format("'{}' (an atomic on a vector) needs .target sm_90 or higher", opcode);
    if (versionBefore(module, 8, 1))
      return fmt::format("'{}' (an atomic on a vector) needs PTX ISA .version 8.1 or later",
                         opcode);
  }
  // ptxas 13: "Illegal modifier '.relu' for instruction 'max' with type '.u16x2'".
  if ((base == "min" || base == "max") && has("relu") && has("u16x2"))
    return fmt::format("'{}' is invalid: .relu takes signed types (.s32, .s16x2), not .u16x2",
                       opcode);
  // ptxas 13: "Feature 'cvt with .e4m3x2/.e5m2x2' requires .target sm_90".
  if (base == "cvt" && (has("e4m3x2") || has("e5m2x2")) && targetSm(module.target) < 90)
    return fmt::format("'{}' (a conversion to or from 8-bit floats) needs .target sm_90 or higher",
                       opcode);
  if ((base == "ld" || base == "st") && has("v8") && versionBefore(module, 8, 8))
    return fmt::format("'{}' is invalid: a 256-bit vector load or store needs PTX ISA .version 8.8",
                       opcode);
  const ModifierWords* words = modifierWordsOf(base);
  if (!words) return "";
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string_view word = parts[i];
    if (std::find(words->words.begin(), words->words.end(), word) != words->words.end()) continue;
    if (words->types && typeNamed(word)) continue;
    if (base == "ld" || base == "st")
      return fmt::format(
          "invalid modifier '.{}' for '{}': it takes a state space, a vector (.v2, "
          ".v4, .v8) and a type",
          word, base);
    return fmt::format("invalid modifier '.{}' for '{}'", word, base);
  }
  return "";
}

std::string ordinal(size_t index) {
  constexpr std::string_view kNames[] = {"first", "second", "third", "fourth"};
  return std::string(index < std::size(kNames) ? kNames[index] : "last");
}

}  // namespace

std::optional<Type> Parser::registerType(std::string_view name) const {
  auto lookup = [&]() -> std::optional<Type> {
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
      if (auto it = scope->registers.find(name); it != scope->registers.end()) return it->second;
    }
    return std::nullopt;
  };
  // The memo is by place, so only for names in the (unchanging) source text.
  const std::string_view text = lexer_.text();
  if (name.data() < text.data() || name.data() + name.size() > text.data() + text.size())
    return lookup();
  RegisterMemo& memo =
      registerMemo_[(reinterpret_cast<uintptr_t>(name.data()) / 4) % registerMemo_.size()];
  if (memo.generation != scopeGeneration_ || memo.name.data() != name.data() ||
      memo.name.size() != name.size())
    memo = {name, scopeGeneration_, lookup()};
  return memo.type;
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
    instruction.guard = guard.text;
  }
  const PtxToken& opcode = next();
  if (opcode.kind != PtxToken::Kind::Word || opcode.text[0] == '.' || opcode.text[0] == '%') {
    error(opcode, "expected-instruction",
          fmt::format("expected an instruction, found '{}'", opcode.text));
    return skipStatement();
  }
  instruction.opcode = opcode.text;
  instruction.location = opcode.location;
  if (auto known = matchedOpcodes_.find(opcode.text); known != matchedOpcodes_.end()) {
    const Instruction statement = instruction;
    instruction = known->second;
    instruction.location = statement.location;
    instruction.textOffset = statement.textOffset;
    instruction.guard = statement.guard;
    instruction.guardNegated = statement.guardNegated;
  } else {
    if (!matchOpcode(opcode.text, opcode, instruction)) return skipStatement();
    matchedOpcodes_.emplace(opcode.text, instruction);
  }
  const bool call = instruction.row->control == Control::Call;
  if (!(call ? parseCallOperands(instruction) : parseOperands(instruction))) return skipStatement();
  const PtxToken& end = next();
  instruction.textBytes = end.offset + 1 - instruction.textOffset;
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
          error(previous(), "operand-kind",
                fmt::format("'{}' has no second destination to join with '|'", instruction.opcode));
          return false;
        }
        auto predicate = parseOperand();
        if (!predicate) return false;
        operands.push_back(*predicate);
      } else if (secondDest) {
        Operand none;
        none.kind = Operand::Kind::Sink;
        none.location = operands.back().location;
        operands.push_back(none);
      }
    } while (accept(','));
  }
  if (!peek().is(';')) {
    error(peek(), "expected-token",
          fmt::format("expected ',' or ';' after an operand of '{}', found '{}'",
                      instruction.opcode, peek().text));
    return false;
  }
  instruction.operands = module_.operands->store(operands);
  return true;
}

bool Parser::takeMemoryQualifiers(std::vector<std::string_view>& parts, const PtxToken& at,
                                  Instruction& instruction) {
  using M = MemoryQualifiers;
  M& m = instruction.memory;
  const bool load = parts[0] == "ld";
  std::vector<std::string_view> kept{parts[0]};
  auto illegal = [&](std::string_view word) {
    error(at, "invalid-modifier",
          fmt::format("'{}': modifier '.{}' is invalid for '{}'", instruction.opcode, word,
                      parts[0]));
    return false;
  };
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string_view word = parts[i];
    std::optional<M::Cache> cache;
    if (word == "ca") cache = M::Cache::Ca;
    if (word == "cg") cache = M::Cache::Cg;
    if (word == "cs") cache = M::Cache::Cs;
    if (word == "lu") cache = M::Cache::Lu;
    if (word == "cv") cache = M::Cache::Cv;
    if (word == "wb") cache = M::Cache::Wb;
    if (word == "wt") cache = M::Cache::Wt;
    std::optional<M::Eviction> eviction;
    std::string_view level;
    if (word.starts_with("L1::") || word.starts_with("L2::")) {
      level = word.substr(0, 2);
      const std::string_view what = word.substr(4);
      if (what == "evict_normal") eviction = M::Eviction::Normal;
      if (what == "evict_unchanged") eviction = M::Eviction::Unchanged;
      if (what == "evict_first") eviction = M::Eviction::First;
      if (what == "evict_last") eviction = M::Eviction::Last;
      if (what == "no_allocate") eviction = M::Eviction::NoAllocate;
    }
    std::optional<M::Order> order;
    if (word == "weak") order = M::Order::Weak;
    if (word == "volatile") order = M::Order::Volatile;
    if (word == "relaxed") order = M::Order::Relaxed;
    if (word == "acquire") order = M::Order::Acquire;
    if (word == "release") order = M::Order::Release;
    std::optional<M::Scope> scope;
    if (word == "cta") scope = M::Scope::Cta;
    if (word == "cluster") scope = M::Scope::Cluster;
    if (word == "gpu") scope = M::Scope::Gpu;
    if (word == "sys") scope = M::Scope::Sys;
    if (cache) {
      const bool fits = load ? *cache <= M::Cache::Cv
                             : *cache == M::Cache::Wb || *cache == M::Cache::Wt ||
                                   *cache == M::Cache::Cg || *cache == M::Cache::Cs;
      if (!fits) return illegal(word);
      if (m.cache != M::Cache::None) {
        error(at, "invalid-modifier",
              fmt::format("'{}' has two cache operations: one of .ca, .cg, .cs, .lu, .cv "
                          "(ld) or .wb, .cg, .cs, .wt (st)",
                          instruction.opcode));
        return false;
      }
      m.cache = *cache;
    } else if (word == "nc") {
      if (!load) return illegal(word);
      m.nonCoherent = true;
    } else if (eviction && level == "L1") {
      if (m.l1 != M::Eviction::None) {
        error(at, "invalid-modifier",
              fmt::format("'{}' has two .L1 eviction priorities", instruction.opcode));
        return false;
      }
      m.l1 = *eviction;
    } else if (eviction && level == "L2" && *eviction != M::Eviction::NoAllocate &&
               *eviction != M::Eviction::Unchanged) {
      // ptxas 13: "Instruction 'ld' requires '.v8.b32/.v4.b64' type with
      // '.L2::evict_last' modifier", a 256-bit access of sm_100 and PTX ISA 8.8.
      error(at, "invalid-modifier",
            fmt::format("'{}': '.{}' needs a 256-bit access (.v8.b32, .v4.b64) of sm_100, "
                        "beyond sm_90",
                        instruction.opcode, word));
      return false;
    } else if (word == "L2::64B" || word == "L2::128B" || word == "L2::256B") {
      if (!load) return illegal(word);
      if (m.prefetchBytes != 0) {
        error(at, "invalid-modifier",
              fmt::format("'{}' has two .L2 prefetch sizes", instruction.opcode));
        return false;
      }
      m.prefetchBytes = word == "L2::64B" ? 64 : word == "L2::128B" ? 128 : 256;
    } else if (word == "L2::cache_hint") {
      m.cacheHint = true;
    } else if (order) {
      if ((load && *order == M::Order::Release) || (!load && *order == M::Order::Acquire))
        return illegal(word);
      if (m.order != M::Order::None) {
        error(at, "invalid-modifier",
              fmt::format("'{}' has two memory orders", instruction.opcode));
        return false;
      }
      m.order = *order;
    } else if (scope) {
      if (m.scope != M::Scope::None) return illegal(word);
      m.scope = *scope;
    } else if (word == "mmio") {
      m.mmio = true;
    } else if (word.find("::") != std::string_view::npos) {
      return illegal(word);
    } else {
      kept.push_back(word);
    }
  }
  parts = std::move(kept);
  return true;
}

bool Parser::checkMemoryQualifiers(const Instruction& instruction, const PtxToken& at) {
  using M = MemoryQualifiers;
  const M& m = instruction.memory;
  auto conflict = [&](std::string_view a, std::string_view b) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.{}' cannot be combined with '.{}'", instruction.opcode, a, b));
    return false;
  };
  constexpr std::string_view kCacheNames[] = {"", "ca", "cg", "cs", "lu", "cv", "wb", "wt"};
  constexpr std::string_view kOrderNames[] = {"",        "weak",    "volatile", "relaxed",
                                              "acquire", "release", "mmio"};
  const std::string_view cache = kCacheNames[static_cast<size_t>(m.cache)];
  const std::string_view order = kOrderNames[static_cast<size_t>(m.order)];
  if (m.nonCoherent && instruction.space != StateSpace::Global) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.nc' reads the .global space only", instruction.opcode));
    return false;
  }
  if (m.nonCoherent && (m.cache == M::Cache::Lu || m.cache == M::Cache::Cv)) {
    error(at, "invalid-modifier",
          fmt::format("'{}': ld.nc takes the cache operations .ca, .cg and .cs, not .{}",
                      instruction.opcode, cache));
    return false;
  }
  if (m.nonCoherent && m.order != M::Order::None && m.order != M::Order::Weak)
    return conflict(order, "nc");
  if (m.l1 != M::Eviction::None && m.cache != M::Cache::None)
    return conflict("L1 eviction priority", cache);
  if (m.l1 != M::Eviction::None && m.order == M::Order::Volatile)
    return conflict("L1 eviction priority", order);
  const bool strong = m.order == M::Order::Volatile || m.order == M::Order::Relaxed ||
                      m.order == M::Order::Acquire || m.order == M::Order::Release;
  if (strong && m.cache != M::Cache::None) return conflict(order, cache);
  // ptxas 13: "Modifier '.volatile' cannot be applied to '.local' space".
  if (strong && (instruction.space == StateSpace::Local || instruction.space == StateSpace::Const ||
                 instruction.space == StateSpace::Param)) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.{}' cannot be applied to the .{} space", instruction.opcode, order,
                      stateSpaceName(instruction.space)));
    return false;
  }
  const bool scoped =
      m.order == M::Order::Relaxed || m.order == M::Order::Acquire || m.order == M::Order::Release;
  if (scoped && m.scope == M::Scope::None) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.{}' needs a scope: .cta, .cluster, .gpu or .sys", instruction.opcode,
                      order));
    return false;
  }
  if (!scoped && m.scope != M::Scope::None) {
    error(
        at, "invalid-modifier",
        fmt::format("'{}': a scope goes with .relaxed, .acquire or .release", instruction.opcode));
    return false;
  }
  if (m.mmio && !(m.order == M::Order::Relaxed && m.scope == M::Scope::Sys)) {
    error(at, "invalid-modifier",
          fmt::format("'{}': '.mmio' goes with '.relaxed.sys'", instruction.opcode));
    return false;
  }
  // ptxas 13: "Modifier '.L2::256B' requires .target sm_80 or higher".
  if (m.prefetchBytes == 256 && targetSm(module_.target) != 0 && targetSm(module_.target) < 80) {
    error(at, "bad-target",
          fmt::format("'{}': '.L2::256B' needs .target sm_80 or higher", instruction.opcode));
    return false;
  }
  if (m.scope == M::Scope::Cluster && module_.target < std::string_view("sm_90")) {
    error(at, "bad-target",
          fmt::format("'{}': scope .cluster needs target sm_90", instruction.opcode));
    return false;
  }
  return true;
}

bool Parser::matchOpcode(std::string_view opcode, const PtxToken& at, Instruction& instruction) {
  std::vector<std::string_view> parts = splitDots(opcode);
  if ((parts[0] == "ld" || parts[0] == "st") && !takeMemoryQualifiers(parts, at, instruction))
    return false;
  if (parts[0] == "atom" || parts[0] == "red") {
    // A cache policy after the operands (ptxas 13's rules); no caches in the
    // simulator, so checkOperands drops it once checked.
    auto hint = std::find(parts.begin() + 1, parts.end(), "L2::cache_hint");
    if (hint != parts.end()) {
      auto has = [&](std::string_view word) {
        return std::find(parts.begin() + 1, parts.end(), word) != parts.end();
      };
      if (targetSm(module_.target) != 0 && targetSm(module_.target) < 80) {
        error(at, "bad-target",
              fmt::format("'{}': '.L2::cache_hint' needs .target sm_80 or higher", opcode));
        return false;
      }
      if (versionBefore(module_, 7, 4)) {
        error(at, "bad-version",
              fmt::format("'{}': '.L2::cache_hint' needs PTX ISA .version 7.4 or later", opcode));
        return false;
      }
      if (has("cas")) {
        error(at, "bad-modifier",
              fmt::format("'{}' is invalid: atom.cas takes no '.L2::cache_hint'", opcode));
        return false;
      }
      if (has("shared") || has("shared::cta") || has("shared::cluster")) {
        error(at, "state-space",
              fmt::format("'{}' is invalid: '.L2::cache_hint' cannot be applied to the .shared "
                          "state space",
                          opcode));
        return false;
      }
      parts.erase(hint);
      instruction.memory.cacheHint = true;
    }
  }
  // ptxas 13 takes `.sync` after the mode too (`vote.ballot.sync.b32`, as
  // CUB writes it; `shfl.down.sync.b32`); the table spells it first.
  if ((parts[0] == "vote" || parts[0] == "shfl") && parts.size() > 2 && parts[2] == "sync")
    std::swap(parts[1], parts[2]);
  const InstructionRow* typeMismatch = nullptr;
  std::string typeProblem;
  std::string_view missingModifier;
  bool known = false;
  for (const InstructionRow& row : instructionTable()) {
    // Rows of other opcodes, without splitting their spelling: most of them.
    const std::string_view base = parts[0];
    if (!row.spelling.starts_with(base) ||
        (row.spelling.size() > base.size() && row.spelling[base.size()] != '.'))
      continue;
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
        // Any number of the class's modifiers, in any order (warpFormProblem
        // refuses two of one kind).
        std::string_view modifierClass = want.substr(1, want.size() - 3);
        while (i < parts.size() && inModifierClass(modifierClass, parts[i])) {
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
        if (modifierClass == "rnd" || modifierClass == "cvtrnd")
          candidate.rounding = static_cast<Rounding>(std::string_view("nzmp").find(word[1]));
        candidate.floatModifiers |= floatModifierBit(modifierClass, word);
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
      typeProblem = row.semantics == Semantics::Cvt
                        ? fmt::format("converts from {}, not .{}", typeList(row.sourceTypes),
                                      typeName(types[1]))
                        : fmt::format("takes {} as its second type, not .{}",
                                      typeList(row.sourceTypes), typeName(types[1]));
      continue;
    }
    candidate.row = &row;
    if (wanted >= 1) candidate.type = types[0];
    if (wanted == 2) candidate.sourceType = types[1];
    instruction = std::move(candidate);
    break;
  }
  if (!instruction.row) {
    if (std::string problem = known ? invalidFormProblem(opcode, parts, module_) : "";
        !problem.empty()) {
      error(at, "bad-modifier", problem);
    } else if (typeMismatch) {
      // The opcode without its type suffixes (two for cvt, dp4a, set, slct).
      std::string_view spelled = opcode.substr(0, opcode.rfind('.'));
      if (typeMismatch->sourceTypes) spelled = spelled.substr(0, spelled.rfind('.'));
      error(at, "bad-type", fmt::format("invalid type: '{}' {}", spelled, typeProblem));
    } else if (!missingModifier.empty()) {
      error(at, "missing-modifier",
            fmt::format("'{}' needs {}", opcode, modifierClassDescription(missingModifier)));
    } else if (known && refusedAsInvalid(opcode)) {
      // Every valid form of the warp family's opcodes has a row.
      const bool legacy = (parts[0] == "shfl" || parts[0] == "vote") &&
                          std::find(parts.begin(), parts.end(), "sync") == parts.end();
      auto wrongSpace = std::find_if(parts.begin() + 1, parts.end(), [](std::string_view p) {
        return p == "local" || p == "const" || p == "param";
      });
      if (legacy) {
        error(at, "bad-modifier",
              fmt::format("'{}' is invalid on sm_70 and later: it needs .sync ({}.sync...)", opcode,
                          parts[0]));
      } else if (wrongSpace != parts.end() && parts[0] != "ld") {
        error(at, "state-space",
              fmt::format("'{}' is invalid: '{}' does not take the state space .{}", opcode,
                          parts[0], *wrongSpace));
      } else {
        error(at, "bad-modifier",
              fmt::format("'{}' is invalid: it needs one of the forms of '{}': {}", opcode,
                          parts[0], formsOf(parts[0])));
      }
    } else if (known && floatFormsRefuse(parts)) {
      // A float form with a modifier none of its rows has: ptxas's "Illegal
      // modifier", "Illegal rounding modifier" or "modifier required".
      error(at, "bad-modifier",
            fmt::format("'{}' is invalid: its modifiers are none of a float form of '{}' ({})",
                        opcode, parts[0], formsOf(parts[0])));
    } else if (known && formsAreComplete(parts[0])) {
      // Every form of it is in the table: what is not one is no PTX.
      error(at, "bad-modifier",
            fmt::format("invalid modifier: '{}' is not a form of '{}' (its forms: {})", opcode,
                        parts[0], formsOf(parts[0])));
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
  if ((row.semantics == Semantics::Load || row.semantics == Semantics::Store) &&
      !checkMemoryQualifiers(instruction, at))
    return false;
  if ((row.semantics == Semantics::Cvta || row.semantics == Semantics::CvtaTo) &&
      typeBits(instruction.type) == 32) {
    error(at, "address-size",
          fmt::format("'{}' converts 32-bit addresses: ptxas 13 compiles 64-bit addresses only "
                      "(type .u64)",
                      opcode));
    return false;
  }
  if (instruction.row->spelling.ends_with(".xorsign.abs"))
    instruction.floatModifiers |= float_modifier::kXorsignAbs;
  if (std::string problem =
          floatFormProblem(row.semantics, opcode, instruction.type, instruction.sourceType,
                           instruction.floatModifiers, instruction.rounding, instruction.compare);
      !problem.empty()) {
    error(at, "bad-modifier", problem);
    return false;
  }
  if (std::string problem = warpFormProblem(row, opcode, instruction.type); !problem.empty()) {
    error(at, "bad-modifier", problem);
    return false;
  }
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
  if (module_.target.starts_with("sm_")) {
    const auto sm = static_cast<uint32_t>(std::atoi(module_.target.c_str() + 3));
    if (std::string problem =
            floatTargetProblem(row.semantics, opcode, instruction.type, instruction.sourceType,
                               instruction.floatModifiers, sm);
        !problem.empty()) {
      error(at, "bad-target", problem);
      return false;
    }
  }
  if (row.semantics == Semantics::Setp && !compareFits(instruction.compare, instruction.type)) {
    error(at, "bad-type",
          fmt::format("invalid type: '{}': comparison .{} does not apply to .{} values", opcode,
                      parts[1], typeName(instruction.type)));
    return false;
  }
  if (instruction.vectorWidth * typeBits(instruction.type) > 128 && versionBefore(module_, 8, 8)) {
    error(at, "bad-version",
          fmt::format("'{}' is invalid: a 256-bit vector load or store needs PTX ISA .version 8.8",
                      opcode));
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
  return checkRequirements(opcode, at, instruction);
}

// The int helper's checks (issue 27): set's comparison against its source
// type, cvt.sat where it can saturate, and the target and version a row needs.
bool Parser::checkRequirements(std::string_view opcode, const PtxToken& at,
                               const Instruction& instruction) {
  const InstructionRow& row = *instruction.row;
  if (row.semantics == Semantics::Set &&
      !compareFits(instruction.compare, instruction.sourceType)) {
    error(at, "bad-type",
          fmt::format("invalid type: '{}': comparison .{} does not apply to .{} values", opcode,
                      splitDots(opcode)[1], typeName(instruction.sourceType)));
    return false;
  }
  if (row.semantics == Semantics::Cvt && row.spelling == "cvt.sat" &&
      !saturationApplies(instruction.type, instruction.sourceType)) {
    error(at, "bad-modifier",
          fmt::format("invalid modifier .sat in '{}': every .{} value fits .{}", opcode,
                      typeName(instruction.sourceType), typeName(instruction.type)));
    return false;
  }
  const RowRequirement need = requirementOf(row);
  uint32_t sm = 0;
  for (char c :
       std::string_view(module_.target).substr(std::min<size_t>(3, module_.target.size()))) {
    if (c < '0' || c > '9') break;
    sm = sm * 10 + static_cast<uint32_t>(c - '0');
  }
  if (need.sm != 0 && sm < need.sm) {
    error(at, "bad-target", fmt::format("'{}' requires .target sm_{} or higher", opcode, need.sm));
    return false;
  }
  const bool olderVersion =
      module_.versionMajor < need.ptxMajor ||
      (module_.versionMajor == need.ptxMajor && module_.versionMinor < need.ptxMinor);
  if (olderVersion) {
    error(at, "bad-version",
          fmt::format("'{}' needs PTX ISA version {}.{} or later", opcode, need.ptxMajor,
                      need.ptxMinor));
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
      operand.name = base.text;
      operand.baseIsRegister = base.text[0] == '%' || registerType(base.text).has_value();
      if (!operand.baseIsRegister) operand.variable = findVariable(base.text);
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
    operand.elements = module_.operands->store(elements);
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
    operand.name = predicate.text;
    operand.negated = true;
    return operand;
  }
  if (peek().isWord("_")) {
    operand.kind = Operand::Kind::Sink;
    operand.name = next().text;
    return operand;
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
  operand.name = value.text;
  // Registers may be named without '%' (inline asm's `.reg .u32 m, n;`).
  if (value.text[0] != '%' && value.text.find('.') == std::string_view::npos &&
      registerType(value.text)) {
    operand.kind = Operand::Kind::Register;
    return operand;
  }
  if (value.text[0] != '%') {
    operand.kind = Operand::Kind::Symbol;
    operand.variable = findVariable(value.text);
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
  uint8_t number = 0;
  const SpecialRegisterInfo* special = findSpecialRegister(base, &number);
  if (!special) return operand;  // reported as undeclared when checked
  operand.kind = Operand::Kind::SpecialRegister;
  operand.special = special->id;
  operand.component = number;
  if (special->sm90 && module_.target < std::string_view("sm_90")) {
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

bool Parser::checkOperands(Instruction& instruction) {
  const InstructionRow& row = *instruction.row;
  // A SecondDestPred is never counted: it is written joined to the operand
  // before it, and parseOperands put a Sink where it was left out.
  auto counted = [](OperandKind kind) {
    return kind != OperandKind::None && kind != OperandKind::SecondDestPred;
  };
  if (instruction.memory.cacheHint &&
      (row.semantics == Semantics::Atom || row.semantics == Semantics::Red)) {
    // atom's and red's policy, last: a .b64 register the simulator has no use for.
    const Operand* policy = instruction.operands.empty() ? nullptr : &instruction.operands.back();
    if (!policy || policy->kind != Operand::Kind::Register ||
        !checkRegister(instruction, *policy, Type::B64, false, instruction.operands.size() - 1)) {
      if (!policy || policy->kind != Operand::Kind::Register)
        diagnostics_.error(
            instruction.location, "operand-kind",
            fmt::format("'{}' takes its cache policy, a .b64 register, last", instruction.opcode));
      return false;
    }
    instruction.operands = instruction.operands.first(instruction.operands.size() - 1);
  }
  size_t most =
      static_cast<size_t>(std::count_if(row.operands.begin(), row.operands.end(), counted));
  size_t least = most - row.optionalOperands;
  size_t given = 0;
  for (size_t i = 0; i < instruction.operands.size(); ++i)
    given += i >= row.operands.size() || row.operands[i] != OperandKind::SecondDestPred;
  if (given < least || given > most) {
    std::string count =
        least == most ? fmt::format("{}", most) : fmt::format("{} or {}", least, most);
    if (given < least && std::find(row.operands.begin(), row.operands.end(),
                                   OperandKind::ThreadCount) != row.operands.end()) {
      // bar.arrive: ptxas 13 "Arguments mismatch", a count it cannot do without.
      diagnostics_.error(instruction.location, "operand-count",
                         fmt::format("'{}' needs a barrier and a thread count: it takes {} "
                                     "operands, not {}",
                                     instruction.opcode, count, given));
      return false;
    }
    diagnostics_.error(instruction.location, "operand-count",
                       fmt::format("'{}' takes {} operand{}, not {}", instruction.opcode, count,
                                   most == 1 ? "" : "s", given));
    return false;
  }
  if (instruction.memory.cacheHint && given < most) {
    diagnostics_.error(instruction.location, "operand-count",
                       fmt::format("'{}' takes its cache policy, a .b64 register, after the "
                                   "address",
                                   instruction.opcode));
    return false;
  }
  bool good = true;
  for (size_t i = 0; i < instruction.operands.size(); ++i) {
    const Operand& operand = instruction.operands[i];
    const OperandKind kind = operandKindAt(row, instruction.operands.size(), i);
    // elect.sync takes `_|%p`: the leader's lane id dropped.
    const bool sinkAllowed = kind == OperandKind::SecondDestPred ||
                             (kind == OperandKind::Dest && row.semantics == Semantics::Elect);
    if (operand.kind == Operand::Kind::Sink && !sinkAllowed) {
      diagnostics_.error(operand.location, "operand-kind",
                         fmt::format("'_' stands only for a dropped element of a vector, not the "
                                     "{} operand of '{}'",
                                     ordinal(i), instruction.opcode));
      good = false;
      continue;
    }
    if (operand.kind == Operand::Kind::Sink) continue;
    if (operand.negated && kind != OperandKind::SourcePred &&
        !(kind == OperandKind::Source && instruction.type == Type::Pred)) {
      diagnostics_.error(operand.location, "operand-kind",
                         fmt::format("the {} operand of '{}' cannot be negated with '!'",
                                     ordinal(i), instruction.opcode));
      good = false;
      continue;
    }
    good &= checkOperand(instruction, operand, kind, i);
  }
  // ptxas 13: "Predicate output expected for instruction 'elect'".
  if (row.semantics == Semantics::Elect && instruction.operands.size() > 1 &&
      instruction.operands[1].kind == Operand::Kind::Sink) {
    diagnostics_.error(instruction.location, "operand-kind",
                       fmt::format("'{}' needs a predicate destination: d|p, mask (or _|p, mask)",
                                   instruction.opcode));
    good = false;
  }
  return good;
}

bool Parser::checkRegister(const Instruction& instruction, const Operand& operand, Type type,
                           bool wider, size_t index) {
  auto declared = registerType(operand.name);
  if (!declared) {
    const std::string_view base = std::string_view(operand.name).substr(0, operand.name.find('.'));
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
      if (auto it = scope->unusable.find(base); it != scope->unusable.end()) {
        diagnostics_.error(operand.location, "unsupported-operand",
                           fmt::format("'{}' is {} register: reading or writing one is not "
                                       "supported yet",
                                       base, it->second));
        return false;
      }
    }
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
      // ptxas takes no float literal for the 16-bit float types.
      if (floating && typeBits(elementType(type)) >= 32) return true;
      if (floating) {
        diagnostics_.error(operand.location, "operand-type",
                           fmt::format("the {} operand of '{}' is invalid: a .{} operand is a "
                                       "register, not a number",
                                       ordinal(index), instruction.opcode, typeName(type)));
        return false;
      }
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
      // ptxas 13: "Argument vector size mismatch" for a scalar ld or st.
      if ((instruction.row->semantics == Semantics::Load ||
           instruction.row->semantics == Semantics::Store) &&
          instruction.vectorWidth <= 1) {
        diagnostics_.error(operand.location, "operand-kind",
                           fmt::format("'{}' is invalid with a vector operand ({{a, b}}): it "
                                       "moves one value (.v2 or .v4 move a vector)",
                                       instruction.opcode));
        return false;
      }
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
    if (operand.kind == Operand::Kind::SpecialRegister && index == 0) {
      diagnostics_.error(operand.location, "special-register",
                         fmt::format("special register '{}' is read-only: it is no destination of "
                                     "'{}'",
                                     operand.name, instruction.opcode));
      return false;
    }
    // A name without '%' that nothing declares here (a register of a block
    // already closed): ptxas's "Arguments mismatch".
    if (operand.kind == Operand::Kind::Symbol && !operand.variable &&
        !functionIndex_.contains(operand.name) && !bodyLabels_.contains(operand.name)) {
      diagnostics_.error(operand.location, "undeclared-register",
                         fmt::format("'{}' is not declared: the {} operand of '{}' must be {}",
                                     operand.name, ordinal(index), instruction.opcode, what));
      return false;
    }
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
    case OperandKind::SecondDestPred:
      if (operand.kind == Operand::Kind::Sink) return true;
      return needRegister("a .pred register") &&
             checkRegister(instruction, operand, Type::Pred, false, index);
    case OperandKind::MoveDest:
      if (operand.kind == Operand::Kind::Vector) return checkMoveVector(instruction, operand, true);
      return needRegister("a register") && checkRegister(instruction, operand, type, false, index);
    case OperandKind::Source:
      return checkValue(instruction, operand, type, index);
    case OperandKind::SourceWide:
      return checkValue(instruction, operand, widened(type), index);
    case OperandKind::SecondSource:
      return checkValue(instruction, operand, instruction.sourceType, index);
    case OperandKind::BitPosition:
      // ptxas: "value '256' out of range, expected to be in range [0..255]".
      if (operand.kind == Operand::Kind::Immediate) {
        if (operand.value <= 255) return true;
        diagnostics_.error(
            operand.location, "immediate-range",
            fmt::format("the {} operand of '{}' is a bit position or length, 0 to "
                        "255, not {}",
                        ordinal(index), instruction.opcode, static_cast<int64_t>(operand.value)));
        return false;
      }
      return needRegister("a .u32 register or a number from 0 to 255") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::LogicTable:
      if (operand.kind == Operand::Kind::Immediate) return true;
      diagnostics_.error(operand.location, "operand-kind",
                         fmt::format("the {} operand of '{}' is its truth table, a number "
                                     "(0xf0 & 0xcc: a and b)",
                                     ordinal(index), instruction.opcode));
      return false;
    case OperandKind::PerfEvent: {
      // ptxas 13: "value '16' out of range, expected to be in range [0..15]".
      const bool mask = instruction.row->spelling == "pmevent.mask";
      const uint64_t most = mask ? 0xffff : 15;
      if (operand.kind != Operand::Kind::Immediate) {
        diagnostics_.error(operand.location, "operand-kind",
                           fmt::format("'{}' takes a number: {}", instruction.opcode,
                                       mask ? "a 16-bit mask of events" : "an event, 0 to 15"));
        return false;
      }
      if (operand.value > most) {
        diagnostics_.error(
            operand.location, "immediate-range",
            fmt::format("{} {} of '{}' is out of range: 0 to {}", mask ? "mask" : "event",
                        static_cast<int64_t>(operand.value), instruction.opcode, most));
        return false;
      }
      return true;
    }
    case OperandKind::DestU32:
      return needRegister("a .u32 register") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::ShiftAmount:
      if (operand.kind == Operand::Kind::Immediate) return true;
      return needRegister("a .u32 register or a number") &&
             checkRegister(instruction, operand, Type::U32, false, index);
    case OperandKind::MoveSource:
      return checkMoveSource(instruction, operand);
    case OperandKind::AddressSource:
      if (operand.kind == Operand::Kind::Symbol) {
        const Variable* variable = variableAt(operand.variable);
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
    case OperandKind::CachePolicy:
      if (!instruction.memory.cacheHint) {
        diagnostics_.error(operand.location, "operand-count",
                           fmt::format("'{}' takes a cache policy operand only with "
                                       "'.L2::cache_hint'",
                                       instruction.opcode));
        return false;
      }
      return needRegister("a .b64 register") &&
             checkRegister(instruction, operand, Type::B64, false, index);
    case OperandKind::BranchTarget:
      if (operand.kind != Operand::Kind::Symbol) {
        diagnostics_.error(operand.location, "operand-kind",
                           fmt::format("'{}' branches to a label", instruction.opcode));
        return false;
      }
      pendingBranches_.push_back({operand.name, 0, index, operand.location});
      return true;
    case OperandKind::CallReturns:
    case OperandKind::CallTarget:
    case OperandKind::CallArguments:
    case OperandKind::CallPrototype:
    case OperandKind::BranchTable:
      return checkCallOperand(instruction, operand, kind);
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
        // 0 is taken (all the block's threads) but by bar.arrive ("requires a
        // non-zero thread count").
        const bool arrive = instruction.row->spelling.find(".arrive") != std::string_view::npos;
        if (kind == OperandKind::ThreadCount &&
            ((operand.value == 0 && arrive) || operand.value % 32 != 0)) {
          // Above 1024 too, which the simulator refuses when the block is smaller.
          diagnostics_.error(operand.location, "immediate-range",
                             fmt::format("a barrier's thread count is a multiple of 32, not {}",
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
    // `mov.u16 %rh, %tid.x` is the old 16-bit form ptxas still takes for
    // %tid, %ntid, %ctaid and %nctaid; %gridid was 32 bits before PTX ISA 3.0
    // and ptxas 13 still moves it as either.
    const uint32_t bits = typeBits(type);
    bool fits =
        info.bits == 1 ? type == Type::Pred
        : info.bits == 64
            ? integer && (bits == 64 || (bits == 32 && operand.special == SpecialRegister::Gridid))
            : integer && (bits == 32 || (bits == 16 && info.vector && !info.sm90));
    if (!fits) {
      diagnostics_.error(operand.location, "operand-type",
                         fmt::format("special register '{}' is {} bits wide: '{}' does not move it",
                                     operand.name, info.bits, instruction.opcode));
    }
    return fits;
  }
  if (operand.kind == Operand::Kind::Vector) return checkMoveVector(instruction, operand, false);
  if (operand.kind == Operand::Kind::Symbol) {
    const Variable* variable = variableAt(operand.variable);
    bool function = functionIndex_.contains(operand.name);
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
    // ptxas 13 compiles 64-bit addressing only: "32-Bit compilation is no
    // longer supported" for a .global variable's address in 32 bits.
    if (variable && variable->space == StateSpace::Global && typeBits(type) == 32) {
      diagnostics_.error(operand.location, "address-size",
                         fmt::format("'{}' takes a 32-bit address of the .global '{}': ptxas 13 "
                                     "compiles 64-bit addresses only",
                                     instruction.opcode, operand.name));
      return false;
    }
    return true;
  }
  // mov.b32 %r, 0f3F800000 and mov.b64 %rd, 0d...: the literal's bits.
  if (operand.kind == Operand::Kind::FloatImmediate &&
      ((type == Type::B32 && !operand.floatIsDouble) ||
       (type == Type::B64 && operand.floatIsDouble)))
    return true;
  return checkValue(instruction, operand, type, 1);
}

// mov.b64 %rd, {%r1, %r2} packs, mov.b64 {%r1, %r2}, %rd unpacks: two or
// four registers of equal width that together make the type's bits, the
// first the least significant; `_` drops an element when unpacking.
bool Parser::checkMoveVector(const Instruction& instruction, const Operand& operand, bool dest) {
  const uint32_t bits = typeBits(instruction.type);
  const size_t count = operand.elements.size();
  const bool bitType = typeKind(instruction.type) == TypeKind::Bits;
  if (!bitType || bits < 16 || (count != 2 && count != 4) || bits / count < 8) {
    diagnostics_.error(operand.location, "vector-size",
                       fmt::format("'{}' does not {} a vector: mov.b16, .b32 or .b64 packs two or "
                                   "four registers of half or a quarter its width",
                                   instruction.opcode, dest ? "unpack into" : "pack"));
    return false;
  }
  const uint32_t elementBits = bits / static_cast<uint32_t>(count);
  for (const Operand& element : operand.elements) {
    if (element.kind == Operand::Kind::Sink && dest) continue;
    // ptxas 13 packs integers too (`mov.b64 %rd1, {%r1, 0}`), each cut to its element.
    if (element.kind == Operand::Kind::Immediate && !dest) continue;
    if (element.kind != Operand::Kind::Register) {
      diagnostics_.error(element.location, "operand-kind",
                         fmt::format("the elements of '{}''s vector are registers{}",
                                     instruction.opcode, dest ? " (or '_')" : " or integers"));
      return false;
    }
    auto declared = registerType(element.name);
    if (!declared) {
      diagnostics_.error(element.location, "undeclared-register",
                         fmt::format("register '{}' is not declared", element.name));
      return false;
    }
    // Float registers pack as their bits (ptxas 13; cuda_fp16.hpp's inline
    // `mov.b32 %r, {low, high}` of two .f16).
    if (typeBits(*declared) != elementBits || *declared == Type::Pred) {
      diagnostics_.error(element.location, "operand-type",
                         fmt::format("'{}' is declared .{}: '{}' {} {}-bit registers", element.name,
                                     typeName(*declared), instruction.opcode,
                                     dest ? "unpacks into" : "packs", elementBits));
      return false;
    }
  }
  return true;
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
    if (element.kind == Operand::Kind::Sink && !immediates) continue;  // ld's dropped element
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
  const Variable* variable = variableAt(operand.variable);
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
  // A .func's return parameters are written for the caller, never read (ptxas:
  // "Illegal to read function return parameter").
  if (!store && operand.variable.list == VariableRef::List::Return) {
    diagnostics_.error(
        operand.location, "state-space",
        fmt::format("'{}' is a return parameter: it is written, never read", operand.name));
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
