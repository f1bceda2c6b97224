// Calls that need xnn_initialize: every operator create, the one-shot xnn_run_* forms and xnn_create_subgraph return
// xnn_status_uninitialized before the first xnn_initialize and after the xnn_deinitialize that balances the last one.
// Also xnn_initialize's own bad argument, a balanced initialize / deinitialize pair and the fp16 hardware query,
// which needs no initialization.
#include <cmath>

#include "misuse/misuse-case.h"
#include "misuse/operator-fixtures.h"

namespace {

void add_uninitialized(std::vector<MisuseCase>& cases, const std::string& function,
                       const std::function<xnn_status(Outputs&)>& call) {
  for (const Phase phase : {Phase::before_initialize, Phase::after_deinitialize}) {
    const char* what = phase == Phase::before_initialize ? "before_initialize" : "after_deinitialize";
    cases.push_back({function, what, xnn_status_uninitialized,
                     [call](Probe& probe, Outputs& out) { probe.call([&] { return call(out); }); }, phase});
  }
}

}  // namespace

std::vector<MisuseCase> lifecycle_cases() {
  std::vector<MisuseCase> cases;
  for (const OperatorKind& kind : operator_kinds()) {
    add_uninitialized(cases, "xnn_create_" + kind.name, [kind](Outputs& out) {
      const xnn_status status = kind.create(out.handle<xnn_operator_t>());
      // A create that wrongly succeeds must not leak the operator (the output check still fails the case).
      if (status == xnn_status_success) xnn_delete_operator(*out.handle<xnn_operator_t>());
      return status;
    });
  }
  // Fully connected and (de)convolution with qdu8 input have no fixture (they create only on VNNI CPUs;
  // operator-cases.cc).
  static const float kScales[3] = {0.5f, 0.5f, 0.5f};
  static const uint16_t kBlockScales[3] = {0x3F00, 0x3F00, 0x3F00};
  static const int8_t kKernel[64] = {};
  const auto created = [](xnn_status status, Outputs& out) {
    if (status == xnn_status_success) xnn_delete_operator(*out.handle<xnn_operator_t>());
    return status;
  };
  add_uninitialized(cases, "xnn_create_fully_connected_nc_qdu8_f32_qc8w", [created](Outputs& out) {
    return created(xnn_create_fully_connected_nc_qdu8_f32_qc8w(4, 3, 4, 3, kScales, kKernel, nullptr, -INFINITY,
                                                               INFINITY, 0, nullptr, out.handle<xnn_operator_t>()),
                   out);
  });
  add_uninitialized(cases, "xnn_create_deconvolution2d_nhwc_qdu8_f32_qc8w", [created](Outputs& out) {
    return created(xnn_create_deconvolution2d_nhwc_qdu8_f32_qc8w(0, 0, 0, 0, 1, 1, 2, 2, 1, 1, 1, 4, 3, 4, 3,
                                                                 kScales, kKernel, nullptr, -INFINITY, INFINITY, 0,
                                                                 nullptr, out.handle<xnn_operator_t>()),
                   out);
  });
  add_uninitialized(cases, "xnn_create_convolution2d_nhwc_qdu8_f32_qc8w", [created](Outputs& out) {
    return created(xnn_create_convolution2d_nhwc_qdu8_f32_qc8w(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 4, 3, 4, 3, kScales,
                                                               kKernel, nullptr, -INFINITY, INFINITY, 0, nullptr,
                                                               out.handle<xnn_operator_t>()),
                   out);
  });
  add_uninitialized(cases, "xnn_create_fully_connected_nc_qdu8_f32_qc4w", [created](Outputs& out) {
    return created(xnn_create_fully_connected_nc_qdu8_f32_qc4w(4, 3, 4, 3, 8, kScales, kKernel, nullptr, -INFINITY,
                                                               INFINITY, 0, nullptr, out.handle<xnn_operator_t>()),
                   out);
  });
  add_uninitialized(cases, "xnn_create_fully_connected_nc_qdu8_f32_qb4w", [created](Outputs& out) {
    return created(xnn_create_fully_connected_nc_qdu8_f32_qb4w(32, 3, 32, 3, 32, 8, kBlockScales, kKernel, nullptr,
                                                               -INFINITY, INFINITY, 0, nullptr,
                                                               out.handle<xnn_operator_t>()),
                   out);
  });
  const float* in = fixture_input();
  add_uninitialized(cases, "xnn_run_copy_nc_x32", [in](Outputs& out) {
    return xnn_run_copy_nc_x32(3, 3, 3, 2, reinterpret_cast<const uint32_t*>(in), reinterpret_cast<uint32_t*>(out.data),
                               0, nullptr);
  });
  add_uninitialized(cases, "xnn_run_transpose_nd_x32", [in](Outputs& out) {
    const size_t shape[2] = {2, 3}, perm[2] = {1, 0};
    return xnn_run_transpose_nd_x32(in, out.data, 2, shape, perm, 0, nullptr);
  });
  add_uninitialized(cases, "xnn_run_slice_nd_x32", [in](Outputs& out) {
    const size_t shape[2] = {2, 3}, offsets[2] = {0, 1}, sizes[2] = {2, 2};
    return xnn_run_slice_nd_x32(2, shape, offsets, sizes, in, out.data, 0, nullptr);
  });
  add_uninitialized(cases, "xnn_run_constant_pad_nd_x32", [in](Outputs& out) {
    const uint32_t zero = 0;
    const size_t shape[2] = {2, 3}, pre[2] = {1, 1};
    return xnn_run_constant_pad_nd_x32(0, 2, shape, pre, pre, in, out.data, &zero, nullptr);
  });
  add_uninitialized(cases, "xnn_run_unary_elementwise_nc", [in](Outputs& out) {
    return xnn_run_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr, nullptr,
                                        0, 2, 3, 3, 3, nullptr, in, out.data);
  });
  add_uninitialized(cases, "xnn_run_binary_elementwise_nd", [in](Outputs& out) {
    const size_t shape[2] = {2, 3};
    return xnn_run_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, 2, shape, 2,
                                         shape, in, in, out.data, nullptr);
  });
  add_uninitialized(cases, "xnn_run_convert_nc_f32_f16", [in](Outputs& out) {
    return xnn_run_convert_nc_f32_f16(3, 3, 3, 2, in, out.data, 0, nullptr);
  });
  add_uninitialized(cases, "xnn_create_subgraph", [](Outputs& out) {
    const xnn_status status = xnn_create_subgraph(2, 0, out.handle<xnn_subgraph_t>());
    if (status == xnn_status_success) xnn_delete_subgraph(*out.handle<xnn_subgraph_t>());
    return status;
  });

  // An allocator without its functions is refused, and installs nothing: the library stays uninitialized.
  cases.push_back({"xnn_initialize", "allocator_without_functions", xnn_status_invalid_parameter,
                   [](Probe& probe, Outputs&) {
                     const xnn_allocator empty = {};
                     const xnn_status status = probe.call([&] { return xnn_initialize(&empty); });
                     if (status == xnn_status_success) xnn_deinitialize();
                   },
                   Phase::before_initialize});
  cases.push_back({"xnn_deinitialize", "balancing_an_initialize", xnn_status_success,
                   [](Probe& probe, Outputs&) {
                     probe.call([] {
                       const xnn_status initialized = xnn_initialize(nullptr);
                       return initialized != xnn_status_success ? initialized : xnn_deinitialize();
                     });
                   },
                   Phase::before_initialize});
  // A query of the hardware, not a call that needs xnn_initialize: it answers (without a sentence) at any time.
  cases.push_back({"xnn_is_f16_native_supported", "before_initialize", xnn_status_success,
                   [](Probe& probe, Outputs&) {
                     probe.call([] {
                       (void)xnn_is_f16_native_supported();
                       return xnn_status_success;
                     });
                   },
                   Phase::before_initialize});
  // The build identifier queries need no initialization either; a NULL identifier of nonzero size is refused.
  cases.push_back({"xnn_experimental_get_build_identifier_data", "before_initialize", xnn_status_success,
                   [](Probe& probe, Outputs&) {
                     probe.call_value<const void*>([] { return xnn_experimental_get_build_identifier_data(); },
                                                   nullptr);
                   },
                   Phase::before_initialize});
  cases.push_back({"xnn_experimental_get_build_identifier_size", "before_initialize", xnn_status_success,
                   [](Probe& probe, Outputs&) {
                     probe.call_value<size_t>([] { return xnn_experimental_get_build_identifier_size(); }, 0);
                   },
                   Phase::before_initialize});
  cases.push_back({"xnn_experimental_check_build_identifier", "data_is_null", xnn_status_invalid_parameter,
                   [](Probe& probe, Outputs&) {
                     probe.call_value<bool>([] { return xnn_experimental_check_build_identifier(nullptr, 32); },
                                            false);
                   },
                   Phase::before_initialize});
  return cases;
}
