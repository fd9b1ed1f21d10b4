// The HSA code object directives, as llvm-mc-14 reads them (hsa_directives.hpp).
#include "targets/gcn/hsa_directives.hpp"

#include <fmt/format.h>

#include "targets/gcn/binary/metadata_yaml.hpp"

namespace gpuasm::gcn {
namespace {

using binary::KernelDescriptor;

bool is(const Token& t, std::string_view name) {
  return t.kind == TokenKind::Identifier && t.text == name;
}

void skipLine(TokenCursor& cursor) {
  while (!cursor.atEnd()) cursor.next();
}

// Bits of a descriptor word the field table has no row for (rsrc3 of gfx90a).
void setBits(KernelDescriptor& d, size_t byteOffset, unsigned shift, unsigned width,
             uint32_t value) {
  uint32_t word = d.u32(byteOffset);
  const uint32_t mask = (width == 32 ? 0xffffffffu : (1u << width) - 1) << shift;
  word = (word & ~mask) | ((value << shift) & mask);
  for (size_t i = 0; i < 4; ++i) d.bytes[byteOffset + i] = static_cast<uint8_t>(word >> (8 * i));
}

constexpr size_t kRsrc1 = 48, kRsrc2 = 52, kRsrc3 = 44;

// getDefaultAmdhsaKernelDescriptor (LLVM 14) for GFX6-9: FLOAT_DENORM_MODE_16_64
// 3 (flush none), DX10_CLAMP and IEEE_MODE on; the work-group id X SGPR on.
KernelDescriptor defaultDescriptor() {
  KernelDescriptor d;
  setBits(d, kRsrc1, 18, 2, 3);
  setBits(d, kRsrc1, 21, 1, 1);
  setBits(d, kRsrc1, 23, 1, 1);
  setBits(d, kRsrc2, 7, 1, 1);
  return d;
}

// The user SGPRs each `.amdhsa_user_sgpr_*` flag takes (AMDGPUUsage, "Initial
// Kernel Execution State").
unsigned userSgprsOf(std::string_view field) {
  if (field == "user_sgpr_private_segment_buffer") return 4;
  if (field == "user_sgpr_private_segment_size") return 1;
  return 2;  // dispatch_ptr, queue_ptr, kernarg_segment_ptr, dispatch_id, flat_scratch_init
}

// llvm-mc-14's v2 note types (AMDGPUPTNote.h).
constexpr uint32_t kNoteCodeObjectVersion = 1, kNoteIsaVersion = 3, kNoteHsaMetadata = 10;

void put32(std::vector<uint8_t>& out, uint32_t value) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<uint8_t>(value >> (8 * i)));
}

}  // namespace

std::vector<uint8_t> amdNote(uint32_t type, std::span<const uint8_t> description) {
  std::vector<uint8_t> note;
  put32(note, 4);
  put32(note, static_cast<uint32_t>(description.size()));
  put32(note, type);
  for (char c : std::string_view("AMD\0", 4)) note.push_back(static_cast<uint8_t>(c));
  note.insert(note.end(), description.begin(), description.end());
  while (note.size() % 4) note.push_back(0);
  return note;
}

HsaDirectives::HsaDirectives(std::string_view mcpu) {
  const std::string gfx = binary::canonicalProcessor(mcpu);
  mcpuGiven_ = !gfx.empty();
  target_ = binary::defaultTargetId(gfx.empty() ? "gfx600" : gfx);
}

void HsaDirectives::amdgcnTarget(std::string_view text, SourceLocation where,
                                 DiagnosticEngine& diagnostics) {
  // ARCH-VENDOR-OS-ENVIRONMENT-PROCESSOR[features]
  std::array<std::string_view, 5> parts{};
  std::string_view rest = text;
  for (size_t i = 0; i < 4; ++i) {
    const size_t dash = rest.find('-');
    if (dash == std::string_view::npos) {
      diagnostics.error(
          where, "target-id",
          fmt::format("'{}' is no target id (amdgcn-amd-amdhsa--PROCESSOR[:xnack+]...)", text));
      return;
    }
    parts[i] = rest.substr(0, dash);
    rest.remove_prefix(dash + 1);
  }
  parts[4] = rest;
  if (parts[0] != "amdgcn") {
    diagnostics.error(
        where, "target-id",
        fmt::format("'{}' names architecture '{}': gpuasm writes amdgcn", text, parts[0]));
    return;
  }
  if (parts[2] != "amdhsa") return;  // mesa3d, amdpal: the ISA name only (object_directives)
  hsa_ = true;
  std::string error;
  auto id = binary::parseTargetId(parts[4], error);
  if (!id) {
    diagnostics.error(where, "target-id", fmt::format("'.amdgcn_target \"{}\"': {}", text, error));
    return;
  }
  if (mcpuGiven_ && id->processor != target_.processor) {
    diagnostics.error(where, "target-id",
                      fmt::format("'.amdgcn_target' names {}, but -m mcpu= chose {} (llvm-mc-14: "
                                  "the directive's target id must match the specified one)",
                                  id->processor, target_.processor));
    return;
  }
  if (text != binary::targetIdString(*id, 3) && text != binary::targetIdString(*id, 4)) {
    diagnostics.error(
        where, "target-id",
        fmt::format("'{}': llvm-mc-14 spells this target id '{}' (v4, v5) or '{}' "
                    "(v3)",
                    text, binary::targetIdString(*id, 4), binary::targetIdString(*id, 3)));
    return;
  }
  // clang-14 -mcode-object-version=3 writes no version directive: features spelled as v3's
  // (`gfx906+xnack+sram-ecc`, which llvm-mc-14 takes with --amdhsa-code-object-version=3) say v3.
  if (text != binary::targetIdString(*id, 4)) {
    if (versionChosenAt_.valid() && version_ != 3) {
      diagnostics.error(where, "target-id",
                        fmt::format("'{}' is code object v3's spelling, but line {} chose v{} "
                                    "('{}')",
                                    text, versionChosenAt_.line, version_,
                                    binary::targetIdString(*id, version_)));
      return;
    }
    version_ = 3;
    versionChosenAt_ = where;
  }
  if (!mcpuGiven_) namedProcessor_ = id->processor;
  target_ = *id;
  targetIdRead_ = true;
  if (version_ == 3) offWhereNotNamed();
}

void HsaDirectives::offWhereNotNamed() {
  // Code object v3's target id has no "any": `gfx900` is XNACK off (llvm-mc-14 takes it with
  // -mattr=-xnack only; its "any" is `gfx900+xnack`).
  if (target_.xnack == binary::TargetSetting::Any) target_.xnack = binary::TargetSetting::Off;
  if (target_.sramecc == binary::TargetSetting::Any) target_.sramecc = binary::TargetSetting::Off;
}

bool HsaDirectives::parse(const Token& directive, TokenCursor& cursor, DirectiveContext& context) {
  DiagnosticEngine& diagnostics = context.diagnostics();
  const std::string_view d = directive.text;
  auto expectEnd = [&] {
    if (cursor.atEnd()) return true;
    diagnostics.error(cursor.peek().location, "unexpected-token",
                      fmt::format("unexpected '{}' after '{}'", cursor.peek().text, d));
    skipLine(cursor);
    return false;
  };
  if (d == ".hsa_code_object_version") {
    hsa_ = true;
    if (!versionAllows(true, directive, diagnostics)) return true;
    auto major = context.constantExpression(cursor, d);
    if (!major) return true;
    std::optional<int64_t> minor;
    if (cursor.accept(",")) minor = context.constantExpression(cursor, d);
    if (!minor) {
      diagnostics.error(directive.location, "expected-expression",
                        "'.hsa_code_object_version' takes MAJOR,MINOR (clang-14 writes 2,1)");
      skipLine(cursor);
      return true;
    }
    if (!expectEnd()) return true;
    if (*major != 2) {
      diagnostics.error(directive.location, "value-out-of-range",
                        fmt::format("'.hsa_code_object_version {},{}': code object v2's "
                                    "directive names major version 2 (v3 to v5: "
                                    "'.amdhsa_code_object_version')",
                                    *major, *minor));
      return true;
    }
    version_ = 2;
    std::vector<uint8_t> description;
    put32(description, static_cast<uint32_t>(*major));
    put32(description, static_cast<uint32_t>(*minor));
    emitNote(kNoteCodeObjectVersion, description, directive.location, context);
    return true;
  }
  if (d == ".hsa_code_object_isa") {
    hsa_ = true;
    if (versionAllows(true, directive, diagnostics)) hsaCodeObjectIsa(directive, cursor, context);
    skipLine(cursor);
    return true;
  }
  if (d == ".amd_amdgpu_hsa_metadata") {
    hsa_ = true;
    if (!versionAllows(true, directive, diagnostics) || !expectEnd()) return true;
    version_ = 2;
    inMetadata_ = true;
    v2Metadata_ = true;
    metadataLocation_ = directive.location;
    metadataLines_.clear();
    metadataPlaces_.clear();
    return true;
  }
  if (d == ".amdhsa_code_object_version" || d == ".amdhsa_kernel" || d == ".amdgpu_metadata")
    if (!versionAllows(false, directive, diagnostics)) {
      skipLine(cursor);
      return true;
    }
  if (d == ".amdhsa_code_object_version") {
    hsa_ = true;
    auto version = context.constantExpression(cursor, d);
    if (!version || !expectEnd()) return true;
    // 2: a v2 object whose notes come as data (`gpuasm dis`'s listing of one; llvm-mc-14 takes
    // the directive for any version, its options choosing the object's)
    if (*version < 2 || *version > 5) {
      diagnostics.error(directive.location, "value-out-of-range",
                        fmt::format("code object v{}: gpuasm writes v2 to v5", *version));
      return true;
    }
    if (versionChosenAt_.valid() && *version != version_) {
      diagnostics.error(directive.location, "hsa-code-object",
                        fmt::format("'.amdhsa_code_object_version {}', but line {} chose v{}",
                                    *version, versionChosenAt_.line, version_));
      return true;
    }
    version_ = static_cast<unsigned>(*version);
    if (version_ == 3 && targetIdRead_) offWhereNotNamed();
    versionChosenAt_ = directive.location;
    return true;
  }
  if (d == ".amdhsa_kernel") {
    hsa_ = true;
    const Token& name = cursor.next();
    if (name.kind != TokenKind::Identifier) {
      diagnostics.error(name.location, "expected-symbol",
                        "expected a kernel name after '.amdhsa_kernel'");
      skipLine(cursor);
      return true;
    }
    if (!expectEnd()) return true;
    if (kernel_) {
      diagnostics.error(
          directive.location, "unterminated-block",
          fmt::format("'.amdhsa_kernel {}' inside '.amdhsa_kernel {}'", name.text, kernel_->name));
      return true;
    }
    kernel_.emplace();
    kernel_->name = std::string(name.text);
    kernel_->location = directive.location;
    kernel_->descriptor = defaultDescriptor();
    return true;
  }
  if (d == ".amdgpu_metadata") {
    hsa_ = true;
    if (!expectEnd()) return true;
    inMetadata_ = true;
    v2Metadata_ = false;
    metadataLocation_ = directive.location;
    metadataLines_.clear();
    metadataPlaces_.clear();
    return true;
  }
  if (d == ".end_amdhsa_kernel" || d == ".end_amdgpu_metadata" ||
      d == ".end_amd_amdgpu_hsa_metadata") {
    diagnostics.error(directive.location, "unmatched-directive",
                      fmt::format("'{}' without '.{}'", d, d.substr(5)));
    skipLine(cursor);
    return true;
  }
  return false;
}

bool HsaDirectives::parseBlockLine(TokenCursor& cursor, DirectiveContext& context) {
  if (inMetadata_) {
    // A raw line (TargetAssembler::rawLines): the YAML as written.
    const Token& line = cursor.next();
    skipLine(cursor);
    std::string_view text = line.text;
    const size_t first = text.find_first_not_of(" \t");
    text.remove_prefix(first == std::string_view::npos ? text.size() : first);
    const std::string_view endDirective =
        v2Metadata_ ? ".end_amd_amdgpu_hsa_metadata" : ".end_amdgpu_metadata";
    if (text.starts_with(endDirective)) {
      const std::string_view after = text.substr(endDirective.size());
      const size_t extra = after.find_first_not_of(" \t\r");
      if (extra != std::string_view::npos && after[extra] != ';')
        context.diagnostics().error(
            {line.location.file, line.location.line,
             static_cast<uint32_t>(line.location.column + (line.text.size() - after.size()) +
                                   extra),
             line.location.expansion},
            "unexpected-token",
            fmt::format("unexpected '{}' after '{}'", after.substr(extra), endDirective));
      endMetadata(line, context);
      return true;
    }
    metadataLines_.emplace_back(line.text);
    metadataPlaces_.push_back(line.location);
    return true;
  }
  if (kernel_) return kernelLine(cursor, context);
  return false;
}

bool HsaDirectives::kernelLine(TokenCursor& cursor, DirectiveContext& context) {
  DiagnosticEngine& diagnostics = context.diagnostics();
  HsaKernelBlock& k = *kernel_;
  const Token& id = cursor.next();
  if (is(id, ".end_amdhsa_kernel")) {
    if (!cursor.atEnd())
      diagnostics.error(
          cursor.peek().location, "unexpected-token",
          fmt::format("unexpected '{}' after '.end_amdhsa_kernel'", cursor.peek().text));
    skipLine(cursor);
    endKernel(id, context);
    return true;
  }
  auto fail = [&](SourceLocation where, std::string code, std::string message) {
    diagnostics.error(where, std::move(code), std::move(message));
    k.failed = true;
    skipLine(cursor);
    return true;
  };
  if (id.kind != TokenKind::Identifier || !id.text.starts_with(".amdhsa_"))
    return fail(id.location, "hsa-kernel-descriptor",
                fmt::format("expected an .amdhsa_ directive or .end_amdhsa_kernel in "
                            "'.amdhsa_kernel {}', found '{}'",
                            k.name, id.text));
  const std::string_view field = id.text.substr(8);
  if (k.seen.count(field))
    return fail(id.location, "hsa-kernel-descriptor",
                fmt::format("'{}' is given twice in '.amdhsa_kernel {}' (.amdhsa_ directives "
                            "cannot be repeated)",
                            id.text, k.name));
  k.seen.emplace(field);
  const SourceLocation valueAt = cursor.peek().location;
  auto value = context.constantExpression(cursor, id.text);
  if (!value) {
    k.failed = true;
    skipLine(cursor);
    return true;
  }
  if (!cursor.atEnd())
    return fail(
        cursor.peek().location, "unexpected-token",
        fmt::format("unexpected '{}' after the value of '{}'", cursor.peek().text, id.text));
  auto outOfRange = [&](std::string why) {
    return fail(valueAt, "value-out-of-range",
                fmt::format("{} is out of range for '{}'{}", *value, id.text, why));
  };
  if (*value < 0) return outOfRange(" (a value of 0 or more)");
  const auto v = static_cast<uint64_t>(*value);
  const unsigned major = target_.major();
  auto needs = [&](std::string_view what) {
    return fail(id.location, "hsa-kernel-descriptor",
                fmt::format("'{}' requires {} (this is {}; llvm-mc-14: directive requires {})",
                            id.text, what, target_.processor, what));
  };
  auto bit = [&]() -> bool {
    if (v > 1) {
      outOfRange(" (0 or 1)");
      return false;
    }
    return true;
  };

  if (field == "next_free_vgpr") {
    k.nextFreeVgpr = v;
    k.vgprLocation = valueAt;
    return true;
  }
  if (field == "next_free_sgpr") {
    k.nextFreeSgpr = v;
    k.sgprLocation = valueAt;
    return true;
  }
  if (field == "user_sgpr_count") {
    k.userSgprCount = v;
    return true;
  }
  if (field == "reserve_vcc") {
    if (bit()) k.reserveVcc = v != 0;
    return true;
  }
  if (field == "reserve_flat_scratch") {
    if (major < 7) return needs("gfx7+");
    if (bit()) k.reserveFlatScratch = v != 0;
    return true;
  }
  if (field == "reserve_xnack_mask") {
    if (major < 8) return needs("gfx8+");
    if (!bit()) return true;
    // A target id without features and XNACK's mask not reserved: llvm-mc-14 takes that only as
    // code object v3, where a feature not named is off (clang-14 -mcode-object-version=3
    // -mcpu=gfx900:xnack- writes `gfx900` and no version directive), and only in the first
    // kernel, before another could have read the target.
    if (v == 0 && target_.xnack == binary::TargetSetting::Any &&
        target_.sramecc != binary::TargetSetting::On &&
        target_.sramecc != binary::TargetSetting::Off && !versionChosenAt_.valid() &&
        !kernelEnded_) {
      version_ = 3;
      versionChosenAt_ = id.location;
      offWhereNotNamed();
      return true;
    }
    if ((v != 0) != target_.xnackOnOrAny())
      return fail(id.location, "hsa-kernel-descriptor",
                  fmt::format("'.amdhsa_reserve_xnack_mask {}' does not match the target id '{}' "
                              "(XNACK {})",
                              v, binary::targetIdString(target_, version_),
                              target_.xnackOnOrAny() ? "on or any: 1" : "off or unsupported: 0"));
    return true;
  }
  if (field == "fp16_overflow" && major < 9) return needs("gfx9+");
  if (field == "accum_offset" || field == "tg_split") {
    if (target_.processor != "gfx90a") return needs("gfx90a+");
    if (field == "tg_split") {
      if (bit()) setBits(k.descriptor, kRsrc3, 16, 1, static_cast<uint32_t>(v));
    } else {
      k.accumOffset = v;
    }
    return true;
  }
  if (field == "wavefront_size32" || field == "workgroup_processor_mode" ||
      field == "memory_ordered" || field == "forward_progress")
    return needs("gfx10+");
  if (field == "enable_private_segment")
    return fail(id.location, "hsa-kernel-descriptor",
                fmt::format("'{}' is for processors with architected flat scratch (gfx940), not {}",
                            id.text, target_.processor));
  const binary::KernelDescriptorField* f = binary::findKernelDescriptorField(field);
  if (!f || f->width == 0 || f->granule)
    return fail(id.location, "hsa-kernel-descriptor",
                fmt::format("'{}' is no .amdhsa_kernel directive llvm-mc-14 knows", id.text));
  if (!k.descriptor.set(*f, v)) return outOfRange(fmt::format(" ({} bits)", f->width));
  if (field.starts_with("user_sgpr_") && v) k.impliedUserSgprs += userSgprsOf(field);
  return true;
}

void HsaDirectives::endKernel(const Token& end, DirectiveContext& context) {
  DiagnosticEngine& diagnostics = context.diagnostics();
  HsaKernelBlock k = std::move(*kernel_);
  kernel_.reset();
  kernelEnded_ = true;
  auto error = [&](SourceLocation where, std::string message) {
    diagnostics.error(where, "hsa-kernel-descriptor", std::move(message));
    k.failed = true;
  };
  for (std::string_view required : {"next_free_vgpr", "next_free_sgpr"})
    if (!k.seen.count(required))
      error(end.location, fmt::format("'.amdhsa_kernel {}' has no '.amdhsa_{}' (llvm-mc-14 "
                                      "requires it)",
                                      k.name, required));
  if (k.failed) return;
  // AMDGPUAsmParser::calculateGPRBlocks (LLVM 14).
  const unsigned major = target_.major();
  const bool initBug = binary::hasSgprInitBug(target_.processor);
  const uint64_t addressable = binary::addressableSgprs(target_);
  uint64_t sgprs = k.nextFreeSgpr;
  auto sgprRange = [&] {
    error(k.sgprLocation,
          fmt::format("{} is out of range for '.amdhsa_next_free_sgpr': {} addresses {} SGPRs, "
                      "counting the {} that VCC, flat scratch and the XNACK mask take",
                      k.nextFreeSgpr, target_.processor, addressable,
                      binary::extraSgprs(target_, k.reserveVcc, k.reserveFlatScratch,
                                         target_.xnackOnOrAny())));
  };
  if (major >= 10) {
    sgprs = 0;
  } else {
    if (major >= 8 && !initBug && sgprs > addressable) return sgprRange();
    sgprs +=
        binary::extraSgprs(target_, k.reserveVcc, k.reserveFlatScratch, target_.xnackOnOrAny());
    if ((major <= 7 || initBug) && sgprs > addressable) return sgprRange();
    if (initBug) sgprs = 96;
  }
  const uint64_t granule = binary::vgprGranule(target_);
  const uint64_t vgprBlocks = (std::max<uint64_t>(1, k.nextFreeVgpr) + granule - 1) / granule - 1;
  const uint64_t sgprBlocks = (std::max<uint64_t>(1, sgprs) + 7) / 8 - 1;
  if (vgprBlocks > 63)
    return error(k.vgprLocation, fmt::format("{} is out of range for '.amdhsa_next_free_vgpr' "
                                             "(at most {} VGPRs)",
                                             k.nextFreeVgpr, 64 * granule));
  if (sgprBlocks > 15) return sgprRange();
  setBits(k.descriptor, kRsrc1, 0, 6, static_cast<uint32_t>(vgprBlocks));
  setBits(k.descriptor, kRsrc1, 6, 4, static_cast<uint32_t>(sgprBlocks));
  if (k.userSgprCount && k.impliedUserSgprs > *k.userSgprCount)
    return error(end.location,
                 fmt::format("'.amdhsa_user_sgpr_count {}' is smaller than the {} user SGPRs the "
                             "'.amdhsa_user_sgpr_*' directives enable",
                             *k.userSgprCount, k.impliedUserSgprs));
  const uint64_t userSgprs = k.userSgprCount.value_or(k.impliedUserSgprs);
  if (userSgprs > 31)
    return error(end.location, fmt::format("{} user SGPRs: at most 31 (too many user SGPRs "
                                           "enabled)",
                                           userSgprs));
  setBits(k.descriptor, kRsrc2, 1, 5, static_cast<uint32_t>(userSgprs));
  if (target_.processor == "gfx90a") {
    if (!k.seen.count("accum_offset"))
      return error(end.location, fmt::format("'.amdhsa_kernel {}' has no '.amdhsa_accum_offset' "
                                             "(gfx90a requires it)",
                                             k.name));
    if (k.accumOffset < 4 || k.accumOffset > 256 || (k.accumOffset & 3))
      return error(end.location, "accum_offset should be in range [4..256] in increments of 4");
    if (k.accumOffset > (std::max<uint64_t>(1, k.nextFreeVgpr) + 3) / 4 * 4)
      return error(end.location, "accum_offset exceeds total VGPR allocation");
    setBits(k.descriptor, kRsrc3, 0, 6, static_cast<uint32_t>(k.accumOffset / 4 - 1));
  }
  finished_ = FinishedDescriptor{k.name, k.descriptor, k.location};
}

void HsaDirectives::endMetadata(const Token& end, DirectiveContext& context) {
  DiagnosticEngine& diagnostics = context.diagnostics();
  inMetadata_ = false;
  const std::string_view block = v2Metadata_ ? ".amd_amdgpu_hsa_metadata" : ".amdgpu_metadata";
  binary::YamlError yamlError;
  auto root = binary::readMetadataYaml(metadataLines_, yamlError);
  if (!root) {
    SourceLocation at =
        yamlError.line < metadataPlaces_.size() ? metadataPlaces_[yamlError.line] : end.location;
    if (yamlError.line < metadataPlaces_.size())
      at.column = static_cast<uint32_t>(yamlError.column + 1);
    diagnostics.error(at, "hsa-metadata",
                      fmt::format("the '{}' YAML: {}", block, yamlError.message));
    return;
  }
  if (v2Metadata_) {
    // v2's note holds the YAML text. llvm-mc-14 reads it into its v2 schema and writes that
    // back (what LLVM 14 wrote reads back the same; keys it no longer knows, such as
    // ValueType, it drops); gpuasm keeps the text as written, once it reads as YAML.
    if (root->type != binary::MsgValue::Type::Map || !root->find("Version")) {
      diagnostics.error(metadataLocation_, "hsa-metadata",
                        "invalid HSA metadata: the '.amd_amdgpu_hsa_metadata' YAML has no "
                        "'Version' (code object v2's metadata: Version: [ 1, 0 ], Kernels: ...)");
      return;
    }
    std::string text;
    for (const std::string& line : metadataLines_) text += line + "\n";
    emitNote(kNoteHsaMetadata,
             std::span(reinterpret_cast<const uint8_t*>(text.data()), text.size()),
             metadataLocation_, context);
    return;
  }
  if (std::string problem = binary::verifyHsaMetadata(*root); !problem.empty()) {
    diagnostics.error(end.location, "hsa-metadata",
                      fmt::format("invalid HSA metadata: {} (the '.amdgpu_metadata' block from "
                                  "line {})",
                                  problem, metadataLocation_.line));
    return;
  }
  // clang-14 -mcode-object-version=3 writes no version directive, and for a processor
  // without XNACK and SRAMECC its target id is v4's too: `amdhsa.version: [1, 0]` (v4's is
  // [1, 1]) is what says v3, as llvm-mc-14 --amdhsa-code-object-version=3 takes the file.
  const binary::MsgValue* version = root->find("amdhsa.version");
  if (!versionChosenAt_.valid() && version && version->type == binary::MsgValue::Type::Array &&
      version->items.size() == 2 && version->items[0].number() == 1u &&
      version->items[1].number() == 0u) {
    version_ = 3;
    versionChosenAt_ = metadataLocation_;
    offWhereNotNamed();
  }
  const std::string back = context.currentSection();
  context.selectSection(".note");
  context.emitBytes(binary::metadataNote(*root), metadataLocation_);
  context.selectSection(back);
}

std::optional<FinishedDescriptor> HsaDirectives::takeDescriptor() {
  auto d = std::move(finished_);
  finished_.reset();
  return d;
}

void HsaDirectives::finish(DiagnosticEngine& diagnostics) const {
  if (kernel_)
    diagnostics.error(
        kernel_->location, "unterminated-block",
        fmt::format("'.amdhsa_kernel {}' without '.end_amdhsa_kernel'", kernel_->name));
  if (inMetadata_)
    diagnostics.error(metadataLocation_, "unterminated-block",
                      v2Metadata_
                          ? "'.amd_amdgpu_hsa_metadata' without '.end_amd_amdgpu_hsa_metadata'"
                          : "'.amdgpu_metadata' without '.end_amdgpu_metadata'");
}

bool HsaDirectives::versionAllows(bool v2Directive, const Token& directive,
                                  DiagnosticEngine& diagnostics) {
  if (!versionFixedAt_.valid()) {
    versionFixedAt_ = directive.location;
    versionFixedToV2_ = v2Directive;
    return true;
  }
  if (versionFixedToV2_ == v2Directive) return true;
  diagnostics.error(directive.location, "hsa-code-object",
                    fmt::format("'{}' is code object {}'s, but line {} made this a code object "
                                "{} (llvm-mc-14 takes one or the other, as "
                                "--amdhsa-code-object-version says)",
                                directive.text, v2Directive ? "v2" : "v3-v5", versionFixedAt_.line,
                                v2Directive ? "v3-v5" : "v2"));
  return false;
}

namespace {

// Code object v2's name of a processor, gfxMAJORMINORSTEPPING (the stepping a hex digit: 9,0,12
// is gfx90c), counts XNACK in a gfx9 processor's stepping (LLVM 14's AMDGPUTargetID::toString
// for v2): 9,0,1 is gfx900 with XNACK on or any (clang-14's default), 9,0,0 gfx900:xnack-
// (likewise 902/903, 904/905, 906/907; gfx90c's 12 has none), so the even stepping of such a
// pair is the processor with XNACK off. Nullopt: no processor gpuasm knows.
std::optional<binary::HsaTargetId> v2Target(uint32_t major, uint32_t minor, uint32_t stepping) {
  const auto processorOf = [&](uint32_t s) {
    if (major > 9 || minor > 9 || s > 15) return std::string();
    return binary::canonicalProcessor(fmt::format("gfx{}{}{:x}", major, minor, s));
  };
  if (major == 9 && stepping % 2 && processorOf(stepping).empty() &&
      !processorOf(stepping - 1).empty())
    return binary::defaultTargetId(processorOf(stepping - 1));
  const std::string gfx = processorOf(stepping);
  if (gfx.empty()) return std::nullopt;
  binary::HsaTargetId named = binary::defaultTargetId(gfx);
  if (major == 9 && stepping % 2 == 0 && processorOf(stepping + 1).empty() &&
      named.xnack != binary::TargetSetting::Unsupported)
    named.xnack = binary::TargetSetting::Off;
  return named;
}

}  // namespace

void HsaDirectives::amdAmdgpuIsa(std::string_view text, SourceLocation where,
                                 DiagnosticEngine& diagnostics) {
  // ARCH-VENDOR-OS-ENVIRONMENT-PROCESSOR. clang-14 writes the processor alone for a triple
  // without an OS (`amdgcn-unknown-unknown--gfx900`, whatever its XNACK: that is the options'),
  // and code object v2's target id for amdhsa (`amdgcn-amd-amdhsa--gfx901`: XNACK in the
  // stepping, v2Target). llvm-mc-14 takes it only where it is the target id its options make
  // ("target id must match options"): so it names the processor where -m mcpu= did not, and
  // v2's says the XNACK setting also where -m mcpu= named the processor.
  const size_t dashes = text.rfind("--");
  if (dashes == std::string_view::npos) return;
  const std::string_view name = text.substr(dashes + 2);
  const bool hsaV2 = text.starts_with("amdgcn-amd-amdhsa--");
  std::optional<binary::HsaTargetId> named;
  if (hsaV2 && name.size() == 6 && name.starts_with("gfx")) {
    const auto digit = [&](size_t i) -> uint32_t {
      const char c = name[3 + i];
      return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : 16;
    };
    named = v2Target(digit(0), digit(1), digit(2));
  } else if (const std::string gfx = binary::canonicalProcessor(name); !hsaV2 && !gfx.empty()) {
    named = binary::defaultTargetId(gfx);
  }
  if (!named) return;
  if (!mcpuGiven_ && namedProcessor_.empty()) {
    target_ = *named;
    return;
  }
  if (named->processor != target_.processor) {
    diagnostics.error(where, "target-id",
                      fmt::format("'.amd_amdgpu_isa \"{}\"' names {}, but this is {} (llvm-mc-14: "
                                  "the target id must match the options)",
                                  text, named->processor, target_.processor));
    return;
  }
  if (hsaV2) target_.xnack = named->xnack;
}

// `.hsa_code_object_isa MAJOR,MINOR,STEPPING,"VENDOR","ARCH"`: the note, and without -m mcpu=
// the processor v2 names so (v2Target), its XNACK as the stepping says. Under -m mcpu= the
// processor keeps its default XNACK, as llvm-mc-14 -mcpu= alone writes it (it never reads the
// stepping); a later `.amd_amdgpu_isa` still says the setting.
void HsaDirectives::hsaCodeObjectIsa(const Token& directive, TokenCursor& cursor,
                                     DirectiveContext& context) {
  DiagnosticEngine& diagnostics = context.diagnostics();
  std::array<uint32_t, 3> version{};
  std::array<std::string, 2> names;
  for (size_t i = 0; i < 5; ++i) {
    if (i > 0 && !cursor.accept(",")) {
      diagnostics.error(directive.location, "expected-expression",
                        "'.hsa_code_object_isa' takes MAJOR,MINOR,STEPPING,\"VENDOR\",\"ARCH\" "
                        "(clang-14 writes 8,0,3,\"AMD\",\"AMDGPU\" for gfx803)");
      return;
    }
    if (i < 3) {
      auto n = context.constantExpression(cursor, directive.text);
      if (!n) return;
      if (*n < 0 || *n > UINT32_MAX) {
        diagnostics.error(directive.location, "value-out-of-range",
                          fmt::format("'.hsa_code_object_isa': {} is no version number", *n));
        return;
      }
      version[i] = static_cast<uint32_t>(*n);
    } else {
      const Token& t = cursor.next();
      if (t.kind != TokenKind::String) {
        diagnostics.error(t.location, "expected-string",
                          "expected a quoted string (the vendor, the architecture) in "
                          "'.hsa_code_object_isa'");
        return;
      }
      names[i - 3] = decodeString(t, diagnostics);
    }
  }
  if (!cursor.atEnd()) {
    diagnostics.error(
        cursor.peek().location, "unexpected-token",
        fmt::format("unexpected '{}' after '.hsa_code_object_isa'", cursor.peek().text));
    return;
  }
  std::vector<uint8_t> description;
  for (const std::string& name : names)
    for (int i = 0; i < 2; ++i)
      description.push_back(static_cast<uint8_t>((name.size() + 1) >> (8 * i)));
  for (uint32_t v : version) put32(description, v);
  for (const std::string& name : names) {
    description.insert(description.end(), name.begin(), name.end());
    description.push_back(0);
  }
  emitNote(kNoteIsaVersion, description, directive.location, context);
  if (!namedProcessor_.empty() || mcpuGiven_) return;
  const std::optional<binary::HsaTargetId> named = v2Target(version[0], version[1], version[2]);
  if (!named) {
    diagnostics.error(directive.location, "target-id",
                      fmt::format("'.hsa_code_object_isa {},{},{}' names no processor gpuasm "
                                  "knows: give one with -m mcpu=",
                                  version[0], version[1], version[2]));
    return;
  }
  namedProcessor_ = named->processor;
  target_ = *named;
}

void HsaDirectives::emitNote(uint32_t type, std::span<const uint8_t> description,
                             SourceLocation where, DirectiveContext& context) {
  const std::string back = context.currentSection();
  context.selectSection(".note");
  context.emitBytes(amdNote(type, description), where);
  context.selectSection(back);
}

}  // namespace gpuasm::gcn
