// Local symbol contexts: vc4asm's `.lset` / `.lconst` make a definition local
// to the innermost context (an include file, a macro expansion, a
// `.local`/`.endloc` block, a function call), and leaving the context brings
// back what the local definition shadowed (doc/directives.html, .set, .local).
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace gpuasm {

template <typename Definition, typename Table = std::unordered_map<std::string, Definition>>
class SymbolScopes {
 public:

  void enter() { scopes_.emplace_back(); }
  // Undoes the innermost context's local definitions, latest first.
  void leave(Table& table) {
    if (scopes_.empty()) return;
    std::vector<Saved> saved = std::move(scopes_.back());
    scopes_.pop_back();
    for (auto it = saved.rbegin(); it != saved.rend(); ++it) restore(table, *it);
  }
  size_t depth() const { return scopes_.size(); }

  // Makes `name` local to the innermost context, remembering what it shadows
  // (once per context: a second `.lset` of the name just assigns it again).
  void makeLocal(const Table& table, const std::string& name) {
    if (scopes_.empty() || isLocalHere(name)) return;
    auto it = table.find(name);
    scopes_.back().push_back(
        {name, it == table.end() ? std::nullopt : std::optional<Definition>(it->second)});
  }
  bool isLocalHere(const std::string& name) const {
    if (scopes_.empty()) return false;
    for (const Saved& s : scopes_.back())
      if (s.name == name) return true;
    return false;
  }
  // `.lunset`: the local definition goes and the shadowed one is back.
  bool unsetLocal(Table& table, const std::string& name) {
    if (scopes_.empty()) return false;
    auto& scope = scopes_.back();
    for (auto it = scope.begin(); it != scope.end(); ++it) {
      if (it->name != name) continue;
      restore(table, *it);
      scope.erase(it);
      return true;
    }
    return false;
  }

 private:
  struct Saved {
    std::string name;
    std::optional<Definition> previous;
  };
  static void restore(Table& table, const Saved& s) {
    if (s.previous) {
      table[s.name] = *s.previous;
    } else {
      table.erase(s.name);
    }
  }
  std::vector<std::vector<Saved>> scopes_;
};

}  // namespace gpuasm
