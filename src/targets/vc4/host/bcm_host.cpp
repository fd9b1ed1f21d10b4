// libbcm_host for the simulated board (board.hpp says which Pi and why).
// Built as its own shared library, libbcm_host.so, because programs such as
// hello_fft dlopen it by that name; it needs nothing from libgpuasm.
#include "gpuasm/vc4/bcm_host.h"

#include "targets/vc4/host/board.hpp"

namespace board = gpuasm::vc4::board;

extern "C" {

void bcm_host_init(void) {}
void bcm_host_deinit(void) {}

unsigned bcm_host_get_peripheral_address(void) {
  return board::kPeripheralAddress;
}
unsigned bcm_host_get_peripheral_size(void) {
  return board::kPeripheralSize;
}
unsigned bcm_host_get_sdram_address(void) {
  return board::kSdramAddress;
}

int bcm_host_get_processor_id(void) {
  return board::kProcessorId;
}
int bcm_host_get_model_type(void) {
  return board::kModelType;
}
int bcm_host_is_model_pi4(void) {
  return 0;
}
int bcm_host_is_fkms_active(void) {
  return 0;
}
int bcm_host_is_kms_active(void) {
  return 0;
}

}  // extern "C"

static_assert(board::kProcessorId == BCM_HOST_PROCESSOR_BCM2836);
static_assert(board::kModelType == BCM_HOST_BOARD_TYPE_PI2MODELB);
