#include "targets/demolicious/assembler.hpp"

#include <fmt/format.h>

#include <bitset>
#include <cctype>

#include "targets/demolicious/isa.hpp"

namespace gpuasm::demolicious {
namespace {

struct Operand {
  uint8_t reg = 0;
  ExprPtr value;
  SourceLocation location;
};

class Instruction final : public PendingInstruction {
 public:
  const InstructionInfo* info = nullptr;
  bool predicated = false;
  Operand rd, rs, rt;  // registers
  Operand immediate;   // shamt, immediate or constant index
  SourceLocation location;

  uint32_t units() const override { return 1; }

  void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override {
    EncodeFields fields{predicated, rd.reg, rs.reg, rt.reg, 0, 0};
    if (immediate.value) {
      auto value = ctx.evaluate(*immediate.value);
      if (!value) return;
      auto [low, high, what] = range();
      if (*value < low || *value > high) {
        ctx.diagnostics().error(immediate.location, "value-out-of-range",
                                fmt::format("{} {} is outside {}..{}", what, *value, low, high));
        return;
      }
      (info->format == Format::Shift ? fields.shamt : fields.immediate) =
          static_cast<uint32_t>(*value) & 0xffff;
    }
    uint32_t word = gpuasm::demolicious::encode(*info, fields);
    for (int b = 0; b < 4; ++b) out[b] = static_cast<uint8_t>(word >> (8 * b));
  }

  std::tuple<int64_t, int64_t, const char*> range() const {
    switch (info->format) {
      case Format::Shift:
        return {0, 15, "shift amount"};
      case Format::ConstantLoad:
        return {0, kConstantWords - 1, "constant index"};
      default:
        return {-32768, 65535, "immediate"};
    }
  }

  bool isMemory() const { return info->kind == Kind::Load || info->kind == Kind::Store; }

  // Registers this instruction reads, including the LSU's implicit operands.
  std::bitset<kRegisterCount> reads() const {
    std::bitset<kRegisterCount> r;
    switch (info->format) {
      case Format::Register3:
        r.set(rs.reg).set(rt.reg);
        break;
      case Format::Shift:
        r.set(rt.reg);
        break;
      case Format::Immediate:
        r.set(rs.reg);
        break;
      default:
        break;
    }
    if (info->kind == Kind::Load || info->kind == Kind::Store) r.set(kAddressHi).set(kAddressLo);
    if (info->kind == Kind::Store) r.set(kData);
    if (predicated) r.set(kMask);
    return r;
  }

  std::optional<uint8_t> writes() const {
    if (info->kind == Kind::Load) return kData;
    if (info->format == Format::NoOperands) return std::nullopt;
    return rd.reg;
  }
};

std::unique_ptr<Instruction> makeNop(SourceLocation where) {
  auto nop = std::make_unique<Instruction>();
  nop->info = findInstruction("sll");
  nop->location = where;
  return nop;
}

class Assembler final : public TargetAssembler {
 public:
  static constexpr size_t kDrainInstructions = 3;

  explicit Assembler(const AssemblerSettings& settings) : settings_(settings) {}

  // The directives of the core as they were first written, vc4asm's included.
  DirectiveDialect directiveDialect() const override { return kVc4asmDirectiveDialect; }

  uint32_t addressUnitBytes() const override { return 4; }
  uint32_t wordBytes() const override { return 4; }
  std::vector<uint8_t> fillPattern() const override { return {0, 0, 0, 0}; }
  std::vector<std::string_view> warningCodes() const override {
    return {"memory-spacing", "store-before-finish", "uninitialized-register",
            "missing-finish", "read-only-register",  "predicate-ignored"};
  }

  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& ctx) override {
    DiagnosticEngine& diag = ctx.diagnostics();
    auto inst = std::make_unique<Instruction>();
    inst->location = cursor.peek().location;
    inst->predicated = cursor.accept("?");
    const Token& mnemonic = cursor.next();
    if (mnemonic.kind != TokenKind::Identifier) {
      diag.error(mnemonic.location, "expected-instruction",
                 mnemonic.kind == TokenKind::EndOfLine
                     ? std::string("expected an instruction after '?'")
                     : fmt::format("expected an instruction, found '{}'", mnemonic.text));
      return nullptr;
    }
    bool ok = true;
    if (mnemonic.isIdentifier("nop")) {
      inst->info = findInstruction("sll");
    } else if (mnemonic.isIdentifier("mv")) {
      // mv rd, rs = add rd, rs, $0 (the encoded words of the report show rt = $0)
      inst->info = findInstruction("add");
      ok = destination(cursor, ctx, *inst) && comma(cursor, diag) && source(cursor, diag, inst->rs);
    } else if (mnemonic.isIdentifier("ldi")) {
      inst->info = findInstruction("addi");
      ok = destination(cursor, ctx, *inst) && comma(cursor, diag) &&
           value(cursor, ctx, inst->immediate);
    } else if ((inst->info = findInstruction(mnemonic.text))) {
      switch (inst->info->format) {
        case Format::Register3:
          ok = destination(cursor, ctx, *inst) && comma(cursor, diag) &&
               source(cursor, diag, inst->rs) && comma(cursor, diag) &&
               source(cursor, diag, inst->rt);
          break;
        case Format::Shift:
          ok = destination(cursor, ctx, *inst) && comma(cursor, diag) &&
               source(cursor, diag, inst->rt) && comma(cursor, diag) &&
               value(cursor, ctx, inst->immediate);
          break;
        case Format::Immediate:
          ok = destination(cursor, ctx, *inst) && comma(cursor, diag) &&
               source(cursor, diag, inst->rs) && comma(cursor, diag) &&
               value(cursor, ctx, inst->immediate);
          break;
        case Format::ConstantLoad:
          ok = destination(cursor, ctx, *inst) && comma(cursor, diag) &&
               value(cursor, ctx, inst->immediate);
          break;
        case Format::NoOperands:
          break;
      }
    } else {
      diag.error(mnemonic.location, "unknown-instruction",
                 fmt::format("unknown instruction '{}'", mnemonic.text));
      return nullptr;
    }
    if (!ok) return nullptr;
    if (inst->predicated && inst->info->kind == Kind::Store) {
      diag.error(inst->location, "predicated-store",
                 "'sw' cannot be predicated: the hardware never gates memory instructions, so it "
                 "would store for every thread (manage the stored value with '? mv $data, ...')");
      return nullptr;
    }
    if (inst->predicated && (inst->info->kind == Kind::Load || inst->info->kind == Kind::Finish)) {
      diag.warning(inst->location, "predicate-ignored",
                   fmt::format("the predicate has no effect on '{}': only register writes by the "
                               "ALU and ldc are gated",
                               inst->info->mnemonic));
    }
    return inst;
  }

  void checkProgram(std::vector<ProgramItem>& items, DiagnosticEngine& diag) override {
    // Each kernel is the straight line from its first instruction to thread_finished;
    // a thread that finishes is replaced by one starting at the top, so the rule
    // also holds across the wrap from thread_finished back to the first instruction.
    size_t begin = 0;
    for (size_t i = 0; i < items.size(); ++i) {
      if (auto* inst = instructionAt(items, i); inst && inst->info->kind == Kind::Finish) {
        i = checkKernel(items, begin, i, diag);  // nops may have been inserted
        begin = i + 1;
      }
    }
    for (size_t i = begin; i < items.size(); ++i) {
      if (instructionAt(items, i)) {
        diag.warning(items[i].location(), "missing-finish",
                     "instructions after the last 'thread_finished' (or a program without one): "
                     "threads would run on into the rest of instruction memory");
        break;
      }
    }
  }

 private:
  static Instruction* instructionAt(std::vector<ProgramItem>& items, size_t i) {
    if (items[i].kind != ProgramItem::Kind::Instruction) return nullptr;
    return dynamic_cast<Instruction*>(items[i].instruction());
  }

  // Returns the index of the kernel's thread_finished after any insertions.
  size_t checkKernel(std::vector<ProgramItem>& items, size_t begin, size_t finish,
                     DiagnosticEngine& diag) {
    const uint32_t height = settings_.barrelHeight;
    checkUninitialised(items, begin, finish, diag);
    // Collect instruction item indices of this kernel (data words count as non-memory).
    auto indices = [&] {
      std::vector<size_t> out;
      for (size_t i = begin; i <= finish; ++i) {
        if (items[i].kind == ProgramItem::Kind::Instruction ||
            items[i].kind == ProgramItem::Kind::Data) {
          out.push_back(i);
        }
      }
      return out;
    };
    // Nops inserted before item `at`, marked in the listing.
    auto insertNops = [&](size_t at, size_t count, SourceLocation where) {
      for (size_t n = 0; n < count; ++n) {
        ProgramItem nop;
        nop.kind = ProgramItem::Kind::Instruction;
        nop.setLocation(where);
        nop.section = items[at].section;
        nop.setInstruction(makeNop(where));
        nop.detailsForWriting().note = "nop inserted by --fix-hazards";
        items.insert(items.begin() + static_cast<ptrdiff_t>(at), std::move(nop));
      }
      finish += count;
    };

    // 1. Stores must drain before thread_finished. The report never derives the
    //    number; listing 5.6, the kernel its hardware actually ran, puts three
    //    nops there, and so do we.
    {
      auto list = indices();
      size_t lastMemory = list.size();
      for (size_t k = 0; k < list.size(); ++k) {
        if (auto* inst = instructionAt(items, list[k]); inst && inst->isMemory()) lastMemory = k;
      }
      if (lastMemory < list.size() &&
          instructionAt(items, list[lastMemory])->info->kind == Kind::Store) {
        size_t between = list.size() - 1 - lastMemory - 1;
        if (between < kDrainInstructions) {
          if (settings_.fixHazards) {
            insertNops(finish, kDrainInstructions - between, items[finish].location());
          } else {
            diag.warning(items[finish].location(), "store-before-finish",
                         fmt::format("'thread_finished' only {} instruction{} after the last 'sw': "
                                     "stores still queued when the last thread finishes are lost; "
                                     "put at least {} nops between them (listing 5.6; or use "
                                     "--fix-hazards)",
                                     between, between == 1 ? "" : "s", kDrainInstructions));
          }
        }
      }
    }
    // 2. Memory instructions at least `height` non-memory instructions apart, also
    //    across the restart of the kernel (section 7.4.2).
    for (bool changed = true; changed;) {
      changed = false;
      auto list = indices();
      std::vector<size_t> memory;
      for (size_t k = 0; k < list.size(); ++k) {
        if (auto* inst = instructionAt(items, list[k]); inst && inst->isMemory())
          memory.push_back(k);
      }
      for (size_t m = 0; m < memory.size(); ++m) {
        bool wraps = m == 0;
        size_t previous = wraps ? memory.back() : memory[m - 1];
        size_t gap = wraps ? list.size() - 1 - previous + memory[m] : memory[m] - previous - 1;
        if (wraps && memory.size() == 1) gap = list.size() - 1;
        if (gap >= height) continue;
        ProgramItem& item = items[list[memory[m]]];
        if (settings_.fixHazards) {
          // Pad before thread_finished for the wrap, before the instruction otherwise.
          size_t at = wraps ? finish : list[memory[m]];
          insertNops(at, height - gap, items[at].location());
          changed = true;
          break;
        }
        const ProgramItem& prior = items[list[previous]];
        diag.warning(item.location(), "memory-spacing",
                     fmt::format("memory instruction only {} instruction{} after the previous one "
                                 "(line {}){}; a barrel of height {} needs at least {} non-memory "
                                 "instructions between them or a request batch is overwritten "
                                 "(add nops or use --fix-hazards)",
                                 gap, gap == 1 ? "" : "s", prior.location().line,
                                 wraps ? ", counting the restart after thread_finished" : "",
                                 height, height));
      }
    }
    return finish;
  }

  // A kernel that reads a register before writing it sees whatever the previous
  // warp of the same barrel line left there: never what the author meant.
  void checkUninitialised(std::vector<ProgramItem>& items, size_t begin, size_t finish,
                          DiagnosticEngine& diag) {
    std::bitset<kRegisterCount> written;
    written.set(kZero).set(kIdHi).set(kIdLo);
    std::bitset<kRegisterCount> reported;
    for (size_t i = begin; i <= finish; ++i) {
      Instruction* inst = instructionAt(items, i);
      if (!inst) continue;
      auto unset = inst->reads() & ~written & ~reported;
      for (uint32_t r = 0; r < kRegisterCount; ++r) {
        if (!unset.test(r)) continue;
        reported.set(r);
        diag.warning(items[i].location(), "uninitialized-register",
                     fmt::format("{} is read{} before the kernel writes it; it holds what the "
                                 "previous warp of this barrel line left there",
                                 registerName(r),
                                 r == kMask && inst->predicated ? " (by the predicate)"
                                 : inst->isMemory() && r != kZero
                                     ? fmt::format(" by '{}'", inst->info->mnemonic)
                                     : std::string()));
      }
      if (auto w = inst->writes()) written.set(*w);
    }
  }

  bool comma(TokenCursor& cursor, DiagnosticEngine& diag) {
    if (cursor.accept(",")) return true;
    const Token& t = cursor.peek();
    diag.error(t.location, "expected-token",
               t.kind == TokenKind::EndOfLine ? std::string("expected ',' and another operand")
                                              : fmt::format("expected ',', found '{}'", t.text));
    return false;
  }

  bool registerOperand(TokenCursor& cursor, DiagnosticEngine& diag, Operand& out) {
    const Token& t = cursor.next();
    out.location = t.location;
    if (t.kind != TokenKind::Identifier || t.text.size() < 2 || t.text[0] != '$') {
      diag.error(t.location, "expected-register",
                 t.kind == TokenKind::EndOfLine
                     ? std::string("expected a register")
                     : fmt::format("expected a register, found '{}'", t.text));
      return false;
    }
    std::string_view name = t.text.substr(1);
    if (auto r = registerByName(name)) {
      out.reg = *r;
      return true;
    }
    if (name == "t0" || name == "t1") {
      diag.error(t.location, "unknown-register",
                 fmt::format("unknown register '{}': the report's listing 10.2 writes $t0/$t1 for "
                             "$10/$11, but no such alias exists; write ${}",
                             t.text, name == "t0" ? 10 : 11));
    } else if (!name.empty() && std::isdigit(static_cast<unsigned char>(name[0]))) {
      diag.error(t.location, "unknown-register",
                 fmt::format("register '{}' does not exist: registers are $0 to $15", t.text));
    } else {
      diag.error(t.location, "unknown-register",
                 fmt::format("unknown register '{}' (names: $zero $id_hi $id_lo $address_hi "
                             "$address_lo $data $mask)",
                             t.text));
    }
    return false;
  }

  bool source(TokenCursor& cursor, DiagnosticEngine& diag, Operand& out) {
    return registerOperand(cursor, diag, out);
  }

  bool destination(TokenCursor& cursor, InstructionContext& ctx, Instruction& inst) {
    if (!registerOperand(cursor, ctx.diagnostics(), inst.rd)) return false;
    if (inst.rd.reg <= kIdLo) {
      ctx.diagnostics().warning(
          inst.rd.location, "read-only-register",
          fmt::format("writes to {} are ignored by the hardware", registerName(inst.rd.reg)));
    }
    return true;
  }

  bool value(TokenCursor& cursor, InstructionContext& ctx, Operand& out) {
    out.location = cursor.peek().location;
    if (cursor.peek().kind == TokenKind::Identifier && cursor.peek().text.starts_with("$")) {
      ctx.diagnostics().error(
          out.location, "expected-immediate",
          fmt::format("expected a number, found register '{}'", cursor.peek().text));
      return false;
    }
    out.value = ctx.parseExpression(cursor);
    return out.value != nullptr;
  }

  AssemblerSettings settings_;
};

}  // namespace

std::unique_ptr<TargetAssembler> makeAssembler(const AssemblerSettings& settings) {
  return std::make_unique<Assembler>(settings);
}

}  // namespace gpuasm::demolicious
