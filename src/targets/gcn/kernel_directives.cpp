// The kernel-description directives (kernel_directives.hpp).
#include "targets/gcn/kernel_directives.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "targets/gcn/binary/amdcl_layout.hpp"
#include "targets/gcn/binary/image_binary.hpp"
#include "targets/gcn/code_use.hpp"

namespace gpuasm::gcn {
namespace {

using binary::KernelArgument;
using binary::KernelDescription;

constexpr const char* kCode = "kernel-directive";

bool is(const Token& d, std::string_view name) {
  return d.isIdentifier(name);
}

// User-data classes by name (fact sheet section 2, CLRX's dataClassMap).
std::optional<uint32_t> userDataClass(std::string_view name) {
  struct Entry {
    std::string_view name;
    uint32_t value;
  };
  static constexpr Entry kClasses[] = {
      {"IMM_RESOURCE", 0x00},
      {"IMM_SAMPLER", 0x01},
      {"IMM_CONST_BUFFER", 0x02},
      {"IMM_VERTEX_BUFFER", 0x03},
      {"IMM_UAV", 0x04},
      {"SUB_PTR_FETCH_SHADER", 0x10},
      {"PTR_RESOURCE_TABLE", 0x11},
      {"PTR_INTERNAL_RESOURCE_TABLE", 0x12},
      {"PTR_SAMPLER_TABLE", 0x13},
      {"PTR_CONST_BUFFER_TABLE", 0x14},
      {"PTR_VERTEX_BUFFER_TABLE", 0x15},
      {"PTR_SO_BUFFER_TABLE", 0x16},
      {"PTR_UAV_TABLE", 0x17},
      {"PTR_INTERNAL_GLOBAL_TABLE", 0x18},
      {"IMM_CONTEXT_BASE", 0x1d},
      {"IMM_LDS_ESGS_SIZE", 0x1e},
      {"IMM_GLOBAL_OFFSET", 0x1f},
      {"IMM_GENERIC_USER_DATA", 0x20},
  };
  for (const Entry& e : kClasses)
    if (e.name.size() == name.size() &&
        std::equal(name.begin(), name.end(), e.name.begin(),
                   [](char a, char b) { return std::toupper(a) == b; }))
      return e.value;
  return std::nullopt;
}

std::optional<uint32_t> noteType(std::string_view name) {
  for (uint32_t t = 1; t <= 17; ++t) {
    const std::string_view n = binary::calNoteName(t);
    if (n.size() == name.size() && std::equal(name.begin(), name.end(), n.begin(),
                                              [](char a, char b) { return std::toupper(a) == b; }))
      return t;
  }
  return std::nullopt;
}

std::optional<uint32_t> word(TokenCursor& cursor, DirectiveContext& context,
                             std::string_view directive, int64_t max = 0xffffffffll) {
  auto v = context.constantExpression(cursor, directive);
  if (!v) return std::nullopt;
  if (*v < 0 || *v > max) {
    context.diagnostics().error(
        cursor.peek().location, kCode,
        fmt::format("'{}' takes a number from 0 to {}, not {}", directive, max, *v));
    return std::nullopt;
  }
  return static_cast<uint32_t>(*v);
}

bool endOfDirective(TokenCursor& cursor, DirectiveContext& context, std::string_view directive) {
  if (cursor.atEnd()) return true;
  context.diagnostics().error(
      cursor.peek().location, kCode,
      fmt::format("unexpected '{}' after '{}'", cursor.peek().text, directive));
  return false;
}

bool expectComma(TokenCursor& cursor, DirectiveContext& context, std::string_view directive) {
  if (cursor.accept(",")) return true;
  context.diagnostics().error(cursor.peek().location, kCode,
                              fmt::format("expected ',' in '{}'", directive));
  return false;
}

// An OpenCL scalar or vector type name (uint, float4, uchar16): its element
// type and lane count; nullopt for anything else (a lane count not 2, 3, 4,
// 8 or 16 included).
struct VectorType {
  binary::ScalarType scalar;
  std::string element;
  uint32_t lanes = 1;
};
std::optional<VectorType> vectorType(const std::string& name) {
  const size_t digits = name.find_last_not_of("0123456789") + 1;
  VectorType t{{}, name.substr(0, digits), 1};
  if (digits < name.size()) {
    auto [end, ec] = std::from_chars(name.data() + digits, name.data() + name.size(), t.lanes);
    if (ec != std::errc{} || end != name.data() + name.size()) return std::nullopt;
    if (t.lanes != 2 && t.lanes != 3 && t.lanes != 4 && t.lanes != 8 && t.lanes != 16)
      return std::nullopt;
    if (t.element == "void") return std::nullopt;
  }
  auto scalar = binary::openClScalar(t.element);
  if (!scalar) return std::nullopt;
  t.scalar = *scalar;
  return t;
}

}  // namespace

KernelDescription* KernelDirectives::current(const Token& directive,
                                             DiagnosticEngine& diagnostics) {
  if (!kernels_.empty()) return &kernels_.back().description;
  diagnostics.error(
      directive.location, kCode,
      fmt::format("'{}' describes a kernel: put it after '.kernel NAME'", directive.text));
  return nullptr;
}

// `.arg NAME, [global|constant|local] [const] [volatile] [restrict] TYPE[*]
// [, SIZE] [, resource N] [, read_only|read_write] [, ctype "C TYPE"]`.
bool KernelDirectives::parseArgument(TokenCursor& cursor, DirectiveContext& context,
                                     KernelDescription& kernel) {
  DiagnosticEngine& diagnostics = context.diagnostics();
  const Token& name = cursor.next();
  if (name.kind != TokenKind::Identifier) {
    diagnostics.error(name.location, kCode, "expected the argument's name after '.arg'");
    return false;
  }
  if (!expectComma(cursor, context, ".arg")) return false;
  KernelArgument a;
  a.name = std::string(name.text);
  std::string space, typeName, qualifiers;
  bool pointer = false, aggregate = false;
  const Token& typeStart = cursor.peek();
  while (!cursor.atEnd() && !cursor.peek().is(",")) {
    const Token& t = cursor.next();
    if (t.is("*")) {
      pointer = true;
      continue;
    }
    if (t.kind != TokenKind::Identifier) {
      diagnostics.error(t.location, kCode, fmt::format("unexpected '{}' in the type", t.text));
      return false;
    }
    const std::string word(t.text);
    if (word == "global" || word == "__global" || word == "constant" || word == "__constant" ||
        word == "local" || word == "__local") {
      space = word.substr(word.starts_with("__") ? 2 : 0);
    } else if (word == "const") {
      a.isConst = true;
      qualifiers += "const ";
    } else if (word == "volatile") {
      a.isVolatile = true;
    } else if (word == "restrict") {
      a.isRestrict = true;
    } else if (word == "struct" || word == "union") {
      aggregate = true;
      typeName = word;
    } else {
      typeName += typeName.empty() ? word : " " + word;
    }
  }
  if (typeName.empty()) {
    diagnostics.error(typeStart.location, kCode,
                      fmt::format("'.arg {}' needs a type (uint, float4, global uint*, struct "
                                  "NAME, ...)",
                                  a.name));
    return false;
  }
  if (pointer) {
    const auto type = vectorType(typeName);
    if (!type) {
      diagnostics.error(typeStart.location, kCode,
                        fmt::format("'{}*': a pointer argument points to an OpenCL scalar or "
                                    "vector type (uchar ... double, void)",
                                    typeName));
      return false;
    }
    const std::string& element = type->element;
    const uint32_t lanes = type->lanes;
    const binary::ScalarType* scalar = &type->scalar;
    a.kind = "pointer";
    a.type = std::string(scalar->metadataName);
    a.elementSize = scalar->bytes * (lanes == 3 ? 4 : lanes);
    if (space.empty() || space == "global") {
      a.addressSpace = "uav";
      a.access = a.isConst && element != "void" ? "RO" : "RW";
    } else if (space == "constant") {
      a.addressSpace = "constant";  // c or hc by the driver version (deriveKernel)
      a.access = "RO";
    } else {
      a.addressSpace = "hl";
      a.access = "RW";
    }
    a.cType = typeName + "*";
  } else if (aggregate) {
    a.kind = "struct";
    a.type = "struct";
    a.cType = typeName;
    if (!expectComma(cursor, context, ".arg")) return false;
    auto size = word(cursor, context, ".arg", 1 << 20);
    if (!size) return false;
    a.vectorSize = *size;
  } else {
    const auto type = vectorType(typeName);
    if (!type || type->element == "void") {
      diagnostics.error(typeStart.location, kCode,
                        fmt::format("'{}' is no OpenCL scalar or vector type (uchar ... double, "
                                    "with 2, 3, 4, 8 or 16 lanes)",
                                    typeName));
      return false;
    }
    const binary::ScalarType* scalar = &type->scalar;
    const uint32_t lanes = type->lanes;
    a.kind = "value";
    a.type = std::string(scalar->metadataName);
    a.vectorSize = lanes;
    a.cType = typeName;
  }
  bool resourceGiven = false;
  while (cursor.accept(",")) {
    const Token& option = cursor.next();
    if (option.isIdentifier("resource")) {
      auto id = word(cursor, context, ".arg", 1023);
      if (!id) return false;
      a.resourceId = *id;
      resourceGiven = true;
    } else if (option.isIdentifier("read_only") || option.isIdentifier("read_write")) {
      a.access = option.isIdentifier("read_only") ? "RO" : "RW";
    } else if (option.isIdentifier("ctype") && cursor.peek().kind == TokenKind::String) {
      a.cType = decodeString(cursor.next(), diagnostics);
    } else {
      diagnostics.error(option.location, kCode,
                        fmt::format("unknown '.arg' option '{}' (resource N, read_only, "
                                    "read_write, ctype \"TYPE\")",
                                    option.text));
      return false;
    }
  }
  if (!endOfDirective(cursor, context, ".arg")) return false;
  kernel.arguments.push_back(std::move(a));
  kernel.resourceGiven.push_back(resourceGiven);
  return true;
}

bool KernelDirectives::parse(const Token& d, TokenCursor& cursor, DirectiveContext& context) {
  DiagnosticEngine& diagnostics = context.diagnostics();
  const std::string_view name = d.text;
  auto number = [&](int64_t max = 0xffffffffll) { return word(cursor, context, name, max); };
  auto done = [&] { return endOfDirective(cursor, context, name); };
  auto text = [&]() -> std::optional<std::string> {
    if (cursor.peek().kind != TokenKind::String) {
      diagnostics.error(cursor.peek().location, kCode, fmt::format("'{}' takes a string", name));
      return std::nullopt;
    }
    return decodeString(cursor.next(), diagnostics);
  };

  // Program-wide.
  if (is(d, ".device")) {
    const Token& t = cursor.next();
    auto machine = binary::gpuNamed(t.text);
    if (t.kind != TokenKind::Identifier || !machine) {
      diagnostics.error(t.location, kCode,
                        fmt::format("unknown device '{}' (tahiti, pitcairn, capeverde, oland, "
                                    "hainan; bonaire, hawaii)",
                                    t.text));
      return true;
    }
    program_.machine = *machine;
    if (done()) deviceLocation_ = d.location;
    return true;
  }
  if (is(d, ".bits")) {
    const Token& at = cursor.peek();
    if (auto bits = number(); bits && done()) {
      if (*bits != 32 && *bits != 64)
        diagnostics.error(at.location, kCode, fmt::format("'.bits' is 32 or 64, not {}", *bits));
      program_.is64 = *bits == 64;
    }
    return true;
  }
  if (is(d, ".driver_version")) {
    if (auto v = number(); v && done()) program_.driverVersion = *v;
    return true;
  }
  if (is(d, ".compile_options") || is(d, ".driver_string")) {
    if (auto s = text(); s && done()) {
      if (is(d, ".driver_string"))
        program_.driverString = *s;
      else
        program_.compileOptions = *s;
    }
    return true;
  }
  if (is(d, ".kernel")) {
    const Token& t = cursor.next();
    if (t.kind != TokenKind::Identifier) {
      diagnostics.error(t.location, kCode, "expected the kernel's name after '.kernel'");
      return true;
    }
    if (!done()) return true;
    for (const Kernel& k : kernels_)
      if (k.description.name == t.text) {
        diagnostics.error(t.location, kCode, fmt::format("kernel '{}' is described twice", t.text));
        return true;
      }
    kernels_.push_back({{}, d.location});
    kernels_.back().description.name = std::string(t.text);
    context.selectSection(t.text);
    return true;
  }

  // One kernel's description.
  static constexpr std::string_view kKernelDirectives[] = {".arg",         ".reqd_work_group_size",
                                                           ".local_bytes", ".uniqueid",
                                                           ".function_id", ".uavprivate",
                                                           ".hwregion",    ".uavid",
                                                           ".cbid",        ".printfid",
                                                           ".privateid",   ".vgprs",
                                                           ".sgprs",       ".float_mode",
                                                           ".ieee_mode",   ".scratch_dwords",
                                                           ".pgm_rsrc2",   ".user_element",
                                                           ".proginfo",    ".cal_note",
                                                           ".metadata",    ".kernel_header"};
  if (std::none_of(std::begin(kKernelDirectives), std::end(kKernelDirectives),
                   [&](std::string_view n) { return is(d, n); }))
    return false;
  KernelDescription* k = current(d, diagnostics);
  if (!k) return true;
  if (is(d, ".arg")) {
    parseArgument(cursor, context, *k);
    return true;
  }
  if (is(d, ".reqd_work_group_size")) {
    std::array<uint32_t, 3> size{1, 1, 1};
    for (size_t i = 0; i < 3; ++i) {
      if (i > 0 && !cursor.accept(",")) break;
      auto v = number(1024);
      if (!v) return true;
      size[i] = *v;
    }
    if (done()) k->requiredWorkGroupSize = size;
    return true;
  }
  if (is(d, ".local_bytes")) {
    if (auto v = number(32768); v && done()) k->localBytes = *v;
    return true;
  }
  struct Field {
    std::string_view name;
    std::optional<uint32_t> KernelDescription::*member;
  };
  static constexpr Field kFields[] = {
      {".uniqueid", &KernelDescription::uniqueId},
      {".function_id", &KernelDescription::functionId},
      {".uavprivate", &KernelDescription::uavPrivate},
      {".hwregion", &KernelDescription::hwRegion},
      {".uavid", &KernelDescription::uavId},
      {".cbid", &KernelDescription::cbId},
      {".printfid", &KernelDescription::printfId},
      {".privateid", &KernelDescription::privateId},
      {".vgprs", &KernelDescription::vgprs},
      {".sgprs", &KernelDescription::sgprs},
      {".float_mode", &KernelDescription::floatMode},
      {".ieee_mode", &KernelDescription::ieeeMode},
      {".scratch_dwords", &KernelDescription::scratchDwords},
      {".pgm_rsrc2", &KernelDescription::pgmRsrc2},
  };
  for (const Field& f : kFields)
    if (is(d, f.name)) {
      if (auto v = number(); v && done()) k->*f.member = *v;
      return true;
    }
  if (is(d, ".user_element")) {
    if (!k->userElements) k->userElements.emplace();
    if (cursor.peek().isIdentifier("none")) {
      cursor.next();
      done();
      return true;
    }
    binary::UserElement e;
    const Token& cls = cursor.peek();
    if (cls.kind == TokenKind::Identifier) {
      cursor.next();
      auto value = userDataClass(cls.text);
      if (!value) {
        diagnostics.error(cls.location, kCode,
                          fmt::format("unknown user-data class '{}' (PTR_UAV_TABLE, "
                                      "IMM_CONST_BUFFER, IMM_UAV, ... or a number)",
                                      cls.text));
        return true;
      }
      e.dataClass = *value;
    } else if (auto v = number(0x7f)) {
      e.dataClass = *v;
    } else {
      return true;
    }
    for (uint32_t* field : {&e.apiSlot, &e.startSgpr, &e.sgprCount}) {
      if (!expectComma(cursor, context, name)) return true;
      auto v = number(field == &e.apiSlot ? 0xffffffffll : 103);
      if (!v) return true;
      *field = *v;
    }
    if (!done()) return true;
    if (k->userElements->size() == 16) {
      diagnostics.error(d.location, kCode, "a kernel has at most 16 user elements");
      return true;
    }
    k->userElements->push_back(e);
    return true;
  }
  if (is(d, ".proginfo")) {
    auto key = number();
    if (!key || !expectComma(cursor, context, name)) return true;
    if (auto value = number(); value && done()) k->progInfo.push_back({*key, *value});
    return true;
  }
  if (is(d, ".cal_note")) {
    binary::CalNote note;
    const Token& t = cursor.peek();
    if (t.kind == TokenKind::Identifier) {
      cursor.next();
      auto type = noteType(t.text);
      if (!type) {
        diagnostics.error(
            t.location, kCode,
            fmt::format("unknown ATI CAL note '{}' (PROGINFO, INPUTS, UAV, ...)", t.text));
        return true;
      }
      note.type = *type;
    } else if (auto v = number()) {
      note.type = *v;
    } else {
      return true;
    }
    while (cursor.accept(",")) {
      auto v = number();
      if (!v) return true;
      for (int i = 0; i < 4; ++i) note.payload.push_back(static_cast<uint8_t>(*v >> (8 * i)));
    }
    if (done()) k->notes.push_back(std::move(note));
    return true;
  }
  if (is(d, ".metadata")) {
    if (auto s = text(); s && done()) k->metadata = *s;
    return true;
  }
  // .kernel_header
  std::array<uint32_t, 8> header{};
  for (size_t i = 0; i < 8; ++i) {
    if (i > 0 && !expectComma(cursor, context, name)) return true;
    auto v = number();
    if (!v) return true;
    header[i] = *v;
  }
  if (done()) k->header = header;
  return true;
}

void KernelDirectives::finish(Image& image, DiagnosticEngine& diagnostics) {
  if (kernels_.empty()) return;
  binary::ProgramDescription program = program_;
  // Code before the first .kernel (the default section) belongs to no kernel.
  for (const Section& s : image.sections)
    if (!s.bytes.empty() && std::none_of(kernels_.begin(), kernels_.end(), [&](const Kernel& k) {
          return k.description.name == s.name;
        }))
      diagnostics.warning(kernels_.front().location, "code-outside-kernel",
                          fmt::format("{} bytes of code in section '{}' belong to no kernel and "
                                      "are not in the binary (put them after a '.kernel NAME')",
                                      s.bytes.size(), s.name));
  for (Kernel& k : kernels_) {
    auto section = std::find_if(image.sections.begin(), image.sections.end(),
                                [&](const Section& s) { return s.name == k.description.name; });
    if (section != image.sections.end()) k.description.code = section->bytes;
    if (k.description.code.empty()) {
      diagnostics.error(
          k.location, kCode,
          fmt::format("kernel '{}' has no code (its instructions follow '.kernel {}')",
                      k.description.name, k.description.name));
      continue;
    }
    const binary::CodeUse use = codeUse(k.description.code);
    if (use.dsBeforeM0) {
      std::string where;
      const uint32_t sectionIndex = static_cast<uint32_t>(section - image.sections.begin());
      if (const LineRecord* r = image.lineAt(section->base + *use.dsBeforeM0, sectionIndex))
        where = fmt::format(" ({}:{}: '{}')", image.fileName(*r), r->line, image.lineText(*r));
      diagnostics.warning(
          k.location, "ds-without-m0",
          fmt::format("kernel '{}': the LDS instruction at byte {:#x}{} comes before any write "
                      "of M0; SI clamps every DS access by M0 (s_mov_b32 m0, -1 first)",
                      k.description.name, *use.dsBeforeM0, where));
    }
    program.kernels.push_back(k.description);
  }
  if (diagnostics.hasErrors()) return;
  std::string error;
  auto built = binary::buildAmdBinary(program, codeTools(), error);
  if (!built) {
    diagnostics.error(kernels_.front().location, kCode,
                      fmt::format("cannot build the AMD binary: {}", error));
    return;
  }
  auto data = std::make_shared<binary::AmdBinaryData>();
  data->binary = std::move(*built);
  data->processor = processor_;
  image.targetData = std::move(data);
}

}  // namespace gpuasm::gcn
