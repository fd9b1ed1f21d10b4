// The module level of PTX: the header (.version, .target, .address_size),
// functions with their parameters, register declarations and variables.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cctype>

#include "targets/ptx/parser.hpp"

namespace gpuasm::ptx {
namespace {

// The PTX ISA version each target needs, as ptxas 13 (-arch=sm_90) has it:
// each boundary was tried, the version accepted and the one below refused.
// sm_90a and later are refused: ptxas -arch=sm_90 does not compile them.
struct TargetVersion {
  std::string_view target;
  uint32_t major, minor;
};
constexpr TargetVersion kTargetVersions[] = {
    {"sm_10", 1, 0}, {"sm_11", 1, 0}, {"sm_12", 1, 2}, {"sm_13", 1, 2}, {"sm_20", 2, 0},
    {"sm_21", 2, 0}, {"sm_30", 3, 0}, {"sm_32", 4, 0}, {"sm_35", 3, 1}, {"sm_37", 4, 1},
    {"sm_50", 4, 0}, {"sm_52", 4, 1}, {"sm_53", 4, 2}, {"sm_60", 5, 0}, {"sm_61", 5, 0},
    {"sm_62", 5, 0}, {"sm_70", 6, 0}, {"sm_72", 6, 1}, {"sm_75", 6, 3}, {"sm_80", 7, 0},
    {"sm_86", 7, 1}, {"sm_87", 7, 4}, {"sm_89", 7, 8}, {"sm_90", 7, 8},
};

bool versionAtLeast(const Module& m, uint32_t major, uint32_t minor) {
  return m.versionMajor > major || (m.versionMajor == major && m.versionMinor >= minor);
}

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
        constexpr std::string_view kSystem[] = {"vprintf", "malloc", "free", "__assertfail"};
        if (!callee || callee->defined || !callee->external ||
            std::find(std::begin(kSystem), std::end(kSystem), operand.name()) != std::end(kSystem))
          continue;
        diagnostics_.error(locationOf(operand), "unresolved-extern",
                           fmt::format("'{}' is declared '.extern' and never defined: ptxas links "
                                       "the module alone (only vprintf, malloc, free and "
                                       "__assertfail come from the system)",
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
  if (!versionAtLeast(module_, 2, 3)) {
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
    error(name, "bad-target", fmt::format("unknown target '{}' (sm_10 to sm_90)", name.text));
  } else if (!versionAtLeast(module_, known->major, known->minor)) {
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
                                              ".surfref",
                                              ".texref",
                                              ".samplerref",
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
    } else if (auto type = typeNamed(word.text.substr(1)); type && !typed && *type != Type::Pred) {
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

// .reg .TYPE NAME[, NAME...]; where a NAME may be a range `%r<N>`: %r0 to %r(N-1).
void Parser::parseRegisters() {
  next();  // .reg
  const PtxToken& typeToken = next();
  std::optional<Type> type;
  if (typeToken.kind == PtxToken::Kind::Word && typeToken.text[0] == '.')
    type = typeNamed(typeToken.text.substr(1));
  // Vector registers (`.reg .v4 .f32 %v;`, read as `%v.x`) and .b128 ones
  // are valid PTX that no instruction of ours reads yet: declared, so that a
  // use says so rather than "not declared".
  std::string unusable;
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
    unusable = fmt::format("a '.reg {} {}' vector", typeToken.text, element.text);
  } else if (typeToken.isWord(".b128")) {
    if (!versionAtLeast(module_, 8, 3)) {
      error(typeToken, "bad-version", "'.reg .b128' needs PTX ISA .version 8.3 or later");
      skipStatement();
      return;
    }
    unusable = "a '.reg .b128'";
  }
  if (!unusable.empty()) {
    do {
      const PtxToken& name = next();
      if (name.kind != PtxToken::Kind::Word || name.text.find('.') != std::string_view::npos ||
          name.text[0] == '.') {
        error(name, "expected-name",
              fmt::format("expected a register name, found '{}'", name.text));
        skipStatement();
        return;
      }
      scopes_.back().unusable.emplace(std::string(name.text), unusable);
    } while (accept(','));
    expect(';', "after the register declaration");
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
  // A range is written in a few bytes and declares thousands of registers;
  // these bound what a small hostile file can make us hold.
  constexpr uint64_t kMaxRange = 1u << 16;
  constexpr uint64_t kMaxRegisters = 1u << 20;
  do {
    const PtxToken& name = next();
    // A name is letters, digits, '_', '$' and '%' first; the tokenizer also
    // joins '.'s into words, so that `%tid.x` is one, which no name holds.
    if (name.kind != PtxToken::Kind::Word || name.text.find('.') != std::string_view::npos) {
      error(name, "expected-name", fmt::format("expected a register name, found '{}'", name.text));
      skipStatement();
      return;
    }
    std::vector<std::string> names;
    const bool range = peek().is('<');
    if (accept('<')) {
      auto count = expectInteger("the number of registers");
      if (!count || !expect('>', "after the number of registers")) {
        skipStatement();
        return;
      }
      if (*count > kMaxRange) {
        error(
            name, "register-range",
            fmt::format("'{}<{}>' declares more than {} registers", name.text, *count, kMaxRange));
        skipStatement();
        return;
      }
      if (function_ && function_->registers.size() + *count > kMaxRegisters) {
        error(name, "register-range",
              fmt::format("'{}' declares more than {} registers", function_->name, kMaxRegisters));
        skipStatement();
        return;
      }
      for (uint64_t i = 0; i < *count; ++i) names.push_back(fmt::format("{}{}", name.text, i));
    } else {
      if (function_ && function_->registers.size() >= kMaxRegisters) {
        error(name, "register-range",
              fmt::format("'{}' declares more than {} registers", function_->name, kMaxRegisters));
        skipStatement();
        return;
      }
      names.emplace_back(name.text);
    }
    if (!function_) continue;
    const size_t first = function_->registers.size();
    const SourceLocation declaredAt = locationOf(name);
    for (std::string& n : names) {
      auto& scope = scopes_.back().registers;
      if (scope.contains(n)) {
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

// [.align N] .TYPE NAME[DIMS] [= INIT] [, NAME...]; after the state space.
void Parser::parseVariables(StateSpace space, bool external, std::vector<Variable>& into) {
  Variable proto;
  proto.space = space;
  proto.external = external;
  bool typed = false;
  uint32_t vectorWidth = 1;
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
      proto.type = *type;
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
    into.push_back(std::move(variable));
  } while (accept(','));
  expect(';', "after the variable declaration");
}

}  // namespace gpuasm::ptx
