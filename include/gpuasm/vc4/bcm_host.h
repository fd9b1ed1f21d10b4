/* The part of the Raspberry Pi's bcm_host.h (libbcm_host) that programs
 * driving the QPUs use, answered for gpuasm's simulated board: a Raspberry
 * Pi 2 Model B (BCM2836), whose 1 GiB lets every GPU_FFT batch fit and
 * whose addresses GPU_FFT maps consistently with gpuasm's mapmem
 * (docs/vc4-host.md). Link with -lbcm_host, or load libbcm_host.so with
 * dlopen as hello_fft does; both are installed beside libgpuasm. The
 * display (dispmanx), vchi and vcos parts of the real library are not
 * provided: the simulator has no display. */
#ifndef GPUASM_VC4_BCM_HOST_H
#define GPUASM_VC4_BCM_HOST_H

#ifdef __cplusplus
extern "C" {
#endif

/* bcm_host_get_processor_id() */
#define BCM_HOST_PROCESSOR_BCM2835 0
#define BCM_HOST_PROCESSOR_BCM2836 1
#define BCM_HOST_PROCESSOR_BCM2837 2
#define BCM_HOST_PROCESSOR_BCM2838 3

/* bcm_host_get_model_type() (those of the Pis with a VideoCore IV) */
#define BCM_HOST_BOARD_TYPE_MODELA 0
#define BCM_HOST_BOARD_TYPE_MODELB 1
#define BCM_HOST_BOARD_TYPE_MODELAPLUS 2
#define BCM_HOST_BOARD_TYPE_MODELBPLUS 3
#define BCM_HOST_BOARD_TYPE_PI2MODELB 4
#define BCM_HOST_BOARD_TYPE_CM 6
#define BCM_HOST_BOARD_TYPE_CM2 7
#define BCM_HOST_BOARD_TYPE_PI3MODELB 8
#define BCM_HOST_BOARD_TYPE_PI0 9
#define BCM_HOST_BOARD_TYPE_CM3 0xa

void bcm_host_init(void);   /* nothing to set up; any number of calls */
void bcm_host_deinit(void);

unsigned bcm_host_get_peripheral_address(void); /* 0x3f000000: ARM physical */
unsigned bcm_host_get_peripheral_size(void);    /* 0x01000000 */
unsigned bcm_host_get_sdram_address(void);      /* 0xc0000000: bus alias of SDRAM */

int bcm_host_get_processor_id(void); /* BCM_HOST_PROCESSOR_BCM2836 */
int bcm_host_get_model_type(void);   /* BCM_HOST_BOARD_TYPE_PI2MODELB */
int bcm_host_is_model_pi4(void);     /* 0 */
int bcm_host_is_fkms_active(void);   /* 0: no display driver */
int bcm_host_is_kms_active(void);    /* 0 */

#ifdef __cplusplus
}
#endif

#endif
