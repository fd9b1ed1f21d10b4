// The rows that talk to the world outside the wave: traps, messages, halts
// and the clocks. A functional model has no trap handler, no host
// listening for interrupts and no wall clock, so each gets a deterministic
// meaning here:
//
// - s_trap N ends the run with a fault "trap N" (LLVM's AMDGPUUsage, "Trap
//   Handler ABI": 2 is llvm.trap, which clang emits for __builtin_trap and
//   on which ROCm puts the queue into error), except 3 (llvm.debugtrap),
//   which without a debugger "behaves as a no-operation".
// - s_sethalt 1, s_sendmsghalt and MSG_HALT_WAVES halt the wave; only a
//   debugger resumes a halted wave, so the run ends with a fault "halt"
//   rather than hanging. s_sethalt 0 resumes: nothing to do.
// - s_sendmsg MSG_INTERRUPT (ockl's hostcall raises it after writing its
//   buffer), MSG_SAVEWAVE and MSG_STALL_WAVE_GEN have no receiver here:
//   nothing happens. The graphics messages (GS, GS_DONE, GS_ALLOC_REQ,
//   ORDERED_PS_DONE), MSG_SYSMSG and the reserved ids fault unsupported,
//   naming the message.
// - s_memtime and s_memrealtime read one clock: the number of instructions
//   the wave has executed before this one (Wavefront::retired plus the
//   current run's count), the same on every run.
#include <fmt/format.h>

#include <string_view>

#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/wavefront.hpp"

namespace gpuasm::gcn::machine {
namespace {

void halt(Execution& x, const Decoded& d, std::string_view why) {
  x.raise(d, "halt",
          fmt::format("the wave halted ({}); only a debugger resumes a halted wave", why));
}

// The message ids of simm16[3:0] (SI-GFX9; LLVM's SIDefines.h SendMsg::Id).
constexpr std::string_view kMessageNames[16] = {
    "0 (reserved)",  "MSG_INTERRUPT",      "MSG_GS",         "MSG_GS_DONE",
    "MSG_SAVEWAVE",  "MSG_STALL_WAVE_GEN", "MSG_HALT_WAVES", "MSG_ORDERED_PS_DONE",
    "8 (reserved)",  "MSG_GS_ALLOC_REQ",   "10 (reserved)",  "11 (reserved)",
    "12 (reserved)", "13 (reserved)",      "14 (reserved)",  "MSG_SYSMSG"};

void sendMessage(Execution& x, const Decoded& d, bool thenHalt) {
  const uint32_t id = static_cast<uint32_t>(d.simm16) & 15;
  const bool gfx8 = gfx8OrLater(d.generation), gfx9 = d.generation == Generation::Gfx9;
  const bool quiet = id == 1 || (id == 4 && gfx8) || (id == 5 && gfx9);
  if (id == 6 && gfx9) return halt(x, d, "s_sendmsg MSG_HALT_WAVES");
  if (!quiet)
    return x.raise(
        d, "unsupported",
        fmt::format("message {} is not simulated (a compute wave has no receiver for it)",
                    kMessageNames[id]),
        std::nullopt, static_cast<uint32_t>(d.simm16) & 0xffff);
  if (thenHalt) halt(x, d, "s_sendmsghalt");
}

uint64_t clock(const Execution& x) {
  return x.wave.retired + (x.runInstructions ? *x.runInstructions : 0);
}

void readClock(Execution& x, const Decoded& d) {
  const uint64_t now = clock(x);
  if (d.dst + 1 < 128) x.wave.setPair(d.dst, now);
}

}  // namespace

GCN_SEMANTICS(s_trap) {
  const uint32_t id = static_cast<uint32_t>(d.simm16) & 0xff;
  if (id == 3) return;  // llvm.debugtrap without a debugger
  x.raise(d, "trap",
          fmt::format("trap {} at 0x{:04x}{}", id, d.address,
                      id == 2 ? " (llvm.trap: __builtin_trap, abort)" : ""),
          std::nullopt, id);
}
GCN_SEMANTICS(s_sethalt) {
  if (d.simm16 & 1) halt(x, d, "s_sethalt 1");
}
GCN_SEMANTICS(s_sendmsg) {
  sendMessage(x, d, false);
}
GCN_SEMANTICS(s_sendmsghalt) {
  sendMessage(x, d, true);
}
// GFX9's s_call_b64 (Vega ISA manual, SOPK opcode 21): D.u64 = PC + 4;
// PC = PC + SIMM16 * 4 + 4 (the next instruction's address, as a branch).
GCN_SEMANTICS(s_call_b64) {
  if (d.dst + 1 < 128) x.wave.setPair(d.dst, d.next);
  x.wave.pc = static_cast<uint32_t>(static_cast<int64_t>(d.next) + int64_t{d.simm16} * 4);
}
// No effect on a compute wave: s_setkill (a pixel's kill bit), s_wakeup (no
// wave sleeps past its s_sleep here), ds_nop, and the L1 write-back-and-
// invalidate buffer_wbinvl1_vol (no caches). s_endpgm_saved (the end of a
// wave that a context switch saved) and s_endpgm_ordered_ps_done end the
// program as s_endpgm does.
GCN_SEMANTICS(s_setkill) {}
GCN_SEMANTICS(s_wakeup) {}
GCN_SEMANTICS(ds_nop) {}
GCN_SEMANTICS(buffer_wbinvl1_vol) {}
GCN_SEMANTICS(s_endpgm_saved) {
  x.stop = true;
}
GCN_SEMANTICS(s_endpgm_ordered_ps_done) {
  x.stop = true;
}
GCN_SEMANTICS_AS(s_memtime, readClock);
GCN_SEMANTICS_AS(s_memrealtime, readClock);

}  // namespace gpuasm::gcn::machine
