#include "targets/vc4/asm/checks.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {
namespace {

constexpr std::string_view kWarningCodes[] = {"conditional-peripheral-write",
                                              "tmu-write-uniform-read", "missing-thrend"};

// The thread-end rule of page 37: the thread end and its delay slots must not
// read or write this address of either file.
constexpr uint8_t kAddressFourteen = 14;

// At most N elements in place: an instruction has two outputs and four ALU
// inputs, and the facts of every instruction are built on each assembly.
template <typename T, size_t N>
class SmallList {
 public:
  void push_back(const T& value) { items_[size_++] = value; }
  size_t size() const { return size_; }
  const T& operator[](size_t i) const { return items_[i]; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }

 private:
  std::array<T, N> items_{};
  size_t size_ = 0;
};

struct Write {
  RegisterFile file;
  uint8_t address;
  uint8_t condition;  // kConditionAlways for branch links
  bool fromAdd;
};

// What one encoded instruction does, as far as the restrictions care.
struct Facts {
  const ProgramItem* item = nullptr;
  uint64_t word = 0;
  Instruction::Form form = Instruction::Form::Alu;
  uint8_t signal = kSignalNone;  // ALU form only
  SmallList<Write, 2> outputs;
  // Register-file reads: raddr_a / raddr_b as the instruction uses them.
  std::optional<uint8_t> readA, readB;
  SmallList<uint8_t, 4> usedMuxes;  // inputs of both ALUs that their operations read
  SmallList<uint8_t, 2> mulMuxes;   // the mul ALU's inputs (a rotation moves these)
  std::optional<uint8_t> rotation;  // small-immediate code 48..63 with a mul operation
  bool unconditionalBranch = false;
  size_t position = 0;  // in its straight line (0: nothing known before it)

  bool isBranch() const { return form == Instruction::Form::Branch; }
  bool endsThread() const { return signal == kSignalThreadEnd || signal == kSignalLoadColourEnd; }
  bool switchesThread() const {
    return signal == kSignalThreadSwitch || signal == kSignalLastThreadSwitch;
  }
  bool writes(uint8_t low, uint8_t high) const {
    for (const Write& w : outputs)
      if (w.address >= low && w.address <= high) return true;
    return false;
  }
  bool writesAddress(uint8_t address) const { return writes(address, address); }
  bool reads(uint8_t address) const { return readA == address || readB == address; }
  bool readsAccumulator(uint8_t accumulator) const {
    for (uint8_t m : usedMuxes)
      if (m == accumulator) return true;
    return false;
  }
  bool writesR4() const {
    return signal == kSignalLoadCoverage || signal == kSignalLoadColour ||
           signal == kSignalLoadColourEnd || signal == kSignalLoadTmu0 ||
           signal == kSignalLoadTmu1 || signal == kSignalLoadAlphaMask ||
           writes(kSfuRecipAddress, kSfuLogAddress);
  }
  bool usesTileBuffer() const {
    return signal == kSignalScoreboardWait || signal == kSignalLoadCoverage ||
           signal == kSignalLoadColour || signal == kSignalLoadColourEnd ||
           signal == kSignalLoadAlphaMask || writes(kTlbStencilSetupAddress, kTlbAlphaMaskAddress);
  }
};

uint8_t operandsOf(Unit unit, uint32_t opcode) {
  const OpInfo* op = findOp(unit, opcode);
  return op ? op->operands : 2;
}

Facts factsOf(uint64_t word) {
  Facts f;
  f.word = word;
  uint32_t signal = kSignal.get(word);
  bool ws = kWriteSwap.get(word);
  auto addWrite = [&](bool fromAdd, uint8_t condition) {
    auto address = static_cast<uint8_t>((fromAdd ? kWriteAddressAdd : kWriteAddressMul).get(word));
    if (address == kNopAddress || condition == kConditionNever) return;
    RegisterFile file = fromAdd == !ws ? RegisterFile::A : RegisterFile::B;
    f.outputs.push_back({file, address, condition, fromAdd});
  };
  if (signal == kSignalBranch) {
    f.form = Instruction::Form::Branch;
    f.unconditionalBranch = kBranchCondition.get(word) == kBranchAlways;
    if (kBranchRegister.get(word)) f.readA = static_cast<uint8_t>(kBranchReadAddressA.get(word));
    addWrite(true, kConditionAlways);
    addWrite(false, kConditionAlways);
    return f;
  }
  addWrite(true, static_cast<uint8_t>(kConditionAdd.get(word)));
  addWrite(false, static_cast<uint8_t>(kConditionMul.get(word)));
  if (signal == kSignalLoadImmediate) {
    f.form = kLoadImmediateType.get(word) == kLoadImmediateSemaphore
                 ? Instruction::Form::Semaphore
                 : Instruction::Form::LoadImmediate;
    return f;
  }
  bool smallImmediate = signal == kSignalSmallImmediate;
  if (!smallImmediate) f.signal = static_cast<uint8_t>(signal);
  uint8_t addOperands = operandsOf(Unit::Add, kOpAdd.get(word));
  uint8_t mulOperands = operandsOf(Unit::Mul, kOpMul.get(word));
  const Field* muxes[] = {&kAddMuxA, &kAddMuxB, &kMulMuxA, &kMulMuxB};
  for (int i = 0; i < 4; ++i) {
    uint8_t operands = i < 2 ? addOperands : mulOperands;
    if (i % 2 >= operands) continue;
    auto mux = static_cast<uint8_t>(muxes[i]->get(word));
    f.usedMuxes.push_back(mux);
    if (i >= 2) f.mulMuxes.push_back(mux);
  }
  auto raddrA = static_cast<uint8_t>(kReadAddressA.get(word));
  auto raddrB = static_cast<uint8_t>(kReadAddressB.get(word));
  // A physical register is read when an operand selects it; an I/O address
  // (uniforms, varyings, VPM, mutex) acts by being in the field (page 37 counts
  // such reads whatever the muxes do, and Broadcom's code leaves unused fields 39).
  bool muxA = false, muxB = false;
  for (uint8_t m : f.usedMuxes) {
    muxA |= m == kMuxFileA;
    muxB |= m == kMuxFileB;
  }
  if (raddrA != kNopAddress && (raddrA >= kRegisterFileAddresses || muxA)) f.readA = raddrA;
  if (!smallImmediate && raddrB != kNopAddress && (raddrB >= kRegisterFileAddresses || muxB))
    f.readB = raddrB;
  if (smallImmediate && raddrB >= kSmallImmediateRotations && mulOperands > 0) f.rotation = raddrB;
  return f;
}

std::string writeName(const Write& w) {
  return std::string(writeRegisterName(w.file, w.address).name);
}
std::string readName(RegisterFile file, uint8_t address) {
  return std::string(readRegisterName(file, address).name);
}

// Encodes one instruction on its own: every label reads as 0, which changes no
// register, signal or condition (only branch targets and immediates).
// Encodes instructions on their own (symbols read as 0), into a scratch
// diagnostics engine built once per program rather than once per instruction.
class AloneEncoder {
 public:
  std::optional<uint64_t> encode(const PendingInstruction& instruction) {
    std::array<uint8_t, kInstructionBytes> bytes{};
    if (instruction.units() != kInstructionBytes) return std::nullopt;
    size_t errorsBefore = scratch_.errorCount();
    instruction.encode(context_, bytes);
    if (scratch_.errorCount() != errorsBefore) return std::nullopt;
    return word(bytes);
  }
  // An instruction's bytes (encoded when it was parsed) as its word.
  static std::optional<uint64_t> word(std::span<const uint8_t> bytes) {
    if (bytes.size() != kInstructionBytes) return std::nullopt;
    uint64_t word = 0;
    for (size_t b = 0; b < kInstructionBytes; ++b) word |= uint64_t{bytes[b]} << (8 * b);
    return word;
  }

 private:
  SourceManager sources_;
  DiagnosticEngine scratch_{sources_};
  SymbolResolver zero_ = [](std::string_view) -> std::optional<int64_t> { return 0; };
  EncodeContext context_{zero_, scratch_};
};

// The instructions in order, each with its position in its straight line,
// handed to `check` one at a time (a million-instruction program is never
// held as facts all at once).
template <typename Check>
void straightLines(const std::vector<ProgramItem>& items, Check&& check) {
  std::optional<size_t> lastPosition;
  bool restart = true;
  bool unreachable = false;                    // after an unconditional exit, until a label
  size_t flowLeavesAfter = 0;                  // delay slots left before an unconditional exit
  constexpr uint32_t kNoSection = UINT32_MAX;  // no item's (ProgramItem::section is 16 bits)
  uint32_t section = kNoSection;
  AloneEncoder encoder;
  for (const ProgramItem& item : items) {
    if (item.kind == ProgramItem::Kind::Label) {
      // Code after an unconditional exit runs only when something branches to
      // a label after it, so it does not fall through into that label.
      if (unreachable) restart = true;
      unreachable = false;
      continue;
    }
    const bool instruction =
        item.kind == ProgramItem::Kind::Instruction && (item.instruction() || item.isEncoded());
    if (!instruction || item.section != section) {
      restart = true;
      unreachable = false;
      flowLeavesAfter = 0;
      section = item.kind == ProgramItem::Kind::Instruction ? item.section : kNoSection;
      if (!instruction) continue;
    }
    auto word =
        item.isEncoded() ? encoder.word(item.encodedBytes()) : encoder.encode(*item.instruction());
    if (!word) {
      restart = true;
      flowLeavesAfter = 0;
      continue;
    }
    Facts f = factsOf(*word);
    f.item = &item;
    f.position = restart || !lastPosition ? 0 : *lastPosition + 1;
    lastPosition = f.position;
    restart = false;
    if (flowLeavesAfter > 0 && --flowLeavesAfter == 0) restart = unreachable = true;
    if (flowLeavesAfter == 0) {
      if (f.unconditionalBranch) flowLeavesAfter = kBranchDelaySlots;
      if (f.endsThread()) flowLeavesAfter = kThreadEndDelaySlots;
    }
    check(std::move(f));
  }
}

class Checker {
 public:
  explicit Checker(DiagnosticEngine& diagnostics) : diagnostics_(diagnostics) {}

  // Checks the next instruction, on its own and against the ones before it.
  void add(Facts next) {
    size_t i = count_++;
    window_[i % kWindow] = std::move(next);
    const Facts& f = window_[i % kWindow];
    if (f.position == 0) tmuRequests_ = {};
    if (f.item->section >= sectionCounts_.size()) sectionCounts_.resize(f.item->section + 1, 0);
    size_t inSection = sectionCounts_[f.item->section]++;
    checkSingle(f, inSection);
    if (f.endsThread()) checkThreadEnd(f);
    checkAgainstEarlier(i);
    checkTmuFifo(f, tmuRequests_);
  }

 private:
  // No check looks further back than a branch's delay slots.
  static constexpr size_t kWindow = kBranchDelaySlots + 1;

  // The instruction `back` places before instruction i on its straight line.
  const Facts* before(size_t i, size_t back) const {
    if (back == 0 || back >= kWindow || window_[i % kWindow].position < back) return nullptr;
    return &window_[(i - back) % kWindow];
  }

  void error(const Facts& at, std::string code, std::string message, const Facts* earlier = nullptr,
             std::string_view note = {}) {
    size_t count = diagnostics_.diagnostics().size();
    diagnostics_.error(at.item->location(), std::move(code), std::move(message));
    if (earlier && diagnostics_.diagnostics().size() > count)
      diagnostics_.note(earlier->item->location(), std::string(note));
  }
  void warning(const Facts& at, std::string code, std::string message) {
    diagnostics_.warning(at.item->location(), std::move(code), std::move(message));
  }

  // ---- restrictions within one instruction ------------------------------

  void checkSingle(const Facts& f, size_t inSection) {
    bool sameDestination = checkSameDestination(f);
    checkPeripherals(f);
    if (!sameDestination) checkVpmAccesses(f);  // both writing `vpm` is reported once
    for (const Write& w : f.outputs) {
      bool tmu = w.address >= kTmu0SAddress && w.address <= kTmu1BAddress;
      if ((tmu || w.address == kVpmAddress) && w.condition != kConditionAlways) {
        warning(f, "conditional-peripheral-write",
                fmt::format("conditional write to '{}': the {} request is issued for every "
                            "element, with undefined data where the condition fails (vc4asm "
                            "addendum, 'No conditional write to peripheral registers')",
                            writeName(w), tmu ? "TMU" : "VPM"));
      }
    }
    if (f.writes(kTmu0SAddress, kTmu1BAddress) && f.reads(kUniformReadAddress)) {
      warning(f, "tmu-write-uniform-read",
              "a TMU write also reads a uniform: unless the lookup is a direct memory address, "
              "the TMU takes its texture setup from the uniform stream in the same instruction "
              "(page 23)");
    }
    if (inSection < 2 && f.usesTileBuffer()) {
      error(f, "early-scoreboard-wait",
            fmt::format("instruction {} of the program waits for the scoreboard ({}): a "
                        "scoreboard wait must not occur in the first two instructions of a "
                        "fragment shader (page 37)",
                        inSection + 1,
                        f.signal == kSignalScoreboardWait ? "the sbwait signal"
                                                          : "its first tile-buffer access"));
    }
  }

  bool checkSameDestination(const Facts& f) {
    if (f.outputs.size() != 2) return false;
    const Write& add = f.outputs[0];
    const Write& mul = f.outputs[1];
    // Regfile writes go to different files; I/O addresses mostly mean one register
    // in both (table 14), except where A and B name different registers.
    if (add.address != mul.address || add.address < kRegisterFileAddresses) return false;
    bool oneRegister = add.file == mul.file ||
                       (add.address != kPixelCoordinateAddress && add.address != kMsFlagsAddress &&
                        add.address != kVpmSetupAddress && add.address != kVpmDmaAddressAddress);
    if (!oneRegister) return false;
    // Broadcom's GPU_FFT merges two values into one accumulator with inverse
    // conditions (`mov.ifz r0, r2; mov.ifnz r0, r1 >> 1`), so that works; for
    // I/O registers the addendum says it does not.
    bool inverse = add.condition >= 2 && (add.condition ^ mul.condition) == 1;
    bool accumulator = add.address <= kAccumulatorAddress + 3 || add.address == kR5Address;
    if (inverse && accumulator) return false;
    error(f, "same-destination",
          fmt::format("both ALUs write '{}': the result is undefined when both write the same "
                      "accumulator (unless under inverse conditions) or I/O register (page 19; "
                      "vc4asm addendum)",
                      writeName(add)));
    return true;
  }

  // Page 37: at most one closely coupled peripheral access per instruction.
  void checkPeripherals(const Facts& f) {
    // Counted first: the list is text for the error, which almost no
    // instruction has (this runs for every instruction of the program).
    size_t count = f.form == Instruction::Form::Semaphore;
    for (const Write& w : f.outputs) {
      count += (w.address >= kTmu0SAddress && w.address <= kTmu1BAddress) ||
               (w.address >= kTlbStencilSetupAddress && w.address <= kTlbAlphaMaskAddress) ||
               (w.address >= kSfuRecipAddress && w.address <= kSfuLogAddress);
    }
    count += f.signal == kSignalLoadTmu0 || f.signal == kSignalLoadTmu1 ||
             f.signal == kSignalLoadCoverage || f.signal == kSignalLoadColour ||
             f.signal == kSignalLoadColourEnd || f.signal == kSignalLoadAlphaMask;
    count += (f.readA == kMutexAddress) + (f.readB == kMutexAddress);
    if (count < 2) return;
    std::vector<std::string> accesses;
    for (const Write& w : f.outputs) {
      if (w.address >= kTmu0SAddress && w.address <= kTmu1BAddress)
        accesses.push_back(fmt::format("TMU write '{}'", writeName(w)));
      if (w.address >= kTlbStencilSetupAddress && w.address <= kTlbAlphaMaskAddress)
        accesses.push_back(fmt::format("TLB write '{}'", writeName(w)));
      if (w.address >= kSfuRecipAddress && w.address <= kSfuLogAddress)
        accesses.push_back(fmt::format("SFU write '{}'", writeName(w)));
    }
    if (f.signal == kSignalLoadTmu0 || f.signal == kSignalLoadTmu1)
      accesses.push_back(fmt::format("TMU read '{}'", signalName(f.signal)));
    if (f.signal == kSignalLoadCoverage || f.signal == kSignalLoadColour ||
        f.signal == kSignalLoadColourEnd || f.signal == kSignalLoadAlphaMask) {
      accesses.push_back(fmt::format("TLB read '{}'", signalName(f.signal)));
    }
    if (f.readA == kMutexAddress) accesses.push_back("mutex read 'mutex_acq' (regfile A)");
    if (f.readB == kMutexAddress) accesses.push_back("mutex read 'mutex_acq' (regfile B)");
    if (f.form == Instruction::Form::Semaphore) accesses.push_back("semaphore access");
    if (accesses.size() < 2) return;
    std::string list;
    for (const std::string& a : accesses) list += (list.empty() ? "" : ", ") + a;
    error(f, "peripheral-conflict",
          fmt::format("{} peripheral accesses in one instruction ({}); an instruction can do at "
                      "most one TMU write, TMU read, TLB write, TLB read, SFU write, mutex read "
                      "or semaphore access (page 37)",
                      accesses.size(), list));
  }

  // Addendum, "Concurrent access to VPM registers": a VPM read and a VPM write
  // may share an instruction; no other pair of VPM accesses is reliable.
  void checkVpmAccesses(const Facts& f) {
    auto isVpm = [](uint8_t address) {
      return address >= kVpmAddress && address <= kVpmDmaAddressAddress;
    };
    size_t count = (f.readA && isVpm(*f.readA)) + (f.readB && isVpm(*f.readB));
    for (const Write& w : f.outputs) count += isVpm(w.address);
    if (count < 2) return;  // counted first, as in checkPeripherals
    std::vector<std::string> accesses;
    bool plainRead = false, plainWrite = false;
    for (auto [file, address] : {std::pair{RegisterFile::A, f.readA}, {RegisterFile::B, f.readB}}) {
      if (!address || *address < kVpmAddress || *address > kVpmDmaAddressAddress) continue;
      plainRead |= *address == kVpmAddress;
      accesses.push_back(fmt::format("read '{}'", readName(file, *address)));
    }
    for (const Write& w : f.outputs) {
      if (w.address < kVpmAddress || w.address > kVpmDmaAddressAddress) continue;
      plainWrite |= w.address == kVpmAddress;
      accesses.push_back(fmt::format("write '{}'", writeName(w)));
    }
    if (accesses.size() < 2 || (accesses.size() == 2 && plainRead && plainWrite)) return;
    std::string list;
    for (const std::string& a : accesses) list += (list.empty() ? "" : ", ") + a;
    error(f, "vpm-conflict",
          fmt::format("{} VPM accesses in one instruction ({}); only a VPM read together with a "
                      "VPM write is reliable (vc4asm addendum, 'Concurrent access to VPM "
                      "registers')",
                      accesses.size(), list));
  }

  // ---- restrictions between instructions --------------------------------

  void checkAgainstEarlier(size_t i) {
    const Facts& f = window_[i % kWindow];
    if (const Facts* previous = before(i, 1)) checkPrevious(f, *previous);
    for (size_t back = 1; back <= kBranchDelaySlots; ++back) {
      const Facts* earlier = before(i, back);
      if (!earlier) break;
      checkDelaySlots(f, *earlier, back);
      if (back <= kSfuLatency) checkWithinTwo(f, *earlier, back);
    }
  }

  void checkPrevious(const Facts& f, const Facts& previous) {
    for (auto [file, address] : {std::pair{RegisterFile::A, f.readA}, {RegisterFile::B, f.readB}}) {
      if (!address || *address >= kRegisterFileAddresses) continue;
      for (const Write& w : previous.outputs) {
        if (w.file != file || w.address != *address) continue;
        std::string name = readName(file, *address);
        error(f, "read-after-write",
              fmt::format("'{}' is read one instruction after it is written: a physical "
                          "register-file location written by an instruction cannot be read by "
                          "the next one (page 37); put an instruction between them or use an "
                          "accumulator",
                          name),
              &previous, fmt::format("'{}' is written here", name));
      }
    }
    if (f.rotation) {
      for (const Write& w : previous.outputs) {
        bool r5 = w.address == kR5Address;
        bool accumulator = w.address >= kAccumulatorAddress && w.address <= kAccumulatorAddress + 3;
        if (*f.rotation == kSmallImmediateRotateByR5 && r5) {
          error(f, "rotate-after-write",
                "a vector rotation by r5 right after an instruction that writes r5 (page 37)",
                &previous, "r5 is written here");
          continue;
        }
        if (!r5 && !accumulator) continue;
        auto rotated = static_cast<uint8_t>(r5 ? kMuxR5 : w.address - kAccumulatorAddress);
        bool read = false;
        for (uint8_t m : f.mulMuxes) read |= m == rotated;
        if (!read) continue;
        error(f, "rotate-after-write",
              fmt::format("a vector rotation of r{0} right after an instruction that writes r{0} "
                          "(page 37)",
                          rotated),
              &previous, fmt::format("r{} is written here", rotated));
      }
    }
  }

  // Restrictions with a reach of two instructions (SFU, uniforms address,
  // TMU_NOSWAP, TLB Z and the thread end).
  void checkWithinTwo(const Facts& f, const Facts& earlier, size_t back) {
    if (earlier.writes(kSfuRecipAddress, kSfuLogAddress)) {
      if (f.readsAccumulator(kMuxR4)) {
        error(f, "sfu-r4-hazard",
              fmt::format("r4 is read {} instruction{} after an SFU write: the result arrives in "
                          "r4 after two instructions (page 37)",
                          back, back == 1 ? "" : "s"),
              &earlier, "the SFU write is here");
      } else if (f.writesR4()) {
        error(f, "sfu-r4-hazard",
              fmt::format("r4 is written (TMU/TLB load or SFU write) {} instruction{} after an "
                          "SFU write, before the SFU result has arrived (page 37)",
                          back, back == 1 ? "" : "s"),
              &earlier, "the SFU write is here");
      }
    }
    if (back <= kUniformsAddressDelay && earlier.writesAddress(kUniformsAddressAddress) &&
        f.reads(kUniformReadAddress)) {
      error(f, "uniform-after-address-write",
            fmt::format("a uniform is read {} instruction{} after the uniforms address is "
                        "written: two instructions that do not read uniforms must follow the "
                        "write (page 22)",
                        back, back == 1 ? "" : "s"),
            &earlier, "the uniforms address is written here");
    }
    if (back <= kTmuNoSwapDelay && earlier.writesAddress(kTmuNoSwapAddress) &&
        f.writes(kTmu0SAddress, kTmu1BAddress)) {
      error(f, "tmu-noswap-too-late",
            fmt::format("a TMU write {} instruction{} after TMU_NOSWAP is written: the TMU_NOSWAP "
                        "write must be three instructions before the first TMU write (page 37)",
                        back, back == 1 ? "" : "s"),
            &earlier, "TMU_NOSWAP is written here");
    }
    if (back <= kTlbZMaskDelay && earlier.writesAddress(kTlbZAddress) &&
        f.readA == kMsFlagsAddress) {
      error(f, "tlb-z-ms-flags",
            fmt::format("the multisample mask is read {} instruction{} after a TLB Z write; it "
                        "must not be read in the two instructions that follow (page 37)",
                        back, back == 1 ? "" : "s"),
            &earlier, "the TLB Z write is here");
    }
    if (earlier.endsThread()) checkThreadEndSlot(f, &earlier, back);
  }

  // Page 37: the thread end and its two delay slots.
  void checkThreadEnd(const Facts& f) {
    for (const Write& w : f.outputs) {
      if (w.address >= kRegisterFileAddresses) continue;
      error(f, "thread-end-regfile-write",
            fmt::format("the thread end instruction writes '{}': it must not write either "
                        "physical register file (page 37)",
                        writeName(w)));
    }
    checkThreadEndSlot(f, nullptr, 0);
  }

  void checkThreadEndSlot(const Facts& f, const Facts* end, size_t back) {
    std::string where = back == 0 ? std::string("the thread end instruction")
                                  : fmt::format("thread end delay slot {}", back);
    auto report = [&](std::string code, std::string message) {
      error(f, std::move(code), std::move(message), end, "the thread ends here");
    };
    for (auto [file, address] : {std::pair{RegisterFile::A, f.readA}, {RegisterFile::B, f.readB}}) {
      if (!address) continue;
      if (*address == kUniformReadAddress || *address == kVaryingReadAddress ||
          (*address >= kVpmAddress && *address <= kVpmDmaAddressAddress)) {
        report("thread-end-fifo-access",
               fmt::format("{} reads '{}': the last three instructions of a program must not "
                           "read uniforms or varyings or access the VPM (page 37)",
                           where, readName(file, *address)));
      }
      if (*address == kAddressFourteen) {
        report("thread-end-address-14",
               fmt::format("{} reads '{}': the thread end and its two delay slots must not read "
                           "or write address 14 of either register file (page 37)",
                           where, readName(file, *address)));
      }
    }
    for (const Write& w : f.outputs) {
      if (w.address >= kVpmAddress && w.address <= kVpmDmaAddressAddress) {
        report("thread-end-fifo-access",
               fmt::format("{} writes '{}': the last three instructions of a program must not "
                           "access the VPM, VDR or VDW (page 37)",
                           where, writeName(w)));
      }
      if (w.address == kAddressFourteen) {
        report("thread-end-address-14",
               fmt::format("{} writes '{}': the thread end and its two delay slots must not read "
                           "or write address 14 of either register file (page 37)",
                           where, writeName(w)));
      }
      if (w.address == kTlbZAddress && back == kThreadEndDelaySlots) {
        report("thread-end-tlb-z",
               "the last instruction of the program (the second thread end delay slot) writes "
               "'tlb_z': it must not do a TLB Z write (page 37)");
      }
    }
  }

  // Branches (three delay slots, page 20) and thread switches and ends (two,
  // pages 21 and 37) must not nest: what the hardware does then is not defined.
  void checkDelaySlots(const Facts& f, const Facts& earlier, size_t back) {
    auto control = [](const Facts& x) -> std::string_view {
      if (x.isBranch()) return "branch";
      if (x.endsThread()) return "thread end";
      if (x.switchesThread()) return "thread switch";
      return {};
    };
    std::string_view first = control(earlier);
    std::string_view second = control(f);
    if (first.empty() || second.empty()) return;
    size_t slots = earlier.isBranch() ? kBranchDelaySlots : kThreadEndDelaySlots;
    if (earlier.isBranch() && f.isBranch()) {
      if (back >= kBranchDelaySlots) return;  // the addendum allows the third slot
      error(f, "branch-too-close",
            fmt::format("a branch {} instruction{} after a branch: there must be at least two "
                        "non-branch instructions between two branches, or neither is reliably "
                        "taken (page 20; vc4asm addendum, 'Distance of branch instructions')",
                        back, back == 1 ? "" : "s"),
            &earlier, "the earlier branch is here");
      return;
    }
    if (back > slots) return;
    error(f, "delay-slot-control",
          fmt::format("a {} in delay slot {} of a {}: what the QPU does then is not defined "
                      "(pages 20-21)",
                      second, back, first),
          &earlier, fmt::format("the {} is here", first));
  }

  // Addendum, "Section 4: TMU FIFO": more than four requests in one TMU's FIFO
  // are unreliable. Requests are writes to the retiring TMUn_S register; each
  // ldtmuN takes one out.
  void checkTmuFifo(const Facts& f, std::array<uint32_t, 2>& requests) {
    if (f.signal == kSignalLoadTmu0 && requests[0] > 0) --requests[0];
    if (f.signal == kSignalLoadTmu1 && requests[1] > 0) --requests[1];
    for (const Write& w : f.outputs) {
      if (w.address != kTmu0SAddress && w.address != kTmu1SAddress) continue;
      int tmu = w.address == kTmu0SAddress ? 0 : 1;
      if (++requests[tmu] <= kTmuRequestsInFlight) continue;
      error(f, "tmu-fifo-overflow",
            fmt::format("TMU{} request {} in flight: more than {} requests in one TMU's FIFO "
                        "give unreliable results; read some back with ldtmu{} first (vc4asm "
                        "addendum, 'Section 4: TMU FIFO')",
                        tmu, requests[tmu], kTmuRequestsInFlight, tmu));
    }
  }

  std::array<Facts, kWindow> window_{};  // instruction i at i % kWindow
  size_t count_ = 0;
  std::vector<size_t> sectionCounts_;  // instructions so far, by section
  std::array<uint32_t, 2> tmuRequests_{};
  DiagnosticEngine& diagnostics_;
};

}  // namespace

std::span<const std::string_view> restrictionWarningCodes() {
  return kWarningCodes;
}

void checkInstructionRestrictions(const std::vector<ProgramItem>& items,
                                  DiagnosticEngine& diagnostics) {
  Checker checker(diagnostics);
  const ProgramItem* last = nullptr;
  bool endsThread = false;
  straightLines(items, [&](Facts f) {
    last = f.item;
    endsThread |= f.endsThread();
    checker.add(std::move(f));
  });
  // Without a thread end the QPU never reports done: the host's wait (mailbox
  // execute_qpu, a V3D completion count) times out, and on the hardware the
  // QPU runs on into whatever memory follows the program. A line that failed
  // to assemble (a gap: an instruction item holding nothing) may have been
  // the thread end.
  bool gaps =
      std::any_of(items.begin(), items.end(), [](const ProgramItem& item) { return item.isGap(); });
  if (last && !endsThread && !gaps)
    diagnostics.warning(last->location(), "missing-thrend",
                        "the program never ends its thread: no 'thrend' (or a signal that ends "
                        "it) anywhere, so the QPU runs on past the last instruction");
}

}  // namespace gpuasm::vc4
