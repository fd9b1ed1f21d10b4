// Facts: VideoCoreIV-AG100-R section 7 (page 53: general-purpose VPM accesses
// are mapped to the start of the VPM), table 69 (page 92: V3D_VPMBASE reserves
// VPM for all user programs together), pages 22 and 24 (one mutex shared by all
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
    : words_(words),
      writeSites_(words),
      keeps_(words),
      clocks_(std::min(qpus, kMaxQpus), Clock{}),
      releases_(clocks_.size(), 0) {
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

void VpmOwnership::begin(uint32_t qpu, Access access, const VpmSite& site) {
  tracking_ = qpu < clocks_.size();
  qpu_ = tracking_ ? qpu : 0;
  self_ = static_cast<uint16_t>(1u << qpu_);
  ownEpoch_ = clocks_.empty() ? 0 : clocks_[qpu_][qpu_];
  ownReleases_ = releases_.empty() ? 0 : releases_[qpu_];
  access_ = access;
  site_ = site;
  cycles_ = site.cycles;
  hit_.count = 0;  // the rest is filled in by the first hit
}

void VpmOwnership::hit(const char* kind, uint32_t word, uint8_t other, const Site* site,
                       bool keeps) {
  // Packed 8 and 16-bit vectors reach a word from 4 or 2 lanes in a row: count it once.
  if (hit_.count > 0 && word == hit_.lastWord) return;
  hit_.lastWord = word;
  if (hit_.count++ > 0) return;
  hit_.kind = kind;
  hit_.word = word;
  hit_.other = other;
  hit_.otherSite = site ? *site : Site{};
  hit_.otherKeeps = keeps;
}

// The short paths keep what they compare in locals: the compiler cannot tell
// that the word states' stores leave the members alone.
void VpmOwnership::wrote(std::span<const uint32_t> words) {
  if (!tracking_) return;
  const uint32_t qpu = qpu_, epoch = ownEpoch_, releases = ownReleases_;
  const uint16_t self = self_;
  const Site site{site_.address, site_.when};
  WordState* states = words_.data();
  Site* sites = writeSites_.data();
  for (uint32_t word : words) {
    WordState& h = states[word];
    if (h.writer == qpu && h.keeper == kNobody && h.writers == self) {
      const bool blind = !(h.readers & self);
      h.blind = blind;
      h.blindWriters = blind ? self : 0;
      h.readers = 0;
      h.writeEpoch = epoch;
      h.writeReleases = releases;
      sites[word] = site;
      continue;
    }
    wroteSlow(word);
  }
}

void VpmOwnership::read(std::span<const uint32_t> words) {
  if (!tracking_) return;
  const uint32_t qpu = qpu_, releases = ownReleases_;
  const uint16_t self = self_;
  WordState* states = words_.data();
  for (uint32_t word : words) {
    WordState& h = states[word];
    h.readers |= self;
    if (!h.blind || (h.writer == qpu && h.writeReleases == releases)) continue;
    readSlow(word);
  }
}

void VpmOwnership::wroteSlow(uint32_t word) {
  WordState& h = words_[word];
  const bool blind = !(h.readers & self_);
  // An overwrite that follows the last write through a semaphore is a hand-over:
  // the earlier writers are done with the word.
  if (h.writer == kNobody || h.writer == qpu_ || ordered(h.writer, h.writeEpoch)) {
    h.writers &= self_;
    h.blindWriters &= self_;
  }
  if (h.keeper != kNobody && h.keeper != qpu_) {
    if (blind && !ordered(h.keeper, keeps_[word].epoch)) {
      hit("vpm-kept-across-mutex", word, h.keeper, &keeps_[word].site, true);
      h.keeper = kNobody;  // reported once
    }
  } else {
    h.keeper = kNobody;  // its keeper writes it again
  }
  h.writers |= self_;
  h.blindWriters = blind ? h.blindWriters | self_ : h.blindWriters & ~self_;
  h.writer = static_cast<uint8_t>(qpu_);
  h.blind = blind;
  h.writeEpoch = ownEpoch_;
  h.writeReleases = ownReleases_;
  h.readers = 0;
  writeSites_[word] = {site_.address, site_.when};
}

// Reached for a blind write that is another QPU's, or this QPU's from before
// a mutex release.
void VpmOwnership::readSlow(uint32_t word) {
  WordState& h = words_[word];
  if (h.writer != qpu_) {
    // This QPU's own data was there, and another QPU's blind write replaced it.
    if ((h.writers & self_) && !ordered(h.writer, h.writeEpoch))
      hit("vpm-overwritten", word, h.writer, &writeSites_[word], false);
    return;
  }
  const uint16_t others = h.blindWriters & ~self_;
  if (others) {
    hit("vpm-kept-across-mutex", word, static_cast<uint8_t>(std::countr_zero(others)), nullptr,
        false);
    return;
  }
  h.keeper = static_cast<uint8_t>(qpu_);
  keeps_[word] = {{site_.address, site_.when}, ownEpoch_};
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
        access, words, hit_.other, hit_.otherSite.address, when(hit_.otherSite.when, cycles_),
        kWhy);
  } else if (hit_.otherKeeps) {
    finding.message = fmt::format(
        "{} writes {}, which QPU {} wrote and read back after releasing the mutex (at 0x{:08x}, "
        "{}): which QPU's data such a read gets depends on the order the QPUs take the mutex in; "
        "{}",
        access, words, hit_.other, hit_.otherSite.address, when(hit_.otherSite.when, cycles_),
        kWhy);
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
