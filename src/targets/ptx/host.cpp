// The ptx host API (gpuasm/ptx/host.hpp) apart from the devices themselves:
// programs parsed by the ptx target, kernels and their parameters, the
// parameter block both devices launch with, and the launch report.
#include "gpuasm/ptx/host.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "gpuasm/target.hpp"
#include "targets/ptx/cuda_device.hpp"
#include "targets/ptx/machine/predecode.hpp"
#include "targets/ptx/program.hpp"

namespace gpuasm::ptx {

std::optional<Program> Program::fromText(std::string text, std::string name, std::string& error) {
  const Target* target = findTarget("ptx");
  AssembleOutcome outcome = assembleText(*target, name, text, {});
  if (!outcome.image) {
    error = outcome.diagnosticsText.empty() ? fmt::format("{}: not valid PTX", name)
                                            : outcome.diagnosticsText;
    return std::nullopt;
  }
  auto state = std::make_shared<State>();
  state->text = std::move(text);
  state->name = std::move(name);
  state->data = outcome.image->targetData;
  state->module = moduleOf(*outcome.image);
  return Program(std::move(state));
}

std::optional<Program> Program::fromImage(const Image& image, std::string& error) {
  const Module* module = moduleOf(image);
  if (!module || image.sections.empty()) {
    error = "the image holds no PTX module (assemble it with -t ptx)";
    return std::nullopt;
  }
  auto state = std::make_shared<State>();
  const std::span<const uint8_t> bytes = image.sections.front().contents();
  state->text.assign(bytes.begin(), bytes.end());
  state->name = image.sourceFiles.empty() ? "<ptx>" : image.sourceFiles.front()->name();
  state->data = image.targetData;
  state->module = module;
  return Program(std::move(state));
}

const std::string& Program::text() const {
  return state_->text;
}
const std::string& Program::name() const {
  return state_->name;
}
const Module& Program::module() const {
  return *state_->module;
}

std::vector<std::string> Program::kernelNames() const {
  std::vector<std::string> names;
  for (const Function& f : state_->module->functions)
    if (f.entry && f.defined) names.push_back(f.name);
  return names;
}

std::string locationOf(const Program::State& program, const Instruction& instruction) {
  const SourceLocation at = program.module->location(instruction);
  return fmt::format("{}:{}:{}", program.name, at.line, at.column);
}

std::string textOf(const Program::State& program, const Instruction& instruction) {
  std::string text = program.text.substr(program.module->textOffset(instruction),
                                         std::min<size_t>(instruction.textBytes(), 200));
  std::replace_if(
      text.begin(), text.end(), [](char c) { return c == '\n' || c == '\t' || c == '\r'; }, ' ');
  // One space between words, as the statement reads.
  text.erase(
      std::unique(text.begin(), text.end(), [](char a, char b) { return a == ' ' && b == ' '; }),
      text.end());
  return text;
}

Kernel::Kernel(Program program, size_t function)
    : program_(std::move(program)), function_(function) {
  const Function& f = program_.module().functions[function];
  name_ = f.name;
  std::vector<ParameterSlot> layout = parameterLayout(f);
  for (size_t i = 0; i < f.params.size(); ++i) {
    const Variable& p = f.params[i];
    ParameterInfo info;
    info.name = p.name;
    info.type = std::string(typeName(p.type));
    info.bytes = layout[i].bytes;
    info.alignment = layout[i].alignment;
    info.offset = layout[i].offset;
    parameters_.push_back(std::move(info));
  }
  values_.resize(parameters_.size());
}

std::optional<Kernel> Kernel::create(const Program& program, std::string_view name,
                                     std::string& error) {
  const auto& functions = program.module().functions;
  for (size_t i = 0; i < functions.size(); ++i)
    if (functions[i].name == name && functions[i].entry && functions[i].defined)
      return Kernel(program, i);
  std::string list;
  for (const std::string& k : program.kernelNames())
    list += fmt::format("{}{}", list.empty() ? "" : ", ", k);
  error = fmt::format(
      "{} has no kernel (.entry) '{}'{}", program.name(), name,
      list.empty() ? std::string(": it has none") : fmt::format(" (its kernels: {})", list));
  return std::nullopt;
}

std::optional<size_t> Kernel::parameterIndex(std::string_view name) const {
  for (size_t i = 0; i < parameters_.size(); ++i)
    if (parameters_[i].name == name) return i;
  return std::nullopt;
}

uint32_t Kernel::parameterBytes() const {
  return parameters_.empty() ? 0 : parameters_.back().offset + parameters_.back().bytes;
}

bool Kernel::setArgument(size_t index, ArgumentValue value, std::string& error) {
  if (index >= parameters_.size()) {
    error = fmt::format("kernel '{}' has {} parameter{}, not {}", name_, parameters_.size(),
                        parameters_.size() == 1 ? "" : "s", index + 1);
    return false;
  }
  const ParameterInfo& p = parameters_[index];
  if (value.kind == ArgumentValue::Kind::Bytes) {
    if (value.bytes.size() != p.bytes) {
      error =
          fmt::format("parameter '{}' is {} bytes: {} given", p.name, p.bytes, value.bytes.size());
      return false;
    }
  } else if (value.kind == ArgumentValue::Kind::Buffer) {
    if (p.bytes != 8) {
      error = fmt::format("parameter '{}' is .{} ({} bytes): a buffer's address needs 8", p.name,
                          p.type, p.bytes);
      return false;
    }
  } else {
    // A number fits when its bits fit, either as it is or as the negative
    // number it stands for (-1 for a .u32 is 0xffffffff, as C's casts have it).
    const uint32_t bits = std::min<uint32_t>(64, p.bytes * 8);
    const uint64_t v = value.number;
    const bool fits =
        bits >= 64 || (v >> bits) == 0 || (v >> (bits - 1)) == (~uint64_t{0} >> (bits - 1));
    if (!fits || p.bytes > 8) {
      error = p.bytes > 8 ? fmt::format(
                                "parameter '{}' is {} bytes: a number does not fill it "
                                "(give its bytes: ArgumentValue::ofBytes)",
                                p.name, p.bytes)
                          : fmt::format("{} (0x{:x}) does not fit parameter '{}' (.{})", v, v,
                                        p.name, p.type);
      return false;
    }
  }
  values_[index] = std::move(value);
  return true;
}

bool Kernel::setArgument(std::string_view name, ArgumentValue value, std::string& error) {
  auto index = parameterIndex(name);
  if (!index) {
    std::string list;
    for (const ParameterInfo& p : parameters_)
      list += fmt::format("{}{}", list.empty() ? "" : ", ", p.name);
    error = fmt::format("kernel '{}' has no parameter '{}' ({})", name_, name,
                        list.empty() ? std::string("it has none") : "its parameters: " + list);
    return false;
  }
  return setArgument(*index, value, error);
}

std::vector<uint8_t> parameterBlock(const Kernel& kernel, const Device& device) {
  std::vector<uint8_t> block(kernel.parameterBytes(), 0);
  for (size_t i = 0; i < kernel.parameters().size(); ++i) {
    const ParameterInfo& p = kernel.parameters()[i];
    const auto& value = kernel.values()[i];
    if (!value)
      throw LaunchError{
          fmt::format("parameter '{}' of kernel '{}' is not set", p.name, kernel.name()), true};
    if (value->kind == ArgumentValue::Kind::Bytes) {
      std::copy(value->bytes.begin(), value->bytes.end(), block.begin() + p.offset);
      continue;
    }
    uint64_t bits = value->number;
    if (value->kind == ArgumentValue::Kind::Buffer)
      bits = device.address(value->buffer) + value->offset;
    for (uint32_t b = 0; b < p.bytes && b < 8; ++b)
      block[p.offset + b] = static_cast<uint8_t>(bits >> (8 * b));
  }
  return block;
}

std::string LaunchFault::describe() const {
  // A launch stopped between blocks (the time limit) is at no instruction.
  if (location.empty() && instruction.empty()) return message;
  std::string text =
      fmt::format("{}: {} fault in block ({},{},{}) thread ({},{},{}): {}", location, kind,
                  block[0], block[1], block[2], thread[0], thread[1], thread[2], message);
  if (!instruction.empty()) text += fmt::format("\n  in '{}'", instruction);
  return text;
}

std::string LaunchReport::table() const {
  // The kernel's printf output first, as a program run on the GPU shows it.
  std::string text = output;
  text += fmt::format("kernel {} on {}: grid {}x{}x{}, block {}x{}x{} ({} threads)\n", kernel,
                      device, grid[0], grid[1], grid[2], block[0], block[1], block[2], threads);
  if (warpInstructions) {
    text += fmt::format(
        "  {} warp instructions, {} thread instructions, in {:.3f} s on {} host thread{}\n",
        warpInstructions, threadInstructions, seconds, hostThreads, hostThreads == 1 ? "" : "s");
  } else {
    text += fmt::format("  {:.6f} s on the device\n", seconds);
  }
  if (timing) {
    const TimingReport& t = *timing;
    text += fmt::format(
        "  model '{}': {} cycles ({:.3f} ms at {} GHz), the busiest of {} SM{} ran {} block{}\n",
        t.model, t.cycles, t.seconds() * 1e3, t.clockGhz, t.sms, t.sms == 1 ? "" : "s",
        t.blocksOnBusiest, t.blocksOnBusiest == 1 ? "" : "s");
    uint64_t stalled = 0;
    for (const auto& [reason, count] : t.stalls) stalled += count;
    if (stalled) {
      text += "  scheduler-cycles without an issue:";
      for (const auto& [reason, count] : t.stalls) text += fmt::format(" {} {}", reason, count);
      text += "\n";
    }
    for (const TimingReport::UnitUse& u : t.units) {
      const double share =
          t.cycles ? 100.0 * static_cast<double>(u.busyCycles) / static_cast<double>(t.cycles) : 0;
      text += fmt::format("  unit {:<16} busy {:5.1f} % ({} instructions)\n", u.name, share,
                          u.instructions);
    }
  }
  return text;
}

nlohmann::json LaunchReport::json() const {
  nlohmann::json j = {{"kernel", kernel},
                      {"device", device},
                      {"grid", grid},
                      {"block", block},
                      {"threads", threads},
                      {"warp_instructions", warpInstructions},
                      {"thread_instructions", threadInstructions},
                      {"host_threads", hostThreads},
                      {"seconds", seconds}};
  if (!output.empty()) j["output"] = output;
  if (fault) {
    j["fault"] = {{"kind", fault->kind},
                  {"message", fault->message},
                  {"instruction", fault->instruction},
                  {"location", fault->location},
                  {"block", fault->block},
                  {"thread", fault->thread}};
    if (fault->value) j["fault"]["value"] = *fault->value;
  }
  if (timing) {
    const TimingReport& t = *timing;
    j["model"] = t.model;
    j["cycles"] = t.cycles;
    j["model_seconds"] = t.seconds();
    j["sms"] = t.sms;
    j["blocks_on_busiest_sm"] = t.blocksOnBusiest;
    j["stalls"] = t.stalls;
    for (const TimingReport::UnitUse& u : t.units)
      j["units"].push_back(
          {{"name", u.name}, {"busy_cycles", u.busyCycles}, {"instructions", u.instructions}});
  }
  return j;
}

namespace {

std::string dimensions(const std::array<uint32_t, 3>& size) {
  return fmt::format("{}x{}x{}", size[0], size[1], size[2]);
}

}  // namespace

void checkLaunchShape(const LaunchSettings& settings) {
  const std::array<uint32_t, 3>& grid = settings.grid;
  const std::array<uint32_t, 3>& block = settings.block;
  for (size_t axis = 0; axis < 3; ++axis) {
    if (grid[axis] == 0 || block[axis] == 0) {
      throw LaunchError{fmt::format("grid {} and block {}: every size is at least 1",
                                    dimensions(grid), dimensions(block)),
                        true};
    }
  }
  if (uint64_t{block[0]} * block[1] * block[2] > 1024 || block[2] > 64) {
    throw LaunchError{fmt::format("block {}: at most 1024 threads a block (and 64 in z), as CUDA "
                                  "has it",
                                  dimensions(block)),
                      true};
  }
  if (grid[0] > 0x7fffffffu || grid[1] > 65535 || grid[2] > 65535) {
    throw LaunchError{fmt::format("grid {}: at most 2^31-1 x 65535 x 65535 blocks, as CUDA has it",
                                  dimensions(grid)),
                      true};
  }
}

std::optional<DeviceKind> deviceKindNamed(std::string_view name) {
  if (name == "sim") return DeviceKind::Simulator;
  if (name == "cuda") return DeviceKind::Cuda;
  return std::nullopt;
}

std::unique_ptr<Device> openDevice(DeviceKind kind, std::string& error) {
  if (kind == DeviceKind::Simulator) return makeSimulatorDevice();
  return openCudaDevice(error);
}

}  // namespace gpuasm::ptx
