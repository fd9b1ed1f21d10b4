// The PTX module's representation in bounded memory (issue 27: at most 200
// bytes an instruction, docs/PERFORMANCE.md): the sizes of its records, names
// that view the source text rather than copy it, operands in one store, and a
// parser that holds a statement's tokens rather than the file's.
#include "targets/ptx/module.hpp"

#include <gtest/gtest.h>

#include <span>
#include <string>

#include "gpuasm/diagnostics.hpp"
#include "gpuasm/source.hpp"
#include "targets/ptx/parser.hpp"

namespace gpuasm::testing {
namespace {

using ptx::Instruction;
using ptx::Operand;

// Upper bounds the representation must keep: Operand was 104 bytes and
// Instruction 152 before issue 27's change (std::string names and opcode, a
// std::vector of operands and of elements, 16-byte locations), then 64 and 96
// (string_view names and spans), then 32 and 64 (a name a pointer and a
// 16-bit length, the operands a pointer and an 8-bit count, the guard a
// distance back from the opcode); now neither keeps a location (the module's
// line table gives it from the place in the text), a register operand keeps
// its index in the function's table, and the statement's start, length and
// guard are 8- and 16-bit distances (docs/PERFORMANCE.md, "ptx: the reader in
// bounded memory").
static_assert(sizeof(Operand) <= 24, "an operand grew: docs/PERFORMANCE.md's budget");
static_assert(sizeof(Instruction) <= 48, "an instruction grew: docs/PERFORMANCE.md's budget");
static_assert(sizeof(ptx::MemoryQualifiers) <= 8, "ld's and st's qualifiers grew");

struct Generated {
  std::string text;
  size_t instructions = 0;
  size_t operands = 0;  // with vector elements
};

// One kernel of `count` instructions in nvcc's shapes: loads with offsets, a
// vector load, carry chains, compares, guarded branches to labels, stores.
Generated generatedKernel(size_t count) {
  Generated g;
  g.text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".visible .entry k(.param .u64 out)\n{\n"
      "\t.reg .pred \t%p<8>;\n\t.reg .b32 \t%r<64>;\n\t.reg .b64 \t%rd<8>;\n"
      "\tld.param.u64 \t%rd1, [out];\n";
  g.instructions = 1;
  g.operands = 2;
  size_t label = 0;
  for (size_t i = 0; g.instructions < count; ++i) {
    const std::string a = std::to_string(i % 60), b = std::to_string((i * 7) % 60),
                      c = std::to_string((i * 13) % 60);
    switch (i % 6) {
      case 0:
        g.text += "\tmad.lo.cc.u32 \t%r" + a + ", %r" + b + ", %r" + c + ", %r" + a + ";\n";
        g.operands += 4;
        break;
      case 1:
        g.text += "\tld.global.v2.u32 \t{%r" + a + ", %r" + b + "}, [%rd1+8];\n";
        g.operands += 2 + 2;  // the vector and the address, and the vector's two elements
        break;
      case 2:
        // Four: setp's second destination, left out, is a Sink (module.hpp).
        g.text += "\tsetp.lt.u32 \t%p1, %r" + b + ", %r" + c + ";\n";
        g.operands += 4;
        break;
      case 3:
        g.text += "\t@%p1 bra \t$L__BB0_" + std::to_string(label) + ";\n";
        g.operands += 1;
        break;
      case 4:
        g.text += "\tst.global.u32 \t[%rd1+4], %r" + a + ";\n";
        g.operands += 2;
        break;
      default:
        g.text +=
            "\txor.b32 \t%r" + a + ", %r" + b + ", 7;\n$L__BB0_" + std::to_string(label++) + ":\n";
        g.operands += 3;
        break;
    }
    ++g.instructions;
  }
  g.text += "$L__BB0_" + std::to_string(label) + ":\n\tret;\n}\n";
  ++g.instructions;
  return g;
}

struct Parsed {
  SourceManager sources;
  ptx::Module module;
  size_t tokensHeldAtMost = 0;
  size_t errors = 0;
};

std::unique_ptr<Parsed> parse(const std::string& text) {
  auto parsed = std::make_unique<Parsed>();
  uint32_t file = parsed->sources.addBuffer("generated.ptx", text);
  DiagnosticEngine diagnostics(parsed->sources);
  ptx::Parser parser(ptx::PtxLexer(parsed->sources, file, diagnostics), diagnostics);
  parsed->module = parser.parse();
  parsed->module.source = parsed->sources.file(file);
  parsed->tokensHeldAtMost = parser.tokensHeldAtMost();
  parsed->errors = diagnostics.errorCount();
  return parsed;
}

TEST(PtxModule, TwentyThousandInstructionsHoldOneStatementsTokensAndViewTheirText) {
  const Generated g = generatedKernel(20'000);
  auto parsed = parse(g.text);
  ASSERT_EQ(parsed->errors, 0u);
  ASSERT_EQ(parsed->module.functions.size(), 1u);
  const ptx::Function& k = parsed->module.functions[0];
  ASSERT_EQ(k.body.size(), g.instructions);

  // The longest statement, `ld.global.v2.u32 {%r1, %r2}, [%rd1+8];`, is 16
  // tokens; the whole file is about 140,000.
  EXPECT_LE(parsed->tokensHeldAtMost, 24u);

  // Every name, opcode and guard is a view of the module's source text.
  const std::string_view text = parsed->module.source->text();
  auto inText = [&](std::string_view s) {
    return s.empty() ||
           (s.data() >= text.data() && s.data() + s.size() <= text.data() + text.size());
  };
  // Every register operand (and register-based address) names its
  // declaration by index, resolved as it was read: the declaration's name is
  // the operand's.
  size_t operands = 0, registers = 0;
  auto resolved = [&](const Operand& operand) {
    const bool isRegister = operand.kind == Operand::Kind::Register ||
                            (operand.kind == Operand::Kind::Address && operand.baseIsRegister);
    if (!isRegister) return;
    ASSERT_LT(operand.registerIndex(), k.registers.size()) << operand.name();
    EXPECT_EQ(k.registers[operand.registerIndex()].name, operand.name());
    ++registers;
  };
  for (const Instruction& instruction : k.body) {
    EXPECT_TRUE(inText(instruction.opcode())) << instruction.opcode();
    EXPECT_TRUE(inText(instruction.guard())) << instruction.guard();
    EXPECT_TRUE(inText(instruction.text()));
    EXPECT_EQ(instruction.text().back(), ';');
    for (const Operand& operand : instruction.operands()) {
      EXPECT_TRUE(inText(operand.name())) << operand.name();
      resolved(operand);
      operands += 1 + operand.elements().size();
      for (const Operand& element : operand.elements()) {
        EXPECT_TRUE(inText(element.name()));
        resolved(element);
      }
    }
  }
  EXPECT_EQ(operands, g.operands);
  // Each shape's registers, counted from generatedKernel: mad 4, ld 2 + the
  // address's %rd1, setp 3, st 2, xor 2 (the bra's guard is the
  // instruction's); 20,000 statements cycle through the six shapes.
  EXPECT_GT(registers, g.instructions * 2);

  // The operands sit in the store's blocks back to back, in the order the
  // parser stores them (a vector's elements as the vector is read, then the
  // instruction's operands): each span starts where the one before ended,
  // except where a block of 4,096 is full. No heap block per instruction.
  size_t breaks = 0;
  const Operand* cursor = nullptr;
  auto follow = [&](std::span<const Operand> span) {
    if (span.empty()) return;
    breaks += span.data() != cursor;
    cursor = span.data() + span.size();
  };
  for (const Instruction& instruction : k.body) {
    for (const Operand& operand : instruction.operands()) follow(operand.elements());
    follow(instruction.operands());
  }
  EXPECT_LE(breaks, g.operands / 4096 + 1);

  // What the module says matches the text: the fifth instruction (i = 3
  // above) branches to the label before the ninth (after i = 5's xor).
  const Instruction& branch = k.body[4];
  EXPECT_EQ(branch.opcode(), "bra");
  EXPECT_EQ(branch.guard(), "%p1");
  EXPECT_EQ(branch.text(), "@%p1 bra \t$L__BB0_0;");
  // Line 13: the header's 3 lines, the entry's 2, three .reg lines, ld.param
  // (line 9), then the mad, ld and setp of i = 0 to 2.
  EXPECT_EQ(parsed->module.location(branch).line, 13u);
  EXPECT_EQ(parsed->module.location(branch).column, 7u);  // after "\t@%p1 "
  EXPECT_EQ(parsed->module.location(branch.operands()[0]).column, 12u);
  ASSERT_EQ(branch.operands().size(), 1u);
  EXPECT_EQ(branch.operands()[0].name(), "$L__BB0_0");
  EXPECT_EQ(branch.operands()[0].value, 7u);
  const Instruction& load = k.body[2];
  EXPECT_EQ(load.opcode(), "ld.global.v2.u32");
  ASSERT_EQ(load.operands().size(), 2u);
  ASSERT_EQ(load.operands()[0].elements().size(), 2u);
  EXPECT_EQ(load.operands()[0].elements()[1].name(), "%r7");
  EXPECT_EQ(load.operands()[1].name(), "%rd1");
  EXPECT_EQ(load.operands()[1].value, 8u);

  // What the module's records take an instruction, measured on the module
  // (the body's records and the store's blocks, which are written whole): the
  // generated shape has 3 operands a statement with elements (g.operands), so
  // 48 + 3 * 24 = 120 bytes, and the unused part of the last block (4,096
  // operands: at most 5 bytes an instruction here). With the records before
  // it was 64 + 3 * 32 = 160, and 96 + 3 * 64 = 288 before those.
  const size_t recordBytes =
      k.body.size() * sizeof(Instruction) + parsed->module.operands->reservedBytes();
  EXPECT_NEAR(static_cast<double>(g.operands) / static_cast<double>(g.instructions), 3.0, 0.01);
  EXPECT_LE(recordBytes / g.instructions, 125u)
      << "the module's records take " << recordBytes / g.instructions << " bytes an instruction";
}

TEST(PtxModule, TwentyThousandEntriesAreFoundByNameThroughTheIndex) {
  std::string text = ".version 8.0\n.target sm_90\n.address_size 64\n";
  for (int e = 0; e < 20'000; ++e) {
    std::string name = "e";  // appended: GCC 12's false -Wrestrict on "literal" + string
    name += std::to_string(e);
    text += ".visible .entry " + name + "(.param .u32 " + name + "_a, .param .u32 " + name +
            "_b)\n{\n\t.reg .b32 \t%r<3>;\n\tld.param.u32 \t%r1, [" + name + "_b];\n\tret;\n}\n";
  }
  auto parsed = parse(text);
  ASSERT_EQ(parsed->errors, 0u);
  ASSERT_EQ(parsed->module.functions.size(), 20'000u);
  EXPECT_EQ(parsed->module.functionIndex.size(), 20'000u);
  const ptx::Function* last = parsed->module.findFunction("e19999");
  ASSERT_NE(last, nullptr);
  EXPECT_EQ(last->name, "e19999");
  ASSERT_EQ(last->params.size(), 2u);
  EXPECT_EQ(last->params[1].name, "e19999_b");
  // The load reads the second parameter (index 1 of the entry's list).
  ASSERT_EQ(last->body.size(), 2u);
  EXPECT_EQ(last->body[0].operands()[1].variable().list, ptx::VariableRef::List::Param);
  EXPECT_EQ(last->body[0].operands()[1].variable().index, 1u);
  EXPECT_EQ(parsed->module.findFunction("e20000"), nullptr);
  EXPECT_LE(parsed->tokensHeldAtMost, 24u);
}

// The compact records' bounds (module.hpp, docs/limits.md) are refusals
// with a message naming the place, never a name, operand list or guard cut
// short in silence.
struct Refusal {
  size_t errors = 0;
  std::string text;
};

Refusal diagnose(const std::string& text) {
  SourceManager sources;
  uint32_t file = sources.addBuffer("bounds.ptx", text);
  DiagnosticEngine diagnostics(sources);
  ptx::Parser parser(ptx::PtxLexer(sources, file, diagnostics), diagnostics);
  parser.parse();
  return {diagnostics.errorCount(), diagnostics.renderAll()};
}

std::string boundsKernel(const std::string& body) {
  return ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k()\n{\n"
         "\t.reg .pred %p<2>;\n\t.reg .b32 %r<4>;\n" +
         body + "\n}\n";
}

TEST(PtxModule, ANameLongerThanAnOperandHoldsIsRefusedWhereItIs) {
  // 65,536 bytes: one more than the 16-bit length an operand keeps.
  std::string name = "%r";
  name.append(65'534, 'x');
  ASSERT_EQ(name.size(), 65'536u);
  Refusal r = diagnose(boundsKernel("\t.reg .b32 " + name + ";\n\tmov.u32 " + name + ", 1;"));
  EXPECT_GE(r.errors, 1u);
  EXPECT_NE(r.text.find("bounds.ptx:8:12: error: a name of 65536 bytes: at most 65535 are read "
                        "[name-length]"),
            std::string::npos)
      << r.text.substr(0, 400);
  // 65,535 is read.
  std::string longest = "%r";
  longest.append(65'533, 'x');
  EXPECT_EQ(
      diagnose(boundsKernel("\t.reg .b32 " + longest + ";\n\tmov.u32 " + longest + ", 1;")).errors,
      0u);
}

TEST(PtxModule, MoreOperandsThanAnInstructionHoldsAreRefusedNotCut) {
  // 256 operands: counted in 8 bits they would read as 0 (or, cut to 255,
  // hide the surplus from the operand count's check).
  std::string operands = "%r1";
  for (int i = 1; i < 256; ++i) operands += ", %r1";
  Refusal r = diagnose(boundsKernel("\tmov.u32 " + operands + ";"));
  EXPECT_EQ(r.errors, 1u) << r.text.substr(0, 400);
  EXPECT_NE(r.text.find("error: 'mov.u32' with 256 operands: an instruction takes at most 255 "
                        "[operand-count]"),
            std::string::npos)
      << r.text.substr(0, 400);
}

TEST(PtxModule, AGuardFartherThanTheRecordReachesIsRefusedAtTheGuard) {
  // The statement's start is kept as an 8-bit distance back from its opcode:
  // 300 blank bytes between the guard and the opcode are refused at the
  // guard, 200 are read.
  auto guarded = [](size_t blanks) {
    return boundsKernel("\t@%p1" + std::string(blanks, ' ') + "mov.u32 %r1, 1;");
  };
  Refusal far = diagnose(guarded(300));
  EXPECT_EQ(far.errors, 1u) << far.text.substr(0, 400);
  // '@', "%p1" and 300 blanks: the opcode is 304 bytes after the '@'.
  EXPECT_NE(far.text.find("bounds.ptx:8:3: error: the guard '%p1' stands 304 bytes before its "
                          "instruction: at most 255 [guard]"),
            std::string::npos)
      << far.text.substr(0, 400);
  EXPECT_EQ(diagnose(guarded(200)).errors, 0u);
}

TEST(PtxModule, AStatementLongerThanTheRecordReachesIsRefusedWhereItStarts) {
  // A statement's length is kept in 24 bits: 16,777,216 bytes from the
  // opcode through the ';' are refused, 16,777,215 are read. "mov.u32 %r1, "
  // is 13 bytes and "1;" 2.
  auto statement = [](size_t bytes) {
    return boundsKernel("\tmov.u32 %r1, " + std::string(bytes - 15, ' ') + "1;");
  };
  Refusal r = diagnose(statement(16'777'216));
  EXPECT_EQ(r.errors, 1u) << r.text.substr(0, 400);
  EXPECT_NE(r.text.find("bounds.ptx:8:2: error: a statement of 16777216 bytes: at most 16777215 "
                        "are read [statement-length]"),
            std::string::npos)
      << r.text.substr(0, 400);
  EXPECT_EQ(diagnose(statement(16'777'215)).errors, 0u);
}

TEST(PtxModule, AnOpcodeLongerThanTheRecordHoldsIsRefusedAtTheOpcode) {
  // An opcode's length is kept in 8 bits: 256 bytes are refused as such
  // (not cut and then reported as some other opcode); 255 are read, and
  // refused as no instruction of the table.
  auto opcode = [](size_t bytes) {
    return boundsKernel("\tmov.u32" + std::string(bytes - 7, 'x') + " %r1, 1;");
  };
  Refusal r = diagnose(opcode(256));
  EXPECT_EQ(r.errors, 1u) << r.text.substr(0, 400);
  EXPECT_NE(r.text.find("bounds.ptx:8:2: error: an opcode of 256 bytes: at most 255 are read "
                        "[opcode-length]"),
            std::string::npos)
      << r.text.substr(0, 400);
  Refusal shorter = diagnose(opcode(255));
  EXPECT_GE(shorter.errors, 1u) << shorter.text.substr(0, 400);
  EXPECT_EQ(shorter.text.find("[opcode-length]"), std::string::npos) << shorter.text.substr(0, 400);
}

TEST(PtxModule, ALexicalErrorAfterTheParserStopsIsStillReported) {
  // The header is wrong, so the parser gives up at once; the lexer, which
  // now runs as the parser asks, still reads the rest for its errors.
  auto parsed = parse(".version 8.0\n.target sm_90\n.address_size 48\n\n`\n");
  EXPECT_GE(parsed->errors, 2u);
}

}  // namespace
}  // namespace gpuasm::testing
