// Seed 001's cost model (section 5.3): what a 32-bit integer multiplier in
// every CUDA core (plan A) or integer-only cores (plan B) would add to a GTX
// 580's SM and die, from two multiplier syntheses at 65 nm and pixel counts on
// a die photo. `gpuasm study -t ptx --area` prints it beside the seed's own
// figures, recomputed from the same inputs.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace gpuasm::ptx {

// The seed's inputs, as it states them.
struct AreaInputs {
  double mul24At65nm = 10354;          // um^2, a 24-bit multiplier synthesised in GPSVT 65 nm
  double mul32At65nm = 24052;          // um^2, a 32-bit one
  double fromNm = 65, toNm = 40;       // Fermi (GF110) is made in 40 nm
  double dieUm2 = 520e6;               // 520 mm^2
  double diePixels = 1200.0 * 1200.0;  // the die photo, 1200 x 1200 px
  double smPixels = 41600;             // one SM on the photo
  double coresPixels = 2688;           // its 32 CUDA cores
  double coresPerSm = 32;
  double sms = 16;
  double coresWithoutMul32 = 16;  // an SM's cores without a 32-bit multiplier (chapter 4)
  double fp24OverMul24 = 1.2;     // "FP24 = mul24 * 120 %"
  double intMulsPerClock = 16;    // an SM's integer multiplies a clock (chapter 4); plans: 32
};

// How the derived numbers are computed.
struct AreaMethod {
  // The seed scales a 65 nm area to 40 nm by 40/65; an area scales with the
  // square of the feature size, (40/65)^2.
  bool areaScalesWithNodeSquared = false;
  // The seed grows the SM in plan B by 16 cores' change; plan B changes all 32.
  bool planBChangesEveryCore = false;
};

struct AreaEstimate {
  double mul24 = 0, mul32 = 0;  // um^2 at 40 nm
  double um2PerPixel = 0;
  double sm = 0, cores = 0, averageCore = 0;  // um^2
  // Plan A: a 32-bit multiplier added to the 16 cores without one.
  double planACore = 0, planACoreIncrease = 0;  // um^2; fraction of the average core
  double planASm = 0, planASmIncrease = 0;
  double planAChip = 0, planAChipIncrease = 0;
  // Plan B: u(FP24) + u(FP24INT32) from the photo, FP24 and FP24INT32 from
  // the syntheses, alpha = u(x) / x, u(INT32) = alpha * mul32.
  double corePair = 0;  // u(FP24) + u(FP24INT32) = 32 cores / 16
  double fp24 = 0, fp24Int32 = 0, alpha = 0, uFp24 = 0;
  double planBCore = 0, planBCoreIncrease = 0;
  double planBSm = 0, planBSmIncrease = 0;
  double planBChip = 0, planBChipIncrease = 0;
  // Integer multiplies a clock per mm^2 of SM.
  double mulsPerMm2 = 0, planAMulsPerMm2 = 0, planBMulsPerMm2 = 0;
};

AreaEstimate estimateArea(const AreaInputs& inputs, const AreaMethod& method);

// One line of the printed table.
struct AreaRow {
  std::string quantity;
  std::string formula;
  std::string unit;               // "um^2", "%", "", "/clk/mm^2"
  std::optional<double> printed;  // the seed's figure, as printed (nothing: none)
  double recomputed = 0;          // the seed's method, recomputed from its inputs
  double corrected = 0;           // both corrections of AreaMethod
  std::string note;               // where the seed's printed figure is wrong, why
};

std::vector<AreaRow> areaTable(const AreaInputs& inputs = {});
// The table as `gpuasm study -t ptx --area` prints it, with the notes below.
std::string areaTableText(const std::vector<AreaRow>& rows);

}  // namespace gpuasm::ptx
