/* A mailbox program of our own, in C, built against an installed gpuasm with
 * `cc mailbox_program.c $(pkg-config --cflags --libs gpuasm bcm_host)`: it
 * starts three QPUs through the V3D registers in the peripheral window, as
 * GPU_FFT's direct path does, and one through execute_qpu.
 *
 * The QPU program is `ldi host_int, 1; thrend` (words from vc4asm 0.3,
 * the oracle); the register values come from the reference guide (V3D_IDENT0
 * reads "V3D" with technology version 2, table 79; SRQCS's completed count in
 * bits 23:16 and request count in 15:8, table 68; DBQITC latches one bit per
 * QPU that interrupted while DBQITE allows it, tables 73-74). */
#include <gpuasm/vc4/bcm_host.h>
#include <gpuasm/vc4/mailbox.h>
#include <stdio.h>
#include <string.h>

#define V3D(offset) (0xc00000 + (offset)) / 4
#define V3D_IDENT0 V3D(0x000)
#define V3D_SRQPC V3D(0x430)
#define V3D_SRQUA V3D(0x434)
#define V3D_SRQCS V3D(0x43c)
#define V3D_DBQITE V3D(0xe2c)
#define V3D_DBQITC V3D(0xe30)

static const unsigned kProgram[] = {0x00000001, 0xe00209a7, 0x009e7000, 0x300009e7,
                                    0x009e7000, 0x100009e7, 0x009e7000, 0x100009e7};

static int failures = 0;
static void expect(const char* what, unsigned got, unsigned want) {
  if (got == want) return;
  printf("FAIL %s: 0x%08x, expected 0x%08x\n", what, got, want);
  ++failures;
}

int main(void) {
  bcm_host_init();
  int mb = mbox_open();
  expect("qpu_enable", qpu_enable(mb, 1), 0);
  expect("IOCTL_MBOX_PROPERTY", IOCTL_MBOX_PROPERTY, sizeof(char*) == 8 ? 0xc0086400u : 0xc0046400u);

  unsigned handle = mem_alloc(mb, 4096, 4096, 0x4);
  unsigned bus = mem_lock(mb, handle);
  unsigned* memory = mapmem(bus & ~0xC0000000u, 4096);
  volatile unsigned* peri = mapmem(bcm_host_get_peripheral_address(), bcm_host_get_peripheral_size());
  if (!handle || !memory || !peri) {
    printf("FAIL: no memory or no peripheral window\n");
    return 1;
  }
  memcpy(memory, kProgram, sizeof kProgram);
  memory[64] = bus;       /* control block for execute_qpu: uniforms, code */
  memory[65] = bus;

  expect("V3D_IDENT0", peri[V3D_IDENT0], 0x02443356u);
  peri[V3D_DBQITE] = 0x5; /* QPUs 0 and 2 may interrupt */
  peri[V3D_DBQITC] = ~0u;
  peri[V3D_SRQCS] = (1 << 7) | (1 << 8) | (1 << 16);
  for (int i = 0; i < 3; ++i) { /* the same two values three times */
    peri[V3D_SRQUA] = bus;
    peri[V3D_SRQPC] = bus;
  }
  unsigned status;
  for (int polls = 0;; ++polls) {
    status = peri[V3D_SRQCS];
    if (((status >> 16) & 0xff) == 3 || polls == 1000) break;
  }
  expect("V3D_SRQCS after three programs", status, 3u << 16 | 3u << 8);
  expect("V3D_DBQITC", peri[V3D_DBQITC], 0x5);
  peri[V3D_DBQITC] = 0x1;
  expect("V3D_DBQITC after clearing QPU 0", peri[V3D_DBQITC], 0x4);

  expect("execute_qpu", execute_qpu(mb, 1, bus + 256, 1, 1000), 0);

  unmapmem((void*)peri, bcm_host_get_peripheral_size());
  unmapmem(memory, 4096);
  expect("mem_unlock", mem_unlock(mb, handle), 0);
  expect("mem_free", mem_free(mb, handle), 0);
  qpu_enable(mb, 0);
  mbox_close(mb);
  bcm_host_deinit();
  if (failures == 0) printf("mailbox program: all checks passed\n");
  return failures == 0 ? 0 : 1;
}
