// What each vc4 instruction does to its QPU and to the peripherals it talks
// to. Facts: VideoCoreIV-AG100-R section 3 (pages 17-24: pipeline, r4/r5,
// branches, SFU, VPM, mutex, host interrupt, uniforms), the encoding pages
// 26-34 and the register map (table 14), with the vc4asm addendum's
// corrections. Timing goes through `timing_` only in the cycle model.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <utility>

#include "targets/vc4/disassembler.hpp"
#include "targets/vc4/machine/machine.hpp"

namespace gpuasm::vc4 {
namespace {

constexpr uint8_t kAccumulatorR3Address = kAccumulatorAddress + 3;

constexpr LaneMask kAllLanes = [] {
  LaneMask m{};
  m.fill(1);
  return m;
}();

// The slot a write address names (table 14): a regfile register of the file
// the ALU writes, an accumulator; kNoSlot for nop, else a peripheral.
uint8_t slotOf(uint8_t address, bool toB) {
  if (address < kRegisterFileAddresses) return static_cast<uint8_t>((toB ? kSlotFileB : kSlotFileA) + address);
  if (address <= kAccumulatorR3Address) return static_cast<uint8_t>(kSlotAccumulators + address - kAccumulatorAddress);
  return address == kNopAddress ? kNoSlot : kPeripheralSlot;
}

// A register or accumulator written in `lanes` (every lane when `wholeVector`),
// and a regfile write recorded for the read-after-write hazard.
void writeSlot(Qpu& qpu, uint8_t target, const Vector& value, const LaneMask& lanes, bool wholeVector) {
  Vector& reg = qpu.slots[target];
  if (wholeVector) {
    reg = value;
  } else {
    for (uint32_t i = 0; i < kLanes; ++i) {
      uint32_t keep = lanes[i] - 1;  // all ones where the lane is not written
      reg[i] = (reg[i] & keep) | (value[i] & ~keep);
    }
  }
  if (target < kSlotFileB) qpu.writingA = target;
  else if (target < kSlotAccumulators) qpu.writingB = static_cast<uint8_t>(target - kSlotFileB);
}

Vector splat(uint32_t value) {
  Vector v;
  v.fill(value);
  return v;
}

// Lane masks hold 0 or 1 per lane.
bool allLanes(const LaneMask& m) {
  uint32_t all = 1;
  for (uint32_t bit : m) all &= bit;
  return all != 0;
}

bool anyLane(const LaneMask& m) {
  uint32_t any = 0;
  for (uint32_t bit : m) any |= bit;
  return any != 0;
}

// Table 11: whether a branch condition holds over the 16 lanes' flags.
bool branchTaken(uint8_t condition, const Flags& flags) {
  if (condition == kBranchAlways) return true;
  const auto& bits = condition < 4 ? flags.zero : condition < 8 ? flags.negative : flags.carry;
  bool wantSet = (condition & 1) == 0;
  bool all = (condition & 2) == 0;
  uint32_t matching = 0;
  for (uint32_t b : bits) matching += (b != 0) == wantSet;
  return all ? matching == kLanes : matching > 0;
}

// What the signals a general-purpose program cannot use do (their mnemonics
// come from signalName); nullptr for the others.
const char* graphicsSignal(uint8_t signal) {
  switch (signal) {
    case kSignalScoreboardWait: return "wait for scoreboard";
    case kSignalScoreboardUnlock: return "scoreboard unlock";
    case kSignalLoadCoverage: return "coverage load";
    case kSignalLoadColour: return "colour load";
    case kSignalLoadColourEnd: return "colour load and program end";
    case kSignalLoadAlphaMask: return "alpha-mask load";
    default: return nullptr;
  }
}

// How the fast path computes an operation (by its function in the op
// table); `sameInputs`: both inputs read one vector, so that or, and, v8min
// and v8max are moves.
FastOp fastOp(const OpInfo& op, bool sameInputs) {
  if (!op.execute) return FastOp::Nop;
  if (sameInputs && (op.execute == opOr || op.execute == opAnd || op.execute == opV8min || op.execute == opV8max))
    return FastOp::Move;
  static constexpr std::pair<Semantics, FastOp> kInline[] = {
      {opFadd, FastOp::Fadd}, {opFsub, FastOp::Fsub}, {opFmul, FastOp::Fmul}, {opAdd, FastOp::Add},
      {opSub, FastOp::Sub},   {opAnd, FastOp::And},   {opOr, FastOp::Or},     {opShl, FastOp::Shl},
      {opShr, FastOp::Shr}};
  for (auto [function, kind] : kInline)
    if (op.execute == function) return kind;
  return FastOp::Other;
}

}  // namespace

Predecoded predecode(uint64_t word) {
  Predecoded d;
  d.word = word;
  d.signal = static_cast<uint8_t>(kSignal.get(word));
  d.conditionAdd = static_cast<uint8_t>(kConditionAdd.get(word));
  d.conditionMul = static_cast<uint8_t>(kConditionMul.get(word));
  d.setFlags = kSetFlags.get(word);
  d.writeSwap = kWriteSwap.get(word);
  d.writeAdd = static_cast<uint8_t>(kWriteAddressAdd.get(word));
  d.writeMul = static_cast<uint8_t>(kWriteAddressMul.get(word));
  d.packSelect = kPackSelect.get(word);
  d.pack = static_cast<uint8_t>(kPack.get(word));
  if (d.packSelect && d.pack != 0 && kMulPackNames[d.pack].empty()) {
    d.illegal = fmt::format("reserved mul pack mode {} (pm = 1)", d.pack);
    return d;
  }
  if (d.signal == kSignalBranch) {
    d.kind = Predecoded::Kind::Branch;
    d.branchCondition = static_cast<uint8_t>(kBranchCondition.get(word));
    if (kBranchConditionNames[d.branchCondition].empty()) {
      d.kind = Predecoded::Kind::Illegal;
      d.illegal = fmt::format("reserved branch condition {}", d.branchCondition);
    }
    d.relative = kBranchRelative.get(word);
    d.branchRegister = kBranchRegister.get(word);
    d.readA = static_cast<uint8_t>(kBranchReadAddressA.get(word));
    d.branchOffset = static_cast<int32_t>(kImmediate.get(word));
    d.packSelect = false;
    d.pack = 0;
    return d;
  }
  if (d.signal == kSignalLoadImmediate) {
    uint32_t type = kLoadImmediateType.get(word);
    uint32_t immediate = kImmediate.get(word);
    if (type == kLoadImmediate32) {
      d.immediate = splat(immediate);
    } else if (type == kLoadImmediatePerElementSigned || type == kLoadImmediatePerElementUnsigned) {
      auto values = perElementValues(immediate, type == kLoadImmediatePerElementSigned);
      for (uint32_t i = 0; i < kLanes; ++i) d.immediate[i] = static_cast<uint32_t>(values[i]);
    } else if (type == kLoadImmediateSemaphore) {
      d.immediate = splat(immediate);
      d.semaphore = static_cast<uint8_t>(kSemaphoreNumber.get(word));
      d.acquire = kSemaphoreAcquire.get(word);
      d.kind = Predecoded::Kind::Semaphore;
      return d;
    } else {
      d.illegal = fmt::format("reserved load-immediate type {}", type);
      return d;
    }
    d.kind = Predecoded::Kind::LoadImmediate;
    return d;
  }
  d.add = findOp(Unit::Add, kOpAdd.get(word));
  d.mul = findOp(Unit::Mul, kOpMul.get(word));
  if (!d.add) {
    d.illegal = fmt::format("reserved add opcode {}", kOpAdd.get(word));
    return d;
  }
  if (!d.mul) {
    d.illegal = fmt::format("reserved mul opcode {}", kOpMul.get(word));
    return d;
  }
  d.unpack = static_cast<uint8_t>(kUnpack.get(word));
  d.readA = static_cast<uint8_t>(kReadAddressA.get(word));
  d.readB = static_cast<uint8_t>(kReadAddressB.get(word));
  d.mux = {static_cast<uint8_t>(kAddMuxA.get(word)), static_cast<uint8_t>(kAddMuxB.get(word)),
           static_cast<uint8_t>(kMulMuxA.get(word)), static_cast<uint8_t>(kMulMuxB.get(word))};
  // Only the inputs an operation reads count as reads (a nop reads nothing).
  for (int i = 0; i < 4; ++i) {
    const OpInfo* op = i < 2 ? d.add : d.mul;
    if (op->operands <= (i & 1)) d.mux[i] = kNoInput;
    if (d.mux[i] == kMuxFileA) d.usesA = true;
    if (d.mux[i] == kMuxFileB) d.usesB = true;
    if (d.mux[i] == kMuxR4) d.readsR4 = true;
  }
  if (d.signal == kSignalSmallImmediate) d.immediate = splat(smallImmediateValue(d.readB).bits);
  bool smallImmediate = d.signal == kSignalSmallImmediate;
  d.readsMutex =
      (d.usesA && d.readA == kMutexAddress) || (d.usesB && !smallImmediate && d.readB == kMutexAddress);
  d.signalFaults = graphicsSignal(d.signal) != nullptr || d.signal == kSignalBreakpoint;
  d.unpacks = d.unpack && (d.packSelect ? d.readsR4 : d.usesA);
  d.packs = d.pack != 0;
  d.special = d.readsMutex || d.signalFaults;
  d.signals = d.signal == kSignalThreadEnd || d.signal == kSignalLoadTmu0 || d.signal == kSignalLoadTmu1;
  bool rotation = smallImmediate && d.readB >= kSmallImmediateRotations;
  // Regfile addresses 0..31 are read in place, and so are the element and
  // QPU numbers (constant slots); the rest through a port's slot.
  uint8_t sourceA = kSlotPortA, sourceB = kSlotPortB;
  if (d.usesA) {
    if (d.readA < kRegisterFileAddresses) sourceA = static_cast<uint8_t>(kSlotFileA + (d.inPlaceA = d.readA));
    else if (d.readA == kNumberAddress) sourceA = kSlotElementNumber;
    else d.portA = true;
  }
  if (d.usesB && !smallImmediate) {
    if (d.readB < kRegisterFileAddresses) sourceB = static_cast<uint8_t>(kSlotFileB + (d.inPlaceB = d.readB));
    else if (d.readB == kNumberAddress) sourceB = kSlotQpuNumber;
    else d.portB = true;
  }
  for (int i = 0; i < 4; ++i) {
    uint8_t m = d.mux[i];
    if (m == kNoInput) continue;
    if (m < 6) d.source[i] = static_cast<uint8_t>(kSlotAccumulators + m);
    else d.source[i] = m == kMuxFileA ? sourceA : sourceB;
    // Addendum, "Vector rotation": only accumulator inputs r0..r3 of the mul ALU rotate.
    if (rotation && i >= 2 && m <= 3) d.rotates = true;
    if (smallImmediate && d.source[i] == kSlotPortB) d.readsImmediate = true;
  }
  d.targetAdd = slotOf(d.writeAdd, d.writeSwap);
  d.targetMul = slotOf(d.writeMul, !d.writeSwap);
  d.kind = Predecoded::Kind::Alu;
  d.fast = !d.special && !d.unpacks && !d.packs && !d.portA && !d.portB && !d.signals &&
           d.targetAdd != kPeripheralSlot && d.targetMul != kPeripheralSlot;
  d.addKind = fastOp(*d.add, d.source[0] == d.source[1]);
  d.mulKind = fastOp(*d.mul, d.source[2] == d.source[3]);
  if (static_cast<int>(d.mulKind) >= kMulFastOps) d.mulKind = FastOp::Other;  // fast.cpp counts on it
  return d;
}

// ---- faults and hazards ----------------------------------------------------

void Machine::fault(const Qpu& qpu, std::string kind, std::string message,
                    std::optional<uint32_t> lane, std::optional<uint32_t> value) {
  if (report_.fault) return;
  Fault f;
  f.kind = std::move(kind);
  f.message = std::move(message);
  f.qpu = qpu.number;
  f.lane = lane;
  f.value = value;
  f.address = qpu.pc;
  if (config_.mode == Mode::Cycle) f.cycle = qpu.readyCycle;
  uint64_t word = 0;
  uint32_t low = 0, high = 0;
  if (memory_.read32(qpu.pc, low) && memory_.read32(qpu.pc + 4, high)) {
    word = (uint64_t{high} << 32) | low;
    f.instruction = formatWord(word, qpu.pc);
  }
  report_.fault = std::move(f);
}

void Machine::hazard(const Qpu& qpu, std::string kind, std::string message) {
  ++report_.hazardCount;
  if (report_.hazards.size() >= config_.maxReportedHazards) return;
  Hazard h;
  h.kind = std::move(kind);
  h.message = std::move(message);
  h.qpu = qpu.number;
  h.address = qpu.pc;
  h.cycle = config_.mode == Mode::Cycle ? qpu.readyCycle : qpu.report.instructions;
  if (const Predecoded* d = code_.find(qpu.pc)) h.instruction = formatWord(d->word, qpu.pc);
  report_.hazards.push_back(std::move(h));
}

// ---- registers -------------------------------------------------------------

bool Machine::readUniform(Qpu& qpu, uint32_t& value) {
  if (qpu.uniformAddressDelay)
    hazard(qpu, "uniform-after-address-write",
           "uniform read within two instructions of a write to unif_addr (page 22)");
  if (qpu.uniformsEnd && qpu.uniforms >= *qpu.uniformsEnd) {
    fault(qpu, "uniform-overrun",
          fmt::format("uniform read number {}, but the run gave {} (--uniform)",
                      qpu.report.uniformsRead + 1, qpu.report.uniformsRead));
    return false;
  }
  if (!memory_.read32(qpu.uniforms, value)) {
    fault(qpu, "bad-address",
          fmt::format("uniform read at 0x{:08x}, outside allocated memory", qpu.uniforms),
          std::nullopt, qpu.uniforms);
    return false;
  }
  if (cycleModel_) stallUntil(qpu, Stall::UniformCache, timing_.readUniform(qpu.number, qpu.uniforms, qpu.readyCycle));
  qpu.uniforms += 4;
  ++qpu.report.uniformsRead;
  return true;
}

void Machine::readAfterWrite(const Qpu& qpu, bool fileB, uint8_t address) {
  hazard(qpu, "regfile-read-after-write",
         fmt::format("reads r{}{} written by the previous instruction (page 17: no forwarding)",
                     fileB ? 'b' : 'a', address));
}

bool Machine::readPort(Qpu& qpu, bool fileB, uint8_t address, Vector& value) {
  auto defaultRead = [&] {
    if (fileB) {
      value = splat(qpu.number);
    } else {
      for (uint32_t i = 0; i < kLanes; ++i) value[i] = i;
    }
  };
  switch (address) {
    case kUniformReadAddress: {
      uint32_t u = 0;
      if (!readUniform(qpu, u)) return false;
      value = splat(u);
      return true;
    }
    case kVaryingReadAddress:
      fault(qpu, "unsupported", "varyings exist only in fragment shading, not in general-purpose programs");
      return false;
    case kVpmAddress: {
      VpmOutcome outcome = vpm_.read(qpu.number, value, vpmSite(qpu));
      if (!outcome.fault.empty()) {
        fault(qpu, "vpm", "VPM read: " + outcome.fault);
        return false;
      }
      if (!outcome.hazard.kind.empty()) hazard(qpu, outcome.hazard.kind, outcome.hazard.message);
      if (cycleModel_) stallUntil(qpu, Stall::VpmRead, qpu.timing.vpmReadReady);
      return true;
    }
    case kVpmSetupAddress:  // vr_busy / vw_busy
      value = splat(cycleModel_ && (fileB ? qpu.timing.storeDone : qpu.timing.loadDone) > qpu.readyCycle);
      return true;
    case kVpmDmaAddressAddress:  // vr_wait / vw_wait
      if (cycleModel_) stallUntil(qpu, Stall::VpmDma, fileB ? qpu.timing.storeDone : qpu.timing.loadDone);
      defaultRead();
      return true;
    case kPixelCoordinateAddress:
    case kMsFlagsAddress:
      fault(qpu, "unsupported",
            fmt::format("reading {} (fragment-shading state) in a general-purpose program",
                        readRegisterName(fileB ? RegisterFile::B : RegisterFile::A, address).name));
      return false;
    default:  // element / QPU number, mutex acquire (the wait is in executeAlu), unmapped
      defaultRead();
      return true;
  }
}

void Machine::writeRegister(Qpu& qpu, bool fileB, uint8_t address, const Vector& value,
                            const LaneMask& lanes, bool wholeVector) {
  if (address <= kAccumulatorR3Address) {
    writeSlot(qpu, slotOf(address, fileB), value, lanes, wholeVector);
    return;
  }
  if (address != kNopAddress) writePeripheral(qpu, fileB, address, value, lanes, wholeVector);
}

void Machine::writePeripheral(Qpu& qpu, bool fileB, uint8_t address, const Vector& value,
                              const LaneMask& lanes, bool wholeVector) {
  auto name = [&] { return writeRegisterName(fileB ? RegisterFile::B : RegisterFile::A, address).name; };
  bool peripheral = address >= kVpmAddress || address == kUniformsAddressAddress;
  if (peripheral && !wholeVector)
    hazard(qpu, "conditional-peripheral-write",
           fmt::format("conditional write to {}: the hardware ignores the condition (addendum)", name()));
  uint32_t first = value[0];
  switch (address) {
    case kTmuNoSwapAddress:
      qpu.tmuNoSwap = first & 1;
      return;
    case kR5Address:  // addendum, "Writing to r5": A replicates per quad, B to all
      for (uint32_t i = 0; i < kLanes; ++i) qpu.acc()[5][i] = fileB ? first : value[i & ~3u];
      return;
    case kHostInterruptAddress:
      ++report_.hostInterrupts;
      ++qpu.report.hostInterrupts;  // V3D_DBQITC latches one bit per QPU
      return;
    case kUniformsAddressAddress:
      if (fileB) {
        fault(qpu, "unsupported", "unif_addr_rel (regfile B address 40) is not modelled; write unif_addr");
        return;
      }
      qpu.uniforms = first;
      qpu.uniformsEnd.reset();
      qpu.uniformAddressDelay = kUniformsAddressDelay + 1;  // counted down after this instruction too
      return;
    case kVpmAddress: {
      VpmOutcome outcome = vpm_.write(qpu.number, value, vpmSite(qpu));
      if (!outcome.fault.empty()) fault(qpu, "vpm", "VPM write: " + outcome.fault);
      if (!outcome.hazard.kind.empty()) hazard(qpu, outcome.hazard.kind, outcome.hazard.message);
      return;
    }
    case kVpmSetupAddress: {
      VpmOutcome outcome = fileB ? vpm_.writeWriteSetup(qpu.number, first)
                                 : vpm_.writeReadSetup(qpu.number, first);
      if (!outcome.fault.empty())
        fault(qpu, "vpm", fmt::format("{} = 0x{:08x}: {}", name(), first, outcome.fault), 0, first);
      if (cycleModel_ && !fileB) qpu.timing.vpmReadReady = qpu.readyCycle + 3;
      return;
    }
    case kVpmDmaAddressAddress: {
      VpmOutcome outcome = fileB ? vpm_.startStore(qpu.number, first, memory_, vpmSite(qpu))
                                 : vpm_.startLoad(qpu.number, first, memory_, vpmSite(qpu));
      if (!outcome.fault.empty()) {
        fault(qpu, "vpm", fmt::format("{} = 0x{:08x}: {}", name(), first, outcome.fault), 0, first);
        return;
      }
      if (!outcome.hazard.kind.empty()) hazard(qpu, outcome.hazard.kind, outcome.hazard.message);
      (fileB ? qpu.report.dmaStoreBytes : qpu.report.dmaLoadBytes) += outcome.bytes;
      if (cycleModel_) {
        uint64_t& done = fileB ? qpu.timing.storeDone : qpu.timing.loadDone;
        // A new transfer waits for this QPU's previous one on the same engine.
        stallUntil(qpu, Stall::VpmDma, done);
        done = timing_.dma(fileB, outcome.bytes, outcome.rows, qpu.readyCycle);
      }
      return;
    }
    case kMutexAddress:
      if (mutexOwner_ == qpu.number) {
        mutexOwner_.reset();
        vpm_.mutexReleased(qpu.number);
        released_ |= kReleasedMutex;
      }
      return;
    default:
      break;
  }
  if (address >= kSfuRecipAddress && address <= kSfuLogAddress) {
    auto function = static_cast<SfuFunction>(address - kSfuRecipAddress);
    for (uint32_t i = 0; i < kLanes; ++i) qpu.sfuResult[i] = sfu(function, value[i]);
    qpu.sfuDelay = kSfuLatency + 1;  // counted down after this instruction too
    return;
  }
  if (address == kTmu0SAddress || address == kTmu1SAddress) {
    uint32_t tmu = address == kTmu1SAddress;
    auto& fifo = qpu.tmuFifo[tmu];
    if (fifo.size() >= kTmuRequestsInFlight)
      hazard(qpu, "tmu-fifo-overflow",
             fmt::format("a {}th request to TMU{} without ldtmu{}: the receive FIFO holds {} (addendum)",
                         fifo.size() + 1, tmu, tmu, kTmuRequestsInFlight));
    // Page 40: the bottom two bits are ignored. The lanes usually lie in one
    // allocation: one look-up for all of them, else one per lane.
    uint32_t low = ~0u, high = 0;
    for (uint32_t i = 0; i < kLanes; ++i) {
      if (!lanes[i]) continue;
      low = std::min(low, value[i] & ~3u);
      high = std::max(high, value[i] & ~3u);
    }
    const uint8_t* block = low <= high ? memory_.map(low, high - low + 4) : nullptr;
    Vector data{};
    for (uint32_t i = 0; i < kLanes; ++i) {
      if (!lanes[i]) continue;
      uint32_t at = value[i] & ~3u;
      if (block) {
        data[i] = loadWord(block + (at - low));
      } else if (!memory_.read32(at, data[i])) {
        fault(qpu, "bad-address",
              fmt::format("TMU{} lookup at 0x{:08x}, outside allocated memory", tmu, value[i]), i,
              value[i]);
        return;
      }
    }
    uint64_t ready = cycleModel_ ? timing_.tmuLookup(qpu.number, tmu, value, qpu.readyCycle) : 0;
    fifo.push_back({data, ready});
    ++qpu.report.tmuRequests;
    return;
  }
  if (address > kTmu0SAddress && address <= kTmu1BAddress) {
    fault(qpu, "unsupported",
          fmt::format("{}: texture lookups are not modelled; a general-memory lookup writes only "
                      "tmu0_s / tmu1_s with the address",
                      name()));
    return;
  }
  fault(qpu, "unsupported",
        fmt::format("writing {} (graphics pipeline) in a general-purpose program", name()));
}

// ---- instructions ------------------------------------------------------------

Wait Machine::executeAlu(Qpu& qpu, const Predecoded& d) {
  if (d.special) {
    if (d.readsMutex) {
      if (mutexOwner_ && *mutexOwner_ != qpu.number) return Wait::Mutex;
      mutexOwner_ = qpu.number;
    }
    if (const char* what = graphicsSignal(d.signal)) {
      fault(qpu, "unsupported", fmt::format("signal {} ({}) belongs to the graphics pipeline",
                                            signalName(d.signal), what));
      return Wait::None;
    }
    if (d.signal == kSignalBreakpoint) {
      fault(qpu, "breakpoint", "software breakpoint signal (bkpt)");
      return Wait::None;
    }
  }

  // The read ports: regfile registers are read in place (the results go to
  // separate vectors and reach the registers only afterwards); peripherals
  // and the small immediate fill the ports' slots.
  Vector* slots = qpu.slots.data();
  if (d.inPlaceA == qpu.writtenA) readAfterWrite(qpu, false, d.readA);
  if (d.portA && !readPort(qpu, false, d.readA, slots[kSlotPortA])) return Wait::None;
  uint32_t rotation = 0;
  if (d.signal == kSignalSmallImmediate) {
    slots[kSlotPortB] = d.immediate;
    if (d.rotates)
      rotation = d.readB == kSmallImmediateRotateByR5 ? qpu.acc()[5][0] & 15 : rotationOf(d.readB);
  }
  if (d.inPlaceB == qpu.writtenB) readAfterWrite(qpu, true, d.readB);
  if (d.portB && !readPort(qpu, true, d.readB, slots[kSlotPortB])) return Wait::None;
  if (faulted()) return Wait::None;

  if (d.readsR4 && qpu.sfuDelay)
    hazard(qpu, "r4-read-too-soon", "r4 read within two instructions of an SFU write (page 23)");

  // The four ALU inputs: unpacked for the operation that consumes them, the
  // mul ALU's accumulator inputs rotated. One ALU's inputs from one source
  // stay one vector (v8min/v8max of a vector with itself is a copy).
  const Vector* inputs[4] = {&slots[d.source[0]], &slots[d.source[1]], &slots[d.source[2]],
                             &slots[d.source[3]]};
  Vector changed[4];
  if (d.unpacks) unpackInputs(d, inputs, changed);
  if (rotation) {
    for (int i = 2; i < 4; ++i) {
      if (d.mux[i] > 3) continue;
      if (i == 3 && d.mux[3] == d.mux[2]) {
        inputs[3] = inputs[2];
        continue;
      }
      changed[i] = rotate(*inputs[i], rotation);
      inputs[i] = &changed[i];
    }
  }

  Vector addResult, addCarry, mulResult, mulCarry;
  if (d.add->execute) {
    d.add->execute(*inputs[0], *inputs[1], addResult, addCarry);
    ++qpu.report.addOps;
  } else {
    addResult.fill(0);  // a nop's result, for a write address that is not nop
  }
  if (d.mul->execute) {
    d.mul->execute(*inputs[2], *inputs[3], mulResult, mulCarry);
    ++qpu.report.mulOps;
  } else {
    mulResult.fill(0);
  }
  // Both ALUs' conditions see the flags from before this instruction sets
  // them: the flags change after the writes (the pack path, which changes
  // the results it writes, takes its lane masks first).
  auto updateFlags = [&](const LaneMask& addLanes, const LaneMask& mulLanes) {
    if (d.add->opcode != kOpNop) {
      setFlags(*d.add, addResult, addCarry, addLanes, qpu.flags);
    } else if (d.mul->opcode != kOpNop) {
      setFlags(*d.mul, mulResult, mulCarry, mulLanes, qpu.flags);
    }
  };
  if (d.packs) {
    LaneMask addLanes = conditionMask(d.conditionAdd, qpu.flags);
    LaneMask mulLanes = conditionMask(d.conditionMul, qpu.flags);
    if (d.setFlags) updateFlags(addLanes, mulLanes);
    writeResultsThroughPacks(qpu, d, inputs, addResult, addLanes, mulResult, mulLanes);
  } else {
    // The common write (unconditional, to a register) here, the rest in writeResult.
    auto write = [&](uint8_t target, uint8_t condition, bool toB, uint8_t address, const Vector& value) {
      if (target < kSlotPortA && condition == kConditionAlways) {
        writeSlot(qpu, target, value, kAllLanes, true);
      } else if (target != kNoSlot) {
        writeResult(qpu, target, condition, toB, address, value);
      }
    };
    write(d.targetAdd, d.conditionAdd, d.writeSwap, d.writeAdd, addResult);
    if (!faulted()) write(d.targetMul, d.conditionMul, !d.writeSwap, d.writeMul, mulResult);
    if (d.setFlags)
      updateFlags(conditionMask(d.conditionAdd, qpu.flags), conditionMask(d.conditionMul, qpu.flags));
  }
  if (faulted()) return Wait::None;
  if (d.signals) signal(qpu, d);
  return Wait::None;
}

void Machine::unpackInputs(const Predecoded& d, const Vector* inputs[4], Vector changed[4]) {
  for (int i = 0; i < 4; ++i) {
    uint8_t m = d.mux[i];
    bool floatInput = (i < 2 ? d.add : d.mul)->floatInputs;
    if (!d.packSelect && m == kMuxFileA) {
      for (uint32_t l = 0; l < kLanes; ++l)
        changed[i][l] = unpackRegfileA(d.unpack, (*inputs[i])[l], floatInput);
      inputs[i] = &changed[i];
    } else if (d.packSelect && m == kMuxR4) {
      for (uint32_t l = 0; l < kLanes; ++l) changed[i][l] = unpackR4(d.unpack, (*inputs[i])[l], floatInput);
      inputs[i] = &changed[i];
    }
  }
}

// One ALU result without a pack: to a register or accumulator in the lanes
// whose condition holds, or to a peripheral.
void Machine::writeResult(Qpu& qpu, uint8_t target, uint8_t condition, bool toB, uint8_t address,
                          const Vector& value) {
  if (target == kNoSlot || condition == kConditionNever) return;
  LaneMask lanes = conditionMask(condition, qpu.flags);
  if (!anyLane(lanes)) return;
  if (target == kPeripheralSlot) {
    writePeripheral(qpu, toB, address, value, lanes, allLanes(lanes));
    return;
  }
  writeSlot(qpu, target, value, lanes, false);
}

void Machine::writeResultsThroughPacks(Qpu& qpu, const Predecoded& d, const Vector* const inputs[4],
                                       Vector& addResult, const LaneMask& addLanes,
                                       Vector& mulResult, const LaneMask& mulLanes) {
  LaneMask overflow{};
  bool saturate32 = !d.packSelect && d.pack == kPack32Saturated && !d.writeSwap;
  if (saturate32)
    for (uint32_t l = 0; l < kLanes; ++l)
      overflow[l] = signedOverflow(d.add->opcode, (*inputs[0])[l], (*inputs[1])[l], addResult[l]);
  writeResults(qpu, d, addResult, addLanes, mulResult, mulLanes, saturate32 ? &overflow : nullptr);
}

// Both ALU outputs to their registers, through the pack units.
void Machine::writeResults(Qpu& qpu, const Predecoded& d, Vector& addValue, const LaneMask& addLanes,
                           Vector& mulValue, const LaneMask& mulLanes, const LaneMask* addOverflow) {
  bool addToB = d.writeSwap, mulToB = !d.writeSwap;
  auto packed = [&](Vector& value, bool toB, uint8_t address, bool isMul, bool floatResult) {
    if (!d.pack) return;
    const Vector* previous = nullptr;
    if (address < kRegisterFileAddresses) previous = &(toB ? qpu.fileB() : qpu.fileA())[address];
    else if (address <= kAccumulatorR3Address) previous = &qpu.acc()[address - kAccumulatorAddress];
    Vector old = previous ? *previous : Vector{};
    if (d.packSelect && isMul) {
      for (uint32_t l = 0; l < kLanes; ++l) value[l] = packMulColour(d.pack, value[l], old[l]);
    } else if (!d.packSelect && !toB) {
      for (uint32_t l = 0; l < kLanes; ++l) {
        bool overflowed = !isMul && addOverflow && (*addOverflow)[l];
        value[l] = packRegfileA(d.pack, value[l], old[l], floatResult, overflowed);
      }
    }
  };
  if (d.writeAdd != kNopAddress && anyLane(addLanes)) {
    packed(addValue, addToB, d.writeAdd, false, d.add && d.add->floatResult);
    writeRegister(qpu, addToB, d.writeAdd, addValue, addLanes, allLanes(addLanes));
  }
  if (d.writeMul != kNopAddress && anyLane(mulLanes) && !faulted()) {
    packed(mulValue, mulToB, d.writeMul, true, d.mul && d.mul->floatResult);
    writeRegister(qpu, mulToB, d.writeMul, mulValue, mulLanes, allLanes(mulLanes));
  }
}

void Machine::signal(Qpu& qpu, const Predecoded& d) {
  switch (d.signal) {
    case kSignalThreadEnd:
      qpu.endDelay = kThreadEndDelaySlots + 1;
      return;
    case kSignalLoadTmu0:
    case kSignalLoadTmu1: {
      uint32_t tmu = d.signal == kSignalLoadTmu1;
      auto& fifo = qpu.tmuFifo[tmu];
      if (fifo.empty()) {
        fault(qpu, "tmu-empty",
              fmt::format("ldtmu{} with no TMU{} request outstanding: the QPU would wait for ever", tmu, tmu));
        return;
      }
      if (cycleModel_) stallUntil(qpu, Stall::Tmu, fifo.front().readyCycle);
      qpu.acc()[4] = fifo.front().data;
      fifo.pop_front();
      return;
    }
    default:  // thread switches are no-ops for a single thread per QPU
      return;
  }
}

Wait Machine::executeLoadImmediate(Qpu& qpu, const Predecoded& d) {
  if (d.kind == Predecoded::Kind::Semaphore) {
    uint8_t& count = semaphores_[d.semaphore];
    if (d.acquire ? count == 0 : count == 15) return Wait::Semaphore;
    count = static_cast<uint8_t>(d.acquire ? count - 1 : count + 1);
    released_ |= 1u << d.semaphore;  // a QPU waiting on this semaphore may go on
    vpm_.semaphore(qpu.number, d.semaphore, d.acquire);
  }
  LaneMask addLanes = conditionMask(d.conditionAdd, qpu.flags);
  LaneMask mulLanes = conditionMask(d.conditionMul, qpu.flags);
  if (d.setFlags) {
    static const OpInfo& orOp = *findOp(Unit::Add, kOpAddOr);
    setFlags(orOp, d.immediate, Vector{}, addLanes, qpu.flags);
  }
  Vector addValue = d.immediate, mulValue = d.immediate;
  writeResults(qpu, d, addValue, addLanes, mulValue, mulLanes);
  return Wait::None;
}

void Machine::executeBranch(Qpu& qpu, const Predecoded& d) {
  if (qpu.branchDelay)
    hazard(qpu, "branch-in-delay-slot", "a branch in the delay slots of another branch (page 20)");
  if (!branchTaken(d.branchCondition, qpu.flags)) return;
  uint32_t link = qpu.pc + kBranchBaseBytes;
  uint32_t target = static_cast<uint32_t>(d.branchOffset);
  if (d.relative) target += link;
  if (d.branchRegister) {
    if (qpu.writtenA == d.readA)
      hazard(qpu, "regfile-read-after-write",
             fmt::format("branch reads ra{} written by the previous instruction", d.readA));
    target += qpu.fileA()[d.readA][0];
  }
  qpu.branchTarget = target;
  qpu.branchDelay = kBranchDelaySlots + 1;
  Vector value = splat(link);
  writeResults(qpu, d, value, kAllLanes, value, kAllLanes);
}

// Runs the instruction at qpu.pc.
Wait Machine::step(Qpu& qpu, const Predecoded& d) {
  Wait wait = d.kind == Predecoded::Kind::Alu ? executeAlu(qpu, d) : stepOther(qpu, d);
  if (wait != Wait::None) return wait;  // nothing was written: it runs again
  if (!faulted()) finishInstructions(qpu);
  return Wait::None;
}

Wait Machine::stepOther(Qpu& qpu, const Predecoded& d) {
  switch (d.kind) {
    case Predecoded::Kind::LoadImmediate:
    case Predecoded::Kind::Semaphore: return executeLoadImmediate(qpu, d);
    case Predecoded::Kind::Branch: executeBranch(qpu, d); return Wait::None;
    case Predecoded::Kind::Illegal: fault(qpu, "illegal-instruction", d.illegal); return Wait::None;
    case Predecoded::Kind::Alu: break;
  }
  return executeAlu(qpu, d);
}

void countDown(Qpu& qpu) {
  if (qpu.uniformAddressDelay) --qpu.uniformAddressDelay;
  if (qpu.sfuDelay && --qpu.sfuDelay == 0) qpu.acc()[4] = qpu.sfuResult;
  if (qpu.branchDelay && --qpu.branchDelay == 0) qpu.pc = qpu.branchTarget;
  if (qpu.endDelay && --qpu.endDelay == 0) qpu.status = QpuStatus::Ended;
}

}  // namespace gpuasm::vc4
