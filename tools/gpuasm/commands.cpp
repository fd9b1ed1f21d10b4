#include "commands.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>

#include "files.hpp"
#include "gpuasm/lexer.hpp"
#include "gpuasm/options.hpp"
#include "gpuasm/target.hpp"
#include "gpuasm/terminal_text.hpp"
#include "transfer_command.hpp"
#include "transfer_study_command.hpp"

namespace gpuasm::cli {
namespace {

const Target& requireTarget(const std::string& id) {
  if (const Target* t = findTarget(id)) return *t;
  std::string known;
  for (const Target& t : targets()) known += fmt::format(" {}", t.id);
  fail(2, fmt::format("unknown target '{}' (known:{})", id, known));
}

// The shipped kernels, for --help.
std::string shippedKernelList() {
  std::string list = "Shipped kernels (give them as the input):";
  for (const EmbeddedKernel& k : embeddedKernels()) list += fmt::format(" builtin:{}", k.name);
  return list;
}

std::string displayName(const std::string& path) {
  return path == "-" ? "<stdin>" : path.starts_with("builtin:") ? path.substr(8) : path;
}

// Text that is meant to be hex words (printable, and mostly hex digits, 0x,
// commas and comments) even if a typo stops it from reading as such: `dis`
// must then report the typo, not disassemble the characters as a binary.
// Whether every byte is printable ASCII, '\n' or '\t'. A listing is megabytes:
// one pass without an early exit, which the compiler vectorises (a test a
// byte that stops at the first odd one was 6 % of a vc4 disassembly).
bool plainListing(std::string_view text) {
  unsigned bad = 0;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    bad |= static_cast<unsigned>(u < 0x20 && c != '\n' && c != '\t') |
           static_cast<unsigned>(u >= 0x7f);
  }
  return bad == 0;
}

bool looksLikeHexText(std::string_view data) {
  size_t hexish = 0, other = 0;
  for (size_t i = 0; i < data.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(data[i]);
    if (c == '\n' || c == '\r' || c == '\t' || c == ' ' || c == ',') continue;
    if (c < 0x20 || c > 0x7e) return false;
    if (c == ';' || c == '#' || (c == '/' && i + 1 < data.size() && data[i + 1] == '/')) {
      while (i < data.size() && data[i] != '\n') {
        const unsigned char d = static_cast<unsigned char>(data[i]);
        if ((d < 0x20 && d != '\t' && d != '\r') || d > 0x7e) return false;
        ++i;
      }
      continue;
    }
    if (std::isxdigit(c) || c == 'x' || c == 'X')
      ++hexish;
    else
      ++other;
  }
  return hexish > 0 && other * 10 <= hexish;
}

// The bytes of a binary or hex kernel file; a hex file with a bad token ends
// the program with a diagnostic naming its line and column.
std::vector<uint8_t> kernelBytes(const Target& target, const std::string& path,
                                 const std::string& data, std::string_view format,
                                 Console& console) {
  if (format == "bin") return {data.begin(), data.end()};
  std::string error;
  auto hex = readHexWords(data, target.wordBytes, error, target.textWordBytes);
  if (hex) return std::move(*hex);
  if (format == "auto" && !looksLikeHexText(data)) return {data.begin(), data.end()};
  // error is "LINE:COLUMN: message": shown as a diagnostic of the file.
  const size_t position = error.find(": ");
  console.err(fmt::format(
      "{}:{}: error: {}{}\n", displayName(path), error.substr(0, position),
      error.substr(position + 2),
      format == "auto" ? " (the input is hex text; --input-format bin reads it as a binary)" : ""));
  throw Exit{1, {}};
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

// -m KEY[=VALUE] options (KEY alone: KEY=1) and the options that stand for
// them (--dialect X is -m dialect=X; a flag such as --fix-hazards is -m
// fix-hazards=1) as one map.
std::map<std::string, std::string> machineOptionMap(const std::vector<std::string>& machineOptions,
                                                    const TargetOptions& given) {
  std::map<std::string, std::string> options;
  for (const std::string& m : machineOptions) {
    const size_t eq = m.find('=');
    options[m.substr(0, eq)] = eq == std::string::npos ? "1" : m.substr(eq + 1);
  }
  const OptionValues values = given.values();
  for (const std::string& key : values.keys()) options[key] = values.text(key);
  return options;
}

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
    if (target)
      machineHelp +=
          fmt::format(" ({}: {})", target->id, describeMachineOptions(target->machineOptions));
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
        std::string error;
        std::optional<int64_t> number = parseInteger(std::string_view(d).substr(eq + 1), error);
        if (!number) fail(2, fmt::format("-D {}: {}", d, error));
        value = *number;
      }
      s.defines[name] = value;
    }
    s.warningOptions = warnings;
    s.targetOptions = machineOptionMap(machineOptions, targetOptions);
    return s;
  }
};

// Each target-dependent command checks that the target it was built for (from
// the pre-parse look at -t) is the one the parser saw.
void requireSameTarget(const std::optional<std::string>& named, const std::string& parsed) {
  if (named && *named != parsed)
    fail(2, fmt::format("-t given as both '{}' and '{}'", *named, parsed));
}

Image assembleOrExit(const Target& target, const std::string& name, InputText source,
                     const AssembleSettings& settings, Console& console) {
  AssembleOutcome outcome = assembleInput(target, name, std::move(source), settings);
  console.err(outcome.diagnosticsText);
  if (!outcome.image) throw Exit{outcome.badOption ? 2 : 1, {}};
  return std::move(*outcome.image);
}

void addAsm(CLI::App& app, std::span<const std::string> args, Console& console) {
  auto* command = app.add_subcommand("asm", "Assemble a source file");
  struct State {
    std::string target, input, output, format, inputFormat = "source";
    SourceOptions source;
  };
  auto state = std::make_shared<State>();
  const std::optional<std::string> named = targetNamed(args, "asm");
  command->add_option("-t,--target", state->target, "Target instruction set (see 'gpuasm targets')")
      ->required();
  command
      ->add_option("input", state->input,
                   "Source file, - for standard input, or builtin:<target>/<file> (a shipped "
                   "kernel: listed below)")
      ->required();
  command->add_option("-o,--output", state->output, "Output file (default: standard output)");
  // The target's own output formats (gcn: amdcl) join the four every target writes.
  const Target* namedTarget = named ? findTarget(*named) : nullptr;
  std::vector<std::string> formats = {"bin", "hex", "c", "listing"};
  std::string formatHelp = "Output format: bin, hex, c, listing";
  if (namedTarget)
    for (const OutputFormatSpec& f : namedTarget->outputFormats) {
      formats.emplace_back(f.name);
      formatHelp += fmt::format(", {} ({})", f.name, f.help);
    }
  else
    for (const Target& t : targets())
      for (const OutputFormatSpec& f : t.outputFormats) {
        formats.emplace_back(f.name);  // the callback refuses it for another target
        formatHelp += fmt::format(", {} (-t {} only)", f.name, t.id);
      }
  command
      ->add_option("--format", state->format, formatHelp + " (default: bin with -o, hex otherwise)")
      ->check(CLI::IsMember(formats));
  command
      ->add_option("--input-format", state->inputFormat,
                   "source (the default) or bin: the input is machine code taken as it is (for a "
                   "target's own output format, e.g. gcn's --format amdcl --patch)")
      ->check(CLI::IsMember({"source", "bin"}));
  state->source.add(command, namedTarget);
  command->footer(shippedKernelList());
  command->callback([state, named, &console] {
    const Target& target = requireTarget(state->target);
    requireSameTarget(named, state->target);
    AssembleSettings settings = state->source.settings();
    const OutputFormatSpec* own = nullptr;
    for (const OutputFormatSpec& f : target.outputFormats)
      if (f.name == state->format) own = &f;
    if (!own && !state->format.empty() && state->format != "bin" && state->format != "hex" &&
        state->format != "c" && state->format != "listing")
      fail(2, fmt::format("--format {}: target '{}' does not write it", state->format, target.id));
    // An option only one output format reads (gcn's --patch without --format
    // amdcl) would be ignored: a usage error instead. Such a row's help says
    // so first: "With --format NAME: ...".
    for (const OptionSpec& spec : target.assemblerOptions) {
      constexpr std::string_view kPrefix = "With --format ";
      if (!spec.help.starts_with(kPrefix)) continue;
      const std::string_view rest = spec.help.substr(kPrefix.size());
      const std::string_view format = rest.substr(0, rest.find(':'));
      if (format != state->format && settings.targetOptions.count(std::string(optionKey(spec))))
        fail(2, fmt::format("--{} applies to --format {} only", optionKey(spec), format));
    }
    // Raw bytes need no line records (32 bytes an instruction): only listings,
    // hex and C with the source as comments, and the target's own containers
    // (which may name lines in their diagnostics) read them.
    if (!own && (state->format == "bin" || (state->format.empty() && !state->output.empty())))
      settings.lineRecords = false;
    Image image;
    if (state->inputFormat == "bin") {
      std::string data = readInput(state->input, console);
      image.addressUnitBytes = 1;
      image.wordBytes = target.wordBytes;
      image.sections.push_back({".text", 0, {data.begin(), data.end()}});
    } else {
      image = assembleOrExit(target, displayName(state->input), readSource(state->input, console),
                             settings, console);
    }
    if (own) {
      std::string error;
      std::vector<std::string> warnings;
      std::optional<std::vector<uint8_t>> bytes;
      try {
        bytes = own->write(image, settings.targetOptions, warnings, error);
      } catch (const OptionError& e) {
        console.err(fmt::format("gpuasm asm: {}\n", e.message));
        throw Exit{2, {}};
      }
      for (const std::string& w : warnings)
        console.err(fmt::format("{}: warning: {}\n", displayName(state->input), w));
      if (!bytes) fail(1, fmt::format("{}: {}", displayName(state->input), error));
      writeOutput(state->output.empty() ? "-" : state->output,
                  std::string(bytes->begin(), bytes->end()), console);
      return;
    }
    std::string format =
        state->format.empty() ? (state->output.empty() ? "hex" : "bin") : state->format;
    OutputFormat f = format == "bin"   ? OutputFormat::Binary
                     : format == "hex" ? OutputFormat::Hex
                     : format == "c"   ? OutputFormat::CArray
                                       : OutputFormat::Listing;
    // What only a container holds (gcn: relocations, several ELF sections).
    if (image.targetData && f != OutputFormat::Listing) {
      const std::string problem = image.targetData->rawOutputProblem();
      if (!problem.empty()) fail(1, fmt::format("{}: {}", displayName(state->input), problem));
    }
    const std::string output = state->output.empty() ? "-" : state->output;
    if (f == OutputFormat::Binary && image.sections.size() == 1 && image.sections[0].base == 0) {
      // One section from address 0 (a PTX module's text): written as it is, not
      // copied into a string first (a second copy of a large input).
      const std::span<const uint8_t> bytes = image.sections[0].contents();
      writeOutput(output,
                  std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()),
                  console);
      return;
    }
    writeOutput(output, writeImage(image, f), console);
  });
}

// dis's -m KEY=VALUE and the target's disassembler options as one map; a key
// or value the target does not take is a usage error.
std::map<std::string, std::string> disassemblerTargetOptions(
    const Target& target, const std::vector<std::string>& machineOptions,
    const TargetOptions& given) {
  std::map<std::string, std::string> options = machineOptionMap(machineOptions, given);
  const std::string problem = machineOptionsProblem(target.disassemblerOptions, options,
                                                    fmt::format("gpuasm dis -t {}", target.id));
  if (!problem.empty()) fail(2, problem);
  return options;
}

void addDis(CLI::App& app, std::span<const std::string> args, Console& console) {
  auto* command = app.add_subcommand("dis", "Disassemble a binary or hex file");
  struct State {
    std::string target, input, output = "-", inputFormat = "auto";
    DisassemblyOptions options;
    std::vector<std::string> machineOptions;
    TargetOptions targetOptions;
  };
  auto state = std::make_shared<State>();
  const std::optional<std::string> named = targetNamed(args, "dis");
  const Target* namedTarget = named ? findTarget(*named) : nullptr;
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
                    "Name relative branch targets and branch to the names (vc4: L<address>; gcn: "
                    "label_<dword index> in the amd dialect, L<address> in llvm)");
  command
      ->add_option("-m", state->machineOptions,
                   "Target option KEY=VALUE (with -t, --help "
                   "lists the target's)")
      ->allow_extra_args(false);
  if (namedTarget)
    state->targetOptions.add(command, namedTarget->disassemblerOptions,
                             fmt::format("{} disassembler options", namedTarget->id));
  command->footer(
      "The shipped kernels (builtin:<target>/<file>) are sources: gpuasm asm -t TARGET "
      "builtin:<target>/<file> | gpuasm dis -t TARGET -\n" +
      shippedKernelList());
  command->callback([state, named, &console] {
    const Target& target = requireTarget(state->target);
    requireSameTarget(named, state->target);
    state->options.targetOptions =
        disassemblerTargetOptions(target, state->machineOptions, state->targetOptions);
    if (state->input.starts_with("builtin:"))
      fail(1, fmt::format("{} is a source file: assemble it first (gpuasm asm -t {} {} | gpuasm "
                          "dis -t {} -)",
                          state->input, target.id, state->input, target.id));
    std::vector<uint8_t> bytes = kernelBytes(target, state->input, readInput(state->input, console),
                                             state->inputFormat, console);
    std::string error;
    std::string text = target.disassemble(bytes, state->options, error);
    // A listing is read on a terminal too: a name from a corrupt binary's
    // metadata is shown escaped, as every message is (docs/limits.md,
    // "Terminal output"). Listings are ASCII, so only a byte that needs it
    // calls the filter.
    if (!plainListing(text)) text = TerminalText::shown(text, std::string::npos);
    writeOutput(state->output, text, console);
    if (!error.empty()) fail(1, fmt::format("{}: {}", state->input, error));
  });
}

// `run`'s input as source text: a binary or hex kernel is disassembled (the
// disassembly reassembles bit-identically) so that fault reports can show
// each instruction.
struct KernelSource {
  std::string name, text;
};

KernelSource kernelSource(const Target& target, const std::string& path, std::string data,
                          std::string_view format, Console& console) {
  if (format == "auto") {
    std::string_view name = path;
    format = name.ends_with(".bin") ? "bin" : name.ends_with(".hex") ? "hex" : "source";
  }
  if (format == "source") return {displayName(path), std::move(data)};
  std::vector<uint8_t> bytes = kernelBytes(target, path, data, format, console);
  std::string error;
  std::string text = target.disassemble(bytes, DisassemblyOptions{}, error);
  if (!error.empty()) fail(1, fmt::format("{}: {}", path, error));
  return {displayName(path) + " (disassembled)", std::move(text)};
}

// A binary the target loads as a container of kernels (gcn: an AMD OpenCL
// binary) becomes the image as it is, metadata and notes included, rather
// than going through the disassembler; nullopt for anything else.
std::optional<Image> loadContainer(const Target& target, const std::string& path,
                                   const std::string& data, std::string_view format) {
  if (!target.loadBinary || format == "source" || format == "hex") return std::nullopt;
  std::string error;
  std::optional<Image> image =
      target.loadBinary({reinterpret_cast<const uint8_t*>(data.data()), data.size()}, error);
  if (!image && !error.empty()) fail(1, fmt::format("{}: {}", displayName(path), error));
  return image;
}

void addRun(CLI::App& app, std::span<const std::string> args, Console& console) {
  auto* command = app.add_subcommand("run", "Assemble a kernel and run it on the simulator");
  struct State {
    std::string target, input, inputFormat = "auto";
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
                   "Kernel: source, binary or hex file, - for standard input, or "
                   "builtin:<target>/<file> (a shipped kernel: listed below)")
      ->required();
  command
      ->add_option(
          "--input-format", state->inputFormat,
          "auto, source, bin or hex (auto: bin for a .bin file, hex for .hex, else source)")
      ->check(CLI::IsMember({"auto", "source", "bin", "hex"}));
  command->add_flag("--json", state->json,
                    "Print the run report as JSON (standard output is then one JSON document)");
  state->source.add(command, target);
  std::string footer = shippedKernelList();
  if (target) {
    state->run.add(command, target->runOptions, fmt::format("{} run options", target->id));
  } else {
    footer += "\nEach target adds its own run options:";
    for (const Target& t : targets())
      if (t.openRun) footer += fmt::format(" gpuasm run -t {} --help;", t.id);
    footer.back() = '.';
  }
  command->footer(footer);
  command->callback([state, named, &console] {
    const Target& target = requireTarget(state->target);
    requireSameTarget(named, state->target);
    if (!target.openRun) fail(2, fmt::format("target '{}' has no simulator yet", target.id));
    RunRequest request;
    request.json = state->json;
    request.options = state->run.values();
    AssembleSettings settings = state->source.settings();
    CommandOutput output;
    try {
      // The assembler's hazard checks follow the machine being simulated.
      if (target.runAssemblerOptions)
        target.runAssemblerOptions(request.options, settings.targetOptions);
      std::string data = readInput(state->input, console);
      std::optional<Image> loaded = loadContainer(target, state->input, data, state->inputFormat);
      KernelSource kernel{displayName(state->input), {}};
      if (loaded) {
        request.image = std::move(*loaded);
      } else {
        kernel = kernelSource(target, state->input, std::move(data), state->inputFormat, console);
        InputText source;
        source.text = std::move(kernel.text);
        request.image = assembleOrExit(target, kernel.name, std::move(source), settings, console);
      }
      // The same answer on every target: bad input (1), not a fault of the machine.
      if (std::all_of(request.image.sections.begin(), request.image.sections.end(),
                      [](const Section& section) { return section.contents().empty(); }))
        fail(1, fmt::format("{}: the kernel is empty (no instructions to run)", kernel.name));
      output = runKernel(target, request);
    } catch (const OptionError& e) {
      // As the targets' own run messages read: `gpuasm run: ...`.
      console.err(fmt::format("gpuasm run: {}\n", e.message));
      throw Exit{2, {}};
    }
    console.report(output.out);
    console.err(output.err);
    if (output.exitCode) throw Exit{output.exitCode, {}};
  });
}

// The commands targets add (vc4's fft, demolicious's study): `gpuasm NAME
// [-t TARGET]`, with the options of the target that runs it.
void addTargetCommands(CLI::App& app, std::span<const std::string> args, Console& console) {
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
    command->callback([state, named, chosen, providerList, name, command, &console] {
      // A subcommand of its own (`gpuasm study transfer`) has done the work.
      if (!command->get_subcommands().empty()) return;
      if (!state->target.empty()) {
        const Target& target = requireTarget(state->target);
        requireSameTarget(named, state->target);
        if (chosen.first != &target)
          fail(2, fmt::format("target '{}' has no command '{}' (offered by:{})", target.id, name,
                              providerList));
      }
      if (!chosen.second)
        fail(2, fmt::format("say which target's {}: -t with one of{}", name, providerList));
      // A command that reads a file or standard input takes it as `input`
      // ("-" by default, as `gpuasm aes`); a closed one is a failure, as for
      // every other command, not an empty file.
      const bool readsInput =
          std::any_of(chosen.second->options.begin(), chosen.second->options.end(),
                      [](const OptionSpec& spec) { return optionKey(spec) == "input"; });
      if (readsInput && console.inClosed() && state->options.values().text("input", "-") == "-")
        fail(1, "cannot read standard input: it is closed");
      int code = 0;
      try {
        code =
            chosen.second->run(state->options.values(), console.outStream(), console.errStream());
      } catch (const OptionError& e) {
        console.err(fmt::format("gpuasm {}: {}\n", name, e.message));
        throw Exit{2, {}};
      }
      console.outStream().flush();
      if (code) throw Exit{code, {}};
    });
  }
}

void addTargets(CLI::App& app, Console& console) {
  auto* command = app.add_subcommand("targets", "List the supported instruction sets");
  command->callback([&console] {
    for (const Target& t : targets())
      console.report(fmt::format("{:<14} {}\n", t.id, t.description));
  });
}

}  // namespace

void addCommands(CLI::App& app, std::span<const std::string> args, Console& console) {
  addAsm(app, args, console);
  addDis(app, args, console);
  addRun(app, args, console);
  addTargets(app, console);
  addTransfer(app, console);
  addTargetCommands(app, args, console);
  for (CLI::App* study :
       app.get_subcommands([](const CLI::App* command) { return command->get_name() == "study"; }))
    addTransferStudy(*study, console);
}

}  // namespace gpuasm::cli
