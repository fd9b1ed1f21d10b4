// The Vertex Pipe Memory as the QPUs see it in general-purpose programs:
// generic block reads and writes through `vpm` after a VPM read/write setup,
// and the two DMA engines (VCD reads memory into the VPM, VDW writes the VPM
// out to memory) started by writing vr_addr / vw_addr after a DMA setup.
// Facts: VideoCoreIV-AG100-R section 7 (tables 32-37), corrected by the
// vc4asm addendum. Transfers happen at once here; the cycle model charges
// their time from the sizes returned.
//
// Shared: the VPM's contents (all QPUs see one memory) and the two DMA
// engines. Per QPU: everything a setup register holds: the generic read
// setups (with their count of vectors still to read) and write setup, the VDR
// basic and extended-pitch setups, and the VDW basic and stride setups. GPU_FFT
// relies on the DMA setups being per QPU: all its QPUs write vw_setup then
// vw_addr concurrently with no mutex between them.
//
// Which QPU put the data in each word is followed too, for the run-time
// hazards of VPM sharing (the thesis's "VPM problem": vpm_ownership.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gpuasm/vc4/memory.hpp"
#include "targets/vc4/machine/lanes.hpp"
#include "targets/vc4/machine/vpm_ownership.hpp"

namespace gpuasm::vc4 {

// What a VPM access did; `fault` is empty on success, else says what was wrong
// in words a kernel author can act on (no location: the caller adds it).
struct VpmOutcome {
  std::string fault;
  uint32_t bytes = 0;  // DMA: bytes moved to or from memory
  uint32_t rows = 0;   // DMA: memory rows (bursts) it took
  // A run-time hazard of VPM sharing between QPUs (vpm_ownership.hpp); the
  // access itself happened, as it would on the hardware.
  VpmFinding hazard;
};

class Vpm {
 public:
  static constexpr uint32_t kBytes = 16 * 1024;
  // The VPM is rows of 16 32-bit words (section 7). Generic QPU accesses see
  // rows 0-63 (Y is 6 bits), the DMA engines rows 0-127 (Y is 7 bits); the rest
  // of the 16 KB is the 3D pipeline's.
  static constexpr uint32_t kRowWords = 16;
  static constexpr uint32_t kRows = kBytes / (kRowWords * 4);
  static constexpr uint32_t kGenericRows = 64;
  static constexpr uint32_t kDmaRows = 128;

  explicit Vpm(uint32_t qpus);

  // Writes to vr_setup / vw_setup: a generic block setup or a DMA setup, by its ID bits.
  VpmOutcome writeReadSetup(uint32_t qpu, uint32_t value);
  VpmOutcome writeWriteSetup(uint32_t qpu, uint32_t value);
  // A vector written to / read from `vpm`. `site` names the instruction in
  // the sharing checks' messages.
  VpmOutcome write(uint32_t qpu, const Vector& value, const VpmSite& site = {});
  VpmOutcome read(uint32_t qpu, Vector& value, const VpmSite& site = {});
  // vr_addr / vw_addr: run the DMA set up last (by this QPU) at a bus address.
  VpmOutcome startLoad(uint32_t qpu, uint32_t busAddress, Memory& memory, const VpmSite& site = {});
  VpmOutcome startStore(uint32_t qpu, uint32_t busAddress, Memory& memory,
                        const VpmSite& site = {});

  // The synchronisation the sharing checks follow: a mutex release, and a
  // semaphore taken (acquire) or given.
  void mutexReleased(uint32_t qpu) { ownership_.mutexReleased(qpu); }
  void semaphore(uint32_t qpu, uint32_t number, bool acquire) {
    ownership_.semaphore(qpu, number, acquire);
  }

  // The 32-bit word at VPM row `row`, column `column` (0 outside the VPM).
  uint32_t word(uint32_t row, uint32_t column) const;
  // Vectors this QPU's read setups still owe it (the hardware cancels them
  // when the program ends; more than 0 then is a bug worth reporting).
  uint32_t readsOutstanding(uint32_t qpu) const;

 private:
  // A generic block read or write setup (tables 32 and 33), decoded.
  struct GenericBlock {
    uint32_t address = 0;  // ADDR, advanced by the stride after each vector
    uint32_t stride = 0;   // 1..64
    uint32_t size = 2;     // SIZE: 0 8-bit, 1 16-bit, 2 32-bit
    bool horizontal = false;
    bool laned = false;
    uint32_t remaining = 0;  // reads only: vectors still to read
  };
  // The VDR basic setup (table 36), decoded; the pitch comes at start time.
  struct LoadSetup {
    uint32_t memoryPitchLog = 0;  // MPITCH: 0 takes the extended setup's MPITCHB
    uint32_t rowLength = 16;      // ROWLEN, words
    uint32_t rows = 16;           // NROWS
    uint32_t vpmPitch = 16;       // VPITCH
    bool vertical = false;
    uint32_t y = 0, x = 0;
  };
  // The VDW basic setup (table 34), decoded.
  struct StoreSetup {
    uint32_t units = 128;  // memory rows
    uint32_t depth = 128;  // elements per memory row
    uint32_t elementBytes = 4;
    uint32_t firstByte = 0;  // MODEW's byte / half-word offset, in bytes
    bool horizontal = false;
    uint32_t y = 0, x = 0;
  };
  struct QpuState {
    std::array<GenericBlock, 2> reads{};  // [0] is read first
    uint32_t readCount = 0;
    bool everSetUpRead = false;
    std::optional<GenericBlock> write;
    std::optional<LoadSetup> load;
    uint32_t loadPitchBytes = 0;  // MPITCHB (table 37)
    std::optional<StoreSetup> store;
    uint32_t storeStrideBytes = 0;  // STRIDE (table 35)
    bool storeBlockMode = false;    // BLOCKMODE (table 35)
  };
  // A byte of the VPM seen through a DMA "line": 64 bytes that are a row
  // (horizontal) or a 16-row column (vertical).
  struct LineByte {
    uint32_t row, column, shift;
  };

  static std::string decodeGeneric(uint32_t value, const char* reg, GenericBlock& block);
  static LineByte lineByte(bool horizontal, uint32_t line, uint32_t offset);
  uint8_t byteAt(const LineByte& at) const;
  bool checkQpu(uint32_t qpu, VpmOutcome& outcome) const;

  std::vector<QpuState> qpus_;
  std::array<uint32_t, kRows * kRowWords> words_{};
  VpmOwnership ownership_;
};

}  // namespace gpuasm::vc4
