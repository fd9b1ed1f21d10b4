// The thesis's "VPM problem" (seed 000, section 3.1.4, listing 3.8): "partially
// random" VPM reads after a QPU releases the VPM mutex and takes it again.
//
// Listing 3.8 is run as the thesis ran it, on 12 QPUs, each with its own 16
// bytes in memory, followed by the thesis's own program end (listing 3.10).
// Every QPU loads its bytes to VPM Y 0 (ADDRXY = 0) and reads them back there.
// The guide gives general-purpose programs one VPM window for all QPUs
// ("General-purposes accesses are mapped to the start of the VPM memory",
// VideoCoreIV-AG100-R section 7, page 53), so Y 0 is the same row for every
// QPU: after a release, the second read gets whatever the last QPU to take
// the mutex loaded there. The simulator must say so (hazards
// vpm-kept-across-mutex and vpm-overwritten), in both of its models.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/target.hpp"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/gpu_fft.hpp"
#include "gpuasm/vc4/mailbox.h"
#include "support/build_paths.hpp"
#include "targets/vc4/asm/thesis_listings.hpp"
#include "targets/vc4/machine/machine.hpp"
#include "targets/vc4/vc4_support.hpp"
#include "tools/cli_support.hpp"

namespace gpuasm::vc4 {
namespace {

std::string listing(const char* name) {
  for (const testing::Listing& l : testing::thesisListings())
    if (std::string(l.name) == name) return l.thesis;
  ADD_FAILURE() << "no listing " << name;
  return {};
}

std::vector<uint64_t> assembleThesis(const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["dialect"] = "thesis";
  AssembleOutcome o = assembleText(*findTarget("vc4"), "listing.qasm", text, settings);
  EXPECT_EQ(o.errors, 0u) << o.diagnosticsText;
  return o.image ? o.image->words(0) : std::vector<uint64_t>{};
}

std::vector<uint64_t> assembleVc4asm(const std::string& text) {
  auto a = testing::assembleVc4(text);
  EXPECT_EQ(a.errors, 0u) << a.diagnostics;
  return a.words;
}

struct Outcome {
  RunReport report;
  std::vector<Qpu> qpus;
  uint32_t code = 0;  // bus address of the first (or only) program
};

// Runs programs[q % programs.size()] on QPU q, for `qpus` QPUs. Each QPU's one
// uniform is the bus address of its 16 bytes, word i of QPU q being 0x100 * q + i.
Outcome runOnQpus(const std::vector<std::vector<uint64_t>>& programs, uint32_t qpus, Mode mode) {
  Memory memory;
  MachineConfig config;
  config.qpus = qpus;
  config.mode = mode;
  config.maxInstructions = 1'000'000;
  auto allocate = [&](uint32_t bytes) { return *memory.lock(memory.allocate(bytes, 4096, 0x4)); };
  std::vector<uint32_t> codes;
  for (const auto& words : programs) {
    const uint32_t code = allocate(static_cast<uint32_t>(words.size() * 8));
    std::memcpy(memory.map(code, static_cast<uint32_t>(words.size() * 8)), words.data(),
                words.size() * 8);
    codes.push_back(code);
  }
  const uint32_t data = allocate(qpus * 16);
  const uint32_t uniforms = allocate(qpus * 4);
  std::vector<QpuStart> starts;
  for (uint32_t q = 0; q < qpus; ++q) {
    for (uint32_t i = 0; i < 4; ++i) memory.write32(data + q * 16 + i * 4, 0x100 * q + i);
    memory.write32(uniforms + q * 4, data + q * 16);
    starts.push_back({uniforms + q * 4, codes[q % codes.size()], 1});
  }
  Machine machine(config, memory);
  Outcome out;
  out.report = machine.run(starts);
  out.qpus = machine.qpus();
  out.code = codes[0];
  return out;
}

Outcome runListing38(Mode mode) {
  return runOnQpus({assembleThesis(listing("3.8") + listing("3.10"))}, 12, mode);
}

std::string hex(uint32_t value) {
  char text[16];
  std::snprintf(text, sizeof text, "0x%08x", value);
  return text;
}

// The reason every VPM sharing hazard gives, from the guide's section 7 and page 24.
const std::string kWhy =
    "all QPUs' general-purpose VPM accesses share one window, not a segment each (section 7, "
    "page 53), and the mutex (page 24) does not decide which QPU writes last; give each QPU its "
    "own VPM rows, or write and read back in one hold of the mutex";

// Listing 3.8's instructions, counted from 0: 3 writes vr_addr (the VDR load of
// the QPU's 16 bytes to VPM Y 0 X 0-3), 6 and 7 read vpm in the first hold of
// the mutex, 8 releases it, 9 takes it again, 11 and 12 read vpm.
constexpr uint32_t kLoad = 3, kSecondRead = 11, kSecondReadOfX1 = 12;

TEST(Vc4ThesisVpmProblem, Listing38TranscribedRunsOnTwelveQpusAndEnds) {
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    Outcome o = runListing38(mode);
    ASSERT_FALSE(o.report.fault) << o.report.table();
    ASSERT_EQ(o.qpus.size(), 12u);
    for (const QpuReport& q : o.report.perQpu) {
      EXPECT_EQ(q.instructions, 18u);  // 14 of listing 3.8, 4 of listing 3.10
      EXPECT_EQ(q.dmaLoadBytes, 16u);  // ROWLEN 4 x NROWS 1 words
    }
    // The first hold of the mutex loads and reads: each QPU sees its own
    // data[0] and data[1] in lane 0 (a vertical read of X 0 and X 1).
    for (const Qpu& q : o.qpus) {
      EXPECT_EQ(q.fileA()[0][0], 0x100 * q.number + 0) << q.number;
      EXPECT_EQ(q.fileA()[1][0], 0x100 * q.number + 1) << q.number;
    }
  }
}

// The functional model runs QPU 0 to its end before QPU 1 starts: every QPU
// happens to read its own data back, and yet the listing is wrong, because
// another order of mutex holders gives other data. Reported where the
// conflict shows: QPU 1's VDR load writes over what QPU 0 kept across its
// release, and every later QPU reads back its own load that others write too.
TEST(Vc4ThesisVpmProblem,
     FunctionalModelReportsDataKeptAcrossTheMutexThoughTheRunHappensToBeRight) {
  Outcome o = runListing38(Mode::Functional);
  ASSERT_FALSE(o.report.fault) << o.report.table();
  for (const Qpu& q : o.qpus) {
    EXPECT_EQ(q.fileA()[2][0], 0x100 * q.number + 0) << q.number;
    EXPECT_EQ(q.fileA()[3][0], 0x100 * q.number + 1) << q.number;
  }
  // QPU 1's load, then QPUs 1..11 each at both second reads: 1 + 11 * 2.
  EXPECT_EQ(o.report.hazardCount, 23u);
  ASSERT_FALSE(o.report.hazards.empty());
  const Hazard& load = o.report.hazards[0];
  EXPECT_EQ(load.kind, "vpm-kept-across-mutex");
  EXPECT_EQ(load.qpu, 1u);
  EXPECT_EQ(load.address, o.code + kLoad * 8);
  EXPECT_EQ(load.cycle, kLoad);  // functional: the QPU's instruction count
  EXPECT_EQ(load.instruction, "or.setf vr_addr, ra31, 0");
  // QPU 0 read X 0 and X 1 back after its release; the load writes X 0-3.
  EXPECT_EQ(load.message,
            "VDR DMA load writes VPM Y 0 X 0 (and 1 more word), which QPU 0 wrote and read back "
            "after releasing the mutex (at " +
                hex(o.code + kSecondRead * 8) +
                ", instruction 11): which QPU's data such a read gets depends on the order the "
                "QPUs take the mutex in; " +
                kWhy);
  ASSERT_GE(o.report.hazards.size(), 3u);
  const Hazard& read = o.report.hazards[1];
  EXPECT_EQ(read.kind, "vpm-kept-across-mutex");
  EXPECT_EQ(read.qpu, 1u);
  EXPECT_EQ(read.address, o.code + kSecondRead * 8);
  EXPECT_EQ(read.instruction, "or.setf ra2, vpm, 0");
  EXPECT_EQ(read.message,
            "vpm read of VPM Y 0 X 0 reads back what this QPU wrote before releasing the mutex, "
            "and QPU 0 writes there too: which QPU's data it gets depends on the order the QPUs "
            "take the mutex in; " +
                kWhy);
  EXPECT_EQ(o.report.hazards[2].address, o.code + kSecondReadOfX1 * 8);
  EXPECT_NE(o.report.hazards[2].message.find("vpm read of VPM Y 0 X 1 reads back"),
            std::string::npos);
  // The report's table names the kind, the instruction, the QPU and when.
  const std::string table = o.report.table();
  EXPECT_NE(table.find("hazards 23:"), std::string::npos) << table;
  EXPECT_NE(table.find("vpm-kept-across-mutex at " + hex(o.code + kLoad * 8) +
                       " (QPU 1, instruction 3): "),
            std::string::npos)
      << table;
}

// The cycle model interleaves the QPUs as the hardware does, and shows the
// thesis's symptom: QPU 1's second read returns QPU 0's data[0] and data[1],
// "the VPM segments of neighboring QPUs" (thesis, section 3.1.4). The
// simulator says whose data it is and which instruction put it there.
TEST(Vc4ThesisVpmProblem, CycleModelShowsTheNeighboursDataAndSaysWhoWroteIt) {
  Outcome o = runListing38(Mode::Cycle);
  ASSERT_FALSE(o.report.fault) << o.report.table();
  // QPU 1 takes the mutex first, QPU 0 loads next, then QPU 1 takes it back.
  EXPECT_EQ(o.qpus[1].fileA()[2][0], 0x000u);  // QPU 0's data[0], not 0x100
  EXPECT_EQ(o.qpus[1].fileA()[3][0], 0x001u);  // QPU 0's data[1], not 0x101
  const Hazard* overwritten = nullptr;
  for (const Hazard& h : o.report.hazards)
    if (h.kind == "vpm-overwritten" && !overwritten) overwritten = &h;
  ASSERT_NE(overwritten, nullptr) << o.report.table();
  EXPECT_EQ(overwritten->qpu, 1u);
  EXPECT_EQ(overwritten->address, o.code + kSecondRead * 8);
  EXPECT_EQ(overwritten->instruction, "or.setf ra2, vpm, 0");
  const std::string& m = overwritten->message;
  const std::string head = "vpm read of VPM Y 0 X 0 gets QPU 0's data (written at " +
                           hex(o.code + kLoad * 8) + ", cycle ";
  EXPECT_EQ(m.substr(0, head.size()), head) << m;
  const std::string tail = "), not what this QPU wrote there before: " + kWhy;
  ASSERT_GE(m.size(), tail.size());
  EXPECT_EQ(m.substr(m.size() - tail.size()), tail) << m;
  // Every QPU's two second reads are told (2 x 12): QPU 1 reads QPU 0's load
  // (vpm-overwritten), and each of the others, when it reads its own load
  // back, finds that another QPU has loaded Y 0 too (vpm-kept-across-mutex).
  EXPECT_EQ(o.report.hazardCount, 24u);
}

// The thesis's own observation (section 3.1.4: the reads are right when a VPM
// load is made "within the same timespan in which the VPM mutex is held"),
// made the fix: listing 3.8 with the VDR load repeated in the second hold.
// Writes and reads back inside one hold of the mutex: clean, and right.
const char* kListing38LoadInEachHold = R"(## Receive VPM buffer address via uniform
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

## Reacquire VPM mutex
or ra39, ra51, rb39; nop
## Load again: another QPU may have loaded Y 0 since
ldi ra49, 0x81410000
or ra50, ra31, 0; nop
or ra39, ra50, rb39; nop
## VPM read setup
ldi ra49, 0x00201200
or ra2, ra48, 0; nop # ra2 = data[0]
or ra3, ra48, 0; nop # ra3 = data[1]
## Release VPM mutex
or ra51, ra39, rb39; nop
)";

// The other fix: a VPM row per QPU (Y = qpu_number; 12 QPUs, 12 of the 64
// rows), so no QPU writes another's words and what it keeps across the
// release stays its own. Read horizontally: data[0..3] in lanes 0-3.
const char* kListing38RowPerQpu = R"(## Receive VPM buffer address via uniform
or ra31, ra32, 0; nop
## This QPU's VPM row Y = qpu_number: ra30 = Y << 4 (ADDRXY), r0 = Y (ADDR)
ldi ra33, 0
or ra32, r1, rb38; nop
shl ra30, r0, 4; nop

## Acquire VPM mutex
or ra39, ra51, rb39; nop
## VPM DMA load setup
## ID=1, MODEW=0, MPITCH=1, ROWLEN=4, NROWS=1, VPITCH=0, VERT=0, ADDRXY={Y, X=0}
ldi ra33, 0x81410000
or ra49, ra30, r1; nop
or ra50, ra31, 0; nop
or ra39, ra50, rb39; nop
## VPM read setup
## ID=0, NUM=1, STRIDE=1, HORIZ=1, LANED=0, SIZE=2, ADDR=Y
ldi ra33, 0x00101a00
or ra49, r0, r1; nop
or ra0, ra48, 0; nop # ra0 = data[0..3] in lanes 0-3
## Release VPM mutex
or ra51, ra39, rb39; nop

## Reacquire VPM mutex
or ra39, ra51, rb39; nop
## VPM read setup
or ra49, r0, r1; nop
or ra2, ra48, 0; nop # ra2 = data[0..3] in lanes 0-3
## Release VPM mutex
or ra51, ra39, rb39; nop
)";

TEST(Vc4ThesisVpmProblem, LoadingAgainInsideTheSecondHoldRunsCleanWithEachQpusData) {
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    Outcome o = runOnQpus({assembleThesis(std::string(kListing38LoadInEachHold) + listing("3.10"))},
                          12, mode);
    ASSERT_FALSE(o.report.fault) << o.report.table();
    EXPECT_EQ(o.report.hazardCount, 0u) << o.report.table();
    for (const Qpu& q : o.qpus) {
      EXPECT_EQ(q.fileA()[2][0], 0x100 * q.number + 0) << q.number;
      EXPECT_EQ(q.fileA()[3][0], 0x100 * q.number + 1) << q.number;
    }
  }
}

TEST(Vc4ThesisVpmProblem, AVpmRowPerQpuRunsCleanWithEachQpusData) {
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    Outcome o =
        runOnQpus({assembleThesis(std::string(kListing38RowPerQpu) + listing("3.10"))}, 12, mode);
    ASSERT_FALSE(o.report.fault) << o.report.table();
    EXPECT_EQ(o.report.hazardCount, 0u) << o.report.table();
    for (const Qpu& q : o.qpus) {
      for (uint32_t i = 0; i < 4; ++i) {
        EXPECT_EQ(q.fileA()[0][i], 0x100 * q.number + i) << q.number << " lane " << i;
        EXPECT_EQ(q.fileA()[2][i], 0x100 * q.number + i) << q.number << " lane " << i;
      }
    }
  }
}

// `gpuasm run` on the listing, as a user would: exit 1 (a run-time hazard),
// naming the instruction. Every QPU loads the same 16 bytes here.
TEST(Vc4ThesisVpmProblem, GpuasmRunOfListing38ExitsOneNamingTheRead) {
  cli_test::Result r =
      cli_test::gpuasm("run -t vc4 --dialect thesis --qpus 12 --buffer data=16 --uniform data -",
                       listing("3.8") + listing("3.10"));
  EXPECT_EQ(r.exitCode, 1) << r.err;
  EXPECT_NE(r.err.find("gpuasm: 23 run-time hazards: on the hardware the kernel would not behave "
                       "as simulated (first: QPU 1 at 0x"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("or.setf vr_addr, ra31, 0: VDR DMA load writes VPM Y 0 X 0 (and 1 more "
                       "word), which QPU 0 wrote and read back after releasing the mutex"),
            std::string::npos)
      << r.err;
}

// ---- what the checks leave alone ---------------------------------------------

// A deliberate hand-over through semaphores: QPU 0 writes row 0 under the
// mutex and lets QPU 1 go (semaphore 0); QPU 1 writes its own data over it and
// signals back (semaphore 1); QPU 0 then reads QPU 1's data, as it means to.
TEST(Vc4ThesisVpmProblem, AnOverwriteOrderedBySemaphoresIsAHandOverNotAHazard) {
  const auto first = assembleVc4asm(R"(
    mov -, mutex
    mov vw_setup, vpm_setup(1, 1, h32(0))
    mov vpm, 10
    mov mutex, 0
    srel -, 0
    sacq -, 1
    mov -, mutex
    mov vr_setup, vpm_setup(1, 1, h32(0))
    nop
    nop
    nop
    mov r0, vpm
    mov mutex, 0
    nop; thrend
    nop
    nop
  )");
  const auto second = assembleVc4asm(R"(
    sacq -, 0
    mov -, mutex
    mov vw_setup, vpm_setup(1, 1, h32(0))
    mov vpm, 11
    mov mutex, 0
    srel -, 1
    nop; thrend
    nop
    nop
  )");
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    Outcome o = runOnQpus({first, second}, 2, mode);
    ASSERT_FALSE(o.report.fault) << o.report.table();
    EXPECT_EQ(o.report.hazardCount, 0u) << o.report.table();
    EXPECT_EQ(o.qpus[0].acc()[0][0], 11u);
  }
  // Without the semaphores the same overwrite is the thesis's problem.
  const auto firstAlone = assembleVc4asm(R"(
    mov -, mutex
    mov vw_setup, vpm_setup(1, 1, h32(0))
    mov vpm, 10
    mov mutex, 0
    mov -, mutex
    mov vr_setup, vpm_setup(1, 1, h32(0))
    nop
    nop
    nop
    mov r0, vpm
    mov mutex, 0
    nop; thrend
    nop
    nop
  )");
  Outcome o = runOnQpus({firstAlone, firstAlone}, 2, Mode::Functional);
  ASSERT_FALSE(o.report.fault) << o.report.table();
  ASSERT_FALSE(o.report.hazards.empty());
  EXPECT_EQ(o.report.hazards[0].kind, "vpm-kept-across-mutex");
  EXPECT_EQ(o.report.hazards[0].qpu, 1u);
  EXPECT_EQ(o.report.hazards[0].instruction, "ldi vpm, 0x0000000a");
}

// A total kept in the VPM and updated under the mutex (read, add, write back)
// is meant to be shared: each update reads the word first, so no QPU's write
// is "blind", and a QPU that reads the total again later is not told.
TEST(Vc4ThesisVpmProblem, ATotalUpdatedUnderTheMutexIsNotAHazard) {
  const auto add = assembleVc4asm(R"(
    mov -, mutex
    mov vr_setup, vpm_setup(1, 1, h32(5))
    mov vw_setup, vpm_setup(1, 1, h32(5))
    nop
    nop
    mov r0, vpm
    add vpm, r0, 1
    mov mutex, 0
    mov -, mutex
    mov vr_setup, vpm_setup(1, 1, h32(5))
    nop
    nop
    nop
    mov r1, vpm
    mov mutex, 0
    nop; thrend
    nop
    nop
  )");
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    Outcome o = runOnQpus({add}, 12, mode);
    ASSERT_FALSE(o.report.fault) << o.report.table();
    EXPECT_EQ(o.report.hazardCount, 0u) << o.report.table();
  }
}

// GPU_FFT moves every sample through the VPM on 8 QPUs, each in rows of its
// own, and its transpose shader runs on one QPU: a check that reported
// anything there would be a false alarm.
TEST(Vc4ThesisVpmProblem, GpuFftRaisesNoVpmHazardInEitherModel) {
  const std::filesystem::path helloFft =
      gpuasm::testing::sourceDirectory() + "/../shared/corpora/hello_fft";
  std::string error;
  const auto shaders = gpu_fft::ShaderSet::load(helloFft, gpu_fft::ShaderOrigin::Hex, error);
  if (!shaders) GTEST_SKIP() << "no hello_fft corpus at " << helloFft.string() << ": " << error;
  Device& device = mailboxDevice();
  const MachineConfig saved = device.config();
  int mb = mbox_open();
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    MachineConfig config = saved;
    config.mode = mode;
    device.configure(config);
    for (int log2N = 8; log2N <= 14; ++log2N) {
      std::optional<gpu_fft::Fft> fft;
      ASSERT_EQ(gpu_fft::prepare(mb, *shaders, log2N, gpu_fft::Direction::Forward, 2, fft),
                gpu_fft::Status::Ok);
      ASSERT_EQ(fft->execute(), 0u) << log2N;
      EXPECT_EQ(device.lastReport().hazardCount, 0u) << log2N << "\n"
                                                     << device.lastReport().table();
      fft->release();
    }
    std::optional<gpu_fft::Fft> rows, columns;
    ASSERT_EQ(gpu_fft::prepare(mb, *shaders, 8, gpu_fft::Direction::Inverse, 256, rows),
              gpu_fft::Status::Ok);
    ASSERT_EQ(gpu_fft::prepare(mb, *shaders, 8, gpu_fft::Direction::Inverse, 256, columns),
              gpu_fft::Status::Ok);
    std::optional<gpu_fft::Trans> trans;
    ASSERT_EQ(gpu_fft::prepareTrans(mb, *shaders, *rows, *columns, trans), gpu_fft::Status::Ok);
    ASSERT_EQ(rows->execute(), 0u);
    EXPECT_EQ(device.lastReport().hazardCount, 0u) << device.lastReport().table();
    ASSERT_EQ(trans->execute(), 0u);
    EXPECT_EQ(device.lastReport().hazardCount, 0u) << device.lastReport().table();
    trans->release();
    columns->release();
    rows->release();
  }
  device.configure(saved);
  mbox_close(mb);
}

}  // namespace
}  // namespace gpuasm::vc4
