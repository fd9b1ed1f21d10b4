// vc4asm's expression predicates (doc/vc4.qinc.html, "Expression
// predicates"): isConstant isLdPE isLdPES isLdPEU isSmallImmd isRegister
// isRegfileA isRegfileB isAccu isReadable isWritable isRotate isSemaphore
// isLabel. Their argument may be a register (an alias, a rotation `r5 << 2`),
// a semaphore `sacq(1)`, a per-element constant `[0, 1, ...]` or an
// expression, so they read their own argument tokens and give 0 or 1.
// Written from the documented meaning; vc4asm's vc4.qinc is not used.
#pragma once

#include <string_view>

#include "gpuasm/assembler.hpp"

namespace gpuasm::vc4 {

bool isPredicateName(std::string_view name);

// The cursor is at '(' after the predicate's name; consumes through ')'.
// A constant 0 or 1, or nullptr after reporting an error.
ExprPtr parsePredicate(const Token& name, TokenCursor& cursor, InstructionContext& ctx);

}  // namespace gpuasm::vc4
