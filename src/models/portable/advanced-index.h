// aten::index.Tensor_out: PyTorch's advanced indexing, as ExecuTorch's portable kernel does it.
#pragma once

#include "models/portable/registry.h"

bool xnn_check_index_tensor(const xnn_op_check& call);
bool xnn_run_index_tensor(xnn_kernel_call& call);
