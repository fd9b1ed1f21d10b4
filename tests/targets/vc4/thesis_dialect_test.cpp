// The thesis QASM dialect (seed 000, chapters 3 and 4; -m dialect=thesis).
//
// Every listing of chapters 3 and 4 is assembled, and checked by an independent
// route: the same program written by hand in the vc4asm dialect, from what each
// instruction means, must give the same words. The targeted tests compare
// single instructions with 64-bit words worked out by hand from the guide's
// "QPU Instruction Encoding" (VideoCoreIV-AG100-R, pages 26-34).
//
// How a thesis instruction reads in the vc4asm dialect:
//   op w, a, b; nop      -> op.setf w, a, b   (the thesis sets the flags on every
//                           non-nop add operation; both conditions are always)
//   nop ...; nop         -> nop               (a nop's registers are dummies)
//   x.tmu / .tmu0 / .tmu1 / .tend -> x; ldtmu0 / ldtmu0 / ldtmu1 / thrend
//   small immediate code c -> the value it feeds: c for 0..15, c - 32 for 16..31
//                           (0x10 -> -16, 0x18 -> -8; a shift uses the low 5 bits)
//   ldi w1, w2, v        -> ldi w1, v; ldi w2, v
//   brr.ze w1, w2, l     -> brr.allnz w1, l   (zf ze zs zc nf ne ns nc cf ce cs cc
//                           are allz allnz anyz anynz alln allnn anyn anynn allc
//                           allnc anyc anync)
//   brr w1, w2, BRANCHBACK, raN -> bra w1, raN
//   sema up|down, n      -> srel -, n | sacq -, n
#include "targets/vc4/thesis_dialect.hpp"

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/diagnostics.hpp"
#include "gpuasm/source.hpp"
#include "gpuasm/target.hpp"
#include "targets/vc4/assembler.hpp"
#include "targets/vc4/isa.hpp"
#include "vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::Assembled;

Assembled assembleThesis(const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["dialect"] = "thesis";
  AssembleOutcome o = assembleText(*findTarget("vc4"), "test.qasm", text, settings);
  Assembled out;
  out.diagnostics = o.diagnosticsText;
  out.errors = o.errors;
  if (o.image) out.words = o.image->words(0);
  return out;
}

// A dialect without its whole-program restriction checks (checks.hpp), to
// compare what the two dialects encode. Listings 3.3 and 3.4 read ra0 in the
// instruction right after `ldi ra0` writes it, which the guide forbids (page
// 37) and the checks refuse in either dialect; their words are still the ones
// the thesis wrote.
class WithoutChecks final : public TargetAssembler {
 public:
  explicit WithoutChecks(std::unique_ptr<TargetAssembler> inner) : inner_(std::move(inner)) {}
  LexerOptions lexerOptions() const override { return inner_->lexerOptions(); }
  uint32_t addressUnitBytes() const override { return inner_->addressUnitBytes(); }
  uint32_t wordBytes() const override { return inner_->wordBytes(); }
  std::vector<uint8_t> fillPattern() const override { return inner_->fillPattern(); }
  std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                       InstructionContext& context) override {
    return inner_->parseInstruction(cursor, context);
  }

 private:
  std::unique_ptr<TargetAssembler> inner_;
};

Assembled assembleWithoutChecks(std::unique_ptr<TargetAssembler> dialect, const std::string& text) {
  WithoutChecks target(std::move(dialect));
  SourceManager sources;
  uint32_t file = sources.addBuffer("unchecked.s", text);
  DiagnosticEngine diagnostics(sources);
  auto image = assemble(target, sources, file, diagnostics);
  Assembled out;
  out.diagnostics = diagnostics.renderAll();
  out.errors = diagnostics.errorCount();
  if (image) out.words = image->words(0);
  return out;
}

uint64_t one(const std::string& text) {
  auto a = assembleThesis(text + "\n");
  EXPECT_EQ(a.errors, 0u) << a.diagnostics;
  EXPECT_EQ(a.words.size(), 1u);
  return a.words.empty() ? 0 : a.words[0];
}

std::string errorsOf(const std::string& text) {
  auto a = assembleThesis(text + "\n");
  EXPECT_GT(a.errors, 0u) << text;
  return a.diagnostics;
}

struct Listing {
  const char* name;
  const char* thesis;
  const char* vc4asm;
  size_t instructions;
};

// The listings as the thesis prints them, with the damage of the text
// extraction repaired (and only that; the notes say what was repaired).
const Listing kListings[] = {
    // 3.1: no damage.
    {"3.1",
     R"(## Load value 0x12345678 to register ra1
ldi ra1, 0x12345678;
## Load value 0x00401200 to VPMVCD_WR_SETUP register rb49 and register ra2
ldi ra2, rb49, 0x00401200;
## Load value 0x0000f0f0 to TMU0_s register rb56 and register ra3
ldi rb56, ra3, 0x0000f0f0;
)",
     R"(ldi ra1, 0x12345678
ldi ra2, 0x00401200; ldi rb49, 0x00401200
ldi rb56, 0x0000f0f0; ldi ra3, 0x0000f0f0
)",
     3},
    // 3.2: "0x0000000" had lost a digit; the '##' of the second comment was
    // lost; a stray "n" after the first delay-slot nop removed; "nop" read as a
    // column of its own rejoined to its line; "add ra0. ra0, 1:" is
    // "add ra0, ra0, 1;".
    {"3.2",
     R"(## Load ra0 with 0
ldi ra0, 0x00000000
## Always branch to example_label
brr ra39, rb39, example_label
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
add ra0, ra0, 1; nop
example_label:
add ra0, ra0, 1; nop
## Eventual value of ra0: 1
)",
     R"(ldi ra0, 0
brr ra39, example_label
nop
nop
nop
add.setf ra0, ra0, 1
example_label:
add.setf ra0, ra0, 1
)",
     7},
    // 3.3: the truncated copy of the comment ("## Branc.") and of the
    // branch line ("brr.ze ra39, rb39, ex") removed, the branch target
    // "example_label" rejoined; "nov"/"nor" are "nop"; a garbled delay slot
    // ("^^ *39. rb39;") is the third "nop ra39, ra39, rb39; nop"; "add ra0. ra0,
    // 10:" is "add ra0, ra0, 10;"; the stray line numbers 13 and 14 removed.
    {"3.3",
     R"(## Load ra0 with 2
ldi ra0, 0x00000002
## Branch if ra0 != 0 to example_label
sub ra0, ra0, 1; nop
brr.ze ra39, rb39, example_label
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
add ra0, ra0, 10; nop
example_label:
add ra0, ra0, 10; nop
## Eventual value of ra0: 11
)",
     R"(ldi ra0, 2
sub.setf ra0, ra0, 1
brr.allnz ra39, example_label
nop
nop
nop
add.setf ra0, ra0, 10
example_label:
add.setf ra0, ra0, 10
)",
     8},
    // 3.4: the branch line was split ("brr.ze ra1, rb39, exa" and
    // "), example_function") and rejoined; "nov" is "nop"; "add ra0. ra0, 10:"
    // is "add ra0, ra0, 10;"; the label "example_function" had lost its ':';
    // "nop rb39, ra0, 4:" is "nop rb39, ra0, 4;"; two delay slots had lost the
    // ';' before "nop"; line numbers removed.
    {"3.4",
     R"(## Load ra0 with 2
ldi ra0, 0x00000002
## Branch if ra0 != 0 to example_function
sub ra0, ra0, 1; nop
brr.ze ra1, rb39, example_function
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
add ra0, ra0, 10; nop
## Eventual value of ra0: 14

## Function that multiplies register ra0 by 4 and branches back according to ra1
example_function:
nop rb39, ra0, 4; mul24 ra0, ra0, 4
brr ra39, rb39, BRANCHBACK, ra1
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
)",
     R"(ldi ra0, 2
sub.setf ra0, ra0, 1
brr.allnz ra1, example_function
nop
nop
nop
add.setf ra0, ra0, 10
example_function:
nop; mul24 ra0, ra0, 4
bra ra39, ra1
nop
nop
nop
)",
     12},
    // 3.5: no damage (line numbers removed).
    {"3.5",
     R"(## Increase semaphore 0
sema up, 0

## Decrease semaphore 4
sema down, 4
)",
     R"(srel -, 0
sacq -, 4
)",
     2},
    // 3.6: "mute:" is "mutex"; "nov"/"nor" are "nop"; the VPM read setup (lines
    // 12-14: two comments and an ldi) did not survive the extraction and is the
    // one of listing 4.1, which reads the same four vectors ("ID=0, NUM=4,
    // STRIDE=1, HORIZ=0, LANED=0, SIZE=2, ADDR=0", 0x00401200); "ra2 ra48, 0"
    // had lost its ',' and two lines their ';'; "rb39," is "rb39;".
    {"3.6",
     R"(## Receive VPM buffer address via uniform
or ra31, ra32, 0; nop

## Acquire VPM mutex
or ra39, ra51, rb39; nop

## VPM DMA load setup
## ID=1, MODEW=0, MPITCH=1, ROWLEN=4, NROWS=1, VPITCH=0, VERT=0, ADDRXY=0
ldi ra49, 0x81410000
or ra50, ra31, 0; nop
or ra39, ra50, rb39; nop

## VPM read setup
## ID=0, NUM=4, STRIDE=1, HORIZ=0, LANED=0, SIZE=2, ADDR=0
ldi ra49, 0x00401200
or ra0, ra48, 0; nop # ra0 = data[0]
or ra1, ra48, 0; nop # ra1 = data[1]
or ra2, ra48, 0; nop # ra2 = data[2]
or ra3, ra48, 0; nop # ra3 = data[3]

## Release VPM mutex
or ra51, ra39, rb39; nop
)",
     R"(or.setf ra31, ra32, 0
or.setf ra39, ra51, rb39
ldi ra49, 0x81410000
or.setf ra50, ra31, 0
or.setf ra39, ra50, rb39
ldi ra49, 0x00401200
or.setf ra0, ra48, 0
or.setf ra1, ra48, 0
or.setf ra2, ra48, 0
or.setf ra3, ra48, 0
or.setf ra51, ra39, rb39
)",
     11},
    // 3.7: "mute:" is "mutex"; "nov" is "nop"; line numbers removed.
    {"3.7",
     R"(## Receive VPM buffer address via uniform
or ra31, ra32, 0; nop

## Acquire VPM mutex
or ra39, ra51, rb39; nop

## VPM write setup
## ID=0, STRIDE=1, HORIZ=0, LANED=0, SIZE=2, ADDR=0
ldi rb49, 0x00001200
or ra48, ra0, 0; nop # write data[0]
or ra48, ra1, 0; nop # write data[1]
or ra48, ra2, 0; nop # write data[2]
or ra48, ra3, 0; nop # write data[3]

## VPM DMA store setup
## ID=2, UNITS=1, DEPTH=4, LANED=0, HORIZ=1, VPMBASE=0, MODEW=0
ldi rb49, 0x80844000
or rb50, ra31, 0; nop
or ra39, ra39, rb50; nop

## Release VPM mutex
or ra51, ra39, rb39; nop
)",
     R"(or.setf ra31, ra32, 0
or.setf ra39, ra51, rb39
ldi rb49, 0x00001200
or.setf ra48, ra0, 0
or.setf ra48, ra1, 0
or.setf ra48, ra2, 0
or.setf ra48, ra3, 0
ldi rb49, 0x80844000
or.setf rb50, ra31, 0
or.setf ra39, ra39, rb50
or.setf ra51, ra39, rb39
)",
     11},
    // 3.8: a stray "race" between the ldi and the next line removed; "nor" is
    // "nop"; "or ra50, ra31, 0" and the last "or ra51, ra39, rb39" had lost their
    // ';'; the elision "..." is a comment; line numbers removed.
    {"3.8",
     R"(## Receive VPM buffer address via uniform
or ra31, ra32, 0; nop

## Acquire VPM mutex
or ra39, ra51, rb39; nop

## VPM DMA load setup
## ID=1, MODEW=0, MPITCH=1, ROWLEN=4, NROWS=1, VPITCH=0, VERT=0, ADDRXY=0
ldi ra49, 0x81410000
or ra50, ra31, 0; nop
or ra39, ra50, rb39; nop

## VPM read setup
## ID=0, NUM=2, STRIDE=1, HORIZ=0, LANED=0, SIZE=2, ADDR=0
ldi ra49, 0x00201200
or ra0, ra48, 0; nop # ra0 = data[0]
or ra1, ra48, 0; nop # ra1 = data[1]

## Release VPM mutex
or ra51, ra39, rb39; nop

# ...

## Reacquire VPM mutex
or ra39, ra51, rb39; nop

## VPM read setup
## ID=0, NUM=2, STRIDE=1, HORIZ=0, LANED=0, SIZE=2, ADDR=0
ldi ra49, 0x00201200
or ra2, ra48, 0; nop # ra2 = random data
or ra3, ra48, 0; nop # ra3 = random data

## Release VPM mutex
or ra51, ra39, rb39; nop
)",
     R"(or.setf ra31, ra32, 0
or.setf ra39, ra51, rb39
ldi ra49, 0x81410000
or.setf ra50, ra31, 0
or.setf ra39, ra50, rb39
ldi ra49, 0x00201200
or.setf ra0, ra48, 0
or.setf ra1, ra48, 0
or.setf ra51, ra39, rb39
or.setf ra39, ra51, rb39
ldi ra49, 0x00201200
or.setf ra2, ra48, 0
or.setf ra3, ra48, 0
or.setf ra51, ra39, rb39
)",
     14},
    // 3.9: the extraction put the mnemonics and the operands of lines 2-3 and
    // 9-13 in separate columns; they are rejoined in their order. "nor"/"nov"
    // are "nop", "ra2. r4. 0:" is "ra2, r4, 0;". The value of "ldi ra36," was
    // lost; the prose asks for "a value unequal 0", so 1. The second preload
    // writes ra56 as printed, although the prose says TMU1 is fed through ra60.
    {"3.9",
     R"(## Receive TMU buffer base addresses via uniform
or ra30, ra32, 0; nop
or ra31, ra32, 0; nop

## Preload the first 64 bit to TMU
add ra56, ra30, 0; nop
add ra56, ra30, 4; nop

## Save preloaded 64 bit from TMU to ra1 and ra2
nop.tmu ra39, ra39, rb39; nop
or ra1, r4, 0; nop
nop.tmu ra39, ra39, rb39; nop
or ra2, r4, 0; nop

## Set TMU to two unit mode
ldi ra36, 1

## Preload 32 bit from buffer 1 and 32 bit from buffer 2
add ra56, ra30, 8; nop
add ra56, ra31, 0; nop

## Save both preloaded 62 bit from TMU0 and TMU1 to ra3 and ra4
nop.tmu0 ra39, ra39, rb39; nop
or ra3, r4, 0; nop
nop.tmu1 ra39, ra39, rb39; nop
or ra4, r4, 0; nop
)",
     R"(or.setf ra30, ra32, 0
or.setf ra31, ra32, 0
add.setf ra56, ra30, 0
add.setf ra56, ra30, 4
nop; ldtmu0
or.setf ra1, r4, 0
nop; ldtmu0
or.setf ra2, r4, 0
ldi ra36, 1
add.setf ra56, ra30, 8
add.setf ra56, ra31, 0
nop; ldtmu0
or.setf ra3, r4, 0
nop; ldtmu1
or.setf ra4, r4, 0
)",
     15},
    // 3.10: no damage.
    {"3.10",
     R"(## Trigger interrupt to finish the program and signal host
or ra38, ra39, rb39; nop
nop.tend ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
)",
     R"(or.setf ra38, ra39, rb39
nop; thrend
nop
nop
)",
     4},
    // 4.1: the first comment had lost its "##" and the three "or" mnemonics
    // were printed below their operands (rejoined); "rbO" is "rb0"; the ldi
    // values were printed as a column one line short: ra28 gets 9 (the prose:
    // "contains the value 9 in the AES128 implementation") and rb0..rb8 get the
    // column in order; "0x000011b" had lost a digit (0x0000011b, the AES
    // polynomial); "2.2", "\frac{24}{25}" and the other stray line numbers
    // removed; "nov" is "nop"; the word-splitting block printed twice, once
    // with "ra0." and without ';', is kept once; the final "..." is a comment.
    {"4.1",
     R"(## Receive S-box, expandedKey, block buffer address via uniform
or ra31, ra32, 0; nop # ra31 = TMU address of S-box
or ra30, ra32, 0; nop # ra30 = TMU address of expandedKey
or ra29, ra32, 0; nop # ra29 = VPM address of block

## Load Cycling-Rounds counter and constants
ldi ra28, 9 # Cycling-Rounds counter
ldi rb0, 0x000000ff # Word splitting immediates
ldi rb1, 0x0000ff00
ldi rb2, 0x00ff0000
ldi rb3, 0xff000000
ldi rb4, 0x00000100 # Galois mask immediates
ldi rb5, 0x0000011b
ldi rb6, 16 # TMU round-key load immediates
ldi rb7, 0
ldi rb8, 4 # TMU S-box load immediate

## Acquire VPM mutex
or ra39, ra51, rb39; nop

## VPM DMA load setup, ID=1, MODEW=0, MPITCH=1, ROWLEN=4, NROWS=1, VPITCH=0, VERT=0, ADDRXY=0
ldi ra49, 0x81410000
or ra50, ra29, 0; nop
or ra39, ra50, rb39; nop

## VPM read setup, ID=0, NUM=4, STRIDE=1, HORIZ=0, LANED=0, SIZE=2, ADDR=0
ldi ra49, 0x00401200
or ra20, ra48, 0; nop # ra20 = block[0-3]
or ra21, ra48, 0; nop # ra21 = block[4-7]
or ra22, ra48, 0; nop # ra22 = block[8-11]
or ra23, ra48, 0; nop # ra23 = block[12-15]

## Release VPM mutex
or ra51, ra39, rb39; nop

## Word splitting of 32-bit words in ra20-ra23 to bytes in ra0-ra15
and ra0, ra20, rb0; nop # ra0 = block[0]
and ra32, ra20, rb1; nop
shr ra1, r0, 0x8; nop # ra1 = block[1]
and ra32, ra20, rb2; nop
shr ra2, r0, 0x10; nop # ra2 = block[2]
and ra32, ra20, rb3; nop
shr ra3, r0, 0x18; nop # ra3 = block[3]
# ...
)",
     R"(or.setf ra31, ra32, 0
or.setf ra30, ra32, 0
or.setf ra29, ra32, 0
ldi ra28, 9
ldi rb0, 0xff
ldi rb1, 0xff00
ldi rb2, 0xff0000
ldi rb3, 0xff000000
ldi rb4, 0x100
ldi rb5, 0x11b
ldi rb6, 16
ldi rb7, 0
ldi rb8, 4
or.setf ra39, ra51, rb39
ldi ra49, 0x81410000
or.setf ra50, ra29, 0
or.setf ra39, ra50, rb39
ldi ra49, 0x00401200
or.setf ra20, ra48, 0
or.setf ra21, ra48, 0
or.setf ra22, ra48, 0
or.setf ra23, ra48, 0
or.setf ra51, ra39, rb39
and.setf ra0, ra20, rb0
and.setf ra32, ra20, rb1
shr.setf ra1, r0, 8
and.setf ra32, ra20, rb2
shr.setf ra2, r0, -16
and.setf ra32, ra20, rb3
shr.setf ra3, r0, -8
)",
     30},
    // 4.2: the function placeholders ("<<sub_bytes>>", ...) are not code and
    // are comments here; "sub ra28, ra28, ra28, 1;" repeats ra28 once too often
    // (sub takes one write and two read registers); "nop" columns rejoined;
    // "13 \\ 14" and the other line numbers removed.
    {"4.2",
     R"(# <<AES Preparations>>
# <<add_round_key()>>
cycle:
# <<sub_bytes>>
# <<shift_rows>>
# <<mix_columns>>
# <<add_round_key>>
## Branch to repeat Cycling-Rounds
sub ra28, ra28, 1; nop
brr.ze ra39, rb39, cycle # branch if ra28 != 0 to cycle
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
# <<sub_bytes>>
# <<shift_rows>>
# <<add_round_key>>
# <<AES Postprocessing>>
)",
     R"(cycle:
sub.setf ra28, ra28, 1
brr.allnz ra39, cycle
nop
nop
nop
)",
     5},
    // 4.3: "nop" columns rejoined; the lines "or.tmu ra18, r4, rb7",
    // "or ra19, r4, rb7", "and ra32, ra16, rb2", "shr ra32, r0, 0x10" and
    // "shr ra32, r0, 0x18" had lost their ';' (the last one is also printed a
    // second time, kept once); line numbers removed; the final "..." is a
    // comment.
    {"4.3",
     R"(## Preload round-key to be fetched
add ra56, ra30, 0; nop
add ra56, ra30, 4; nop
add ra56, ra30, 8; nop
add ra56, ra30, 12; nop

## Advance TMU expandedKey address to next round-key
add.tmu ra30, ra30, rb6; nop

## Fetch round-key from TMU
or.tmu ra16, r4, rb7; nop
or.tmu ra17, r4, rb7; nop
or.tmu ra18, r4, rb7; nop
or ra19, r4, rb7; nop

## Split round-key word and xor with corresponding state bytes
and ra32, ra16, rb3; nop # r0 = round-key[0-3] & 0xff000000
shr ra32, r0, 0x18; nop # r0 = round-key[0]
xor ra0, ra0, r0; nop # block[0] = block[0] ^ round-key[0]

and ra32, ra16, rb2; nop # r0 = round-key[0-3] & 0x00ff0000
shr ra32, r0, 0x10; nop # r0 = round-key[1]
xor ra1, ra1, r0; nop # block[1] = block[1] ^ round-key[1]

and ra32, ra16, rb1; nop # r0 = round-key[0-3] & 0x0000ff00
shr ra32, r0, 0x8; nop # r0 = key[2]
xor ra2, ra2, r0; nop # block[2] = block[2] ^ round-key[2]

and ra32, ra16, rb0; nop # r0 = round-key[0-3] & 0x000000ff
xor ra3, ra3, r0; nop # block[3] = block[3] ^ round-key[3]
# ...
)",
     R"(add.setf ra56, ra30, 0
add.setf ra56, ra30, 4
add.setf ra56, ra30, 8
add.setf ra56, ra30, 12
add.setf ra30, ra30, rb6; ldtmu0
or.setf ra16, r4, rb7; ldtmu0
or.setf ra17, r4, rb7; ldtmu0
or.setf ra18, r4, rb7; ldtmu0
or.setf ra19, r4, rb7
and.setf ra32, ra16, rb3
shr.setf ra32, r0, -8
xor.setf ra0, ra0, r0
and.setf ra32, ra16, rb2
shr.setf ra32, r0, -16
xor.setf ra1, ra1, r0
and.setf ra32, ra16, rb1
shr.setf ra32, r0, 8
xor.setf ra2, ra2, r0
and.setf ra32, ra16, rb0
xor.setf ra3, ra3, r0
)",
     20},
    // 4.4: the extraction scattered the three columns (add op, mul op,
    // comment); they are put back line by line: each S-box lookup is
    // "mul24 r1 = block[i] * 4" (with a nop add), "add ra56 = S-box + r1", then
    // ".tmu" on the next instruction and "or block[i] = r4". "or ra0. r4," is
    // "or ra0, r4,"; the trailing ';' after the mul operations is the thesis's
    // own; the final "..." is a comment.
    {"4.4",
     R"(nop ra39, ra0, rb8; mul24 rb33, ra0, rb8;
add ra56, ra31, r1; nop # TMU_load(@sbox + block[0]*4)
nop.tmu ra39, ra1, rb8; mul24 rb33, ra1, rb8;
or ra0, r4, 0; nop # block[0] = sbox[block[0]]
add ra56, ra31, r1; nop # TMU_load(@sbox + block[1]*4)
nop.tmu ra39, ra2, rb8; mul24 rb33, ra2, rb8;
or ra1, r4, 0; nop # block[1] = sbox[block[1]]
# ...
)",
     R"(nop; mul24 rb33, ra0, rb8
add.setf ra56, ra31, r1
nop; mul24 rb33, ra1, rb8; ldtmu0
or.setf ra0, r4, 0
add.setf ra56, ra31, r1
nop; mul24 rb33, ra2, rb8; ldtmu0
or.setf ra1, r4, 0
)",
     7},
    // 4.5: the comments were scattered ("=  p, r0  a", "\mathcal{G}") and are
    // restored from the prose; line numbers removed. Not damage but repaired
    // all the same: "and ra33, r0, 0x100" and "nop ra39, r1, 0x11b; mul24 rb33,
    // r1, 0x11b" write 0x100 and 0x11b as small immediates, which hold 6 bits;
    // listing 4.1 loads exactly these masks into rb4 and rb5 ("Galois mask
    // immediates"), so the copy reads rb4 and rb5.
    {"4.5",
     R"(## p = gal_mul(a, 0x03), r2 = p, r0 = a
xor ra34, r0, 0x00000000; nop # p = a
shl ra32, r0, 1; nop # a = a << 1
and ra33, r0, rb4; nop # if (a & 0x100) then a = a xor 0x11b
shr ra33, r1, 8; nop
nop ra39, r1, rb5; mul24 rb33, r1, rb5
xor ra32, r0, r1; nop
xor ra34, r0, r2; nop # p = p ^ a
## Result of gal_mul(r0, 0x03) now in r2
)",
     R"(xor.setf ra34, r0, 0
shl.setf ra32, r0, 1
and.setf ra33, r0, rb4
shr.setf ra33, r1, 8
nop; mul24 rb33, r1, rb5
xor.setf ra32, r0, r1
xor.setf ra34, r0, r2
)",
     7},
    // 4.6: "nop"/"nor"/"nov" columns rejoined; "ra32, ra12, r1" and the write
    // setup comment had been printed twice (kept once); "or ra48, ra21, 0" was
    // printed twice next to four comments for four words (kept once); "1 ID=0"
    // is "ID=0"; the last two delay slots end in "rb39," which is "rb39;";
    // line numbers removed; the leading "..." is a comment.
    {"4.6",
     R"(# ...
shl ra33, ra13, 0x8; nop
or ra32, ra12, r1; nop
shl ra33, ra14, 0x10; nop
or ra32, r0, r1; nop
shl ra33, ra15, 0x18; nop
or ra23, r0, r1; nop # ra23 = block[12-15]

## Acquire VPM mutex
or ra39, ra51, rb39; nop

## VPM write setup, ID=0, STRIDE=1, HORIZ=0, LANED=0, SIZE=2, ADDR=0
ldi rb49, 0x00001200
or ra48, ra20, 0; nop # block[0-3]
or ra48, ra21, 0; nop # block[4-7]
or ra48, ra22, 0; nop # block[8-11]
or ra48, ra23, 0; nop # block[12-15]

## VPM DMA store setup, ID=2, UNITS=1, DEPTH=4, LANED=0, HORIZ=1, VPMBASE=0, MODEW=0
ldi rb49, 0x80844000
or rb50, ra29, 0; nop
or ra39, ra39, rb50; nop

## Release VPM mutex
or ra51, ra39, rb39; nop

## Trigger interrupt to finish the program and signal host
or ra38, ra39, rb39; nop
nop.tend ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
nop ra39, ra39, rb39; nop
)",
     R"(shl.setf ra33, ra13, 8
or.setf ra32, ra12, r1
shl.setf ra33, ra14, -16
or.setf ra32, r0, r1
shl.setf ra33, ra15, -8
or.setf ra23, r0, r1
or.setf ra39, ra51, rb39
ldi rb49, 0x00001200
or.setf ra48, ra20, 0
or.setf ra48, ra21, 0
or.setf ra48, ra22, 0
or.setf ra48, ra23, 0
ldi rb49, 0x80844000
or.setf rb50, ra29, 0
or.setf ra39, ra39, rb50
or.setf ra51, ra39, rb39
or.setf ra38, ra39, rb39
nop; thrend
nop
nop
)",
     20},
};

TEST(Vc4ThesisDialect, EveryListingOfChapters3And4EncodesToTheWordsOfItsVc4asmTwin) {
  for (const Listing& listing : kListings) {
    SCOPED_TRACE(listing.name);
    auto thesis = assembleWithoutChecks(makeThesisAssembler(), listing.thesis);
    ASSERT_EQ(thesis.errors, 0u) << thesis.diagnostics;
    EXPECT_EQ(thesis.words.size(), listing.instructions);
    auto twin = assembleWithoutChecks(makeAssembler(), listing.vc4asm);
    ASSERT_EQ(twin.errors, 0u) << twin.diagnostics;
    ASSERT_EQ(thesis.words.size(), twin.words.size());
    for (size_t i = 0; i < twin.words.size(); ++i) {
      EXPECT_EQ(thesis.words[i], twin.words[i])
          << "instruction " << i
          << ":\n  thesis: " << testing::disassembleProgram({thesis.words[i]})
          << "  vc4asm: " << testing::disassembleProgram({twin.words[i]});
    }
  }
}

// The thesis dialect runs the restriction checks of the vc4asm dialect
// (checks.hpp): they read encoded words, and the hardware rules do not depend
// on how the text is written. Three listings break one, as printed in the thesis:
//   3.3, 3.4: `sub ra0, ra0, 1` right after `ldi ra0, 0x00000002` reads ra0 one
//     instruction after it is written; so does the `add ra0, ra0, 10` after
//     `example_label:` in 3.3 (the conditional branch falls through to it) and
//     the `mul24 ra0, ra0, 4` of `example_function` in 3.4;
//   3.9: the TMU writes follow `ldi ra36, 1` (TMU_NOSWAP) by one and two
//     instructions, not the three the guide asks (page 37).
TEST(Vc4ThesisDialect, ListingsPassTheRestrictionChecksButForTheHazardsTheThesisPrints) {
  const std::map<std::string, std::string> hazards = {{"3.3", "[read-after-write]"},
                                                      {"3.4", "[read-after-write]"},
                                                      {"3.9", "[tmu-noswap-too-late]"}};
  for (const Listing& listing : kListings) {
    SCOPED_TRACE(listing.name);
    auto thesis = assembleThesis(listing.thesis);
    auto hazard = hazards.find(listing.name);
    if (hazard == hazards.end()) {
      EXPECT_EQ(thesis.errors, 0u) << thesis.diagnostics;
      EXPECT_EQ(thesis.words.size(), listing.instructions);
      continue;
    }
    EXPECT_GT(thesis.errors, 0u);
    // Every error is the hazard named above.
    size_t found = 0;
    for (size_t at = thesis.diagnostics.find(hazard->second); at != std::string::npos;
         at = thesis.diagnostics.find(hazard->second, at + 1)) {
      ++found;
    }
    EXPECT_EQ(found, thesis.errors) << thesis.diagnostics;
  }
}

// ---- single instructions against words worked out from the guide ----------
// Upper word: sig 63:60, unpack 59:57, pm 56, pack 55:52, cond_add 51:49,
// cond_mul 48:46, sf 45, ws 44, waddr_add 43:38, waddr_mul 37:32. Lower word:
// op_mul 31:29, op_add 28:24, raddr_a 23:18, raddr_b 17:12, add_a 11:9,
// add_b 8:6, mul_a 5:3, mul_b 2:0. Muxes: r0..r5 = 0..5, A = 6, B = 7.

TEST(Vc4ThesisDialect, AluInstructionSetsFlagsAndLeavesTheNopMulIdle) {
  // sig 1; cond_add 1 (always); cond_mul 0; sf 1; ws 0; waddr_add 1;
  // waddr_mul 39 | op_add 12 (add); raddr_a 2; raddr_b 3; add_a A; add_b B.
  EXPECT_EQ(one("add ra1, ra2, rb3; nop"), 0x10022067'0C083DC0u);
  // The same with the mul written out as a nop with registers: still idle.
  EXPECT_EQ(one("add ra1, ra2, rb3; nop rb39, ra2, rb3"), 0x10022067'0C083DC0u);
}

TEST(Vc4ThesisDialect, SmallImmediatesAreSixBitCodes) {
  // sig 13 (small immediate); small_immed 0x18 = 24 in raddr_b; raddr_a 39
  // (unused); add_a r0; add_b B | op_add 14 (shr).
  EXPECT_EQ(one("shr ra1, r0, 0x18; nop"), 0xD0022067'0E9D81C0u);
  EXPECT_NE(errorsOf("shr ra1, r0, 48; nop").find("rotation"), std::string::npos);
  EXPECT_NE(errorsOf("and ra1, r0, 0x100; nop").find("[not-small-immediate]"), std::string::npos);
}

TEST(Vc4ThesisDialect, BareNopIsTheIdleInstructionAndSignalsAreSpecifiers) {
  // Both units idle: Broadcom's nop (sig 1, addresses 39, muxes 0).
  EXPECT_EQ(one("nop ra39, ra39, rb39; nop"), 0x100009E7'009E7000u);
  EXPECT_EQ(one("nop; nop"), 0x100009E7'009E7000u);
  // .tend: sig 3.
  EXPECT_EQ(one("nop.tend ra39, ra39, rb39; nop"), 0x300009E7'009E7000u);
  // .tmu: sig 10 (load TMU0); op_add 21 (or); add_a r4; add_b B; raddr_b 7.
  EXPECT_EQ(one("or.tmu ra16, r4, rb7; nop"), 0xA0022427'159C79C0u);
  EXPECT_EQ(kSignal.get(one("nop.tmu0 ra39, ra39, rb39; nop")), 10u);
  EXPECT_EQ(kSignal.get(one("nop.tmu1 ra39, ra39, rb39; nop")), 11u);
  EXPECT_EQ(kSignal.get(one("nop.thrsw; nop")), 2u);  // a vc4asm signal name
  EXPECT_NE(errorsOf("nop; nop.tend").find("add operation"), std::string::npos);
  EXPECT_NE(errorsOf("nop.tend.tmu; nop").find("at most one signal"), std::string::npos);
}

TEST(Vc4ThesisDialect, PackAndUnpackSpecifiers) {
  // .pack16a: pack 1 (bits 55:52) | add_b r1; the rest unused.
  EXPECT_EQ(one("add.pack16a ra1, r0, r1; nop"), 0x10122067'0C9E7040u);
  // .unpack8a: unpack 4 (bits 59:57), pm 0 | op_add 21; raddr_a 2; add_a A.
  EXPECT_EQ(one("or.unpack8a ra1, ra2, r0; nop"), 0x18022067'150A7C00u);
  // r4 unpack selects pm = 1.
  EXPECT_EQ(kPackSelect.get(one("or.unpack16a ra1, r4, r0; nop")), 1u);
  // The mul colour pack: pm 1, pack 4.
  uint64_t colour = one("nop; fmul.pack8ac ra1, r0, r1");
  EXPECT_EQ(kPackSelect.get(colour), 1u);
  EXPECT_EQ(kPack.get(colour), 4u);
  EXPECT_NE(errorsOf("or.unpack8a ra1, r0, r1; nop").find("regfile-A"), std::string::npos);
  EXPECT_NE(errorsOf("or.pack9z ra1, r0, r1; nop").find("[unknown-suffix]"), std::string::npos);
}

TEST(Vc4ThesisDialect, MulOperationsAndTheWriteSwap) {
  // Add idle (cond 0, sf 0, its write 39 goes to B); mul: cond_mul 1, writes
  // ra0 so ws 1; sig 13 with small_immed 4 | op_mul 2 (mul24); raddr_a 0;
  // mul_a A; mul_b B.
  EXPECT_EQ(one("nop rb39, ra0, 4; mul24 ra0, ra0, 4"), 0xD00059C0'40004037u);
  EXPECT_NE(errorsOf("add ra1, r0, r1; fmul ra2, r0, r1").find("[invalid-combination]"),
            std::string::npos);
  EXPECT_NE(errorsOf("fmul ra1, r0, r1; nop").find("[wrong-unit]"), std::string::npos);
  EXPECT_NE(errorsOf("add ra1, r0, r1; add rb1, r0, r1").find("[wrong-unit]"), std::string::npos);
}

TEST(Vc4ThesisDialect, ReadRegisterPositionsFollowTheGrammar) {
  EXPECT_NE(errorsOf("or ra1, rb2, r0; nop").find("[wrong-operand]"), std::string::npos);
  EXPECT_NE(errorsOf("or ra1, r0, ra2; nop").find("[wrong-operand]"), std::string::npos);
  EXPECT_NE(errorsOf("or ra1, 3, r0; nop").find("[wrong-operand]"), std::string::npos);
  EXPECT_NE(errorsOf("or r0, r1, r2; nop").find("ra32 or rb32"), std::string::npos);
  EXPECT_NE(errorsOf("or ra64, r1, r2; nop").find("0..63"), std::string::npos);
  EXPECT_NE(errorsOf("or ra1, r0, r1").find("'; nop'"), std::string::npos);
  // One-operand operations take one read register or two.
  EXPECT_EQ(kOpAdd.get(one("not ra1, r2; nop")), 23u);
  EXPECT_EQ(one("not ra1, r2; nop"), one("not ra1, r2, r2; nop"));
}

TEST(Vc4ThesisDialect, LoadImmediateWithOneOrTwoWriteRegisters) {
  // sig 14, type 0; cond_add 1; cond_mul 0; waddr_add 1; waddr_mul 39.
  EXPECT_EQ(one("ldi ra1, 0x12345678;"), 0xE0020067'12345678u);
  // Both conditions always; waddr_add 2 (A); waddr_mul 49 (B).
  EXPECT_EQ(one("ldi ra2, rb49, 0x00401200"), 0xE00240B1'00401200u);
  // The add write goes to B: ws 1, waddr_add 56, waddr_mul 3.
  EXPECT_EQ(one("ldi rb56, ra3, 0x0000f0f0"), 0xE0025E03'0000F0F0u);
  EXPECT_EQ(kImmediate.get(one("ldi ra1, 4000000000")), 4000000000u);
  EXPECT_NE(errorsOf("ldi ra1, rb1, 0x100000000").find("32 bits"), std::string::npos);
  EXPECT_NE(errorsOf("ldi ra1, ra2, 1").find("[invalid-combination]"), std::string::npos);
}

TEST(Vc4ThesisDialect, SemaphoresCountUpAndDown) {
  // sig 14, type 4 (bits 59:57); conditions never; writes 39 | sa 0, number 0.
  EXPECT_EQ(one("sema up, 0"), 0xE80009E7'00000000u);
  // sa 1 (decrement), number 4.
  EXPECT_EQ(one("sema down, 4"), 0xE80009E7'00000014u);
  EXPECT_NE(errorsOf("sema up, 16").find("0..15"), std::string::npos);
  EXPECT_NE(errorsOf("sema sideways, 1").find("'up' or 'down'"), std::string::npos);
}

TEST(Vc4ThesisDialect, BranchesAreRelativeAndBranchbackIsAbsolute) {
  auto a = assembleThesis(
      "brr.ze ra39, rb39, target\n"
      "nop; nop\nnop; nop\nnop; nop\nnop; nop\n"
      "target: brr ra39, rb39, BRANCHBACK, ra1\n"
      "nop; nop\nnop; nop\nnop; nop\n"
      "brr.cc ra1, rb39, target, ra2\n");
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  ASSERT_EQ(a.words.size(), 10u);
  // sig 15; cond_br 1 (ze: no segment zero = all Z clear); rel 1; ws 0;
  // waddr_add 39; waddr_mul 39 | target 40 - (0 + 32).
  EXPECT_EQ(a.words[0], 0xF01809E7'00000008u);
  // cond_br 15 (always); rel 0; reg 1; raddr_a 1 (bits 49:45) | immediate 0.
  EXPECT_EQ(a.words[5], 0xF0F429E7'00000000u);
  // cc: code 11; reg 1, raddr_a 2; link written to ra1; target 40 - (72 + 32).
  EXPECT_EQ(kBranchCondition.get(a.words[9]), 11u);
  EXPECT_EQ(kBranchReadAddressA.get(a.words[9]), 2u);
  EXPECT_EQ(kWriteAddressAdd.get(a.words[9]), 1u);
  EXPECT_EQ(static_cast<int32_t>(kImmediate.get(a.words[9])), -64);
  EXPECT_NE(errorsOf("brr ra39, rb39, BRANCHBACK").find("ra#"), std::string::npos);
  EXPECT_NE(errorsOf("x: brr ra39, rb39, x, rb1").find("ra0..ra31"), std::string::npos);
  EXPECT_NE(errorsOf("x: brr.zz ra39, rb39, x").find("[unknown-suffix]"), std::string::npos);
}

TEST(Vc4ThesisDialect, HashStartsCommentsAndSemicolonDoesNot) {
  auto a = assembleThesis(
      "## a comment line\n"
      "add ra1, ra2, rb3; nop # trailing\n"
      "#\n");
  ASSERT_EQ(a.errors, 0u) << a.diagnostics;
  ASSERT_EQ(a.words.size(), 1u);
  EXPECT_EQ(a.words[0], 0x10022067'0C083DC0u);
}

TEST(Vc4ThesisDialect, TheDialectIsATargetOption) {
  AssembleSettings settings;
  settings.targetOptions["dialect"] = "klingon";
  auto bad = assembleText(*findTarget("vc4"), "x.qasm", "nop\n", settings);
  EXPECT_EQ(bad.errors, 1u);
  EXPECT_NE(bad.diagnosticsText.find("vc4asm or thesis"), std::string::npos);
  settings.targetOptions["dialect"] = "vc4asm";
  auto vc4asm = assembleText(*findTarget("vc4"), "x.qasm", "nop; thrend\n", settings);
  EXPECT_EQ(vc4asm.errors, 0u) << vc4asm.diagnosticsText;
  // Without the option the vc4asm dialect reads the file, and the thesis's
  // "nop ra39, ra39, rb39" is not its syntax.
  EXPECT_GT(testing::assembleVc4("nop.tend ra39, ra39, rb39; nop\n").errors, 0u);
}

}  // namespace
}  // namespace gpuasm::vc4
