// The CUDA device: PTX kernels run on a real NVIDIA GPU through the CUDA
// driver API, the same Program, Kernel and buffers the simulator takes
// (gpuasm/ptx/host.hpp). The driver is found at run time (dlopen of
// libcuda.so.1), so gpuasm builds and starts on machines without one.
#pragma once

#include <memory>
#include <string>

#include "gpuasm/ptx/host.hpp"

namespace gpuasm::ptx {

// The first GPU the driver lists (CUDA_VISIBLE_DEVICES chooses), in its
// primary context. Nothing, with `error` saying what is missing, when gpuasm
// was built without the CUDA toolkit's cuda.h, the machine has no NVIDIA
// driver, the driver does not start, or it finds no GPU.
std::unique_ptr<Device> openCudaDevice(std::string& error);

// The same from a driver library named or found by path: the tests open the
// toolkit's stub library (lib64/stubs/libcuda.so) with it, which has every
// entry point and no driver behind them.
std::unique_ptr<Device> openCudaDeviceFromLibrary(const std::string& library, std::string& error);

// The CUDA_VERSION of the cuda.h gpuasm was built with (13000 for 13.0); 0
// when it was built without one.
int cudaHeaderVersion();

}  // namespace gpuasm::ptx
