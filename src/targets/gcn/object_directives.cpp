// The ELF object directives of a compiler's GCN file (object_directives.hpp).
#include "targets/gcn/object_directives.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <unordered_map>

#include "targets/gcn/relocation_variants.hpp"

namespace gpuasm::gcn {
namespace {

using binary::ObjectSection;

bool is(const Token& t, std::string_view name) {
  return t.kind == TokenKind::Identifier && t.text == name;
}

// NT_AMD_HSA_ISA_NAME (LLVM's AMDGPUPTNote.h): the note `.amd_amdgpu_isa` writes.
constexpr uint32_t kNoteAmdIsaName = 11;

std::optional<binary::AmdgpuRelocation> relocationType(const LiteralRelocation& r) {
  using binary::AmdgpuRelocation;
  // A data field (data_relocations.cpp checked its width against the
  // variant): llvm-mc-14 writes ABS32/ABS64 for `sym - .` too (it drops the
  // PC-relative flag: AMDGPUELFObjectWriter ignores IsPCRel), which links to
  // the symbol's address; gpuasm writes REL32/REL64 (docs/gcn.md).
  if (r.data && r.variant.empty()) {
    if (r.pcRelative) return r.bytes == 8 ? AmdgpuRelocation::Rel64 : AmdgpuRelocation::Rel32;
    return r.bytes == 8 ? AmdgpuRelocation::Abs64 : AmdgpuRelocation::Abs32;
  }
  // What llvm-mc-14 writes for each (AMDGPUELFObjectWriter::getRelocType):
  // @abs32@lo and @abs32@hi both give R_AMDGPU_ABS32; a plain symbol is
  // PC-relative (R_AMDGPU_REL32) but for the scratch descriptor's two words.
  if (r.variant.empty())
    return r.symbol == "SCRATCH_RSRC_DWORD0" || r.symbol == "SCRATCH_RSRC_DWORD1"
               ? AmdgpuRelocation::Abs32Lo
               : AmdgpuRelocation::Rel32;
  const std::optional<RelocationVariant> variant = relocationVariant(r.variant);
  if (!variant) return std::nullopt;
  switch (*variant) {
    case RelocationVariant::Rel32Lo:
      return AmdgpuRelocation::Rel32Lo;
    case RelocationVariant::Rel32Hi:
      return AmdgpuRelocation::Rel32Hi;
    case RelocationVariant::Abs32Lo:
    case RelocationVariant::Abs32Hi:
      return AmdgpuRelocation::Abs32;
    case RelocationVariant::GotPcRel32Lo:
      return AmdgpuRelocation::GotPcRel32Lo;
    case RelocationVariant::GotPcRel32Hi:
      return AmdgpuRelocation::GotPcRel32Hi;
    case RelocationVariant::GotPcRel:
      return AmdgpuRelocation::GotPcRel;
    case RelocationVariant::Rel64:  // 8 bytes: a `.quad`'s, never a literal's
      if (r.data) return AmdgpuRelocation::Rel64;
      break;
  }
  return std::nullopt;
}

}  // namespace

ObjectDirectives::SymbolAttributes& ObjectDirectives::symbol(std::string_view name,
                                                             SourceLocation where) {
  auto it = symbols_.find(name);
  if (it == symbols_.end()) {
    it = symbols_.emplace(std::string(name), SymbolAttributes{}).first;
    it->second.location = where;
    symbolOrder_.emplace_back(name);
  }
  return it->second;
}

bool ObjectDirectives::parseSymbolList(const Token& directive, TokenCursor& cursor,
                                       DiagnosticEngine& diagnostics,
                                       const std::function<void(SymbolAttributes&)>& apply) {
  do {
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics.error(name.location, "expected-symbol",
                        fmt::format("expected a symbol name after '{}'", directive.text));
      return false;
    }
    apply(symbol(name.text, name.location));
  } while (cursor.accept(","));
  if (!cursor.atEnd()) {
    diagnostics.error(
        cursor.peek().location, "unexpected-token",
        fmt::format("unexpected '{}' after '{}'", cursor.peek().text, directive.text));
    return false;
  }
  return true;
}

bool ObjectDirectives::parse(const Token& directive, TokenCursor& cursor,
                             DirectiveContext& context) {
  DiagnosticEngine& diagnostics = context.diagnostics();
  const std::string_view d = directive.text;
  auto expectEnd = [&] {
    if (cursor.atEnd()) return true;
    diagnostics.error(cursor.peek().location, "unexpected-token",
                      fmt::format("unexpected '{}' after '{}'", cursor.peek().text, d));
    return false;
  };
  auto string = [&](std::string& out) {
    const Token& t = cursor.next();
    if (t.kind != TokenKind::String) {
      diagnostics.error(t.location, "expected-string",
                        fmt::format("expected a quoted string after '{}'", d));
      return false;
    }
    out = decodeString(t, diagnostics);
    return expectEnd();
  };
  if (d == ".amd_amdgpu_pal_metadata" || d == ".amdgpu_pal_metadata") {
    diagnostics.error(directive.location, "hsa-code-object",
                      fmt::format("'{}' is PAL's metadata, which gpuasm does not write; HSA code "
                                  "objects take '.amdgpu_metadata' (v2: "
                                  "'.amd_amdgpu_hsa_metadata')",
                                  d));
    while (!cursor.atEnd()) cursor.next();
    return true;
  }
  if (hsa_.parse(directive, cursor, context)) {
    sink_->objectSource = true;
    return true;
  }
  sink_->objectSource = true;
  if (d == ".rodata") {
    // llvm-mc's ELF parser takes `.rodata` as `.section .rodata` (GNU as does not).
    if (!cursor.atEnd()) {
      diagnostics.error(cursor.peek().location, "unexpected-token",
                        fmt::format("unexpected '{}' after '.rodata'", cursor.peek().text));
      while (!cursor.atEnd()) cursor.next();
      return true;
    }
    context.selectSection(".rodata");
    return true;
  }
  if (d == ".globl" || d == ".weak" || d == ".local") {
    const uint8_t binding = d == ".weak"    ? binary::kStbWeak
                            : d == ".local" ? binary::kStbLocal
                                            : binary::kStbGlobal;
    parseSymbolList(directive, cursor, diagnostics,
                    [&](SymbolAttributes& s) { s.binding = binding; });
    return true;
  }
  if (d == ".hidden" || d == ".protected" || d == ".internal") {
    const uint8_t visibility = d == ".hidden" ? 2 : d == ".protected" ? 3 : 1;
    parseSymbolList(directive, cursor, diagnostics,
                    [&](SymbolAttributes& s) { s.visibility = visibility; });
    return true;
  }
  if (d == ".type" || d == ".amdgpu_hsa_kernel") {
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics.error(name.location, "expected-symbol",
                        fmt::format("expected a symbol name after '{}'", d));
      return true;
    }
    uint8_t type = binary::kSttAmdgpuHsaKernel;
    if (d == ".type") {
      cursor.accept(",");
      if (!cursor.accept("@")) cursor.accept("%");
      const Token& kind = cursor.next();
      std::string spelled =
          kind.kind == TokenKind::String ? decodeString(kind, diagnostics) : std::string(kind.text);
      if (spelled == "function" || spelled == "STT_FUNC") {
        type = binary::kSttFunc;
      } else if (spelled == "object" || spelled == "STT_OBJECT") {
        type = binary::kSttObject;
      } else if (spelled == "notype" || spelled == "STT_NOTYPE") {
        type = binary::kSttNotype;
      } else {
        diagnostics.error(kind.location, "symbol-type",
                          fmt::format("'{}' is no symbol type gpuasm writes (@function, @object, "
                                      "@notype)",
                                      spelled));
        return true;
      }
    }
    if (expectEnd()) symbol(name.text, name.location).type = type;
    return true;
  }
  if (d == ".size") {
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier || !cursor.accept(",")) {
      diagnostics.error(name.location, "expected-symbol", "expected '.size symbol, expression'");
      return true;
    }
    ExprPtr size = context.parseExpression(cursor);
    if (size && expectEnd()) symbol(name.text, name.location).size = size;
    return true;
  }
  if (d == ".amdgpu_lds") {
    // An LDS symbol (name, size, alignment): llvm-mc-14 writes it into the
    // object only when an operand refers to it, which clang's SI code does
    // not (its LDS addresses are constants); one that does is refused.
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier || !cursor.accept(",")) {
      diagnostics.error(name.location, "expected-symbol",
                        "expected '.amdgpu_lds symbol, size[, alignment]'");
      return true;
    }
    auto size = context.constantExpression(cursor, d);
    if (!size) return true;
    std::optional<int64_t> alignment = 4;
    if (cursor.accept(",")) alignment = context.constantExpression(cursor, d);
    if (!alignment || !expectEnd()) return true;
    if (*size < 0 || *size > 65536 || *alignment < 1 || (*alignment & (*alignment - 1)) != 0) {
      diagnostics.error(name.location, "value-out-of-range",
                        fmt::format("'.amdgpu_lds' takes a size of 0 to 65536 bytes and a power "
                                    "of two alignment, not {} and {}",
                                    *size, *alignment));
      return true;
    }
    ldsSymbols_.emplace(std::string(name.text), name.location);
    return true;
  }
  if (d == ".ident") {
    std::string text;
    if (!string(text)) return true;
    const std::string back = context.currentSection();
    context.selectSection(".comment");
    std::vector<uint8_t> bytes;
    if (!seenIdent_) bytes.push_back(0);  // as llvm-mc: .comment starts with an empty string
    bytes.insert(bytes.end(), text.begin(), text.end());
    bytes.push_back(0);
    context.emitBytes(bytes, directive.location);
    context.selectSection(back);
    seenIdent_ = true;
    sectionAttributes_.try_emplace(
        ".comment",
        ObjectSection{binary::kShtProgbits, binary::kShfMerge | binary::kShfStrings, 1, 1});
    return true;
  }
  if (d == ".amd_amdgpu_isa" || d == ".amdgcn_target") {
    std::string isa;
    if (!string(isa)) return true;
    isaName_ = isa;
    if (d == ".amdgcn_target") {
      hsa_.amdgcnTarget(isa, directive.location, diagnostics);
      return true;
    }
    hsa_.amdAmdgpuIsa(isa, directive.location, diagnostics);
    const std::string back = context.currentSection();
    context.selectSection(".note");
    context.emitBytes(amdNote(kNoteAmdIsaName,
                              std::span(reinterpret_cast<const uint8_t*>(isa.data()), isa.size())),
                      directive.location);
    context.selectSection(back);
    sectionAttributes_.try_emplace(".note", ObjectSection{binary::kShtNote, 0, 0, 4});
    return true;
  }
  if (d == ".addrsig") {
    if (expectEnd()) addressSignificance_ = true;
    return true;
  }
  if (d == ".addrsig_sym") {
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics.error(name.location, "expected-symbol", "expected a symbol after '.addrsig_sym'");
      return true;
    }
    if (expectEnd()) significantSymbols_.emplace_back(name.text, name.location);
    return true;
  }
  if (d == ".amd_kernel_code_t") {
    if (!expectEnd()) return true;
    kernelCode_ = defaultAmdKernelCode();
    kernelCodeLocation_ = directive.location;
    return true;
  }
  if (d == ".end_amd_kernel_code_t") {
    diagnostics.error(directive.location, "unmatched-directive",
                      "'.end_amd_kernel_code_t' without '.amd_kernel_code_t'");
    return true;
  }
  return false;
}

void ObjectDirectives::defineDescriptor(const FinishedDescriptor& d, DirectiveContext& context) {
  // As llvm-mc-14's AMDGPUTargetELFStreamer::EmitAmdhsaKernelDescriptor: NAME.kd
  // takes the kernel symbol's binding and visibility as they are now, is an
  // STT_OBJECT of 64 bytes; the kernel becomes protected when it was default.
  const std::string name = d.kernel + ".kd";
  if (!context.defineLabel(name, d.location)) return;
  SymbolAttributes& kernel = symbol(d.kernel, d.location);
  const std::optional<uint8_t> binding = kernel.binding;
  const uint8_t visibility = kernel.visibility;
  if (kernel.visibility == 0) kernel.visibility = 3;  // STV_PROTECTED
  SymbolAttributes& descriptor = symbol(name, d.location);
  descriptor.binding = binding;
  descriptor.visibility = visibility;
  descriptor.type = binary::kSttObject;
  descriptor.size =
      Expr::constant(static_cast<int64_t>(binary::kKernelDescriptorBytes), d.location);
  context.emitBytes(d.descriptor.bytes, d.location);
  descriptorEntries_.push_back({name, d.kernel, d.location});
}

bool ObjectDirectives::parseBlockLine(TokenCursor& cursor, DirectiveContext& context) {
  if (hsa_.parseBlockLine(cursor, context)) {
    if (auto descriptor = hsa_.takeDescriptor()) defineDescriptor(*descriptor, context);
    return true;
  }
  if (!kernelCode_) return false;
  DiagnosticEngine& diagnostics = context.diagnostics();
  const Token& first = cursor.next();
  if (is(first, ".end_amd_kernel_code_t")) {
    context.emitBytes(*kernelCode_, kernelCodeLocation_);
    kernelCode_.reset();
    while (!cursor.atEnd()) cursor.next();
    return true;
  }
  const AmdKernelCodeField* field =
      first.kind == TokenKind::Identifier ? findAmdKernelCodeField(first.text) : nullptr;
  if (!field) {
    diagnostics.error(first.location, "kernel-code-field",
                      fmt::format("'{}' is no field of amd_kernel_code_t (inside "
                                  "'.amd_kernel_code_t' ... '.end_amd_kernel_code_t')",
                                  first.text));
    while (!cursor.atEnd()) cursor.next();
    return true;
  }
  if (!cursor.accept("=")) {
    diagnostics.error(cursor.peek().location, "expected-token",
                      fmt::format("expected '=' after '{}'", first.text));
    while (!cursor.atEnd()) cursor.next();
    return true;
  }
  auto value = context.constantExpression(cursor, field->name);
  if (!value) return true;
  if (!cursor.atEnd()) {
    diagnostics.error(
        cursor.peek().location, "unexpected-token",
        fmt::format("unexpected '{}' after the value of '{}'", cursor.peek().text, field->name));
    return true;
  }
  if (!setAmdKernelCodeField(*kernelCode_, *field, *value)) {
    diagnostics.error(first.location, "value-out-of-range",
                      fmt::format("{} does not fit amd_kernel_code_t's '{}' ({} bits{})", *value,
                                  field->name, field->width, field->isSigned ? ", signed" : ""));
  }
  return true;
}

bool ObjectDirectives::parseSectionAttributes(std::string_view section, TokenCursor& cursor,
                                              DirectiveContext& context) {
  DiagnosticEngine& diagnostics = context.diagnostics();
  sink_->objectSource = true;
  ObjectSection attributes = binary::defaultObjectSection(section);
  bool flagsGiven = false;
  while (cursor.accept(",")) {
    const Token& t = cursor.peek();
    if (t.is("#")) {
      // Solaris style: `,#alloc,#write,#execinstr`
      cursor.next();
      const Token& name = cursor.next();
      if (!flagsGiven) attributes.flags = 0;
      flagsGiven = true;
      if (is(name, "alloc"))
        attributes.flags |= binary::kShfAlloc;
      else if (is(name, "write"))
        attributes.flags |= binary::kShfWrite;
      else if (is(name, "execinstr"))
        attributes.flags |= binary::kShfExecinstr;
      else {
        diagnostics.error(
            name.location, "section-attribute",
            fmt::format("'#{}' is no section attribute (#alloc, #write, #execinstr)", name.text));
        return true;
      }
    } else if (t.kind == TokenKind::String && !flagsGiven) {
      cursor.next();
      flagsGiven = true;
      attributes.flags = 0;
      for (char c : decodeString(t, diagnostics)) {
        switch (c) {
          case 'a':
            attributes.flags |= binary::kShfAlloc;
            break;
          case 'w':
            attributes.flags |= binary::kShfWrite;
            break;
          case 'x':
            attributes.flags |= binary::kShfExecinstr;
            break;
          case 'M':
            attributes.flags |= binary::kShfMerge;
            break;
          case 'S':
            attributes.flags |= binary::kShfStrings;
            break;
          default:
            diagnostics.error(t.location, "section-attribute",
                              fmt::format("section flag '{}' is not one gpuasm writes (a, w, x, "
                                          "M, S)",
                                          c));
            return true;
        }
      }
    } else if (t.is("@") || t.is("%")) {
      cursor.next();
      const Token& type = cursor.next();
      if (is(type, "progbits"))
        attributes.type = binary::kShtProgbits;
      else if (is(type, "nobits"))
        attributes.type = binary::kShtNobits;
      else if (is(type, "note"))
        attributes.type = binary::kShtNote;
      else {
        diagnostics.error(type.location, "section-attribute",
                          fmt::format("'@{}' is no section type gpuasm writes (@progbits, "
                                      "@nobits, @note)",
                                      type.text));
        return true;
      }
      if (cursor.accept(",")) {
        auto size = context.constantExpression(cursor, ".section");
        if (!size) return true;
        attributes.entrySize = static_cast<uint64_t>(*size);
      }
    } else {
      diagnostics.error(
          t.location, "section-attribute",
          fmt::format("unexpected '{}' in the attributes of section '{}'", t.text, section));
      return true;
    }
  }
  if (!cursor.atEnd()) {
    diagnostics.error(cursor.peek().location, "unexpected-token",
                      fmt::format("unexpected '{}' after the attributes of section '{}'",
                                  cursor.peek().text, section));
    return true;
  }
  sectionAttributes_.try_emplace(std::string(section), attributes);
  return true;
}

void ObjectDirectives::finish(Image& image, DiagnosticEngine& diagnostics) {
  if (kernelCode_)
    diagnostics.error(kernelCodeLocation_, "unterminated-block",
                      "'.amd_kernel_code_t' without '.end_amd_kernel_code_t'");
  hsa_.finish(diagnostics);
  if (!sink_->objectSource && sink_->literals.empty()) return;
  if (image.targetData) {
    if (!sink_->literals.empty())
      diagnostics.error(sink_->literals.begin()->second.location, "relocation",
                        "a source with .kernel descriptions writes an AMD OpenCL binary, which "
                        "has no relocations");
    return;
  }
  auto object = std::make_shared<binary::ElfObject>();
  const std::string_view isa = isaName_;
  // ELFOSABI_AMDGPU_HSA 64, _PAL 65, _MESA3D 66 (LLVM's BinaryFormat/ELF.h).
  object->osAbi = isa.find("-mesa3d") != std::string_view::npos   ? 66
                  : isa.find("-amdpal") != std::string_view::npos ? 65
                  : isa.find("-amdhsa") != std::string_view::npos ? 64
                                                                  : 0;
  // The processor -m mcpu= or `.amd_amdgpu_isa` named, as llvm-mc-14 -mcpu= sets e_flags for a
  // triple without an OS (AMDGPUTargetELFStreamer::getEFlagsUnknownOS): code object v3's
  // feature bits, XNACK 0x100 and SRAMECC 0x200 where on or "any" (gfx908: 0x330)
  object->flags = binary::hsaElfFlags(hsa_.target(), 3).value_or(0x20);
  const bool hsa = hsa_.hsa();
  if (hsa) {
    // llvm-mc-14 for amdgcn-amd-amdhsa: ELFOSABI_AMDGPU_HSA, EI_ABIVERSION 1-3
    // for v3-v5, the processor and its features in e_flags, RELA relocations,
    // the metadata note allocated (AMDGPUTargetELFStreamer::EmitNote).
    // Code object v2: EI_ABIVERSION 0, e_flags as v3's (llvm-mc-14: 0x12c for gfx900).
    const unsigned version = hsa_.codeObjectVersion();
    object->osAbi = 64;
    object->abiVersion = static_cast<uint8_t>(version - 2);
    object->flags = binary::hsaElfFlags(hsa_.target(), std::max(version, 3u)).value_or(0x20);
    object->rela = true;
    sectionAttributes_.insert_or_assign(".note",
                                        ObjectSection{binary::kShtNote, binary::kShfAlloc, 0, 4});
  }
  for (const Section& section : image.sections) {
    auto given = sectionAttributes_.find(section.name);
    ObjectSection s = given != sectionAttributes_.end()
                          ? given->second
                          : binary::defaultObjectSection(section.name);
    s.alignment = std::max(s.alignment, section.alignment);
    // llvm-mc aligns .text to 4 when it starts (MCObjectFileInfo::getTextSectionAlignment),
    // not the code sections `.section` makes.
    if (section.name == ".text") s.alignment = std::max<uint64_t>(s.alignment, 4);
    object->sections.push_back(s);
  }
  // Labels and their absolute addresses, for `.size` and the relocations.
  std::unordered_map<std::string, const ImageSymbol*> labels;
  for (const ImageSymbol& s : image.symbols) labels.emplace(s.name, &s);
  const SymbolResolver resolve = [&](std::string_view name) -> std::optional<int64_t> {
    auto it = labels.find(std::string(name));
    if (it == labels.end()) return std::nullopt;
    return static_cast<int64_t>(it->second->address);
  };
  auto sectionOf = [&](uint64_t address) -> std::optional<uint32_t> {
    for (size_t i = 0; i < image.sections.size(); ++i) {
      const Section& s = image.sections[i];
      if (address >= s.base && address < s.base + s.bytes.size()) return static_cast<uint32_t>(i);
    }
    return std::nullopt;
  };
  auto where = [&](SourceLocation location) {
    return location.valid() ? fmt::format("line {}", location.line) : std::string("the source");
  };

  // Every symbol the object names, before ordering: labels (but llvm's
  // temporaries), declared ones, and those relocations name.
  std::vector<binary::ObjectSymbol> all;
  std::unordered_map<std::string, size_t> index;
  auto add = [&](const std::string& name) -> binary::ObjectSymbol& {
    auto [it, added] = index.try_emplace(name, all.size());
    if (added) {
      binary::ObjectSymbol s;
      s.name = name;
      if (auto label = labels.find(name); label != labels.end()) {
        s.section = label->second->section;
        s.value = label->second->address - image.sections[label->second->section].base;
      }
      all.push_back(std::move(s));
    }
    return all[it->second];
  };
  for (const std::string& name : symbolOrder_) {
    const SymbolAttributes& a = symbols_.at(name);
    binary::ObjectSymbol& s = add(name);
    if (a.binding) s.binding = *a.binding;
    if (a.type) s.type = *a.type;
    s.visibility = a.visibility;
    if (a.size) {
      if (auto size = evaluate(*a.size, resolve, diagnostics))
        s.size = static_cast<uint64_t>(*size);
    }
  }
  for (const ImageSymbol& label : image.symbols)
    if (!label.name.starts_with(".L") && !binary::isSectionSymbol(image, label)) add(label.name);
  struct Pending {
    uint32_t section;
    uint64_t offset;
    binary::AmdgpuRelocation type;
    std::string symbol;  // or a section's name for a section symbol
    bool sectionSymbol;
    SourceLocation location;
    int64_t addend = 0;  // RELA
  };
  auto sectionSymbol = [&](uint32_t section) {
    const std::string& name = image.sections[section].name;
    if (!index.count("\x01" + name)) {
      index.emplace("\x01" + name, all.size());
      binary::ObjectSymbol s;
      s.name = name;
      s.type = binary::kSttSection;
      s.section = section;
      all.push_back(std::move(s));
    }
  };
  auto isLocalLabel = [&](const std::string& name) {
    auto label = labels.find(name);
    auto declared = symbols_.find(name);
    return label != labels.end() && (declared == symbols_.end() || !declared->second.binding ||
                                     *declared->second.binding == binary::kStbLocal);
  };
  auto inMergeableSection = [&](const std::string& name) {
    auto label = labels.find(name);
    if (label == labels.end()) return false;
    auto given = sectionAttributes_.find(image.sections[label->second->section].name);
    return given != sectionAttributes_.end() && (given->second.flags & binary::kShfMerge) != 0;
  };
  std::vector<Pending> pending;
  for (const auto& [address, literal] : sink_->literals) {
    auto section = sectionOf(address);
    auto type = relocationType(literal);
    if (!section || !type) continue;
    if (ldsSymbols_.count(literal.symbol)) {
      diagnostics.error(literal.location, "relocation",
                        fmt::format("'{}' is an LDS symbol (.amdgpu_lds): gpuasm writes no "
                                    "relocation against one",
                                    literal.symbol));
      continue;
    }
    Pending p{*section, address - image.sections[*section].base,
              *type,    literal.symbol,
              false,    literal.location};
    // A label in a mergeable section (SHF_MERGE: `.rodata.cst8`, whose
    // constants the linker may fold) stays the relocation's symbol, as
    // llvm-mc-14 keeps it: the section's symbol plus an offset would not
    // survive the merge.
    const bool local = isLocalLabel(literal.symbol) &&
                       !(inMergeableSection(literal.symbol) && !literal.symbol.starts_with(".L"));
    // The addend the literal or data field holds: 4 bytes (sign-extended
    // into a RELA entry), or a `.quad`'s 8.
    std::vector<uint8_t>& bytes = image.sections[*section].bytes;
    const uint64_t at = p.offset;
    const int width = literal.bytes == 8 ? 8 : 4;
    uint64_t lit = 0;
    for (int i = 0; i < width; ++i) lit |= uint64_t{bytes[at + i]} << (8 * i);
    if (local) {
      // As llvm-mc: against the section's symbol, the label's offset added
      // to the literal (REL) or to the entry's addend (RELA).
      const ImageSymbol& l = *labels.at(literal.symbol);
      p.sectionSymbol = true;
      p.symbol = image.sections[l.section].name;
      lit += l.address - image.sections[l.section].base;
      sectionSymbol(l.section);
    } else {
      binary::ObjectSymbol& s = add(literal.symbol);
      if (!s.section && s.binding == binary::kStbLocal) s.binding = binary::kStbGlobal;
    }
    if (hsa) {
      p.addend = width == 8 ? static_cast<int64_t>(lit) : static_cast<int32_t>(lit);
      lit = 0;
    }
    for (int i = 0; i < width; ++i) bytes[at + i] = static_cast<uint8_t>(lit >> (8 * i));
    pending.push_back(std::move(p));
  }
  // Each descriptor's kernel_code_entry_byte_offset (byte 16): the kernel
  // minus the descriptor, an R_AMDGPU_REL64 whose addend is 16 (S + A - P).
  for (const DescriptorEntry& entry : descriptorEntries_) {
    auto kd = labels.find(entry.descriptor);
    if (kd == labels.end()) continue;
    const uint32_t section = kd->second->section;
    Pending p{section,
              kd->second->address - image.sections[section].base + 16,
              binary::AmdgpuRelocation::Rel64,
              entry.kernel,
              false,
              entry.location,
              16};
    if (isLocalLabel(entry.kernel)) {
      const ImageSymbol& l = *labels.at(entry.kernel);
      p.sectionSymbol = true;
      p.symbol = image.sections[l.section].name;
      p.addend += static_cast<int64_t>(l.address - image.sections[l.section].base);
      sectionSymbol(l.section);
    } else {
      binary::ObjectSymbol& s = add(entry.kernel);
      if (!s.section && s.binding == binary::kStbLocal) s.binding = binary::kStbGlobal;
    }
    if (!hsa) {
      diagnostics.error(entry.location, "relocation",
                        "a kernel descriptor in an object that is not an HSA code object");
      continue;
    }
    pending.push_back(std::move(p));
  }
  for (const auto& [name, location] : significantSymbols_) add(name);
  // Declared but neither defined nor global nor referenced: not in the table.
  std::vector<size_t> order;
  for (int pass = 0; pass < 2; ++pass)
    for (size_t i = 0; i < all.size(); ++i) {
      const binary::ObjectSymbol& s = all[i];
      if ((s.binding == binary::kStbLocal) != (pass == 0)) continue;
      if (!s.section && s.binding == binary::kStbLocal) continue;
      order.push_back(i);
    }
  std::vector<uint32_t> newIndex(all.size(), UINT32_MAX);
  for (size_t i = 0; i < order.size(); ++i) {
    newIndex[order[i]] = static_cast<uint32_t>(i);
    object->symbols.push_back(all[order[i]]);
  }
  for (const Pending& p : pending) {
    const size_t i = index.at(p.sectionSymbol ? "\x01" + p.symbol : p.symbol);
    object->relocations.push_back(
        {p.section, p.offset, p.type, newIndex[i],
         fmt::format("{}+0x{:x} ({})", image.sections[p.section].name, p.offset, where(p.location)),
         p.addend});
  }
  object->addressSignificance = addressSignificance_;
  for (const auto& [name, location] : significantSymbols_)
    if (newIndex[index.at(name)] != UINT32_MAX)
      object->significantSymbols.push_back(newIndex[index.at(name)]);
  size_t withBytes = 0;
  for (const Section& s : image.sections) withBytes += s.bytes.empty() ? 0 : 1;
  object->severalSections = withBytes > 1;
  image.targetData = std::move(object);
}

}  // namespace gpuasm::gcn
