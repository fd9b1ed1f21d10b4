// The PTX parser: tokens (tokenizer.hpp) into a Module (module.hpp), each
// instruction matched to its row of the table (isa.hpp) and each operand
// checked against it. module_parser.cpp reads the module's directives,
// functions and declarations; instruction_parser.cpp its instructions.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/diagnostics.hpp"
#include "targets/ptx/module.hpp"
#include "targets/ptx/tokenizer.hpp"

namespace gpuasm::ptx {

class Parser {
 public:
  Parser(std::vector<PtxToken> tokens, DiagnosticEngine& diagnostics)
      : tokens_(std::move(tokens)), diagnostics_(diagnostics) {}
  // The module; what was wrong with it is in the diagnostics.
  Module parse();

 private:
  // Tokens.
  const PtxToken& peek(size_t ahead = 0) const;
  const PtxToken& next();
  bool accept(char punct);
  bool expect(char punct, std::string_view what);
  void error(const PtxToken& at, std::string code, std::string message);
  // After an error: on to the statement's ';' (consumed), stopping before a
  // brace or the end.
  void skipStatement();
  std::optional<uint64_t> expectInteger(std::string_view what);

  // module_parser.cpp
  bool parseHeader();
  void parseTarget();
  void parseFunction(bool visible, bool external);
  std::vector<Variable> parseParameterList();
  std::optional<Variable> parseParameter();
  void parsePerformanceDirectives();
  void parseBody(Function& function);
  void parseRegisters();
  void parseVariables(StateSpace space, bool external, std::vector<Variable>& into);
  void skipUnsupportedDirective();
  void skipDebugDirective();
  void checkBranchTargets(const Function& function);

  // instruction_parser.cpp
  void parseInstruction(Function& function);
  bool matchOpcode(std::string_view opcode, const PtxToken& at, Instruction& instruction);
  bool checkRequirements(std::string_view opcode, const PtxToken& at,
                         const Instruction& instruction);
  std::optional<Operand> parseOperand();
  bool checkOperands(Instruction& instruction);
  bool checkOperand(const Instruction& instruction, const Operand& operand, OperandKind kind,
                    size_t index);
  bool checkRegister(const Instruction& instruction, const Operand& operand, Type type, bool wider,
                     size_t index);
  bool checkValue(const Instruction& instruction, const Operand& operand, Type type, size_t index);
  bool checkAddress(const Instruction& instruction, const Operand& operand);
  bool checkMoveSource(const Instruction& instruction, const Operand& operand);
  bool checkVector(const Instruction& instruction, const Operand& operand, bool immediates);
  std::optional<Type> registerType(std::string_view name) const;
  const Variable* findVariable(std::string_view name) const;

  std::vector<PtxToken> tokens_;
  size_t position_ = 0;
  DiagnosticEngine& diagnostics_;
  Module module_;
  // Registers by scope, innermost last; variables and parameters of the
  // function being parsed.
  std::vector<std::map<std::string, Type, std::less<>>> registerScopes_;
  Function* function_ = nullptr;
  struct BranchUse {
    std::string label;
    SourceLocation location;
  };
  std::vector<BranchUse> branches_;
};

}  // namespace gpuasm::ptx
