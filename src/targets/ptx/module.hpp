// A PTX module in memory, as the parser (assembler.hpp) leaves it: what the
// simulator predecodes (machine/predecode.cpp) and runs. Every operand has been checked against its
// instruction's row (isa.hpp), every register is declared and every label and
// variable resolved, so that a consumer checks nothing again.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
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
  Kind kind = Kind::Immediate;
  std::string name;
  uint64_t value = 0;
  bool floatIsDouble = false;   // FloatImmediate: value holds an f64
  bool baseIsRegister = false;  // Address: `name` is a register (else a variable, or none)
  bool negated = false;         // `!%p`: a .pred source read negated
  VariableRef variable;         // Symbol, Address: the variable `name` resolved to
  SpecialRegister special = SpecialRegister::Tid;
  uint8_t component = 0;
  std::vector<Operand> elements;
  SourceLocation location;
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
  const InstructionRow* row = nullptr;
  std::string opcode;  // as written, "mad.lo.cc.u32"
  Type type = Type::B32;
  Type sourceType = Type::B32;  // cvt's second type
  StateSpace space = StateSpace::Generic;
  uint8_t vectorWidth = 1;  // ld.v2 / ld.v4
  Compare compare = Compare::Eq;
  Rounding rounding = Rounding::Rn;
  MemoryQualifiers memory;      // ld, st
  uint16_t floatModifiers = 0;  // float_modifier bits (isa.hpp): .ftz .sat .relu ...
  std::string guard;            // "%p1", empty: always
  bool guardNegated = false;
  std::vector<Operand> operands;
  SourceLocation location;
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

  const Function* findFunction(std::string_view name) const {
    for (const Function& f : functions)
      if (f.name == name) return &f;
    return nullptr;
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
