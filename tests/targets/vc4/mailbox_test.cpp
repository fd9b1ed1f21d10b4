// The mailbox API as the thesis's listing 3.12 uses it (seed 000, section
// 3.3.1): one allocation holding code, data, uniforms and the control block,
// twelve QPUs started by execute_qpu, results read back through mapmem.
#include "gpuasm/vc4/mailbox.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstring>

#include "gpuasm/vc4/device.hpp"
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

}  // namespace
}  // namespace gpuasm::vc4
