// The vc4asm-dialect parser below the line: one ';'-separated part of a line
// (an operation, a load immediate, a semaphore, a branch, a signal) with its
// operands, read into a Part. assembler.cpp splits a line into its parts and
// combines them into one instruction.
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "targets/vc4/asm/assembler.hpp"
#include "targets/vc4/asm/syntax.hpp"
#include "targets/vc4/asm/vc4asm_line.hpp"

namespace gpuasm::vc4 {

class PartParser {
 public:
  explicit PartParser(Vc4Choices choices) : choices_(choices) {}

 protected:
  static bool isRegisterName(std::string_view name);
  static void error(InstructionContext& ctx, SourceLocation where, std::string code,
                    std::string message);
  bool parsePart(TokenCursor& cursor, InstructionContext& ctx, Part& part);
  bool parseSuffixes(const DottedName& name, SourceLocation where, InstructionContext& ctx,
                     Part& part, bool& rotate);
  bool expectComma(TokenCursor& cursor, InstructionContext& ctx);
  bool parseDestination(TokenCursor& cursor, InstructionContext& ctx, Part& part);
  bool parseDestinationRotation(TokenCursor& cursor, InstructionContext& ctx, Part& part);
  static bool endsOperand(const Token& t);
  static bool startsDestination(TokenCursor& cursor, const InstructionContext& ctx);
  static size_t operandsLeft(TokenCursor& cursor);
  std::optional<ParsedSource> tryRegisterSource(TokenCursor& cursor, InstructionContext& ctx);
  bool applyUnpack(ParsedSource& s, std::string_view suffix, InstructionContext& ctx,
                   SourceLocation where) const;
  std::optional<ParsedSource> tryRotatedGroup(TokenCursor& cursor, InstructionContext& ctx,
                                              Part& part, bool& failed);
  std::optional<ParsedSource> parseSource(TokenCursor& cursor, InstructionContext& ctx);
  static void takeFloat(ParsedSource& s);
  ExprPtr parseOperandExpression(TokenCursor& cursor, InstructionContext& ctx,
                                 bool rotationMayFollow, size_t* consumed);
  static ExprPtr plainNumber(std::span<const Token> operand);
  static std::vector<Token> labelReferences(std::span<const Token> operand);
  std::optional<ParsedRotation> parseRotationCount(TokenCursor& cursor, InstructionContext& ctx,
                                                   SourceLocation where);
  bool parseRotation(TokenCursor& cursor, InstructionContext& ctx, Part& part);
  bool parseImmediate(TokenCursor& cursor, InstructionContext& ctx, Part& part);
  bool parseSemaphoreSource(TokenCursor& cursor, InstructionContext& ctx, Part& part);
  bool parseValueDestinations(TokenCursor& cursor, InstructionContext& ctx, Part& part);
  bool parseBranchOperands(TokenCursor& cursor, InstructionContext& ctx, Part& part);
  bool parseBranchTarget(TokenCursor& cursor, InstructionContext& ctx, Part& part);

  Vc4Choices choices_;
};

}  // namespace gpuasm::vc4
