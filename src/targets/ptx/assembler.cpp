#include "targets/ptx/assembler.hpp"

#include "targets/ptx/module.hpp"
#include "targets/ptx/parser.hpp"
#include "targets/ptx/tokenizer.hpp"

namespace gpuasm::ptx {
namespace {

// The image's one section is the source text itself, shared with the module
// (which keeps it for its names), and its line records are made from the
// module's statements when a listing asks (ModuleData::derivedLines): a
// copy of each beside the module cost 71 bytes an instruction (issue 27).
Image imageOf(Module module, SourceManager& sources, uint32_t file) {
  Image image;
  image.addressUnitBytes = 1;
  image.wordBytes = 1;
  const std::shared_ptr<const SourceFile>& source = sources.file(file);
  Section section;
  section.name = ".ptx";
  section.owner = source;
  const std::string_view text = source->text();
  section.shared = {reinterpret_cast<const uint8_t*>(text.data()), text.size()};
  image.sections.push_back(std::move(section));
  auto data = std::make_shared<ModuleData>();
  data->imageFile = image.addSourceFile(source);
  for (const Function& function : module.functions) {
    if (function.defined) image.symbols.push_back({function.name, function.textOffset, 0});
  }
  data->module = std::move(module);
  image.targetData = std::move(data);
  return image;
}

class Assembler final : public TargetAssembler {
 public:
  uint32_t addressUnitBytes() const override { return 1; }
  uint32_t wordBytes() const override { return 1; }
  std::vector<uint8_t> fillPattern() const override { return {' '}; }
  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& /*cursor*/,
                                                       InstructionContext& /*context*/) override {
    return nullptr;  // never called: the file is read whole (readsWholeSource)
  }

  bool readsWholeSource() const override { return true; }
  std::optional<Image> assembleSource(SourceManager& sources, uint32_t file,
                                      DiagnosticEngine& diagnostics) override {
    Module module = Parser(PtxLexer(sources, file, diagnostics), diagnostics).parse();
    module.source = sources.file(file);  // what its names view
    if (diagnostics.hasErrors()) return std::nullopt;
    return imageOf(std::move(module), sources, file);
  }
};

}  // namespace

std::vector<LineRecord> ModuleData::derivedLines() const {
  std::vector<LineRecord> lines;
  size_t instructions = 0;
  for (const Function& function : module.functions) instructions += function.body.size();
  lines.reserve(instructions);
  for (const Function& function : module.functions) {
    if (!function.defined) continue;
    for (const Instruction& instruction : function.body) {
      lines.push_back({module.textOffset(instruction), instruction.textBytes(), 0, imageFile,
                       module.location(instruction).line, 0});
    }
  }
  return lines;
}

std::unique_ptr<TargetAssembler> makeAssembler() {
  return std::make_unique<Assembler>();
}

}  // namespace gpuasm::ptx
