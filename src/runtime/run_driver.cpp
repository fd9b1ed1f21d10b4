// `gpuasm run` on every target (gpuasm/run.hpp): buffers, arguments by
// parameter name, the launch, the report, dumps, faults and exit codes, once.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "gpuasm/output_file.hpp"
#include "gpuasm/target.hpp"

namespace gpuasm {
namespace {

// --arg PARAM=VALUE, each parameter once, every parameter given.
void bindArguments(RunSession& session, const OptionValues& options, const RunBuffers& buffers) {
  const std::span<const RunParameter> parameters = session.parameters();
  std::vector<bool> bound(parameters.size(), false);
  for (const std::string& spec : options.all("arg")) {
    const size_t eq = spec.find('=');
    if (eq == std::string::npos || eq == 0)
      throw OptionError{fmt::format("--arg {}: expected PARAM=VALUE", spec)};
    const std::string name = spec.substr(0, eq);
    const auto parameter = std::find_if(parameters.begin(), parameters.end(),
                                        [&](const RunParameter& p) { return p.name == name; });
    if (parameter == parameters.end()) {
      std::vector<std::string_view> known;
      for (const RunParameter& p : parameters) known.push_back(p.name);
      throw OptionError{fmt::format(
          "--arg {}: kernel '{}' has no parameter '{}' (it has: {})", spec, session.kernelName(),
          name, known.empty() ? "none" : fmt::format("{}", fmt::join(known, ", ")))};
    }
    const size_t index = static_cast<size_t>(parameter - parameters.begin());
    if (bound[index]) throw OptionError{fmt::format("--arg {}: '{}' is given twice", spec, name)};
    session.bindArgument(index, spec.substr(eq + 1), buffers);
    bound[index] = true;
  }
  for (size_t i = 0; i < parameters.size(); ++i) {
    if (!bound[i])
      throw OptionError{fmt::format("kernel '{}' parameter '{}' ({}) has no --arg {}=...",
                                    session.kernelName(), parameters[i].name, parameters[i].type,
                                    parameters[i].name)};
  }
}

}  // namespace

CommandOutput runKernel(const Target& target, const RunRequest& request) {
  const OptionValues& options = request.options;
  CommandOutput output;
  try {
    std::unique_ptr<RunSession> session = target.openRun(request);
    std::string fileError;
    const std::vector<BufferOption> given =
        bufferOptions(options, fileError, session->reservedBufferNames());
    if (!fileError.empty()) throw RunInputError{fileError};
    const std::vector<DumpOption> dumps = dumpOptions(options, given);
    RunBuffers buffers;
    for (const BufferOption& b : given) {
      RunBuffer& buffer = buffers[b.name];
      buffer.index = session->createBuffer(b.bytes);
      buffer.size = b.bytes.size();
      buffer.address = session->bufferAddress(buffer.index);
      buffer.initial = b.bytes;
    }
    bindArguments(*session, options, buffers);
    session->prepare(buffers);

    RunResult result = session->launch();
    // With --json, stdout is one JSON document: printed dumps go inside it.
    if (!request.json) output.out = result.table;
    std::vector<std::string> errors;
    for (const DumpOption& dump : dumps) {
      const RunBuffer& buffer = buffers.find(dump.buffer)->second;
      const std::vector<uint8_t> bytes = session->readBuffer(buffer.index);
      std::string error;
      if (!dump.file.empty()) {
        if (!writeFileReplacing(
                dump.file,
                std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), error))
          errors.push_back(fmt::format("cannot write '{}': {}", dump.file, error));
      } else if (request.json) {
        result.json["dumps"][dump.buffer] = {
            {"bytes", bytes.size()}, {"address", buffer.address}, {"words", wordsOf(bytes)}};
      } else {
        output.out += dumpWordsText(dump.buffer, bytes, buffer.address);
      }
    }
    if (request.json) output.out = result.json.dump(2) + "\n";
    session->writeFiles(buffers, errors);
    for (const std::string& error : errors) output.err += fmt::format("gpuasm run: {}\n", error);
    if (!errors.empty()) output.exitCode = 1;
    if (!result.faultKind.empty()) {
      output.exitCode = 1;
      output.err +=
          fmt::format("gpuasm: kernel fault [{}]: {}\n", result.faultKind, result.faultMessage);
    }
    if (!result.hazards.empty()) {
      output.exitCode = 1;
      output.err += fmt::format("gpuasm: {}\n", result.hazards);
    }
  } catch (const OptionError& usage) {
    output.exitCode = 2;
    output.out.clear();
    output.err = fmt::format("gpuasm run: {}\n", usage.message);
  } catch (const RunInputError& bad) {
    output.exitCode = 1;
    output.out.clear();
    output.err = fmt::format("gpuasm run: {}\n", bad.message);
  }
  return output;
}

}  // namespace gpuasm
