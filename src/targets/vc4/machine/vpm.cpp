// Facts: VideoCoreIV-AG100-R section 7 ("QPU Reading and Writing of VPM",
// figures 8 and 9, tables 32-37), the vc4asm addendum (VPM read setups do not
// queue; the VDW STRIDE is 16 bits) and vc4asm issue #27 (what a vertical VDW
// does past 16 rows and past 16 columns, seen on hardware).
#include "targets/vc4/machine/vpm.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace gpuasm::vc4 {
namespace {

// Where element `lane` of a generic vector lives: a word and the bits in it.
struct Slot {
  uint32_t row, column, shift, mask;
};

// ADDR is a counter of 6, 7 or 8 bits for 32, 16 and 8-bit vectors ({Y}, {Y,
// H} or {Y, B} horizontally, with Y[3:0] replaced by X vertically); the stride
// is added to it whole, so it wraps past Y 63 as section 7 says it does.
constexpr uint32_t addressMask(uint32_t size) {
  return size == 2 ? 0x3fu : size == 1 ? 0x7fu : 0xffu;
}

// Figures 8 and 9. Laned: element i is in word i (horizontal) or row i of the
// 16-row block (vertical), at half-word H or byte B. Packed: the 16 elements
// fill 8 (16-bit) or 4 (8-bit) whole words, two or four to a word in order:
// words 8H.. or 4B.. of the row, or rows 8H.. or 4B.. of the column's block.
Slot genericSlot(uint32_t address, uint32_t size, bool horizontal, bool laned, uint32_t lane) {
  if (size == 2) {
    if (horizontal) return {address & 0x3f, lane, 0, 0xffffffffu};
    return {(address & 0x30) + lane, address & 0xf, 0, 0xffffffffu};
  }
  const uint32_t bits = size == 1 ? 16 : 8;
  const uint32_t perWord = 32 / bits;
  const uint32_t sub = address & (perWord - 1);  // H or B
  const uint32_t rest = (address >> (size == 1 ? 1 : 2)) & 0x3f;
  const uint32_t mask = (1u << bits) - 1;
  // Word index along the vector (column if horizontal, row in block if vertical).
  const uint32_t along = laned ? lane : sub * (16 / perWord) + lane / perWord;
  const uint32_t shift = (laned ? sub : lane % perWord) * bits;
  if (horizontal) return {rest, along, shift, mask};
  return {(rest & 0x30) + along, rest & 0xf, shift, mask};
}

}  // namespace

Vpm::Vpm(uint32_t qpus) : qpus_(qpus), ownership_(qpus, kRows * kRowWords) {}

bool Vpm::checkQpu(uint32_t qpu, VpmOutcome& outcome) const {
  if (qpu < qpus_.size()) return true;
  outcome.fault = fmt::format("QPU {} does not exist (the VPM serves {})", qpu, qpus_.size());
  return false;
}

std::string Vpm::decodeGeneric(uint32_t value, const char* reg, GenericBlock& block) {
  block.size = (value >> 8) & 3;
  if (block.size == 3) {
    return fmt::format("{} {:#010x}: SIZE (bits 9:8) is 3, which tables 32 and 33 reserve", reg,
                       value);
  }
  block.horizontal = (value >> 11) & 1;
  block.laned = block.size != 2 && ((value >> 10) & 1);  // LANED: ignored for 32-bit
  block.stride = (value >> 12) & 0x3f;
  if (block.stride == 0) block.stride = 64;
  block.address = value & addressMask(block.size);
  return {};
}

VpmOutcome Vpm::writeReadSetup(uint32_t qpu, uint32_t value) {
  VpmOutcome outcome;
  if (!checkQpu(qpu, outcome)) return outcome;
  QpuState& state = qpus_[qpu];
  const uint32_t id = value >> 30;

  if (id == 0) {  // table 33: generic block read
    GenericBlock block;
    outcome.fault = decodeGeneric(value, "vr_setup", block);
    if (!outcome.fault.empty()) return outcome;
    block.remaining = (value >> 20) & 0xf;
    if (block.remaining == 0) block.remaining = 16;
    // The addendum: a read setup is taken only once the previous one has at
    // most one vector left; otherwise the VPM ignores it and the reads it was
    // meant for stall the QPU for ever. We stop at the cause instead.
    uint32_t unread = 0;
    for (uint32_t i = 0; i < state.readCount; ++i) unread += state.reads[i].remaining;
    if (unread > 1) {
      outcome.fault = fmt::format(
          "vr_setup {:#010x} while {} vectors of the previous read setup are unread: the VPM "
          "ignores a read setup until at most one vector is outstanding (vc4asm addendum)",
          value, unread);
      return outcome;
    }
    state.reads[state.readCount++] = block;
    state.everSetUpRead = true;
    return outcome;
  }
  if (id == 1) {
    outcome.fault = fmt::format(
        "vr_setup {:#010x}: ID (bits 31:30) is 1, which no read setup format uses (tables 33, "
        "36 and 37)",
        value);
    return outcome;
  }

  const uint32_t modew = (value >> 28) & 7;
  if (modew == 1) {  // table 37: ID 9, the extended memory pitch
    state.loadPitchBytes = value & 0x1fff;
    return outcome;
  }
  // Table 36: VDR basic setup.
  if (modew != 0) {
    outcome.fault = fmt::format(
        "vr_setup {:#010x}: VDR MODEW (bits 30:28) is {} ({}-bit loads); only 32-bit loads "
        "(MODEW 0) are modelled",
        value, modew, modew < 4 ? 16 : 8);
    return outcome;
  }
  LoadSetup load;
  load.memoryPitchLog = (value >> 24) & 0xf;
  load.rowLength = (value >> 20) & 0xf;
  if (load.rowLength == 0) load.rowLength = 16;
  load.rows = (value >> 16) & 0xf;
  if (load.rows == 0) load.rows = 16;
  load.vpmPitch = (value >> 12) & 0xf;
  if (load.vpmPitch == 0) load.vpmPitch = 16;
  load.vertical = (value >> 11) & 1;
  // ADDRXY is 11 bits; table 36 names only {Y[5:0], X[3:0]}, but the VDW's
  // field of the same width is {Y[6:0], X[3:0]}, so bit 10 is taken as Y[6].
  load.y = (value >> 4) & 0x7f;
  load.x = value & 0xf;
  state.load = load;
  return outcome;
}

VpmOutcome Vpm::writeWriteSetup(uint32_t qpu, uint32_t value) {
  VpmOutcome outcome;
  if (!checkQpu(qpu, outcome)) return outcome;
  QpuState& state = qpus_[qpu];

  switch (value >> 30) {
    case 0: {  // table 32: generic block write
      GenericBlock block;
      outcome.fault = decodeGeneric(value, "vw_setup", block);
      if (outcome.fault.empty()) state.write = block;
      return outcome;
    }
    case 1:
      outcome.fault = fmt::format(
          "vw_setup {:#010x}: ID (bits 31:30) is 1, which no write setup format documents "
          "(tables 32, 34 and 35)",
          value);
      return outcome;
    case 2: {  // table 34: VDW basic setup
      if ((value >> 15) & 1) {
        outcome.fault = fmt::format(
            "vw_setup {:#010x}: VDW LANED (bit 15) is 1; table 34 says write it as 0 (the VDW "
            "stores packed data only)",
            value);
        return outcome;
      }
      const uint32_t modew = value & 7;
      if (modew == 1) {
        outcome.fault = fmt::format(
            "vw_setup {:#010x}: VDW MODEW (bits 2:0) is 1, which table 34 leaves unused", value);
        return outcome;
      }
      StoreSetup store;
      store.units = (value >> 23) & 0x7f;
      if (store.units == 0) store.units = 128;
      store.depth = (value >> 16) & 0x7f;
      if (store.depth == 0) store.depth = 128;
      store.horizontal = (value >> 14) & 1;
      store.y = (value >> 7) & 0x7f;
      store.x = (value >> 3) & 0xf;
      store.elementBytes = modew == 0 ? 4 : modew < 4 ? 2 : 1;
      store.firstByte = modew == 0 ? 0 : modew < 4 ? (modew & 1) * 2 : modew & 3;
      state.store = store;
      return outcome;
    }
    default:  // table 35: VDW stride setup; STRIDE is 16 bits (vc4asm addendum)
      state.storeStrideBytes = value & 0xffff;
      state.storeBlockMode = (value >> 16) & 1;
      return outcome;
  }
}

VpmOutcome Vpm::write(uint32_t qpu, const Vector& value, const VpmSite& site) {
  VpmOutcome outcome;
  if (!checkQpu(qpu, outcome)) return outcome;
  QpuState& state = qpus_[qpu];
  if (!state.write) {
    outcome.fault = "vpm written before any generic block write setup (vw_setup with ID 0)";
    return outcome;
  }
  GenericBlock& block = *state.write;
  // Sub-word writes are left out of the sharing checks: QPUs may own
  // different bytes of one word.
  ownership_.begin(qpu, VpmOwnership::Access::VpmWrite, site);
  if (block.size == 2 && block.horizontal) {  // a whole row of 32-bit words
    const uint32_t first = (block.address & 0x3f) * kRowWords;
    std::copy(value.begin(), value.end(), words_.begin() + first);
    std::array<uint32_t, kRowWords> row;
    for (uint32_t i = 0; i < kRowWords; ++i) row[i] = first + i;
    ownership_.wrote(row);
  } else {
    std::array<uint32_t, kLanes> touched;
    for (uint32_t lane = 0; lane < kLanes; ++lane) {
      const Slot slot = genericSlot(block.address, block.size, block.horizontal, block.laned, lane);
      uint32_t& word = words_[slot.row * kRowWords + slot.column];
      word = (word & ~(slot.mask << slot.shift)) | (value[lane] & slot.mask) << slot.shift;
      touched[lane] = slot.row * kRowWords + slot.column;
    }
    if (block.size == 2) ownership_.wrote(touched);
  }
  block.address = (block.address + block.stride) & addressMask(block.size);
  outcome.hazard = ownership_.finish(kRowWords);
  return outcome;
}

VpmOutcome Vpm::read(uint32_t qpu, Vector& value, const VpmSite& site) {
  VpmOutcome outcome;
  if (!checkQpu(qpu, outcome)) return outcome;
  QpuState& state = qpus_[qpu];
  if (state.readCount == 0) {
    // The addendum: an empty read FIFO blocks the QPU, so this read would never end.
    outcome.fault = state.everSetUpRead
                        ? "vpm read beyond the vectors the read setups asked for (NUM in "
                          "vr_setup): on the QPU it would stall for ever"
                        : "vpm read before any generic block read setup (vr_setup with ID 0)";
    return outcome;
  }
  GenericBlock& block = state.reads[0];
  // Data is taken when read (the hardware fetches it a few instructions after
  // the setup; a program that writes the same words in between races anyway).
  // Sub-word reads are zero-extended.
  ownership_.begin(qpu, VpmOwnership::Access::VpmRead, site);
  if (block.size == 2 && block.horizontal) {  // a whole row of 32-bit words
    const uint32_t first = (block.address & 0x3f) * kRowWords;
    std::copy(words_.begin() + first, words_.begin() + first + kRowWords, value.begin());
    std::array<uint32_t, kRowWords> row;
    for (uint32_t i = 0; i < kRowWords; ++i) row[i] = first + i;
    ownership_.read(row);
  } else {
    std::array<uint32_t, kLanes> touched;
    for (uint32_t lane = 0; lane < kLanes; ++lane) {
      const Slot slot = genericSlot(block.address, block.size, block.horizontal, block.laned, lane);
      value[lane] = (words_[slot.row * kRowWords + slot.column] >> slot.shift) & slot.mask;
      touched[lane] = slot.row * kRowWords + slot.column;
    }
    ownership_.read(touched);
  }
  outcome.hazard = ownership_.finish(kRowWords);
  block.address = (block.address + block.stride) & addressMask(block.size);
  if (--block.remaining == 0) {
    state.reads[0] = state.reads[1];
    --state.readCount;
  }
  return outcome;
}

// DMA sees the VPM in lines of 64 bytes: a row (horizontal), or a column of a
// 16-row block (vertical, line = block * 16 + column), read down the column a
// word at a time, each word's bytes in order. Within a line the position wraps
// (vc4asm issue #27: a vertical store 32 deep from row 0 repeats rows 0-15);
// the next line of a vertical transfer is the next column, then the next block
// (the same issue: 32 vertical units cover two 16-row blocks).
Vpm::LineByte Vpm::lineByte(bool horizontal, uint32_t line, uint32_t offset) {
  offset &= 63;
  if (horizontal) return {line, offset / 4, (offset % 4) * 8};
  return {(line / 16) * 16 + offset / 4, line % 16, (offset % 4) * 8};
}

uint8_t Vpm::byteAt(const LineByte& at) const {
  return static_cast<uint8_t>(words_[at.row * kRowWords + at.column] >> at.shift);
}

VpmOutcome Vpm::startLoad(uint32_t qpu, uint32_t busAddress, Memory& memory, const VpmSite& site) {
  VpmOutcome outcome;
  if (!checkQpu(qpu, outcome)) return outcome;
  const QpuState& state = qpus_[qpu];
  if (!state.load) {
    outcome.fault = fmt::format(
        "vr_addr {:#010x} written before any VDR setup (vr_setup with ID 1, table 36)", busAddress);
    return outcome;
  }
  const LoadSetup& load = *state.load;
  const uint64_t pitch =
      load.memoryPitchLog != 0 ? uint64_t{8} << load.memoryPitchLog : state.loadPitchBytes;
  const uint32_t rowBytes = load.rowLength * 4;

  // Every row is checked before any is copied, so a fault leaves the VPM as it was.
  std::array<const uint8_t*, 16> sources{};
  for (uint32_t r = 0; r < load.rows; ++r) {
    const uint64_t address = busAddress + r * pitch;
    if (address + rowBytes - 1 > 0xffffffffu ||
        (sources[r] = memory.map(static_cast<uint32_t>(address), rowBytes)) == nullptr) {
      outcome.fault = fmt::format(
          "vr_addr {:#010x}: VDR row {} of {} ({} bytes at {:#x}, memory pitch {}) is not "
          "inside one allocated block of memory",
          busAddress, r, load.rows, rowBytes, address, pitch);
      return outcome;
    }
  }
  // VPITCH is added to Y[3:0] (table 36) and so wraps within the 16-row
  // block; vertically it steps the column the same way.
  const uint32_t block = load.y & ~15u;
  ownership_.begin(qpu, VpmOwnership::Access::DmaLoad, site);
  for (uint32_t r = 0; r < load.rows; ++r) {
    const uint32_t step = r * load.vpmPitch;
    const uint32_t line =
        load.vertical ? block + ((load.x + step) & 15) : block + ((load.y + step) & 15);
    const uint32_t first = load.vertical ? (load.y & 15) * 4 : load.x * 4;
    std::array<uint32_t, 16> touched;             // ROWLEN is at most 16 words
    for (uint32_t i = 0; i < rowBytes; i += 4) {  // 32-bit words: whole VPM words
      const LineByte at = lineByte(!load.vertical, line, first + i);
      const uint8_t* from = sources[r] + i;
      words_[at.row * kRowWords + at.column] = loadWord(from);
      touched[i / 4] = at.row * kRowWords + at.column;
    }
    ownership_.wrote(std::span(touched).first(rowBytes / 4));
  }
  outcome.hazard = ownership_.finish(kRowWords);
  outcome.bytes = load.rows * rowBytes;
  outcome.rows = load.rows;
  return outcome;
}

VpmOutcome Vpm::startStore(uint32_t qpu, uint32_t busAddress, Memory& memory, const VpmSite& site) {
  VpmOutcome outcome;
  if (!checkQpu(qpu, outcome)) return outcome;
  const QpuState& state = qpus_[qpu];
  if (!state.store) {
    outcome.fault = fmt::format(
        "vw_addr {:#010x} written before any VDW setup (vw_setup with ID 2, table 34)", busAddress);
    return outcome;
  }
  const StoreSetup& store = *state.store;
  const uint32_t rowBytes = store.depth * store.elementBytes;
  const uint64_t pitch = uint64_t{rowBytes} + state.storeStrideBytes;
  const uint32_t firstLine = store.horizontal ? store.y : (store.y & ~15u) + store.x;
  const uint32_t firstOffset =
      (store.horizontal ? store.x * 4 : (store.y & 15) * 4) + store.firstByte;

  // BLOCKMODE 0 starts each memory row on the next line at the same offset;
  // BLOCKMODE 1 packs the rows one after the other, carrying into the next line.
  const uint32_t lastLine = state.storeBlockMode
                                ? firstLine + (firstOffset + store.units * rowBytes - 1) / 64
                                : firstLine + store.units - 1;
  if (lastLine >= kDmaRows) {
    outcome.fault = fmt::format(
        "vw_addr {:#010x}: the VDW store ({} UNITS x {} DEPTH, {}, from VPM Y {} X {}{}) runs "
        "past the VPM: it would need {} {} 0-127",
        busAddress, store.units, store.depth, store.horizontal ? "horizontal" : "vertical", store.y,
        store.x, state.storeBlockMode ? ", BLOCKMODE 1" : "", store.horizontal ? "row" : "line",
        lastLine);
    if (!store.horizontal) {
      outcome.fault += fmt::format(" (block {} column {})", lastLine / 16, lastLine % 16);
    }
    return outcome;
  }

  std::array<uint8_t*, 128> targets{};
  for (uint32_t r = 0; r < store.units; ++r) {
    const uint64_t address = busAddress + r * pitch;
    if (address + rowBytes - 1 > 0xffffffffu ||
        (targets[r] = memory.map(static_cast<uint32_t>(address), rowBytes)) == nullptr) {
      outcome.fault = fmt::format(
          "vw_addr {:#010x}: VDW row {} of {} ({} bytes at {:#x}, stride {}) is not inside one "
          "allocated block of memory",
          busAddress, r, store.units, rowBytes, address, state.storeStrideBytes);
      return outcome;
    }
  }
  // Rows of whole words (every 32-bit store) move a VPM word at a time; the
  // common case, each memory row from one VPM line, has a loop of its own.
  const uint32_t stepBytes = rowBytes % 4 == 0 && firstOffset % 4 == 0 ? 4 : 1;
  ownership_.begin(qpu, VpmOwnership::Access::DmaStore, site);
  if (stepBytes == 4 && !state.storeBlockMode) {
    std::array<uint32_t, 128> touched;  // DEPTH is at most 128 words
    for (uint32_t r = 0; r < store.units; ++r) {
      for (uint32_t i = 0; i < rowBytes; i += 4) {
        const LineByte at = lineByte(store.horizontal, firstLine + r, firstOffset + i);
        storeWord(targets[r] + i, words_[at.row * kRowWords + at.column]);
        touched[i / 4] = at.row * kRowWords + at.column;
      }
      ownership_.read(std::span(touched).first(rowBytes / 4));
    }
  } else {
    for (uint32_t r = 0; r < store.units; ++r) {
      for (uint32_t i = 0; i < rowBytes; i += stepBytes) {
        const uint32_t position = state.storeBlockMode ? firstOffset + r * rowBytes + i : 0;
        const LineByte at = state.storeBlockMode
                                ? lineByte(store.horizontal, firstLine + position / 64, position)
                                : lineByte(store.horizontal, firstLine + r, firstOffset + i);
        if (stepBytes == 4 || at.shift == 0 || i == 0) {
          const uint32_t word = at.row * kRowWords + at.column;
          ownership_.read(std::span(&word, 1));
        }
        if (stepBytes == 1) {
          targets[r][i] = byteAt(at);
          continue;
        }
        storeWord(targets[r] + i, words_[at.row * kRowWords + at.column]);
      }
    }
  }
  outcome.hazard = ownership_.finish(kRowWords);
  outcome.bytes = store.units * rowBytes;
  outcome.rows = store.units;
  return outcome;
}

uint32_t Vpm::word(uint32_t row, uint32_t column) const {
  if (row >= kRows || column >= kRowWords) return 0;
  return words_[row * kRowWords + column];
}

uint32_t Vpm::readsOutstanding(uint32_t qpu) const {
  if (qpu >= qpus_.size()) return 0;
  const QpuState& state = qpus_[qpu];
  uint32_t unread = 0;
  for (uint32_t i = 0; i < state.readCount; ++i) unread += state.reads[i].remaining;
  return unread;
}

}  // namespace gpuasm::vc4
