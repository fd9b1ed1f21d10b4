#include "cli.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <exception>
#include <new>
#include <vector>

#include "commands.hpp"

namespace gpuasm::cli {
namespace {

int parseAndRun(std::span<const std::string> args, Console& console) {
  // Named, so that every command's help says `Usage: gpuasm dis [OPTIONS] input`.
  CLI::App app{"gpuasm: assemblers, disassemblers and simulators for GPUs at the instruction level",
               "gpuasm"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "gpuasm 0.1.0");
  addCommands(app, args, console);
  std::vector<std::string> commandNames;
  for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; }))
    commandNames.push_back(command->get_name());
  std::string commandList = fmt::format("{}", fmt::join(commandNames, ", "));
  // The command is the first word that is not an option (gpuasm itself has
  // only --help and --version, which take no value).
  auto command = std::find_if(args.begin(), args.end(),
                              [](const std::string& arg) { return !arg.starts_with('-'); });
  const bool asksForHelpOrVersion = std::any_of(args.begin(), command, [](const std::string& arg) {
    return arg == "-h" || arg == "--help" || arg == "--version";
  });
  if (!asksForHelpOrVersion) {
    if (command == args.end())
      fail(2, fmt::format("no command given (commands: {})\nRun 'gpuasm --help' for usage.",
                          commandList));
    if (std::find(commandNames.begin(), commandNames.end(), *command) == commandNames.end())
      fail(2, fmt::format("unknown command '{}' (commands: {})\nRun 'gpuasm --help' for usage.",
                          *command, commandList));
  }
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // as CLI11 takes them
  try {
    app.parse(reversed);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e, console.outStream(), console.errStream());
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e, console.outStream(), console.errStream());
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e, console.outStream(), console.errStream());
  } catch (const CLI::ExtrasError&) {
    // CLI11 lists them last first; the user's order, and which command.
    std::vector<std::string> extras = app.remaining(true);
    std::string where = "gpuasm";
    for (const CLI::App* sub = &app; sub;) {
      auto parsed = sub->get_subcommands();
      sub = parsed.empty() ? nullptr : parsed.front();
      if (sub) where += " " + sub->get_name();
    }
    // The options depend on the target: the help to read is that target's.
    for (auto arg = args.begin(); arg != args.end(); ++arg) {
      if ((*arg == "-t" || *arg == "--target") && arg + 1 != args.end()) {
        where += " -t " + *(arg + 1);
        break;
      }
      if (arg->starts_with("--target=")) where += " -t " + arg->substr(9);
    }
    fail(2, fmt::format("unexpected argument{} for '{}': {}\nRun '{} --help' for its options.",
                        extras.size() == 1 ? "" : "s", where, fmt::join(extras, " "), where));
  } catch (const CLI::ParseError& e) {
    fail(2,
         fmt::format("{}\nRun 'gpuasm --help' or 'gpuasm <command> --help' for usage.", e.what()));
  }
  return 0;
}

}  // namespace

int runCli(std::span<const std::string> args, Console& console) {
  int code = 0;
  try {
    code = parseAndRun(args, console);
  } catch (const Exit& e) {
    if (!e.message.empty()) console.err(fmt::format("gpuasm: {}\n", e.message));
    code = e.code;
  } catch (const std::bad_alloc&) {
    console.err("gpuasm: out of memory\n");
    code = 1;
  } catch (const std::exception& e) {
    console.err(fmt::format("gpuasm: internal error: {}\n", e.what()));
    code = 1;
  }
  // A result that did not reach standard output is a failure, whatever else happened.
  std::string outError = console.finishOut();
  if (!outError.empty()) {
    console.err(fmt::format("gpuasm: cannot write standard output: {}\n", outError));
    if (code == 0) code = 1;
  }
  return code;
}

}  // namespace gpuasm::cli
