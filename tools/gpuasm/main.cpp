#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <exception>
#include <string>
#include <vector>

#include "commands.hpp"

int main(int argc, char** argv) {
  CLI::App app{
      "gpuasm: assemblers, disassemblers and simulators for GPUs at the instruction level"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "gpuasm 0.1.0");
  const std::vector<std::string> args(argv + 1, argv + argc);
  gpuasm::cli::addCommands(app, args);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    fmt::print(stderr, "gpuasm: {}\nRun 'gpuasm --help' or 'gpuasm <command> --help' for usage.\n",
               e.what());
    return 2;
  } catch (const gpuasm::cli::Exit& e) {
    return e.code;
  } catch (const std::exception& e) {
    fmt::print(stderr, "gpuasm: internal error: {}\n", e.what());
    return 1;
  }
  return 0;
}
