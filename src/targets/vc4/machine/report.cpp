#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "gpuasm/vc4/device.hpp"

namespace gpuasm::vc4 {
namespace {

constexpr int kStalls = static_cast<int>(Stall::Count);

nlohmann::json optionalJson(const auto& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

uint64_t stallTotal(const QpuReport& q) {
  uint64_t sum = 0;
  for (uint64_t s : q.stalls) sum += s;
  return sum;
}

nlohmann::json qpuJson(const QpuReport& q, bool cycles) {
  nlohmann::json j = {{"instructions", q.instructions},
                      {"add_ops", q.addOps},
                      {"mul_ops", q.mulOps},
                      {"tmu_requests", q.tmuRequests},
                      {"uniforms_read", q.uniformsRead},
                      {"dma_load_bytes", q.dmaLoadBytes},
                      {"dma_store_bytes", q.dmaStoreBytes}};
  if (cycles) {
    j["cycles"] = q.cycles;
    auto& stalls = j["stalls"] = nlohmann::json::object();
    for (int s = 0; s < kStalls; ++s) stalls[stallName(static_cast<Stall>(s))] = q.stalls[s];
  }
  return j;
}

const char* modeName(Mode mode) {
  return mode == Mode::Cycle ? "cycle" : "functional";
}

}  // namespace

const char* stallName(Stall stall) {
  switch (stall) {
    case Stall::InstructionCache: return "instruction_cache";
    case Stall::UniformCache: return "uniform_cache";
    case Stall::Tmu: return "tmu";
    case Stall::Sfu: return "sfu";
    case Stall::VpmRead: return "vpm_read";
    case Stall::VpmDma: return "vpm_dma";
    case Stall::Semaphore: return "semaphore";
    case Stall::Mutex: return "mutex";
    case Stall::Count: break;
  }
  return "?";
}

QpuReport RunReport::total() const {
  QpuReport t;
  for (const QpuReport& q : perQpu) {
    t.instructions += q.instructions;
    t.addOps += q.addOps;
    t.mulOps += q.mulOps;
    t.cycles = std::max(t.cycles, q.cycles);
    for (int s = 0; s < kStalls; ++s) t.stalls[s] += q.stalls[s];
    t.tmuRequests += q.tmuRequests;
    t.uniformsRead += q.uniformsRead;
    t.dmaLoadBytes += q.dmaLoadBytes;
    t.dmaStoreBytes += q.dmaStoreBytes;
    t.hostInterrupts += q.hostInterrupts;
  }
  return t;
}

nlohmann::json RunReport::json() const {
  bool cycleMode = mode == Mode::Cycle;
  nlohmann::json j;
  j["target"] = "vc4";
  j["mode"] = modeName(mode);
  j["qpus"] = qpus;
  j["clock_mhz"] = clockMHz;
  j["host_seconds"] = hostSeconds;
  j["total"] = qpuJson(total(), cycleMode);
  auto& list = j["per_qpu"] = nlohmann::json::array();
  for (const QpuReport& q : perQpu) list.push_back(qpuJson(q, cycleMode));
  if (cycleMode) {
    j["cycles"] = cycles;
    j["seconds_at_clock"] = seconds();
  }
  j["host_interrupts"] = hostInterrupts;
  j["hazard_count"] = hazardCount;
  auto& hazardList = j["hazards"] = nlohmann::json::array();
  for (const Hazard& h : hazards) {
    hazardList.push_back({{"kind", h.kind},
                          {"message", h.message},
                          {"qpu", h.qpu},
                          {"address", h.address},
                          {"cycle", h.cycle},
                          {"instruction", h.instruction}});
  }
  if (fault) {
    j["fault"] = {{"kind", fault->kind},
                  {"message", fault->message},
                  {"qpu", optionalJson(fault->qpu)},
                  {"lane", optionalJson(fault->lane)},
                  {"address", optionalJson(fault->address)},
                  {"cycle", optionalJson(fault->cycle)},
                  {"value", optionalJson(fault->value)},
                  {"instruction", fault->instruction}};
  } else {
    j["fault"] = nullptr;
  }
  return j;
}

std::string RunReport::table() const {
  bool cycleMode = mode == Mode::Cycle;
  std::string out =
      fmt::format("vc4 run ({} mode, {} QPU{})\n", modeName(mode), qpus, qpus == 1 ? "" : "s");
  QpuReport t = total();
  auto utilisation = [&](uint64_t ops, const QpuReport& q) {
    uint64_t slots = cycleMode ? q.cycles : q.instructions;
    return slots ? fmt::format("{:.1f}%", 100.0 * double(ops) / double(slots)) : std::string("-");
  };
  out += fmt::format("  {:<5} {:>12} {:>7} {:>7}", "qpu", "instructions", "add", "mul");
  if (cycleMode) out += fmt::format(" {:>12} {:>12}", "cycles", "stalled");
  out += fmt::format(" {:>6} {:>10} {:>10}\n", "tmu", "dma in", "dma out");
  auto line = [&](std::string name, const QpuReport& q, uint64_t cycles) {
    QpuReport shown = q;
    shown.cycles = cycles;
    out += fmt::format("  {:<5} {:>12} {:>7} {:>7}", name, q.instructions, utilisation(q.addOps, shown),
                       utilisation(q.mulOps, shown));
    if (cycleMode) out += fmt::format(" {:>12} {:>12}", cycles, stallTotal(q));
    out += fmt::format(" {:>6} {:>10} {:>10}\n", q.tmuRequests, q.dmaLoadBytes, q.dmaStoreBytes);
  };
  for (size_t i = 0; i < perQpu.size(); ++i) line(fmt::format("{}", i), perQpu[i], perQpu[i].cycles);
  line("all", t, cycles * std::max<uint64_t>(1, perQpu.size()));
  if (cycleMode) {
    out += fmt::format("  cycles {} = {:.6f} ms at {} MHz\n", cycles, seconds() * 1e3, clockMHz);
    out += "  stalls by reason (all QPUs):";
    for (int s = 0; s < kStalls; ++s)
      if (t.stalls[s]) out += fmt::format(" {} {}", stallName(static_cast<Stall>(s)), t.stalls[s]);
    out += stallTotal(t) ? "\n" : " none\n";
  }
  if (hostInterrupts) out += fmt::format("  host interrupts {}\n", hostInterrupts);
  if (hazardCount) {
    out += fmt::format("  hazards {}:\n", hazardCount);
    for (const Hazard& h : hazards)
      out += fmt::format("    {} at 0x{:08x} (QPU {}, {} {}): {}\n      {}\n", h.kind, h.address, h.qpu,
                         cycleMode ? "cycle" : "instruction", h.cycle, h.message, h.instruction);
  }
  if (fault) {
    out += fmt::format("  fault: {}: {}\n", fault->kind, fault->message);
    if (fault->qpu) out += fmt::format("    QPU {}", *fault->qpu);
    if (fault->lane) out += fmt::format(", lane {}", *fault->lane);
    if (fault->address) out += fmt::format(", at 0x{:08x}", *fault->address);
    if (fault->cycle) out += fmt::format(", cycle {}", *fault->cycle);
    if (fault->qpu) out += "\n";
    if (!fault->instruction.empty()) out += fmt::format("    {}\n", fault->instruction);
  }
  return out;
}

}  // namespace gpuasm::vc4
