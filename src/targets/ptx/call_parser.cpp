// The control family's grammar: call's operand lists (PTX ISA 9.7.12.11),
// the target lists of brx.idx and indirect calls (`.branchtargets`,
// `.calltargets`) and `.callprototype` declarations (11.5).
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
  auto list = [&](Operand& into, std::string_view what) {
    into.kind = Operand::Kind::Vector;
    into.location = peek().location;
    if (accept(')')) return true;
    do {
      if (peek().is('(') || peek().is('[') || peek().is('{')) {
        error(peek(), "expected-operand",
              fmt::format("{} holds .param variables, registers and numbers", what));
        return false;
      }
      auto element = parseOperand();
      if (!element) return false;
      into.elements.push_back(std::move(*element));
    } while (accept(','));
    return expect(')', fmt::format("to end {}", what));
  };
  Operand returns, arguments;
  returns.kind = arguments.kind = Operand::Kind::Vector;
  returns.location = peek().location;
  if (accept('(')) {
    if (!list(returns, "the return list")) return false;
    if (!expect(',', "between the return list and the function")) return false;
  }
  if (peek().is('(') || peek().is('[') || peek().is('{') || peek().is(';')) {
    error(peek(), "expected-operand",
          fmt::format("'{}' needs the function it calls, found '{}'", instruction.opcode,
                      peek().text));
    return false;
  }
  auto target = parseOperand();
  if (!target) return false;
  arguments.location = peek().location;
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
          fmt::format("expected ';' after the operands of '{}', found '{}'", instruction.opcode,
                      peek().text));
    return false;
  }
  instruction.operands.push_back(std::move(returns));
  instruction.operands.push_back(std::move(*target));
  instruction.operands.push_back(std::move(arguments));
  if (prototype) instruction.operands.push_back(std::move(*prototype));
  return true;
}

bool Parser::checkCallOperand(const Instruction& instruction, const Operand& operand,
                              OperandKind kind) {
  auto fail = [&](const Operand& at, std::string message) {
    diagnostics_.error(at.location, "call-operand", std::move(message));
    return false;
  };
  switch (kind) {
    case OperandKind::CallReturns:
    case OperandKind::CallArguments: {
      const bool returns = kind == OperandKind::CallReturns;
      bool good = true;
      for (const Operand& element : operand.elements) {
        if (element.kind == Operand::Kind::Symbol) {
          const Variable* variable = findVariable(element.name);
          if (!variable || variable->space != StateSpace::Param)
            good = fail(element, fmt::format("'{}' is not a declared .param variable of '{}'",
                                             element.name, function_ ? function_->name : ""));
        } else if (element.kind == Operand::Kind::Register) {
          if (!registerType(element.name))
            good = fail(element, fmt::format("register '{}' is not declared", element.name));
        } else if (returns || (element.kind != Operand::Kind::Immediate &&
                               element.kind != Operand::Kind::FloatImmediate)) {
          good = fail(element, fmt::format("{} of '{}' holds .param variables{}",
                                           returns ? "the return list" : "the argument list",
                                           instruction.opcode,
                                           returns ? " or registers" : ", registers or numbers"));
        }
      }
      return good;
    }
    case OperandKind::CallTarget: {
      if (operand.kind == Operand::Kind::Register) {
        auto type = registerType(operand.name);
        if (!type) return fail(operand, fmt::format("register '{}' is not declared", operand.name));
        if (typeBits(*type) != 64 || typeKind(*type) == TypeKind::Float)
          return fail(operand, fmt::format("'{}' is declared .{}: an indirect call's target is a "
                                           "64-bit integer register",
                                           operand.name, typeName(*type)));
        if (instruction.operands.size() < 4)
          return fail(operand, fmt::format("the indirect call through '{}' names its "
                                           ".callprototype or .calltargets label last",
                                           operand.name));
        return true;
      }
      if (operand.kind != Operand::Kind::Symbol)
        return fail(operand, fmt::format("'{}' calls a function or a register holding one's "
                                         "address",
                                         instruction.opcode));
      const Function* callee = nullptr;
      if (function_ && function_->name == operand.name) callee = function_;
      for (const Function& f : module_.functions)
        if (f.name == operand.name && (!callee || f.defined)) callee = &f;
      if (!callee || callee->entry)
        return fail(operand, fmt::format("'{}' is not a declared .func", operand.name));
      const size_t returns = instruction.operands[0].elements.size();
      const size_t arguments = instruction.operands[2].elements.size();
      if (returns != callee->returns.size())
        return fail(operand, fmt::format("'{}' returns {} value{}: the call takes {}", operand.name,
                                         callee->returns.size(),
                                         callee->returns.size() == 1 ? "" : "s", returns));
      if (arguments != callee->params.size())
        return fail(operand, fmt::format("'{}' takes {} parameter{}: the call passes {}",
                                         operand.name, callee->params.size(),
                                         callee->params.size() == 1 ? "" : "s", arguments));
      return true;
    }
    case OperandKind::CallPrototype:
    case OperandKind::BranchTable:
      if (operand.kind != Operand::Kind::Symbol)
        return fail(operand, fmt::format("'{}' names a label here", instruction.opcode));
      branches_.push_back({operand.name, operand.location});
      return true;
    default:
      return false;
  }
}

// After `LABEL:`: `.branchtargets L1, L2, ...;`, `.calltargets f, g, ...;` or
// `.callprototype (RETURNS) _ (PARAMS);` (whose shape the called function's own
// declaration repeats: the simulator reads that one).
void Parser::parseTargetList(Function& function, const std::string& label) {
  const PtxToken& directive = next();
  if (directive.isWord(".callprototype")) {
    while (peek().kind != PtxToken::Kind::End && !peek().is(';') && !peek().is('}')) next();
    expect(';', "after the .callprototype");
    return;
  }
  const bool branches = directive.isWord(".branchtargets");
  if (label.empty()) {
    error(directive, "expected-label",
          fmt::format("'{}' follows the label that names it", directive.text));
    return skipStatement();
  }
  std::vector<std::string> names;
  do {
    const PtxToken& name = next();
    if (name.kind != PtxToken::Kind::Word || name.text[0] == '.' || name.text[0] == '%') {
      error(name, "expected-name",
            fmt::format("expected a {} in '{}', found '{}'", branches ? "label" : "function",
                        directive.text, name.text));
      return skipStatement();
    }
    if (branches) branches_.push_back({std::string(name.text), name.location});
    names.emplace_back(name.text);
  } while (accept(','));
  expect(';', fmt::format("after the {}", directive.text));
  function.targetLists[label] = std::move(names);
}

}  // namespace gpuasm::ptx
