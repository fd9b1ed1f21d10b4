// `gpuasm transfer` is a top-level command, not a TargetCommand: a transfer
// runs between endpoints (host memory, devices, simulators, modelled devices),
// none of which is an instruction set, so no target could offer it and -t
// would mean nothing. It parses flags and calls the transfer library.
#include "transfer_command.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <vector>

#include "commands.hpp"
#include "gpuasm/transfer/transfer.hpp"

namespace gpuasm::cli {
namespace {

using transfer::TransferReport;

std::string blockText(const TransferReport& report) {
  switch (report.strategy) {
    case transfer::Strategy::Sequential:
      return fmt::format("one staging buffer; staging: {}", report.stagingMemory);
    case transfer::Strategy::Concurrent:
      if (report.inPlace)
        return fmt::format("in place, no staging: block {} bytes, {} block{}, {} thread{}",
                           report.blockBytes, report.blocks, report.blocks == 1 ? "" : "s",
                           report.readers, report.readers == 1 ? "" : "s");
      return fmt::format("block {} bytes, {} block{}{}; staging: {}", report.blockBytes,
                         report.blocks, report.blocks == 1 ? "" : "s",
                         report.readers > 1 || report.writers > 1
                             ? fmt::format(", {} reader{} and {} writer{}", report.readers,
                                           report.readers == 1 ? "" : "s", report.writers,
                                           report.writers == 1 ? "" : "s")
                             : std::string(),
                         report.stagingMemory);
    case transfer::Strategy::Direct:
      return "no staging";
  }
  return {};
}

std::string reportLine(const TransferReport& report) {
  return fmt::format(
      "{} -> {}: {} bytes, {} ({}), {:.6f} s, {:.1f} MB/s ({} time; measured {:.6f} s, "
      "composed {:.6f} s){}",
      report.from, report.to, report.bytes, transfer::strategyName(report.strategy),
      blockText(report), report.seconds(), report.bandwidthMBs(),
      report.modelled ? "modelled" : "measured", report.measuredSeconds, report.composedSeconds,
      report.verify ? ", verified" : "");
}

nlohmann::json runJson(const TransferReport& report) {
  return {{"seconds", report.seconds()},
          {"bandwidth_mb_s", report.bandwidthMBs()},
          {"measured_seconds", report.measuredSeconds},
          {"composed_seconds", report.composedSeconds}};
}

}  // namespace

void addTransfer(CLI::App& app, Console& console) {
  auto* command = app.add_subcommand(
      "transfer",
      "Move bytes between two endpoints (host memory, OpenCL and CUDA devices, the simulators' "
      "memories, modelled PCIe devices) and time it");
  struct State {
    std::string from, to, size, strategy = "concurrent", block = "auto", staging;
    unsigned repeat = 1, threads = 0;
    bool verify = false, json = false;
  };
  auto state = std::make_shared<State>();
  const std::string endpoints = transfer::endpointFormList();
  command->add_option("--from", state->from, "Source endpoint: " + endpoints)->required();
  command->add_option("--to", state->to, "Destination endpoint: " + endpoints)->required();
  command
      ->add_option("--size", state->size,
                   "Bytes to move: a number with an optional K, M or G (powers of 1024)")
      ->required();
  std::string strategyHelp;
  std::vector<std::string> strategyNames;
  for (const transfer::StrategyForm& form : transfer::strategyForms()) {
    strategyHelp +=
        fmt::format("{}{} ({})", strategyHelp.empty() ? "" : ", ", form.name, form.help);
    strategyNames.emplace_back(form.name);
  }
  command->add_option("--strategy", state->strategy, strategyHelp)
      ->check(CLI::IsMember(strategyNames));
  CLI::Option* blockOption = command->add_option(
      "--block", state->block,
      "Concurrent strategy's staging block: a size; seed (the seed's rule: 1/2 of the transfer "
      "up to 1M, 1/4 up to 8M, 1/8 above); or auto (the default: the block that balances the "
      "endpoints' per-call cost against pipeline fill, sqrt(size x call seconds x rate); "
      "docs/transfer.md)");
  command
      ->add_option("--staging", state->staging,
                   "Host staging memory of the indirect strategies: pinned (by a device's "
                   "driver where it has an allocator, cuMemHostAlloc or an OpenCL "
                   "CL_MEM_ALLOC_HOST_PTR buffer; else mlock), mlock (locked by gpuasm, which a "
                   "driver copies through its bounce buffers: to compare) or pageable (default: "
                   "the seed's, pageable for sequential and pinned for concurrent)")
      ->check(CLI::IsMember({"pinned", "mlock", "pageable"}));
  command
      ->add_option("--threads", state->threads,
                   fmt::format("Concurrent strategy: copy threads on a side that is host memory "
                               "(default: the host's cores, half each where both sides are; at "
                               "most {}); a device side copies with one; between memories the "
                               "host reaches in place (host, PoCL's CPU devices) each thread "
                               "copies its blocks with no staging",
                               transfer::kMaxCopyThreads))
      ->check(CLI::Range(1u, 1000000u));
  command->add_option("--repeat", state->repeat, "Transfers to run; the median is reported")
      ->check(CLI::Range(1u, 1000000u));
  command->add_flag("--verify", state->verify,
                    "Fill the source with random bytes and compare the destination after");
  command->add_flag("--json", state->json,
                    "Print the report as JSON (standard output is then one JSON document)");
  std::string footer = "Endpoints:\n";
  for (const transfer::EndpointForm& form : transfer::endpointForms())
    footer += fmt::format("  {:<13} {}\n", form.form, form.help);
  command->footer(
      footer +
      "Times are the wall clock around the strategy; with a modelled endpoint, the modelled "
      "time. MB/s counts 10^6 bytes. A direct transfer with host or host-pinned on one side is "
      "the device's own copy of the host buffer. `gpuasm study transfer` sweeps sizes and "
      "strategies.");
  command->callback([state, blockOption, &console] {
    std::vector<TransferReport> reports;
    unsigned shown = 0;
    try {
      transfer::TransferOptions options;
      options.strategy = *transfer::parseStrategy(state->strategy);
      options.verify = state->verify;
      options.copyThreads = state->threads;
      if (!state->staging.empty())
        options.staging = state->staging == "pageable" ? transfer::HostMemory::Pageable
                                                       : transfer::HostMemory::Pinned;
      options.stagingFromDriver = state->staging != "mlock";
      const std::size_t bytes = transfer::parseSize(state->size);
      if (blockOption->count() > 0 && options.strategy != transfer::Strategy::Concurrent)
        throw transfer::TransferUsageError(fmt::format(
            "--block applies to the concurrent strategy only ({} has no staging blocks)",
            state->strategy));
      if (!state->staging.empty() && options.strategy == transfer::Strategy::Direct)
        throw transfer::TransferUsageError(
            "--staging applies to the indirect strategies only (direct has no host staging)");
      transfer::setBlockChoice(options, state->block);
      transfer::EndpointPair pair = transfer::openEndpoints(state->from, state->to);
      reports = transfer::runTransfers(
          *pair.from, *pair.to, bytes, options, state->repeat, [&](const TransferReport& report) {
            if (report.verify && !report.verify->equal)
              fail(1, fmt::format("transfer: {} -> {} ({}): the destination differs from the "
                                  "source at byte {} (expected 0x{:02x}, found 0x{:02x})",
                                  report.from, report.to, state->strategy,
                                  *report.verify->firstDifference, report.verify->expected,
                                  report.verify->actual));
            if (!state->json && state->repeat > 1)
              console.report(fmt::format("run {}: {}\n", ++shown, reportLine(report)));
          });
    } catch (const transfer::TransferUsageError& e) {
      fail(2, fmt::format("transfer: {}", e.what()));
    } catch (const transfer::TransferError& e) {
      fail(1, fmt::format("transfer: {}", e.what()));
    }
    const TransferReport median = transfer::medianReport(reports);
    if (!state->json) {
      console.report(
          fmt::format("{}{}\n", state->repeat > 1 ? "median: " : "", reportLine(median)));
      return;
    }
    nlohmann::json json = {
        {"from", median.from},
        {"to", median.to},
        {"strategy", transfer::strategyName(median.strategy)},
        {"bytes", median.bytes},
        // The block as asked for ("auto" or the size given); none without staging blocks.
        {"block", median.strategy == transfer::Strategy::Concurrent ? nlohmann::json(state->block)
                                                                    : nlohmann::json(nullptr)},
        {"block_bytes", median.blockBytes},
        {"blocks", median.blocks},
        {"readers", median.readers},
        {"writers", median.writers},
        {"in_place", median.inPlace},
        {"staging_pinned", median.stagingPinned},
        // Whose memory the staging is ("opencl:0.0's runtime (...)", "mlock"); null without.
        {"staging_memory", median.stagingMemory.empty() ? nlohmann::json(nullptr)
                                                        : nlohmann::json(median.stagingMemory)},
        // Where "seconds" comes from: the wall clock, or the model (composed).
        {"time", median.modelled ? "modelled" : "measured"},
        {"modelled", median.modelled},
        {"seconds", median.seconds()},
        {"bandwidth_mb_s", median.bandwidthMBs()},
        {"measured_seconds", median.measuredSeconds},
        {"composed_seconds", median.composedSeconds},
        {"repeat", state->repeat},
    };
    if (state->verify) json["verified"] = true;
    nlohmann::json runs = nlohmann::json::array();
    for (const TransferReport& report : reports) runs.push_back(runJson(report));
    json["runs"] = std::move(runs);
    console.report(json.dump(2) + "\n");
  });
}

}  // namespace gpuasm::cli
