// Choosing kernels from a family's table: the rule every config shares.
#pragma once

#include <cstddef>

#include "configs/hardware-config.h"
#include "log.h"
#include "ukernels/isa.h"

// The first row, in table order, of the best-ranked enabled ISA among the rows that satisfy `accept`; nullptr if none.
// `rank(isa)` orders ISAs (higher wins); rows of equally ranked ISAs keep table order.
template <class Info, class Accept, class Rank>
const Info* xnn_select_ukernel_ranked(const Info* rows, size_t count, Accept accept, Rank rank) {
  const Info* best = nullptr;
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    if (!xnn_isa_enabled(row.isa) || !accept(row)) continue;
    if (best == nullptr || rank(row.isa) > rank(best->isa)) best = &row;
  }
  return best;
}

// The rule every config follows unless it measured otherwise: ISAs are ranked by their order in XNN_FOREACH_ISA
// (later = newer), and tables list each ISA's rows best first. A config that measured an older ISA's rows faster
// ranks the newer ISA equal to the older one (xnn_select_ukernel_ranked) and lists the older ISA's rows first in its
// table, so table order decides between them; the config says what it measured (bf16-f32-gemm-config.cc).
template <class Info, class Accept>
const Info* xnn_select_ukernel(const Info* rows, size_t count, Accept accept) {
  return xnn_select_ukernel_ranked(rows, count, accept, [](xnn_isa isa) { return int(isa); });
}

// xnn_select_ukernel for a config that keeps one kernel: logs the choice at debug level, or an error naming the
// family when no row fits.
template <class Info, class Accept>
const Info* xnn_choose_ukernel(const char* family, const Info* rows, size_t count, Accept accept) {
  const Info* info = xnn_select_ukernel(rows, count, accept);
  if (info != nullptr) {
    xnn_log_debug("%s: %s", family, info->name);
  } else {
    xnn_log_error("%s: no kernel in the table fits this CPU", family);
  }
  return info;
}

// Accepts every row of a table.
struct xnn_any_row {
  template <class Info>
  bool operator()(const Info&) const {
    return true;
  }
};

// A pooling config's pair of kernels (`config->unipass`, `config->multipass`), each the best row of its table;
// false after logging when either table has no row for this CPU.
template <class Unipass, class Multipass, class Config>
bool xnn_choose_pool_kernels(const char* family, const Unipass* unipass, size_t unipass_count,
                             const Multipass* multipass, size_t multipass_count, Config* config) {
  config->unipass = xnn_select_ukernel(unipass, unipass_count, xnn_any_row());
  config->multipass = xnn_select_ukernel(multipass, multipass_count, xnn_any_row());
  if (config->unipass == nullptr || config->multipass == nullptr) {
    xnn_log_error("%s: no kernel in the tables fits this CPU; the tables need scalar rows", family);
    return false;
  }
  xnn_log_debug("%s: %s, %s", family, config->unipass->name, config->multipass->name);
  return true;
}
