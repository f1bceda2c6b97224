// 32-bit transposes: the family's kernels and table (contract and names: ukernels/transposec/transposec.h).
#pragma once

#include "ukernels/transposec/transposec.h"

#define XNN_UKERNEL_TRANSPOSEC XNN_DECLARE_TRANSPOSEC
#define XNN_UKERNEL_TRANSPOSEC_STREAM XNN_DECLARE_TRANSPOSEC_STREAM
#include "ukernels/x32-transposec/transposec-table.h"
#undef XNN_UKERNEL_TRANSPOSEC
#undef XNN_UKERNEL_TRANSPOSEC_STREAM

extern const xnn_transposec_info xnn_x32_transposec_ukernels[];
extern const size_t xnn_x32_transposec_ukernel_count;
