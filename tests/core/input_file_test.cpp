// readInputFile / readStandardInput: whole files read with a size cap, and
// what is not a file named as what it is.
#include "gpuasm/input_file.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "gpuasm/diagnostics.hpp"
#include "gpuasm/lexer.hpp"
#include "gpuasm/source.hpp"

namespace gpuasm {
namespace {

namespace fs = std::filesystem;

class InputFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ = fs::temp_directory_path() / fmt::format("gpuasm-input-{}-{}", getpid(), info->name());
    fs::remove_all(root_);
    ASSERT_TRUE(fs::create_directories(root_));
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }
  fs::path write(const std::string& name, const std::string& text) {
    fs::path path = root_ / name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  fs::path root_;
};

TEST_F(InputFileTest, ReadsTheWholeFileNulBytesIncluded) {
  std::string text("a\0b\nc", 5);
  InputText in = readInputFile(write("x.s", text));
  ASSERT_TRUE(in.ok()) << in.message;
  EXPECT_EQ(in.text, text);
  EXPECT_TRUE(in.message.empty());
}

// The text is read into one buffer of the file's size plus the byte where
// the read that finds the end lands: sizes around that and around the 64 KiB
// steps a pipe grows by come back whole, byte for byte.
TEST_F(InputFileTest, FilesOfEverySizeAroundTheBufferStepsComeBackWhole) {
  for (size_t size :
       {size_t{0}, size_t{1}, size_t{65535}, size_t{65536}, size_t{65537}, size_t{200003}}) {
    std::string text(size, '\0');
    for (size_t i = 0; i < size; ++i) text[i] = static_cast<char>('a' + i * 7 % 26);
    InputText in = readInputFile(write("sized.s", text));
    ASSERT_TRUE(in.ok()) << size << ": " << in.message;
    EXPECT_EQ(in.text, text) << size;
    EXPECT_LE(in.text.capacity(), size + size / 8 + 16) << size;
  }
}

// A large source is written into memory once: the buffer holds the file's
// size plus the byte where the read that finds the end lands. Reserving the
// size exactly made that last read double the buffer (a copy of the text)
// and shrinking it back copied it again: three times the file's pages
// faulted in (issue 32: a third of the page faults of assembling a 20 MB
// file). Counted as the process's minor page faults around the read, with
// room for the sanitizers' shadow pages and the test's own.
TEST_F(InputFileTest, ALargeFileIsWrittenIntoMemoryOnce) {
  constexpr size_t kBytes = size_t{16} << 20;
  const fs::path path = write("large.s", std::string(kBytes, 'x'));
  rusage before{};
  ASSERT_EQ(getrusage(RUSAGE_SELF, &before), 0);
  InputText in = readInputFile(path);
  rusage after{};
  ASSERT_EQ(getrusage(RUSAGE_SELF, &after), 0);
  ASSERT_TRUE(in.ok()) << in.message;
  EXPECT_EQ(in.text.size(), kBytes);
  const long pages = static_cast<long>(kBytes / 4096);
  EXPECT_LT(after.ru_minflt - before.ru_minflt, pages + pages / 2);
}

// The resident KiB of the mapping that holds `address` (/proc/self/smaps),
// -1 when no mapping holds it.
long residentKiB(const void* address) {
  std::ifstream smaps("/proc/self/smaps");
  const auto at = reinterpret_cast<uintptr_t>(address);
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    unsigned long begin = 0, end = 0;
    if (std::sscanf(line.c_str(), "%lx-%lx ", &begin, &end) == 2 && line.find('-') < 17) {
      inside = at >= begin && at < end;
      continue;
    }
    long kib = 0;
    if (inside && std::sscanf(line.c_str(), "Rss: %ld kB", &kib) == 1) return kib;
  }
  return -1;
}

// Lines of assembly, `bytes` long in all, each naming its own number.
std::string numberedLines(size_t bytes) {
  std::string text;
  for (size_t line = 1; text.size() < bytes; ++line) text += fmt::format("  add r{}, r1\n", line);
  return text;
}

// A source of kMapSourcesFrom bytes or more is mapped rather than copied, and
// reads the same; a smaller one, or a reader that does not ask, gets a copy.
TEST_F(InputFileTest, ALargeSourceIsMappedAndReadsAsTheFile) {
  const std::string text = numberedLines(kMapSourcesFrom + 12345);
  const fs::path path = write("large.s", text);
  InputReadOptions options;
  options.mapFrom = kMapSourcesFrom;
  InputText mapped = readInputFile(path, options);
  ASSERT_TRUE(mapped.ok()) << mapped.message;
  ASSERT_NE(mapped.mapped, nullptr);
  EXPECT_TRUE(mapped.text.empty());
  EXPECT_EQ(mapped.view(), text);
  InputText copied = readInputFile(path);
  EXPECT_EQ(copied.mapped, nullptr);
  EXPECT_EQ(copied.view(), text);
  InputText small = readInputFile(write("small.s", "nop\n"), options);
  EXPECT_EQ(small.mapped, nullptr);
  EXPECT_EQ(small.view(), "nop\n");
  // Over the limit is refused before any mapping.
  options.maxBytes = kMapSourcesFrom;
  EXPECT_EQ(readInputFile(path, options).error, InputText::Error::TooLarge);
}

// A mapped source cut short while it is read (an editor writing in place, a
// build step truncating it) loses the pages past its new end: reading them is
// a SIGBUS. It ends the program with exit 1 and a message naming the file,
// not a crash; a fault elsewhere still reaches the handler before it (ASan's
// under the sanitizers).
TEST_F(InputFileTest, AMappedFileCutShortWhileReadIsAnErrorNamingItNotACrash) {
  const fs::path path = write("large.s", numberedLines(kMapSourcesFrom + 12345));
  EXPECT_EXIT(
      {
        InputReadOptions options;
        options.mapFrom = kMapSourcesFrom;
        InputText in = readInputFile(path, options);
        if (!in.mapped) std::_Exit(3);
        fs::resize_file(path, 0);
        const std::string_view view = in.view();
        size_t sum = 0;
        for (size_t at = 0; at < view.size(); at += 4096)
          sum += static_cast<unsigned char>(view[at]);
        std::_Exit(sum == 0 ? 4 : 5);  // not reached: the first page is gone
      },
      ::testing::ExitedWithCode(1),
      "gpuasm: error: '.*large\\.s' became shorter while it was read \\(a mapped source must "
      "not be truncated or rewritten in place");
}

// The pages a reader has passed are given back: the mapping's resident size
// falls, and the text still reads the same (its pages come back from the file).
TEST_F(InputFileTest, AMappedTextGivesBackThePagesItIsToldOf) {
  const std::string text = numberedLines(size_t{8} << 20);
  InputReadOptions options;
  options.mapFrom = kMapSourcesFrom;
  InputText in = readInputFile(write("large.s", text), options);
  ASSERT_NE(in.mapped, nullptr);
  const std::string_view view = in.view();
  size_t newlines = 0;
  for (char c : view) newlines += c == '\n';  // every page touched
  EXPECT_GT(residentKiB(view.data()), 7 * 1024);
  in.mapped->release(0, view.size());
  EXPECT_LT(residentKiB(view.data()), 64);
  EXPECT_EQ(view, text);
  EXPECT_EQ(newlines, static_cast<size_t>(std::count(text.begin(), text.end(), '\n')));
  // Only whole pages inside the range go: the bytes around it stay.
  in.mapped->release(100, 200);
  EXPECT_EQ(view.substr(0, 300), text.substr(0, 300));
}

// A large source is never resident whole: the lexer gives back what it has
// passed, and so does the scan for line starts (made for a diagnostic), yet
// every line reads as written afterwards. What stays is the lexer's last 1-2
// MiB and what reading a line brings back: a fault may map a whole large
// folio of the page cache (2 MiB on Linux 6.18), so the bound is a third of
// the file rather than a few pages.
TEST_F(InputFileTest, ALargeSourceIsNotResidentWholeAfterItIsLexed) {
  constexpr size_t kBytes = size_t{16} << 20;
  const std::string text = numberedLines(kBytes);
  const fs::path path = write("large.s", text);
  SourceManager sources;
  auto file = sources.addFile(path);
  ASSERT_TRUE(file.has_value());
  DiagnosticEngine diagnostics(sources);
  LineLexer lexer(sources, *file, {}, diagnostics);
  TokenLine line;
  size_t lines = 0;
  while (lexer.next(line)) ++lines;
  const size_t expected = static_cast<size_t>(std::count(text.begin(), text.end(), '\n'));
  EXPECT_EQ(lines, expected);
  const char* const mapping = sources.text(*file).data();
  constexpr long kBoundKiB = static_cast<long>(kBytes / 3 / 1024);
  EXPECT_LT(residentKiB(mapping), kBoundKiB);
  EXPECT_EQ(sources.lineText(*file, 1), "  add r1, r1");
  EXPECT_EQ(sources.lineText(*file, static_cast<uint32_t>(expected)),
            fmt::format("  add r{}, r1", expected));
  EXPECT_LT(residentKiB(mapping), kBoundKiB);  // after the line-start scan too
  EXPECT_EQ(sources.text(*file), text);
  EXPECT_EQ(diagnostics.errorCount(), 0u);
}

TEST_F(InputFileTest, AFileOfExactlyTheLimitIsReadAndOneByteMoreIsRefused) {
  fs::path path = write("x.s", "0123456789");
  InputReadOptions options;
  options.maxBytes = 10;
  EXPECT_TRUE(readInputFile(path, options).ok());
  options.maxBytes = 9;
  InputText in = readInputFile(path, options);
  EXPECT_EQ(in.error, InputText::Error::TooLarge);
  EXPECT_EQ(in.message, fmt::format("'{}' is larger than the 9 bytes input limit", path.string()));
  EXPECT_TRUE(in.text.empty());
}

TEST_F(InputFileTest, TheDefaultLimitIs256MiB) {
  fs::path path = write("big.s", "");
  fs::resize_file(path, kMaxInputFileBytes + 1);  // sparse: no disk, refused by its size
  InputText in = readInputFile(path);
  EXPECT_EQ(in.error, InputText::Error::TooLarge);
  EXPECT_EQ(in.message, fmt::format("'{}' is larger than the 256 MiB input limit", path.string()));
}

TEST_F(InputFileTest, AnEndlessDeviceIsCutOffAtTheLimit) {
  InputReadOptions options;
  options.maxBytes = 1 << 20;
  InputText in = readInputFile("/dev/zero", options);
  EXPECT_EQ(in.error, InputText::Error::TooLarge);
  EXPECT_EQ(in.message, "'/dev/zero' is larger than the 1 MiB input limit");
}

TEST_F(InputFileTest, DevicesAndFifosAreRefusedWhenOnlyRegularFilesWillDo) {
  InputReadOptions options;
  options.regularFileOnly = true;
  InputText device = readInputFile("/dev/null", options);
  EXPECT_EQ(device.error, InputText::Error::NotRegular);
  EXPECT_EQ(device.message, "'/dev/null' is not a regular file");
  fs::path fifo = root_ / "pipe";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  InputText pipe = readInputFile(fifo, options);  // would block if it were opened
  EXPECT_EQ(pipe.error, InputText::Error::NotRegular);
  EXPECT_EQ(readInputFile("/dev/null").error, InputText::Error::None);  // allowed by default
}

TEST_F(InputFileTest, DirectoryAndMissingFileSayWhatTheyAre) {
  InputText directory = readInputFile(root_);
  EXPECT_EQ(directory.error, InputText::Error::Directory);
  EXPECT_EQ(directory.message, fmt::format("'{}' is a directory", root_.string()));
  InputText missing = readInputFile(root_ / "none.s");
  EXPECT_EQ(missing.error, InputText::Error::NotFound);
  EXPECT_EQ(missing.message, fmt::format("cannot open '{}': No such file or directory",
                                         (root_ / "none.s").string()));
}

TEST_F(InputFileTest, UnreadableFileSaysWhy) {
  if (geteuid() == 0) GTEST_SKIP() << "root reads any file";
  fs::path path = write("secret.s", "x");
  fs::permissions(path, fs::perms::none);
  InputText in = readInputFile(path);
  EXPECT_EQ(in.error, InputText::Error::Unreadable);
  EXPECT_EQ(in.message, fmt::format("cannot open '{}': Permission denied", path.string()));
}

TEST_F(InputFileTest, StandardInputIsReadWithTheSameCap) {
  int pipeEnds[2];
  ASSERT_EQ(pipe(pipeEnds), 0);
  ASSERT_EQ(::write(pipeEnds[1], "0123456789", 10), 10);
  ::close(pipeEnds[1]);
  int savedStdin = dup(STDIN_FILENO);
  dup2(pipeEnds[0], STDIN_FILENO);
  ::close(pipeEnds[0]);
  InputText in = readStandardInput(4);
  dup2(savedStdin, STDIN_FILENO);
  ::close(savedStdin);
  EXPECT_EQ(in.error, InputText::Error::TooLarge);
  EXPECT_EQ(in.message, "'<stdin>' is larger than the 4 bytes input limit");
}

TEST(DescribeByteLimit, UsesTheLargestWholeUnit) {
  EXPECT_EQ(describeByteLimit(256u << 20), "256 MiB");
  EXPECT_EQ(describeByteLimit(uint64_t{4} << 30), "4 GiB");
  EXPECT_EQ(describeByteLimit(2048), "2 KiB");
  EXPECT_EQ(describeByteLimit(1000), "1000 bytes");
  EXPECT_EQ(describeByteLimit(1), "1 byte");
}

}  // namespace
}  // namespace gpuasm
