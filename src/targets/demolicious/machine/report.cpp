#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "gpuasm/demolicious/machine.hpp"

namespace gpuasm::demolicious {

namespace {
nlohmann::json optionalJson(const auto& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}
}  // namespace

nlohmann::json RunReport::json() const {
  nlohmann::json j;
  j["target"] = "demolicious";
  j["mode"] = modeName(mode);
  j["cores"] = cores;
  j["barrel_height"] = barrelHeight;
  j["clock_mhz"] = clockMHz;
  j["threads"] = threads;
  j["kernel_instructions"] = kernelInstructions;
  j["instructions_issued"] = instructionsIssued;
  j["thread_instructions"] = threadInstructions;
  j["host_seconds"] = hostSeconds;
  if (mode == Mode::Cycle) {
    j["cycles"] = cycles;
    j["ipc"] = ipc();
    j["thread_ipc"] = cycles ? double(threadInstructions) / double(cycles) : 0.0;
    j["seconds_at_clock"] = seconds();
    j["bank_requests"] = {bankRequests[0], bankRequests[1]};
    j["queue_max_occupancy"] = {maxQueueOccupancy[0], maxQueueOccupancy[1]};
    j["queue_mean_occupancy"] = {meanQueueOccupancy[0], meanQueueOccupancy[1]};
    j["hazard_count"] = hazardCount;
    auto& list = j["hazards"] = nlohmann::json::array();
    for (const Hazard& h : hazards) {
      list.push_back({{"kind", h.kind},
                      {"cycle", h.cycle},
                      {"barrel_line", h.barrelLine},
                      {"address", h.address},
                      {"instruction", h.instruction},
                      {"source", h.source},
                      {"pending_requests", h.pendingRequests}});
    }
    if (frameWidth && frameHeight) j["frames_per_second"] = framesPerSecond();
  }
  if (!trace.empty()) {
    auto& list = j["trace"] = nlohmann::json::array();
    for (const TraceEntry& t : trace) {
      list.push_back({{"cycle", t.cycle},
                      {"barrel_line", t.barrelLine},
                      {"address", optionalJson(t.address)},
                      {"instruction", t.instruction},
                      {"first_thread", t.firstThread}});
    }
  }
  if (frameWidth && frameHeight) j["frame"] = {{"width", *frameWidth}, {"height", *frameHeight}};
  if (fault) {
    j["fault"] = {{"kind", fault->kind},
                  {"message", fault->message},
                  {"address", optionalJson(fault->address)},
                  {"thread", optionalJson(fault->thread)},
                  {"cycle", optionalJson(fault->cycle)},
                  {"value", optionalJson(fault->value)},
                  {"instruction", fault->instruction},
                  {"source", fault->source}};
  } else {
    j["fault"] = nullptr;
  }
  return j;
}

std::string RunReport::table() const {
  std::string out;
  auto row = [&](std::string_view name, const std::string& value) {
    out += fmt::format("  {:<28} {}\n", name, value);
  };
  out += fmt::format("demolicious run ({} mode)\n", modeName(mode));
  row("cores x barrel height", fmt::format("{} x {}", cores, barrelHeight));
  row("threads", fmt::format("{}", threads));
  row("instructions per thread", fmt::format("{}", kernelInstructions));
  row("instructions issued", fmt::format("{}", instructionsIssued));
  row("thread-instructions", fmt::format("{}", threadInstructions));
  if (mode == Mode::Cycle) {
    row("cycles", fmt::format("{}", cycles));
    row("IPC (warp / thread)",
        fmt::format("{:.3f} / {:.3f}", ipc(),
                    cycles ? double(threadInstructions) / double(cycles) : 0.0));
    row("memory requests (bank 0/1)", fmt::format("{} / {}", bankRequests[0], bankRequests[1]));
    row("queue occupancy max (0/1)",
        fmt::format("{} / {}", maxQueueOccupancy[0], maxQueueOccupancy[1]));
    row("queue occupancy mean (0/1)",
        fmt::format("{:.3f} / {:.3f}", meanQueueOccupancy[0], meanQueueOccupancy[1]));
    row("hazards", fmt::format("{}", hazardCount));
    row("clock", fmt::format("{:.3f} MHz", clockMHz));
    row("time at clock", fmt::format("{:.6f} ms", seconds() * 1e3));
    if (frameWidth && frameHeight) {
      row("frames per second",
          fmt::format("{:.2f} ({}x{})", framesPerSecond(), *frameWidth, *frameHeight));
    }
  }
  row("host time", fmt::format("{:.6f} s", hostSeconds));
  if (!trace.empty())
    out += fmt::format("  {:>8} {:>4} {:>8} {:>8}  {}\n", "cycle", "line", "address", "thread",
                       "instruction");
  for (const TraceEntry& t : trace) {
    out += t.address ? fmt::format("  {:>8} {:>4} {:>8} {:>8}  {}\n", t.cycle, t.barrelLine,
                                   *t.address, t.firstThread, t.instruction)
                     : fmt::format("  {:>8} {:>4} {:>8} {:>8}  (idle)\n", t.cycle, t.barrelLine,
                                   "-", "-");
  }
  for (const Hazard& h : hazards) {
    out += fmt::format("  hazard {}: cycle {}, barrel line {}, address {}: {}{}{}\n", h.kind,
                       h.cycle, h.barrelLine, h.address, h.instruction,
                       h.source.empty() ? "" : "  at ", h.source);
  }
  if (hazardCount > hazards.size()) {
    out += fmt::format("  ... and {} more hazards\n", hazardCount - hazards.size());
  }
  return out;
}

}  // namespace gpuasm::demolicious
