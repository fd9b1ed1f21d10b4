// CUDA endpoints (cuda_endpoint.cpp): the only transfer file that sees cuda.h.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "gpuasm/transfer/transfer.hpp"

namespace gpuasm::transfer {

// The device index of "cuda:N"; nullopt when `name` is not a CUDA endpoint.
// Throws TransferUsageError when it starts with "cuda:" but is not cuda:N.
std::optional<unsigned> parseCudaDevice(std::string_view name);

// CUDA device `index` as the installed driver (libcuda.so.1) counts them
// (CUDA_VISIBLE_DEVICES chooses). Throws TransferUsageError when gpuasm was
// built without CUDA, no driver is installed, or there is no such device
// (saying how many there are); TransferError when the driver fails.
std::unique_ptr<Endpoint> openCudaEndpoint(unsigned index);

// The same through a driver library named or found by path (the tests' fake
// driver, tests/transfer/fake_cuda_transfer_driver.c).
std::unique_ptr<Endpoint> openCudaEndpointFromLibrary(unsigned index, const std::string& library);

}  // namespace gpuasm::transfer
