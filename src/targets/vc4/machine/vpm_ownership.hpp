// Who put the data in each VPM word, to catch the thesis's "VPM problem"
// (seed 000, section 3.1.4, listing 3.8) as a hazard instead of silent data.
//
// The guide gives general-purpose programs no VPM of their own per QPU:
// "General-purposes accesses are mapped to the start of the VPM memory"
// (section 7, page 53), and V3D_VPMBASE reserves one amount "for all user
// programs" (table 69, page 92). Every QPU's Y 0 is the same row. The mutex is
// one lock shared by all QPUs (pages 22 and 24) and nothing more: it keeps two
// holders apart but says nothing about which QPU takes it next. So a QPU that
// writes VPM words, releases the mutex and later reads them back gets whatever
// the last QPU to write them left there: its own data or a neighbour's,
// depending on the order in which the QPUs took the mutex.
//
// Two checks, both on VPM words a QPU wrote "blind" (without reading the word
// since its previous write: a DMA load or a store of new data, not a
// read-modify-write of a shared total):
//  - vpm-overwritten: a QPU reads back (vpm read, or a VDW store) words it
//    wrote, and another QPU's blind write has replaced them. Seen in the run.
//  - vpm-kept-across-mutex: a QPU reads back its own blind write after
//    releasing the mutex in between, and another QPU also writes those words
//    blind, before or after. The run happened to give the QPU its own data;
//    another order of mutex holders would not. Caught in every schedule (the
//    functional model runs each QPU to its end, the cycle model interleaves).
// Writes and reads ordered by semaphores (a release by one QPU that another
// acquires afterwards) are deliberate hand-overs, not the problem: each QPU
// keeps a vector clock that semaphores carry, and ordered accesses pass (an
// acquire sees every earlier release of its semaphore: generous, never a false
// alarm). 8 and 16-bit generic writes are not followed: QPUs may own different
// bytes of one word.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace gpuasm::vc4 {

// Where and when a QPU's VPM access happens, for the messages.
struct VpmSite {
  uint32_t address = 0;  // bus address of the instruction
  uint64_t when = 0;     // cycle (cycle model) or the QPU's instruction count
  bool cycles = false;   // `when` is a cycle
};

// What a check found in one VPM access (empty kind: nothing).
struct VpmFinding {
  std::string kind;
  std::string message;
};

class VpmOwnership {
 public:
  static constexpr uint32_t kMaxQpus = 16;
  VpmOwnership(uint32_t qpus, uint32_t words);

  // One access by `qpu` at `site`: the words it writes or reads, a batch at a
  // time, then finish() returns the finding (the first word found, and how
  // many more). The common cases (a QPU writing again what it wrote, reading
  // what it wrote in this hold of the mutex) take a short path: GPU_FFT moves
  // every sample through the VPM.
  enum class Access : uint8_t { VpmWrite, VpmRead, DmaLoad, DmaStore };
  void begin(uint32_t qpu, Access access, const VpmSite& site);
  void wrote(std::span<const uint32_t> words);
  void read(std::span<const uint32_t> words);
  VpmFinding finish(uint32_t wordsPerRow);

  // Synchronisation the checks follow.
  void mutexReleased(uint32_t qpu);
  void semaphore(uint32_t qpu, uint32_t number, bool acquire);

 private:
  static constexpr uint8_t kNobody = 0xff;
  using Clock = std::array<uint32_t, kMaxQpus>;
  // What the checks read on every access, 16 bytes a word.
  struct WordState {
    uint32_t writeEpoch = 0;     // the writer's own clock entry at the last write
    uint32_t writeReleases = 0;  // the writer's mutex releases before it
    uint16_t writers = 0;        // QPUs that wrote the word, since an ordered overwrite
    uint16_t blindWriters = 0;   // those whose last write to it was blind
    uint16_t readers = 0;        // QPUs that read it since its last write
    uint8_t writer = kNobody;    // the last write's QPU
    bool blind = false;          // the last write did not read the word first
    uint8_t keeper = kNobody;    // a QPU that read its blind write back across a mutex release
  };
  // Where and when: the last write of a word, and its keeper's read.
  struct Site {
    uint32_t address = 0;
    uint64_t when = 0;
  };
  struct Keep {
    Site site;
    uint32_t epoch = 0;
  };
  // The first word of an access that a check hit, and who else is involved.
  struct Hit {
    std::string kind;
    uint32_t word = 0, count = 0;
    uint8_t other = kNobody;  // the QPU whose write or keep is involved
    Site otherSite;           // where it wrote or kept the word, where known
    uint32_t lastWord = 0;    // the last word hit
    bool otherKeeps = false;  // the other QPU keeps the word (it did not write it last)
  };

  void wroteSlow(uint32_t word);
  void readSlow(uint32_t word);
  // Did the QPU of this access see (through semaphores) `other`'s event at `epoch`?
  bool ordered(uint32_t other, uint32_t epoch) const { return clocks_[qpu_][other] >= epoch; }
  void hit(const char* kind, uint32_t word, uint8_t other, const Site* site, bool keeps);
  static const char* accessName(Access access);

  std::vector<WordState> words_;
  std::vector<Site> writeSites_;        // per word
  std::vector<Keep> keeps_;             // per word, valid while WordState::keeper is set
  std::vector<Clock> clocks_;           // per QPU
  std::array<Clock, 16> semaphores_{};  // what each semaphore's releases carried
  std::vector<uint32_t> releases_;      // per QPU: mutex releases so far
  bool cycles_ = false;                 // the sites' `when` are cycles
  // The access under way.
  uint32_t qpu_ = 0;
  uint16_t self_ = 0;
  bool tracking_ = false;
  uint32_t ownEpoch_ = 0, ownReleases_ = 0;
  Access access_ = Access::VpmRead;
  VpmSite site_;
  Hit hit_;
};

}  // namespace gpuasm::vc4
