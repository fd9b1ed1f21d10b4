// The module level of PTX: the header (.version, .target, .address_size),
// functions with their parameters and bodies (their declarations: declaration_parser.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cctype>

#include "targets/ptx/parser.hpp"

namespace gpuasm::ptx {
namespace {

// The PTX ISA version each target needs, as ptxas 13 has it (-arch=sm_90, and
// -arch=TARGET for the targets after sm_90: the architecture-specific `a` and
// family `f` ones, sm_100 to sm_121): each boundary was tried, the version
// accepted and the one below refused. CUDA 13 has no sm_101 (it became
// sm_110), sm_90f or sm_89a.
struct TargetVersion {
  std::string_view target;
  uint32_t major, minor;
};
constexpr TargetVersion kTargetVersions[] = {
    {"sm_10", 1, 0},   {"sm_11", 1, 0},   {"sm_12", 1, 2},   {"sm_13", 1, 2},   {"sm_20", 2, 0},
    {"sm_21", 2, 0},   {"sm_30", 3, 0},   {"sm_32", 4, 0},   {"sm_35", 3, 1},   {"sm_37", 4, 1},
    {"sm_50", 4, 0},   {"sm_52", 4, 1},   {"sm_53", 4, 2},   {"sm_60", 5, 0},   {"sm_61", 5, 0},
    {"sm_62", 5, 0},   {"sm_70", 6, 0},   {"sm_72", 6, 1},   {"sm_75", 6, 3},   {"sm_80", 7, 0},
    {"sm_86", 7, 1},   {"sm_87", 7, 4},   {"sm_89", 7, 8},   {"sm_90", 7, 8},   {"sm_90a", 8, 0},
    {"sm_100", 8, 6},  {"sm_100a", 8, 6}, {"sm_100f", 8, 8}, {"sm_103", 8, 8},  {"sm_103a", 8, 8},
    {"sm_103f", 8, 8}, {"sm_110", 9, 0},  {"sm_110a", 9, 0}, {"sm_110f", 9, 0}, {"sm_120", 8, 7},
    {"sm_120a", 8, 7}, {"sm_120f", 8, 8}, {"sm_121", 8, 8},  {"sm_121a", 8, 8}, {"sm_121f", 8, 8},
};

}  // namespace

const PtxToken& Parser::readAhead(size_t want) const {
  while (window_.size() <= want && !lexerDone_) {
    window_.push_back(lexer_.next());
    const PtxToken& token = window_.back();
    lexerDone_ = token.kind == PtxToken::Kind::End;
    // An operand holds a name's length in 16 bits (module.hpp): refused here,
    // once, whatever the word turns out to be.
    if (token.kind == PtxToken::Kind::Word && token.text.size() > Operand::kMaxNameBytes)
      diagnostics_.error(locationOf(token), "name-length",
                         fmt::format("a name of {} bytes: at most {} are read", token.text.size(),
                                     Operand::kMaxNameBytes));
    tokensHeldAtMost_ = std::max(tokensHeldAtMost_, window_.size());
  }
  return window_[std::min(want, window_.size() - 1)];
}

const PtxToken& Parser::previous() const {
  return window_[position_ > windowStart_ ? position_ - 1 - windowStart_ : 0];
}

void Parser::releaseTokens() {
  while (windowStart_ + 1 < position_ && !window_.empty()) {
    window_.pop_front();
    ++windowStart_;
  }
}

bool Parser::expect(char punct, std::string_view what) {
  if (accept(punct)) return true;
  const PtxToken& at = peek();
  error(at, "expected-token",
        fmt::format(
            "expected '{}' {}, found {}", punct, what,
            at.kind == PtxToken::Kind::End ? "the end of the file" : fmt::format("'{}'", at.text)));
  return false;
}

void Parser::error(const PtxToken& at, std::string code, std::string message) {
  diagnostics_.error(locationOf(at), std::move(code), std::move(message));
}

void Parser::skipStatement() {
  while (peek().kind != PtxToken::Kind::End && !peek().is('}')) {
    if (peek().is('{')) {
      // A vector operand `{%r1, %r2}` is part of the statement; a block is not.
      size_t ahead = 1;
      while (peek(ahead).kind != PtxToken::Kind::End && !peek(ahead).is(';') &&
             !peek(ahead).is('{') && !peek(ahead).is('}'))
        ++ahead;
      if (!peek(ahead).is('}')) return;
      for (size_t i = 0; i <= ahead; ++i) next();
      continue;
    }
    if (next().is(';')) return;
  }
}

std::optional<uint64_t> Parser::expectInteger(std::string_view what) {
  if (peek().kind == PtxToken::Kind::Integer) return next().value;
  error(peek(), "expected-integer", fmt::format("expected {}, found '{}'", what, peek().text));
  return std::nullopt;
}

Module Parser::parse() {
  // What the parser gave up before: its lexical errors are reported all the same.
  auto drainLexer = [this] {
    while (!lexerDone_) lexerDone_ = lexer_.next().kind == PtxToken::Kind::End;
  };
  if (!parseHeader()) {
    drainLexer();
    return std::move(module_);
  }
  while (peek().kind != PtxToken::Kind::End) {
    releaseTokens();
    const PtxToken& first = peek();
    Linkage linkage;
    bool external = false;
    while (peek().isWord(".visible") || peek().isWord(".extern") || peek().isWord(".weak")) {
      linkage.visible |= peek().isWord(".visible");
      linkage.external |= peek().isWord(".extern");
      linkage.weak |= peek().isWord(".weak");
      next();
    }
    external = linkage.external;
    const PtxToken& directive = peek();
    if (directive.isWord(".entry") || directive.isWord(".func")) {
      parseFunction(linkage);
    } else if (auto space = directive.kind == PtxToken::Kind::Word && directive.text[0] == '.'
                                ? stateSpaceNamed(directive.text.substr(1))
                                : std::nullopt;
               space && *space != StateSpace::Reg && *space != StateSpace::Param) {
      if (*space == StateSpace::Local) {
        error(directive, "state-space", "a .local variable belongs in a function's body");
      }
      next();
      parseVariables(*space, external, module_.globals);
    } else if (directive.isWord(".version") || directive.isWord(".target") ||
               directive.isWord(".address_size")) {
      error(directive, "misplaced-directive",
            fmt::format("'{}' belongs to the module's header, before any other statement",
                        directive.text));
      next();
      skipStatement();
    } else if (directive.isWord(".file") || directive.isWord(".loc")) {
      skipDebugDirective();
    } else if (directive.isWord(".section")) {
      // DWARF sections of nvcc -G (`.section .debug_info { .b8 1 ... }`): no semantics.
      next();
      if (peek().kind == PtxToken::Kind::Word) {
        debugSections_ |= next().text.starts_with(".debug");
      }
      if (expect('{', "to open the section")) {
        size_t depth = 1;
        while (depth > 0 && peek().kind != PtxToken::Kind::End) {
          releaseTokens();
          if (peek().is('{')) ++depth;
          if (peek().is('}')) --depth;
          next();
        }
      }
    } else if (directive.isWord(".pragma")) {
      next();
      if (peek().kind == PtxToken::Kind::String) next();
      expect(';', "after '.pragma'");
    } else if (directive.kind == PtxToken::Kind::Word && directive.text[0] == '.') {
      skipUnsupportedDirective();
    } else {
      error(first, "expected-declaration",
            fmt::format("expected a declaration (.entry, .func, .global, ...), found '{}'",
                        first.text));
      next();
      skipStatement();
      if (peek().is('{') || peek().is('}')) next();
    }
  }
  drainLexer();
  // ptxas 13 links the module alone: "Unresolved extern function 'f'" for a
  // call to an .extern function no module defines but its system calls.
  for (const Function& caller : module_.functions) {
    for (const Instruction& instruction : caller.body) {
      if (!instruction.row || instruction.row->control != Control::Call) continue;
      for (const Operand& operand : instruction.operands()) {
        if (operand.kind != Operand::Kind::Symbol) continue;
        const Function* callee = module_.findFunction(operand.name());
        if (!callee || callee->defined || !callee->external || isSystemFunction(operand.name()))
          continue;
        diagnostics_.error(locationOf(operand), "unresolved-extern",
                           fmt::format("'{}' is declared '.extern' and never defined: ptxas links "
                                       "the module alone (only vprintf, malloc, free, "
                                       "__assertfail and the device graph functions come from "
                                       "the system)",
                                       operand.name()));
      }
    }
  }
  // ptxas 13: "Debug information not found in presence of .target debug".
  if (debugOption_ && !debugSections_)
    diagnostics_.error(*debugOption_, "bad-target",
                       "target option 'debug' needs debug information: the module has no "
                       "'.section .debug_...' directive");
  return std::move(module_);
}

// .version MAJOR.MINOR, .target sm_NN[, ...], .address_size 64, in this order
// (PTX ISA 11.1); .address_size may be left out (below).
bool Parser::parseHeader() {
  const PtxToken& version = peek();
  if (!version.isWord(".version")) {
    error(version, "missing-version", "a PTX module begins with '.version MAJOR.MINOR'");
    return false;
  }
  next();
  const PtxToken& number = next();
  uint32_t major = 0, minor = 0;
  bool wellFormed = false;
  if (number.kind == PtxToken::Kind::Float) {
    auto dot = number.text.find('.');
    std::string_view majorText = number.text.substr(0, dot),
                     minorText = number.text.substr(dot + 1);
    wellFormed = dot != std::string_view::npos && majorText.size() == 1 && minorText.size() == 1 &&
                 std::isdigit(static_cast<unsigned char>(majorText[0])) &&
                 std::isdigit(static_cast<unsigned char>(minorText[0]));
    if (wellFormed) {
      major = static_cast<uint32_t>(majorText[0] - '0');
      minor = static_cast<uint32_t>(minorText[0] - '0');
    }
  }
  if (!wellFormed) {
    error(number, "bad-version",
          fmt::format("expected a version MAJOR.MINOR, found '{}'", number.text));
    return false;
  }
  if (major < 1 || major > 9 || (major == 9 && minor > 0)) {
    error(number, "bad-version",
          fmt::format("PTX ISA version {}.{} is not one of 1.0 to 9.0", major, minor));
    return false;
  }
  module_.versionMajor = major;
  module_.versionMinor = minor;
  if (!peek().isWord(".target")) {
    error(peek(), "missing-target", "'.version' is followed by '.target sm_NN'");
    return false;
  }
  parseTarget();
  // Without .address_size the PTX ISA means 32 bits, but ptxas 13 compiles
  // only 64-bit code and takes such a module as 64-bit; so do we.
  if (!peek().isWord(".address_size")) return true;
  const PtxToken& directive = next();
  auto bits = expectInteger("the address size, 64");
  if (!bits) return false;
  if (*bits != 64) {
    error(previous(), "address-size",
          fmt::format("'.address_size {}': ptxas 13 compiles 64-bit addressing only (\"32-Bit "
                      "compilation is no longer supported\")",
                      *bits));
    return false;
  }
  if (versionBefore(module_, 2, 3)) {
    error(directive, "bad-version", "'.address_size' needs PTX ISA version 2.3 or later");
    return false;
  }
  return true;
}

void Parser::parseTarget() {
  next();  // .target
  const PtxToken& name = next();
  const TargetVersion* known = nullptr;
  for (const TargetVersion& t : kTargetVersions)
    if (name.kind == PtxToken::Kind::Word && t.target == name.text) known = &t;
  if (!known) {
    error(name, "bad-target", fmt::format("unknown target '{}' (sm_10 to sm_121f)", name.text));
  } else if (versionBefore(module_, known->major, known->minor)) {
    error(name, "bad-target",
          fmt::format("PTX ISA version {}.{} does not support target {}: it needs {}.{}",
                      module_.versionMajor, module_.versionMinor, known->target, known->major,
                      known->minor));
  } else {
    module_.target = std::string(name.text);
  }
  // The target's options (PTX ISA 11.1.2): the texture modes change nothing
  // without textures; `debug` promises DWARF sections (checked at the end).
  std::string_view textureMode;
  while (accept(',')) {
    const PtxToken& option = next();
    if (option.isWord("texmode_unified") || option.isWord("texmode_independent")) {
      if (!textureMode.empty() && textureMode != option.text) {
        error(option, "bad-target",
              fmt::format("conflicting .target options '{}' and '{}'", textureMode, option.text));
        continue;
      }
      textureMode = option.text;
      independentTextures_ = option.isWord("texmode_independent");
    } else if (option.isWord("debug")) {
      debugOption_ = locationOf(option);
    } else if (option.isWord("map_f64_to_f32")) {
      // ptxas 13: "Directive map_f64_to_f32 is not supported with SM 1.3 or higher".
      error(option, "bad-target",
            "target option 'map_f64_to_f32' is invalid for sm_13 and later targets (their .f64 "
            "is real)");
    } else {
      error(option, "bad-target",
            fmt::format("unknown target option '{}' (texmode_unified, texmode_independent, "
                        "debug, map_f64_to_f32)",
                        option.text));
    }
  }
}

void Parser::skipUnsupportedDirective() {
  // The directives of the PTX ISA (11.x) the reader does not take yet; any
  // other word is no directive at all (ptxas: "Parsing error").
  constexpr std::string_view kDirectives[] = {".alias",
                                              ".branchtargets",
                                              ".calltargets",
                                              ".common",
                                              ".tex",
                                              ".blocksareclusters",
                                              ".maxnctapersm",
                                              ".abi_preserve",
                                              ".abi_preserve_control",
                                              ".attribute",
                                              ".managed",
                                              ".unified",
                                              ".v2",
                                              ".v4",
                                              ".v8"};
  const PtxToken& directive = next();
  if (std::find(std::begin(kDirectives), std::end(kDirectives), directive.text) ==
      std::end(kDirectives)) {
    error(directive, "unknown-directive", fmt::format("unknown directive '{}'", directive.text));
  } else {
    error(directive, "unsupported-directive",
          fmt::format("directive '{}' is not supported yet", directive.text));
  }
  skipStatement();
}

// `.file N "name"` and `.loc N LINE COLUMN[, ...]` (nvcc -lineinfo) are
// debug information without semantics, ended by the line rather than by ';'.
void Parser::skipDebugDirective() {
  // The directive's line: up to the first line break after its first token.
  const std::string_view text = lexer_.text();
  const size_t lineEnd = std::min(text.find('\n', next().offset), text.size());
  while (peek().kind != PtxToken::Kind::End && peek().offset < lineEnd && !peek().is(';') &&
         !peek().is('{') && !peek().is('}'))
    next();
}

// .entry NAME (PARAMS) PERF* BODY, .func [(RETURNS)] NAME [(PARAMS)] PERF* BODY;
// a declaration without a body ends at ';'. A function may be declared
// (a prototype) any number of times before its definition, with the same
// signature (ptxas: "Inconsistent prototypes"), and not after it.
void Parser::parseFunction(Linkage linkage) {
  Function function;
  // Copies: the body's statements release the tokens before them.
  const PtxToken kind = next();
  function.entry = kind.isWord(".entry");
  function.visible = linkage.visible;
  function.external = linkage.external;
  function.weak = linkage.weak;
  function.location = locationOf(kind);
  function.declaredAt = locationOf(kind);
  function.textOffset = kind.offset;
  if (!function.entry && peek().is('(')) {
    next();
    function.returns = parseParameterList();
  }
  const PtxToken name = next();
  if (name.kind != PtxToken::Kind::Word || name.text.find('.') != std::string_view::npos ||
      name.text[0] == '%') {
    error(name, "expected-name",
          fmt::format("expected the name of the {}, found '{}'",
                      function.entry ? "kernel" : "function", name.text));
    skipStatement();
    return;
  }
  function.name = std::string(name.text);
  if (peek().is('(')) {
    next();
    function.params = parseParameterList();
  }
  for (const Variable& param : function.params) {
    // ptxas 13: "Entry parameter 'a' must have .param state space".
    if (function.entry && param.space == StateSpace::Reg)
      diagnostics_.error(param.location, "state-space",
                         fmt::format("kernel parameter '{}' must be in the .param state space, "
                                     "not .reg",
                                     param.name));
  }
  parsePerformanceDirectives(function);
  const bool definition = !peek().is(';');
  if (!definition) next();
  if (definition && !peek().is('{')) {
    expect('{', "to open the body");
    skipStatement();
    return;
  }
  if (definition && function.external) {
    error(name, "extern-definition",
          fmt::format("'{}' is declared '.extern' (defined in another module): a definition here "
                      "conflicts with that directive",
                      function.name));
  }
  size_t index = module_.functions.size();
  if (auto it = functionIndex_.find(function.name); it != functionIndex_.end()) {
    index = it->second;
    Function& earlier = module_.functions[index];
    if (earlier.defined) {
      error(name, "duplicate-name", fmt::format("'{}' is already defined", function.name));
      diagnostics_.note(earlier.location, fmt::format("'{}' is defined here", function.name));
      if (definition) {
        // Read the body all the same, for the errors in it.
        function_ = &function;
        parseBody(function);
        function_ = nullptr;
      }
      return;
    }
    if (earlier.external && definition) {
      error(name, "extern-definition",
            fmt::format("'{}' is declared '.extern' (defined in another module): a definition here "
                        "conflicts with that directive",
                        function.name));
      diagnostics_.note(earlier.location,
                        fmt::format("'{}' is declared '.extern' here", function.name));
    }
    sameSignature(earlier, function, name);
    function.declaredAt = earlier.declaredAt;
    function.visible |= earlier.visible;
    function.weak |= earlier.weak;
    function.external |= earlier.external;
    function.noReturn |= earlier.noReturn;
  } else {
    functionIndex_.emplace(function.name, index);
    module_.functionIndex.emplace(function.name, static_cast<uint32_t>(index));
    module_.functions.push_back(function);
  }
  if (!definition) return;
  function_ = &function;
  parseBody(function);
  function_ = nullptr;
  module_.functions[index] = std::move(function);
}

bool Parser::sameSignature(const Function& earlier, const Function& later, const PtxToken& at) {
  auto differ = [&](std::string_view what) {
    error(at, "inconsistent-prototype",
          fmt::format("'{}' is declared differently before: {}", later.name, what));
    diagnostics_.note(earlier.location, fmt::format("the earlier declaration of '{}'", later.name));
    return false;
  };
  if (earlier.entry != later.entry) return differ("one is an .entry, the other a .func");
  auto compare = [&](const std::vector<Variable>& a, const std::vector<Variable>& b,
                     std::string_view what) -> std::optional<std::string> {
    if (a.size() != b.size()) return fmt::format("{} {} against {}", a.size(), what, b.size());
    for (size_t i = 0; i < a.size(); ++i) {
      if (a[i].type != b[i].type || a[i].elements != b[i].elements || a[i].array != b[i].array)
        return fmt::format("the type of {} {} differs", what, i + 1);
      if (a[i].space != b[i].space)
        return fmt::format("the state space of {} {} differs (.{} against .{})", what, i + 1,
                           stateSpaceName(a[i].space), stateSpaceName(b[i].space));
      uint32_t alignA = a[i].alignment ? a[i].alignment : typeBits(a[i].type) / 8;
      uint32_t alignB = b[i].alignment ? b[i].alignment : typeBits(b[i].type) / 8;
      if (alignA != alignB) return fmt::format("the alignment of {} {} differs", what, i + 1);
    }
    return std::nullopt;
  };
  if (auto problem = compare(earlier.returns, later.returns, "return parameters"))
    return differ(*problem);
  if (auto problem = compare(earlier.params, later.params, "parameters")) return differ(*problem);
  return true;
}

std::vector<Variable> Parser::parseParameterList() {
  std::vector<Variable> params;
  if (accept(')')) return params;
  do {
    auto param = parseParameter();
    if (!param) {
      while (peek().kind != PtxToken::Kind::End && !peek().is(')') && !peek().is('{') &&
             !peek().is(';'))
        next();
      break;
    }
    // A .callprototype names every parameter `_`.
    bool duplicate =
        param->name != "_" && std::any_of(params.begin(), params.end(),
                                          [&](const Variable& p) { return p.name == param->name; });
    if (duplicate) {
      diagnostics_.error(param->location, "duplicate-name",
                         fmt::format("parameter '{}' is already declared", param->name));
    }
    if (params.size() >= Operand::kMaxIndex) {
      diagnostics_.error(param->location, "too-many-variables",
                         fmt::format("more than {} parameters: an operand names at most that many",
                                     Operand::kMaxIndex));
      break;
    }
    params.push_back(std::move(*param));
  } while (accept(','));
  expect(')', "after the parameters");
  return params;
}

// .param [.align N] [.ptr [.SPACE] [.align N]] .TYPE NAME [ [N] ]
std::optional<Variable> Parser::parseParameter() {
  // A .func's parameters may be registers (`.reg .u32 a`), read and written
  // by name in its body.
  const bool reg = peek().isWord(".reg");
  if (!peek().isWord(".param") && !reg) {
    error(peek(), "expected-token",
          fmt::format("expected '.param' or '.reg', found '{}'", peek().text));
    return std::nullopt;
  }
  next();
  Variable param;
  param.space = reg ? StateSpace::Reg : StateSpace::Param;
  bool typed = false;
  while (peek().kind == PtxToken::Kind::Word && peek().text[0] == '.') {
    const PtxToken& word = next();
    if (word.isWord(".align")) {
      auto alignment = expectInteger("an alignment");
      if (!alignment) return std::nullopt;
      param.alignment = static_cast<uint32_t>(*alignment);
    } else if (word.isWord(".ptr") || word.isWord(".global") || word.isWord(".shared") ||
               word.isWord(".const") || word.isWord(".local")) {
      // Attributes of a pointer parameter: the pointer itself is a .u64.
    } else if (auto type = typeNamed(word.text.substr(1));
               type && !typed && (*type != Type::Pred || reg)) {
      // (A .pred parameter is a register one: ptxas 13 takes `.reg .pred q`.)
      if (!isStorageType(*type)) {
        error(word, "bad-parameter", fmt::format("'{}' is not a parameter's type", word.text));
        return std::nullopt;
      }
      param.type = *type;
      typed = true;
    } else {
      error(word, "bad-parameter", fmt::format("unexpected '{}' in a parameter", word.text));
      return std::nullopt;
    }
  }
  if (!typed) {
    error(peek(), "bad-parameter", "a parameter needs a type (.u64, .b32, ...)");
    return std::nullopt;
  }
  const PtxToken& name = next();
  if (name.kind != PtxToken::Kind::Word || name.text.find('.') != std::string_view::npos) {
    error(name, "expected-name",
          fmt::format("expected the parameter's name, found '{}'", name.text));
    return std::nullopt;
  }
  param.name = std::string(name.text);
  param.location = locationOf(name);
  if (accept('[')) {
    auto count = expectInteger("the array's size");
    if (!count || !expect(']', "after the array's size")) return std::nullopt;
    param.elements = *count;
    param.array = true;
  }
  return param;
}

// .maxntid, .reqntid, .minnctapersm, .maxnreg, .noreturn between a kernel's
// parameters and its body: checked for form, not used yet.
void Parser::parsePerformanceDirectives(Function& function) {
  while (peek().kind == PtxToken::Kind::Word && peek().text[0] == '.') {
    const PtxToken& directive = peek();
    if (directive.isWord(".noreturn")) {
      function.noReturn = true;
      next();
      continue;
    }
    if (directive.isWord(".explicitcluster")) {
      next();
      continue;
    }
    if (directive.isWord(".pragma")) {
      next();
      if (peek().kind == PtxToken::Kind::String) next();
      expect(';', "after '.pragma'");
      continue;
    }
    bool dims = directive.isWord(".maxntid") || directive.isWord(".reqntid") ||
                directive.isWord(".reqnctapercluster");
    if (!dims && !directive.isWord(".minnctapersm") && !directive.isWord(".maxnreg") &&
        !directive.isWord(".maxnctapersm") && !directive.isWord(".maxclusterrank")) {
      // The PTX ISA's other directives of a function's head; any other word
      // is none (ptxas: "Parsing error near '.maxntd'").
      constexpr std::string_view kOthers[] = {".blocksareclusters", ".abi_preserve",
                                              ".abi_preserve_control"};
      if (std::find(std::begin(kOthers), std::end(kOthers), directive.text) == std::end(kOthers))
        error(directive, "unknown-directive",
              fmt::format("unknown directive '{}' before the body of '{}'", directive.text,
                          function.name));
      else
        error(directive, "unsupported-directive",
              fmt::format("directive '{}' is not supported yet", directive.text));
      next();
      while (peek().kind == PtxToken::Kind::Integer || peek().is(',')) next();
      continue;
    }
    next();
    size_t count = 0;
    do {
      if (!expectInteger("a number")) return;
      ++count;
    } while ((dims && count < 3) && accept(','));
  }
}

void Parser::parseBody(Function& function) {
  function.defined = true;
  scopes_.clear();
  bodyLabels_.clear();
  size_t depth = 0;
  do {
    releaseTokens();
    const PtxToken& token = peek();
    if (token.is('{')) {
      next();
      openScope(function);
      ++depth;
    } else if (token.is('}')) {
      next();
      closeScope(function);
      --depth;
    } else if (token.kind == PtxToken::Kind::End) {
      error(token, "expected-token",
            fmt::format("the body of '{}' has no closing '}}'", function.name));
      while (!scopes_.empty()) closeScope(function);
      break;
    } else if (token.kind == PtxToken::Kind::Word && token.text[0] != '.') {
      // A label, a target list or a prototype, or (most statements) an instruction.
      if (peek(1).is(':') && peek(2).isWord(".callprototype")) {
        parseCallPrototype(function);
      } else if (peek(1).is(':') &&
                 (peek(2).isWord(".branchtargets") || peek(2).isWord(".calltargets"))) {
        parseTargetList(function);
      } else if (peek(1).is(':')) {
        next();
        next();
        defineLabel(function, token);
      } else {
        parseInstruction(function);
      }
    } else if (token.isWord(".reg")) {
      parseRegisters();
    } else if (token.isWord(".shared") || token.isWord(".local") || token.isWord(".global") ||
               token.isWord(".const") || token.isWord(".param")) {
      next();
      parseVariables(*stateSpaceNamed(token.text.substr(1)), false, function.variables);
    } else if (token.isWord(".pragma")) {
      next();
      if (peek().kind == PtxToken::Kind::String) next();
      expect(';', "after '.pragma'");
    } else if (token.isWord(".loc")) {
      skipDebugDirective();
    } else if (token.kind == PtxToken::Kind::Word) {
      skipUnsupportedDirective();
    } else if (token.is('@')) {
      parseInstruction(function);
    } else {
      error(token, "expected-instruction",
            fmt::format("expected an instruction, found '{}'", token.text));
      next();
      skipStatement();
    }
  } while (depth > 0);
}

void Parser::openScope(Function& function) {
  Scope scope;
  if (scopes_.empty()) {
    // The body's outermost block: a .func's .reg parameters are its registers.
    for (const std::vector<Variable>* list : {&function.returns, &function.params}) {
      for (const Variable& v : *list) {
        if (v.space != StateSpace::Reg) continue;
        scope.registers.emplace(v.name, static_cast<uint32_t>(function.registers.size()));
        function.registers.push_back({v.name, v.type, v.location});
      }
    }
  }
  scope.id = static_cast<uint32_t>(function.scopeParents.size());
  function.scopeParents.push_back(scopes_.empty() ? 0 : scopes_.back().id);
  scopes_.push_back(std::move(scope));
}

// A block's labels are seen by the branches in it and in the blocks it holds,
// never from outside (ptxas: "Unknown symbol"); what the block's branches did
// not find there, they look for in the block around it.
void Parser::closeScope(Function& function) {
  Scope scope = std::move(scopes_.back());
  scopes_.pop_back();
  for (BranchUse& use : scope.branches) {
    if (auto it = scope.labels.find(use.label); it != scope.labels.end()) {
      Operand& target = use.inList ? function.targetLists[use.instruction].targets[use.operand]
                                   : function.body[use.instruction].operands()[use.operand];
      target.value = it->second;
    } else if (!scopes_.empty()) {
      scopes_.back().branches.push_back(std::move(use));
    } else if (auto hidden = bodyLabels_.find(use.label); hidden != bodyLabels_.end()) {
      diagnostics_.error(module_.location(use.place), "undefined-label",
                         fmt::format("label '{}' is inside a nested '{{ }}' block: a branch "
                                     "from outside the block cannot reach it",
                                     use.label));
      diagnostics_.note(module_.location(hidden->second),
                        fmt::format("'{}' is defined here", use.label));
    } else {
      diagnostics_.error(
          module_.location(use.place), "undefined-label",
          fmt::format("label '{}' is not defined in '{}'", use.label, function.name));
    }
  }
}

void Parser::defineLabel(Function& function, const PtxToken& name) {
  auto [it, fresh] = scopes_.back().labels.emplace(std::string(name.text),
                                                   static_cast<uint32_t>(function.body.size()));
  if (!fresh) {
    error(name, "duplicate-label", fmt::format("label '{}' is already defined", name.text));
  }
  bodyLabels_.try_emplace(std::string(name.text), name.text.data());
}

// NAME: .callprototype [(.param RET)] _ (.param P, ...);
void Parser::parseCallPrototype(Function& function) {
  const PtxToken& name = next();
  next();  // :
  next();  // .callprototype
  CallPrototype prototype;
  prototype.name = std::string(name.text);
  prototype.location = locationOf(name);
  prototype.scope = scopes_.back().id;
  if (accept('(')) prototype.returns = parseParameterList();
  if (!peek().isWord("_")) {
    error(peek(), "expected-token",
          fmt::format("expected '_' where a prototype's function name goes, found '{}'",
                      peek().text));
    return skipStatement();
  }
  next();
  if (accept('(')) prototype.params = parseParameterList();
  if (!expect(';', "after the prototype")) return skipStatement();
  auto [it, fresh] = scopes_.back().prototypes.emplace(
      prototype.name, static_cast<uint32_t>(function.prototypes.size()));
  if (!fresh) {
    error(name, "duplicate-name",
          fmt::format("prototype '{}' is already declared", prototype.name));
    return;
  }
  function.prototypes.push_back(std::move(prototype));
}

}  // namespace gpuasm::ptx
