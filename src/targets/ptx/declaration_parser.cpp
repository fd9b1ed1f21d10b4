// The declarations in a PTX function or module: registers (.reg, with ranges
// and vectors) and variables of every state space with their initializers.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cctype>

#include "targets/ptx/parser.hpp"

namespace gpuasm::ptx {

// A range is written in a few bytes and declares thousands of registers;
// this bounds what a small hostile file can make us hold: the registers of
// one function, however many ranges declare them. ptxas 13 takes a range of
// up to 2^32 - 1 names, and nvcc writes one of more than 65,536 for a large
// unrolled kernel (era-bellman-cuda's BN254 scalar multiplication: %r<76654>).
constexpr uint64_t kMaxRegisters = 1u << 20;

// One NAME of a .reg declaration, or a range `NAME<N>`: its names into
// `names`; false (reported, the statement skipped) when it is neither.
bool Parser::registerNames(const PtxToken& name, std::vector<std::string>& names) {
  // A name is letters, digits, '_', '$' and '%' first; the tokenizer also
  // joins '.'s into words, so that `%tid.x` is one, which no name holds.
  if (name.kind != PtxToken::Kind::Word || name.text.find('.') != std::string_view::npos) {
    error(name, "expected-name", fmt::format("expected a register name, found '{}'", name.text));
    skipStatement();
    return false;
  }
  if (!accept('<')) {
    names.emplace_back(name.text);
    return true;
  }
  auto count = expectInteger("the number of registers");
  if (!count || !expect('>', "after the number of registers")) {
    skipStatement();
    return false;
  }
  if (*count > kMaxRegisters) {
    error(
        name, "register-range",
        fmt::format("'{}<{}>' declares more than {} registers", name.text, *count, kMaxRegisters));
    skipStatement();
    return false;
  }
  for (uint64_t i = 0; i < *count; ++i) names.push_back(fmt::format("{}{}", name.text, i));
  return true;
}

// .reg .TYPE NAME[, NAME...]; where a NAME may be a range `%r<N>`: %r0 to %r(N-1).
void Parser::parseRegisters() {
  next();  // .reg
  const PtxToken& typeToken = next();
  std::optional<Type> type;
  if (typeToken.kind == PtxToken::Kind::Word && typeToken.text[0] == '.')
    type = typeNamed(typeToken.text.substr(1));
  // Vector registers (`.reg .v4 .f32 %v;`): each element a register of its
  // own, `%v.x` to `%v.w` (PTX ISA 5.4.2; `.r .g .b .a` name the same), and
  // `%v` the vector of them for mov, ld and st.
  if (typeToken.isWord(".v2") || typeToken.isWord(".v4")) {
    const PtxToken& element = next();
    auto elementType = element.kind == PtxToken::Kind::Word && element.text[0] == '.'
                           ? typeNamed(element.text.substr(1))
                           : std::nullopt;
    if (!elementType || !isStorageType(*elementType) || *elementType == Type::Pred) {
      error(element, "bad-type",
            fmt::format("'{}' is not a type of a vector register's elements", element.text));
      skipStatement();
      return;
    }
    parseVectorRegisters(typeToken.isWord(".v2") ? 2 : 4, *elementType);
    return;
  }
  if (typeToken.isWord(".b128") && versionBefore(module_, 8, 3)) {
    error(typeToken, "bad-version", "'.reg .b128' needs PTX ISA .version 8.3 or later");
    skipStatement();
    return;
  }
  if (!type || !isStorageType(*type)) {
    error(typeToken, "bad-type",
          fmt::format("'{}' is not a register type (.pred, .b8 to .b64, .u8 to .u64, .s8 to "
                      ".s64, .f16, .f16x2, .f32, .f64)",
                      typeToken.text));
    skipStatement();
    return;
  }
  do {
    const PtxToken& name = next();
    const bool range = peek().is('<');
    std::vector<std::string> names;
    if (!registerNames(name, names)) return;
    if (function_ && function_->registers.size() + names.size() > kMaxRegisters) {
      error(name, "register-range",
            fmt::format("'{}' declares more than {} registers", function_->name, kMaxRegisters));
      skipStatement();
      return;
    }
    if (!function_) continue;
    const size_t first = function_->registers.size();
    const SourceLocation declaredAt = locationOf(name);
    for (std::string& n : names) {
      auto& scope = scopes_.back().registers;
      if (scope.contains(n) || scopes_.back().vectors.contains(n)) {
        error(name, "duplicate-name", fmt::format("register '{}' is already declared", n));
        continue;
      }
      scope.emplace(n, static_cast<uint32_t>(function_->registers.size()));
      function_->registers.push_back({n, *type, declaredAt});
    }
    // Every name of the range declared, in order: found by number after this.
    if (range && function_->registers.size() - first == names.size())
      scopes_.back().ranges.push_back({std::string(name.text), static_cast<uint32_t>(names.size()),
                                       static_cast<uint32_t>(first)});
  } while (accept(','));
  expect(';', "after the register declaration");
}

// The names after `.reg .v2/.v4 .TYPE`: each a vector (a range `%v<N>` N
// of them), its elements declared as registers `NAME.x`, `NAME.y`, ...
void Parser::parseVectorRegisters(uint32_t count, Type element) {
  constexpr std::string_view kElements = "xyzw", kColours = "rgba";
  do {
    const PtxToken& name = next();
    std::vector<std::string> names;
    if (!registerNames(name, names)) return;
    if (!function_) continue;
    if (function_->registers.size() + names.size() * count > kMaxRegisters) {
      error(name, "register-range",
            fmt::format("'{}' declares more than {} registers", function_->name, kMaxRegisters));
      skipStatement();
      return;
    }
    const SourceLocation declaredAt = locationOf(name);
    Scope& scope = scopes_.back();
    for (const std::string& vector : names) {
      if (scope.registers.contains(vector) || scope.vectors.contains(vector)) {
        error(name, "duplicate-name", fmt::format("register '{}' is already declared", vector));
        continue;
      }
      const uint32_t first = static_cast<uint32_t>(function_->registers.size());
      for (uint32_t e = 0; e < count; ++e) {
        std::string elementName = fmt::format("{}.{}", vector, kElements[e]);
        scope.registers.emplace(elementName, first + e);
        scope.registers.emplace(fmt::format("{}.{}", vector, kColours[e]), first + e);
        function_->registers.push_back({std::move(elementName), element, declaredAt});
      }
      scope.vectors.emplace(vector, Scope::VectorRegister{first, count, element});
    }
  } while (accept(','));
  expect(';', "after the register declaration");
}

// A texture's or sampler's fields (PTX ISA 5.3.2: `= { filter_mode = linear, addr_mode_0 =
// clamp_to_edge, ... }`) after the `=`: read and checked; the simulator has no texture units.
bool Parser::parseOpaqueInitializer(std::string_view kind) {
  if (!expect('{', "before a texture's or sampler's fields")) return false;
  const bool sampler = kind == "samplerref";
  do {
    const PtxToken& field = next();
    // ptxas 13: "Unrecognized field name 'normalized_coords' in opaque struct initializer" (a
    // sampler's); a surface takes none.
    const bool known =
        kind != "surfref" && field.kind == PtxToken::Kind::Word &&
        (field.isWord("filter_mode") || field.isWord("addr_mode_0") ||
         field.isWord("addr_mode_1") || field.isWord("addr_mode_2") ||
         (!sampler && (field.isWord("normalized_coords") || field.isWord("width") ||
                       field.isWord("height") || field.isWord("depth") ||
                       field.isWord("channel_data_type") || field.isWord("channel_order"))));
    if (!known) {
      error(field, "bad-initializer",
            fmt::format("'{}' is no field of a .{} (filter_mode, addr_mode_0 to addr_mode_2{})",
                        field.text, kind, sampler ? "" : ", normalized_coords, width, ..."));
      return false;
    }
    if (!expect('=', "after the field's name")) return false;
    const PtxToken& value = next();
    if (value.kind != PtxToken::Kind::Word && value.kind != PtxToken::Kind::Integer) {
      error(value, "bad-initializer",
            fmt::format("the field '{}' takes a name (linear, clamp_to_edge, ...) or a number, "
                        "not '{}'",
                        field.text, value.text));
      return false;
    }
  } while (accept(','));
  return expect('}', "after a texture's or sampler's fields");
}

// [.align N] .TYPE NAME[DIMS] [= INIT] [, NAME...]; after the state space.
void Parser::parseVariables(StateSpace space, bool external, std::vector<Variable>& into) {
  Variable proto;
  proto.space = space;
  proto.external = external;
  bool typed = false;
  uint32_t vectorWidth = 1;
  std::string_view opaque;  // "texref", "samplerref", "surfref": a reference's kind
  while (peek().kind == PtxToken::Kind::Word && peek().text[0] == '.') {
    const PtxToken& word = next();
    if (word.isWord(".align")) {
      auto alignment = expectInteger("an alignment");
      if (!alignment) return skipStatement();
      if (*alignment == 0 || (*alignment & (*alignment - 1)) != 0) {
        error(word, "bad-alignment", fmt::format("alignment {} is not a power of two", *alignment));
      }
      proto.alignment = static_cast<uint32_t>(*alignment);
    } else if (auto type = typeNamed(word.text.substr(1)); type && !typed && *type != Type::Pred) {
      if (!isStorageType(*type)) {
        error(word, "bad-type", fmt::format("'{}' is not a variable's type", word.text));
        return skipStatement();
      }
      proto.type = *type;
      typed = true;
    } else if ((word.isWord(".texref") || word.isWord(".samplerref") || word.isWord(".surfref")) &&
               !typed && vectorWidth == 1) {
      // ptxas 13: "Texture and surface variables must be declared in .global space";
      // "Instruction or declaration violates .target texmode_unified setting" (a sampler).
      if (space != StateSpace::Global || &into != &module_.globals) {
        error(
            word, "state-space",
            fmt::format("a '{}' variable is declared at module scope in .global space", word.text));
        return skipStatement();
      }
      if (word.isWord(".samplerref") && !independentTextures_) {
        error(word, "bad-target",
              "a '.samplerref' variable needs '.target ..., texmode_independent' (the unified "
              "mode's textures hold their sampler)");
        return skipStatement();
      }
      opaque = word.text.substr(1);
      proto.type = Type::B64;  // a handle: `mov.u64 %rd, t` takes its address
      typed = true;
    } else if ((word.isWord(".v2") || word.isWord(".v4")) && !typed && vectorWidth == 1) {
      // A vector variable: its elements in a row, aligned to the vector's size.
      vectorWidth = word.isWord(".v2") ? 2 : 4;
    } else {
      error(word, "unsupported-directive",
            fmt::format("'{}' in a variable declaration is not supported yet", word.text));
      return skipStatement();
    }
  }
  if (!typed) {
    error(peek(), "bad-type", "a variable needs a type (.b8, .u32, ...)");
    return skipStatement();
  }
  if (vectorWidth > 1) {
    if (typeBits(proto.type) * vectorWidth > 128) {
      error(peek(), "bad-type",
            fmt::format("a .v{} .{} variable is {} bits: a vector is at most 128", vectorWidth,
                        typeName(proto.type), typeBits(proto.type) * vectorWidth));
      return skipStatement();
    }
    proto.elements = vectorWidth;
    if (proto.alignment == 0) proto.alignment = typeBits(proto.type) / 8 * vectorWidth;
  }
  // An initial value: a constant expression, or for a floating-point or
  // bit-size variable a floating-point literal, its bits in the variable's type.
  const bool floatBits = typeKind(proto.type) == TypeKind::Float ||
                         (typeKind(proto.type) == TypeKind::Bits && typeBits(proto.type) >= 32);
  auto initialValue = [&](Variable& variable) -> std::optional<uint64_t> {
    if (peek().kind == PtxToken::Kind::Word && !peek().isWord("WARP_SZ")) {
      // An address: a function's (`= {_Z2f1i, _Z2f2i}`), a variable's in its
      // space (`= v`) or generic (`= generic(v)+8`), as nvcc writes them.
      const PtxToken& first = next();
      Variable::AddressInitializer address;
      address.element = variable.initializer.size();
      std::string_view name = first.text;
      if (first.isWord("generic") && accept('(')) {
        address.generic = true;
        const PtxToken& inner = next();
        if (inner.kind != PtxToken::Kind::Word || !expect(')', "after generic(NAME")) {
          error(inner, "bad-initializer",
                fmt::format("generic() takes a variable's name, not '{}'", inner.text));
          return std::nullopt;
        }
        name = inner.text;
      }
      if (name.find('.') != std::string_view::npos || name[0] == '%') {
        error(first, "bad-initializer",
              fmt::format("'{}' is no function or variable whose address could initialize '{}'",
                          name, variable.name));
        return std::nullopt;
      }
      // ptxas 13: "Invalid initial value symbol 'nowhere'" (declared later or never).
      if (!globalIndex_.contains(name) && !functionIndex_.contains(name)) {
        error(first, "bad-initializer",
              fmt::format("invalid initializer of '{}': '{}' is no function or variable declared "
                          "above it",
                          variable.name, name));
        return std::nullopt;
      }
      if (accept('+')) {
        auto addend = parseConstantExpression("the bytes added to an address");
        if (!addend) return std::nullopt;
        address.addend = static_cast<int64_t>(*addend);
      }
      // ptxas 13 takes addresses in 64-bit elements only (.address_size 64).
      if (typeBits(proto.type) != 64) {
        error(first, "bad-initializer",
              fmt::format("'{}' is .{}: an address initializes a 64-bit element (.u64, .b64, "
                          ".s64)",
                          variable.name, typeName(proto.type)));
        return std::nullopt;
      }
      address.name = std::string(name);
      variable.addressInitializers.push_back(std::move(address));
      return 0;
    }
    const bool negative = peek().is('-') && peek(1).kind == PtxToken::Kind::Float;
    if (!floatBits || peek(negative ? 1 : 0).kind != PtxToken::Kind::Float)
      return parseConstantExpression("an integer initializer");
    if (negative) next();
    const PtxToken& literal = next();
    const uint32_t bits = typeBits(proto.type);
    if (bits == 16) {
      error(literal, "bad-initializer",
            fmt::format("a .{} variable's initializer is an integer (its bits), not '{}'",
                        typeName(proto.type), literal.text));
      return std::nullopt;
    }
    // The literal is a double (decimal, 0d) or a float (0f); the variable either.
    double value =
        literal.isDouble
            ? std::bit_cast<double>(literal.value)
            : static_cast<double>(std::bit_cast<float>(static_cast<uint32_t>(literal.value)));
    if (negative) value = -value;
    if (bits == 64) return std::bit_cast<uint64_t>(value);
    if (!literal.isDouble) {
      const uint32_t single = static_cast<uint32_t>(literal.value);
      return uint64_t{negative ? single ^ 0x80000000u : single};
    }
    return uint64_t{std::bit_cast<uint32_t>(static_cast<float>(value))};
  };
  do {
    Variable variable = proto;
    const PtxToken& name = next();
    if (name.kind != PtxToken::Kind::Word || name.text.find('.') != std::string_view::npos ||
        name.text[0] == '%') {
      error(name, "expected-name",
            fmt::format("expected the variable's name, found '{}'", name.text));
      return skipStatement();
    }
    variable.name = std::string(name.text);
    variable.location = locationOf(name);
    bool openSize = false;
    while (accept('[')) {
      variable.array = true;
      if (accept(']')) {
        openSize = true;
        continue;
      }
      auto count = parseConstantExpression("the array's size");
      if (!count || !expect(']', "after the array's size")) return skipStatement();
      if (*count == 0 || variable.elements > (uint64_t{1} << 40) / *count) {
        error(name, "bad-array", fmt::format("array size {} is out of range", *count));
        return skipStatement();
      }
      variable.elements *= *count;
    }
    if (!opaque.empty() && accept('=') && !parseOpaqueInitializer(opaque)) return skipStatement();
    if (accept('=')) {
      if (space != StateSpace::Global && space != StateSpace::Const) {
        error(name, "bad-initializer",
              fmt::format("only .global and .const variables take an initializer, not .{}",
                          stateSpaceName(space)));
      }
      const PtxToken& open = peek();
      bool braced = accept('{');
      if (braced && !variable.array && vectorWidth == 1) {
        // ptxas 13: "Initial value type mismatch".
        error(open, "bad-initializer",
              fmt::format("'{}' is a scalar: its initializer is one value, not a brace list",
                          variable.name));
        return skipStatement();
      }
      do {
        auto value = initialValue(variable);
        if (!value) return skipStatement();
        variable.initializer.push_back(*value);
      } while (braced && accept(','));
      if (braced) expect('}', "after the initializer");
      if (!openSize && variable.initializer.size() > variable.elements) {
        error(name, "bad-initializer",
              fmt::format("{} initial values for {} elements", variable.initializer.size(),
                          variable.elements));
      }
    }
    // `[]`: the size an initializer gives, or none for an `.extern` array.
    if (openSize && !variable.initializer.empty() && variable.elements == 1) {
      variable.elements = variable.initializer.size();
    } else if (openSize && variable.external) {
      variable.elements = 0;
    } else if (openSize) {
      error(name, "bad-array",
            "an array of open size '[]' is '.extern' or takes its size from an initializer");
    }
    // A body's variable may hide a parameter or a module's variable, and
    // sibling blocks may each declare one of a name (nvcc's `param0` of each call).
    const bool global = &into == &module_.globals;
    auto& names = global ? globalIndex_ : scopes_.back().variables;
    variable.scope = global ? 0 : scopes_.back().id;
    if (space == StateSpace::Param && variable.initializer.size() > 0) {
      error(name, "bad-initializer", "a .param variable takes no initializer");
    }
    // An operand keeps the index of the variable it names in 24 bits (module.hpp).
    if (into.size() >= Operand::kMaxIndex) {
      error(name, "too-many-variables",
            fmt::format("more than {} variables in one list: an operand names at most that many",
                        Operand::kMaxIndex));
      return skipStatement();
    }
    if (!names.emplace(variable.name, static_cast<uint32_t>(into.size())).second) {
      error(name, "duplicate-name", fmt::format("'{}' is already declared", variable.name));
    }
    if (!opaque.empty()) opaqueVariables_.emplace(variable.name, opaque);
    into.push_back(std::move(variable));
  } while (accept(','));
  expect(';', "after the variable declaration");
}

}  // namespace gpuasm::ptx
