// The gcn assembler for Southern Islands, either dialect (dialect.hpp). It reads
// the mnemonic, finds the row of the instruction table and hands the operands
// to the parser of its format (scalar_formats.cpp, vector_formats.cpp,
// memory_formats.cpp) over the shared operand parser (operand_parser.cpp).
#include "targets/gcn/assembler.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <utility>

#include "gpuasm/dwarf_target.hpp"
#include "targets/gcn/data_relocations.hpp"
#include "targets/gcn/format_parsers.hpp"
#include "targets/gcn/hazards.hpp"
#include "targets/gcn/instruction.hpp"
#include "targets/gcn/kernel_directives.hpp"
#include "targets/gcn/object_directives.hpp"
#include "targets/gcn/operand_parser.hpp"

namespace gpuasm::gcn {
namespace {

class Assembler final : public TargetAssembler, public DwarfTarget {
 public:
  explicit Assembler(const AssemblerSettings& settings)
      : rules_(dialectRules(settings.dialect)),
        generation_(settings.generation),
        processor_(settings.processor),
        packedD16_(settings.processor ? settings.processor->packedD16
                                      : settings.generation == Generation::Gfx9),
        processorName_(settings.processor ? settings.processor->name : std::string_view{}),
        fixHazards_(settings.fixHazards),
        xnack_(settings.xnack),
        kernels_(processorName_),
        relocations_(std::make_shared<RelocationSink>()),
        objects_(relocations_, processorName_) {}

  // `.long sym@rel32@lo` (data_relocations.hpp): GNU as's directives otherwise.
  DirectiveDialect directiveDialect() const override {
    DirectiveDialect dialect;
    dialect.symbolVariants = true;
    return dialect;
  }
  // As LLVM 14's AMDGPU target writes .debug_line and .debug_frame: 64-bit
  // addresses, instructions a multiple of 4 bytes (MinInstAlignment), 4-byte
  // stack slots on a stack that grows up, the return address in the PC
  // (DWARF register 16, AMDGPURegisterInfo.td's PC_REG).
  DwarfRules dwarfRules() const override {
    return {.addressBytes = 8,
            .minimumInstructionBytes = 4,
            .dataAlignment = 4,
            .returnAddressRegister = 16};
  }
  // LLVM 14's DWARF numbers of the wave64 registers (SIRegisterInfo.td): s0-s63 32-95, s64 on
  // 1088 + n - 64, v0-v255 2560-2815, a0-a255 3072-3327, exec 17, exec_lo 1, pc 16; llvm-mc-14
  // takes any other register (vcc, m0, ttmp, a range) and writes 0xffffffff, as here. Names in
  // lower case only, as llvm-mc reads them here.
  std::optional<uint32_t> dwarfRegister(TokenCursor& cursor,
                                        DirectiveContext& context) const override {
    constexpr uint32_t kNone = 0xffffffff;
    const Token& first = cursor.peek();
    if (std::any_of(first.text.begin(), first.text.end(),
                    [](char c) { return c >= 'A' && c <= 'Z'; }))
      return std::nullopt;
    if (first.text == "pc") {
      cursor.next();
      return 16;
    }
    Parser p(cursor, context, rules_, generation_);
    p.setCdna(processor_ ? processor_->cdna : Cdna::None);
    p.setAgprAllowed(true);
    const std::optional<Value32> r = p.tryRegister();
    if (!r) return p.failed() ? std::optional<uint32_t>(kNone) : std::nullopt;  // reported
    const uint32_t lastSgpr = generation_ == Generation::SouthernIslands ? operand::kSgprLast : 101;
    if (r->dwords == 2 && r->code == operand::kExecLo) return 17;
    if (r->dwords != 1) return kNone;
    if (r->code == operand::kExecLo) return 1;
    if (r->code >= 256) return (r->agpr ? 3072 : 2560) + r->code - 256;
    if (r->code <= lastSgpr) return r->code < 64 ? 32 + r->code : 1024 + r->code;
    return kNone;
  }
  uint32_t addressUnitBytes() const override { return 1; }
  uint32_t wordBytes() const override { return 4; }
  uint32_t instructionAlignment() const override { return 4; }
  std::vector<uint8_t> fillPattern() const override { return {0x00, 0x00, 0x80, 0xbf}; }  // s_nop 0
  std::vector<std::string_view> warningCodes() const override {
    auto codes = waitStateCodes();
    std::vector<std::string_view> all(codes.begin(), codes.end());
    all.push_back("nop-count");
    all.push_back("ds-without-m0");
    all.push_back("code-outside-kernel");
    return all;
  }
  // Kept as bytes once parsed: 10^6 instructions in under 200 bytes each
  // (the wait-state check reads encoded words).
  bool encodesWhenParsed() const override { return true; }

  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& ctx) override {
    ++instructions_;
    if (!unassembledTarget_.empty()) {
      if (!unassembledReported_)
        ctx.diagnostics().error(cursor.peek().location, "instruction-not-in-generation",
                                unassembledTarget_);
      unassembledReported_ = true;  // once; the other instructions are gaps
      while (!cursor.atEnd()) cursor.next();
      return nullptr;
    }
    Parser p(cursor, ctx, rules_, generation_);
    p.setPackedD16(packedD16_);
    p.setCdna(processor_ ? processor_->cdna : Cdna::None);
    const Token& mnemonicToken = cursor.next();
    if (mnemonicToken.kind != TokenKind::Identifier) {
      ctx.diagnostics().error(
          mnemonicToken.location, "expected-instruction",
          fmt::format("expected an instruction, found '{}'", mnemonicToken.text));
      return nullptr;
    }
    const LowerName lowered(mnemonicToken.text);
    const std::string_view mnemonic = lowered;
    using Form = VectorForm;
    Form form = Form::Any;
    std::string_view bare = mnemonic;
    const InstructionInfo* info = findInstruction(mnemonic, generation_);
    // GFX8 dropped v_mul_lo_i32 (the low half is the same for both signs);
    // llvm-mc-14 still takes the name there and writes v_mul_lo_u32
    if (!info && gfx8OrLater(generation_) && mnemonic == "v_mul_lo_i32")
      info = findInstruction("v_mul_lo_u32", generation_);
    // llvm-mc-14's names of gfx908's AGPR moves without their type
    if (!info && (mnemonic == "v_accvgpr_read" || mnemonic == "v_accvgpr_write"))
      info = findInstruction(
          mnemonic == "v_accvgpr_read" ? "v_accvgpr_read_b32" : "v_accvgpr_write_b32", generation_);
    if (!info && mnemonic.ends_with("_e32")) {
      bare = mnemonic.substr(0, mnemonic.size() - 4);
      info = findInstruction(bare, generation_);
      form = Form::E32;
    } else if (!info && mnemonic.ends_with("_e64")) {
      bare = mnemonic.substr(0, mnemonic.size() - 4);
      info = findInstruction(bare, generation_);
      form = Form::E64;
    } else if (!info && (mnemonic.ends_with("_sdwa") || mnemonic.ends_with("_dpp"))) {
      const bool sdwa = mnemonic.ends_with("_sdwa");
      bare = mnemonic.substr(0, mnemonic.size() - (sdwa ? 5 : 4));
      info = findInstruction(bare, generation_);
      form = sdwa ? Form::Sdwa : Form::Dpp;
      const std::string_view formName = sdwa ? "SDWA" : "DPP";
      if (info && !gfx8OrLater(generation_)) {
        ctx.diagnostics().error(
            mnemonicToken.location, "instruction-not-in-generation",
            fmt::format("'{}': {} came with gfx8 (-m mcpu=...; this is {})", mnemonicToken.text,
                        formName, generationName(generation_)));
        return nullptr;
      }
      if (info && info->encoding != Encoding::Vop1 && info->encoding != Encoding::Vop2 &&
          info->encoding != Encoding::Vopc) {
        ctx.diagnostics().error(
            mnemonicToken.location, "unknown-instruction",
            fmt::format("'{}' has no {} form ({} is a {} instruction; SDWA and DPP extend VOP1, "
                        "VOP2 and VOPC)",
                        bare, formName, bare, encodingName(info->encoding)));
        return nullptr;
      }
    }
    // llvm-mc-14 takes GFX9's names of SI's carry adds and writes them in
    // VOP3 (`v_add_co_u32 v5, vcc, v1, v2` is v_add_i32_e64), with or
    // without _e64; their _e32 it refuses.
    static constexpr std::pair<std::string_view, std::string_view> kCarryNames[] = {
        {"v_add_co_u32", "v_add_i32"},
        {"v_sub_co_u32", "v_sub_i32"},
        {"v_subrev_co_u32", "v_subrev_i32"}};
    bool carryName = false;
    // (GFX9 has rows of those names: GFX9's own v_add_i32 adds without carry)
    for (const auto& [gfx9, si] :
         generation_ == Generation::Gfx9
             ? std::span<const std::pair<std::string_view, std::string_view>>{}
             : std::span(kCarryNames)) {
      if (mnemonic == gfx9 ||
          (form == Form::E64 && mnemonic.substr(0, mnemonic.size() - 4) == gfx9)) {
        info = findInstruction(si, generation_);
        form = Form::E64;
        carryName = true;
      }
    }
    // Beside VOP1, VOP2 and VOPC, llvm-mc-14 takes _e64 on a VOP3-only
    // instruction (`v_add_f64_e64`) and _e32 on any other instruction
    // (`s_mov_b64_e32`, `ds_write_b32_e32`): each names the one encoding the
    // instruction has. It refuses the other suffix.
    const bool promotable =
        info && (info->encoding == Encoding::Vop1 || info->encoding == Encoding::Vop2 ||
                 info->encoding == Encoding::Vopc);
    if (info && !promotable && form != Form::Any) {
      // (VOP3P is VOP3 to llvm-mc-14: `v_pk_add_f16_e64`, `v_mfma_f32_4x4x1f32_e64`)
      if ((form == Form::E64) !=
          (info->encoding == Encoding::Vop3 || info->encoding == Encoding::Vop3p))
        info = nullptr;
      form = Form::Any;
    }
    if (!info) {
      // An instruction of other generations: say which, and how to choose one.
      const uint32_t elsewhere = generationsOf(mnemonic) | generationsOf(bare);
      if (elsewhere) {
        ctx.diagnostics().error(
            mnemonicToken.location, "instruction-not-in-generation",
            fmt::format("'{}' needs {} (-m mcpu=...; this is {})", mnemonicToken.text,
                        describeGenerations(elsewhere), generationName(generation_)));
        return nullptr;
      }
      ctx.diagnostics().error(mnemonicToken.location, "unknown-instruction",
                              fmt::format("unknown instruction '{}'", mnemonicToken.text));
      return nullptr;
    }
    // A feature of some processors of the generation (gfx906's dot instructions,
    // gfx908's matrix ones), or one some have at another's opcode
    if (generation_ == Generation::Gfx9 && !rowOnProcessor(*info, processor_)) {
      const std::string_view thisOne =
          processorName_.empty() ? std::string_view("gfx900") : processorName_;
      const InstructionInfo* twin = processorTwin(*info);
      ctx.diagnostics().error(
          mnemonicToken.location, "instruction-not-in-processor",
          twin && rowOnProcessor(*twin, processor_)
              ? fmt::format("'{}' is not {}'s: it has {} at that opcode ({} have '{}')",
                            mnemonicToken.text, thisOne, twin->mnemonic, processorsWith(*info),
                            info->mnemonic)
              : fmt::format("'{}' needs {} (-m mcpu=...; this is {})", mnemonicToken.text,
                            processorsWith(*info), thisOne));
      return nullptr;
    }
    auto inst = std::make_unique<Instruction>();
    inst->location = mnemonicToken.location;
    switch (info->encoding) {
      case Encoding::Sop2:
      case Encoding::Sopk:
      case Encoding::Sop1:
      case Encoding::Sopc:
      case Encoding::Sopp:
      case Encoding::Smrd:
        parseScalar(p, *info, *inst);
        break;
      case Encoding::Vop1:
      case Encoding::Vop2:
      case Encoding::Vopc:
      case Encoding::Vop3:
        if (traits(*info).interpolation)
          parseInterpolation(p, *info, *inst);  // GFX8's VOP3 forms of VINTRP
        else
          parseVector(p, *info, form, *inst);
        break;
      case Encoding::Ds:
        parseDs(p, *info, *inst);
        break;
      case Encoding::Vintrp:
        parseInterpolation(p, *info, *inst);
        break;
      case Encoding::Mimg:
        parseImage(p, *info, *inst);
        break;
      case Encoding::Mubuf:
      case Encoding::Mtbuf:
        parseBuffer(p, *info, *inst);
        break;
      case Encoding::Exp:
        parseExport(p, *info, *inst);
        break;
      case Encoding::Flat:
      case Encoding::FlatGlobal:
      case Encoding::FlatScratch:
        parseFlat(p, *info, *inst);
        break;
      case Encoding::Vop3p:
        parseVop3p(p, *info, *inst);
        break;
      default:
        ctx.diagnostics().error(
            mnemonicToken.location, "unsupported-instruction",
            fmt::format("'{}' is a {} instruction: the gcn assembler does not encode {} yet",
                        info->mnemonic, encodingName(info->encoding),
                        encodingName(info->encoding)));
        return nullptr;
    }
    if (p.failed()) return nullptr;
    // The GFX9 names keep the second source of the VOP2 form: a VGPR.
    if (carryName && vop3::src1.extract(inst->word) < operand::kVgpr0) {
      ctx.diagnostics().error(mnemonicToken.location, "operand-kind",
                              fmt::format("'{}' takes a vector register as its second source, as "
                                          "llvm-mc-14 does",
                                          mnemonicToken.text));
      return nullptr;
    }
    cursor.accept(",");  // llvm-mc-14 skips a comma after the last operand too
    if (!cursor.atEnd()) {
      ctx.diagnostics().error(cursor.peek().location, "unexpected-token",
                              fmt::format("unexpected '{}' after the operands of '{}'",
                                          cursor.peek().text, info->mnemonic));
      return nullptr;
    }
    if (inst->deferredLiteral) {
      relocations_->diagnostics = &ctx.diagnostics();
      inst->relocations = relocations_;
    }
    return inst;
  }

  // `.quad tab`, `.long ext - .`: an ELF object's relocation (data_relocations.hpp).
  bool encodeDataField(const DataField& field, const EncodeContext& ctx) const override {
    return encodeDataRelocation(field, ctx, *relocations_);
  }

  // The kernel descriptions (kernel_directives.hpp) and the ELF object's
  // directives (object_directives.hpp).
  bool parseDirective(const Token& directive, TokenCursor& cursor,
                      DirectiveContext& context) override {
    if (kernels_.parse(directive, cursor, context)) return true;
    if (!objects_.parse(directive, cursor, context)) return false;
    // `.amdgcn_target "amdgcn-amd-amdhsa--gfx701"` without -m mcpu=: the
    // generation it names, as llvm-mc-14 takes the processor from -mcpu.
    const std::string& named = objects_.namedProcessor();
    if (!named.empty() && named != namedProcessor_) {
      namedProcessor_ = named;
      const std::optional<Generation> namedGeneration = processorGeneration(named);
      const Generation generation = namedGeneration.value_or(generation_);
      if (!namedGeneration || !generationAssembled(generation)) {
        // Data alone (a listing's .long words) still assembles: the first
        // instruction says why it cannot.
        unassembledTarget_ = fmt::format(
            "'.amdgcn_target' (line {}) names {}, which gpuasm does not assemble yet ({})",
            directive.location.line, named,
            namedGeneration ? generationName(generation) : std::string_view("not GCN"));
      } else if (instructions_ > 0 && generation != generation_) {
        context.diagnostics().error(
            directive.location, "instruction-not-in-generation",
            fmt::format("'{}' names {} after instructions assembled for {}: put it first or "
                        "give -m mcpu={}",
                        directive.text, named, generationName(generation_), named));
      } else {
        // As -m mcpu=NAME would: the processor's rows and its XNACK for the hazards.
        generation_ = generation;
        const Processor* processor = findProcessor(named);
        processor_ = processor;
        packedD16_ = processor ? processor->packedD16 : generation == Generation::Gfx9;
        processorName_ = processor ? processor->name : std::string_view{};
        xnack_ = objects_.targetXnack();
      }
    }
    return true;
  }
  bool parseSectionAttributes(std::string_view section, TokenCursor& cursor,
                              DirectiveContext& context) override {
    return objects_.parseSectionAttributes(section, cursor, context);
  }
  bool parseBlockLine(TokenCursor& cursor, DirectiveContext& context) override {
    return objects_.parseBlockLine(cursor, context);
  }
  bool rawLines() const override { return objects_.rawLines(); }
  // The ds-without-m0 warning names the instruction's line (kernel_directives.cpp),
  // of a source with `.kernel` only: without one, no image pays the
  // records' 32 bytes an instruction (asked after the source is read).
  bool readsLineRecords() const override { return kernels_.any(); }
  void finishImage(Image& image, DiagnosticEngine& diagnostics) override {
    kernels_.finish(image, diagnostics);
    objects_.finish(image, diagnostics);
  }

  // The wait states of the generation's ISA manual (hazards.hpp), from the
  // encoded words, so that it works whether or not an instruction was encoded early.
  void checkProgram(std::vector<ProgramItem>& items, DiagnosticEngine& diagnostics) override {
    checkWaitStates(
        items, diagnostics, fixHazards_,
        [](const PendingInstruction& pending) -> std::optional<ParsedInstructionWords> {
          const auto* inst = dynamic_cast<const Instruction*>(&pending);
          if (!inst) return std::nullopt;
          ParsedInstructionWords words{inst->word, {}};
          if (inst->branchTarget && inst->branchTarget->kind == Expr::Kind::Symbol)
            words.branchTarget = inst->branchTarget->name;
          return words;
        },
        HazardTarget{generation_, xnack_});
  }

 private:
  DialectRules rules_;
  Generation generation_;
  const Processor* processor_;      // -m mcpu=: the rows it has beyond its generation's
  bool packedD16_;                  // and packs MIMG d16 data (Processor::packedD16)
  std::string_view processorName_;  // -m mcpu= as given; empty without it
  bool fixHazards_;
  bool xnack_;
  KernelDirectives kernels_;
  std::shared_ptr<RelocationSink> relocations_;
  ObjectDirectives objects_;
  std::string namedProcessor_;     // the one `.amdgcn_target` named last
  std::string unassembledTarget_;  // why instructions cannot follow it, when they cannot
  bool unassembledReported_ = false;
  size_t instructions_ = 0;
};

}  // namespace

std::unique_ptr<TargetAssembler> makeAssembler(const AssemblerSettings& settings) {
  return std::make_unique<Assembler>(settings);
}

}  // namespace gpuasm::gcn
