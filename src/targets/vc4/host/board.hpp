// The Raspberry Pi the simulated board stands for: a Pi 2 Model B (BCM2836).
//
// Why a Pi 2: its firmware hands the GPU up to 1 GiB less the peripherals, so
// hello_fft's largest batch (ten 2^22-point transforms, 671 MiB of ping-pong
// buffers) fits, as it cannot in a Pi 1's 512 MiB; its V3D runs at 250 MHz,
// the clock MachineConfig models; and GPU_FFT takes its "Pi 2" path from the
// SDRAM address below (mem_alloc with MEM_FLAG_DIRECT, the uncached 0xC alias,
// BUS_TO_PHYS(bus) = bus & ~0xC0000000 giving the physical address that
// mapmem takes), which Memory serves without special cases.
//
// The values are what Raspberry Pi OS's libbcm_host answers on a Pi 2 (it
// reads them from the device tree: /proc/device-tree/axi/vc_mem/reg for the
// SDRAM bus address, /proc/device-tree/soc/ranges for the peripherals).
// The V3D block is at bus address 0x7ec00000 (reference guide, appendix B,
// table 95, page 110); the ARM sees bus 0x7e000000 at the peripheral base.
#pragma once

#include <cstdint>

namespace gpuasm::vc4::board {

inline constexpr uint32_t kSdramAddress = 0xC0000000u;       // bcm_host_get_sdram_address
inline constexpr uint32_t kPeripheralAddress = 0x3F000000u;  // bcm_host_get_peripheral_address
inline constexpr uint32_t kPeripheralSize = 0x01000000u;     // bcm_host_get_peripheral_size
inline constexpr uint32_t kPeripheralBusAddress = 0x7E000000u;
inline constexpr uint32_t kV3dBusAddress = 0x7EC00000u;
inline constexpr uint32_t kV3dOffset = kV3dBusAddress - kPeripheralBusAddress;  // in the window
inline constexpr uint32_t kV3dSize = 0x1000u;  // the register map ends at 0xf20 (table 48)

// bcm_host_get_processor_id / bcm_host_get_model_type (libbcm_host's numbering).
inline constexpr int kProcessorId = 1;  // BCM_HOST_PROCESSOR_BCM2836
inline constexpr int kModelType = 4;    // BCM_HOST_BOARD_TYPE_PI2MODELB

}  // namespace gpuasm::vc4::board
