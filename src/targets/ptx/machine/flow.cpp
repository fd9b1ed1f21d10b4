// Basic blocks and post-dominators of a function's Ops (flow.hpp).
#include "targets/ptx/machine/flow.hpp"

#include <algorithm>

namespace gpuasm::ptx {
namespace {

// Within one function: a call goes on to the next op, a return (or exit)
// leaves the function, brx.idx goes to any entry of its table.
bool leaves(const Op& op) {
  return op.control == Control::Exit || op.control == Control::Return;
}

std::vector<uint32_t> successorsOf(const std::vector<Op>& ops, uint32_t pc,
                                   const std::vector<std::vector<uint32_t>>& tables) {
  const Op& op = ops[pc];
  if (leaves(op)) {
    if (op.guard == kNoSlot) return {};
    return {pc + 1};
  }
  if (op.control == Control::Branch) {
    if (op.guard == kNoSlot) return {op.target};
    return {op.target, pc + 1};
  }
  if (op.control == Control::BranchIndexed) {
    std::vector<uint32_t> next = tables[op.target];
    if (op.guard != kNoSlot) next.push_back(pc + 1);
    return next;
  }
  return {pc + 1};
}

}  // namespace

Flow flowOf(const std::vector<Op>& ops, const std::vector<std::vector<uint32_t>>& tables) {
  const uint32_t n = static_cast<uint32_t>(ops.size());
  std::vector<bool> leader(n, false);
  leader[0] = true;
  for (uint32_t pc = 0; pc < n; ++pc) {
    const Op& op = ops[pc];
    if (op.control == Control::Branch) leader[op.target] = true;
    if (op.control == Control::BranchIndexed)
      for (uint32_t target : tables[op.target]) leader[target] = true;
    const bool ends = op.control == Control::Branch || op.control == Control::BranchIndexed;
    if ((ends || leaves(op)) && pc + 1 < n) leader[pc + 1] = true;
  }
  Flow flow;
  flow.blockOf.resize(n);
  for (uint32_t pc = 0; pc < n; ++pc) {
    if (leader[pc]) flow.blockStart.push_back(pc);
    flow.blockOf[pc] = static_cast<uint32_t>(flow.blockStart.size() - 1);
  }
  const uint32_t blocks = static_cast<uint32_t>(flow.blockStart.size());
  const uint32_t exitNode = blocks;
  flow.successors.resize(blocks + 1);
  std::vector<std::vector<uint32_t>> predecessors(blocks +
                                                  1);  // of the reversed graph: CFG successors
  for (uint32_t b = 0; b < blocks; ++b) {
    uint32_t last = (b + 1 < blocks ? flow.blockStart[b + 1] : n) - 1;
    std::vector<uint32_t> next = successorsOf(ops, last, tables);
    bool exits = leaves(ops[last]);
    for (uint32_t pc : next) flow.successors[b].push_back(flow.blockOf[pc]);
    if (exits) flow.successors[b].push_back(exitNode);
  }
  // Reverse postorder of the reversed graph from the exit.
  std::vector<std::vector<uint32_t>> reversed(blocks + 1);
  for (uint32_t b = 0; b < blocks; ++b)
    for (uint32_t s : flow.successors[b]) reversed[s].push_back(b);
  std::vector<uint32_t> order;
  std::vector<uint8_t> seen(blocks + 1, 0);
  std::vector<std::pair<uint32_t, size_t>> stack{{exitNode, 0}};
  seen[exitNode] = 1;
  while (!stack.empty()) {
    auto& [node, next] = stack.back();
    if (next < reversed[node].size()) {
      uint32_t child = reversed[node][next++];
      if (!seen[child]) {
        seen[child] = 1;
        stack.push_back({child, 0});
      }
    } else {
      order.push_back(node);
      stack.pop_back();
    }
  }
  std::reverse(order.begin(), order.end());
  std::vector<uint32_t> rank(blocks + 1, UINT32_MAX);
  for (uint32_t i = 0; i < order.size(); ++i) rank[order[i]] = i;
  constexpr uint32_t kUnknown = UINT32_MAX;
  std::vector<uint32_t> dominator(blocks + 1, kUnknown);
  dominator[exitNode] = exitNode;
  auto intersect = [&](uint32_t a, uint32_t b) {
    while (a != b) {
      while (rank[a] > rank[b]) a = dominator[a];
      while (rank[b] > rank[a]) b = dominator[b];
    }
    return a;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t node : order) {
      if (node == exitNode) continue;
      uint32_t chosen = kUnknown;
      for (uint32_t s : flow.successors[node]) {
        if (dominator[s] == kUnknown) continue;
        chosen = chosen == kUnknown ? s : intersect(s, chosen);
      }
      if (chosen != kUnknown && dominator[node] != chosen) {
        dominator[node] = chosen;
        changed = true;
      }
    }
  }
  flow.postDominator = std::move(dominator);
  return flow;
}

}  // namespace gpuasm::ptx
