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
    Register,         // name: a declared register
    SpecialRegister,  // special, component (0-3 for .x .y .z .w; 0 for scalar ones)
    Immediate,        // value: an integer literal, two's complement in 64 bits
    FloatImmediate,   // value: the bits of an f32 (0f...) or an f64 (0d..., decimal)
    Address,          // name (register or variable) or none, plus value as the offset
    Vector,           // elements
    Symbol,           // name: a variable's or function's address (mov, variable set), or a
                      // label (bra: value is the index in Function::body it names)
    Sink,             // `_` (a vector element nobody reads), or a left-out SecondDestPred
  };
  // Ordered so that the record has no padding (64 bytes: module_test.cpp).
  // Names are views of the source text, which the module keeps (Module::source).
  std::string_view name;
  std::span<Operand> elements;  // Vector: in the module's OperandStore
  uint64_t value = 0;
  VariableRef variable;  // Symbol, Address: the variable `name` resolved to
  TextLocation location;
  Kind kind = Kind::Immediate;
  bool floatIsDouble = false;   // FloatImmediate: value holds an f64
  bool baseIsRegister = false;  // Address: `name` is a register (else a variable, or none)
  bool negated = false;         // `!%p`: a .pred source read negated
  SpecialRegister special = SpecialRegister::Tid;
  uint8_t component = 0;
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
      next_ = blocks_.back().get();
      free_ = size;
    }
    std::span<Operand> kept(next_, operands.size());
    std::copy(operands.begin(), operands.end(), kept.begin());
    next_ += operands.size();
    free_ -= operands.size();
    return kept;
  }

 private:
  static constexpr size_t kBlockOperands = 4096;
  std::vector<std::unique_ptr<Operand[]>> blocks_;
  Operand* next_ = nullptr;
  size_t free_ = 0;
};

// ld's and st's cache, eviction and memory-order qualifiers (PTX ISA 9.7.9.8,
// 9.7.9.9), recorded as written; the simulator, which has no caches and runs
// a block's memory accesses in program order, ignores them (docs/ptx.md).
struct MemoryQualifiers {
  enum class Cache : uint8_t { None, Ca, Cg, Cs, Lu, Cv, Wb, Wt };
  enum class Eviction : uint8_t { None, Normal, Unchanged, First, Last, NoAllocate };
  enum class Order : uint8_t { None, Weak, Volatile, Relaxed, Acquire, Release, Mmio };
  enum class Scope : uint8_t { None, Cta, Cluster, Gpu, Sys };
  Cache cache = Cache::None;
  Eviction l1 = Eviction::None;
  Eviction l2 = Eviction::None;
  Order order = Order::None;
  Scope scope = Scope::None;
  uint16_t prefetchBytes = 0;  // .L2::64B, ::128B, ::256B
  bool nonCoherent = false;    // .nc: the read-only (texture) path
  bool cacheHint = false;      // .L2::cache_hint: a 64-bit policy operand follows the address
  bool mmio = false;           // .mmio (with .relaxed.sys)
};

struct Instruction {
  // Ordered so that the record has no padding (96 bytes: module_test.cpp).
  const InstructionRow* row = nullptr;
  std::string_view opcode;      // as written, "mad.lo.cc.u32" (a view of the source text)
  std::string_view guard;       // "%p1", empty: always
  std::span<Operand> operands;  // in the module's OperandStore
  Type type = Type::B32;
  Type sourceType = Type::B32;  // cvt's second type
  StateSpace space = StateSpace::Generic;
  uint8_t vectorWidth = 1;  // ld.v2 / ld.v4
  Compare compare = Compare::Eq;
  Rounding rounding = Rounding::Rn;
  MemoryQualifiers memory;      // ld, st
  uint16_t floatModifiers = 0;  // float_modifier bits (isa.hpp): .ftz .sat .relu ...
  bool guardNegated = false;
  TextLocation location;
  uint32_t textOffset = 0;  // byte of the statement's first character in the file
  uint32_t textBytes = 0;   // through its ';'
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
