// OpenCL endpoints (opencl_endpoint.cpp): the only file that sees CL/cl.h.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "gpuasm/transfer/transfer.hpp"

namespace gpuasm::transfer {

struct OpenClAddress {
  unsigned platform = 0, device = 0;
};

// nullopt when `name` is not an OpenCL endpoint; throws TransferUsageError
// when it starts with "opencl:" but is not opencl:P.D.
std::optional<OpenClAddress> parseOpenClAddress(std::string_view name);

// The endpoints of `addresses`, in order; those on one platform share one
// context. Throws TransferUsageError naming a platform or device that does
// not exist.
std::vector<std::unique_ptr<Endpoint>> openOpenClEndpoints(
    std::span<const OpenClAddress> addresses);

}  // namespace gpuasm::transfer
