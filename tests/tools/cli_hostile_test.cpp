// The gpuasm program against a hostile caller (issue 12): closed and full
// streams, failed writes, endless or wrong inputs, hex text with a typo, JSON
// that must stay JSON, and messages in the user's words.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>

#include "support/build_paths.hpp"
#include "tools/cli_support.hpp"

namespace {

using namespace cli_test;
using cli_test::gpuasm;  // the function, not the namespace

const std::string kVc4End = "nop; thrend\nnop\nnop\n";

// A vc4 kernel that stores uniform 0 + element number to 16 words of the
// buffer named by uniform 1 (VPM write, then a VDW DMA store).
const std::string kVc4Store =
    "mov r0, unif\nmov r1, unif\nmov vw_setup, vpm_setup(1, 1, h32(0))\n"
    "add vpm, r0, elem_num\nmov vw_setup, vdw_setup_0(1, 16, dma_h32(0, 0))\n"
    "mov vw_addr, r1\nmov -, vw_wait\nnop; thrend\nnop\nnop\n";

// A folder of its own, empty, for checking what a command leaves behind.
fs::path freshFolder(const std::string& name) {
  fs::path dir = scratch() / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::vector<std::string> filesIn(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(dir)) names.push_back(entry.path().filename());
  std::sort(names.begin(), names.end());
  return names;
}

// ---- 1. A closed or full stderr: a message that cannot be shown is dropped ----

TEST(CliHostileStreams, ClosedOrFullStderrGivesTheExitCodeNotAnAbort) {
  for (const char* redirect : {"2>&-", "2>/dev/full"}) {
    EXPECT_EQ(gpuasmShell("asm -t nope x.s", "", redirect).exitCode, 2) << redirect;
    EXPECT_EQ(gpuasmShell("frob", "", redirect).exitCode, 2) << redirect;
    EXPECT_EQ(gpuasmShell("asm -t vc4 /nonexistent.qasm", "", redirect).exitCode, 1) << redirect;
    EXPECT_EQ(gpuasmShell("asm -t vc4 -", "frob r0\n", redirect).exitCode, 1) << redirect;
    // A kernel fault: the report still reaches stdout.
    Result r = gpuasmShell("run -t vc4 - --uniform 1 --uniform 0", kVc4Store, redirect);
    EXPECT_EQ(r.exitCode, 1) << redirect;
    EXPECT_NE(r.out.find("fault: vpm"), std::string::npos) << redirect << ": " << r.out;
    // Success with a warning on stderr is still success, with the same result.
    const std::string risky = "mv $data, $7\nthread_finished\n";
    r = gpuasmShell("asm -t demolicious -", risky, redirect);
    EXPECT_EQ(r.exitCode, 0) << redirect;
    EXPECT_EQ(r.out, gpuasm("asm -t demolicious -", risky).out) << redirect;
    EXPECT_EQ(r.out.size(), 22u) << redirect;  // two words
  }
}

// ---- 2. Every write is checked; a failed one leaves no partial file ---------

TEST(CliHostileStreams, FullOrClosedStdoutExitsOneWithAMessage) {
  const std::pair<const char*, const char*> cases[] = {
      {">/dev/full", "gpuasm: cannot write standard output: No space left on device\n"},
      {">&-", "gpuasm: cannot write standard output: it is closed\n"}};
  for (const auto& [redirect, message] : cases) {
    for (const std::string& command :
         {std::string("asm -t vc4 -"), std::string("dis -t vc4 -"), std::string("targets"),
          std::string("--help"), std::string("run --help"),
          std::string("study -t demolicious --json")}) {
      const std::string input = command.starts_with("dis") ? "0x009e7000, 0x100009e7\n" : kVc4End;
      Result r = gpuasmShell(command, input, redirect);
      EXPECT_EQ(r.exitCode, 1) << command << " " << redirect;
      EXPECT_EQ(r.err, message) << command << " " << redirect;
    }
  }
  // Nothing for stdout: a closed stdout does not matter, and the file is whole.
  fs::path bin = freshFolder("closed_stdout") / "k.bin";
  Result r = gpuasmShell("asm -t vc4 - -o " + bin.string(), kVc4End, ">&-");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(fs::file_size(bin), 24u);
}

TEST(CliHostileStreams, ClosedStdinIsAnErrorNotAnEmptyFile) {
  Result r = gpuasmShell("asm -t vc4 -", "", "<&-");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm: cannot read standard input: it is closed\n");
  // A target's own command that reads standard input (`aes`) too.
  r = gpuasmShell(
      "aes --mode ctr --key 000102030405060708090a0b0c0d0e0f --iv "
      "000102030405060708090a0b0c0d0e0f",
      "", "<&-");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm: cannot read standard input: it is closed\n");
  EXPECT_EQ(r.out, "");
}

TEST(CliHostileStreams, FailedOutputFileWritesExitOne) {
  const std::string buffer = " --buffer out=64 --uniform 1 --uniform out";
  const std::pair<std::string, std::string> cases[] = {
      {"asm -t vc4 - -o /dev/full", kVc4End},
      {"dis -t vc4 - -o /dev/full", "0x009e7000, 0x300009e7\n"},
      {"run -t vc4 -" + buffer + " --dump out=/dev/full", kVc4Store},
      {"run -t vc4 -" + buffer + " --png out=/dev/full:4x4", kVc4Store},
      {"run -t demolicious - --size 4x4 --png /dev/full", "thread_finished\n"}};
  for (const auto& [command, input] : cases) {
    Result r = gpuasm(command, input);
    EXPECT_EQ(r.exitCode, 1) << command;
    EXPECT_NE(r.err.find("cannot write '/dev/full': No space left on device"), std::string::npos)
        << command << ": " << r.err;
  }
  // A folder is not a file to write.
  Result r = gpuasm("asm -t vc4 - -o " + scratch().string(), kVc4End);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm: cannot write '" + scratch().string() + "': it is a directory\n");
}

// A file size limit (ulimit -f, with SIGXFSZ ignored so that write() fails
// with EFBIG) stands in for a full disk: the old file stays as it was and no
// temporary file is left beside it.
TEST(CliHostileStreams, AWriteThatFailsHalfwayLeavesTheOldFileAndNoPartialOne) {
  const std::string limit = "trap '' XFSZ; ulimit -f 1;";  // 512 bytes
  std::string nops;
  for (int i = 0; i < 100; ++i) nops += "nop\n";  // 800 bytes of vc4 code
  fs::path dir = freshFolder("efbig");
  write(dir / "k.bin", "old");
  Result r = gpuasmShell("asm -t vc4 - -o " + (dir / "k.bin").string(), nops + kVc4End, "", limit);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm: cannot write '" + (dir / "k.bin").string() + "': File too large\n");
  EXPECT_EQ(slurp(dir / "k.bin"), "old");
  EXPECT_EQ(filesIn(dir), std::vector<std::string>{"k.bin"});

  // --dump NAME=FILE and --png: a 64x64 image of random pixels does not compress below 512 bytes.
  std::string pixels(64 * 64 * 4, '\0');
  std::mt19937 random(12);
  for (char& c : pixels) c = static_cast<char>(random());
  write(dir / "pixels.raw", pixels);
  for (const std::string& output :
       {std::string("--dump img=") + (dir / "out.raw").string(),
        std::string("--png img=") + (dir / "out.png").string() + ":64x64"}) {
    r = gpuasmShell("run -t vc4 - --buffer img=@" + (dir / "pixels.raw").string() + " " + output,
                    kVc4End, "", limit);
    EXPECT_EQ(r.exitCode, 1) << output;
    EXPECT_NE(r.err.find("File too large"), std::string::npos) << output << ": " << r.err;
    EXPECT_EQ(filesIn(dir), (std::vector<std::string>{"k.bin", "pixels.raw"})) << output;
  }
  // Without the limit the same files are written whole, and nothing else.
  r = gpuasm("run -t vc4 - --buffer img=@" + (dir / "pixels.raw").string() +
                 " --dump img=" + (dir / "out.raw").string(),
             kVc4End);
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(slurp(dir / "out.raw"), pixels);
  EXPECT_EQ(filesIn(dir), (std::vector<std::string>{"k.bin", "out.raw", "pixels.raw"}));
}

// ---- 3. Inputs: a size limit, and folders refused ----------------------------

TEST(CliHostileInputs, EndlessOrHugeInputsAreRefusedAtTheLimit) {
  // `timeout`: without a limit these grow until memory runs out.
  Result r = gpuasmShell("asm -t vc4 /dev/zero", "", "", "timeout 60");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm: '/dev/zero' is larger than the 256 MiB input limit\n");
  r = gpuasmShell("asm -t vc4 -", "", "</dev/zero", "timeout 60");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm: '<stdin>' is larger than the 256 MiB input limit\n");
  r = gpuasmShell("run -t vc4 - --buffer x=@/dev/zero", kVc4End, "", "timeout 60");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err,
            "gpuasm run: --buffer x=@/dev/zero: '/dev/zero' is larger than the 256 MiB input "
            "limit\n");
  // A (sparse) file one byte over the limit is refused by its size, unread.
  fs::path big = freshFolder("big") / "big.qasm";
  write(big, "");
  fs::resize_file(big, (uint64_t{256} << 20) + 1);
  r = gpuasm("asm -t vc4 " + big.string());
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm: '" + big.string() + "' is larger than the 256 MiB input limit\n");
  r = gpuasm("run -t vc4 - --buffer x=@" + big.string(), kVc4End);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("is larger than the 256 MiB input limit"), std::string::npos) << r.err;
  fs::remove(big);
}

TEST(CliHostileInputs, AFolderIsRefusedByName) {
  const std::string dir = scratch().string();
  for (const char* command : {"asm -t vc4 ", "dis -t vc4 ", "run -t vc4 "}) {
    Result r = gpuasm(command + dir);
    EXPECT_EQ(r.exitCode, 1) << command;
    EXPECT_EQ(r.out, "") << command;
    EXPECT_EQ(r.err, "gpuasm: '" + dir + "' is a directory\n") << command;
  }
  Result r = gpuasm("run -t vc4 - --buffer x=@" + dir, kVc4End);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, "gpuasm run: --buffer x=@" + dir + ": '" + dir + "' is a directory\n");
}

// ---- 4. dis: hex text with a typo is reported, not disassembled as bytes -----

TEST(CliHostileDis, HexTextWithATypoIsAnErrorAtItsLineAndColumn) {
  const std::string typo = "0x08050000, 0x4000g000 // thread_finish\n";  // 40 bytes
  Result r = gpuasm("dis -t demolicious -", typo);
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err,
            "<stdin>:1:13: error: '0x4000g000' is not a hex word (the input is hex text; "
            "--input-format bin reads it as a binary)\n");
  // vc4 halves, the typo on the second line after a comment line.
  r = gpuasm("dis -t vc4 -", "# kernel\n0x009e7000, 0x100009e7,\n0x009e7000, 0x1000O9e7\n");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("<stdin>:3:13: error: '0x1000O9e7' is not a hex word"), std::string::npos)
      << r.err;
  // As a binary when asked: 40 bytes are 10 demolicious words.
  r = gpuasm("dis -t demolicious - --input-format bin", typo);
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 10);
}

// ---- 5. --json: stdout is one JSON document, keys in snake_case --------------

// Every key of `j` is lower case with underscores (the names of --dump buffers are the user's).
void expectSnakeCaseKeys(const nlohmann::json& j, const std::string& where) {
  auto snake = [](const std::string& key) {
    return !key.empty() && key[0] >= 'a' && key[0] <= 'z' &&
           std::all_of(key.begin(), key.end(), [](char c) {
             return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
           });
  };
  if (j.is_array())
    for (const auto& item : j) expectSnakeCaseKeys(item, where);
  if (!j.is_object()) return;
  for (const auto& [key, value] : j.items()) {
    EXPECT_TRUE(snake(key)) << where << ": key '" << key << "'";
    if (key != "dumps") expectSnakeCaseKeys(value, where + "." + key);
  }
}

TEST(CliHostileJson, RunWithDumpsIsOneJsonDocument) {
  Result r = gpuasm(
      "run -t vc4 - --buffer out=64 --uniform 100 --uniform out --dump out --json --mode cycle",
      kVc4Store);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);  // throws if anything follows the document
  ASSERT_TRUE(j.contains("dumps")) << r.out;
  const auto& out = j["dumps"]["out"];
  EXPECT_EQ(out["bytes"], 64);
  std::vector<uint32_t> expected;
  for (uint32_t lane = 0; lane < 16; ++lane) expected.push_back(100 + lane);
  EXPECT_EQ(out["words"].get<std::vector<uint32_t>>(), expected);
  // The buffer's address is its bus address, in the uncached alias that
  // MEM_FLAG_DIRECT gives (0xC0000000 up), as every target names it: "address".
  EXPECT_EQ(out["address"].get<uint32_t>() & 0xC0000000u, 0xC0000000u) << out;
  expectSnakeCaseKeys(j, "vc4 run");
  r = gpuasm("run -t demolicious builtin:demolicious/tunnel.s --size 16x16 --mode cycle --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  expectSnakeCaseKeys(nlohmann::json::parse(r.out), "demolicious run");
  r = gpuasm("study -t demolicious --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  expectSnakeCaseKeys(nlohmann::json::parse(r.out), "study");
}

TEST(CliHostileJson, FftKeysAreSnakeCase) {
  const fs::path corpus = gpuasm::testing::sourceDirectory() + "/../shared/corpora/hello_fft";
  if (!fs::is_directory(corpus / "hex")) GTEST_SKIP() << "no hello_fft corpus at " << corpus;
  Result r =
      gpuasm("fft --hello-fft " + corpus.string() + " --shaders hex -n 8 --mode functional --json");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  nlohmann::json runs = nlohmann::json::parse(r.out);
  expectSnakeCaseKeys(runs, "fft");
  EXPECT_TRUE(runs[0].contains("host_seconds"));
  EXPECT_TRUE(runs[0]["run"].contains("host_seconds"));
}

// ---- 6. Messages in the user's words; run takes binary and hex kernels ------

TEST(CliHostileMessages, UnknownCommandIsNamedWithTheCommands) {
  Result r = gpuasm("frob -t vc4");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err,
            "gpuasm: unknown command 'frob' (commands: asm, dis, run, targets, transfer, study, "
            "bench, fft, "
            "aes)\n"
            "Run 'gpuasm --help' for usage.\n");
  EXPECT_EQ(gpuasm("--version").exitCode, 0);
}

TEST(CliHostileMessages, OptionErrorsNameTheOptionTyped) {
  Result r = gpuasm("run -t demolicious - --threads 1 --barrel 0", "thread_finished\n");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --barrel 0 is outside 1..256\n");
  r = gpuasm("run -t demolicious - --threads 1 --barrel 300", "thread_finished\n");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err, "gpuasm run: --barrel 300 is outside 1..256\n");
}

// CLI11 lists unexpected arguments last first ("2 --qpus"); they are shown as
// typed, with the command and target whose options they are not.
TEST(CliHostileMessages, UnexpectedArgumentsAreShownAsTypedWithTheirCommand) {
  Result r = gpuasm("run -t demolicious - --qpus 2 --foo", "thread_finished\n");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err,
            "gpuasm: unexpected arguments for 'gpuasm run -t demolicious': --qpus 2 --foo\n"
            "Run 'gpuasm run -t demolicious --help' for its options.\n");
  r = gpuasm("asm -t vc4 - extra", kVc4End);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(r.err,
            "gpuasm: unexpected argument for 'gpuasm asm -t vc4': extra\n"
            "Run 'gpuasm asm -t vc4 --help' for its options.\n");
}

TEST(CliHostileMessages, CountsAreSingularForOne) {
  Result r = gpuasm("run -t vc4 - -m restrictions=off",
                    "mov sfu_recip, r0\nmov r1, r4\nnop; thrend\nnop\nnop\n");
  EXPECT_EQ(r.exitCode, 1) << r.err;  // a run-time hazard, as on every target
  EXPECT_NE(r.err.find("gpuasm: 1 run-time hazard: on the hardware"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("vc4 run (functional mode, 1 QPU)\n"), std::string::npos) << r.out;
  r = gpuasm("run -t vc4 - --qpus 2", kVc4End);
  EXPECT_NE(r.out.find("vc4 run (functional mode, 2 QPUs)\n"), std::string::npos) << r.out;
}

TEST(CliHostileMessages, HelpNamesTheShippedKernels) {
  for (const char* command : {"asm", "dis", "run"}) {
    for (const std::string& target : {std::string(), std::string(" -t vc4")}) {
      Result r = gpuasm(command + target + " --help");
      EXPECT_EQ(r.exitCode, 0) << command;
      EXPECT_NE(r.out.find("builtin:<target>/<file>"), std::string::npos) << command;
      EXPECT_NE(r.out.find("builtin:vc4/mandelbrot.qasm"), std::string::npos) << command;
      EXPECT_NE(r.out.find("builtin:demolicious/tunnel.s"), std::string::npos) << command;
    }
  }
  Result r = gpuasm("dis -t vc4 builtin:vc4/mandelbrot.qasm");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(
      r.err,
      "gpuasm: builtin:vc4/mandelbrot.qasm is a source file: assemble it first (gpuasm asm -t "
      "vc4 builtin:vc4/mandelbrot.qasm | gpuasm dis -t vc4 -)\n");
}

TEST(CliHostileMessages, RunTakesBinaryAndHexKernels) {
  fs::path dir = freshFolder("run_binary");
  const std::string bin = (dir / "store.bin").string(), hex = (dir / "store.hex").string();
  ASSERT_EQ(gpuasm("asm -t vc4 - -o " + bin, kVc4Store).exitCode, 0);
  ASSERT_EQ(gpuasm("asm -t vc4 - --format hex -o " + hex, kVc4Store).exitCode, 0);
  const std::string options = " --buffer out=64 --uniform 7 --uniform out --dump out --json";
  Result fromSource = gpuasm("run -t vc4 -" + options, kVc4Store);
  ASSERT_EQ(fromSource.exitCode, 0) << fromSource.err;
  const auto words = nlohmann::json::parse(fromSource.out)["dumps"]["out"]["words"];
  EXPECT_EQ(words[15], 7 + 15);
  const std::pair<std::string, std::string> inputs[] = {{bin, ""},
                                                        {hex, ""},
                                                        {"--input-format bin -", slurp(bin)},
                                                        {"--input-format hex -", slurp(hex)}};
  for (const auto& [input, standardInput] : inputs) {
    Result r = gpuasm("run -t vc4 " + input + options, standardInput);
    ASSERT_EQ(r.exitCode, 0) << input << ": " << r.err;
    EXPECT_EQ(nlohmann::json::parse(r.out)["dumps"]["out"]["words"], words) << input;
  }
  // A kernel fault is reported as for a source.
  Result r = gpuasm("run -t vc4 " + bin + " --uniform 1 --uniform 0");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("kernel fault [vpm]"), std::string::npos) << r.err;
  // A hex kernel with a typo is reported as dis reports it.
  write(dir / "typo.hex", "0x009e7000, 0x30z009e7\n");
  r = gpuasm("run -t vc4 " + (dir / "typo.hex").string());
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_EQ(r.err, (dir / "typo.hex").string() + ":1:13: error: '0x30z009e7' is not a hex word\n");
}

}  // namespace
