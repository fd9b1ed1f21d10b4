// A PTX module in memory, as the parser (assembler.hpp) leaves it: what the
// simulator predecodes (machine/predecode.cpp) and runs. Every operand has been checked against its
// instruction's row (isa.hpp), every register is declared and every label and
// variable resolved, so that a consumer checks nothing again.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "gpuasm/image.hpp"
#include "gpuasm/source.hpp"
#include "targets/ptx/isa.hpp"

namespace gpuasm::ptx {

struct RegisterDeclaration {
  std::string name;  // "%r3": a `%r<10>` range is ten of these
  Type type = Type::B32;
  SourceLocation location;
};

// A `.global`, `.shared`, `.const` or `.local` variable, or a `.param`.
struct Variable {
  std::string name;
  StateSpace space = StateSpace::Global;
  Type type = Type::B8;
  uint32_t alignment = 0;             // bytes; 0: the type's size
  uint64_t elements = 1;              // product of the array's dimensions
  bool array = false;                 // declared with [...]
  bool external = false;              // `.extern`: defined elsewhere (sizes may be open, `[]`)
  std::vector<uint64_t> initializer;  // integer elements given, the rest zero
  // Elements set to an address (`= {f, g}`, `= generic(v)+8`): the element,
  // the function or variable named, the bytes added, and whether generic()
  // (the simulator fills them in where it places the variables).
  struct AddressInitializer {
    uint64_t element = 0;
    std::string name;
    int64_t addend = 0;
    bool generic = false;
  };
  std::vector<AddressInitializer> addressInitializers;
  // The `{ }` block that declares it: 0 for the module's variables and a
  // function's parameters, 1 for a body's outermost block, then each block
  // opened in the body in order (Function::scopeParents says which holds which).
  uint32_t scope = 0;
  SourceLocation location;

  uint64_t bytes() const { return elements * (typeBits(type) / 8); }
};

// Which variable a name resolved to, by the scope rules of the place that
// names it: an index into one of the lists below.
struct VariableRef {
  enum class List : uint8_t {
    None,    // not a variable (a register, a label, a function, or nothing)
    Global,  // Module::globals
    Param,   // Function::params
    Return,  // Function::returns
    Body,    // Function::variables (.shared, .local, .param, ... declared in the body)
  };
  List list = List::None;
  uint32_t index = 0;
  explicit operator bool() const { return list != List::None; }
};

// Where a name starts, for a record that keeps the place of its first
// character: after a leading `[`, `!` or `-` (an address, a negated
// predicate, video's negated register) and the blanks and comments that may
// follow it.
inline const char* nameStartAt(const char* place) {
  if (*place != '[' && *place != '!' && *place != '-') return place;
  ++place;
  while (true) {
    if (*place == ' ' || *place == '\t' || *place == '\n' || *place == '\r' || *place == '\f' ||
        *place == '\v') {
      ++place;
    } else if (place[0] == '/' && place[1] == '/') {
      while (*place != '\n') ++place;
    } else if (place[0] == '/' && place[1] == '*') {
      place += 2;
      while (!(place[0] == '*' && place[1] == '/')) ++place;
      place += 2;
    } else {
      return place;
    }
  }
}

struct Operand {
  enum class Kind : uint8_t {
    Register,         // registerIndex(), name(): a declared register
    SpecialRegister,  // special, component (0-3 for .x .y .z .w; 0 for scalar ones)
    Immediate,        // value: an integer literal, two's complement in 64 bits
    FloatImmediate,   // value: the bits of an f32 (0f...) or an f64 (0d..., decimal)
    Address,          // name() (register or variable) or none, plus value as the offset
    Vector,           // elements()
    Symbol,           // name(): a variable's or function's address (mov, variable set), or a
                      // label (bra: value is the index in Function::body it names)
    Sink,             // `_` (a vector element nobody reads), or a left-out SecondDestPred
  };
  // The longest name, the most elements an operand holds, and the most
  // registers or variables a list holds for an operand to name them
  // (docs/limits.md): the parser refuses more.
  static constexpr size_t kMaxNameBytes = 0xffff;
  static constexpr size_t kMaxElements = 0xffff;
  static constexpr uint32_t kMaxIndex = (1u << 24) - 1;
  static constexpr uint32_t kNoRegister = kMaxIndex;

  // 24 bytes (module_test.cpp), three or four a statement: the place of its
  // first character in the source text, which the module keeps
  // (Module::source): the name starts there (or after a leading `[` or `!`)
  // and its location comes from the module's line table; a register as its
  // index in Function::registers, resolved once as it is read; a vector's
  // elements a pointer into the module's OperandStore (in `value`'s place) and
  // a count; the flags beside the index in 32 bits.
  uint64_t value = 0;  // Vector: the elements' address

 private:
  const char* place_ = nullptr;
  // Register, and Address with baseIsRegister: the register's index;
  // Symbol and Address: the VariableRef's index; 24 bits.
  uint32_t index_ : 24 = kNoRegister;
  uint32_t list_ : 3 = 0;  // Symbol and Address: the VariableRef's list

 public:
  uint32_t component : 2 = 0;
  bool negated : 1 = false;         // `!%p`: a .pred source read negated
  bool baseIsRegister : 1 = false;  // Address: the name is a register (else a variable, or none)
  bool floatIsDouble : 1 = false;   // FloatImmediate: value holds an f64

 private:
  uint16_t size_ = 0;  // the name's bytes, or the vector's elements

 public:
  Kind kind = Kind::Immediate;
  SpecialRegister special = SpecialRegister::Tid;

  // The first character of the operand as written (`[` of an address, `!`,
  // `-`, `{`); null for an operand made by hand.
  const char* place() const { return place_; }
  void setPlace(const char* place) { place_ = place; }
  std::string_view name() const {
    return kind == Kind::Vector || size_ == 0 || !place_
               ? std::string_view()
               : std::string_view(nameStartAt(place_), size_);
  }
  // `name` must start where name() finds it from place() (the parser sets
  // the place first); at most kMaxNameBytes (a longer name is cut: the
  // parser refuses it first).
  void setName(std::string_view name) {
    if (!place_) place_ = name.data();
    size_ = static_cast<uint16_t>(std::min(name.size(), kMaxNameBytes));
  }
  std::span<Operand> elements() const {
    return kind == Kind::Vector && value != 0
               ? std::span<Operand>(reinterpret_cast<Operand*>(static_cast<uintptr_t>(value)),
                                    size_)
               : std::span<Operand>();
  }
  // Makes the operand a Vector of `elements` (at most kMaxElements; they stay
  // where they are: the module's store).
  void setElements(std::span<Operand> elements) {
    kind = Kind::Vector;
    value = reinterpret_cast<uintptr_t>(elements.data());
    size_ = static_cast<uint16_t>(std::min(elements.size(), kMaxElements));
  }
  // Register (and Address with baseIsRegister): the register's index in the
  // function's table; kNoRegister when it names none.
  uint32_t registerIndex() const { return index_; }
  void setRegisterIndex(uint32_t index) { index_ = std::min(index, kMaxIndex); }
  // Symbol, Address: the variable the name resolved to.
  VariableRef variable() const {
    return list_ == 0 ? VariableRef{} : VariableRef{static_cast<VariableRef::List>(list_), index_};
  }
  // The parser refuses a list longer than kMaxIndex.
  void setVariable(VariableRef ref) {
    list_ = static_cast<uint32_t>(ref.list) & 7;
    index_ = std::min(ref.index, kMaxIndex);
  }
};

// Every operand of a module, in a few large blocks: an instruction's operands
// and a vector's elements are spans of it rather than vectors of their own
// (a vector per instruction cost its capacity's slack and a heap block's
// header; issue 27). Blocks never move, so the spans stay valid.
class OperandStore {
 public:
  // A copy of `operands`, contiguous, for as long as the store lives.
  std::span<Operand> store(std::span<const Operand> operands) {
    if (operands.empty()) return {};
    if (operands.size() > free_) {
      const size_t size = std::max(kBlockOperands, operands.size());
      blocks_.push_back(std::make_unique<Operand[]>(size));
      reserved_ += size;
      next_ = blocks_.back().get();
      free_ = size;
    }
    std::span<Operand> kept(next_, operands.size());
    std::copy(operands.begin(), operands.end(), kept.begin());
    next_ += operands.size();
    free_ -= operands.size();
    return kept;
  }
  // The bytes its blocks hold, used or not.
  size_t reservedBytes() const { return reserved_ * sizeof(Operand); }

 private:
  static constexpr size_t kBlockOperands = 4096;
  std::vector<std::unique_ptr<Operand[]>> blocks_;
  Operand* next_ = nullptr;
  size_t free_ = 0;
  size_t reserved_ = 0;
};

// ld's and st's cache, eviction and memory-order qualifiers (PTX ISA 9.7.9.8,
// 9.7.9.9), recorded as written; the simulator, which has no caches and runs
// a block's memory accesses in program order, ignores them (docs/ptx.md).
struct MemoryQualifiers {
  enum class Cache : uint8_t { None, Ca, Cg, Cs, Lu, Cv, Wb, Wt };
  enum class Eviction : uint8_t { None, Normal, Unchanged, First, Last, NoAllocate };
  enum class Order : uint8_t { None, Weak, Volatile, Relaxed, Acquire, Release, Mmio };
  enum class Scope : uint8_t { None, Cta, Cluster, Gpu, Sys };
  // Ordered so that the record has no padding (8 bytes).
  uint16_t prefetchBytes = 0;  // .L2::64B, ::128B, ::256B
  Cache cache = Cache::None;
  Eviction l1 = Eviction::None;
  Eviction l2 = Eviction::None;
  Order order = Order::None;
  Scope scope = Scope::None;
  bool nonCoherent : 1 = false;  // .nc: the read-only (texture) path
  bool cacheHint : 1 = false;    // .L2::cache_hint: a 64-bit policy operand follows the address
  bool mmio : 1 = false;         // .mmio (with .relaxed.sys)
};

struct Instruction {
  // The most operands an instruction holds (a call's lists are one operand
  // each), the farthest its opcode stands from the statement's first
  // character (`@!%p1 ` before it), the longest opcode (the PTX ISA's are
  // under 128 bytes) and the longest statement (docs/limits.md): the parser
  // refuses more.
  static constexpr size_t kMaxOperands = 0xff;
  static constexpr size_t kMaxGuardDistance = 0xff;
  static constexpr size_t kMaxOpcodeBytes = 0xff;
  static constexpr size_t kMaxStatementBytes = 0xffffff;

  // 48 bytes (module_test.cpp), one a statement: the opcode is a pointer into
  // the source text, which the module keeps (Module::source), and a length;
  // the statement's start an 8-bit distance back from it and its length 24
  // bits; the guard an 8-bit place and length in that distance; the location
  // comes from the module's line table (Module::location); the operands a
  // pointer into the module's OperandStore and an 8-bit count.
  const InstructionRow* row = nullptr;

 private:
  const char* opcode_ = nullptr;
  Operand* operands_ = nullptr;

 public:
  MemoryQualifiers memory;  // ld, st

 private:
  // On a 4-byte boundary (offset 32), so that the two share one unit.
  uint32_t textBytes_ : 24 = 0;
  uint32_t opcodeBytes_ : 8 = 0;

 public:
  uint16_t floatModifiers = 0;  // float_modifier bits (isa.hpp): .ftz .sat .relu ...

 private:
  uint8_t statementBack_ = 0;  // the statement's first character, before the opcode
  uint8_t guardAfter_ = 0;     // the guard's first character, after the statement's
  uint8_t guardBytes_ = 0;
  uint8_t operandCount_ = 0;

 public:
  Type type = Type::B32;
  Type sourceType = Type::B32;  // cvt's second type
  StateSpace space = StateSpace::Generic;
  Compare compare = Compare::Eq;
  Rounding rounding = Rounding::Rn;
  uint8_t vectorWidth : 4 = 1;  // ld.v2 / ld.v4 / .v8
  bool guardNegated : 1 = false;

  // As written, "mad.lo.cc.u32" (a view of the source text).
  std::string_view opcode() const { return {opcode_, opcodeBytes_}; }
  // "%p1"; empty: always.
  std::string_view guard() const { return {opcode_ - statementBack_ + guardAfter_, guardBytes_}; }
  std::span<Operand> operands() const { return {operands_, operandCount_}; }
  // The statement, from its guard's `@` (or its opcode) through its ';'.
  std::string_view text() const { return {opcode_ - statementBack_, textBytes_}; }
  uint32_t textBytes() const { return textBytes_; }

  // `opcode` and `guard` views of one text, and the statement's first
  // character: the opcode at most kMaxGuardDistance bytes after that and at
  // most kMaxOpcodeBytes long; false (and nothing kept of the guard) otherwise.
  bool setOpcode(std::string_view opcode, std::string_view guard = {},
                 const char* statement = nullptr) {
    opcode_ = opcode.data();
    opcodeBytes_ = static_cast<uint32_t>(std::min(opcode.size(), kMaxOpcodeBytes));
    statementBack_ = guardAfter_ = guardBytes_ = 0;
    if (!statement) statement = opcode.data();
    if (statement > opcode.data() ||
        static_cast<size_t>(opcode.data() - statement) > kMaxGuardDistance)
      return false;
    statementBack_ = static_cast<uint8_t>(opcode.data() - statement);
    if (!guard.empty()) {
      if (guard.data() < statement || guard.data() + guard.size() > opcode.data()) return false;
      guardAfter_ = static_cast<uint8_t>(guard.data() - statement);
      guardBytes_ = static_cast<uint8_t>(guard.size());
    }
    return opcode.size() <= kMaxOpcodeBytes;
  }
  // Through `end` (the statement's ';'), at most kMaxStatementBytes; false otherwise.
  bool setEnd(const char* end) {
    const size_t bytes = static_cast<size_t>(end + 1 - (opcode_ - statementBack_));
    textBytes_ = static_cast<uint32_t>(std::min(bytes, kMaxStatementBytes));
    return bytes <= kMaxStatementBytes;
  }
  // At most kMaxOperands of them (more are cut: the parser refuses them first).
  void setOperands(std::span<Operand> operands) {
    operands_ = operands.data();
    operandCount_ = static_cast<uint8_t>(std::min(operands.size(), kMaxOperands));
  }
};

// `NAME: .callprototype (.param .b32 _) _ (.param .b64 _);` in a body: the
// signature an indirect `call` through a register names.
struct CallPrototype {
  std::string name;
  std::vector<Variable> returns, params;  // their names are `_` or anything
  uint32_t scope = 1;
  SourceLocation location;
};

// `NAME: .branchtargets L1, L2, ...;` or `NAME: .calltargets f, g, ...;` in a
// body: Symbol operands, a label's value the index in Function::body it names
// (resolved by the scope rules, as a branch's).
struct TargetList {
  std::string name;
  bool functions = false;  // .calltargets
  std::vector<Operand> targets;
  uint32_t scope = 1;
  SourceLocation location;
};

struct Function {
  std::string name;
  bool entry = false;     // `.entry` (a kernel), else `.func`
  bool visible = false;   // `.visible`
  bool external = false;  // `.extern`: defined in another module (vprintf, __assertfail)
  bool weak = false;      // `.weak`
  bool noReturn = false;  // `.noreturn`
  bool defined = false;   // has a body
  std::vector<Variable> params;
  std::vector<Variable> returns;               // `.func`'s return parameters
  std::vector<RegisterDeclaration> registers;  // of every scope of the body
  // `.shared`, `.local`, `.param`, ... declared in the body, each with its scope.
  std::vector<Variable> variables;
  std::vector<CallPrototype> prototypes;
  // The block holding each `{ }` block of the body: scopeParents[s] for
  // scope s; scopeParents[1] == 0 (the body's outermost block).
  std::vector<uint32_t> scopeParents{0};
  std::vector<Instruction> body;
  // `L: .branchtargets A, B;` (brx.idx's table) and `L: .calltargets f, g;`
  // (an indirect call's possible targets), each list once, in order.
  std::vector<TargetList> targetLists;
  SourceLocation location;    // of the definition, or the declaration if none
  SourceLocation declaredAt;  // the first declaration (a prototype before the definition)
  uint32_t textOffset = 0;
};

struct Module {
  uint32_t versionMajor = 0, versionMinor = 0;
  std::string target;  // "sm_90"
  uint32_t addressBits = 64;
  std::vector<Variable> globals;
  std::vector<Function> functions;
  // Function::name to its index in `functions`.
  // FNV-1a: names are short (`%r12`, a kernel's), where it beats std::hash's.
  struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view name) const {
      uint64_t hash = 14695981039346656037u;
      for (char c : name) hash = (hash ^ static_cast<uint8_t>(c)) * 1099511628211u;
      return static_cast<size_t>(hash);
    }
  };
  std::unordered_map<std::string, uint32_t, NameHash, std::equal_to<>> functionIndex;
  // The text the names, opcodes and guards of the instructions view, and the
  // operands their spans hold: shared by copies of the module. `file` is the
  // text's id in the SourceManager that read it (its locations').
  std::shared_ptr<const SourceFile> source;
  uint32_t file = 0;
  std::shared_ptr<OperandStore> operands = std::make_shared<OperandStore>();

  // Where a character of the source text is (an operand's place(), an
  // instruction's opcode); no location for one outside it.
  SourceLocation location(const char* place) const {
    if (!source || !place) return {};
    const std::string_view text = source->text();
    if (place < text.data() || place > text.data() + text.size()) return {};
    return source->locationAt(static_cast<size_t>(place - text.data()), file);
  }
  SourceLocation location(const Operand& operand) const { return location(operand.place()); }
  SourceLocation location(const Instruction& instruction) const {
    return location(instruction.opcode().data());
  }
  // The byte of the statement's first character in the source text.
  uint32_t textOffset(const Instruction& instruction) const {
    return source ? static_cast<uint32_t>(instruction.text().data() - source->text().data()) : 0;
  }

  const Function* findFunction(std::string_view name) const {
    auto it = functionIndex.find(name);
    return it == functionIndex.end() ? nullptr : &functions[it->second];
  }
  // The variable a reference names, in `function`'s lists or the module's.
  const Variable* variable(const Function& function, VariableRef ref) const {
    switch (ref.list) {
      case VariableRef::List::Global:
        return &globals[ref.index];
      case VariableRef::List::Param:
        return &function.params[ref.index];
      case VariableRef::List::Return:
        return &function.returns[ref.index];
      case VariableRef::List::Body:
        return &function.variables[ref.index];
      case VariableRef::List::None:
        break;
    }
    return nullptr;
  }
};

// What `gpuasm asm -t ptx` leaves in Image::targetData beside the text.
struct ModuleData : TargetData {
  Module module;
  uint32_t imageFile = 0;  // the text's index in Image::sourceFiles

  // One record a statement, the statement's bytes of the text (the image's
  // section), made from the module when a listing asks.
  std::vector<LineRecord> derivedLines() const override;
};

// The module an image carries; nullptr when it carries none.
inline const Module* moduleOf(const Image& image) {
  const auto* data = dynamic_cast<const ModuleData*>(image.targetData.get());
  return data ? &data->module : nullptr;
}

}  // namespace gpuasm::ptx
