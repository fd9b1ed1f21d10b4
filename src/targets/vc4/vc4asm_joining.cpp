#include "targets/vc4/vc4asm_joining.hpp"

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
  // Register addresses (reference guide table 14), as vc4asm counts them:
  // writes of the quad/ms flags, TLB stencil, Z and alpha mask, mutex release,
  // SFU and TMU; reads of the ms/rev flags and mutex acquire.
  auto peripheralWrite = [](uint32_t address) {
    return (address >= 41 && address <= 44) || address == 47 || address >= 52;
  };
  auto peripheralRead = [](uint32_t address) {
    return address == 41 || address == 42 || address == 51;
  };
  uint32_t writeAdd = kWriteAddressAdd.get(word), writeMul = kWriteAddressMul.get(word);
  // Signals (table 4): 7 coverage load, 8 colour load, 9 colour load and
  // program end, 10/11 TMU loads, 12 alpha-mask load.
  bool tileColour = writeAdd == 45 || writeAdd == 46 || writeMul == 45 || writeMul == 46 ||
                    signal == 8 || signal == 9;
  int accesses = peripheralWrite(writeAdd) + peripheralWrite(writeMul) +
                 peripheralRead(kReadAddressA.get(word)) +
                 (signal != kSignalSmallImmediate && peripheralRead(kReadAddressB.get(word))) +
                 (signal == 7 || signal == 10 || signal == 11 || signal == 12) + tileColour;
  return accesses > 1;
}

}  // namespace gpuasm::vc4
