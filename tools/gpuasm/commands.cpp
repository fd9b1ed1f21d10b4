#include "commands.hpp"

#include <fmt/format.h>

#include <cstdio>
#include <deque>
#include <fstream>
#include <iostream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>

#include "gpuasm/options.hpp"
#include "gpuasm/target.hpp"

namespace gpuasm::cli {
namespace {

[[noreturn]] void fail(int code, const std::string& message) {
  if (!message.empty()) fmt::print(stderr, "gpuasm: {}\n", message);
  throw Exit{code};
}

const Target& requireTarget(const std::string& id) {
  if (const Target* t = findTarget(id)) return *t;
  std::string known;
  for (const Target& t : targets()) known += fmt::format(" {}", t.id);
  fail(2, fmt::format("unknown target '{}' (known:{})", id, known));
}

// Reads a file, '-' for standard input, or 'builtin:<target>/<file>' for a shipped kernel.
std::string readInput(const std::string& path) {
  if (path == "-") {
    std::ostringstream text;
    text << std::cin.rdbuf();
    return text.str();
  }
  if (path.starts_with("builtin:")) {
    if (auto text = findEmbeddedKernel(path.substr(8))) return std::string(*text);
    std::string known;
    for (const EmbeddedKernel& k : embeddedKernels()) known += fmt::format(" builtin:{}", k.name);
    fail(1, fmt::format("no shipped kernel '{}' (shipped:{})", path, known));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(1, fmt::format("cannot read '{}'", path));
  std::ostringstream text;  // in one block copy: a character at a time was 2-5 % of a run
  text << in.rdbuf();
  return std::move(text).str();
}

void writeOutput(const std::string& path, const std::string& data) {
  if (path == "-") {
    std::fwrite(data.data(), 1, data.size(), stdout);
    return;
  }
  std::ofstream out(path, std::ios::binary);
  out.write(data.data(), static_cast<std::streamsize>(data.size()));
  if (!out.good()) fail(1, fmt::format("cannot write '{}'", path));
}

// The target named by -t/--target in the command line, looked for before
// parsing so that the target's own options can be added to the command (the
// last one given, as the parser keeps it).
std::optional<std::string> targetNamed(std::span<const std::string> args,
                                       std::string_view command) {
  // The command is the first word that is not an option (gpuasm itself has
  // only --help and --version).
  auto at = std::find_if(args.begin(), args.end(),
                         [](const std::string& arg) { return !arg.starts_with('-'); });
  if (at == args.end() || *at != command) return std::nullopt;
  std::optional<std::string> named;
  for (auto it = at + 1; it != args.end() && *it != "--"; ++it) {
    const std::string& arg = *it;
    if ((arg == "-t" || arg == "--target") && it + 1 != args.end()) {
      named = *++it;
    } else if (arg.starts_with("--target=")) {
      named = arg.substr(9);
    } else if (arg.starts_with("-t") && !arg.starts_with("--") && arg.size() > 2) {
      named = arg.substr(2);
    }
  }
  return named;
}

// A target's options (OptionSpec rows) as options of a CLI11 command; values()
// hands back what was given.
class TargetOptions {
 public:
  void add(CLI::App* command, std::span<const OptionSpec> specs, const std::string& group) {
    for (const OptionSpec& spec : specs) {
      Entry& entry = entries_.emplace_back();
      entry.key = optionKey(spec);
      std::string names(spec.names), help(spec.help);
      if (spec.arity == OptionArity::Flag) {
        entry.option = command->add_flag(names)->description(help);
      } else {
        // One value per occurrence: a repeated option must not swallow the input file.
        entry.option = command->add_option(names, entry.values, help)->allow_extra_args(false);
        if (spec.arity == OptionArity::Single)
          entry.option->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
        if (!spec.choices.empty())
          entry.option->check(
              CLI::IsMember(std::vector<std::string>(spec.choices.begin(), spec.choices.end())));
      }
      if (!group.empty()) entry.option->group(group);
    }
  }

  OptionValues values() const {
    OptionValues values;
    for (const Entry& entry : entries_) {
      if (entry.option->count() == 0) continue;
      if (entry.values.empty()) values.add(entry.key, "1");  // a flag
      for (const std::string& value : entry.values) values.add(entry.key, value);
    }
    return values;
  }

 private:
  struct Entry {
    std::string_view key;
    CLI::Option* option = nullptr;
    std::vector<std::string> values;
  };
  std::deque<Entry> entries_;  // a deque: the parser keeps pointers into each entry
};

// Options shared by every command that assembles source, and the assembler
// options of the target named on the command line.
struct SourceOptions {
  std::vector<std::string> includes, defines, warnings, machineOptions;
  TargetOptions targetOptions;

  void add(CLI::App* command, const Target* target) {
    // Each takes exactly one value: `-Werror aes.qasm` must leave the input alone.
    command->add_option("-I", includes, "Add a directory to the .include search path")
        ->allow_extra_args(false);
    command->add_option("-D", defines, "Define a symbol: NAME=VALUE (VALUE defaults to 1)")
        ->allow_extra_args(false);
    command
        ->add_option(
            "-W", warnings,
            "Warning control: -Werror, -Werror=CODE, -Wno-CODE (CODE as shown in [brackets])")
        ->allow_extra_args(false);
    std::string machineHelp = "Target option KEY=VALUE";
    if (target && !target->machineOptionsHelp.empty())
      machineHelp += fmt::format(" ({}: {})", target->id, target->machineOptionsHelp);
    else if (!target)
      machineHelp += " (with -t, --help lists the target's)";
    command->add_option("-m", machineOptions, machineHelp)->allow_extra_args(false);
    if (target)
      targetOptions.add(command, target->assemblerOptions,
                        fmt::format("{} assembler options", target->id));
  }

  AssembleSettings settings() const {
    AssembleSettings s;
    for (const auto& dir : includes) s.includePaths.emplace_back(dir);
    for (const auto& d : defines) {
      auto eq = d.find('=');
      std::string name = d.substr(0, eq);
      int64_t value = 1;
      if (eq != std::string::npos) {
        try {
          size_t used = 0;
          value = std::stoll(d.substr(eq + 1), &used, 0);
          if (used != d.size() - eq - 1) throw std::invalid_argument(d);
        } catch (const std::exception&) {
          fail(2, fmt::format("-D {}: the value must be an integer", d));
        }
      }
      s.defines[name] = value;
    }
    s.warningOptions = warnings;
    for (const auto& m : machineOptions) {
      auto eq = m.find('=');
      s.targetOptions[m.substr(0, eq)] = eq == std::string::npos ? "1" : m.substr(eq + 1);
    }
    // --dialect X is -m dialect=X, a flag such as --fix-hazards is -m fix-hazards=1.
    OptionValues given = targetOptions.values();
    for (const std::string& key : given.keys()) s.targetOptions[key] = given.text(key);
    return s;
  }
};

// Each target-dependent command checks that the target it was built for (from
// the pre-parse look at -t) is the one the parser saw.
void requireSameTarget(const std::optional<std::string>& named, const std::string& parsed) {
  if (named && *named != parsed)
    fail(2, fmt::format("-t given as both '{}' and '{}'", *named, parsed));
}

Image assembleOrExit(const Target& target, const std::string& path,
                     const AssembleSettings& settings) {
  std::string name = path == "-" ? "<stdin>" : path.starts_with("builtin:") ? path.substr(8) : path;
  AssembleOutcome outcome = assembleText(target, name, readInput(path), settings);
  std::fwrite(outcome.diagnosticsText.data(), 1, outcome.diagnosticsText.size(), stderr);
  if (!outcome.image) throw Exit{outcome.badOption ? 2 : 1};
  return std::move(*outcome.image);
}

void addAsm(CLI::App& app, std::span<const std::string> args) {
  auto* command = app.add_subcommand("asm", "Assemble a source file");
  struct State {
    std::string target, input, output, format;
    SourceOptions source;
  };
  auto state = std::make_shared<State>();
  const std::optional<std::string> named = targetNamed(args, "asm");
  command->add_option("-t,--target", state->target, "Target instruction set (see 'gpuasm targets')")
      ->required();
  command->add_option("input", state->input, "Source file, or - for standard input")->required();
  command->add_option("-o,--output", state->output, "Output file (default: standard output)");
  command
      ->add_option("--format", state->format, "Output format (default: bin with -o, hex otherwise)")
      ->check(CLI::IsMember({"bin", "hex", "c", "listing"}));
  state->source.add(command, named ? findTarget(*named) : nullptr);
  command->callback([state, named] {
    const Target& target = requireTarget(state->target);
    requireSameTarget(named, state->target);
    Image image = assembleOrExit(target, state->input, state->source.settings());
    std::string format =
        state->format.empty() ? (state->output.empty() ? "hex" : "bin") : state->format;
    OutputFormat f = format == "bin"   ? OutputFormat::Binary
                     : format == "hex" ? OutputFormat::Hex
                     : format == "c"   ? OutputFormat::CArray
                                       : OutputFormat::Listing;
    writeOutput(state->output.empty() ? "-" : state->output, writeImage(image, f));
  });
}

void addDis(CLI::App& app) {
  auto* command = app.add_subcommand("dis", "Disassemble a binary or hex file");
  struct State {
    std::string target, input, output = "-", inputFormat = "auto";
    DisassemblyOptions options;
  };
  auto state = std::make_shared<State>();
  command->add_option("-t,--target", state->target, "Target instruction set")->required();
  command->add_option("input", state->input, "Binary or hex file, or - for standard input")
      ->required();
  command->add_option("-o,--output", state->output, "Output file (default: standard output)");
  command
      ->add_option("--input-format", state->inputFormat,
                   "auto, bin or hex (auto: hex if the file is hex text)")
      ->check(CLI::IsMember({"auto", "bin", "hex"}));
  command->add_flag("--addresses", state->options.addresses, "Prefix each line with its address");
  command->add_flag("--raw", state->options.rawWords, "Show each encoded word");
  command->add_flag("--labels", state->options.labels,
                    "Name relative branch targets L<address> and branch to the names (vc4)");
  command->callback([state] {
    const Target& target = requireTarget(state->target);
    std::string data = readInput(state->input);
    std::vector<uint8_t> bytes(data.begin(), data.end());
    if (state->inputFormat != "bin") {
      std::string error;
      auto hex = readHexWords(data, target.wordBytes, error, target.textWordBytes);
      if (hex) {
        bytes = std::move(*hex);
      } else if (state->inputFormat == "hex") {
        fail(1, fmt::format("{}: {}", state->input, error));
      }
    }
    std::string error;
    std::string text = target.disassemble(bytes, state->options, error);
    writeOutput(state->output, text);
    if (!error.empty()) fail(1, fmt::format("{}: {}", state->input, error));
  });
}

void addRun(CLI::App& app, std::span<const std::string> args) {
  auto* command = app.add_subcommand("run", "Assemble a kernel and run it on the simulator");
  struct State {
    std::string target, input;
    bool json = false;
    SourceOptions source;
    TargetOptions run;
  };
  auto state = std::make_shared<State>();
  const std::optional<std::string> named = targetNamed(args, "run");
  const Target* target = named ? findTarget(*named) : nullptr;
  command->add_option("-t,--target", state->target, "Target instruction set")->required();
  command
      ->add_option("input", state->input,
                   "Kernel source, - for standard input, or builtin:<target>/<file>")
      ->required();
  command->add_flag("--json", state->json, "Print the run report as JSON");
  state->source.add(command, target);
  if (target) {
    state->run.add(command, target->runOptions, fmt::format("{} run options", target->id));
  } else {
    std::string footer = "Each target adds its own run options:";
    for (const Target& t : targets()) footer += fmt::format(" gpuasm run -t {} --help;", t.id);
    footer.back() = '.';
    command->footer(footer);
  }
  command->callback([state, named] {
    const Target& target = requireTarget(state->target);
    requireSameTarget(named, state->target);
    if (!target.run) fail(2, fmt::format("target '{}' has no simulator yet", target.id));
    RunRequest request;
    request.json = state->json;
    request.options = state->run.values();
    AssembleSettings settings = state->source.settings();
    CommandOutput output;
    try {
      // The assembler's hazard checks follow the machine being simulated.
      if (target.runAssemblerOptions)
        target.runAssemblerOptions(request.options, settings.targetOptions);
      request.image = assembleOrExit(target, state->input, settings);
      output = target.run(request);
    } catch (const OptionError& e) {
      fail(2, fmt::format("run: {}", e.message));
    }
    std::fputs(output.out.c_str(), stdout);
    std::fputs(output.err.c_str(), stderr);
    if (output.exitCode) throw Exit{output.exitCode};
  });
}

// The commands targets add (vc4's fft, demolicious's study): `gpuasm NAME
// [-t TARGET]`, with the options of the target that runs it.
void addTargetCommands(CLI::App& app, std::span<const std::string> args) {
  std::vector<std::string_view> names;
  for (const Target& t : targets())
    for (const TargetCommand& c : t.commands)
      if (std::find(names.begin(), names.end(), c.name) == names.end()) names.push_back(c.name);
  for (std::string_view name : names) {
    std::vector<std::pair<const Target*, const TargetCommand*>> providers;
    for (const Target& t : targets())
      for (const TargetCommand& c : t.commands)
        if (c.name == name) providers.emplace_back(&t, &c);
    const std::optional<std::string> named = targetNamed(args, name);
    std::pair<const Target*, const TargetCommand*> chosen{nullptr, nullptr};
    for (const auto& provider : providers)
      if ((named && provider.first->id == *named) || (!named && providers.size() == 1))
        chosen = provider;
    std::string providerList;
    for (const auto& provider : providers) providerList += fmt::format(" {}", provider.first->id);

    struct State {
      std::string target;
      TargetOptions options;
    };
    auto state = std::make_shared<State>();
    std::string description(chosen.second ? chosen.second->description
                                          : providers.front().second->description);
    if (providers.size() > 1) description += fmt::format(" (targets:{})", providerList);
    auto* command = app.add_subcommand(std::string(name), description);
    command->add_option("-t,--target", state->target,
                        fmt::format("Target whose {} to run (offered by:{})", name, providerList));
    if (chosen.second) state->options.add(command, chosen.second->options, "");
    command->callback([state, named, chosen, providerList, name] {
      if (!state->target.empty()) {
        const Target& target = requireTarget(state->target);
        requireSameTarget(named, state->target);
        if (chosen.first != &target)
          fail(2, fmt::format("target '{}' has no command '{}' (offered by:{})", target.id, name,
                              providerList));
      }
      if (!chosen.second)
        fail(2, fmt::format("say which target's {}: -t with one of{}", name, providerList));
      int code = 0;
      std::cout.flush();
      try {
        code = chosen.second->run(state->options.values(), std::cout, std::cerr);
      } catch (const OptionError& e) {
        fail(2, fmt::format("{}: {}", name, e.message));
      }
      std::cout.flush();
      if (code) throw Exit{code};
    });
  }
}

void addTargets(CLI::App& app) {
  auto* command = app.add_subcommand("targets", "List the supported instruction sets");
  command->callback([] {
    for (const Target& t : targets()) fmt::print("{:<14} {}\n", t.id, t.description);
  });
}

}  // namespace

void addCommands(CLI::App& app, std::span<const std::string> args) {
  addAsm(app, args);
  addDis(app);
  addRun(app, args);
  addTargets(app);
  addTargetCommands(app, args);
}

}  // namespace gpuasm::cli
