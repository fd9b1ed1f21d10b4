// vc4asm's context-dependent choices for a line, once its parts are parsed:
// pack and unpack modes, the units the operations take, rotations by whole
// turns, outputs sharing a file (vc4asm_line.hpp declares them;
// vc4asm_line.cpp encodes the line).
#include <fmt/format.h>

#include <algorithm>
#include <span>
#include <string_view>

#include "targets/vc4/asm/syntax.hpp"
#include "targets/vc4/asm/vc4asm_line.hpp"

namespace gpuasm::vc4 {

// `op.packXX` packs the destination as `dst.XX` does; `op.unpackXX`
// unpacks every source that can: a read that may come from regfile A and r4,
// but r4 not for an `i` form, which vc4asm 80ab48de takes as a regfile-A
// unpack (pm = 0: `ftoi.unpack16ai r0, r4` is 0x12020827 0x079e7900, r4 read
// as it is), and regfile A not for an `f` form on an operation of integer
// inputs beside an r4 read, which vc4asm gives r4 (pm = 1: `add.unpack8af
// r0, r4, ra1` is 0x0c067980 0x19020827, its test/asm.misc.qasm; alone,
// `itof.unpack16af r0, ra4` unpacks ra4). With no such source (an
// accumulator r0..r3, a regfile-B register, a small immediate) vc4asm still
// writes the unpack bits (its warning A48): they are kept as its words have
// them, with a warning, since they do nothing.
void applyOpcodeModes(Part& part, InstructionContext& ctx) {
  if (part.opcodePack) {
    part.destination.pack = part.opcodePack->code;
    part.destination.colour = part.opcodePack->colour;
  }
  if (!part.opcodeUnpack) return;
  bool regfileAOnly = part.opcodeUnpackType == ValueType::Integer;
  bool floatInputs =
      (part.addOp && part.addOp->floatInputs) || (part.mulOp && part.mulOp->floatInputs);
  bool readsR4 = std::any_of(part.sources.begin(), part.sources.end(), [](const ParsedSource& s) {
    return s.kind == ParsedSource::Kind::Accumulator && s.accumulator == 4;
  });
  bool regfileA = part.opcodeUnpackType != ValueType::Float || floatInputs || !readsR4;
  bool taken = false;
  for (ParsedSource& s : part.sources) {
    bool canUnpack =
        (s.kind == ParsedSource::Kind::Register && s.reg.addressA && regfileA) ||
        (s.kind == ParsedSource::Kind::Accumulator && s.accumulator == 4 && !regfileAOnly);
    if (canUnpack && s.unpack == 0) s.unpack = *part.opcodeUnpack;
    taken = taken || (canUnpack && s.unpack == *part.opcodeUnpack);
  }
  if (taken || *part.opcodeUnpack == 0) return;
  part.unusedUnpack = *part.opcodeUnpack;
  ctx.diagnostics().warning(
      part.location, "unpack-without-effect",
      regfileAOnly ? "this unpack reaches no source: an integer ('i') unpack works on regfile-A "
                     "reads only (r4 unpacks to floats); vc4asm writes its bits all the same"
                   : "this unpack reaches no source: only regfile-A reads and r4 unpack "
                     "(accumulators r0..r3 have no unpack); vc4asm writes its bits all the same");
}

namespace {

bool isRegfileBRegister(const RegisterName& reg) {
  return reg.addressB && *reg.addressB < kRegisterFileAddresses && !reg.addressA;
}

// The operation a part runs on its unit (constant moves and loads are
// integer moves to vc4asm), or nullptr for those.
const OpInfo* operationOf(const Part& part, Unit unit) {
  if (part.kind != PartKind::Alu) return nullptr;
  return unit == Unit::Add ? part.addOp : part.mulOp;
}

// vc4asm's pack for one part on `unit` (Unit::Mul also for a load immediate or
// semaphore, whose output vc4asm may send through the mul unit). Established
// with vc4asm 80ab48de on the corpus's pack section, see vc4asmPackBySuffix:
// - `dst.XX`: a regfile-A target takes the regfile-A code (pm = 0), the 16-bit
//   `i` / `f` forms only from an integer / float result ("A65.20" / "A65.21");
//   another target takes the mul unit's pm = 1 code where the name has one and
//   the operation is on the mul unit, and is refused otherwise ("A63.10" for
//   the add unit, "A65.11" for regfile-A-only names); `sf` names are the mul
//   unit's alone ("A65.10").
// - `op.packXX`: the regfile-A code without the type checks; in an ALU
//   instruction to a target other than ra0..ra31 it goes where vc4asm puts it
//   (placeOpcodePack); elsewhere the add unit's target must be a regfile A or
//   B register ("A63.10").
bool resolvePack(Part& part, Unit unit, bool aluForm, InstructionContext& ctx) {
  if (!part.packRequest) return true;
  const Vc4asmPack& pack = *part.packRequest;
  const RegisterName& target = part.destination.reg;
  auto refuse = [&](std::string message) {
    ctx.diagnostics().error(part.location, "invalid-pack", std::move(message));
    return false;
  };
  if (pack.mulOnly) {
    if (unit != Unit::Mul) return refuse("this pack mode is the mul unit's alone (pm = 1)");
    part.destination.pack = *pack.mul;
    part.destination.colour = true;
    return true;
  }
  if (pack.regfileA == 0 && !pack.mul.value_or(0)) return true;  // `.32`: no pack
  if (part.packOnOpcode) {
    if (aluForm && !isRegfileARegister(target)) return true;  // placeOpcodePack
    if (unit == Unit::Add && !isRegfileARegister(target) && !isRegfileBRegister(target))
      return refuse("the add unit packs only into a regfile A register");
    part.destination.pack = pack.regfileA;
    return true;
  }
  if (isRegfileARegister(target)) {
    const OpInfo* op = operationOf(part, unit);
    bool floatResult = op && op->floatResult;
    if (pack.type == ValueType::Integer && floatResult)
      return refuse("this pack mode requires the result of an integer operation");
    if (pack.type == ValueType::Float && !floatResult)
      return refuse("this pack mode requires the result of a floating point operation");
    part.destination.pack = pack.regfileA;
    return true;
  }
  if (unit == Unit::Mul && pack.mul) {
    part.destination.pack = *pack.mul;
    part.destination.colour = *pack.mul != 0;
    return true;
  }
  if (pack.mul) return refuse("the add unit packs only into a regfile A register");
  return refuse("this pack mode requires a regfile A target");
}

// vc4asm's unpack checks (vc4asm 80ab48de on the corpus's unpack lines): r4
// unpacks to floats, so an `i` form of it is refused; a regfile-A read's `i` /
// `f` form must match what the operation takes (floatInputs).
bool checkUnpacks(const Part& part, Unit unit, InstructionContext& ctx) {
  const OpInfo* op = operationOf(part, unit);
  bool floatInputs = op && op->floatInputs;
  for (const ParsedSource& s : part.sources) {
    if (s.unpackType == ValueType::Any) continue;
    bool r4 = s.kind == ParsedSource::Kind::Accumulator && s.accumulator == 4;
    std::string_view problem;
    if (r4 && s.unpackType == ValueType::Integer) {
      problem = "r4 unpacks to floats: an integer unpack mode is not supported by r4";
    } else if (s.kind == ParsedSource::Kind::Register && s.reg.addressA && !s.reg.addressB &&
               part.kind != PartKind::Mov) {  // vc4asm picks a move's operation to suit
      if (s.unpackType == ValueType::Integer && floatInputs)
        problem = "an integer unpack mode needs an operation that takes integer input";
      if (s.unpackType == ValueType::Float && !floatInputs)
        problem = "a float unpack mode needs an operation that takes floating point input";
    }
    if (!problem.empty()) {
      ctx.diagnostics().error(s.location, "invalid-unpack", std::string(problem));
      return false;
    }
  }
  return true;
}

// Whether vc4asm sends a part to the mul unit for its pack: a `sf` name, or
// `dst.XX` with a pm = 1 code on a target outside regfile A (see resolvePack).
bool packNeedsMul(const Part& part) {
  if (!part.packRequest) return false;
  const Vc4asmPack& pack = *part.packRequest;
  if (pack.mulOnly) return true;
  return !part.packOnOpcode && !isRegfileARegister(part.destination.reg) &&
         pack.mul.value_or(0) != 0;
}

bool isPlainNop(const std::optional<Part>& part) {
  return part && part->kind == PartKind::Nop && part->destination.isNop() && !part->forcedUnit;
}

// Whether a `mov` reads a regfile-A register with a float unpack (`ra4.16af`,
// `ra4.8af`), which vc4asm moves with `fmin x, x` on the add unit.
bool movesWithFloatUnpack(const Part& part) {
  return std::any_of(part.sources.begin(), part.sources.end(), [](const ParsedSource& s) {
    return s.kind == ParsedSource::Kind::Register && s.unpackType == ValueType::Float;
  });
}

// The value of an expression of integer literals (`16`, `-4`, `8+8`), or
// nullopt when it names a symbol or is anything else.
std::optional<int64_t> literalValue(const Expr& e) {
  switch (e.kind) {
    case Expr::Kind::Constant:
      if (e.isFloat) return std::nullopt;
      return e.value;
    case Expr::Kind::Unary: {
      auto v = literalValue(*e.lhs);
      if (!v || (e.op != "-" && e.op != "+")) return std::nullopt;
      return e.op == "-" ? -*v : *v;
    }
    case Expr::Kind::Binary: {
      auto l = literalValue(*e.lhs), r = literalValue(*e.rhs);
      if (!l || !r || *l > INT32_MAX || *l < INT32_MIN || *r > INT32_MAX || *r < INT32_MIN)
        return std::nullopt;
      if (e.op == "+") return *l + *r;
      if (e.op == "-") return *l - *r;
      if (e.op == "*") return *l * *r;
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

// A rotation by a multiple of 16 leaves every element in place: vc4asm
// 80ab48de drops it, so that the operation is free to take either unit
// (`mov r0, r1 << 16` is the add unit's `or`, 0x10020827 0x159e7240).
// Counts known only once symbols have values keep the mul unit.
void dropWholeTurns(Part& part) {
  if (!part.rotation || part.rotation->byR5 || !part.rotation->amount || part.firstSourceRotation)
    return;
  auto amount = literalValue(*part.rotation->amount);
  if (amount && *amount % 16 == 0) part.rotation.reset();
}

// Whether a write address (32..63) names one register on both files (table
// 14: all but r5's two forms and the four that differ by file).
bool sameOnBothFiles(uint8_t address) {
  switch (address) {
    case kR5Address:               // r5quad / r5rep
    case kPixelCoordinateAddress:  // quad_x / quad_y
    case kMsFlagsAddress:          // ms_flags / rev_flag
    case kVpmSetupAddress:         // vr_setup / vw_setup
    case kVpmDmaAddressAddress:    // vr_addr / vw_addr
      return false;
    default:
      return address >= kRegisterFileAddresses;
  }
}

// Two outputs whose names are both in one file: vc4asm 80ab48de writes the
// one written first through the other file where its address names the same
// register there (`add ra32, r0, r1; fmul ra1, r0, r1` writes rb32, which is
// r0 as ra32 is: 0x10025801 0x2c9e7041; `unif_addr` likewise, address 40 being
// UNIFORMS_ADDRESS on both files); it refuses the line otherwise ("A131").
void shareWriteFile(Line& line) {
  if (!line.add || !line.mul) return;
  RegisterName& add = line.add->destination.reg;
  RegisterName& mul = line.mul->destination.reg;
  auto fileA = [](const RegisterName& r) -> std::optional<bool> {
    if (r.addressA.has_value() == r.addressB.has_value()) return std::nullopt;
    return r.addressA.has_value();
  };
  auto inA = fileA(add), mulInA = fileA(mul);
  if (!inA || !mulInA || *inA != *mulInA) return;
  bool addFirst = line.add->location.column <= line.mul->location.column;
  RegisterName& earlier = addFirst ? add : mul;
  uint8_t address = *inA ? *earlier.addressA : *earlier.addressB;
  if (sameOnBothFiles(address)) earlier.addressA = earlier.addressB = address;
}

// The write swap vc4asm gives a line from its targets alone: the first output
// that only one file holds fixes it (add then mul), else 0.
bool vc4asmWriteSwap(const Line& line) {
  for (bool mulUnit : {false, true}) {
    const std::optional<Part>& part = mulUnit ? line.mul : line.add;
    if (!part) continue;
    const RegisterName& reg = part->destination.reg;
    if (reg.addressA && !reg.addressB) return mulUnit;
    if (reg.addressB && !reg.addressA) return !mulUnit;
  }
  return false;
}

// vc4asm's `op.packXX` (a regfile-A code, pm = 0) to a target outside
// ra0..ra31: vc4asm 80ab48de writes the pack bits and lets write swap decide
// which output they pack, the one written to regfile A. Established with it:
// `add.pack16a rb5, r1, r2` is 0x10121167 0x0c9e7280 (ws = 1: the pack is on
// the idle mul unit's output) and `fmul.pack16a r0, r1, r2` 0x101049e0
// 0x209e700a (ws = 0: on the idle add unit's); such a pack packs nothing,
// which we say in a warning. Where the regfile-A output is the add unit's own
// accumulator or I/O target vc4asm refuses it ("A63.10"), and so do we; where
// it is the other operation's ra0..ra31 target (`add.pack16a rb5, r1, r2;
// fmul ra6, r1, r2` packs ra6 in vc4asm) we refuse it as the pack of an
// output that was not asked for.
bool placeOpcodePack(Line& line, InstructionContext& ctx) {
  for (bool mulUnit : {false, true}) {
    std::optional<Part>& part = mulUnit ? line.mul : line.add;
    if (!part || !part->packOnOpcode || !part->packRequest) continue;
    const Vc4asmPack& pack = *part->packRequest;
    if (pack.mulOnly || pack.regfileA == 0 || isRegfileARegister(part->destination.reg)) continue;
    auto refuse = [&](std::string message) {
      ctx.diagnostics().error(part->location, "invalid-pack", std::move(message));
      return false;
    };
    std::string target(part->destination.reg.name);
    bool packsOwnOutput = vc4asmWriteSwap(line) == mulUnit;
    if (packsOwnOutput && !mulUnit)
      return refuse("the add unit packs only into a regfile A register");
    std::optional<Part>& other = mulUnit ? line.add : line.mul;
    if (packsOwnOutput) {
      part->destination.pack = pack.regfileA;
    } else if (other && isRegfileARegister(other->destination.reg)) {
      return refuse(fmt::format(
          "'{}' is not in regfile A, so this regfile-A pack would pack the other operation's "
          "output '{}' (vc4asm does so); write the pack where it belongs",
          target, other->destination.reg.name));
    } else if (other && other->kind != PartKind::Nop) {
      if (other->destination.pack) return refuse("only one output of an instruction can be packed");
      other->destination.pack = pack.regfileA;
    } else {
      line.idleUnitPack = std::pair{mulUnit ? Unit::Add : Unit::Mul, pack.regfileA};
    }
    ctx.diagnostics().warning(
        part->location, "pack-without-effect",
        fmt::format("this pack packs nothing: a regfile-A pack (pm = 0) packs a write to "
                    "ra0..ra31, and '{}' is not one (vc4asm writes its bits all the same)",
                    target));
  }
  return true;
}

// Whether vc4asm moves a part already on the mul unit to the free add unit
// to make room for a later mul-only operation (its tryALUSwap): a v8adds,
// v8subs or register move that sets no flags, packs with no mul-unit pack and
// does not rotate (vc4asm 80ab48de: `v8adds r0, r4, r1; mul24 r1, ra24, r0`
// is the add unit's v8adds, 0x100958215e627870).
// The swap goes the other way for a later add-only operation: the add unit's
// register move (vc4asm's `or x, x` becomes `v8min x, x`) or v8adds/v8subs
// moves to the free mul unit (vc4asm 80ab48de: `mov.ifcc r3, r1; add vw_setup,
// ra4, 16`, GPU_FFT's newer kernels, is the mul unit's move).
bool swapsUnits(const Part& part, Unit to) {
  if (part.forcedUnit || part.setFlags || part.rotation) return false;
  if (to == Unit::Add ? packNeedsMul(part) || !part.canAdd() : !part.canMul()) return false;
  if (part.kind == PartKind::Mov) return !part.constantMov;
  return part.kind == PartKind::Alu && part.addOp && part.mulOp;
}

}  // namespace

// vc4asm's placement: the operations in the order written, each on the add
// unit while it is free and can do it, else on the mul unit; v8adds and
// v8subs (which both units have) take the mul unit first, `nop` whichever
// is free (vc4asm 80ab48de: `v8adds r0, r1, r2` alone is the mul unit's).
// Established with vc4asm 80ab48de: a plain `nop` takes a unit only until an
// operation that needs it comes (`nop; add r0, r1, r2` is the add unit's add,
// but `nop; mov r0, r1` is the mul unit's); a `mov` or
// `or` whose pack needs the mul unit becomes the mul unit's `v8min`
// (`or r0.8a, r1, r2`: mop 4, pm = 1), an `or` only while the add unit is
// still free (`fadd ...; or r0.8a, ...` is refused: "The ADD ALU has already
// been used"); a `mov` of a float-unpacked regfile-A read on the add unit is
// `fmin` (instructions.html, "mov").
bool placeOnUnits(std::vector<Part>& alu, Line& line, InstructionContext& ctx) {
  for (Part& p : alu) dropWholeTurns(p);
  for (Part& p : alu) {
    bool isOr = p.kind == PartKind::Alu && p.addOp && !p.mulOp && p.addOp->opcode == kOpAddOr;
    if (!isOr || !packNeedsMul(p)) continue;
    bool addUsed = std::any_of(alu.begin(), alu.end(), [&](const Part& q) {
      return &q < &p && q.kind != PartKind::Nop && q.canAdd() && q.forcedUnit != Unit::Mul;
    });
    if (addUsed) {
      ctx.diagnostics().error(p.location, "wrong-unit",
                              "this pack needs the mul unit, where 'or' is 'v8min', and the add "
                              "unit is already used before it");
      return false;
    }
    p.mulOp = findOp(Unit::Mul, kOpMulV8Min);
    p.addOp = nullptr;
  }
  for (Part& p : alu) {  // those that name their unit first
    if (!p.forcedUnit) continue;
    bool add = *p.forcedUnit == Unit::Add;
    std::optional<Part>& slot = add ? line.add : line.mul;
    if (slot || !(add ? p.canAdd() : p.canMul())) {
      ctx.diagnostics().error(
          p.location, "wrong-unit",
          slot ? fmt::format("the {} unit is named twice", add ? "add" : "mul")
               : fmt::format("'{}' cannot run on the {} unit", p.mnemonic, add ? "add" : "mul"));
      return false;
    }
    slot = std::move(p);
  }
  for (Part& p : alu) {
    if (p.forcedUnit) continue;
    bool mulFirst =
        (p.kind == PartKind::Alu && p.addOp && p.mulOp &&
         (equalsIgnoringCase(p.mnemonic, "v8adds") || equalsIgnoringCase(p.mnemonic, "v8subs"))) ||
        (p.kind == PartKind::Mov && packNeedsMul(p));
    bool addFree = !line.add && p.canAdd(), mulFree = !line.mul && p.canMul();
    if (mulFirst ? mulFree : (!addFree && mulFree)) {
      line.mul = std::move(p);
    } else if (addFree) {
      line.add = std::move(p);
    } else if (p.kind == PartKind::Nop && p.destination.isNop()) {
      continue;  // both units taken: the nop is dropped
    } else if (p.canAdd() && isPlainNop(line.add)) {
      line.add = std::move(p);  // an operation displaces an earlier plain nop
    } else if (p.canMul() && isPlainNop(line.mul)) {
      line.mul = std::move(p);
    } else if (!p.canAdd() && p.canMul() && !line.add && line.mul &&
               swapsUnits(*line.mul, Unit::Add)) {
      line.add = std::move(line.mul);  // vc4asm's ALU swap
      line.mul = std::move(p);
      line.unitsSwapped = true;
    } else if (!p.canMul() && p.canAdd() && !line.mul && line.add &&
               swapsUnits(*line.add, Unit::Mul)) {
      // The same, the other way; vc4asm turns its write swap over only where the moved write
      // needs it (its isWRegAB), which the encoder's choice of the swap does already.
      line.mul = std::move(line.add);
      line.add = std::move(p);
    } else {
      ctx.diagnostics().error(
          p.location, "wrong-unit",
          !p.canAdd() && !p.canMul()
              ? std::string("a rotation needs the mul unit, and this operation has none")
              : fmt::format("'{}' needs the {} unit, and the line already uses it", p.mnemonic,
                            p.canMul() ? "mul" : "add"));
      return false;
    }
  }
  // `nop; mov r0, ra4.16af`: vc4asm moves the mov to the add unit for `fmin`
  // (the nop goes), as a swap of the units (vc4asm 80ab48de: 0x1e021827
  // 0x03127d80 for `nop; mov r0, ra4.8df`).
  if (line.mul && line.mul->kind == PartKind::Mov && movesWithFloatUnpack(*line.mul) &&
      (!line.add || isPlainNop(line.add)) && swapsUnits(*line.mul, Unit::Add)) {
    line.add = std::move(line.mul);
    line.mul.reset();
    line.unitsSwapped = true;
  }
  if (line.add && line.add->kind == PartKind::Mov && movesWithFloatUnpack(*line.add)) {
    line.add->kind = PartKind::Alu;
    line.add->addOp = findOp(Unit::Add, "fmin");
  }
  return true;
}

bool noPackOnSecond(const Part& second, InstructionContext& ctx) {
  if (!second.packRequest) return true;
  ctx.diagnostics().error(second.location, "invalid-pack",
                          "a second destination cannot be packed: write the pack on the first");
  return false;
}

bool resolveVc4asmModes(Line& line, InstructionContext& ctx) {
  if (line.form == Instruction::Form::Branch) {
    if (line.add && line.add->packRequest) {
      ctx.diagnostics().error(line.add->location, "invalid-combination",
                              "a branch cannot pack its link address");
      return false;
    }
    return true;
  }
  bool alu = line.form == Instruction::Form::Alu;
  if (line.add && !resolvePack(*line.add, alu ? Unit::Add : Unit::Mul, alu, ctx)) return false;
  if (line.mul && !resolvePack(*line.mul, Unit::Mul, alu, ctx)) return false;
  shareWriteFile(line);
  if (alu && !placeOpcodePack(line, ctx)) return false;
  // vc4asm writes a lone load's colour-packed output through the mul unit
  // (`ldi r3.8a, 0x1234`: waddr_mul = r3, pm = 1).
  if (!alu && line.add && !line.mul && line.add->packRequest && line.add->destination.colour) {
    line.mul = std::move(line.add);
    line.add.reset();
  }
  if (alu) {
    if (line.add && !checkUnpacks(*line.add, Unit::Add, ctx)) return false;
    if (line.mul && !checkUnpacks(*line.mul, Unit::Mul, ctx)) return false;
  }
  return true;
}

RegisterName r4AsDestination(InstructionContext& ctx, SourceLocation where) {
  ctx.diagnostics().warning(where, "r4-destination",
                            "r4 cannot be written (table 14): as in vc4asm, this writes address "
                            "36, tmu_noswap, whose bit 0 disables the automatic TMU swap "
                            "(table 21); write 'tmu_noswap' if that is meant");
  return *writeRegisterByName("tmu_noswap");
}

std::span<const std::string_view> vc4asmLineWarningCodes() {
  static constexpr std::string_view kCodes[] = {"pack-without-effect", "unpack-without-effect",
                                                "r4-destination"};
  return kCodes;
}

}  // namespace gpuasm::vc4
