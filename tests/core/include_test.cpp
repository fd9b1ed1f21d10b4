// .include: the directory of the including file first, then -I paths; the
// include chain in diagnostics; missing files and runaway recursion.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "core/core_target.hpp"
#include "support/assemble.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;

class IncludeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ = fs::temp_directory_path() /
            fmt::format("gpuasm-include-{}-{}-{}", getpid(), info->test_suite_name(), info->name());
    fs::remove_all(root_);
    ASSERT_TRUE(fs::create_directories(root_));
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }

  fs::path write(const fs::path& relative, const std::string& text) {
    fs::path path = root_ / relative;
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }

  // Assembles a file from disk, as the command-line tool does.
  CoreResult assembleFile(const fs::path& path, const AssemblerOptions& options = {},
                          const AssemblerLimits& limits = {}) {
    CoreTestTarget target;
    SourceManager sources;
    DiagnosticEngine diagnostics(sources);
    auto file = sources.addFile(path);
    EXPECT_TRUE(file) << path;
    CoreResult result;
    if (!file) return result;
    result.image = assemble(target, sources, *file, diagnostics, options, limits);
    result.diagnostics = diagnostics.renderAll();
    result.errors = diagnostics.errorCount();
    return result;
  }

  std::string at(const fs::path& relative) const { return (root_ / relative).string(); }

  fs::path root_;
};

TEST_F(IncludeTest, IncludedTextIsAssembledInPlace) {
  write("part.s", ".word 2\n");
  auto main = write("main.s", ".word 1\n.include \"part.s\"\n.word 3\n");
  auto r = assembleFile(main);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 2, 3}));
}

TEST_F(IncludeTest, RelativeNamesResolveAgainstTheIncludingFilesDirectory) {
  // main.s includes sub/a.s, which includes b.s: that is sub/b.s, not ./b.s.
  write("sub/a.s", ".word 1\n.include \"b.s\"\n");
  write("sub/b.s", ".word 2\n");
  write("b.s", ".word 99\n");
  auto main = write("main.s", ".include \"sub/a.s\"\n.include \"b.s\"\n");
  auto r = assembleFile(main);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 2, 99}));
}

TEST_F(IncludeTest, IncludePathsAreSearchedInOrderAfterTheFilesDirectory) {
  write("src/local.s", ".word 1\n");
  write("inc1/local.s", ".word 10\n");
  write("inc1/shared.s", ".word 11\n");
  write("inc2/shared.s", ".word 21\n");
  write("inc2/only2.s", ".word 22\n");
  auto main =
      write("src/main.s", ".include \"local.s\"\n.include \"shared.s\"\n.include \"only2.s\"\n");
  AssemblerOptions options;
  options.includePaths = {root_ / "inc1", root_ / "inc2"};
  auto r = assembleFile(main, options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1, 11, 22}));
}

TEST_F(IncludeTest, AbsolutePathsAreUsedAsTheyAre) {
  auto part = write("elsewhere/part.s", ".word 5\n");
  auto main = write("main.s", fmt::format(".include \"{}\"\n", part.string()));
  auto r = assembleFile(main);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{5}));
}

TEST_F(IncludeTest, SymbolsAndMacrosOfAnIncludedFileAreVisibleAfterIt) {
  write("defs.s",
        "COUNT = 3\n"
        ".macro twice v\n"
        ".word \\v, \\v\n"
        ".endm\n");
  auto main = write("main.s", ".include \"defs.s\"\ntwice COUNT + 1\n");
  auto r = assembleFile(main);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{4, 4}));
}

TEST_F(IncludeTest, IncludeInAFalseBranchIsNotRead) {
  auto main = write("main.s", ".if 0\n.include \"missing.s\"\n.endif\n.word 1\n");
  auto r = assembleFile(main);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{1}));
}

TEST_F(IncludeTest, MissingFileIsAnErrorAtTheName) {
  auto main = write("main.s", ".word 1\n.include \"missing.s\"\n");
  auto r = assembleFile(main);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics, at("main.s") +
                               ":2:10: error: cannot find include file 'missing.s' "
                               "[include-not-found]\n"
                               "  .include \"missing.s\"\n"
                               "           ^\n"
                               "1 error, 0 warnings generated.\n");
}

TEST_F(IncludeTest, DirectoryIsNamedAsADirectoryNotAsMissing) {
  fs::create_directories(root_ / "dir.s");
  auto main = write("main.s", ".include \"dir.s\"\n");
  auto r = assembleFile(main);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u);
  EXPECT_NE(r.diagnostics.find("error: '" + at("dir.s") + "' is a directory [include-unreadable]"),
            std::string::npos)
      << r.diagnostics;
}

TEST_F(IncludeTest, FifoIsRefusedWithoutBlocking) {
  // Opening a FIFO for reading waits for a writer: the assembly would hang.
  ASSERT_EQ(mkfifo(at("pipe.s").c_str(), 0600), 0);
  auto main = write("main.s", ".include \"pipe.s\"\n");
  auto r = assembleFile(main);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u);
  EXPECT_NE(r.diagnostics.find("error: '" + at("pipe.s") +
                               "' is not a regular file [include-unreadable]"),
            std::string::npos)
      << r.diagnostics;
}

TEST_F(IncludeTest, DeviceIsRefusedRatherThanReadForever) {
  auto main = write("main.s", ".include \"/dev/zero\"\n");
  auto r = assembleFile(main);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u);
  EXPECT_NE(r.diagnostics.find("error: '/dev/zero' is not a regular file [include-unreadable]"),
            std::string::npos)
      << r.diagnostics;
}

TEST_F(IncludeTest, FileOverTheInputLimitIsRefusedWithoutReadingIt) {
  // Sparse: it takes no disk and, refused by its size, no time to read.
  write("huge.s", "");
  fs::resize_file(root_ / "huge.s", kMaxInputFileBytes + 1);
  auto main = write("main.s", ".include \"huge.s\"\n");
  auto r = assembleFile(main);
  EXPECT_FALSE(r.image);
  EXPECT_NE(r.diagnostics.find("error: '" + at("huge.s") +
                               "' is larger than the 256 MiB input limit [include-unreadable]"),
            std::string::npos)
      << r.diagnostics;
}

TEST_F(IncludeTest, DirectoryOnTheWayDoesNotHideAFileLaterOnTheIncludePath) {
  fs::create_directories(root_ / "part.s");
  write("inc/part.s", "emit 3\n");
  auto main = write("main.s", ".include \"part.s\"\n");
  AssemblerOptions options;
  options.includePaths.push_back(root_ / "inc");
  auto r = assembleFile(main, options);
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{3})) << r.diagnostics;
}

TEST_F(IncludeTest, NameMustBeAQuotedString) {
  auto main = write("main.s", ".include part.s\n");
  auto r = assembleFile(main);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics, at("main.s") +
                               ":1:10: error: expected a quoted file name after '.include' "
                               "[expected-string]\n"
                               "  .include part.s\n"
                               "           ^\n"
                               "1 error, 0 warnings generated.\n");
}

TEST_F(IncludeTest, ErrorInAnIncludedFileShowsTheIncludeChain) {
  write("sub/inner.s", ".word 1\n.bogus\n");
  write("sub/outer.s", "; outer\n.include \"inner.s\"\n");
  auto main = write("main.s", ".word 0\n.word 0\n.include \"sub/outer.s\"\n");
  auto r = assembleFile(main);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics, "In file included from " + at("sub/outer.s") +
                               ":2:\n"
                               "In file included from " +
                               at("main.s") + ":3:\n" + at("sub/inner.s") +
                               ":2:1: error: unknown directive '.bogus' [unknown-directive]\n"
                               "  .bogus\n"
                               "  ^\n"
                               "1 error, 0 warnings generated.\n");
}

TEST_F(IncludeTest, ErrorsInSeveralFilesAreAllReported) {
  write("a.s", ".bogus_a\n");
  write("b.s", ".bogus_b\n");
  auto main = write("main.s", ".include \"a.s\"\n.bogus_main\n.include \"b.s\"\n");
  auto r = assembleFile(main);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 3u);
  EXPECT_EQ(r.diagnostics, "In file included from " + at("main.s") + ":1:\n" + at("a.s") +
                               ":1:1: error: unknown directive '.bogus_a' [unknown-directive]\n"
                               "  .bogus_a\n"
                               "  ^\n" +
                               at("main.s") +
                               ":2:1: error: unknown directive '.bogus_main' [unknown-directive]\n"
                               "  .bogus_main\n"
                               "  ^\n"
                               "In file included from " +
                               at("main.s") + ":3:\n" + at("b.s") +
                               ":1:1: error: unknown directive '.bogus_b' [unknown-directive]\n"
                               "  .bogus_b\n"
                               "  ^\n"
                               "3 errors, 0 warnings generated.\n");
}

TEST_F(IncludeTest, SelfInclusionStopsAtTheDepthLimit) {
  auto loop = write("loop.s", ".include \"loop.s\"\n");
  AssemblerLimits limits;
  limits.maxIncludeDepth = 2;
  auto r = assembleFile(loop, {}, limits);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.diagnostics, "In file included from " + at("loop.s") +
                               ":1:\n"
                               "In file included from " +
                               at("loop.s") + ":1:\n" + at("loop.s") +
                               ":1:1: error: includes nested more than 2 deep [include-depth]\n"
                               "  .include \"loop.s\"\n"
                               "  ^\n"
                               "1 error, 0 warnings generated.\n");
}

TEST_F(IncludeTest, UnboundedSelfInclusionIsOneError) {
  auto loop = write("loop.s", ".word 1\n.include \"loop.s\"\n");
  auto r = assembleFile(loop);
  EXPECT_FALSE(r.image);
  EXPECT_EQ(r.errors, 1u);
  EXPECT_NE(r.diagnostics.find("error: includes nested more than 32 deep [include-depth]"),
            std::string::npos);
}

TEST_F(IncludeTest, BufferNamedWithAPathIncludesNextToThatPath) {
  write("lib/k.s", ".word 7\n");
  CoreOptions options;
  options.name = at("lib/virtual.s");  // no such file: only its directory matters
  auto r = assembleCore(".include \"k.s\"\n", options);
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{7}));
}

TEST_F(IncludeTest, DemoliciousIncludePathsComeFromAssembleSettings) {
  write("inc/kernel_defs.s", "RESULT = 42\n.macro finish\nthread_finished\n.endm\n");
  AssembleSettings settings;
  settings.includePaths = {root_ / "inc"};
  auto r = assembleDemolicious(".include \"kernel_defs.s\"\nldi $7, RESULT\nfinish\n", settings,
                               at("main.s"));
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(r.warnings, 0u) << r.diagnostics;
  EXPECT_EQ(r.words(), (std::vector<uint32_t>{0x0407002a, 0x40000000}));
}

}  // namespace
}  // namespace gpuasm::testing
