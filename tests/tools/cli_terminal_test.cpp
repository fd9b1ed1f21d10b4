// Issue 28 item 3: no raw control byte reaches the terminal, whatever its
// source: an option's value echoed in a message (ours or CLI11's), a corrupt
// binary's metadata, a model file's name, a kernel's printf. Every message and
// report goes through one filter (TerminalText, in the program's Console):
// ESC, BEL, the C1 controls and bytes that are not UTF-8 are shown as \xNN,
// and a line keeps its first 1,024 bytes. The expected bytes are written by
// hand: the message's words as the code words them, the escapes from the rule.
#include <gtest/gtest.h>

#include <string>

#include "tools/cli_support.hpp"

namespace {

using namespace cli_test;
using cli_test::gpuasm;  // the function, not the namespace

const std::string kEsc = "\x1b[2J";  // clears the screen
const std::string kBel = "\x07";
const std::string kBad = "\xff";  // never in UTF-8

// No byte a terminal acts on: C0 controls but newline, DEL, C1 (as UTF-8).
bool terminalSafe(const std::string& text) {
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f || c == 0xff) return false;
    if (c == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xa0)
      return false;
  }
  return true;
}

// The value between single quotes, so that /bin/sh passes its bytes as they are.
std::string quoted(const std::string& value) {
  return "'" + value + "'";
}

struct Echo {
  std::string args;
  int exitCode;
  std::string err;
};

TEST(CliTerminal, OptionValuesAreEchoedEscaped) {
  const fs::path source = scratch() / "terminal.s";
  write(source, "nop\n");
  const Echo cases[] = {
      {"run -t " + quoted("x" + kEsc + "y" + kBel) + " foo", 2,
       "gpuasm: unknown target 'x\\x1b[2Jy\\x07' (known: demolicious gcn ptx vc4)\n"},
      {"run -t ptx builtin:ptx/add256.ptx --kernel " + quoted("k" + kEsc + kBel + kBad), 2,
       "gpuasm run: --kernel k\\x1b[2J\\x07\\xff: ptx/add256.ptx has no kernel (.entry) "
       "'k\\x1b[2J\\x07\\xff' (its kernels: add256)\n"},
      {"run -t ptx builtin:ptx/add256.ptx --arg " + quoted("a" + kEsc + "=1"), 2,
       "gpuasm run: --arg a\\x1b[2J=1: kernel 'add256' has no parameter 'a\\x1b[2J' (it has: "
       "add256_a, add256_b, add256_c, add256_count)\n"},
      {"run -t ptx builtin:ptx/add256.ptx --grid " + quoted("1" + kEsc), 2,
       "gpuasm run: --grid 1\\x1b[2J: expected 1 to 3 numbers X[,Y[,Z]], each 1 .. 2^32-1\n"},
      {"run -t ptx builtin:ptx/add256.ptx --model " + quoted("g" + kEsc), 2,
       "gpuasm run: --model g\\x1b[2J: unknown SM configuration 'g\\x1b[2J': the presets are "
       "a100, gtx580, h100, h200, plan-a, plan-b, rtx4090, v100; a file's name ends in .toml\n"},
      // CLI11's own messages echo the value too.
      {"run -t vc4 " + source.string() + " --mode " + quoted("f" + kEsc), 2,
       "gpuasm: --mode: f\\x1b[2J not in {functional,cycle}\n"
       "Run 'gpuasm --help' or 'gpuasm <command> --help' for usage.\n"},
      {"transfer --from host --to host --size 1K --repeat " + quoted("3" + kEsc), 2,
       "gpuasm: --repeat: Value 3\\x1b[2J not in range 1 to 1000000\n"
       "Run 'gpuasm --help' or 'gpuasm <command> --help' for usage.\n"},
      {"asm -t vc4 -m " + quoted("k" + kEsc + "=1") + " " + source.string() + " -o /dev/null", 2,
       "gpuasm: error: unknown option -m k\\x1b[2J for target vc4 (it takes "
       "dialect=vc4asm|broadcom|thesis, restrictions=on|off)\n"},
      {"transfer --from host --to host --size " + quoted("1" + kEsc + kBad), 2,
       "gpuasm: transfer: bad size '1\\x1b[2J\\xff': write a number of bytes, optionally with K, "
       "M or G (powers of 1024)\n"},
      {"dis -t gcn " + quoted("bad" + kEsc + ".clo"), 1,
       "gpuasm: cannot open 'bad\\x1b[2J.clo': No such file or directory\n"},
  };
  for (const Echo& c : cases) {
    const Result r = gpuasm(c.args);
    EXPECT_EQ(r.exitCode, c.exitCode) << c.args;
    EXPECT_EQ(r.err, c.err) << c.args;
    EXPECT_EQ(r.out, "") << c.args;
  }
  // --from and --to: the endpoint list after the value is the transfer's own.
  for (const std::string side : {"--from", "--to"}) {
    const std::string value = "ho" + std::string("\x1b]0;pwned\x07") + "st";
    const std::string other = side == "--from" ? " --to host" : " --from host";
    const Result r = gpuasm("transfer " + side + " " + quoted(value) + other + " --size 1K");
    EXPECT_EQ(r.exitCode, 2) << side;
    EXPECT_EQ(r.err.rfind("gpuasm: transfer: unknown endpoint 'ho\\x1b]0;pwned\\x07st' (", 0), 0u)
        << r.err;
    EXPECT_TRUE(terminalSafe(r.err)) << r.err;
  }
}

TEST(CliTerminal, AValueOfAHundredKilobytesIsOneLineOfAKilobyte) {
  // An argument is at most 128 KiB (Linux's MAX_ARG_STRLEN): 100 KB of it.
  const std::string value = "\x1b" + std::string(100000, 'x');
  const Result r = gpuasm("run -t " + quoted(value) + " foo");
  EXPECT_EQ(r.exitCode, 2);
  // "gpuasm: unknown target '" is 24 bytes and the escape 4: x up to 1,024.
  EXPECT_EQ(r.err, "gpuasm: unknown target '\\x1b" + std::string(1024 - 28, 'x') + "...\n");
}

TEST(CliTerminal, CorruptBinaryMetadataIsShownEscaped) {
  const fs::path clo = scratch() / "terminal.clo";
  Result built = gpuasm("asm -t gcn --format amdcl builtin:gcn/reduce_sum.s -o " + clo.string());
  ASSERT_EQ(built.exitCode, 0) << built.err;
  std::string bytes = slurp(clo);
  // The fourth metadata line, ";uniqueid:1024", replaced by as many bytes
  // holding ESC [ J, BEL and 0xff.
  const std::string line = ";uniqueid:1024";
  const size_t at = bytes.find(line);
  ASSERT_NE(at, std::string::npos);
  bytes.replace(at, line.size(), "Xuniqueid\x1b[J\x07\xff");
  write(clo, bytes);
  const Result r = gpuasm("dis -t gcn " + clo.string());
  EXPECT_EQ(r.exitCode, 1);
  const std::string tail =
      ": kernel reduce_sum: metadata line 4 'Xuniqueid\\x1b[J\\x07\\xff': does not start with "
      "';'\n";
  ASSERT_GE(r.err.size(), tail.size()) << r.err;
  EXPECT_EQ(r.err.substr(r.err.size() - tail.size()), tail) << r.err;
  EXPECT_EQ(r.err.rfind("gpuasm: " + clo.string() + ": offset 0x", 0), 0u) << r.err;
  EXPECT_TRUE(terminalSafe(r.err)) << r.err;
}

// A listing is read on the terminal too: a kernel name whose bytes a corrupt
// binary changed (every "reduce" of the file now "red ESC ce", so that the
// binary still reads) is listed escaped, as the rule shows it.
TEST(CliTerminal, AListingShowsACorruptKernelNameEscaped) {
  const fs::path clo = scratch() / "terminal_name.clo";
  Result built = gpuasm("asm -t gcn --format amdcl builtin:gcn/reduce_sum.s -o " + clo.string());
  ASSERT_EQ(built.exitCode, 0) << built.err;
  std::string bytes = slurp(clo);
  size_t count = 0;
  for (size_t at = bytes.find("reduce"); at != std::string::npos; at = bytes.find("reduce", at)) {
    bytes.replace(at, 6,
                  "red\x1b"
                  "ce");
    ++count;
  }
  ASSERT_GE(count, 3u);
  write(clo, bytes);
  const Result r = gpuasm("dis -t gcn " + clo.string());
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("// kernel red\\x1bce_sum\n"), std::string::npos) << r.out;
  EXPECT_TRUE(terminalSafe(r.out));
}

const std::string kTransferModelRest =
    "[link]\ngeneration = 3\nlanes = 8\n[dma]\nread_bytes_per_second = 1e9\n"
    "write_bytes_per_second = 1e9\n";

TEST(CliTerminal, ATransferModelsUnprintableNameIsRefusedNotPrinted) {
  struct Case {
    std::string name, err;
  };
  // Before, each printed its name raw into the report on stdout and exited 0.
  const Case cases[] = {
      {"a\\u001b[2Jb", "'name' is 'a\\x1b[2Jb'"},
      {"bell\\u0007", "'name' is 'bell\\x07'"},
      {"csi\\u009b2J", "'name' is 'csi\\xc2\\x9b2J'"},
  };
  const fs::path file = scratch() / "terminal_model.toml";
  for (const Case& c : cases) {
    write(file, "name = \"" + c.name + "\"\n" + kTransferModelRest);
    const Result r = gpuasm("transfer --from model:" + file.string() + " --to host --size 1K");
    EXPECT_EQ(r.exitCode, 2) << c.name;
    EXPECT_EQ(r.out, "") << c.name;
    EXPECT_EQ(r.err, "gpuasm: transfer: " + file.string() + ":1:8: error: " + c.err +
                         ": control characters and bytes that are not UTF-8 are not allowed "
                         "[transfer-model]\n");
  }
  // A byte that is not UTF-8 is toml++'s error; its message is safe too.
  write(file,
        "name = \"a\xff"
        "b\"\n" +
            kTransferModelRest);
  Result r = gpuasm("transfer --from model:" + file.string() + " --to host --size 1K");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm: transfer: " + file.string() +
                       ":1:9: error: Encountered invalid utf-8 sequence [transfer-model]\n");
  // 50 MB of name printed 50 MB of report; now 158 bytes of message.
  write(file, "name = \"" + std::string(50 << 20, 'n') + "\"\n" + kTransferModelRest);
  r = gpuasm("transfer --from model:" + file.string() + " --to host --size 1K");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "gpuasm: transfer: " + file.string() +
                       ":1:8: error: 'name' is 52428800 bytes long: at most 64 [transfer-model]\n");
  fs::remove(file);
}

TEST(CliTerminal, AnUnknownKeyOfMegabytesIsOneLineOfAKilobyte) {
  const fs::path file = scratch() / "terminal_key.toml";
  write(file, "name = \"x\"\n" + std::string(4 << 20, 'k') + " = 1\n" + kTransferModelRest);
  const Result r = gpuasm("transfer --from model:" + file.string() + " --to host --size 1K");
  EXPECT_EQ(r.exitCode, 2);
  const std::string start = "gpuasm: transfer: " + file.string() + ":2:1: error: unknown key '";
  EXPECT_EQ(r.err, start + std::string(1024 - start.size(), 'k') + "...\n");
  fs::remove(file);
}

std::string smModel(const std::string& name) {
  return "name = \"" + name +
         "\"\nclock_ghz = 2\nsms = 1\n[scheduler]\ncount = 1\n[[unit]]\nname = \"alu\"\n"
         "lanes = 32\nclasses = [\"int-alu\", \"branch\", \"load-store\"]\n[class.int-alu]\n"
         "latency = 4\n[class.branch]\nlatency = 4\n[class.load-store]\nlatency = 4\n";
}

TEST(CliTerminal, AnSmModelsUnprintableNameIsRefusedInRunAndStudy) {
  // Before, `study -t ptx` printed the name raw: ESC[2J cleared the screen.
  const fs::path file = scratch() / "terminal_sm.toml";
  write(file, smModel("\\u001b[2Jsm\\u0007"));
  const std::string message = file.string() +
                              ":1:8: error: 'name' in the top level is '\\x1b[2Jsm\\x07': control "
                              "characters and bytes that are not UTF-8 are not allowed "
                              "[sm-config]\n";
  Result r = gpuasm("study -t ptx --ops 1000 --model " + file.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "gpuasm study: --model " + message);
  r = gpuasm("run -t ptx builtin:ptx/add256.ptx --model " + file.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --model " + file.string() + ": " + message);
  write(file, smModel(std::string(1 << 20, 'n')));
  r = gpuasm("study -t ptx --ops 1000 --model " + file.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm study: --model " + file.string() +
                       ":1:8: error: 'name' in the top level is 1048576 bytes long: at most 64 "
                       "[sm-config]\n");
  fs::remove(file);
}

TEST(CliTerminal, AKernelsPrintfReachesTheReportEscaped) {
  // vprintf of the bytes ESC [ 2 J BEL 0xff newline.
  const fs::path file = scratch() / "terminal_printf.ptx";
  write(file,
        ".version 7.0\n.target sm_50\n.address_size 64\n"
        ".extern .func (.param .b32 func_retval0) vprintf(.param .b64 vprintf_param_0, "
        ".param .b64 vprintf_param_1);\n"
        ".global .align 1 .b8 $str[8] = {27, 91, 50, 74, 7, 255, 10, 0};\n"
        ".visible .entry hostile()\n{\n  .reg .b32 %r<2>;\n  .reg .b64 %rd<3>;\n"
        "  mov.u64 %rd1, $str;\n  cvta.global.u64 %rd2, %rd1;\n  {\n"
        "  .param .b64 param0;\n  st.param.b64 [param0+0], %rd2;\n"
        "  .param .b64 param1;\n  st.param.b64 [param1+0], 0;\n  .param .b32 retval0;\n"
        "  call.uni (retval0), vprintf, (param0, param1);\n  ld.param.b32 %r1, [retval0+0];\n"
        "  }\n  ret;\n}\n");
  const Result r = gpuasm("run -t ptx " + file.string() + " --block 1");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out.rfind("\\x1b[2J\\x07\\xff\nkernel hostile on ", 0), 0u) << r.out;
  EXPECT_TRUE(terminalSafe(r.out)) << r.out;
  fs::remove(file);
}

// Item 4: a model that does not load is exit 2 wherever it is named.
TEST(CliTerminal, ABadModelFileIsAUsageErrorInEveryCommand) {
  const fs::path sm = scratch() / "terminal_clock.toml";
  std::string text = smModel("slow");
  text.replace(text.find("clock_ghz = 2"), 13, "clock_ghz = 1e-300");
  write(sm, text);
  const std::string clock = sm.string() +
                            ":2:13: error: 'clock_ghz' in the top level is 1e-300, out of range "
                            "0.001..100 [sm-config]\n";
  Result r = gpuasm("run -t ptx builtin:ptx/add256.ptx --model " + sm.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --model " + sm.string() + ": " + clock);
  r = gpuasm("study -t ptx --ops 1000 --model " + sm.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm study: --model " + clock);
  r = gpuasm("bench -t ptx montmul --model " + sm.string());
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm bench: --model " + sm.string() + ": " + clock);

  // Before: "inf s" on stdout and exit 0.
  const fs::path transfer = scratch() / "terminal_rate.toml";
  text = "name = \"slow\"\n" + kTransferModelRest;
  text.replace(text.find("write_bytes_per_second = 1e9"), 28, "write_bytes_per_second = 5e-324");
  write(transfer, text);
  r = gpuasm("transfer --from model:" + transfer.string() + " --to host --size 1K");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "gpuasm: transfer: " + transfer.string() +
                       ":7:26: error: 'write_bytes_per_second' in [dma] is 5e-324, out of range "
                       "1..1000000000000000 [transfer-model]\n");
  fs::remove(sm);
  fs::remove(transfer);
}

}  // namespace
