/* The Raspberry Pi mailbox interface (hello_pi's mailbox.h), implemented on
 * gpuasm's VideoCore IV simulator: a program written against the real
 * mailbox.c runs unchanged when linked with libgpuasm instead.
 *
 * There is one simulated board per process, as there is one GPU per Pi:
 * mbox_open() opens it (creating it on first use, with 12 QPUs), and
 * mapmem() reaches its memory by physical address, as /dev/mem does, and
 * maps the peripherals (bcm_host_get_peripheral_address(), on x86-64 Linux
 * hosts) with the V3D registers simulated, so QPU programs can also be
 * started by writing V3D_SRQUA/V3D_SRQPC and polling V3D_SRQCS.
 * Errors are reported the way the firmware does (0 from mem_alloc, 0x80000000
 * from execute_qpu on timeout or fault); the simulator's own report of the
 * last run is available from C++ (gpuasm/vc4/device.hpp). */
#ifndef GPUASM_VC4_MAILBOX_H
#define GPUASM_VC4_MAILBOX_H

#ifdef __cplusplus
extern "C" {
#endif

#define MAJOR_NUM 100
/* _IOWR(MAJOR_NUM, 0, char *): the size field holds sizeof(char *), so the
 * number is 0xc0086400 in 64-bit programs and 0xc0046400 in 32-bit ones. */
#define IOCTL_MBOX_PROPERTY (0xc0006400u | ((unsigned)sizeof(char *) << 16))
#define DEVICE_FILE_NAME "/dev/vcio"

int mbox_open(void);
void mbox_close(int file_desc);

unsigned get_version(int file_desc);
unsigned mem_alloc(int file_desc, unsigned size, unsigned align, unsigned flags);
unsigned mem_free(int file_desc, unsigned handle);
unsigned mem_lock(int file_desc, unsigned handle);
unsigned mem_unlock(int file_desc, unsigned handle);
void *mapmem(unsigned base, unsigned size);
void unmapmem(void *addr, unsigned size);

unsigned execute_code(int file_desc, unsigned code, unsigned r0, unsigned r1, unsigned r2,
                      unsigned r3, unsigned r4, unsigned r5);
unsigned execute_qpu(int file_desc, unsigned num_qpus, unsigned control, unsigned noflush,
                     unsigned timeout);
unsigned qpu_enable(int file_desc, unsigned enable);

#ifdef __cplusplus
}
#endif

#endif
