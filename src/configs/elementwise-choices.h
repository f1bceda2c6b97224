// The row an elementwise family's table gives each op (and, for binary ops, each broadcast form), chosen once: the
// f32, f16 and s32 unary and binary configs are these templates over their own tables, op enums and names.
#pragma once

#include <cstddef>

#include "configs/hardware-config.h"
#include "configs/select.h"
#include "log.h"
#include "ukernels/f32-vbinary/f32-vbinary.h"

// Info: the table's row type (with `op`); Op: its op enum; OpName: Op -> const char*.
template <class Info, class Op, size_t kOps, const char* (*OpName)(Op)>
struct xnn_unary_choices {
  const Info* by_op[kOps] = {};

  // keep: the rows that may be chosen (nullptr: every row).
  xnn_unary_choices(const Info* table, size_t count, const char* datatype, bool (*keep)(const Info&) = nullptr) {
    for (size_t op = 0; op < kOps; op++) {
      by_op[op] = xnn_select_ukernel(table, count, [op, keep](const Info& row) {
        return size_t(row.op) == op && (keep == nullptr || keep(row));
      });
      if (by_op[op] != nullptr) xnn_log_debug("%s %s: %s", datatype, OpName(Op(op)), by_op[op]->name);
    }
  }

  const Info* get(Op op, const char* datatype) const {
    const Info* info = by_op[size_t(op)];
    if (info == nullptr) xnn_log_error("%s %s: no kernel in the table fits this CPU", datatype, OpName(op));
    return info;
  }
};

// As above with a row per broadcast form (`variant`: op, opc, ropc); a commutative op's reversed form is its plain
// broadcast form.
template <class Info, class Op, size_t kOps, const char* (*OpName)(Op), bool (*Commutative)(Op)>
struct xnn_binary_choices {
  static constexpr size_t kVariants = 3;
  const Info* by_op[kOps][kVariants] = {};

  static const char* variant_name(size_t variant) {
    static const char* const kNames[kVariants] = {"op", "opc", "ropc"};
    return kNames[variant];
  }

  xnn_binary_choices(const Info* table, size_t count, const char* datatype) {
    for (size_t op = 0; op < kOps; op++) {
      for (size_t variant = 0; variant < kVariants; variant++) {
        const bool reuse_opc = variant == size_t(xnn_binary_variant::ropc) && Commutative(Op(op));
        const size_t wanted = reuse_opc ? size_t(xnn_binary_variant::opc) : variant;
        by_op[op][variant] = xnn_select_ukernel(table, count, [op, wanted](const Info& row) {
          return size_t(row.op) == op && size_t(row.variant) == wanted;
        });
        if (by_op[op][variant] != nullptr) {
          xnn_log_debug("%s %s %s: %s", datatype, OpName(Op(op)), variant_name(variant), by_op[op][variant]->name);
        }
      }
    }
  }

  const Info* get(Op op, xnn_binary_variant variant, const char* datatype) const {
    const Info* info = by_op[size_t(op)][size_t(variant)];
    if (info == nullptr) {
      xnn_log_error("%s %s %s: no kernel in the table fits this CPU", datatype, OpName(op),
                    variant_name(size_t(variant)));
    }
    return info;
  }
};
