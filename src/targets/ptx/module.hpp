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

// A SourceLocation in 8 bytes rather than 16, for the records a module holds
// one of per instruction and operand: a PTX module is one file, with no macro
// expansions. A column past 65,535 (a line longer than that) reads as 65,535.
struct TextLocation {
  uint32_t line = 0;
  uint16_t column = 0;
  uint16_t file = 0;

  TextLocation() = default;
  TextLocation(const SourceLocation& location)  // implicit: the parser assigns tokens' locations
      : line(location.line),
        column(static_cast<uint16_t>(std::min<uint32_t>(location.column, 0xffff))),
        file(static_cast<uint16_t>(std::min<uint32_t>(location.file, 0xffff))) {}
  operator SourceLocation() const { return SourceLocation{file, line, column, 0}; }
};

struct Operand {
  enum class Kind : uint8_t {
    Register,         // name(): a declared register
    SpecialRegister,  // special, component (0-3 for .x .y .z .w; 0 for scalar ones)
    Immediate,        // value: an integer literal, two's complement in 64 bits
    FloatImmediate,   // value: the bits of an f32 (0f...) or an f64 (0d..., decimal)
    Address,          // name() (register or variable) or none, plus value as the offset
    Vector,           // elements()
    Symbol,           // name(): a variable's or function's address (mov, variable set), or a
                      // label (bra: value is the index in Function::body it names)
    Sink,             // `_` (a vector element nobody reads), or a left-out SecondDestPred
  };
  // The longest name and the most elements an operand holds (docs/limits.md):
  // the parser refuses more.
  static constexpr size_t kMaxNameBytes = 0xffff;
  static constexpr size_t kMaxElements = 0xffff;

  // 32 bytes (module_test.cpp), three or four a statement: a name is a pointer
  // into the source text, which the module keeps (Module::source), and a length;
  // a vector's elements a pointer into the module's OperandStore and a count;
  // the variable a reference packed into 32 bits.
  uint64_t value = 0;

 private:
  union {
    const char* name_ = nullptr;  // every kind but Vector
    Operand* elements_;           // Vector
  };
  uint32_t line_ = 0;
  uint16_t column_ = 0;
  uint16_t size_ = 0;  // the name's bytes, or the vector's elements
  // VariableRef: its list in the top 3 bits, its index in the rest.
  uint32_t variable_ = 0;

 public:
  Kind kind = Kind::Immediate;
  SpecialRegister special = SpecialRegister::Tid;

 private:
  uint8_t file_ = 0;

 public:
  bool floatIsDouble : 1 = false;   // FloatImmediate: value holds an f64
  bool baseIsRegister : 1 = false;  // Address: the name is a register (else a variable, or none)
  bool negated : 1 = false;         // `!%p`: a .pred source read negated
  uint8_t component : 2 = 0;

  std::string_view name() const {
    return kind == Kind::Vector || !name_ ? std::string_view() : std::string_view(name_, size_);
  }
  // At most kMaxNameBytes (a longer name is cut: the parser refuses it first).
  void setName(std::string_view name) {
    name_ = name.data();
    size_ = static_cast<uint16_t>(std::min(name.size(), kMaxNameBytes));
  }
  std::span<Operand> elements() const {
    return kind == Kind::Vector && elements_ ? std::span<Operand>(elements_, size_)
                                             : std::span<Operand>();
  }
  // Makes the operand a Vector of `elements` (at most kMaxElements; they stay
  // where they are: the module's store).
  void setElements(std::span<Operand> elements) {
    kind = Kind::Vector;
    elements_ = elements.data();
    size_ = static_cast<uint16_t>(std::min(elements.size(), kMaxElements));
  }
  // Symbol, Address: the variable the name resolved to.
  VariableRef variable() const {
    return {static_cast<VariableRef::List>(variable_ >> 29), variable_ & kVariableIndexMask};
  }
  // An index past 2^29 - 1 reads as that (a module cannot hold so many: the
  // input is at most 256 MiB).
  void setVariable(VariableRef ref) {
    variable_ = static_cast<uint32_t>(ref.list) << 29 | std::min(ref.index, kVariableIndexMask);
  }
  TextLocation location() const {
    TextLocation at;
    at.line = line_;
    at.column = column_;
    at.file = file_;
    return at;
  }
  void setLocation(TextLocation at) {
    line_ = at.line;
    column_ = at.column;
    file_ = static_cast<uint8_t>(std::min<uint16_t>(at.file, 0xff));
  }

 private:
  static constexpr uint32_t kVariableIndexMask = (1u << 29) - 1;
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
  // each) and the farthest a guard stands before its opcode (docs/limits.md):
  // the parser refuses more.
  static constexpr size_t kMaxOperands = 0xff;
  static constexpr size_t kMaxGuardDistance = 0xffff;

  // 64 bytes (module_test.cpp), one a statement: the opcode is a pointer into
  // the source text, which the module keeps (Module::source), and a length;
  // the guard a length and a distance back from the opcode in the same text;
  // the operands a pointer into the module's OperandStore and a count.
  const InstructionRow* row = nullptr;

 private:
  const char* opcode_ = nullptr;
  Operand* operands_ = nullptr;

 public:
  uint32_t textOffset = 0;  // byte of the statement's first character in the file
  uint32_t textBytes = 0;   // through its ';'
  TextLocation location;

 private:
  uint16_t guardBack_ = 0;

 public:
  Type type = Type::B32;
  Type sourceType = Type::B32;  // cvt's second type
  StateSpace space = StateSpace::Generic;
  uint8_t vectorWidth = 1;  // ld.v2 / ld.v4
  Compare compare = Compare::Eq;
  Rounding rounding = Rounding::Rn;
  MemoryQualifiers memory;      // ld, st
  uint16_t floatModifiers = 0;  // float_modifier bits (isa.hpp): .ftz .sat .relu ...

 private:
  uint16_t opcodeBytes_ = 0;
  uint16_t guardBytes_ = 0;
  uint8_t operandCount_ = 0;

 public:
  bool guardNegated = false;

  // As written, "mad.lo.cc.u32" (a view of the source text).
  std::string_view opcode() const { return {opcode_, opcodeBytes_}; }
  // "%p1"; empty: always.
  std::string_view guard() const { return {opcode_ - guardBack_, guardBytes_}; }
  std::span<Operand> operands() const { return {operands_, operandCount_}; }

  // `opcode` and `guard` views of one text, the guard before the opcode at
  // most kMaxGuardDistance bytes and each at most 65,535 bytes long; false
  // (and nothing kept of the guard) otherwise.
  bool setOpcode(std::string_view opcode, std::string_view guard = {}) {
    opcode_ = opcode.data();
    opcodeBytes_ = static_cast<uint16_t>(std::min<size_t>(opcode.size(), 0xffff));
    guardBack_ = guardBytes_ = 0;
    if (guard.empty()) return opcode.size() <= 0xffff;
    if (guard.data() > opcode.data() ||
        static_cast<size_t>(opcode.data() - guard.data()) > kMaxGuardDistance ||
        guard.size() > 0xffff)
      return false;
    guardBack_ = static_cast<uint16_t>(opcode.data() - guard.data());
    guardBytes_ = static_cast<uint16_t>(guard.size());
    return opcode.size() <= 0xffff;
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
  // operands their spans hold: shared by copies of the module.
  std::shared_ptr<const SourceFile> source;
  std::shared_ptr<OperandStore> operands = std::make_shared<OperandStore>();

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
};

// The module an image carries; nullptr when it carries none.
inline const Module* moduleOf(const Image& image) {
  const auto* data = dynamic_cast<const ModuleData*>(image.targetData.get());
  return data ? &data->module : nullptr;
}

}  // namespace gpuasm::ptx
