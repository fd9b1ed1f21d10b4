// The gpuasm program end to end: exit codes, stdout and stderr.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "gpuasm/image.hpp"
#include "support/build_paths.hpp"
#include "tools/cli_support.hpp"

namespace {

using namespace cli_test;
using cli_test::gpuasm;  // the function, not the namespace

// A vc4 program that ends at once.
std::string kVc4Loop2() {
  return "nop; thrend\nnop\nnop\n";
}

const std::string kFill =
    "ldc $data, 0\nmv $address_lo, $id_lo\nmv $address_hi, "
    "$id_hi\nsw\nnop\nnop\nnop\nthread_finished\n";
const std::string kSource = gpuasm::testing::sourceDirectory();

TEST(CliUsage, HelpAndMissingCommand) {
  Result r = gpuasm("--help");
  EXPECT_EQ(r.exitCode, 0);
  for (const char* command : {"asm", "dis", "run", "targets", "study"}) {
    EXPECT_NE(r.out.find(command), std::string::npos) << command;
    const Result help = gpuasm(std::string(command) + " --help");
    EXPECT_EQ(help.exitCode, 0) << command;
    // Issue 28: the usage line names the program (it said `Usage: dis ...`).
    EXPECT_TRUE(help.out.starts_with(std::string("Usage: gpuasm ") + command + " ") ||
                help.out.find(std::string("\nUsage: gpuasm ") + command + " ") != std::string::npos)
        << help.out.substr(0, 200);
  }
  EXPECT_NE(gpuasm("--help").out.find("Usage: gpuasm [OPTIONS] SUBCOMMAND"), std::string::npos);
  EXPECT_NE(gpuasm("study transfer --help").out.find("Usage: gpuasm study transfer [OPTIONS]"),
            std::string::npos);
  // asm's formats without -t: each target's own (gcn's amdcl, elf and hsaco) among the values.
  EXPECT_NE(gpuasm("asm --help").out.find("--format TEXT:{bin,hex,c,listing,amdcl,elf,hsaco}"),
            std::string::npos);
  r = gpuasm("");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(
      r.err,
      "gpuasm: no command given (commands: asm, dis, run, targets, transfer, study, bench, fft, "
      "aes)\n"
      "Run 'gpuasm --help' for usage.\n");
  r = gpuasm("asm --bogus-flag");
  EXPECT_EQ(r.exitCode, 2);
  r = gpuasm("asm -t nope x.s");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm: unknown target 'nope' (known: demolicious gcn ptx vc4)\n");
}

TEST(CliTargets, ListsEveryTarget) {
  Result r = gpuasm("targets");
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(
      r.out,
      "demolicious    Demolicious: 16-bit barrel-scheduled SIMT GPU (seed 002)\n"
      "gcn            AMD GCN, Southern Islands (GFX6): LLVM AMDGPU and AMD ISA dump dialects\n"
      "ptx            NVIDIA PTX, the integer subset: checked, run on the SIMT simulator or a GPU "
      "(CUDA)\n"
      "vc4            Broadcom VideoCore IV QPU (Raspberry Pi), vc4asm / qasm dialect\n");
}

TEST(CliAsm, HexFromStandardInput) {
  Result r = gpuasm("asm -t demolicious -", kFill);
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out,
            "0x08050000\n0x00402004\n0x00201804\n0x10000000\n0x00000000\n0x00000000\n0x00000000\n0x"
            "40000000\n");
}

TEST(CliAsm, CArrayHasTheSourceAsComments) {
  Result r = gpuasm("asm -t demolicious - --format c", "ldc $data, 0 ; colour\nthread_finished\n");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out,
            "#include <stdint.h>\n\nconst uint32_t kernel[] = {\n    0x08050000, // ldc $data, 0 ; "
            "colour\n"
            "    0x40000000, // thread_finished\n};\n");
}

TEST(CliAsm, BinaryToFileIsLittleEndianWords) {
  fs::path out = scratch() / "k.bin";
  Result r =
      gpuasm("asm -t demolicious - -o " + out.string(), "sw\nnop\nnop\nnop\nthread_finished\n");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  std::string bytes = slurp(out);
  ASSERT_EQ(bytes.size(), 20u);
  EXPECT_EQ(bytes.substr(0, 4), std::string("\x00\x00\x00\x10", 4));
  EXPECT_EQ(bytes.substr(16, 4), std::string("\x00\x00\x00\x40", 4));
}

TEST(CliAsm, ErrorsGoToStderrWithCaretAndExitOne) {
  Result r = gpuasm("asm -t demolicious -", "ldi $7, 1\nfrob $7\nthread_finished\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "<stdin>:2:1: error: unknown instruction 'frob' [unknown-instruction]\n  frob $7\n  ^\n"
            "1 error, 0 warnings generated.\n");
}

TEST(CliAsm, WarningsCanBeErrorsOrSilenced) {
  const std::string risky = "mv $data, $7\nthread_finished\n";
  Result r = gpuasm("asm -t demolicious -", risky);
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_NE(r.err.find("[uninitialized-register]"), std::string::npos);
  r = gpuasm("asm -t demolicious - -Werror", risky);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("error: $7 is read before"), std::string::npos) << r.err;
  r = gpuasm("asm -t demolicious - -Wno-such-warning", risky);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("gpuasm: error: unknown warning option '-Wno-such-warning'"),
            std::string::npos);
  r = gpuasm("asm -t demolicious - -Wno-uninitialized-register", risky);
  EXPECT_EQ(r.exitCode, 0);
  EXPECT_EQ(r.err, "");
  r = gpuasm("asm -t demolicious - -m barrel=0", risky);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm: error: -m barrel=0: the barrel height must be 1 to 256\n");
}

// Issue 11: -W took every following word, the input file too ("input is required").
TEST(CliAsm, RepeatableOptionsTakeOneValueEachAndLeaveTheInputAlone) {
  fs::path dir = scratch() / "repeat";
  fs::create_directories(dir);
  write(dir / "aes.qasm", "ldi ra1, 0x40\nnop; thrend\nnop\nnop\n");
  write(dir / "k.s", "thread_finished\n");
  const std::string qasm = (dir / "aes.qasm").string(), s = (dir / "k.s").string();
  Result r = gpuasm("asm -t vc4 -Werror " + qasm + " --format listing");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("000000  0xe002006700000040  ldi ra1, 0x40\n"), std::string::npos) << r.out;
  for (const std::string& options :
       std::vector<std::string>{"-I " + dir.string(), "-D X=1", "-m restrictions=on",
                                "-Werror -Wno-user-warning", "--dialect vc4asm"}) {
    r = gpuasm("asm -t vc4 " + options + " " + qasm);
    EXPECT_EQ(r.exitCode, 0) << options << ": " << r.err;
    EXPECT_EQ(r.out.substr(0, 22), "0x00000040, 0xe0020067") << options;
  }
  r = gpuasm("run -t demolicious --const 1=2 " + s + " --threads 1");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  r = gpuasm("run -t vc4 --uniform 1 - --dump out --buffer out=64", kVc4Loop2());
  EXPECT_EQ(r.exitCode, 0) << r.err;
  // Still one value each time: the second word is an input, and there is only one.
  r = gpuasm("asm -t vc4 -W error no-such-warning " + qasm);
  EXPECT_EQ(r.exitCode, 2);
}

TEST(CliAsm, IncludePathAndDefines) {
  fs::path dir = scratch() / "inc";
  fs::create_directories(dir);
  write(dir / "colour.inc", ".set COLOUR, 0x07e0\n");
  Result r = gpuasm("asm -t demolicious - -I " + dir.string() + " -D EXTRA=3",
                    ".include \"colour.inc\"\nldi $data, COLOUR + EXTRA\nthread_finished\n");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "0x040507e3\n0x40000000\n");
  EXPECT_EQ(gpuasm("asm -t demolicious - -D X=abc", "thread_finished\n").exitCode, 2);
}

TEST(CliAsm, MissingFile) {
  Result r = gpuasm("asm -t demolicious /nonexistent/kernel.s");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm: cannot open '/nonexistent/kernel.s': No such file or directory\n");
}

TEST(CliDis, BinaryHexAndTruncatedInput) {
  fs::path bin = scratch() / "d.bin";
  write(bin, std::string("\x04\x20\x40\x00\x04\x28\x60\x81\x00\x00\x00\x0c", 12));
  Result r = gpuasm("dis -t demolicious " + bin.string() + " --addresses");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out,
            "mv $address_lo, $id_lo  ; 0000:\n? mv $data, $11         ; 0001:\n"
            ".word 0x0c000000  ; opcode 0b00011 is not one of the one-hot I-type opcodes  ; "
            "0002:\n");
  r = gpuasm("dis -t demolicious - --raw", "0x08050000, 0x40000000 // from listing 5.2\n");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "ldc $data, 0            ; 08050000\nthread_finished         ; 40000000\n");
  write(bin, std::string("\x00\x00\x00\x10\x00", 5));
  r = gpuasm("dis -t demolicious " + bin.string() + " --input-format bin");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.out, "sw\n");
  EXPECT_NE(r.err.find("input ends with 1 byte that do not make a whole 32-bit word (offset 4)"),
            std::string::npos)
      << r.err;
  r = gpuasm("dis -t demolicious - --input-format hex", "0x123456789\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "<stdin>:1:1: error: '0x123456789' is not a 32-bit hex word\n");
}

// ---- vc4: 64-bit instructions that the Pi loads as pairs of 32-bit words ----

const std::string kVc4Loop =
    "start:  ldi ra1, 0x40       # counter\n"
    "        brr -, r:start\n"
    "        nop\n"
    "        nop\n"
    "        nop\n"
    "        nop; thrend\n"
    "        nop\n"
    "        nop\n";

TEST(CliVc4, HexIsLowWordFirstWithTheSourceAsComment) {
  Result r = gpuasm("asm -t vc4 -", kVc4Loop);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out,
            "0x00000040, 0xe0020067, // start:  ldi ra1, 0x40       # counter\n"
            "0xffffffd8, 0xf0f809e7, // brr -, r:start\n"
            "0x009e7000, 0x100009e7, // nop\n"
            "0x009e7000, 0x100009e7, // nop\n"
            "0x009e7000, 0x100009e7, // nop\n"
            "0x009e7000, 0x300009e7, // nop; thrend\n"
            "0x009e7000, 0x100009e7, // nop\n"
            "0x009e7000, 0x100009e7, // nop\n");
}

// The thesis QASM dialect by file extension (`.tqasm`); `--dialect` wins.
TEST(CliVc4, TqasmFilesAreReadInTheThesisDialect) {
  const std::string thesis = "sema up, 3\nadd ra1, r0, rb2; nop\n";
  fs::path file = scratch() / "aes.tqasm";
  write(file, thesis);
  Result byName = gpuasm("asm -t vc4 " + file.string());
  Result byOption = gpuasm("asm -t vc4 --dialect thesis -", thesis);
  ASSERT_EQ(byName.exitCode, 0) << byName.err;
  ASSERT_EQ(byOption.exitCode, 0) << byOption.err;
  EXPECT_EQ(byName.out, byOption.out);
  Result forced = gpuasm("asm -t vc4 --dialect vc4asm " + file.string());
  EXPECT_EQ(forced.exitCode, 1);
  fs::path qasm = scratch() / "aes.qasm";
  write(qasm, thesis);
  EXPECT_EQ(gpuasm("asm -t vc4 " + qasm.string()).exitCode, 1) << "'.qasm' is vc4asm";
}

TEST(CliVc4, BinaryIsLowWordThenHighWordLittleEndian) {
  fs::path out = scratch() / "vc4.bin";
  Result r = gpuasm("asm -t vc4 - -o " + out.string(), kVc4Loop);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  std::string bytes = slurp(out);
  ASSERT_EQ(bytes.size(), 64u);
  EXPECT_EQ(bytes.substr(0, 8), std::string("\x40\x00\x00\x00\x67\x00\x02\xe0", 8));
  EXPECT_EQ(bytes.substr(40, 8), std::string("\x00\x70\x9e\x00\xe7\x09\x00\x30", 8));
}

TEST(CliVc4, CArrayHasThirtyTwoBitPairsWithTheSource) {
  Result r = gpuasm("asm -t vc4 - --format c", "ldi ra1, 0x40\nnop; thrend\nnop\nnop\n");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out,
            "#include <stdint.h>\n\nconst uint32_t kernel[] = {\n"
            "    0x00000040, 0xe0020067, // ldi ra1, 0x40\n"
            "    0x009e7000, 0x300009e7, // nop; thrend\n"
            "    0x009e7000, 0x100009e7, // nop\n"
            "    0x009e7000, 0x100009e7, // nop\n};\n");
  r = gpuasm("asm -t vc4 - --format listing", "ldi ra1, 0x40\nnop; thrend\nnop\nnop\n");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n', r.out.find('\n') + 1) + 1),
            "; section .text at 0x0\n000000  0xe002006700000040  ldi ra1, 0x40\n");
}

TEST(CliVc4, DisReadsHalvesOrWholeWordsAndLabelsBranchTargets) {
  const std::string halves = gpuasm("asm -t vc4 -", kVc4Loop).out;
  Result r = gpuasm("dis -t vc4 - --labels", halves);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out,
            "L0000:\nldi ra1, 0x00000040\nbrr -, r:L0000\nnop\nnop\nnop\nthrend\nnop\nnop\n");
  r = gpuasm("dis -t vc4 - --addresses --raw",
             "0xe002006700000040\n0xf0f809e7ffffffd8 // a plain 64-bit word\n");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out,
            "ldi ra1, 0x00000040                     # 00000: e002006700000040\n"
            "brr -, -0x28                            # 00008: f0f809e7ffffffd8\n");
  // A branch out of the program keeps its number: brr's offset, as vc4asm reads it.
  r = gpuasm("dis -t vc4 - --labels", "0xf0f809e7000000f8\n");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "brr -, 0xf8\n");
  r = gpuasm("dis -t vc4 - --input-format hex", "0x1, 0x2, 0x3\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("4 bytes that do not make a whole 64-bit instruction"), std::string::npos)
      << r.err;
}

TEST(CliVc4, EveryGpuFftShaderDisassemblesAndReassemblesBitIdentically) {
  const fs::path corpus = kSource + "/../shared/corpora/hello_fft/hex";
  if (!fs::is_directory(corpus)) GTEST_SKIP() << "no corpus at " << corpus;
  size_t files = 0, instructions = 0, labelledBranches = 0;
  for (const auto& entry : fs::directory_iterator(corpus)) {
    if (entry.path().extension() != ".hex") continue;
    ++files;
    const std::string name = entry.path().filename().string();
    std::string error;
    auto expected = gpuasm::readHexWords(slurp(entry.path()), 8, error, 4);
    ASSERT_TRUE(expected) << name << ": " << error;
    instructions += expected->size() / 8;
    for (const char* options : {"", " --labels"}) {
      fs::path text = scratch() / (name + ".s"), bin = scratch() / (name + ".bin");
      Result r = gpuasm("dis -t vc4 " + entry.path().string() + options + " -o " + text.string());
      ASSERT_EQ(r.exitCode, 0) << name << options << ": " << r.err;
      r = gpuasm("asm -t vc4 " + text.string() + " -o " + bin.string());
      ASSERT_EQ(r.exitCode, 0) << name << options << ": " << r.err;
      std::string bytes = slurp(bin);
      EXPECT_TRUE(bytes == std::string(expected->begin(), expected->end()))
          << name << options << ": reassembled binary differs";
      if (*options) {
        std::string listing = slurp(text);
        for (size_t at = listing.find("r:L"); at != std::string::npos;
             at = listing.find("r:L", at + 1)) {
          ++labelledBranches;
        }
      }
    }
  }
  EXPECT_EQ(files, 16u);
  EXPECT_EQ(instructions, 12112u);
  EXPECT_GT(labelledBranches, 0u);
}

// Issue 28: every `dis` listing reassembles, with and without `--addresses
// --raw` (which the gcn listing always put in a comment, and demolicious and
// vc4 put in front of the instruction, where the assembler read `0000:` as a
// label and `e0020067...` as an octal number). Each shipped kernel of each
// target: assembled, disassembled, reassembled, and the bytes compared.
TEST(CliDis, EveryShippedKernelReassemblesFromItsListingWithAndWithoutAddressesAndWords) {
  struct Target {
    std::string id, extension;
    std::vector<std::string> options;
  } targets[] = {
      {"demolicious", ".s", {"", " --addresses --raw", " --raw", " --addresses"}},
      {"vc4", ".qasm", {"", " --addresses --raw", " --labels --addresses --raw"}},
      {"gcn",
       ".s",
       {"", " --addresses --raw", " --labels --addresses --raw", " --dialect amd --raw"}},
      {"ptx", ".ptx", {"", " --addresses --raw"}},
  };
  size_t kernels = 0;
  for (const Target& target : targets) {
    for (const auto& entry : fs::recursive_directory_iterator(kSource + "/kernels/" + target.id)) {
      if (entry.path().extension() != target.extension) continue;
      ++kernels;
      const std::string name = target.id + "_" + entry.path().stem().string();
      const fs::path bin = scratch() / (name + ".bin"), again = scratch() / (name + "_again.bin"),
                     text = scratch() / (name + ".txt");
      Result r = gpuasm("asm -t " + target.id + " " + entry.path().string() + " -o " +
                        bin.string() + " --format bin");
      ASSERT_EQ(r.exitCode, 0) << name << ": " << r.err;
      const std::string bytes = slurp(bin);
      ASSERT_FALSE(bytes.empty()) << name;
      for (const std::string& options : target.options) {
        r = gpuasm("dis -t " + target.id + " " + bin.string() + " --input-format bin" + options +
                   " -o " + text.string());
        ASSERT_EQ(r.exitCode, 0) << name << options << ": " << r.err;
        fs::remove(again);
        // The AMD dump dialect reads back as such (a .txt is llvm's by default).
        const std::string dialect =
            options.find("--dialect amd") != std::string::npos ? " --dialect amd" : "";
        r = gpuasm("asm -t " + target.id + " " + text.string() + dialect + " -o " + again.string() +
                   " --format bin");
        ASSERT_EQ(r.exitCode, 0) << name << options << ": " << r.err.substr(0, 2000);
        EXPECT_TRUE(slurp(again) == bytes) << name << options << ": the reassembled bytes differ";
      }
    }
  }
  EXPECT_GE(kernels, 5u + 9u + 3u + 15u);  // the shipped kernels of each target
}

// Issue 28: a run that fails in the kernel writes its --dump files on every
// target (memory as the kernel left it), and a run refused before its launch
// writes none (README.md, "gpuasm run").
TEST(CliRun, AFailedRunWritesItsDumpsOnEveryTargetAndARefusedOneNone) {
  const fs::path dir = scratch();
  const fs::path ptx = dir / "faulting.ptx";
  // Thread t stores t at out + 4t: a 256-byte buffer holds threads 0..63, so
  // the third warp (threads 64..95) faults after the first two stored.
  write(ptx,
        ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k(.param .u64 out)\n{\n"
        "  .reg .b32 %t;\n  .reg .b64 %rd<4>;\n  mov.u32 %t, %tid.x;\n"
        "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %t, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
        "  st.global.b32 [%rd3], %t;\n  ret;\n}\n");
  struct Case {
    std::string target, run, refused;
  } cases[] = {
      {"vc4",
       "run -t vc4 builtin:vc4/store.qasm --qpus 4 --buffer out=256 --uniform 100 --uniform out "
       "--uniform qpu --max-instructions 1 ",
       "run -t vc4 builtin:vc4/store.qasm --qpus 0 --buffer out=256 --uniform 100 --uniform out "
       "--uniform qpu "},
      {"gcn",
       "run -t gcn builtin:gcn/collatz.s --global 64 --buffer in=256 --buffer out=256 --arg in=in "
       "--arg steps=out --max-instructions 1 ",
       "run -t gcn builtin:gcn/collatz.s --global 100 --local 64 --buffer in=256 --buffer out=256 "
       "--arg in=in --arg steps=out "},
      {"ptx", "run -t ptx " + ptx.string() + " --block 128 --buffer out=256 --arg out=out ",
       "run -t ptx " + ptx.string() + " --block 2000 --buffer out=256 --arg out=out "},
  };
  for (const Case& c : cases) {
    const fs::path dump = dir / (c.target + "_dump.bin");
    fs::remove(dump);
    Result r = gpuasm(c.run + "--dump out=" + dump.string());
    EXPECT_EQ(r.exitCode, 1) << c.target << ": " << r.err;
    EXPECT_NE(r.err.find("gpuasm: kernel fault ["), std::string::npos) << c.target << r.err;
    ASSERT_TRUE(fs::exists(dump)) << c.target << ": the failed run wrote no dump";
    const std::string bytes = slurp(dump);
    ASSERT_EQ(bytes.size(), 256u) << c.target;
    if (c.target == "ptx")
      for (uint32_t t = 0; t < 64; ++t) {
        uint32_t word = 0;
        std::memcpy(&word, bytes.data() + 4 * t, 4);
        EXPECT_EQ(word, t) << "thread " << t;
      }
    fs::remove(dump);
    r = gpuasm(c.refused + "--dump out=" + dump.string());
    EXPECT_EQ(r.exitCode, 2) << c.target << ": " << r.err;
    EXPECT_FALSE(fs::exists(dump)) << c.target << ": a refused run wrote a dump";
  }
}

// Each target declares its run options; the program knows none of them.
TEST(CliRun, HelpListsTheNamedTargetsRunOptionsOnly) {
  Result vc4 = gpuasm("run -t vc4 --help"), demolicious = gpuasm("run --help -t demolicious");
  Result plain = gpuasm("run --help");
  ASSERT_EQ(vc4.exitCode, 0);
  ASSERT_EQ(demolicious.exitCode, 0);
  ASSERT_EQ(plain.exitCode, 0);
  for (const char* option : {"--qpus", "--uniform", "--buffer", "--dump", "--dialect"}) {
    EXPECT_NE(vc4.out.find(option), std::string::npos) << option;
    EXPECT_EQ(demolicious.out.find(option), std::string::npos) << option;
    EXPECT_EQ(plain.out.find(option), std::string::npos) << option;
  }
  for (const char* option : {"--threads", "--const", "--cores", "--barrel", "--fix-hazards"}) {
    EXPECT_EQ(vc4.out.find(option), std::string::npos) << option;
    EXPECT_NE(demolicious.out.find(option), std::string::npos) << option;
    EXPECT_EQ(plain.out.find(option), std::string::npos) << option;
  }
  EXPECT_NE(vc4.out.find("vc4 run options:"), std::string::npos) << vc4.out;
  EXPECT_NE(plain.out.find("gpuasm run -t demolicious --help; gpuasm run -t gcn --help; gpuasm run "
                           "-t ptx --help; gpuasm run -t vc4 --help."),
            std::string::npos)
      << plain.out;
  // Another target's option is not an option of this one.
  Result r = gpuasm("run -t vc4 - --cores 4", kVc4Loop2());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("--cores"), std::string::npos) << r.err;
}

TEST(CliRun, GreenFillTableAndPng) {
  fs::path png = scratch() / "green.png";
  fs::remove(png);
  Result r = gpuasm("run -t demolicious " + kSource +
                    "/kernels/demolicious/green_fill.s --size 64x64 --png " + png.string() +
                    " --mode cycle");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("threads                      4096"), std::string::npos) << r.out;
  // 512 warps x 8 instructions, one per cycle, plus the jagged start and end (2 x 6 slots).
  EXPECT_NE(r.out.find("cycles                       4108"), std::string::npos) << r.out;
  EXPECT_GT(fs::file_size(png), 50u);
  EXPECT_EQ(slurp(png).substr(1, 3), "PNG");
}

TEST(CliRun, JsonReport) {
  Result r = gpuasm(
      "run -t demolicious builtin:demolicious/tunnel.s --size 64x64 --const 10=10 --const 11=20 "
      "--mode cycle --cores 4 --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["cores"], 4);
  EXPECT_EQ(j["barrel_height"], 4);
  EXPECT_EQ(j["threads"], 4096);
  EXPECT_EQ(j["kernel_instructions"], 75);
  // 1024 warps over 4 lines, 75 instructions each: ((256 * 75) + 3) rotations of 4 cycles.
  EXPECT_EQ(j["cycles"], (256 * 75 + 3) * 4);
  EXPECT_EQ(j["bank_requests"][0], 2048);
  EXPECT_DOUBLE_EQ(j["clock_mhz"].get<double>(), 55.682);
  EXPECT_NEAR(j["frames_per_second"].get<double>(), 55.682e6 / ((256 * 75 + 3) * 4), 1e-6);
  EXPECT_TRUE(j["fault"].is_null());
}

TEST(CliRun, FaultsAndHazardsExitOne) {
  Result r = gpuasm("run -t demolicious - --threads 0", kFill);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("gpuasm: kernel fault [thread-count]: 0 threads requested"),
            std::string::npos)
      << r.err;
  r = gpuasm(
      "run -t demolicious - --threads 64 --mode cycle -Wno-memory-spacing",
      "mv $address_hi, $0\nmv $address_lo, $id_lo\nlw\nsw\nnop\nnop\nnop\nthread_finished\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("memory hazard"), std::string::npos) << r.err;
  EXPECT_NE(
      r.out.find("hazard queue-overrun: cycle 13, barrel line 1, address 2: lw  at <stdin>:3: lw"),
      std::string::npos)
      << r.out;
  std::string big;
  for (int i = 0; i < 600; ++i) big += "nop\n";
  r = gpuasm("run -t demolicious - --threads 8", big + "thread_finished\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("kernel fault [imem-overflow]: load_kernel: a 601-word kernel does not fit"),
            std::string::npos)
      << r.err;
}

TEST(CliRun, UsageErrorsExitTwo) {
  EXPECT_EQ(gpuasm("run -t demolicious -", kFill).exitCode, 2);  // no thread count
  EXPECT_EQ(gpuasm("run -t demolicious - --size 64by64", kFill).exitCode, 2);
  EXPECT_EQ(gpuasm("run -t demolicious - --threads 8 --mode fast", kFill).exitCode, 2);
  EXPECT_EQ(gpuasm("run -t demolicious - --threads 8 --cores 65", kFill).exitCode, 2);
  EXPECT_EQ(gpuasm("run -t demolicious - --threads 8 --const 300=1", kFill).exitCode, 2);
  EXPECT_EQ(gpuasm("run -t demolicious - --threads 8 --const 1", kFill).exitCode, 2);
  EXPECT_EQ(gpuasm("run -t demolicious - --threads 8 --png x.png", kFill).exitCode, 2);
  Result r = gpuasm("run -t demolicious builtin:demolicious/nope.s --threads 8");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("no shipped kernel 'builtin:demolicious/nope.s'"), std::string::npos);
}

// A vc4 kernel that writes uniform 0 + element number to 16 words through the
// VPM and a VDW DMA store to the buffer named by uniform 1.
constexpr const char* kVc4Store = R"(
    mov r0, unif
    mov r1, unif
    mov vw_setup, vpm_setup(1, 1, h32(0))
    add vpm, r0, elem_num
    mov vw_setup, vdw_setup_0(1, 16, dma_h32(0, 0))
    mov vw_addr, r1
    mov -, vw_wait
    nop; thrend
    nop
    nop
)";

TEST(CliRunVc4, UniformsAndBuffersReachTheKernelAndDumpShowsTheResult) {
  Result r =
      gpuasm("run -t vc4 - --buffer out=64 --uniform 100 --uniform out --dump out", kVc4Store);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  // 100 + lane = 0x64 .. 0x73, eight words a line.
  EXPECT_NE(r.out.find("  000000: 00000064 00000065 00000066 00000067 00000068 00000069 0000006a "
                       "0000006b\n  000020: 0000006c"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("vc4 run (functional mode, 1 QPU)\n"), std::string::npos) << r.out;
}

TEST(CliRunVc4, CycleModeReportIsJsonWithStallsPerQpu) {
  Result r = gpuasm(
      "run -t vc4 - --qpus 2 --buffer out=128 --uniform 7 --uniform out+64 "
      "--mode cycle --json",
      kVc4Store);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["mode"], "cycle");
  EXPECT_EQ(j["per_qpu"].size(), 2u);
  // Ten instructions each, and a DMA store of 16 words each.
  EXPECT_EQ(j["total"]["instructions"], 20u);
  EXPECT_EQ(j["total"]["dma_store_bytes"], 128u);
  EXPECT_GE(j["cycles"].get<uint64_t>(), 10u);
  EXPECT_TRUE(j["per_qpu"][0]["stalls"].contains("vpm_dma"));
}

// Our own vc4 kernel as the main job runs it: the set, saved as a PNG.
TEST(CliRunVc4, MandelbrotOnTwelveQpusIsSavedAsAPng) {
  fs::path png = scratch() / "mandelbrot.png";
  fs::remove(png);
  Result r = gpuasm(
      "run -t vc4 builtin:vc4/mandelbrot.qasm --qpus 12 --buffer image=196608 "
      "--uniform image --uniform qpu --uniform qpus --png image=" +
      png.string() + ":256x192 --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["per_qpu"].size(), 12u);
  EXPECT_EQ(j["total"]["dma_store_bytes"], 196608u);
  std::string bytes = slurp(png);
  ASSERT_GT(bytes.size(), 24u);
  EXPECT_EQ(bytes.substr(0, 8), "\x89PNG\r\n\x1a\n");
  // IHDR: width 256, height 192, 8-bit RGB (colour type 2).
  EXPECT_EQ(bytes.substr(16, 10), std::string("\0\0\1\0\0\0\0\xc0\x08\x02", 10));
  for (const char* bad :
       {"image=x.png", "image=x.png:256", "nope=x.png:4x4", "image=x.png:512x512"}) {
    r = gpuasm(std::string("run -t vc4 builtin:vc4/mandelbrot.qasm --buffer image=196608 --png ") +
               bad);
    EXPECT_EQ(r.exitCode, 2) << bad;
  }
}

TEST(CliRunVc4, BadOptionsAreUsageErrors) {
  for (const char* args : {"--qpus 17", "--uniform banana", "--buffer x", "--buffer x=0",
                           "--dump nowhere", "--threads 4", "--mode turbo"}) {
    Result r = gpuasm(std::string("run -t vc4 - ") + args, kVc4Store);
    EXPECT_EQ(r.exitCode, 2) << args << ": " << r.err;
    EXPECT_NE(r.err.find("gpuasm"), std::string::npos) << args;
  }
}

TEST(CliRunVc4, KernelFaultExitsOneAndNamesTheFault) {
  // uniform 1 is 0: the DMA store goes to address 0, where nothing is allocated.
  Result r = gpuasm("run -t vc4 - --uniform 1 --uniform 0", kVc4Store);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("kernel fault [vpm]"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("fault: vpm"), std::string::npos) << r.out;
}

// ---- one convention on every target (issue 12) -------------------------------

TEST(CliRunConventions, RunawayKernelsStopOnTheHostClockWithTheirInstructionCount) {
  Result r = gpuasm("run -t vc4 - --time-limit 0.5", "loop:\nbrr -, loop\nnop\nnop\nnop\n");
  EXPECT_EQ(r.exitCode, 1);
  // How far past 0.5 s it looks depends on the host's load
  // (tests/runtime/run_watchdog_test.cpp reads the whole message).
  EXPECT_NE(r.err.find("gpuasm: kernel fault [watchdog]: stopped after "), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find(" s: time limit (--time-limit 0.5); 0 of 1 QPU program ran ("),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find(" QPU instructions)"), std::string::npos) << r.err;
  // demolicious cannot loop, but a million threads of 500 instructions in the
  // cycle model take far longer than a millisecond.
  std::string slow;
  for (int i = 0; i < 500; ++i) slow += "nop\n";
  r = gpuasm("run -t demolicious - --threads 1048575 --mode cycle --time-limit 0.001",
             slow + "thread_finished\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("gpuasm: kernel fault [watchdog]: stopped after "), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find(" thread instructions)"), std::string::npos) << r.err;
  for (const char* limit : {"0", "-1", "ten", "nan"}) {
    EXPECT_EQ(gpuasm(std::string("run -t vc4 - --time-limit ") + limit, kVc4Store).exitCode, 2)
        << limit;
    EXPECT_EQ(gpuasm(std::string("run -t demolicious - --threads 8 --time-limit ") + limit, kFill)
                  .exitCode,
              2)
        << limit;
  }
}

TEST(CliRunConventions, AnEmptyKernelIsBadInputOnEveryTarget) {
  for (const char* args : {"-t vc4 -", "-t demolicious - --threads 8"}) {
    Result r = gpuasm(std::string("run ") + args, "\n\n");
    EXPECT_EQ(r.exitCode, 1) << args;
    EXPECT_EQ(r.err, "gpuasm: <stdin>: the kernel is empty (no instructions to run)\n") << args;
  }
}

TEST(CliRunConventions, RunTimeHazardsExitOneOnEveryTarget) {
  // The write to ra0 in the last delay slot and its read at the branch target
  // are adjacent only at run time (the assembler's checks follow straight lines).
  Result r =
      gpuasm("run -t vc4 -", "brr -, l\nnop\nnop\nmov ra0, 1\nl:\nmov r0, ra0\nthrend\nnop\nnop\n");
  EXPECT_EQ(r.exitCode, 1) << r.err;
  EXPECT_NE(r.err.find("gpuasm: 1 run-time hazard: on the hardware the kernel would not behave as "
                       "simulated (first: QPU 0 at 0x"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("mov r0, ra0: reads ra0 written by the previous instruction"),
            std::string::npos)
      << r.err;
  // demolicious: CliRun.FaultsAndHazardsExitOne.
}

TEST(CliRunVc4, BuffersOfAGivenSizeAreZeroed) {
  Result r = gpuasm("run -t vc4 - --buffer x=16 --dump x", "thrend\nnop\nnop\n");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("  000000: 00000000 00000000 00000000 00000000\n"), std::string::npos)
      << r.out;
}

TEST(CliRunVc4, ReadingMoreUniformsThanGivenIsAFault) {
  const std::string twoUniforms = "mov r0, unif\nmov r1, unif\nthrend\nnop\nnop\n";
  Result r = gpuasm("run -t vc4 - --qpus 2 --uniform 1", twoUniforms);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("kernel fault [uniform-overrun]: uniform read number 2, but the run gave 1 "
                       "(--uniform)"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(gpuasm("run -t vc4 - --qpus 2 --uniform 1 --uniform 2", twoUniforms).exitCode, 0);
  // After the program sets unif_addr, it reads where it pointed.
  r = gpuasm("run -t vc4 - --buffer u=8 --uniform u",
             "mov r0, unif\nmov unif_addr, r0\nnop\nnop\nmov r1, unif\nmov r2, unif\n"
             "thrend\nnop\nnop\n");
  EXPECT_EQ(r.exitCode, 0) << r.err;
}

TEST(CliRunConventions, NumbersInOptionsAreReadAsTheAssemblerReadsThem) {
  // store.qasm writes value + lane: the first word is the value.
  for (auto [given, expected] : {std::pair{"017", "0000000f"}, std::pair{"0b101", "00000005"},
                                 std::pair{"0x10", "00000010"}, std::pair{"1_000", "000003e8"},
                                 std::pair{"-1", "ffffffff"}, std::pair{"1.0", "3f800000"}}) {
    Result r = gpuasm(std::string("run -t vc4 builtin:vc4/store.qasm --buffer out=64 --uniform ") +
                      given + " --uniform out --uniform 0 --dump out");
    ASSERT_EQ(r.exitCode, 0) << given << ": " << r.err;
    EXPECT_NE(r.out.find(std::string("  000000: ") + expected), std::string::npos) << given << "\n"
                                                                                   << r.out;
  }
  for (auto [args, message] :
       {std::pair{"--uniform out+99999999999",
                  "--uniform out+99999999999: the offset is outside buffer 'out' (0..64 bytes)"},
        std::pair{"--uniform 99999999999", "--uniform 99999999999: does not fit in 32 bits"},
        std::pair{"--uniform 09", "--uniform 09: invalid digit '9' in octal number '09'"},
        std::pair{"--uniform 1e39", "--uniform 1e39: does not fit in a 32-bit float"},
        std::pair{"--qpus 0b10000000", "--qpus 0b10000000 is outside 1..16"},
        std::pair{"--max-instructions 1e3",
                  "--max-instructions 1e3: '1e3' is a floating-point number, not an integer"}}) {
    Result r = gpuasm(std::string("run -t vc4 builtin:vc4/store.qasm --buffer out=64 ") + args);
    EXPECT_EQ(r.exitCode, 2) << args;
    EXPECT_NE(r.err.find(message), std::string::npos) << args << "\n" << r.err;
  }
  Result r = gpuasm("run -t demolicious - --threads 8 --const 0b1=0x10 --const 2=-0x8000", kFill);
  EXPECT_EQ(r.exitCode, 0) << r.err;
  // Issue 28: a value in a message is the value as written (it said 16=65536).
  r = gpuasm("run -t demolicious - --threads 8 --const 0x10=0x10000", kFill);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --const 0x10=0x10000: the value does not fit in 16 bits\n");
  r = gpuasm("run -t demolicious - --threads 8 --const 0x100=1", kFill);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --const 0x100=1: constant index is outside 0..255\n");
  r = gpuasm("run -t demolicious - --threads 8 --const 1=08", kFill);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("--const 1=08: invalid digit '8' in octal number '08'"), std::string::npos)
      << r.err;
  r = gpuasm("asm -t demolicious - -D X=0b11 -D Y=017", "ldi $data, X + Y\n");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  r = gpuasm("asm -t demolicious - -D Y=1e3", "ldi $data, Y\n");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("-D Y=1e3: '1e3' is a floating-point number, not an integer"),
            std::string::npos)
      << r.err;
}

// The shipped examples that write memory, run as their headers say.
TEST(CliRunVc4, StoreExampleWritesEachQpusSixteenWords) {
  fs::path out = scratch() / "store.bin";
  Result r = gpuasm(
      "run -t vc4 builtin:vc4/store.qasm --qpus 4 --buffer out=256 --uniform 100 "
      "--uniform out --uniform qpu --dump out=" +
      out.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  std::string bytes = slurp(out);
  ASSERT_EQ(bytes.size(), 256u);
  for (uint32_t i = 0; i < 64; ++i) {
    uint32_t word = 0;
    std::memcpy(&word, bytes.data() + 4 * i, 4);
    EXPECT_EQ(word, 100 + i) << i;  // value + 16 q + lane, word 16 q + lane
  }
}

TEST(CliRunVc4, ScaleExampleReadsThroughTheTmuAndWritesThroughTheVpm) {
  fs::path in = scratch() / "scale_in.bin", out = scratch() / "scale_out.bin";
  std::string input(4096, '\0');
  for (uint32_t i = 0; i < 1024; ++i) {
    uint32_t word = i * 7919 % 100003;
    std::memcpy(input.data() + 4 * i, &word, 4);
  }
  write(in, input);
  Result r = gpuasm("run -t vc4 builtin:vc4/scale.qasm --qpus 12 --buffer in=@" + in.string() +
                    " --buffer out=4096 --uniform in --uniform out --uniform 3 --uniform 1 "
                    "--uniform 1024 --uniform qpu --uniform qpus --dump out=" +
                    out.string());
  ASSERT_EQ(r.exitCode, 0) << r.err;
  std::string bytes = slurp(out);
  ASSERT_EQ(bytes.size(), 4096u);
  for (uint32_t i = 0; i < 1024; ++i) {
    uint32_t word = 0;
    std::memcpy(&word, bytes.data() + 4 * i, 4);
    EXPECT_EQ(word, 3 * (i * 7919 % 100003) + 1) << i;
  }
}

// ---- gpuasm fft: GPU_FFT from the user's own hello_fft folder ----------------

TEST(CliFft, WithoutAHelloFftFolderSaysWhereTheShadersComeFrom) {
  Result r = gpuasm("fft -n 8");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("gpuasm fft: GPU_FFT's shaders are Broadcom's and gpuasm does not ship "
                       "them: give your hello_fft folder with --hello-fft DIR"),
            std::string::npos)
      << r.err;
  fs::path empty = scratch() / "not_hello_fft";
  fs::create_directories(empty);
  r = gpuasm("fft -n 8 --hello-fft " + empty.string());
  EXPECT_EQ(r.exitCode, 1);
  std::string expected = "gpuasm fft: '";
  expected += empty.string();
  expected +=
      "' is not a hello_fft folder: it has neither qasm/gpu_fft_256.qasm nor hex/shader_256.hex "
      "(give the folder that holds GPU_FFT's qasm/ and hex/)\n";
  EXPECT_EQ(r.err, expected);
  r = gpuasm("fft -t demolicious --hello-fft " + empty.string());
  EXPECT_EQ(r.exitCode, 2);
  r = gpuasm("fft -n 7 --hello-fft " + empty.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("--log2n 7 is outside 8..22"), std::string::npos) << r.err;
}

TEST(CliFft, HexShadersOfTheHelloFftCorpusMatchFftw) {
  const fs::path corpus = kSource + "/../shared/corpora/hello_fft";
  if (!fs::is_directory(corpus / "hex")) GTEST_SKIP() << "no hello_fft corpus at " << corpus;
  Result r = gpuasm("fft -t vc4 --hello-fft " + corpus.string() +
                    " --shaders hex -n 8 -n 9 --mode functional --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.err, "gpuasm fft: GPU_FFT shaders read from " + (corpus / "hex").string() + "\n");
  auto runs = nlohmann::json::parse(r.out);
  ASSERT_EQ(runs.size(), 2u);
  for (const auto& run : runs) {
    EXPECT_EQ(run["ok"], true) << run.dump();
    // gpu_fft.txt: 0.33 and 0.46 ppm; a wrong shader gives errors of order 1e5 ppm.
    EXPECT_LT(run["results"][0]["tone_ppm"].get<double>(), 1.0) << run.dump();
  }
}

TEST(CliStudy, FrameRatesFollowFromTheCycleCounts) {
  Result r = gpuasm("study -t demolicious --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  auto rows = nlohmann::json::parse(r.out);
  ASSERT_EQ(rows.size(), 8u);
  for (const auto& row : rows) {
    uint64_t cores = row["cores"], height = row["barrel_height"], k = row["kernel_instructions"];
    EXPECT_EQ(height, std::max<uint64_t>(4, cores / 2));
    uint64_t warpsPerLine = 512 * 256 / cores / height;
    // Every line runs its warps back to back; the last line starts height-1 rotations late.
    EXPECT_EQ(row["cycles"], (warpsPerLine * k + height - 1) * height) << row.dump();
    EXPECT_NEAR(row["fps"].get<double>(),
                row["clock_mhz"].get<double>() * 1e6 / row["cycles"].get<double>(), 1e-9);
  }
  EXPECT_EQ(rows[5]["kernel"], "tunnel");
  EXPECT_EQ(rows[5]["cores"], 8);
  EXPECT_EQ(rows[5]["report_fps"], 50.0);
}

}  // namespace
