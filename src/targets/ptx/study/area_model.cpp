// Seed 001, section 5.3, recomputed. The seed's printed figures are kept as
// data beside the rows so that the table shows where its arithmetic slipped.
#include "targets/ptx/study/area_model.hpp"

#include <fmt/format.h>

#include <cmath>

namespace gpuasm::ptx {

AreaEstimate estimateArea(const AreaInputs& in, const AreaMethod& method) {
  AreaEstimate e;
  const double linear = in.toNm / in.fromNm;
  const double scale = method.areaScalesWithNodeSquared ? linear * linear : linear;
  e.mul24 = in.mul24At65nm * scale;
  e.mul32 = in.mul32At65nm * scale;
  e.um2PerPixel = in.dieUm2 / in.diePixels;
  e.sm = in.smPixels * e.um2PerPixel;
  e.cores = in.coresPixels * e.um2PerPixel;
  e.averageCore = e.cores / in.coresPerSm;

  e.planACore = e.averageCore + e.mul32 / 2;  // half the cores get a multiplier
  e.planACoreIncrease = e.planACore / e.averageCore - 1;
  const double planASmGrowth = in.coresWithoutMul32 * e.mul32;
  e.planASm = e.sm + planASmGrowth;
  e.planASmIncrease = planASmGrowth / e.sm;
  e.planAChip = in.dieUm2 + planASmGrowth * in.sms;
  e.planAChipIncrease = planASmGrowth * in.sms / in.dieUm2;

  // 16 u(FP24) + 16 u(FP24INT32) = the 32 cores.
  e.corePair = e.cores / (in.coresPerSm / 2);
  e.fp24 = e.mul24 * in.fp24OverMul24;
  e.fp24Int32 = e.fp24 - e.mul24 + e.mul32;
  // u(FP24) / FP24 = u(FP24INT32) / FP24INT32 = alpha, and the two u add to the pair.
  e.alpha = e.corePair / (e.fp24 + e.fp24Int32);
  e.uFp24 = e.alpha * e.fp24;
  e.planBCore = e.alpha * e.mul32;  // an integer-only core: its 32-bit multiplier, scaled
  e.planBCoreIncrease = e.planBCore / e.averageCore - 1;
  const double changedCores = method.planBChangesEveryCore ? in.coresPerSm : in.coresWithoutMul32;
  const double planBSmGrowth = changedCores * (e.planBCore - e.averageCore);
  e.planBSm = e.sm + planBSmGrowth;
  e.planBSmIncrease = planBSmGrowth / e.sm;
  e.planBChip = in.dieUm2 + planBSmGrowth * in.sms;
  e.planBChipIncrease = planBSmGrowth * in.sms / in.dieUm2;

  const double planMulsPerClock = in.coresPerSm;  // both plans: a multiplier in every core
  e.mulsPerMm2 = in.intMulsPerClock / (e.sm * 1e-6);
  e.planAMulsPerMm2 = planMulsPerClock / (e.planASm * 1e-6);
  e.planBMulsPerMm2 = planMulsPerClock / (e.planBSm * 1e-6);
  return e;
}

std::vector<AreaRow> areaTable(const AreaInputs& inputs) {
  const AreaEstimate seed = estimateArea(inputs, {});
  const AreaEstimate fixed = estimateArea(inputs, {true, true});
  const std::string um2 = "um^2", percent = "%", none, rate = "/clk/mm^2";
  auto row = [](std::string quantity, std::string formula, std::string unit,
                std::optional<double> printed, double recomputed, double corrected,
                std::string note = {}) {
    return AreaRow{std::move(quantity), std::move(formula), std::move(unit), printed,
                   recomputed,          corrected,          std::move(note)};
  };
  return {
      row("mul24 at 40 nm", "10,354 x 40/65", um2, 6471, seed.mul24, fixed.mul24,
          "10,354 x 40/65 is 6,372; the seed's 6,471 is a slip, and FP24 below uses it"),
      row("mul32 at 40 nm", "24,052 x 40/65", um2, 14801, seed.mul32, fixed.mul32,
          "an area scales as the node squared: x (40/65)^2 (corrected column)"),
      row("um^2 a pixel", "520 mm^2 / 1200^2 px", um2, std::nullopt, seed.um2PerPixel,
          fixed.um2PerPixel),
      row("full chip", "1,440,000 px", um2, 5.20e8, inputs.dieUm2, inputs.dieUm2),
      row("SM", "41,600 px", um2, 1.50e7, seed.sm, fixed.sm),
      row("32 CUDA cores", "2,688 px", um2, 9.71e5, seed.cores, fixed.cores),
      row("average core", "32 cores / 32", um2, 3.03e4, seed.averageCore, fixed.averageCore),
      row("A: core", "average + mul32 / 2", um2, 3.77e4, seed.planACore, fixed.planACore),
      row("A: core increase", "", percent, 24.4, 100 * seed.planACoreIncrease,
          100 * fixed.planACoreIncrease),
      row("A: SM", "SM + 16 mul32", um2, 1.53e6, seed.planASm, fixed.planASm,
          "the seed prints 1.53e6: 1.50e7 + 16 x 14,801 is 1.53e7 (its exponent is wrong)"),
      row("A: SM increase", "16 mul32 / SM", percent, 1.5, 100 * seed.planASmIncrease,
          100 * fixed.planASmIncrease, "16 x 14,801 / 1.502e7 is 1.58 %, not 1.5 %"),
      row("A: chip", "chip + 16 (16 mul32)", um2, 5.24e8, seed.planAChip, fixed.planAChip),
      row("A: chip increase", "", percent, 0.73, 100 * seed.planAChipIncrease,
          100 * fixed.planAChipIncrease),
      row("B: u(FP24) + u(FP24INT32)", "32 cores / 16", um2, 6.07e4, seed.corePair, fixed.corePair),
      row("B: FP24", "1.2 mul24", um2, 0.78e4, seed.fp24, fixed.fp24,
          "from the seed's 6,471; 1.2 x 6,372 is 7,646"),
      row("B: FP24INT32", "FP24 - mul24 + mul32", um2, 1.61e4, seed.fp24Int32, fixed.fp24Int32),
      row("B: alpha", "pair / (FP24 + FP24INT32)", none, 2.52, seed.alpha, fixed.alpha,
          "even from its own FP24 and FP24INT32 the seed's alpha is 60,667 / 23,860 = 2.54"),
      row("B: u(FP24)", "alpha FP24", um2, 1.97e4, seed.uFp24, fixed.uFp24),
      row("B: core u(INT32)", "alpha mul32", um2, 3.73e4, seed.planBCore, fixed.planBCore,
          "alpha mul32 = pair mul32 / (1.4 mul24 + mul32): the node's scale cancels"),
      row("B: core increase", "", percent, 22.9, 100 * seed.planBCoreIncrease,
          100 * fixed.planBCoreIncrease, "follows the seed's low alpha"),
      row("B: SM", "SM + 16 (u(INT32) - average)", um2, 1.51e6, seed.planBSm, fixed.planBSm,
          "exponent again (1.51e7); the seed writes (average - u(INT32)), which would shrink "
          "the SM, and counts 16 cores: plan B changes all 32 (corrected: x 32)"),
      row("B: SM increase", "", percent, 0.74, 100 * seed.planBSmIncrease,
          100 * fixed.planBSmIncrease),
      row("B: chip", "chip + 16 (SM growth)", um2, 5.22e8, seed.planBChip, fixed.planBChip),
      row("B: chip increase", "", percent, 0.34, 100 * seed.planBChipIncrease,
          100 * fixed.planBChipIncrease),
      row("gtx580: int muls", "16 / SM", rate, std::nullopt, seed.mulsPerMm2, fixed.mulsPerMm2),
      row("A: int muls", "32 / SM(A)", rate, std::nullopt, seed.planAMulsPerMm2,
          fixed.planAMulsPerMm2),
      row("B: int muls", "32 / SM(B)", rate, std::nullopt, seed.planBMulsPerMm2,
          fixed.planBMulsPerMm2),
  };
}

namespace {

std::string number(double value) {
  if (value != 0 && (std::fabs(value) >= 1e5 || std::fabs(value) < 1e-2))
    return fmt::format("{:.4e}", value);
  return fmt::format("{:.5g}", value);
}

// As the seed prints it: three digits in powers of ten from 1e5 up.
std::string printedNumber(double value) {
  if (std::fabs(value) >= 1e5) return fmt::format("{:.2e}", value);
  return fmt::format("{:g}", value);
}

double columnOf(const std::vector<AreaRow>& rows, std::string_view quantity, bool corrected) {
  for (const AreaRow& r : rows)
    if (r.quantity == quantity) return corrected ? r.corrected : r.recomputed;
  return 0;
}

}  // namespace

std::string areaTableText(const std::vector<AreaRow>& rows) {
  std::string text =
      "Seed 001, section 5.3: area of plans A and B (recomputed from the seed's inputs)\n"
      "recomputed: the seed's method; corrected: area scales as (40/65)^2, plan B changes 32 "
      "cores\nflag: the seed's printed figure is more than 5 % from its own method\n\n";
  text += fmt::format("{:<26} {:<30} {:>10} {:>12} {:>12} {:>10} {}\n", "quantity", "formula",
                      "seed", "recomputed", "corrected", "unit", "flag");
  std::string notes;
  size_t noteNumber = 0;
  for (const AreaRow& r : rows) {
    std::string flag;
    if (r.printed && std::fabs(*r.printed - r.recomputed) > 0.05 * std::fabs(r.recomputed))
      flag = fmt::format("off {:+.0f} %", 100 * (*r.printed / r.recomputed - 1));
    if (!r.note.empty()) {
      ++noteNumber;
      flag += fmt::format("{}[{}]", flag.empty() ? "" : " ", noteNumber);
      notes += fmt::format("[{}] {}: {}\n", noteNumber, r.quantity, r.note);
    }
    text += fmt::format("{:<26} {:<30} {:>10} {:>12} {:>12} {:>10} {}\n", r.quantity, r.formula,
                        r.printed ? printedNumber(*r.printed) : std::string("-"),
                        number(r.recomputed), number(r.corrected), r.unit, flag);
  }
  text += "\n" + notes;
  for (bool corrected : {false, true})
    text += fmt::format(
        "{}: plan A adds {:.2f} % to an SM ({:.2f} % to the chip), plan B {:.2f} % ({:.2f} %); "
        "integer multiplies a clock per mm^2 of SM: gtx580 {:.3f}, A {:.3f}, B {:.3f}\n",
        corrected ? "corrected" : "the seed's method", columnOf(rows, "A: SM increase", corrected),
        columnOf(rows, "A: chip increase", corrected), columnOf(rows, "B: SM increase", corrected),
        columnOf(rows, "B: chip increase", corrected),
        columnOf(rows, "gtx580: int muls", corrected), columnOf(rows, "A: int muls", corrected),
        columnOf(rows, "B: int muls", corrected));
  text +=
      "The seed concludes plan B is the smaller (0.74 % against 1.5 % of an SM); counting all 32 "
      "cores it is not: both plans double the integer multiplies a clock for 1-1.6 % more SM.\n";
  return text;
}

}  // namespace gpuasm::ptx
