// The mailbox API as the thesis's listing 3.12 uses it (seed 000, section
// 3.3.1): one allocation holding code, data, uniforms and the control block,
// twelve QPUs started by execute_qpu, results read back through mapmem.
#include "gpuasm/vc4/mailbox.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstring>
#include <span>

#include "gpuasm/vc4/bcm_host.h"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/v3d_registers.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

// Each QPU takes the mutex, writes 100 * qpu + lane to VPM row 0, stores the
// row to data + 64 * qpu with a VDW DMA, waits for it and lets the mutex go.
constexpr const char* kKernel = R"(
    mov r1, unif                                  # the data's bus address
    mov r2, qpu_num
    shl r3, r2, 6
    add r1, r1, r3
    ldi r0, 100
    mul24 r2, r2, r0
    mov -, mutex
    mov vw_setup, vpm_setup(1, 1, h32(0))
    add vpm, r2, elem_num
    mov vw_setup, vdw_setup_0(1, 16, dma_h32(0, 0))
    mov vw_addr, r1
    mov -, vw_wait
    mov mutex, 0
    nop; thrend
    nop
    nop
)";

constexpr unsigned kQpus = 12;

struct GpuMemoryMap {  // the listing's layout
  uint32_t qpuCode[64];
  uint32_t data[kQpus * 16];
  uint32_t uniforms[kQpus];
  uint32_t messages[kQpus * 2];
};

TEST(Vc4Mailbox, ListingThreeTwelveRunsTwelveQpusAndReadsTheResultsBack) {
  Device& device = mailboxDevice();
  device.configure(MachineConfig{});
  auto assembled = testing::assembleVc4(kKernel);
  ASSERT_EQ(assembled.errors, 0u) << assembled.diagnostics;
  ASSERT_LE(assembled.words.size() * 2, 64u);  // the listing's qpuCode array

  unsigned mailbox = mbox_open();
  EXPECT_EQ(qpu_enable(mailbox, 1), 0u);
  unsigned total = sizeof(GpuMemoryMap);
  unsigned handle = mem_alloc(mailbox, total, 4096, 0xc);
  ASSERT_NE(handle, 0u);
  unsigned base = mem_lock(mailbox, handle);
  // 0xC is MEM_FLAG_L1_NONALLOCATING: the 0x4 (0x40000000) alias on a Pi 1.
  EXPECT_EQ(base & 0xC0000000u, 0x40000000u);
  void* cpu = mapmem(base, total);  // the listing maps the bus address as it is
  ASSERT_NE(cpu, nullptr);
  auto* map = static_cast<GpuMemoryMap*>(cpu);
  std::memset(map, 0, sizeof(GpuMemoryMap));
  unsigned vcCode = base + offsetof(GpuMemoryMap, qpuCode);
  unsigned vcData = base + offsetof(GpuMemoryMap, data);
  unsigned vcUniforms = base + offsetof(GpuMemoryMap, uniforms);
  unsigned vcMessages = base + offsetof(GpuMemoryMap, messages);
  std::memcpy(map->qpuCode, assembled.words.data(), assembled.words.size() * 8);
  for (unsigned i = 0; i < kQpus; ++i) {
    map->uniforms[i] = vcData;
    map->messages[i * 2 + 0] = vcUniforms + i * 4;
    map->messages[i * 2 + 1] = vcCode;
  }
  EXPECT_EQ(execute_qpu(mailbox, kQpus, vcMessages, 1, 10000), 0u);
  for (unsigned q = 0; q < kQpus; ++q)
    for (unsigned lane = 0; lane < 16; ++lane)
      EXPECT_EQ(map->data[q * 16 + lane], 100 * q + lane) << "QPU " << q << " lane " << lane;
  const RunReport& report = device.lastReport();
  EXPECT_EQ(report.qpus, kQpus);
  EXPECT_EQ(report.total().dmaStoreBytes, kQpus * 64);
  EXPECT_EQ(report.hazardCount, 0u) << report.table();

  unmapmem(cpu, total);
  EXPECT_EQ(mem_unlock(mailbox, handle), 0u);
  EXPECT_EQ(mem_free(mailbox, handle), 0u);
  EXPECT_EQ(qpu_enable(mailbox, 0), 0u);
  mbox_close(mailbox);
}

TEST(Vc4Mailbox, MisuseGetsTheFirmwaresErrorAnswersNotACrash) {
  mailboxDevice().configure(MachineConfig{});
  EXPECT_EQ(mem_alloc(12345, 4096, 4096, 0xc), 0u);  // not an open mailbox
  int mb = mbox_open();
  EXPECT_EQ(mapmem(0x00000010u, 64), nullptr);  // nothing allocated there
  unsigned handle = mem_alloc(mb, 4096, 4096, 0x4);
  unsigned bus = mem_lock(mb, handle);
  EXPECT_NE(mem_free(mb, handle), 0u);  // still locked
  // The control block names code at address 0: the run faults, execute_qpu answers as on a timeout.
  auto* control = static_cast<uint32_t*>(mapmem(bus, 8));
  control[0] = bus;
  control[1] = 0;
  EXPECT_EQ(qpu_enable(mb, 0), 0u);
  EXPECT_EQ(execute_qpu(mb, 1, bus, 1, 1000), 0x80000000u);  // QPUs not enabled
  EXPECT_EQ(qpu_enable(mb, 1), 0u);
  EXPECT_EQ(execute_qpu(mb, 1, bus, 1, 1000), 0x80000000u);
  ASSERT_TRUE(mailboxDevice().lastReport().fault);
  EXPECT_EQ(mailboxDevice().lastReport().fault->kind, "bad-address");
  EXPECT_EQ(execute_qpu(mb, 13, bus, 1, 1000), 0x80000000u);  // more QPUs than the board has
  EXPECT_EQ(execute_code(mb, bus, 0, 0, 0, 0, 0, 0), 0x80000000u);
  EXPECT_EQ(mem_unlock(mb, handle), 0u);
  EXPECT_EQ(mem_free(mb, handle), 0u);
  qpu_enable(mb, 0);
  mbox_close(mb);
}

// ---- The V3D registers (reference guide section 10) ------------------------

// `ldi host_int, 1; nop; thrend; nop; nop` and `:l brr -, r:l; nop x3`
// (an endless loop), as vc4asm 0.3 (the oracle) encodes them: low, high words.
constexpr uint32_t kInterruptProgram[] = {0x00000001, 0xe00209a7, 0x009e7000, 0x300009e7,
                                          0x009e7000, 0x100009e7, 0x009e7000, 0x100009e7};
constexpr uint32_t kEndlessLoop[] = {0xffffffe0, 0xf0f809e7, 0x009e7000, 0x100009e7,
                                     0x009e7000, 0x100009e7, 0x009e7000, 0x100009e7};

// One page of board memory holding a program; its bus address.
struct ProgramPage {
  explicit ProgramPage(std::span<const uint32_t> program) {
    mb = mbox_open();
    qpu_enable(mb, 1);
    handle = mem_alloc(mb, 4096, 4096, 0x4);
    bus = mem_lock(mb, handle);
    host = static_cast<uint32_t*>(mapmem(bus & ~0xC0000000u, 4096));
    std::memcpy(host, program.data(), program.size_bytes());
  }
  ~ProgramPage() {
    mem_unlock(mb, handle);
    mem_free(mb, handle);
    qpu_enable(mb, 0);
    mbox_close(mb);
  }
  int mb = 0;
  unsigned handle = 0, bus = 0;
  uint32_t* host = nullptr;
};

TEST(Vc4V3dRegisters, IdentityRegistersReadAsTheGuideGivesThem) {
  Device device;
  V3dRegisters& v3d = device.v3d();
  EXPECT_EQ(v3d.read(v3d::kIdent0), 0x02443356u);  // table 79: version 2, "V3D"
  // Table 80: 16 KiB VPM (0), HDR, 16 semaphores, 2 TMUs and 4 QPUs a slice, 3 slices, rev 1.
  EXPECT_EQ(v3d.read(v3d::kIdent1), 0x01102431u);
  EXPECT_EQ(v3d.read(v3d::kIdent2), 0x121u);  // table 81
  v3d.write(v3d::kIdent0, 0);                 // read-only
  EXPECT_EQ(v3d.read(v3d::kIdent0), 0x02443356u);
  v3d.write(v3d::kScratch, 0xdeadbeef);
  EXPECT_EQ(v3d.read(v3d::kScratch), 0xdeadbeefu);
  v3d.write(v3d::kL2cactl, 1);  // L2CENA
  EXPECT_EQ(v3d.read(v3d::kL2cactl), 1u);
  v3d.write(v3d::kL2cactl, 1u << 1 | 1u << 2);  // L2CDIS, L2CCLR
  EXPECT_EQ(v3d.read(v3d::kL2cactl), 0u);
}

TEST(Vc4V3dRegisters, RequestQueueCountsOverflowsAndResetsAsTableSixtyEightSays) {
  Device device;
  V3dRegisters& v3d = device.v3d();
  Memory& memory = device.memory();
  // The test's device has memory of its own: copy the program there.
  const uint32_t handle = memory.allocate(4096, 4096, 0x4);
  const uint32_t bus = *memory.lock(handle);
  std::memcpy(memory.map(bus, 32), kInterruptProgram, sizeof kInterruptProgram);

  // Every QPU reserved against user programs (SQRSV bit 0): requests wait.
  v3d.write(v3d::kSqrsv0, 0x11111111);
  v3d.write(v3d::kSqrsv1, 0x11111111);
  for (int i = 0; i < 17; ++i) {
    v3d.write(v3d::kSrqua, bus);
    v3d.write(v3d::kSrqpc, bus);
  }
  // 16 queued, the 17th ignored with QPURQERR; the request count has all 17.
  EXPECT_EQ(v3d.peek(v3d::kSrqcs), 0u << 16 | 17u << 8 | 1u << 7 | 16u);
  EXPECT_EQ(v3d.queued(), 16u);
  v3d.write(v3d::kSrqcs, 1u << 7 | 1u << 8);  // clear the error and the request count
  EXPECT_EQ(v3d.peek(v3d::kSrqcs), 16u);

  // Free QPUs 0..3: the status read runs the 16 in four batches of four,
  // each QPU's host_int latching its DBQITC bit where DBQITE allows it.
  v3d.write(v3d::kDbqite, 0x0005);
  v3d.write(v3d::kSqrsv0, 0x11110000);
  EXPECT_EQ(v3d.read(v3d::kSrqcs), 16u << 16);
  EXPECT_EQ(v3d.read(v3d::kDbqitc), 0x5u);
  v3d.write(v3d::kDbqitc, 0x4);  // write 1 to clear
  EXPECT_EQ(v3d.read(v3d::kDbqitc), 0x1u);
  v3d.write(v3d::kSrqcs, 1u << 16);
  EXPECT_EQ(v3d.read(v3d::kSrqcs), 0u);
}

TEST(Vc4V3dRegisters, ARequestWithTheQueueFullOfWaitingProgramsIsDroppedUntilTheErrorIsCleared) {
  Device device(MachineConfig{.qpus = 4});
  V3dRegisters& v3d = device.v3d();
  v3d.write(v3d::kSqrsv0, 0x1111);  // all four QPUs reserved
  for (int i = 0; i < 16; ++i) v3d.write(v3d::kSrqpc, 0x1000);
  v3d.write(v3d::kSrqcs, 1u << 0);  // QPURQL bit 0: clear the queue
  EXPECT_EQ(v3d.queued(), 0u);
  EXPECT_EQ(v3d.peek(v3d::kSrqcs), 16u << 8);
}

TEST(Vc4PeripheralWindow, RepeatedStoresToSrqpcStartOneProgramEachAndSrqcsCountsThem) {
  mailboxDevice().configure(MachineConfig{});
  ProgramPage page(kInterruptProgram);
  EXPECT_EQ(bcm_host_get_peripheral_size(), 0x01000000u);
  auto* peri = static_cast<volatile uint32_t*>(mapmem(0x3F000000u, 0x01000000u));
  ASSERT_NE(peri, nullptr);
  volatile uint32_t* v3dRegs = peri + 0xc00000 / 4;
  EXPECT_EQ(v3dRegs[v3d::kIdent0 / 4], 0x02443356u);
  v3dRegs[v3d::kDbqite / 4] = 0xfff;
  v3dRegs[v3d::kSrqcs / 4] = 1u << 7 | 1u << 8 | 1u << 16;
  for (int i = 0; i < 5; ++i) {  // the same two values five times, as GPU_FFT does
    v3dRegs[v3d::kSrqua / 4] = page.bus;
    v3dRegs[v3d::kSrqpc / 4] = page.bus;
  }
  EXPECT_EQ(v3dRegs[v3d::kSrqcs / 4], 5u << 16 | 5u << 8);
  EXPECT_EQ(v3dRegs[v3d::kDbqitc / 4], 0x1fu);
  EXPECT_EQ(mailboxDevice().lastReport().qpus, 5u);
  EXPECT_EQ(mailboxDevice().lastReport().hostInterrupts, 5u);
  // A 64-bit store reaches two registers: SQRSV0 and SQRSV1.
  *reinterpret_cast<volatile uint64_t*>(v3dRegs + v3d::kSqrsv0 / 4) = uint64_t{0x10} << 32 | 0x1234;
  EXPECT_EQ(mailboxDevice().v3d().peek(v3d::kSqrsv0), 0x1234u);
  EXPECT_EQ(mailboxDevice().v3d().peek(v3d::kSqrsv1), 0x10u);
  EXPECT_EQ(mapmem(0x3F000000u, 0x01000000u), static_cast<void*>(const_cast<uint32_t*>(peri)));
  EXPECT_EQ(mapmem(0x3FFFF000u, 0x2000u), nullptr);  // past the window's end
  unmapmem(const_cast<uint32_t*>(peri), 0x01000000u);
}

TEST(Vc4PeripheralWindow, AProgramThatNeverEndsStopsAtTheWatchdogAndSrqcsReportsTheError) {
  mailboxDevice().configure(MachineConfig{.maxInstructions = 10'000});
  ProgramPage page(kEndlessLoop);
  auto* peri = static_cast<volatile uint32_t*>(mapmem(0x3F000000u, 0x01000000u));
  ASSERT_NE(peri, nullptr);
  volatile uint32_t* v3dRegs = peri + 0xc00000 / 4;
  v3dRegs[v3d::kSrqcs / 4] = 1u << 7 | 1u << 8 | 1u << 16;
  v3dRegs[v3d::kSrqua / 4] = page.bus;
  v3dRegs[v3d::kSrqpc / 4] = page.bus;
  // The read runs the program into the watchdog; the batch counts as ended
  // (a host polling the count stops) and QPURQERR says it failed.
  EXPECT_EQ(v3dRegs[v3d::kSrqcs / 4], 1u << 16 | 1u << 8 | 1u << 7);
  ASSERT_TRUE(mailboxDevice().lastReport().fault);
  EXPECT_EQ(mailboxDevice().lastReport().fault->kind, "watchdog");
  mailboxDevice().configure(MachineConfig{});
}

TEST(Vc4PeripheralWindowDeathTest, TouchingAPeripheralOtherThanTheV3dEndsTheProgramNamingItsBusAddress) {
  auto* peri = static_cast<volatile uint32_t*>(mapmem(0x3F000000u, 0x01000000u));
  ASSERT_NE(peri, nullptr);
  // 0x200000: the GPIO block (bus 0x7e200000), which the simulator does not have.
  EXPECT_DEATH(peri[0x200000 / 4] = 1, "peripheral bus address 0x7e200000 \\(physical 0x3f200000\\): only the V3D");
}

TEST(Vc4Mailbox, IoctlNumberIsTheSixtyFourBitIowr) {
  // _IOWR(100, 0, char *): direction 3 << 30, size sizeof(char *) << 16, type 100 << 8.
  EXPECT_EQ(IOCTL_MBOX_PROPERTY, 3u << 30 | unsigned{sizeof(char*)} << 16 | 100u << 8);
  EXPECT_EQ(IOCTL_MBOX_PROPERTY, 0xc0086400u);
}

TEST(Vc4BcmHost, AnswersAsARaspberryPiTwo) {
  bcm_host_init();
  EXPECT_EQ(bcm_host_get_sdram_address(), 0xC0000000u);
  EXPECT_EQ(bcm_host_get_peripheral_address(), 0x3F000000u);
  EXPECT_EQ(bcm_host_get_model_type(), BCM_HOST_BOARD_TYPE_PI2MODELB);
  EXPECT_EQ(bcm_host_get_processor_id(), BCM_HOST_PROCESSOR_BCM2836);
  bcm_host_deinit();
}

}  // namespace
}  // namespace gpuasm::vc4
