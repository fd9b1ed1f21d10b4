// The PTX parser: tokens (tokenizer.hpp) into a Module (module.hpp), each
// instruction matched to its row of the table (isa.hpp) and each operand
// checked against it. module_parser.cpp reads the module's directives,
// functions and declarations; instruction_parser.cpp its instructions,
// opcode_matcher.cpp their opcodes and operand_checks.cpp their operands.
#pragma once

#include <array>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "gpuasm/diagnostics.hpp"
#include "targets/ptx/module.hpp"
#include "targets/ptx/tokenizer.hpp"

namespace gpuasm::ptx {

// Whether the module's `.version` is before major.minor.
// The sm number of a `.target sm_NN[a]`, 0 for any other target.
inline uint32_t targetSm(std::string_view target) {
  if (!target.starts_with("sm_")) return 0;
  uint32_t sm = 0;
  for (char c : target.substr(3)) {
    if (c < '0' || c > '9') break;
    sm = sm * 10 + static_cast<uint32_t>(c - '0');
  }
  return sm;
}

inline bool versionBefore(const Module& module, uint32_t major, uint32_t minor) {
  return module.versionMajor < major ||
         (module.versionMajor == major && module.versionMinor < minor);
}

// Whether `opcode` is one of tensor_forms.cpp's asynchronous tensor instructions (wgmma,
// tcgen05, TMA's tensor copies, tensormap, setmaxnreg, movmatrix).
bool isAsyncTensorOpcode(std::string_view opcode);

class Parser {
 public:
  Parser(PtxLexer lexer, DiagnosticEngine& diagnostics)
      : lexer_(std::move(lexer)), diagnostics_(diagnostics) {
    module_.source = lexer_.source();  // what the records' names view and are located in
    module_.file = lexer_.file();
  }
  // The module; what was wrong with it is in the diagnostics.
  Module parse();
  // The most tokens read and not yet released at any time: about one
  // statement's (tests/targets/ptx/module_test.cpp).
  size_t tokensHeldAtMost() const { return tokensHeldAtMost_; }

 private:
  // Tokens.
  const PtxToken& peek(size_t ahead = 0) const {
    const size_t at = position_ - windowStart_ + ahead;
    return at < window_.size() ? window_[at] : readAhead(at);
  }
  // Reads tokens until window_[at] exists or the file ends: that one, or End.
  const PtxToken& readAhead(size_t at) const;
  const PtxToken& next() {
    const PtxToken& token = peek();
    if (token.kind != PtxToken::Kind::End) ++position_;
    return token;
  }
  // The token before peek().
  const PtxToken& previous() const;
  // Forgets the tokens before previous(): called where a statement starts and
  // no reference to an earlier token is held, so that the parser keeps one
  // statement's tokens, not the file's.
  void releaseTokens();
  bool accept(char punct) {
    if (!peek().is(punct)) return false;
    ++position_;  // not the End token: that is no punctuation
    return true;
  }
  bool expect(char punct, std::string_view what);
  void error(const PtxToken& at, std::string code, std::string message);
  // After an error: on to the statement's ';' (consumed), stopping before a
  // brace or the end.
  void skipStatement();
  std::optional<uint64_t> expectInteger(std::string_view what);
  // A constant expression (PTX ISA 4.6): integers, WARP_SZ, ( ), unary
  // - ~ !, and C's binary operators with C's precedence, in 64 bits.
  std::optional<uint64_t> parseConstantExpression(std::string_view what);
  std::optional<uint64_t> parseConstantOperand(std::string_view what);
  std::optional<uint64_t> parseConstantBinary(std::string_view what, int precedence);
  bool startsConstantExpression() const;

  // module_parser.cpp
  bool parseHeader();
  void parseTarget();
  struct Linkage {
    bool visible = false, external = false, weak = false;
  };
  void parseFunction(Linkage linkage);
  // A declaration met again (a prototype, then its definition): whether the
  // two agree, reported otherwise with both places.
  bool sameSignature(const Function& earlier, const Function& later, const PtxToken& at);
  void parseCallPrototype(Function& function);
  std::vector<Variable> parseParameterList();
  std::optional<Variable> parseParameter();
  void parsePerformanceDirectives(Function& function);
  void parseBody(Function& function);
  void parseRegisters();
  void parseVectorRegisters(uint32_t count, Type element);
  bool registerNames(const PtxToken& name, std::vector<std::string>& names);
  void parseVariables(StateSpace space, bool external, std::vector<Variable>& into);
  bool parseOpaqueInitializer(std::string_view kind);
  void skipUnsupportedDirective();
  void skipDebugDirective();
  // `{` and `}` in a body: registers, variables and labels are scoped to their block.
  void openScope(Function& function);
  void closeScope(Function& function);
  void defineLabel(Function& function, const PtxToken& name);

  // instruction_parser.cpp
  void parseInstruction(Function& function);
  // opcode_matcher.cpp
  bool matchOpcode(std::string_view opcode, const PtxToken& at, Instruction& instruction);
  bool matchVideoOpcode(std::string_view opcode, const PtxToken& at, Instruction& instruction);
  // tensor_forms.cpp: the matrix instructions' modifiers and types in any order,
  // the row by the operation (wmma.load, wmma.store, wmma.mma, mma, ldmatrix, stmatrix).
  bool matchMatrixOpcode(std::string_view opcode, const PtxToken& at, Instruction& instruction);
  bool matchWmmaOpcode(std::string_view opcode, const PtxToken& at, Instruction& instruction);
  bool matchAsyncOpcode(std::string_view opcode, const PtxToken& at, Instruction& instruction);
  bool takeRow(std::string_view spelling, std::string_view space, const PtxToken& at,
               Instruction& instruction);
  // ld's and st's cache, eviction and memory-order qualifiers out of `parts`
  // into instruction.memory; then whether they go together as ptxas says.
  bool takeMemoryQualifiers(std::vector<std::string_view>& parts, const PtxToken& at,
                            Instruction& instruction);
  bool checkMemoryQualifiers(const Instruction& instruction, const PtxToken& at);
  bool checkRequirements(std::string_view opcode, const PtxToken& at,
                         const Instruction& instruction);
  // instruction_parser.cpp
  std::optional<Operand> parseOperand();
  // A texture's or surface's `[handle, {sampler,} coordinates]`, its handle read.
  std::optional<Operand> parseHandleAddress(const Operand& handle);
  // The operands up to ';', a `|` joining a SecondDestPred to the one before.
  bool parseOperands(Instruction& instruction);
  std::optional<Type> registerType(std::string_view name) const;
  // The index in the function's registers of the register `name` names in
  // the current block; Operand::kNoRegister when none.
  uint32_t registerIndex(std::string_view name) const;
  // A register operand's type, by the index it resolved to as it was read.
  std::optional<Type> registerType(const Operand& operand) const;
  SourceLocation locationOf(const Operand& operand) const { return module_.location(operand); }
  SourceLocation locationOf(const PtxToken& token) const {
    return module_.location(token.text.data());
  }
  SourceLocation locationOf(const Instruction& instruction) const {
    return module_.location(instruction);
  }
  // operand_checks.cpp
  bool checkOperands(Instruction& instruction);
  // A video instruction's operand count, selectors and negations (video.hpp).
  bool checkVideoOperands(const Instruction& instruction);
  // texture_forms.cpp: a texture or surface instruction's operands, by its
  // geometry (the rows' operand kinds only count them).
  bool checkTextureOperands(const Instruction& instruction);
  // tensor_forms.cpp: the matrix instructions' fragments, addresses and strides.
  bool checkMatrixOperands(const Instruction& instruction);
  bool checkAsyncOperands(const Instruction& instruction);
  bool checkWmmaOperands(const Instruction& instruction);
  bool checkOperand(const Instruction& instruction, const Operand& operand, OperandKind kind,
                    size_t index);
  bool checkMoveOfVectors(const Instruction& instruction, const Operand& operand, bool dest);
  bool checkMoveVector(const Instruction& instruction, const Operand& operand, bool dest);
  bool checkRegister(const Instruction& instruction, const Operand& operand, Type type, bool wider,
                     size_t index);
  bool checkValue(const Instruction& instruction, const Operand& operand, Type type, size_t index);
  bool checkAddress(const Instruction& instruction, const Operand& operand);
  bool checkMoveSource(const Instruction& instruction, const Operand& operand);
  bool checkVector(const Instruction& instruction, const Operand& operand, bool immediates);

  // call_parser.cpp (the control family)
  bool parseCallOperands(Instruction& instruction);
  bool checkCallOperand(const Instruction& instruction, const Operand& operand, OperandKind kind);
  // NAME: .branchtargets ...; or NAME: .calltargets ...;
  void parseTargetList(Function& function);
  // brx.idx's table and an indirect call's prototype or list, by name from
  // the current block: the operand's value set to the list's index.
  bool resolveTargetList(Instruction& instruction);

 public:
  // What a name means where the parser is: the innermost block's variable,
  // then the function's parameters, then the module's variables.
  VariableRef findVariable(std::string_view name) const;
  const Variable* variableAt(VariableRef ref) const;
  // A `.callprototype` visible from the current block, or nullptr.
  const CallPrototype* findPrototype(std::string_view name) const;

 private:
  mutable PtxLexer lexer_;
  // The tokens read and not yet released: window_[0] is token number
  // windowStart_ of the file; position_ counts from the file's first token.
  // A deque, so that a reference to a token stays valid as more are read.
  mutable std::deque<PtxToken> window_;
  size_t windowStart_ = 0;
  size_t position_ = 0;
  mutable bool lexerDone_ = false;
  mutable size_t tokensHeldAtMost_ = 0;
  DiagnosticEngine& diagnostics_;
  Module module_;
  std::map<std::string, size_t, std::less<>> functionIndex_;  // into module_.functions
  std::map<std::string, uint32_t, std::less<>> globalIndex_;  // into module_.globals
  // The module's texture, sampler and surface references (`.global .texref t;`, PTX ISA 5.3):
  // "texref", "samplerref" or "surfref" by name; each is a .b64 global of module_.globals too.
  std::map<std::string, std::string_view, std::less<>> opaqueVariables_;
  bool independentTextures_ = false;  // `.target ..., texmode_independent`
  // A body's blocks, innermost last: registers, variables (into
  // Function::variables), prototypes and labels each block declares, and the
  // branches in it to labels not yet found.
  struct BranchUse {
    std::string_view label;               // of the source text
    size_t instruction = 0, operand = 0;  // in Function::body
    const char* place = nullptr;          // the operand's, in the text
    bool inList = false;                  // `instruction` is an index in Function::targetLists
  };
  struct Scope {
    uint32_t id = 0;
    // Into Function::registers.
    std::unordered_map<std::string, uint32_t, Module::NameHash, std::equal_to<>> registers;
    // `%r<N>` ranges whose N names all went into Function::registers in a row
    // from `first`: `%r12` is found as the prefix and a number rather than
    // by hashing (a register lookup per operand led the reader's profile).
    struct Range {
      std::string prefix;
      uint32_t count = 0, first = 0;
    };
    std::vector<Range> ranges;
    // Vector registers (`.reg .v4 .u32 %v;`): their elements are registers
    // named `%v.x` to `%v.w` (`.r` to `.a` name the same ones) from `first`
    // in Function::registers; `%v` alone is the vector of them.
    struct VectorRegister {
      uint32_t first = 0, count = 0;
      Type element = Type::B32;
    };
    std::map<std::string, VectorRegister, std::less<>> vectors;
    std::map<std::string, uint32_t, std::less<>> variables;
    std::map<std::string, uint32_t, std::less<>> prototypes;  // into Function::prototypes
    std::map<std::string, uint32_t, std::less<>> labels;      // index of the next instruction
    std::vector<BranchUse> branches;
  };
  std::vector<Scope> scopes_;
  // The vector register `name` names in scope, or none.
  const Scope::VectorRegister* vectorRegister(std::string_view name) const;
  // Every label of the body and where, to say why a branch cannot reach one.
  std::map<std::string, const char*, std::less<>> bodyLabels_;  // the name's place
  // Branches of the instruction being checked, kept once it is.
  std::vector<BranchUse> pendingBranches_;
  Function* function_ = nullptr;
  // Each opcode's match (matchOpcode's instruction, before its operands): the
  // same spelling matches the same row with the same modifiers every time
  // once the header is read, so it is matched once (issue 27's speed).
  std::unordered_map<std::string_view, Instruction> matchedOpcodes_;
  // An instruction's operands and a vector's elements as they are read, before
  // they go to the module's store: kept, so that reading them allocates nothing.
  std::vector<Operand> operandScratch_, elementScratch_;
  // parseOperand reads `%r.b1` and `-%r` as a video instruction's operands.
  bool videoOperands_ = false;
  // `.target ..., debug` (where) and whether a `.section .debug_*` came.
  std::optional<SourceLocation> debugOption_;
  bool debugSections_ = false;
};

}  // namespace gpuasm::ptx
