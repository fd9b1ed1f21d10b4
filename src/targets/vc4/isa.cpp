#include "targets/vc4/isa.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <iterator>

#include "targets/vc4/asm/syntax.hpp"
#include "targets/vc4/machine/alu.hpp"

namespace gpuasm::vc4 {
namespace {

// Tables 12 and 13.
constexpr OpInfo kOps[] = {
    {"nop", Unit::Add, 0, 0, nullptr},
    {"fadd", Unit::Add, 1, 2, opFadd, true, true},
    {"fsub", Unit::Add, 2, 2, opFsub, true, true},
    {"fmin", Unit::Add, 3, 2, opFmin, true, true},
    {"fmax", Unit::Add, 4, 2, opFmax, true, true},
    {"fminabs", Unit::Add, 5, 2, opFminabs, true, true},
    {"fmaxabs", Unit::Add, 6, 2, opFmaxabs, true, true},
    {"ftoi", Unit::Add, 7, 1, opFtoi, true, false},
    {"itof", Unit::Add, 8, 1, opItof, false, true},
    {"add", Unit::Add, 12, 2, opAdd},
    {"sub", Unit::Add, 13, 2, opSub},
    {"shr", Unit::Add, 14, 2, opShr},
    {"asr", Unit::Add, 15, 2, opAsr},
    {"ror", Unit::Add, 16, 2, opRor},
    {"shl", Unit::Add, 17, 2, opShl},
    {"min", Unit::Add, 18, 2, opMin},
    {"max", Unit::Add, 19, 2, opMax},
    {"and", Unit::Add, 20, 2, opAnd},
    {"or", Unit::Add, 21, 2, opOr},
    {"xor", Unit::Add, 22, 2, opXor},
    {"not", Unit::Add, 23, 1, opNot},
    {"clz", Unit::Add, 24, 1, opClz},
    {"v8adds", Unit::Add, 30, 2, opV8adds},
    {"v8subs", Unit::Add, 31, 2, opV8subs},
    {"nop", Unit::Mul, 0, 0, nullptr},
    {"fmul", Unit::Mul, 1, 2, opFmul, true, true},
    {"mul24", Unit::Mul, 2, 2, opMul24},
    {"v8muld", Unit::Mul, 3, 2, opV8muld},
    {"v8min", Unit::Mul, 4, 2, opV8min},
    {"v8max", Unit::Mul, 5, 2, opV8max},
    {"v8adds", Unit::Mul, 6, 2, opV8adds},
    {"v8subs", Unit::Mul, 7, 2, opV8subs},
};

// Table 4 with vc4asm's mnemonics.
constexpr std::array<std::string_view, 16> kSignalNames = {
    "bkpt",  "",       "thrsw",  "thrend", "sbwait", "sbdone", "lthrsw", "loadcv",
    "loadc", "ldcend", "ldtmu0", "ldtmu1", "loadam", "",       "",       ""};

struct NamedAddress {
  std::string_view name;
  std::optional<uint8_t> addressA;
  std::optional<uint8_t> addressB;
};

// Table 14, read columns. The first name of an address is the one printed.
constexpr NamedAddress kReadNames[] = {
    {"unif", 32, 32},        {"vary", 35, 35},     {"varying", 35, 35},     {"elem_num", 38, {}},
    {"qpu_num", {}, 38},     {"x_coord", 41, {}},  {"y_coord", {}, 41},     {"ms_flags", 42, {}},
    {"ms_mask", 42, {}},     {"rev_flag", {}, 42}, {"vpm", 48, 48},         {"vr_busy", 49, {}},
    {"vpm_ld_busy", 49, {}}, {"vw_busy", {}, 49},  {"vpm_st_busy", {}, 49}, {"vr_wait", 50, {}},
    {"vpm_ld_wait", 50, {}}, {"vw_wait", {}, 50},  {"vpm_st_wait", {}, 50}, {"mutex", 51, 51},
    {"mutex_acq", 51, 51},   {"nop", 39, 39},  // vc4asm reads `nop` (39) from either file
};

// Table 14, write columns; vc4asm's and Broadcom's aliases follow the printed name.
constexpr NamedAddress kWriteNames[] = {
    {"r0", 32, 32},
    {"r1", 33, 33},
    {"r2", 34, 34},
    {"r3", 35, 35},
    {"tmu_noswap", 36, 36},
    {"tmurs", 36, 36},
    // Addendum, "Writing to r5": regfile A's address replicates per quad, B's to all.
    {"r5quad", 37, {}},
    {"r5rep", {}, 37},
    {"host_int", 38, 38},
    {"irq", 38, 38},
    {"interrupt", 38, 38},
    {"-", 39, 39},
    {"nop", 39, 39},
    {"unif_addr", 40, {}},
    {"unif_addr_rel", {}, 40},
    {"x_coord", 41, {}},
    {"quad_x", 41, {}},
    {"y_coord", {}, 41},
    {"quad_y", {}, 41},
    {"ms_flags", 42, {}},
    {"ms_mask", 42, {}},
    {"rev_flag", {}, 42},
    {"stencil", 43, 43},  // printed: vc4asm has no `tlb_stencil_setup`
    {"tlb_stencil_setup", 43, 43},
    {"tlb_z", 44, 44},
    {"tlbz", 44, 44},
    {"tlb_colour_ms", 45, 45},
    {"tlbm", 45, 45},
    {"tlb_colour_all", 46, 46},
    {"tlbc", 46, 46},
    {"tlb_alpha_mask", 47, 47},
    {"tlbam", 47, 47},
    {"vpm", 48, 48},
    {"vr_setup", 49, {}},
    {"vpmvcd_rd_setup", 49, {}},
    {"vw_setup", {}, 49},
    {"vpmvcd_wr_setup", {}, 49},
    {"vr_addr", 50, {}},
    {"vpm_ld_addr", 50, {}},
    {"vw_addr", {}, 50},
    {"vpm_st_addr", {}, 50},
    {"mutex", 51, 51},
    {"mutex_rel", 51, 51},
    {"sfu_recip", 52, 52},
    {"recip", 52, 52},
    {"sfu_recipsqrt", 53, 53},
    {"recipsqrt", 53, 53},
    {"sfu_exp", 54, 54},
    {"exp", 54, 54},
    {"sfu_log", 55, 55},
    {"log", 55, 55},
    {"tmu0_s", 56, 56},
    {"t0s", 56, 56},
    {"tmu0_t", 57, 57},
    {"t0t", 57, 57},
    {"tmu0_r", 58, 58},
    {"t0r", 58, 58},
    {"tmu0_b", 59, 59},
    {"t0b", 59, 59},
    {"tmu1_s", 60, 60},
    {"t1s", 60, 60},
    {"tmu1_t", 61, 61},
    {"t1t", 61, 61},
    {"tmu1_r", 62, 62},
    {"t1r", 62, 62},
    {"tmu1_b", 63, 63},
    {"t1b", 63, 63},
};

// `ra0`..`ra63` and `rb0`..`rb63`, spelled out so names can be string_views.
constexpr std::array<std::string_view, 64> kRawA = {
    "ra0",  "ra1",  "ra2",  "ra3",  "ra4",  "ra5",  "ra6",  "ra7",  "ra8",  "ra9",  "ra10",
    "ra11", "ra12", "ra13", "ra14", "ra15", "ra16", "ra17", "ra18", "ra19", "ra20", "ra21",
    "ra22", "ra23", "ra24", "ra25", "ra26", "ra27", "ra28", "ra29", "ra30", "ra31", "ra32",
    "ra33", "ra34", "ra35", "ra36", "ra37", "ra38", "ra39", "ra40", "ra41", "ra42", "ra43",
    "ra44", "ra45", "ra46", "ra47", "ra48", "ra49", "ra50", "ra51", "ra52", "ra53", "ra54",
    "ra55", "ra56", "ra57", "ra58", "ra59", "ra60", "ra61", "ra62", "ra63"};
constexpr std::array<std::string_view, 64> kRawB = {
    "rb0",  "rb1",  "rb2",  "rb3",  "rb4",  "rb5",  "rb6",  "rb7",  "rb8",  "rb9",  "rb10",
    "rb11", "rb12", "rb13", "rb14", "rb15", "rb16", "rb17", "rb18", "rb19", "rb20", "rb21",
    "rb22", "rb23", "rb24", "rb25", "rb26", "rb27", "rb28", "rb29", "rb30", "rb31", "rb32",
    "rb33", "rb34", "rb35", "rb36", "rb37", "rb38", "rb39", "rb40", "rb41", "rb42", "rb43",
    "rb44", "rb45", "rb46", "rb47", "rb48", "rb49", "rb50", "rb51", "rb52", "rb53", "rb54",
    "rb55", "rb56", "rb57", "rb58", "rb59", "rb60", "rb61", "rb62", "rb63"};

std::optional<RegisterName> rawByName(std::string_view name) {
  if (name.size() < 3 || name.size() > 4) return std::nullopt;
  char file = lowerAscii(name[1]);
  if (lowerAscii(name[0]) != 'r' || (file != 'a' && file != 'b')) {
    return std::nullopt;
  }
  uint32_t number = 0;
  for (char c : name.substr(2)) {
    if (c < '0' || c > '9') return std::nullopt;
    number = number * 10 + static_cast<uint32_t>(c - '0');
  }
  if (number > 63 || (name.size() == 4 && name[2] == '0')) return std::nullopt;
  return rawRegisterName(file == 'a' ? RegisterFile::A : RegisterFile::B, number);
}

NameIndex<const NamedAddress*> indexOfNames(std::span<const NamedAddress> table) {
  NameIndex<const NamedAddress*> index;
  for (const NamedAddress& entry : table) index.add(entry.name, &entry);
  return index;
}

std::optional<RegisterName> lookup(const NameIndex<const NamedAddress*>& index,
                                   std::string_view name) {
  if (auto raw = rawByName(name)) return raw;
  if (const NamedAddress* const* entry = index.find(name)) {
    return RegisterName{(*entry)->name, (*entry)->addressA, (*entry)->addressB};
  }
  return std::nullopt;
}

RegisterName nameOf(std::span<const NamedAddress> table, RegisterFile file, uint32_t address) {
  if (address >= 32) {
    for (const NamedAddress& entry : table) {
      const auto& candidate = file == RegisterFile::A ? entry.addressA : entry.addressB;
      if (candidate == address) return {entry.name, entry.addressA, entry.addressB};
    }
  }
  return rawRegisterName(file, address);
}

constexpr uint32_t kFloatOne = 0x3f800000;  // 1.0f; table 5 steps the exponent from it

uint32_t signExtend(uint32_t value, uint32_t bits) {
  uint32_t sign = 1u << (bits - 1);
  return (value ^ sign) - sign;
}

}  // namespace

std::string_view signalName(uint32_t signal) {
  return kSignalNames[signal & 15];
}

std::optional<uint8_t> signalByName(std::string_view name) {
  static const auto index = [] {
    NameIndex<uint8_t> names;
    for (uint8_t s = 0; s < kSignalNames.size(); ++s) {
      if (!kSignalNames[s].empty()) names.add(kSignalNames[s], s);
    }
    return names;
  }();
  if (const uint8_t* signal = index.find(name)) return *signal;
  return std::nullopt;
}

std::span<const OpInfo> opTable() {
  return kOps;
}

const OpInfo* findOp(Unit unit, uint32_t opcode) {
  // Indexed once (the simulator predecodes every instruction it runs): the
  // first row for each unit and opcode, as a search of kOps would find it.
  static const auto byOpcode = [] {
    std::array<std::array<const OpInfo*, 32>, 2> index{};
    for (const OpInfo& op : kOps) {
      const OpInfo*& entry = index[static_cast<size_t>(op.unit)][op.opcode];
      if (!entry) entry = &op;
    }
    return index;
  }();
  return opcode < 32 ? byOpcode[static_cast<size_t>(unit)][opcode] : nullptr;
}

const OpInfo* findOp(Unit unit, std::string_view mnemonic) {
  static const auto byName = [] {
    std::array<NameIndex<const OpInfo*>, 2> index;
    for (const OpInfo& op : kOps) index[static_cast<size_t>(op.unit)].add(op.mnemonic, &op);
    return index;
  }();
  const OpInfo* const* op = byName[static_cast<size_t>(unit)].find(mnemonic);
  return op ? *op : nullptr;
}

std::optional<RegisterName> readRegisterByName(std::string_view name) {
  static const auto index = indexOfNames(kReadNames);
  return lookup(index, name);
}

std::optional<RegisterName> writeRegisterByName(std::string_view name) {
  static const auto index = indexOfNames(kWriteNames);
  return lookup(index, name);
}

namespace {

// Every address's name in both files, looked up once: the disassembler names
// two or three registers a word.
using NamesByAddress = std::array<std::array<RegisterName, 64>, 2>;
NamesByAddress namesByAddress(std::span<const NamedAddress> table) {
  NamesByAddress names;
  for (RegisterFile file : {RegisterFile::A, RegisterFile::B}) {
    for (uint32_t address = 0; address < 64; ++address) {
      names[file == RegisterFile::A ? 0 : 1][address] = nameOf(table, file, address);
    }
  }
  return names;
}

}  // namespace

RegisterName readRegisterName(RegisterFile file, uint32_t address) {
  static const NamesByAddress names = namesByAddress(kReadNames);
  if (address >= 64) return rawRegisterName(file, address);
  return names[file == RegisterFile::A ? 0 : 1][address];
}

RegisterName writeRegisterName(RegisterFile file, uint32_t address) {
  static const NamesByAddress names = namesByAddress(kWriteNames);
  if (address >= 64) return rawRegisterName(file, address);
  return names[file == RegisterFile::A ? 0 : 1][address];
}

RegisterName rawRegisterName(RegisterFile file, uint32_t address) {
  auto a = static_cast<uint8_t>(address & 63);
  if (file == RegisterFile::A) return {kRawA[a], a, std::nullopt};
  return {kRawB[a], std::nullopt, a};
}

std::optional<uint8_t> accumulatorByName(std::string_view name) {
  if (name.size() != 2 || lowerAscii(name[0]) != 'r' || name[1] < '0' || name[1] > '5') {
    return std::nullopt;
  }
  return static_cast<uint8_t>(name[1] - '0');
}

SmallImmediate smallImmediateValue(uint32_t code) {
  code &= 63;
  if (code < 32) return {false, signExtend(code, 5)};
  if (code < 40) return {true, kFloatOne + ((code - 32) << 23)};  // 1.0 .. 128.0
  if (code < 48) return {true, kFloatOne - ((48 - code) << 23)};  // 1/256 .. 1/2
  return {false, code - 64};                                      // -16 .. -1
}

std::optional<uint8_t> smallImmediateForInteger(int64_t value) {
  if (value < -16 || value > 15) return std::nullopt;
  return static_cast<uint8_t>(value & 31);
}

std::optional<uint8_t> smallImmediateForFloat(uint32_t bits) {
  for (uint8_t code = 32; code < 48; ++code) {
    if (smallImmediateValue(code).bits == bits) return code;
  }
  return std::nullopt;
}

std::array<int32_t, 16> perElementValues(uint32_t immediate, bool isSigned) {
  std::array<int32_t, 16> values{};
  for (uint32_t e = 0; e < 16; ++e) {
    uint32_t bits = ((immediate >> (16 + e)) & 1) << 1 | ((immediate >> e) & 1);
    values[e] = isSigned ? static_cast<int32_t>(signExtend(bits, 2)) : static_cast<int32_t>(bits);
  }
  return values;
}

std::optional<uint32_t> perElementImmediate(std::span<const int64_t> values, bool isSigned) {
  if (values.size() != 16) return std::nullopt;
  uint32_t immediate = 0;
  for (uint32_t e = 0; e < 16; ++e) {
    int64_t v = values[e];
    if (isSigned ? (v < -2 || v > 1) : (v < 0 || v > 3)) return std::nullopt;
    auto bits = static_cast<uint32_t>(v) & 3;
    immediate |= (bits & 1) << e | (bits >> 1) << (16 + e);
  }
  return immediate;
}

// ---- encoding ------------------------------------------------------------

namespace {

struct ReadPorts {
  std::optional<uint8_t> a, b;  // raddr_a, raddr_b (b also holds small immediates)
  bool smallImmediate = false;
};

// Which file a destination lands in for each write-swap value.
bool writesFile(const Destination& d, RegisterFile file) {
  return (file == RegisterFile::A ? d.reg.addressA : d.reg.addressB).has_value();
}

std::optional<bool> chooseWriteSwap(const Destination& add, const Destination& mul,
                                    std::string& error, bool preferSwap = false) {
  for (bool ws : {preferSwap, !preferSwap}) {
    RegisterFile addFile = ws ? RegisterFile::B : RegisterFile::A;
    RegisterFile mulFile = ws ? RegisterFile::A : RegisterFile::B;
    if (!writesFile(add, addFile) || !writesFile(mul, mulFile)) continue;
    // A regfile-A pack needs its output to land in regfile A.
    if (add.pack && !add.colour && addFile != RegisterFile::A) continue;
    if (mul.pack && !mul.colour && mulFile != RegisterFile::A) continue;
    return ws;
  }
  error = fmt::format(
      "'{}' and '{}' cannot be written together: the add output goes to one register file and "
      "the mul output to the other (write swap)",
      add.reg.name, mul.reg.name);
  if (add.pack || mul.pack) error += ", and a pack mode needs its output in regfile A";
  return std::nullopt;
}

uint8_t addressIn(const Destination& d, bool toFileA) {
  return toFileA ? *d.reg.addressA : *d.reg.addressB;
}

// Puts one register read on a port: the file it must use, or the free one.
bool placeRead(const Source& s, ReadPorts& ports, uint8_t& mux, std::string& error) {
  const auto& a = s.reg.addressA;
  const auto& b = s.reg.addressB;
  bool canA = a && (!ports.a || *ports.a == *a);
  bool canB = b && !ports.smallImmediate && (!ports.b || *ports.b == *b);
  if (s.unpack) canB = false;  // unpack works on regfile A reads only (table 6)
  // Reuse a port already reading this address before taking a free one.
  bool preferB = canB && ports.b && (!canA || !ports.a);
  if (canA && !preferB) {
    ports.a = *a;
    mux = kMuxFileA;
    return true;
  }
  if (canB) {
    ports.b = *b;
    mux = kMuxFileB;
    return true;
  }
  error = s.unpack
              ? fmt::format("'{}' cannot be unpacked: unpack works on regfile A reads", s.reg.name)
              : fmt::format(
                    "'{}' cannot be read: an instruction reads at most one "
                    "regfile A and one regfile B address (or a small immediate)",
                    s.reg.name);
  return false;
}

std::optional<uint64_t> encodeAlu(const Instruction& in, std::string& error) {
  uint64_t word = 0;
  const Source* sources[4] = {&in.add.a, &in.add.b, &in.mul.a, &in.mul.b};
  uint8_t mux[4] = {0, 0, 0, 0};
  ReadPorts ports;
  bool smallImmediate = in.rotation.has_value();
  std::optional<uint8_t> immediateCode = in.rotation;
  std::optional<bool> packSelect;  // pm, once something needs it
  uint8_t unpack = 0;
  auto needPackSelect = [&](bool pm, std::string_view what) {
    if (packSelect && *packSelect != pm) {
      error = fmt::format(
          "{} conflicts with the other pack/unpack mode of this instruction: regfile-A pack and "
          "unpack (pm=0) exclude r4 unpack and the mul colour pack (pm=1)",
          what);
      return false;
    }
    packSelect = pm;
    return true;
  };
  auto setUnpack = [&](uint8_t mode, std::string_view name) {
    if (unpack && unpack != mode) {
      error = fmt::format("'{}' asks for a second unpack mode: one instruction has one", name);
      return false;
    }
    unpack = mode;
    return true;
  };
  // Small immediates first: they take the B port.
  for (int i = 0; i < 4; ++i) {
    const Source& s = *sources[i];
    if (s.kind == Source::Kind::Accumulator) {
      mux[i] = s.accumulator;
      if (s.unpack) {
        if (s.accumulator != kMuxR4) {
          error = "only r4 and regfile A reads can be unpacked";
          return std::nullopt;
        }
        if (!needPackSelect(true, "the r4 unpack") || !setUnpack(s.unpack, "r4")) {
          return std::nullopt;
        }
      }
    } else if (s.kind == Source::Kind::SmallImmediate) {
      mux[i] = kMuxFileB;
      if (immediateCode && *immediateCode != s.immediate &&
          smallImmediateValue(*immediateCode).bits != smallImmediateValue(s.immediate).bits) {
        error = in.rotation ? fmt::format(
                                  "the small immediate {} cannot be combined with this "
                                  "rotation, which feeds {} to regfile-B operands",
                                  static_cast<int32_t>(smallImmediateValue(s.immediate).bits),
                                  static_cast<int32_t>(smallImmediateValue(*immediateCode).bits))
                            : std::string("an instruction can use only one small immediate value");
        return std::nullopt;
      }
      if (!immediateCode) immediateCode = s.immediate;
      smallImmediate = true;
    }
  }
  for (const Source& s : in.reads) {
    if (s.kind != Source::Kind::SmallImmediate) continue;
    if (immediateCode &&
        smallImmediateValue(*immediateCode).bits != smallImmediateValue(s.immediate).bits) {
      error = "an instruction can use only one small immediate value";
      return std::nullopt;
    }
    if (!immediateCode) immediateCode = s.immediate;
    smallImmediate = true;
  }
  ports.smallImmediate = smallImmediate;
  // Registers that exist in one file only, then the ones that may use either.
  for (int pass = 0; pass < 3; ++pass) {
    for (int i = 0; i < 4; ++i) {
      const Source& s = *sources[i];
      if (s.kind != Source::Kind::Register) continue;
      bool single = !(s.reg.addressA && s.reg.addressB);
      if ((pass == 0) != single) continue;
      if (pass == 1 && !s.unpack) continue;  // unpacked flexible reads claim A first
      if (pass == 2 && s.unpack) continue;
      if (!placeRead(s, ports, mux[i], error)) return std::nullopt;
      if (s.unpack &&
          (!needPackSelect(false, "the regfile-A unpack") || !setUnpack(s.unpack, s.reg.name))) {
        return std::nullopt;
      }
    }
  }
  // `read`s take what the operands left: a file of their own, or the free one.
  for (int pass = 0; pass < 2; ++pass) {
    for (const Source& s : in.reads) {
      if (s.kind != Source::Kind::Register) continue;
      if ((pass == 0) != !(s.reg.addressA && s.reg.addressB)) continue;
      uint8_t unused = 0;
      if (!placeRead(s, ports, unused, error)) return std::nullopt;
    }
  }
  if (smallImmediate && in.signal != kSignalNone) {
    error = fmt::format(
        "the signal '{}' cannot be combined with a small immediate or a rotation "
        "(both use the signal field)",
        signalName(in.signal));
    return std::nullopt;
  }
  if (in.signal >= kSignalSmallImmediate) {
    error = "signal value selects another instruction form";
    return std::nullopt;
  }
  uint8_t pack = 0;
  for (const Slot* slot : {&in.add, &in.mul}) {
    const Destination& d = slot->destination;
    if (!d.pack) continue;
    if (d.colour && slot == &in.add) {
      error = "the colour pack modes belong to the mul unit";
      return std::nullopt;
    }
    if (!needPackSelect(d.colour, "the pack mode")) return std::nullopt;
    if (pack) {
      error = "only one output of an instruction can be packed";
      return std::nullopt;
    }
    pack = d.pack;
  }
  if (unpack && in.unusedUnpack && unpack != in.unusedUnpack) {
    error = "a second unpack mode: one instruction has one";
    return std::nullopt;
  }
  if (!unpack && in.unusedUnpack) {
    // Bits meant to unpack nothing must find nothing to unpack: no regfile-A
    // read with pm = 0, no r4 operand with pm = 1.
    bool pm = packSelect.value_or(false);
    bool readsR4 = std::any_of(std::begin(sources), std::end(sources), [](const Source* s) {
      return s->kind == Source::Kind::Accumulator && s->accumulator == kMuxR4;
    });
    if (pm ? readsR4 : ports.a.has_value()) {
      error = pm ? std::string("the unpack would unpack the r4 operand")
                 : fmt::format("the unpack would unpack the regfile-A read of '{}'",
                               readRegisterName(RegisterFile::A, *ports.a).name);
      return std::nullopt;
    }
    unpack = in.unusedUnpack;
  }
  auto ws = chooseWriteSwap(in.add.destination, in.mul.destination, error, in.preferWriteSwap);
  if (!ws) return std::nullopt;
  word = kSignal.put(word, smallImmediate ? uint32_t{kSignalSmallImmediate} : in.signal);
  word = kUnpack.put(word, unpack);
  word = kPackSelect.put(word, packSelect.value_or(false));
  word = kPack.put(word, pack);
  word = kConditionAdd.put(word, in.add.condition);
  word = kConditionMul.put(word, in.mul.condition);
  word = kSetFlags.put(word, in.add.setFlags || in.mul.setFlags);
  word = kWriteSwap.put(word, *ws);
  word = kWriteAddressAdd.put(word, addressIn(in.add.destination, !*ws));
  word = kWriteAddressMul.put(word, addressIn(in.mul.destination, *ws));
  word = kOpMul.put(word, in.mul.op ? in.mul.op->opcode : kOpNop);
  word = kOpAdd.put(word, in.add.op ? in.add.op->opcode : kOpNop);
  word = kReadAddressA.put(word, ports.a.value_or(kNopAddress));
  word = kReadAddressB.put(word, smallImmediate ? *immediateCode : ports.b.value_or(kNopAddress));
  word = kAddMuxA.put(word, mux[0]);
  word = kAddMuxB.put(word, mux[1]);
  word = kMulMuxA.put(word, mux[2]);
  word = kMulMuxB.put(word, mux[3]);
  return word;
}

// The upper half shared by load immediate and semaphore (figures 5 and 6).
std::optional<uint64_t> encodeImmediateUpper(const Instruction& in, uint32_t type,
                                             std::string& error) {
  uint64_t word = 0;
  uint8_t pack = 0;
  bool packSelect = false;
  for (const Slot* slot : {&in.add, &in.mul}) {
    const Destination& d = slot->destination;
    if (!d.pack) continue;
    if (pack) {
      error = "only one output of an instruction can be packed";
      return std::nullopt;
    }
    if (d.colour && slot == &in.add) {
      error = "the colour pack modes belong to the mul output";
      return std::nullopt;
    }
    pack = d.pack;
    packSelect = d.colour;
  }
  auto ws = chooseWriteSwap(in.add.destination, in.mul.destination, error);
  if (!ws) return std::nullopt;
  word = kSignal.put(word, kSignalLoadImmediate);
  word = kLoadImmediateType.put(word, type);
  word = kPackSelect.put(word, packSelect);
  word = kPack.put(word, pack);
  word = kConditionAdd.put(word, in.add.condition);
  word = kConditionMul.put(word, in.mul.condition);
  word = kSetFlags.put(word, in.add.setFlags || in.mul.setFlags);
  word = kWriteSwap.put(word, *ws);
  word = kWriteAddressAdd.put(word, addressIn(in.add.destination, !*ws));
  word = kWriteAddressMul.put(word, addressIn(in.mul.destination, *ws));
  return word;
}

std::optional<uint64_t> encodeBranch(const Instruction& in, std::string& error) {
  if (in.add.destination.pack || in.mul.destination.pack) {
    error = "a branch cannot pack its link address";
    return std::nullopt;
  }
  auto ws = chooseWriteSwap(in.add.destination, in.mul.destination, error);
  if (!ws) return std::nullopt;
  uint64_t word = 0;
  word = kSignal.put(word, kSignalBranch);
  word = kBranchCondition.put(word, in.branchCondition);
  word = kBranchRelative.put(word, in.relative);
  word = kBranchRegister.put(word, in.branchRegister.has_value());
  // vc4asm's `bra.setf` sets bit 45, the low bit of the branch register
  // (which must then be odd; with none it is the only bit of the field).
  word = kBranchReadAddressA.put(word, in.branchRegister.value_or(0) | (in.add.setFlags ? 1u : 0u));
  word = kWriteSwap.put(word, *ws);
  word = kWriteAddressAdd.put(word, addressIn(in.add.destination, !*ws));
  word = kWriteAddressMul.put(word, addressIn(in.mul.destination, *ws));
  word = kImmediate.put(word, in.immediate);
  return word;
}

}  // namespace

std::optional<uint64_t> encode(const Instruction& in, std::string& error) {
  switch (in.form) {
    case Instruction::Form::Alu:
      return encodeAlu(in, error);
    case Instruction::Form::LoadImmediate: {
      auto upper = encodeImmediateUpper(in, in.loadType, error);
      if (!upper) return std::nullopt;
      return kImmediate.put(*upper, in.immediate);
    }
    case Instruction::Form::Semaphore: {
      auto upper = encodeImmediateUpper(in, kLoadImmediateSemaphore, error);
      if (!upper) return std::nullopt;
      uint64_t word = kSemaphoreAcquire.put(*upper, in.acquire);
      word = kSemaphoreNumber.put(word, in.semaphore);
      return word | (in.semaphoreHighBits & ~uint32_t{0x1f});
    }
    case Instruction::Form::Branch:
      return encodeBranch(in, error);
  }
  return std::nullopt;
}

// ---- decoding ------------------------------------------------------------

namespace {

Destination destinationOf(uint64_t word, bool isAdd) {
  bool ws = kWriteSwap.get(word);
  bool fileA = isAdd ? !ws : ws;
  uint32_t address = (isAdd ? kWriteAddressAdd : kWriteAddressMul).get(word);
  Destination d;
  d.reg = writeRegisterName(fileA ? RegisterFile::A : RegisterFile::B, address);
  return d;
}

Source sourceOf(uint64_t word, uint32_t mux, bool smallImmediate) {
  Source s;
  if (mux < kMuxFileA) {
    s.kind = Source::Kind::Accumulator;
    s.accumulator = static_cast<uint8_t>(mux);
    if (mux == kMuxR4 && kPackSelect.get(word)) s.unpack = static_cast<uint8_t>(kUnpack.get(word));
  } else if (mux == kMuxFileA) {
    s.kind = Source::Kind::Register;
    s.reg = readRegisterName(RegisterFile::A, kReadAddressA.get(word));
    if (!kPackSelect.get(word)) s.unpack = static_cast<uint8_t>(kUnpack.get(word));
  } else if (smallImmediate) {
    s.kind = Source::Kind::SmallImmediate;
    s.immediate = static_cast<uint8_t>(kReadAddressB.get(word));
  } else {
    s.kind = Source::Kind::Register;
    s.reg = readRegisterName(RegisterFile::B, kReadAddressB.get(word));
  }
  return s;
}

// Puts the pack mode on the output it applies to (tables 7 and 9).
void placePack(uint64_t word, Instruction& in) {
  uint32_t pack = kPack.get(word);
  if (!pack) return;
  if (kPackSelect.get(word)) {
    // Table 9 names codes 3..7 only, but vc4asm writes 11 for `8888s` and
    // 12..15 for `8a`..`8d` on a mul output outside regfile A, so the others
    // are decoded too (the disassembler names them; the machine refuses them).
    in.mul.destination.pack = static_cast<uint8_t>(pack);
    in.mul.destination.colour = true;
    return;
  }
  // The regfile-A pack follows whichever output write swap sends to regfile A.
  Slot& slot = kWriteSwap.get(word) ? in.mul : in.add;
  slot.destination.pack = static_cast<uint8_t>(pack);
}

}  // namespace

Decoded decode(uint64_t word) {
  Decoded out;
  Instruction& in = out.instruction;
  uint32_t signal = kSignal.get(word);
  in.add.condition = static_cast<uint8_t>(kConditionAdd.get(word));
  in.mul.condition = static_cast<uint8_t>(kConditionMul.get(word));
  in.add.destination = destinationOf(word, true);
  in.mul.destination = destinationOf(word, false);
  bool setFlags = kSetFlags.get(word);
  if (signal == kSignalBranch) {
    in.form = Instruction::Form::Branch;
    in.branchCondition = static_cast<uint8_t>(kBranchCondition.get(word));
    if (kBranchConditionNames[in.branchCondition].empty()) {
      out.invalid = fmt::format("reserved branch condition {} (table 11)", in.branchCondition);
    }
    in.relative = kBranchRelative.get(word);
    if (kBranchRegister.get(word)) {
      in.branchRegister = static_cast<uint8_t>(kBranchReadAddressA.get(word));
    } else if (kBranchReadAddressA.get(word) == 1) {
      in.add.setFlags = true;  // vc4asm's `bra.setf` without a register
    }
    in.immediate = kImmediate.get(word);
    in.add.condition = in.mul.condition = kConditionAlways;
    return out;
  }
  if (signal == kSignalLoadImmediate) {
    uint32_t type = kLoadImmediateType.get(word);
    if (type == kLoadImmediateSemaphore) {
      in.form = Instruction::Form::Semaphore;
      in.acquire = kSemaphoreAcquire.get(word);
      in.semaphore = static_cast<uint8_t>(kSemaphoreNumber.get(word));
      in.semaphoreHighBits = kImmediate.get(word) & ~uint32_t{0x1f};
    } else if (type == kLoadImmediate32 || type == kLoadImmediatePerElementSigned ||
               type == kLoadImmediatePerElementUnsigned) {
      in.form = Instruction::Form::LoadImmediate;
      in.loadType = static_cast<uint8_t>(type);
      in.immediate = kImmediate.get(word);
    } else {
      out.invalid = fmt::format("reserved load-immediate type {} (figure 5)", type);
      return out;
    }
    placePack(word, in);
    // Flags come from the first output that is written (or the add output).
    bool addUsed = in.add.condition != kConditionNever || !in.add.destination.isNop();
    bool mulUsed = in.mul.condition != kConditionNever || !in.mul.destination.isNop();
    (addUsed || !mulUsed ? in.add : in.mul).setFlags = setFlags;
    return out;
  }
  in.form = Instruction::Form::Alu;
  bool smallImmediate = signal == kSignalSmallImmediate;
  in.signal = static_cast<uint8_t>(smallImmediate ? uint32_t{kSignalNone} : signal);
  uint32_t opAdd = kOpAdd.get(word), opMul = kOpMul.get(word);
  in.add.op = findOp(Unit::Add, opAdd);
  in.mul.op = findOp(Unit::Mul, opMul);
  if (!in.add.op) {
    out.invalid = fmt::format("reserved add opcode {} (table 12)", opAdd);
    return out;
  }
  if (opAdd == kOpNop) in.add.op = nullptr;
  if (opMul == kOpNop) in.mul.op = nullptr;
  if (in.add.op) {
    in.add.a = sourceOf(word, kAddMuxA.get(word), smallImmediate);
    in.add.b = sourceOf(word, kAddMuxB.get(word), smallImmediate);
  }
  if (in.mul.op) {
    in.mul.a = sourceOf(word, kMulMuxA.get(word), smallImmediate);
    in.mul.b = sourceOf(word, kMulMuxB.get(word), smallImmediate);
  }
  // Unpack bits that no operand takes (vc4asm's `op.unpackXX` without a
  // source that unpacks) are kept as such, so that the word reads back.
  if (uint32_t unpack = kUnpack.get(word)) {
    bool taken = false;
    for (const Source* s : {&in.add.a, &in.add.b, &in.mul.a, &in.mul.b}) taken |= s->unpack != 0;
    if (!taken) in.unusedUnpack = static_cast<uint8_t>(unpack);
  }
  uint32_t readB = kReadAddressB.get(word);
  if (smallImmediate && readB >= kSmallImmediateRotations) {
    in.rotation = static_cast<uint8_t>(readB);
  }
  // Read addresses no operand uses are vc4asm's `read`s.
  auto fileOf = [](uint32_t mux) { return mux == kMuxFileA ? 1 : mux == kMuxFileB ? 2 : 0; };
  bool usesA = false, usesB = false;
  if (in.add.op) {
    for (uint32_t mux : {kAddMuxA.get(word), kAddMuxB.get(word)}) {
      usesA |= fileOf(mux) == 1;
      usesB |= fileOf(mux) == 2;
    }
  }
  if (in.mul.op) {
    for (uint32_t mux : {kMulMuxA.get(word), kMulMuxB.get(word)}) {
      usesA |= fileOf(mux) == 1;
      usesB |= fileOf(mux) == 2;
    }
  }
  uint32_t readA = kReadAddressA.get(word);
  if (!usesA && readA != kNopAddress) {
    Source s;
    s.kind = Source::Kind::Register;
    s.reg = rawRegisterName(RegisterFile::A, readA);
    in.reads.push_back(s);
  }
  if (!usesB && !in.rotation && (smallImmediate || readB != kNopAddress)) {
    Source s;
    s.kind = smallImmediate ? Source::Kind::SmallImmediate : Source::Kind::Register;
    if (smallImmediate) {
      s.immediate = static_cast<uint8_t>(readB);
    } else {
      s.reg = rawRegisterName(RegisterFile::B, readB);
    }
    in.reads.push_back(s);
  }
  placePack(word, in);
  (in.add.op || !in.mul.op ? in.add : in.mul).setFlags = setFlags;
  return out;
}

}  // namespace gpuasm::vc4
