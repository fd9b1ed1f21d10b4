// Facts: VideoCoreIV-AG100-R section 7 (page 53: general-purpose VPM accesses
// are mapped to the start of the VPM), table 69 (page 92: V3D_VPMBASE reserves
// VPM for all user programs together), pages 23-24 (one mutex shared by all
// QPUs; semaphores). The thesis's symptom: seed 000, section 3.1.4.
#include "targets/vc4/machine/vpm_ownership.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

namespace gpuasm::vc4 {
namespace {

constexpr const char* kWhy =
    "all QPUs' general-purpose VPM accesses share one window, not a segment each (section 7, "
    "page 53), and the mutex (page 24) does not decide which QPU writes last; give each QPU its "
    "own VPM rows, or write and read back in one hold of the mutex";

std::string when(uint64_t value, bool cycles) {
  return fmt::format("{} {}", cycles ? "cycle" : "instruction", value);
}

}  // namespace

VpmOwnership::VpmOwnership(uint32_t qpus, uint32_t words)
    : words_(words), clocks_(std::min(qpus, kMaxQpus), Clock{}), releases_(clocks_.size(), 0) {
  for (uint32_t q = 0; q < clocks_.size(); ++q) clocks_[q][q] = 1;
}

const char* VpmOwnership::accessName(Access access) {
  switch (access) {
    case Access::VpmWrite:
      return "vpm write";
    case Access::VpmRead:
      return "vpm read";
    case Access::DmaLoad:
      return "VDR DMA load";
    case Access::DmaStore:
      return "VDW DMA store";
  }
  return "?";
}

bool VpmOwnership::ordered(uint32_t other, uint32_t epoch, uint32_t qpu) const {
  return clocks_[qpu][other] >= epoch;
}

void VpmOwnership::begin(uint32_t qpu, Access access, const VpmSite& site) {
  qpu_ = qpu;
  access_ = access;
  site_ = site;
  hit_ = {};
}

void VpmOwnership::hit(const char* kind, uint32_t word, uint8_t other, uint32_t address,
                       uint64_t at, bool cycles, bool keeps) {
  if (hit_.count++ > 0) return;
  hit_.kind = kind;
  hit_.word = word;
  hit_.other = other;
  hit_.otherAddress = address;
  hit_.otherWhen = at;
  hit_.otherCycles = cycles;
  hit_.otherKeeps = keeps;
}

void VpmOwnership::wrote(uint32_t word) {
  if (qpu_ >= clocks_.size() || word >= words_.size()) return;
  WordHistory& h = words_[word];
  const uint16_t self = static_cast<uint16_t>(1u << qpu_);
  const bool blind = !(h.readers & self);
  // An overwrite that follows the last write through a semaphore is a hand-over:
  // the earlier writers are done with the word.
  if (h.writer == kNobody || h.writer == qpu_ || ordered(h.writer, h.writeEpoch, qpu_)) {
    h.writers &= self;
    h.blindWriters &= self;
  }
  if (blind && h.keeper != kNobody && h.keeper != qpu_ && !ordered(h.keeper, h.keepEpoch, qpu_)) {
    hit("vpm-kept-across-mutex", word, h.keeper, h.keepAddress, h.keepWhen, h.keepCycles, true);
    h.keeper = kNobody;  // reported once
  }
  h.writers |= self;
  h.blindWriters = blind ? h.blindWriters | self : h.blindWriters & ~self;
  h.writer = static_cast<uint8_t>(qpu_);
  h.blind = blind;
  h.writeAddress = site_.address;
  h.writeWhen = site_.when;
  h.writeCycles = site_.cycles;
  h.writeEpoch = clocks_[qpu_][qpu_];
  h.writeReleases = releases_[qpu_];
  h.readers = 0;
  if (h.keeper == qpu_) h.keeper = kNobody;
}

void VpmOwnership::read(uint32_t word) {
  if (qpu_ >= clocks_.size() || word >= words_.size()) return;
  WordHistory& h = words_[word];
  const uint16_t self = static_cast<uint16_t>(1u << qpu_);
  h.readers |= self;
  if (h.writer == kNobody || !h.blind) return;
  if (h.writer != qpu_) {
    // This QPU's own data was there, and another QPU's blind write replaced it.
    if ((h.writers & self) && !ordered(h.writer, h.writeEpoch, qpu_))
      hit("vpm-overwritten", word, h.writer, h.writeAddress, h.writeWhen, h.writeCycles, false);
    return;
  }
  if (releases_[qpu_] == h.writeReleases) return;  // written and read in one hold of the mutex
  const uint16_t others = h.blindWriters & ~self;
  if (others) {
    hit("vpm-kept-across-mutex", word, static_cast<uint8_t>(std::countr_zero(others)), 0, 0, false,
        false);
    return;
  }
  h.keeper = static_cast<uint8_t>(qpu_);
  h.keepAddress = site_.address;
  h.keepWhen = site_.when;
  h.keepCycles = site_.cycles;
  h.keepEpoch = clocks_[qpu_][qpu_];
}

VpmFinding VpmOwnership::finish(uint32_t wordsPerRow) {
  VpmFinding finding;
  if (hit_.count == 0) return finding;
  finding.kind = hit_.kind;
  const uint32_t more = hit_.count - 1;
  const std::string words =
      fmt::format("VPM Y {} X {}{}", hit_.word / wordsPerRow, hit_.word % wordsPerRow,
                  more ? fmt::format(" (and {} more word{})", more, more == 1 ? "" : "s") : "");
  const char* access = accessName(access_);
  if (hit_.kind == "vpm-overwritten") {
    finding.message = fmt::format(
        "{} of {} gets QPU {}'s data (written at 0x{:08x}, {}), not what this QPU wrote there "
        "before: {}",
        access, words, hit_.other, hit_.otherAddress, when(hit_.otherWhen, hit_.otherCycles), kWhy);
  } else if (hit_.otherKeeps) {
    finding.message = fmt::format(
        "{} writes {}, which QPU {} wrote and read back after releasing the mutex (at 0x{:08x}, "
        "{}): which QPU's data such a read gets depends on the order the QPUs take the mutex in; "
        "{}",
        access, words, hit_.other, hit_.otherAddress, when(hit_.otherWhen, hit_.otherCycles), kWhy);
  } else {
    finding.message = fmt::format(
        "{} of {} reads back what this QPU wrote before releasing the mutex, and QPU {} writes "
        "there too: which QPU's data it gets depends on the order the QPUs take the mutex in; {}",
        access, words, hit_.other, kWhy);
  }
  return finding;
}

void VpmOwnership::mutexReleased(uint32_t qpu) {
  if (qpu < releases_.size()) ++releases_[qpu];
}

void VpmOwnership::semaphore(uint32_t qpu, uint32_t number, bool acquire) {
  if (qpu >= clocks_.size() || number >= semaphores_.size()) return;
  Clock& mine = clocks_[qpu];
  Clock& carried = semaphores_[number];
  if (acquire) {
    for (uint32_t q = 0; q < kMaxQpus; ++q) mine[q] = std::max(mine[q], carried[q]);
    return;
  }
  for (uint32_t q = 0; q < kMaxQpus; ++q) carried[q] = std::max(carried[q], mine[q]);
  ++mine[qpu];  // what this QPU does from now on comes after the release
}

}  // namespace gpuasm::vc4
