#include "targets/ptx/assembler.hpp"

#include "targets/ptx/module.hpp"
#include "targets/ptx/parser.hpp"
#include "targets/ptx/tokenizer.hpp"

namespace gpuasm::ptx {
namespace {

Image imageOf(Module module, SourceManager& sources, uint32_t file) {
  Image image;
  image.addressUnitBytes = 1;
  image.wordBytes = 1;
  std::string_view text = sources.text(file);
  image.sections.push_back({".ptx", 0, std::vector<uint8_t>(text.begin(), text.end())});
  uint32_t fileIndex = image.addSourceFile(sources.file(file));
  size_t instructions = 0;
  for (const Function& function : module.functions) instructions += function.body.size();
  image.lines.reserve(instructions);
  for (const Function& function : module.functions) {
    if (!function.defined) continue;
    image.symbols.push_back({function.name, function.textOffset, 0});
    for (const Instruction& instruction : function.body) {
      image.lines.push_back({instruction.textOffset, instruction.textBytes, 0, fileIndex,
                             instruction.location.line, 0});
    }
  }
  auto data = std::make_shared<ModuleData>();
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

std::unique_ptr<TargetAssembler> makeAssembler() {
  return std::make_unique<Assembler>();
}

}  // namespace gpuasm::ptx
