#include "targets/vc4/asm/thesis_listings.hpp"

namespace gpuasm::vc4::testing {
namespace {

// The listings as the thesis prints them, with the damage of the text
// extraction repaired (and only that; the notes say what was repaired).
constexpr Listing kListings[] = {
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

}  // namespace

std::span<const Listing> thesisListings() {
  return kListings;
}

}  // namespace gpuasm::vc4::testing
