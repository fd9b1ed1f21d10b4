// The cycle model's schedule (report figure 7.4.2), memory hazards, faults and
// the host API.
#include <gtest/gtest.h>
#include <png.h>

#include <cstdio>
#include <filesystem>

#include "support/run.hpp"

namespace gpuasm::testing {
namespace {

using namespace gpuasm::demolicious;

// The 5-instruction kernel of figure 7.4.2 (listing 5.3: A..E).
const char* kFigureKernel =
    "ldc $data, 0\nmv $address_lo, $id_lo\nmv $address_hi, $id_hi\nsw\nthread_finished\n";

TEST(DemoliciousSchedule, ReproducesFigure742JaggedStart) {
  // Rows of the figure, cycles 0..31 (cell c of row k is cycle 4c + k); '-' is
  // the nop of the jagged start. The figure's labels after cycle 31 repeat
  // numbers (32 twice) and are not used.
  const char* rows[4] = {"ABCDEABC", "-ABCDEAB", "--ABCDEA", "---ABCDE"};
  MachineConfig config;
  config.mode = Mode::Cycle;
  config.cores = 8;
  config.traceCycles = 32;
  Host host(config);
  auto result = assembleDemolicious(kFigureKernel, {{}, {}, {"no-store-before-finish"}, {}});
  ASSERT_TRUE(result.image) << result.diagnostics;
  RunReport report = host.run_kernel(host.load_kernel(*result.image), 8 * 8);
  ASSERT_FALSE(report.fault);
  ASSERT_EQ(report.trace.size(), 32u);
  for (uint32_t cycle = 0; cycle < 32; ++cycle) {
    const TraceEntry& t = report.trace[cycle];
    char expected = rows[cycle % 4][cycle / 4];
    EXPECT_EQ(t.cycle, cycle);
    EXPECT_EQ(t.barrelLine, cycle % 4);
    if (expected == '-') {
      EXPECT_FALSE(t.address) << "cycle " << cycle;
    } else {
      ASSERT_TRUE(t.address) << "cycle " << cycle;
      EXPECT_EQ(*t.address, uint32_t(expected - 'A')) << "cycle " << cycle;
    }
  }
  // Line 0 finishes its first warp (threads 0-7) at cycle 16 and runs the
  // fifth warp (threads 32-39) from cycle 20, as the spawner hands out ids.
  EXPECT_EQ(report.trace[16].firstThread, 0u);
  EXPECT_EQ(report.trace[20].firstThread, 32u);
  EXPECT_EQ(report.trace[21].firstThread, 8u);
  EXPECT_EQ(report.trace[25].firstThread, 40u);
  EXPECT_EQ(report.trace[0].instruction, "ldc $data, 0");
}

const char* kTooClose =
    "mv $address_hi, $0\nmv $address_lo, $id_lo\nlw\nsw\nnop\nnop\nnop\nthread_finished\n";

TEST(DemoliciousHazards, AssemblerWarnsAboutMemoryInstructionsTooClose) {
  auto result = assembleDemolicious(kTooClose, {}, "close.s");
  ASSERT_TRUE(result.image);
  EXPECT_EQ(result.warnings, 1u);
  EXPECT_EQ(result.diagnostics,
            "close.s:4:1: warning: memory instruction only 0 instructions after the previous one "
            "(line 3); "
            "a barrel of height 4 needs at least 4 non-memory instructions between them or a "
            "request batch "
            "is overwritten (add nops or use --fix-hazards) [memory-spacing]\n"
            "  sw\n"
            "  ^\n"
            "0 errors, 1 warning generated.\n");
}

// The hazard checks run beside errors of other lines (issue 12), in line
// order; a line with an error is a gap they do not read.
TEST(DemoliciousHazards, HazardsAreReportedBesideErrorsOfOtherLines) {
  auto result = assembleDemolicious(
      "mv $address_hi, $0\nmv $address_lo, $id_lo\nlw\nsw\nfrob\nsw $1\nnop\nnop\n"
      "thread_finished\n",
      {}, "close.s");
  EXPECT_FALSE(result.image);
  EXPECT_EQ(result.errors, 2u);
  EXPECT_EQ(result.warnings, 1u) << result.diagnostics;
  size_t hazard = result.diagnostics.find("close.s:4:1: warning: memory instruction only 0");
  size_t unknown = result.diagnostics.find("close.s:5:1: error: unknown instruction 'frob'");
  size_t trailing = result.diagnostics.find("close.s:6:");
  ASSERT_NE(hazard, std::string::npos) << result.diagnostics;
  ASSERT_NE(unknown, std::string::npos) << result.diagnostics;
  ASSERT_NE(trailing, std::string::npos) << result.diagnostics;
  EXPECT_LT(hazard, unknown);
  EXPECT_LT(unknown, trailing);
}

TEST(DemoliciousHazards, CycleModelReportsTheOverrunWithCycleLineAndInstruction) {
  MachineConfig config;
  config.mode = Mode::Cycle;
  Host host(config);
  auto result = assembleDemolicious(kTooClose, {{}, {}, {"no-memory-spacing"}, {}}, "close.s");
  ASSERT_TRUE(result.image);
  RunReport report = host.run_kernel(host.load_kernel(*result.image), 64);
  ASSERT_FALSE(report.fault);
  ASSERT_GT(report.hazardCount, 0u);
  // Line 0 loads at cycle 8 and stores at 12 (its queue just drained); line 1
  // loads at cycle 13 while three of line 0's stores still wait in each queue.
  const Hazard& first = report.hazards.front();
  EXPECT_EQ(first.kind, "queue-overrun");
  EXPECT_EQ(first.cycle, 13u);
  EXPECT_EQ(first.barrelLine, 1u);
  EXPECT_EQ(first.address, 2u);
  EXPECT_EQ(first.instruction, "lw");
  EXPECT_EQ(first.source, "close.s:3: lw");
  EXPECT_EQ(first.pendingRequests, 6u);
  EXPECT_FALSE(report.ok());
}

TEST(DemoliciousHazards, FixHazardsInsertsTheMissingNopsAndTheRunIsClean) {
  AssembleSettings settings;
  settings.targetOptions["fix-hazards"] = "1";
  auto result = assembleDemolicious(kTooClose, settings);
  ASSERT_TRUE(result.image) << result.diagnostics;
  EXPECT_EQ(result.warnings, 0u) << result.diagnostics;
  EXPECT_EQ(result.words(), (std::vector<uint32_t>{0x00001804, 0x00002004 | (2u << 21), 0x20000000,
                                                   0, 0, 0, 0, 0x10000000, 0, 0, 0, 0x40000000}));
  std::string listing = writeImage(*result.image, OutputFormat::Listing);
  EXPECT_NE(listing.find("000003  0x00000000  sw  (nop inserted by --fix-hazards)"),
            std::string::npos)
      << listing;
  MachineConfig config;
  config.mode = Mode::Cycle;
  Host host(config);
  RunReport report = host.run_kernel(host.load_kernel(*result.image), 64);
  EXPECT_TRUE(report.ok()) << report.table();
}

TEST(DemoliciousHazards, StoreRightBeforeFinishIsWarnedAndFixed) {
  const char* kernel =
      "mv $address_lo, $id_lo\nmv $address_hi, $id_hi\nmv $data, $0\nsw\nthread_finished\n";
  auto warned = assembleDemolicious(kernel, {}, "k.s");
  EXPECT_NE(warned.diagnostics.find(
                "k.s:5:1: warning: 'thread_finished' only 0 instructions after the last 'sw'"),
            std::string::npos)
      << warned.diagnostics;
  EXPECT_NE(warned.diagnostics.find("[store-before-finish]"), std::string::npos);
  AssembleSettings fix;
  fix.targetOptions["fix-hazards"] = "1";
  auto fixed = assembleDemolicious(kernel, fix);
  EXPECT_EQ(fixed.words().size(), 8u);  // three nops before thread_finished
  EXPECT_EQ(fixed.warnings, 0u) << fixed.diagnostics;
}

TEST(DemoliciousDiagnostics, KernelLintsNameTheProblem) {
  auto r = assembleDemolicious("? sw\n", {}, "p.s");
  EXPECT_EQ(r.errors, 1u);
  EXPECT_NE(r.diagnostics.find("p.s:1:1: error: 'sw' cannot be predicated"), std::string::npos)
      << r.diagnostics;
  r = assembleDemolicious("ldi $id_lo, 3\nthread_finished\n", {}, "p.s");
  EXPECT_NE(
      r.diagnostics.find(
          "p.s:1:5: warning: writes to $id_lo are ignored by the hardware [read-only-register]"),
      std::string::npos)
      << r.diagnostics;
  r = assembleDemolicious("mv $data, $7\nthread_finished\n", {}, "p.s");
  EXPECT_NE(r.diagnostics.find("warning: $7 is read before the kernel writes it"),
            std::string::npos)
      << r.diagnostics;
  r = assembleDemolicious(
      "addi $7, $0, 70000\nsll $7, $7, 16\nldc $7, 256\nmv $7, $t1\nthread_finished\n", {}, "p.s");
  EXPECT_EQ(r.errors, 4u) << r.diagnostics;
  EXPECT_NE(r.diagnostics.find(
                "p.s:1:14: error: immediate 70000 is outside -32768..65535 [value-out-of-range]"),
            std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("p.s:2:13: error: shift amount 16 is outside 0..15"),
            std::string::npos);
  EXPECT_NE(r.diagnostics.find("p.s:3:9: error: constant index 256 is outside 0..255"),
            std::string::npos);
  EXPECT_NE(r.diagnostics.find("p.s:4:8: error: unknown register '$t1'"), std::string::npos);
  r = assembleDemolicious("ldi $16, 1\nfoo $1\nadd $7, $8\nthread_finished\n", {}, "p.s");
  EXPECT_EQ(r.errors, 3u) << r.diagnostics;
  EXPECT_NE(
      r.diagnostics.find("p.s:1:5: error: register '$16' does not exist: registers are $0 to $15"),
      std::string::npos);
  EXPECT_NE(r.diagnostics.find("p.s:2:1: error: unknown instruction 'foo' [unknown-instruction]"),
            std::string::npos);
  EXPECT_NE(r.diagnostics.find("p.s:3:11: error: expected ',' and another operand"),
            std::string::npos);
}

class DemoliciousFaults : public ::testing::TestWithParam<Mode> {
 protected:
  MachineConfig config() const {
    MachineConfig c;
    c.mode = GetParam();
    return c;
  }
};

TEST_P(DemoliciousFaults, AddressBeyondMemoryNamesThreadInstructionAndAddress) {
  MachineConfig c = config();
  c.dataMemoryWords = 1024;
  Host host(c);
  auto result = assembleDemolicious(
      "mv $address_lo, $id_lo\nmv $address_hi, $id_hi\nmv $data, "
      "$0\nnop\nsw\nnop\nnop\nnop\nthread_finished\n",
      {}, "f.s");
  ASSERT_TRUE(result.image);
  RunReport report = host.run_kernel(host.load_kernel(*result.image), 2048);
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->kind, "bad-address");
  EXPECT_EQ(report.fault->thread, 1024u);
  EXPECT_EQ(report.fault->value, 1024u);
  EXPECT_EQ(report.fault->address, 4u);
  EXPECT_EQ(report.fault->instruction, "sw");
  EXPECT_EQ(report.fault->source, "f.s:5: sw");
  EXPECT_EQ(report.fault->message,
            "thread 1024 stores to data memory address 0x00400, beyond the 1024 words of memory");
  EXPECT_EQ(report.fault->cycle.has_value(), GetParam() == Mode::Cycle);
}

TEST_P(DemoliciousFaults, IllegalInstructionAndRunningOffTheEnd) {
  Host host(config());
  RunReport report =
      host.run_kernel(host.load_kernel(std::vector<uint32_t>{0, 0x0c000000, 0x40000000}), 8);
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->kind, "illegal-instruction");
  EXPECT_EQ(report.fault->address, 1u);
  EXPECT_EQ(report.fault->value, 0x0c000000u);
  Host other(config());
  report = other.run_kernel(other.load_kernel(std::vector<uint32_t>{0, 0}), 8);
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->kind, "ran-off-end");
  EXPECT_EQ(
      report.fault->message,
      "kernel ran past the end of the loaded instructions at address 2 without 'thread_finished'");
}

TEST_P(DemoliciousFaults, ThreadCountOutOfRange) {
  Host host(config());
  Kernel k = host.load_kernel(std::vector<uint32_t>{0x40000000});
  RunReport report = host.run_kernel(k, 0);
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->kind, "thread-count");
  report = host.run_kernel(k, (1u << 20) + 1);
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->message,
            "1048577 threads requested; a launch runs 1 to 1048576 (20-bit thread ids)");
  EXPECT_FALSE(host.run_kernel(k, 1u << 20).fault);
}

INSTANTIATE_TEST_SUITE_P(BothModes, DemoliciousFaults,
                         ::testing::Values(Mode::Functional, Mode::Cycle));

TEST(DemoliciousFaultsCycle, WatchdogEndsARunThatTakesTooLong) {
  MachineConfig c;
  c.mode = Mode::Cycle;
  c.maxCycles = 100;
  Host host(c);
  RunReport report =
      host.run_kernel(host.load_kernel(std::vector<uint32_t>{0, 0, 0x40000000}), 4096);
  ASSERT_TRUE(report.fault);
  EXPECT_EQ(report.fault->kind, "watchdog");
  EXPECT_EQ(report.fault->cycle, 100u);
}

TEST(DemoliciousHost, KernelLargerThanInstructionMemoryIsRefused) {
  Host host;
  std::vector<uint32_t> big(577, 0);
  EXPECT_THROW(host.load_kernel(big), std::length_error);
  Kernel a = host.load_kernel(std::vector<uint32_t>(500, 0));
  EXPECT_EQ(a.address, 0u);
  Kernel b = host.load_kernel(std::vector<uint32_t>(76, 0));
  EXPECT_EQ(b.address, 500u);
  EXPECT_THROW(host.load_kernel(std::vector<uint32_t>(1, 0)), std::length_error);
}

TEST(DemoliciousHost, ListingFiveTwoRunsAsTheReportShows) {
  // Listing 5.2 and 5.4: load_kernel(fill_screen_kernel); load_constant(0, 0x001F);
  // run_kernel(fill_screen, 4096).
  const uint32_t fill_screen_kernel[] = {0x08050000, 0x00402004, 0x00201804, 0x10000000,
                                         0x40000000};
  Host host;
  Kernel fill_screen = host.load_kernel(fill_screen_kernel);
  host.load_constant(0, 0x001f);
  RunReport report = host.run_kernel(fill_screen, 4096);
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(host.read_word(0), 0x001f);
  EXPECT_EQ(host.read_word(4095), 0x001f);
  EXPECT_EQ(host.read_word(4096), 0);
  EXPECT_EQ(report.threadInstructions, 4096u * 5u);
}

TEST(DemoliciousHost, BatchesAreCoresTimesBarrelHeight) {
  MachineConfig c;
  c.cores = 8;
  Host host(c);
  Kernel k = host.load_kernel(
      std::vector<uint32_t>{0x08050000, 0x00402004, 0x00201804, 0x10000000, 0x40000000});
  host.load_constant(0, 7);
  RunReport report = host.run_kernel_batches(k, 3);
  EXPECT_EQ(report.threads, 96u);
  EXPECT_EQ(host.read_word(95), 7);
  EXPECT_EQ(host.read_word(96), 0);
}

TEST(DemoliciousHost, Rgb565ExpandsToFullRange) {
  EXPECT_EQ(rgb565ToRgb(0xffff), (Rgb{255, 255, 255}));
  EXPECT_EQ(rgb565ToRgb(0x07e0), (Rgb{0, 255, 0}));
  EXPECT_EQ(rgb565ToRgb(0xf800), (Rgb{255, 0, 0}));
  EXPECT_EQ(rgb565ToRgb(0x8410), (Rgb{132, 130, 132}));  // 10000 100000 10000
}

TEST(DemoliciousHost, ExportPngWritesTheFramePixels) {
  Host host;
  host.write_word(10, 0xf800);              // (0,0) red with base 10
  host.write_word(10 + 3 * 4 + 2, 0x001f);  // (2,3) blue
  auto path = std::filesystem::temp_directory_path() / "gpuasm_export_test.png";
  std::string error;
  ASSERT_TRUE(host.export_png(path, 4, 5, 10, error)) << error;
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  ASSERT_TRUE(png_image_begin_read_from_file(&image, path.c_str()));
  image.format = PNG_FORMAT_RGB;
  std::vector<uint8_t> pixels(PNG_IMAGE_SIZE(image));
  ASSERT_TRUE(png_image_finish_read(&image, nullptr, pixels.data(), 0, nullptr));
  EXPECT_EQ(image.width, 4u);
  EXPECT_EQ(image.height, 5u);
  EXPECT_EQ(pixels[0], 255);
  EXPECT_EQ(pixels[1], 0);
  size_t blue = (3 * 4 + 2) * 3;
  EXPECT_EQ(pixels[blue], 0);
  EXPECT_EQ(pixels[blue + 2], 255);
  EXPECT_EQ(pixels[3], 0);
  std::filesystem::remove(path);
  EXPECT_FALSE(host.export_png(path, 2048, 2048, 0, error));
  EXPECT_EQ(error,
            "a 2048x2048 frame at address 0 does not fit in the 1048576 words of data memory");
}

}  // namespace
}  // namespace gpuasm::testing
