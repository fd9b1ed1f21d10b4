// The control family's grammar: call's operand lists (PTX ISA 9.7.12.11)
// and the target lists of brx.idx and indirect calls (`.branchtargets`,
// `.calltargets`); module_parser.cpp reads `.callprototype`.
//
//   call{.uni} [(RET, ...),] FUNCTION [, (ARG, ...)];
//   call{.uni} [(RET, ...),] %REGISTER, (ARG, ...), PROTOTYPE_OR_TARGETS;
//
// A call's operands become four: the return list and the argument list as
// Vector operands (either may be empty), the target, and the prototype (left
// out for a direct call).
#include <fmt/format.h>

#include <algorithm>

#include "targets/ptx/parser.hpp"

namespace gpuasm::ptx {

bool Parser::parseCallOperands(Instruction& instruction) {
  std::vector<Operand> elements;  // of one list, then into the module's store
  auto list = [&](Operand& into, std::string_view what) {
    elements.clear();
    into.kind = Operand::Kind::Vector;
    into.setPlace(peek().text.data());
    if (accept(')')) return true;
    do {
      if (peek().is('(') || peek().is('[') || peek().is('{')) {
        error(peek(), "expected-operand",
              fmt::format("{} holds .param variables, registers and numbers", what));
        return false;
      }
      auto element = parseOperand();
      if (!element) return false;
      elements.push_back(*element);
    } while (accept(','));
    if (elements.size() > Operand::kMaxElements) {
      error(peek(), "call-operand",
            fmt::format("{} of {} operands: at most {}", what, elements.size(),
                        Operand::kMaxElements));
      return false;
    }
    into.setElements(module_.operands->store(elements));
    return expect(')', fmt::format("to end {}", what));
  };
  Operand returns, arguments;
  returns.kind = arguments.kind = Operand::Kind::Vector;
  returns.setPlace(peek().text.data());
  if (accept('(')) {
    if (!list(returns, "the return list")) return false;
    if (!expect(',', "between the return list and the function")) return false;
  }
  if (peek().is('(') || peek().is('[') || peek().is('{') || peek().is(';')) {
    error(peek(), "expected-operand",
          fmt::format("'{}' needs the function it calls, found '{}'", instruction.opcode(),
                      peek().text));
    return false;
  }
  auto target = parseOperand();
  if (!target) return false;
  arguments.setPlace(peek().text.data());
  std::optional<Operand> prototype;
  if (accept(',')) {
    if (accept('(')) {
      if (!list(arguments, "the argument list")) return false;
      if (accept(',')) prototype = parseOperand();
    } else {
      prototype = parseOperand();
    }
    if (accept(',') && !prototype) return false;
  }
  if (!peek().is(';')) {
    error(peek(), "expected-token",
          fmt::format("expected ';' after the operands of '{}', found '{}'", instruction.opcode(),
                      peek().text));
    return false;
  }
  const Operand operands[] = {returns, *target, arguments, prototype.value_or(Operand{})};
  instruction.setOperands(module_.operands->store(std::span(operands, prototype ? 4 : 3)));
  return true;
}

bool Parser::checkCallOperand(const Instruction& instruction, const Operand& operand,
                              OperandKind kind) {
  auto fail = [&](const Operand& at, std::string message) {
    diagnostics_.error(locationOf(at), "call-operand", std::move(message));
    return false;
  };
  switch (kind) {
    case OperandKind::CallReturns:
    case OperandKind::CallArguments: {
      const bool returns = kind == OperandKind::CallReturns;
      bool good = true;
      for (const Operand& element : operand.elements()) {
        if (element.kind == Operand::Kind::Symbol) {
          const Variable* variable = variableAt(element.variable());
          if (!variable || variable->space != StateSpace::Param)
            good = fail(element, fmt::format("'{}' is not a declared .param variable of '{}'",
                                             element.name(), function_ ? function_->name : ""));
        } else if (element.kind == Operand::Kind::Register) {
          if (!registerType(element))
            good = fail(element, fmt::format("register '{}' is not declared", element.name()));
        } else if (returns || (element.kind != Operand::Kind::Immediate &&
                               element.kind != Operand::Kind::FloatImmediate)) {
          good = fail(element, fmt::format("{} of '{}' holds .param variables{}",
                                           returns ? "the return list" : "the argument list",
                                           instruction.opcode(),
                                           returns ? " or registers" : ", registers or numbers"));
        }
      }
      return good;
    }
    case OperandKind::CallTarget: {
      if (operand.kind == Operand::Kind::Register) {
        auto type = registerType(operand);
        if (!type)
          return fail(operand, fmt::format("register '{}' is not declared", operand.name()));
        if (typeBits(*type) != 64 || typeKind(*type) == TypeKind::Float)
          return fail(operand, fmt::format("'{}' is declared .{}: an indirect call's target is a "
                                           "64-bit integer register",
                                           operand.name(), typeName(*type)));
        if (instruction.operands().size() < 4)
          return fail(operand, fmt::format("the indirect call through '{}' names its "
                                           ".callprototype or .calltargets label last",
                                           operand.name()));
        return true;
      }
      if (operand.kind != Operand::Kind::Symbol)
        return fail(operand, fmt::format("'{}' calls a function or a register holding one's "
                                         "address",
                                         instruction.opcode()));
      const Function* callee = nullptr;
      if (function_ && function_->name == operand.name()) callee = function_;
      for (const Function& f : module_.functions)
        if (f.name == operand.name() && (!callee || f.defined)) callee = &f;
      if (!callee || callee->entry)
        return fail(operand, fmt::format("'{}' is not a declared .func", operand.name()));
      const size_t returns = instruction.operands()[0].elements().size();
      const size_t arguments = instruction.operands()[2].elements().size();
      if (returns != callee->returns.size())
        return fail(operand, fmt::format("'{}' returns {} value{}: the call takes {}",
                                         operand.name(), callee->returns.size(),
                                         callee->returns.size() == 1 ? "" : "s", returns));
      if (arguments != callee->params.size())
        return fail(operand, fmt::format("'{}' takes {} parameter{}: the call passes {}",
                                         operand.name(), callee->params.size(),
                                         callee->params.size() == 1 ? "" : "s", arguments));
      return true;
    }
    case OperandKind::CallPrototype:
    case OperandKind::BranchTable:
      return true;  // resolveTargetList found it
    default:
      return false;
  }
}

// `NAME: .branchtargets L1, L2, ...;` (labels, resolved by the scope rules as
// a branch's are) or `NAME: .calltargets f, g, ...;` (functions).
void Parser::parseTargetList(Function& function) {
  const PtxToken& name = next();
  next();  // :
  const PtxToken& directive = next();
  TargetList list;
  list.name = std::string(name.text);
  list.functions = directive.isWord(".calltargets");
  list.scope = scopes_.back().id;
  list.location = locationOf(name);
  const size_t index = function.targetLists.size();
  // The labels' uses join the block only with the list: a list refused half
  // read leaves none pointing at it.
  std::vector<BranchUse> uses;
  do {
    const PtxToken& target = next();
    if (target.kind != PtxToken::Kind::Word || target.text[0] == '.' || target.text[0] == '%') {
      error(target, "expected-name",
            fmt::format("expected a {} in '{}', found '{}'", list.functions ? "function" : "label",
                        directive.text, target.text));
      return skipStatement();
    }
    Operand operand;
    operand.kind = Operand::Kind::Symbol;
    operand.setPlace(target.text.data());
    operand.setName(target.text);
    if (list.functions) {
      if (!module_.findFunction(operand.name())) {
        error(target, "undefined-symbol",
              fmt::format("'{}' in '{}' is not a declared function", target.text, name.text));
        return skipStatement();
      }
    } else {
      uses.push_back({operand.name(), index, list.targets.size(), operand.place(), true});
    }
    list.targets.push_back(std::move(operand));
  } while (accept(','));
  if (!expect(';', fmt::format("after the {}", directive.text))) return skipStatement();
  function.targetLists.push_back(std::move(list));
  for (BranchUse& use : uses) scopes_.back().branches.push_back(std::move(use));
}

bool Parser::resolveTargetList(Instruction& instruction) {
  // ptxas 13: "Instruction 'nanosleep' requires .target sm_70 or higher".
  if (instruction.row->semantics == Semantics::Nanosleep && module_.target < "sm_70" &&
      module_.target.size() == 5) {
    diagnostics_.error(locationOf(instruction), "bad-target",
                       fmt::format("'{}' needs target sm_70 or later", instruction.opcode()));
    return false;
  }
  // (A brx.idx short of its table is checkOperands' to report.)
  const bool table =
      instruction.row->control == Control::BranchIndexed && instruction.operands().size() > 1;
  const bool indirect = instruction.row->control == Control::Call &&
                        instruction.operands().size() > 3 &&
                        instruction.operands()[1].kind == Operand::Kind::Register;
  if (!table && !indirect) return true;
  Operand& operand = instruction.operands()[table ? 1 : 3];
  if (operand.kind != Operand::Kind::Symbol) {
    diagnostics_.error(locationOf(operand), "operand-kind",
                       fmt::format("'{}' names a {} here", instruction.opcode(),
                                   table ? ".branchtargets list" : ".callprototype"));
    return false;
  }
  operand.value = ~uint64_t{0};
  if (indirect && findPrototype(operand.name())) return true;
  // The innermost list of the name in a block around the instruction.
  for (size_t i = function_->targetLists.size(); i-- > 0;) {
    const TargetList& list = function_->targetLists[i];
    const bool visible = std::any_of(scopes_.begin(), scopes_.end(),
                                     [&](const Scope& scope) { return scope.id == list.scope; });
    if (list.name == operand.name() && visible && list.functions == indirect) {
      operand.value = i;
      return true;
    }
  }
  diagnostics_.error(
      locationOf(operand), "undefined-label",
      fmt::format("'{}' is not a {} visible here", operand.name(),
                  table ? ".branchtargets list" : ".callprototype or .calltargets list"));
  return false;
}

}  // namespace gpuasm::ptx
