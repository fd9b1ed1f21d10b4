#include "targets/vc4/asm/vc4asm_joining.hpp"

#include <array>

namespace gpuasm::vc4 {

std::optional<uint64_t> trialWord(const Line& line, DiagnosticEngine& scratch) {
  SymbolResolver zero = [](std::string_view) { return std::optional<int64_t>(0); };
  EncodeContext encode(zero, scratch);
  std::array<uint8_t, kInstructionBytes> bytes{};
  size_t errors = scratch.errorCount();
  line.encode(encode, bytes);
  if (scratch.errorCount() != errors) return std::nullopt;
  uint64_t word = 0;
  for (size_t b = 0; b < bytes.size(); ++b) word |= uint64_t{bytes[b]} << (8 * b);
  return word;
}

bool accessesPeripheralsTwice(uint64_t word) {
  uint32_t signal = kSignal.get(word);
  if (signal == kSignalLoadImmediate || signal == kSignalBranch) return false;
  // Register addresses (table 14), as vc4asm counts them: writes of the
  // quad/ms flags, TLB stencil, Z and alpha mask, mutex release, SFU and TMU;
  // reads of the pixel coordinates, ms/rev flags and mutex acquire.
  auto peripheralWrite = [](uint32_t address) {
    return (address >= kPixelCoordinateAddress && address <= kTlbZAddress) ||
           address == kTlbAlphaMaskAddress || address >= kSfuRecipAddress;
  };
  auto peripheralRead = [](uint32_t address) {
    return address == kPixelCoordinateAddress || address == kMsFlagsAddress ||
           address == kMutexAddress;
  };
  uint32_t writeAdd = kWriteAddressAdd.get(word), writeMul = kWriteAddressMul.get(word);
  auto writesTileColour = [](uint32_t address) {
    return address == kTlbColourMsAddress || address == kTlbColourAllAddress;
  };
  bool tileColour = writesTileColour(writeAdd) || writesTileColour(writeMul) ||
                    signal == kSignalLoadColour || signal == kSignalLoadColourEnd;
  bool loadsR4 = signal == kSignalLoadCoverage || signal == kSignalLoadTmu0 ||
                 signal == kSignalLoadTmu1 || signal == kSignalLoadAlphaMask;
  int accesses = peripheralWrite(writeAdd) + peripheralWrite(writeMul) +
                 peripheralRead(kReadAddressA.get(word)) +
                 (signal != kSignalSmallImmediate && peripheralRead(kReadAddressB.get(word))) +
                 loadsR4 + tileColour;
  return accesses > 1;
}

}  // namespace gpuasm::vc4
