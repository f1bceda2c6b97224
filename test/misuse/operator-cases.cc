// Misuse of the operator API: for every kind, the lifecycle mistakes (NULL handles and outputs, an operator of another
// kind, setup before reshape, run before setup, run after a refused reshape), then each kind's bad arguments (zero
// and overflowing sizes, strides that do not cover the channels, NaN, infinite and inverted clamp ranges, unknown
// flags and enum values, shapes that disagree).
#include <cmath>
#include <cstdint>
#include <limits>
#include <tuple>
#include <utility>

#include "misuse/misuse-case.h"
#include "misuse/operator-fixtures.h"

namespace {

constexpr size_t kHuge = std::numeric_limits<size_t>::max() / 2;
const float kInf = INFINITY;
const float kNaN = NAN;

// The reshape function of each kind, called with the kind's valid sizes and a given (bad) operator.
xnn_status reshape_with_valid_sizes(const OperatorKind& kind, xnn_operator_t op, Outputs& out) {
  return kind.reshape(op, &out.sizes[0]);
}

void add_lifecycle_cases(const OperatorKind& kind, std::vector<MisuseCase>& cases) {
  const std::string create = "xnn_create_" + kind.name;
  // The constant-weights batch matrix multiplies share setup (f32 and f16 also reshape) with the other one; qs8's
  // own reshape has its cases among the arguments. The convolutions with fp16 weights for fp32 data are reshaped
  // and set up as f32 ones.
  const bool own_steps = kind.name.find("_const_weights") == std::string::npos &&
                         kind.name != "convolution2d_nhwc_f32_f16" && kind.name != "deconvolution2d_nhwc_f32_f16";
  const std::string reshape = "xnn_reshape_" + kind.name, setup = "xnn_setup_" + kind.name;
  cases.push_back({create, "op_out_is_null", xnn_status_invalid_parameter,
                   [kind](Probe& probe, Outputs&) { probe.call([&] { return kind.create(nullptr); }); }});
  // An operator of the f32 form is also one of the form with fp16 weights (whose create only converts them).
  auto same_operator = [&](const OperatorKind& k) { return k.name == kind.name || k.name + "_f16" == kind.name; };
  const OperatorKind& other = operator_kinds()[same_operator(operator_kinds()[0]) ? 1 : 0];
  if (own_steps) {
    cases.push_back({reshape, "operator_is_null", xnn_status_invalid_parameter, [kind](Probe& probe, Outputs& out) {
                       probe.call([&] { return reshape_with_valid_sizes(kind, nullptr, out); });
                     }});
    cases.push_back(
        {reshape, "operator_of_another_kind", xnn_status_invalid_parameter, [kind, other](Probe& probe, Outputs& out) {
           OperatorPtr wrong = create_operator(other);
           probe.call([&] { return reshape_with_valid_sizes(kind, wrong.get(), out); });
         }});
    cases.push_back({setup, "operator_is_null", xnn_status_invalid_parameter, [kind](Probe& probe, Outputs& out) {
                       probe.call([&] { return kind.setup(nullptr, nullptr, fixture_input(), out.data); });
                     }});
    cases.push_back(
        {setup, "operator_of_another_kind", xnn_status_invalid_parameter, [kind, other](Probe& probe, Outputs& out) {
           std::vector<char> workspace;
           OperatorPtr wrong = prepared_operator(other, false, nullptr, &workspace);
           probe.call([&] { return kind.setup(wrong.get(), nullptr, fixture_input(), out.data); });
         }});
    cases.push_back({setup, "before_reshape", xnn_status_invalid_state, [kind](Probe& probe, Outputs& out) {
                       OperatorPtr op = create_operator(kind);
                       probe.call([&] { return kind.setup(op.get(), nullptr, fixture_input(), out.data); });
                     }});
    cases.push_back({setup, "output_is_null", xnn_status_invalid_parameter, [kind](Probe& probe, Outputs&) {
                       std::vector<char> workspace;
                       OperatorPtr op = prepared_operator(kind, false, nullptr, &workspace);
                       void* w = workspace.size() > 64 ? workspace.data() : nullptr;
                       probe.call([&] { return kind.setup(op.get(), w, fixture_input(), nullptr); });
                     }});
  }
  cases.push_back(
      {"xnn_run_operator", kind.name + "_before_setup", xnn_status_invalid_state, [kind](Probe& probe, Outputs& out) {
         std::vector<char> workspace;
         OperatorPtr op = prepared_operator(kind, false, out.data, &workspace);
         probe.call([&] { return xnn_run_operator(op.get(), nullptr); });
       }});
  // A reshape to new sizes invalidates the pointers bound at setup: run must wait for the next setup.
  cases.push_back({"xnn_run_operator", kind.name + "_after_reshape_without_setup", xnn_status_invalid_state,
                   [kind](Probe& probe, Outputs& out) {
                     std::vector<char> workspace;
                     OperatorPtr op = prepared_operator(kind, true, out.data, &workspace);
                     size_t workspace_size = 0;
                     if (kind.reshape(op.get(), &workspace_size) != xnn_status_success) return;
                     probe.call([&] { return xnn_run_operator(op.get(), nullptr); });
                   }});
}

using Call = std::function<xnn_status(Outputs&)>;

// A case whose bad call needs no prepared operator. A create that wrongly succeeds must not leak its operator (the
// output check still fails the case).
MisuseCase direct(std::string function, std::string what, xnn_status expected, Call call) {
  const bool creates = function.rfind("xnn_create_", 0) == 0;
  return {std::move(function), std::move(what), expected, [call, creates](Probe& probe, Outputs& out) {
            const xnn_status status = probe.call([&] { return call(out); });
            if (creates && status == xnn_status_success) xnn_delete_operator(*out.handle<xnn_operator_t>());
          }};
}

// A case whose bad call is made on a freshly created operator of `kind`.
MisuseCase on_created(const char* kind_name, std::string function, std::string what, xnn_status expected,
                      std::function<xnn_status(xnn_operator_t, Outputs&)> call) {
  return {std::move(function), std::move(what), expected, [kind_name, call](Probe& probe, Outputs& out) {
            for (const OperatorKind& kind : operator_kinds()) {
              if (kind.name != kind_name) continue;
              OperatorPtr op = create_operator(kind);
              probe.call([&] { return call(op.get(), out); });
            }
          }};
}

// The fp32 create functions share their argument rules with their fp16 forms, so their tables run on every form:
// FLOAT_FORMS names the three of the operators with weights (fp32, fp16 data, fp16 weights for fp32 data: they
// differ only in the kernel's and bias's element type), F32_AND_F16 the two of the others.
#define FLOAT_FORMS(name)                                                              \
  std::make_tuple(std::make_pair("xnn_create_" #name "_f32", xnn_create_##name##_f32), \
                  std::make_pair("xnn_create_" #name "_f16", xnn_create_##name##_f16), \
                  std::make_pair("xnn_create_" #name "_f32_f16", xnn_create_##name##_f32_f16))

#define F32_AND_F16(name)                                                              \
  std::make_tuple(std::make_pair("xnn_create_" #name "_f32", xnn_create_##name##_f32), \
                  std::make_pair("xnn_create_" #name "_f16", xnn_create_##name##_f16))
#define F32_AND_F16_CONST_WEIGHTS(name)                                                                            \
  std::make_tuple(std::make_pair("xnn_create_" #name "_f32_const_weights", xnn_create_##name##_f32_const_weights), \
                  std::make_pair("xnn_create_" #name "_f16_const_weights", xnn_create_##name##_f16_const_weights))

template <class Forms, class Add>
void for_each_float_form(const Forms& forms, Add add) {
  std::apply([&](const auto&... form) { (add(std::string(form.first), form.second), ...); }, forms);
}

template <class Create>
void add_fully_connected_create_cases(const std::string& fcn, Create create, std::vector<MisuseCase>& cases) {
  const float* w = fixture_input();
  const xnn_status bad = xnn_status_invalid_parameter;
  const xnn_status unsupported = xnn_status_unsupported_parameter;
  auto fc = [w, create](size_t in, size_t out_channels, size_t in_stride, size_t out_stride, const float* kernel,
                        float min, float max, uint32_t flags, Outputs& out) {
    return create(in, out_channels, in_stride, out_stride, kernel, w, min, max, flags, nullptr,
                  out.handle<xnn_operator_t>());
  };
  cases.push_back(
      direct(fcn, "input_channels_zero", bad, [=](Outputs& o) { return fc(0, 3, 4, 3, w, -kInf, kInf, 0, o); }));
  cases.push_back(
      direct(fcn, "output_channels_zero", bad, [=](Outputs& o) { return fc(4, 0, 4, 3, w, -kInf, kInf, 0, o); }));
  cases.push_back(direct(fcn, "input_stride_below_channels", bad,
                         [=](Outputs& o) { return fc(4, 3, 3, 3, w, -kInf, kInf, 0, o); }));
  cases.push_back(direct(fcn, "output_stride_below_channels", bad,
                         [=](Outputs& o) { return fc(4, 3, 4, 2, w, -kInf, kInf, 0, o); }));
  cases.push_back(
      direct(fcn, "kernel_is_null", bad, [=](Outputs& o) { return fc(4, 3, 4, 3, nullptr, -kInf, kInf, 0, o); }));
  cases.push_back(direct(fcn, "output_min_nan", bad, [=](Outputs& o) { return fc(4, 3, 4, 3, w, kNaN, kInf, 0, o); }));
  cases.push_back(direct(fcn, "output_max_nan", bad, [=](Outputs& o) { return fc(4, 3, 4, 3, w, -kInf, kNaN, 0, o); }));
  cases.push_back(
      direct(fcn, "output_range_inverted", bad, [=](Outputs& o) { return fc(4, 3, 4, 3, w, 1.0f, -1.0f, 0, o); }));
  cases.push_back(direct(fcn, "output_range_empty_at_infinity", bad,
                         [=](Outputs& o) { return fc(4, 3, 4, 3, w, kInf, kInf, 0, o); }));
  cases.push_back(direct(fcn, "unknown_flags", unsupported,
                         [=](Outputs& o) { return fc(4, 3, 4, 3, w, -kInf, kInf, 0x80000000u, o); }));
  cases.push_back(direct(fcn, "channels_overflow", bad,
                         [=](Outputs& o) { return fc(kHuge, kHuge, kHuge, kHuge, w, -kInf, kInf, 0, o); }));
}

template <class Create>
void add_convolution_create_cases(const std::string& cv, Create create, std::vector<MisuseCase>& cases) {
  const float* w = fixture_input();
  const xnn_status bad = xnn_status_invalid_parameter;
  const xnn_status unsupported = xnn_status_unsupported_parameter;
  auto conv = [w, create](uint32_t kh, uint32_t kw, uint32_t sh, uint32_t dh, uint32_t groups, size_t gic, size_t goc,
                          size_t in_stride, size_t out_stride, float min, float max, uint32_t flags, uint32_t pad_top,
                          Outputs& out) {
    return create(pad_top, 0, 0, 0, kh, kw, sh, 1, dh, 1, groups, gic, goc, in_stride, out_stride, w, w, min, max,
                  flags, nullptr, out.handle<xnn_operator_t>());
  };
  cases.push_back(direct(cv, "kernel_height_zero", bad,
                         [=](Outputs& o) { return conv(0, 2, 1, 1, 1, 2, 2, 2, 2, -kInf, kInf, 0, 0, o); }));
  cases.push_back(direct(cv, "kernel_width_zero", bad,
                         [=](Outputs& o) { return conv(2, 0, 1, 1, 1, 2, 2, 2, 2, -kInf, kInf, 0, 0, o); }));
  cases.push_back(direct(cv, "subsampling_zero", bad,
                         [=](Outputs& o) { return conv(2, 2, 0, 1, 1, 2, 2, 2, 2, -kInf, kInf, 0, 0, o); }));
  cases.push_back(direct(cv, "dilation_zero", bad,
                         [=](Outputs& o) { return conv(2, 2, 1, 0, 1, 2, 2, 2, 2, -kInf, kInf, 0, 0, o); }));
  cases.push_back(direct(cv, "groups_zero", bad,
                         [=](Outputs& o) { return conv(2, 2, 1, 1, 0, 2, 2, 2, 2, -kInf, kInf, 0, 0, o); }));
  cases.push_back(direct(cv, "group_input_channels_zero", bad,
                         [=](Outputs& o) { return conv(2, 2, 1, 1, 1, 0, 2, 2, 2, -kInf, kInf, 0, 0, o); }));
  cases.push_back(direct(cv, "input_stride_below_channels", bad,
                         [=](Outputs& o) { return conv(2, 2, 1, 1, 2, 2, 2, 3, 4, -kInf, kInf, 0, 0, o); }));
  cases.push_back(direct(cv, "output_range_inverted", bad,
                         [=](Outputs& o) { return conv(2, 2, 1, 1, 1, 2, 2, 2, 2, 1.0f, 0.0f, 0, 0, o); }));
  cases.push_back(direct(cv, "output_min_nan", bad,
                         [=](Outputs& o) { return conv(2, 2, 1, 1, 1, 2, 2, 2, 2, kNaN, kInf, 0, 0, o); }));
  cases.push_back(direct(cv, "unknown_flags", unsupported,
                         [=](Outputs& o) { return conv(2, 2, 1, 1, 1, 2, 2, 2, 2, -kInf, kInf, 0x80000000u, 0, o); }));
  cases.push_back(direct(cv, "same_padding_with_explicit_padding", bad, [=](Outputs& o) {
    return conv(2, 2, 1, 1, 1, 2, 2, 2, 2, -kInf, kInf, XNN_FLAG_TENSORFLOW_SAME_PADDING, 1, o);
  }));
  cases.push_back(direct(cv, "channels_overflow", bad, [=](Outputs& o) {
    return conv(2, 2, 1, 1, UINT32_MAX, kHuge, kHuge, kHuge, kHuge, -kInf, kInf, 0, 0, o);
  }));
  cases.push_back(direct(cv, "kernel_is_null", bad, [create](Outputs& o) {
    return create(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, nullptr, nullptr, -kInf, kInf, 0, nullptr,
                  o.handle<xnn_operator_t>());
  }));
}

template <class Create>
void add_deconvolution_create_cases(const std::string& dc, Create create, std::vector<MisuseCase>& cases) {
  const float* w = fixture_input();
  const xnn_status bad = xnn_status_invalid_parameter;
  const xnn_status unsupported = xnn_status_unsupported_parameter;
  auto deconv = [w, create](uint32_t kh, uint32_t stride, uint32_t groups, size_t gic, float min, float max,
                            uint32_t flags, Outputs& out) {
    return create(0, 0, 0, 0, kh, 2, stride, 2, 1, 1, groups, gic, 2, gic * groups, 2 * groups, w, w, min, max, flags,
                  nullptr, out.handle<xnn_operator_t>());
  };
  cases.push_back(
      direct(dc, "kernel_height_zero", bad, [=](Outputs& o) { return deconv(0, 2, 1, 2, -kInf, kInf, 0, o); }));
  cases.push_back(direct(dc, "stride_zero", bad, [=](Outputs& o) { return deconv(2, 0, 1, 2, -kInf, kInf, 0, o); }));
  cases.push_back(
      direct(dc, "group_input_channels_zero", bad, [=](Outputs& o) { return deconv(2, 2, 1, 0, -kInf, kInf, 0, o); }));
  cases.push_back(direct(dc, "output_max_nan", bad, [=](Outputs& o) { return deconv(2, 2, 1, 2, -kInf, kNaN, 0, o); }));
  cases.push_back(direct(dc, "unknown_flags", unsupported,
                         [=](Outputs& o) { return deconv(2, 2, 1, 2, -kInf, kInf, 0x80000000u, o); }));
  cases.push_back(direct(dc, "channels_overflow", bad,
                         [=](Outputs& o) { return deconv(2, 2, UINT32_MAX, kHuge, -kInf, kInf, 0, o); }));
}

void add_create_cases(std::vector<MisuseCase>& cases) {
  const float* w = fixture_input();
  const xnn_status bad = xnn_status_invalid_parameter;
  const xnn_status unsupported = xnn_status_unsupported_parameter;

  for_each_float_form(FLOAT_FORMS(fully_connected_nc), [&](const std::string& name, auto create) {
    add_fully_connected_create_cases(name, create, cases);
  });

  auto fcb = [w](const void* kernel, float min, float max, uint32_t flags, Outputs& out) {
    return xnn_create_fully_connected_nc_bf16_f32(4, 3, 4, 3, kernel, w, min, max, flags, nullptr,
                                                  out.handle<xnn_operator_t>());
  };
  const std::string fcbn = "xnn_create_fully_connected_nc_bf16_f32";
  cases.push_back(direct(fcbn, "kernel_is_null", bad, [=](Outputs& o) { return fcb(nullptr, -kInf, kInf, 0, o); }));
  cases.push_back(direct(fcbn, "output_range_inverted", bad, [=](Outputs& o) { return fcb(w, 1.0f, -1.0f, 0, o); }));
  cases.push_back(direct(fcbn, "output_min_nan", bad, [=](Outputs& o) { return fcb(w, kNaN, kInf, 0, o); }));
  cases.push_back(
      direct(fcbn, "unknown_flags", unsupported, [=](Outputs& o) { return fcb(w, -kInf, kInf, 0x80000000u, o); }));
  cases.push_back(direct(fcbn, "channels_overflow", bad, [=](Outputs& o) {
    return xnn_create_fully_connected_nc_bf16_f32(kHuge, kHuge, kHuge, kHuge, w, w, -kInf, kInf, 0, nullptr,
                                                  o.handle<xnn_operator_t>());
  }));

  static const float kScales[3] = {0.5f, 0.5f, 0.5f};
  auto fc8 = [w](float input_scale, const float* kernel_scale, float output_scale, int8_t min, int8_t max,
                 Outputs& out) {
    return xnn_create_fully_connected_nc_qs8_qc8w(4, 3, 4, 3, 0, input_scale, kernel_scale,
                                                  reinterpret_cast<const int8_t*>(w), nullptr, 0, output_scale, min,
                                                  max, 0, nullptr, out.handle<xnn_operator_t>());
  };
  const std::string fc8n = "xnn_create_fully_connected_nc_qs8_qc8w";
  cases.push_back(direct(fc8n, "input_scale_zero", bad,
                         [=](Outputs& o) { return fc8(0.0f, kScales, 1.0f, -128, 127, o); }));
  cases.push_back(direct(fc8n, "output_scale_nan", bad,
                         [=](Outputs& o) { return fc8(1.0f, kScales, kNaN, -128, 127, o); }));
  cases.push_back(direct(fc8n, "kernel_scale_is_null", bad,
                         [=](Outputs& o) { return fc8(1.0f, nullptr, 1.0f, -128, 127, o); }));
  cases.push_back(direct(fc8n, "requantization_scale_too_large", unsupported,
                         [=](Outputs& o) { return fc8(1024.0f, kScales, 1.0f, -128, 127, o); }));
  cases.push_back(direct(fc8n, "output_range_inverted", bad,
                         [=](Outputs& o) { return fc8(1.0f, kScales, 1.0f, 10, -10, o); }));

  auto fcd16 = [w](const float* kernel_scale, float min, float max, uint32_t flags, Outputs& out) {
    return xnn_create_fully_connected_nc_qd8_f16_qc8w(4, 3, 4, 3, kernel_scale, reinterpret_cast<const int8_t*>(w),
                                                      nullptr, min, max, flags, nullptr, out.handle<xnn_operator_t>());
  };
  const std::string fcd16n = "xnn_create_fully_connected_nc_qd8_f16_qc8w";
  static const float kZeroScales[3] = {0.5f, 0.0f, 0.5f};
  cases.push_back(direct(fcd16n, "kernel_scale_is_null", bad,
                         [=](Outputs& o) { return fcd16(nullptr, -kInf, kInf, 0, o); }));
  cases.push_back(direct(fcd16n, "kernel_scale_zero", bad,
                         [=](Outputs& o) { return fcd16(kZeroScales, -kInf, kInf, 0, o); }));
  cases.push_back(direct(fcd16n, "output_range_inverted", bad,
                         [=](Outputs& o) { return fcd16(kScales, 1.0f, -1.0f, 0, o); }));
  cases.push_back(direct(fcd16n, "unknown_flags", unsupported,
                         [=](Outputs& o) { return fcd16(kScales, -kInf, kInf, 0x80000000u, o); }));

  const std::string fcd16q4n = "xnn_create_fully_connected_nc_qd8_f16_qc4w";
  cases.push_back(direct(fcd16q4n, "kernel_zero_point_not_0_or_8", bad, [=](Outputs& o) {
    return xnn_create_fully_connected_nc_qd8_f16_qc4w(4, 3, 4, 3, 7, kScales, w, nullptr, -kInf, kInf, 0, nullptr,
                                                      o.handle<xnn_operator_t>());
  }));

  const std::string fcd16qbn = "xnn_create_fully_connected_nc_qd8_f16_qb4w";
  static const uint16_t kBf16Scales[3] = {0x3F00, 0x3F00, 0x3F00}, kBf16ZeroScales[3] = {0x3F00, 0, 0x3F00};
  auto fcd16qb = [w](size_t input_channels, size_t block_size, const uint16_t* scales, Outputs& out) {
    return xnn_create_fully_connected_nc_qd8_f16_qb4w(input_channels, 3, input_channels, 3, block_size, 8, scales, w,
                                                      nullptr, -kInf, kInf, 0, nullptr, out.handle<xnn_operator_t>());
  };
  cases.push_back(direct(fcd16qbn, "block_size_not_multiple_of_32", bad,
                         [=](Outputs& o) { return fcd16qb(48, 48, kBf16Scales, o); }));
  cases.push_back(direct(fcd16qbn, "input_channels_not_multiple_of_block_size", bad,
                         [=](Outputs& o) { return fcd16qb(48, 32, kBf16Scales, o); }));
  cases.push_back(direct(fcd16qbn, "kernel_scale_zero", bad,
                         [=](Outputs& o) { return fcd16qb(32, 32, kBf16ZeroScales, o); }));

  auto fc8t = [w](float kernel_scale, Outputs& out) {
    return xnn_create_fully_connected_nc_qs8(4, 3, 4, 3, 0, 1.0f, kernel_scale, reinterpret_cast<const int8_t*>(w),
                                             nullptr, 0, 1.0f, -128, 127, 0, nullptr, out.handle<xnn_operator_t>());
  };
  const std::string fc8tn = "xnn_create_fully_connected_nc_qs8";
  cases.push_back(direct(fc8tn, "kernel_scale_zero", bad, [=](Outputs& o) { return fc8t(0.0f, o); }));
  cases.push_back(direct(fc8tn, "kernel_scale_nan", bad, [=](Outputs& o) { return fc8t(kNaN, o); }));
  cases.push_back(direct(fc8tn, "requantization_scale_too_large", unsupported,
                         [=](Outputs& o) { return fc8t(512.0f, o); }));

  auto fcu8 = [w](float input_scale, float kernel_scale, float output_scale, uint8_t min, uint8_t max,
                  Outputs& out) {
    return xnn_create_fully_connected_nc_qu8(4, 3, 4, 3, 128, input_scale, 128, kernel_scale,
                                             reinterpret_cast<const uint8_t*>(w), nullptr, 128, output_scale, min,
                                             max, 0, nullptr, out.handle<xnn_operator_t>());
  };
  const std::string fcu8n = "xnn_create_fully_connected_nc_qu8";
  cases.push_back(direct(fcu8n, "input_scale_zero", bad,
                         [=](Outputs& o) { return fcu8(0.0f, 0.5f, 1.0f, 0, 255, o); }));
  cases.push_back(direct(fcu8n, "output_scale_nan", bad,
                         [=](Outputs& o) { return fcu8(1.0f, 0.5f, kNaN, 0, 255, o); }));
  cases.push_back(direct(fcu8n, "kernel_scale_infinite", bad,
                         [=](Outputs& o) { return fcu8(1.0f, kInf, 1.0f, 0, 255, o); }));
  cases.push_back(direct(fcu8n, "requantization_scale_too_large", unsupported,
                         [=](Outputs& o) { return fcu8(1024.0f, 0.5f, 1.0f, 0, 255, o); }));
  cases.push_back(direct(fcu8n, "output_range_inverted", bad,
                         [=](Outputs& o) { return fcu8(1.0f, 0.5f, 1.0f, 10, 9, o); }));

  for_each_float_form(FLOAT_FORMS(convolution2d_nhwc), [&](const std::string& name, auto create) {
    add_convolution_create_cases(name, create, cases);
  });

  auto conv8 = [w](float input_scale, const float* kernel_scale, int8_t min, int8_t max, uint32_t flags,
                   Outputs& out) {
    return xnn_create_convolution2d_nhwc_qs8_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0, input_scale,
                                                  kernel_scale, reinterpret_cast<const int8_t*>(w), nullptr, 0, 1.0f,
                                                  min, max, flags, nullptr, out.handle<xnn_operator_t>());
  };
  const std::string cv8 = "xnn_create_convolution2d_nhwc_qs8_qc8w";
  cases.push_back(direct(cv8, "input_scale_negative", bad,
                         [=](Outputs& o) { return conv8(-1.0f, kScales, -128, 127, 0, o); }));
  cases.push_back(direct(cv8, "kernel_scale_is_null", bad,
                         [=](Outputs& o) { return conv8(1.0f, nullptr, -128, 127, 0, o); }));
  cases.push_back(direct(cv8, "requantization_scale_too_large", unsupported,
                         [=](Outputs& o) { return conv8(1024.0f, kScales, -128, 127, 0, o); }));
  cases.push_back(direct(cv8, "output_range_inverted", bad,
                         [=](Outputs& o) { return conv8(1.0f, kScales, 1, 0, 0, o); }));
  cases.push_back(direct(cv8, "unknown_flags", unsupported,
                         [=](Outputs& o) { return conv8(1.0f, kScales, -128, 127, 0x80000000u, o); }));

  auto conv8t = [w](float kernel_scale, Outputs& out) {
    return xnn_create_convolution2d_nhwc_qs8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0, 1.0f, kernel_scale,
                                             reinterpret_cast<const int8_t*>(w), nullptr, 0, 1.0f, -128, 127, 0,
                                             nullptr, out.handle<xnn_operator_t>());
  };
  const std::string cv8t = "xnn_create_convolution2d_nhwc_qs8";
  cases.push_back(direct(cv8t, "kernel_scale_infinite", bad, [=](Outputs& o) { return conv8t(kInf, o); }));
  cases.push_back(direct(cv8t, "kernel_scale_negative", bad, [=](Outputs& o) { return conv8t(-0.5f, o); }));

  auto convu8 = [w](float input_scale, float kernel_scale, uint8_t min, uint8_t max, uint32_t flags, Outputs& out) {
    return xnn_create_convolution2d_nhwc_qu8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 128, input_scale, 128,
                                             kernel_scale, reinterpret_cast<const uint8_t*>(w), nullptr, 128, 1.0f,
                                             min, max, flags, nullptr, out.handle<xnn_operator_t>());
  };
  const std::string cvu8 = "xnn_create_convolution2d_nhwc_qu8";
  cases.push_back(direct(cvu8, "input_scale_negative", bad,
                         [=](Outputs& o) { return convu8(-1.0f, 0.5f, 0, 255, 0, o); }));
  cases.push_back(direct(cvu8, "kernel_scale_zero", bad, [=](Outputs& o) { return convu8(1.0f, 0.0f, 0, 255, 0, o); }));
  cases.push_back(direct(cvu8, "requantization_scale_too_large", unsupported,
                         [=](Outputs& o) { return convu8(1024.0f, 0.5f, 0, 255, 0, o); }));
  cases.push_back(direct(cvu8, "output_range_inverted", bad,
                         [=](Outputs& o) { return convu8(1.0f, 0.5f, 1, 0, 0, o); }));
  cases.push_back(direct(cvu8, "unknown_flags", unsupported,
                         [=](Outputs& o) { return convu8(1.0f, 0.5f, 0, 255, 0x80000000u, o); }));

  for_each_float_form(FLOAT_FORMS(deconvolution2d_nhwc), [&](const std::string& name, auto create) {
    add_deconvolution_create_cases(name, create, cases);
  });

  auto deconv8 = [w](float input_scale, const float* kernel_scale, int8_t min, int8_t max, uint32_t flags,
                     Outputs& out) {
    return xnn_create_deconvolution2d_nhwc_qs8_qc8w(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 0, input_scale,
                                                    kernel_scale, reinterpret_cast<const int8_t*>(w), nullptr, 0, 1.0f,
                                                    min, max, flags, nullptr, out.handle<xnn_operator_t>());
  };
  const std::string dc8 = "xnn_create_deconvolution2d_nhwc_qs8_qc8w";
  cases.push_back(direct(dc8, "input_scale_negative", bad,
                         [=](Outputs& o) { return deconv8(-1.0f, kScales, -128, 127, 0, o); }));
  cases.push_back(direct(dc8, "kernel_scale_is_null", bad,
                         [=](Outputs& o) { return deconv8(1.0f, nullptr, -128, 127, 0, o); }));
  cases.push_back(direct(dc8, "requantization_scale_too_large", unsupported,
                         [=](Outputs& o) { return deconv8(1024.0f, kScales, -128, 127, 0, o); }));
  cases.push_back(direct(dc8, "output_range_inverted", bad,
                         [=](Outputs& o) { return deconv8(1.0f, kScales, 1, 0, 0, o); }));
  cases.push_back(direct(dc8, "same_padding_flag", unsupported, [=](Outputs& o) {
    return deconv8(1.0f, kScales, -128, 127, XNN_FLAG_TENSORFLOW_SAME_PADDING, o);
  }));

  auto deconv8t = [w](float kernel_scale, uint32_t groups, Outputs& out) {
    return xnn_create_deconvolution2d_nhwc_qs8(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, groups, 2, 2, 2, 2, 0, 1.0f,
                                               kernel_scale, reinterpret_cast<const int8_t*>(w), nullptr, 0, 1.0f,
                                               -128, 127, 0, nullptr, out.handle<xnn_operator_t>());
  };
  const std::string dc8t = "xnn_create_deconvolution2d_nhwc_qs8";
  cases.push_back(direct(dc8t, "kernel_scale_infinite", bad, [=](Outputs& o) { return deconv8t(kInf, 1, o); }));
  cases.push_back(direct(dc8t, "kernel_scale_negative", bad, [=](Outputs& o) { return deconv8t(-0.5f, 1, o); }));
  cases.push_back(direct(dc8t, "groups_zero", bad, [=](Outputs& o) { return deconv8t(0.5f, 0, o); }));

  auto deconvu8 = [w](float input_scale, float kernel_scale, uint8_t min, uint8_t max, uint32_t flags, Outputs& out) {
    return xnn_create_deconvolution2d_nhwc_qu8(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, 128, input_scale, 128,
                                               kernel_scale, reinterpret_cast<const uint8_t*>(w), nullptr, 128, 1.0f,
                                               min, max, flags, nullptr, out.handle<xnn_operator_t>());
  };
  const std::string dcu8 = "xnn_create_deconvolution2d_nhwc_qu8";
  cases.push_back(direct(dcu8, "input_scale_negative", bad,
                         [=](Outputs& o) { return deconvu8(-1.0f, 0.5f, 0, 255, 0, o); }));
  cases.push_back(
      direct(dcu8, "kernel_scale_zero", bad, [=](Outputs& o) { return deconvu8(1.0f, 0.0f, 0, 255, 0, o); }));
  cases.push_back(direct(dcu8, "requantization_scale_too_large", unsupported,
                         [=](Outputs& o) { return deconvu8(1024.0f, 0.5f, 0, 255, 0, o); }));
  cases.push_back(direct(dcu8, "output_range_inverted", bad,
                         [=](Outputs& o) { return deconvu8(1.0f, 0.5f, 1, 0, 0, o); }));
  cases.push_back(direct(dcu8, "unknown_flags", unsupported,
                         [=](Outputs& o) { return deconvu8(1.0f, 0.5f, 0, 255, 0x80000000u, o); }));

  for_each_float_form(F32_AND_F16(batch_matrix_multiply_nc), [&](const std::string& bm, auto create) {
    cases.push_back(direct(bm, "unknown_flags", unsupported,
                           [=](Outputs& o) { return create(0x80000000u, o.handle<xnn_operator_t>()); }));
  });
  cases.push_back(direct("xnn_create_batch_matrix_multiply_nc_bf16_f32", "unknown_flags", unsupported, [](Outputs& o) {
    return xnn_create_batch_matrix_multiply_nc_bf16_f32(0x80000000u, o.handle<xnn_operator_t>());
  }));
  for_each_float_form(F32_AND_F16_CONST_WEIGHTS(batch_matrix_multiply_nc), [&](const std::string& bmc, auto create) {
    cases.push_back(
        direct(bmc, "k_zero", bad, [=](Outputs& o) { return create(2, 0, 5, w, 0, o.handle<xnn_operator_t>()); }));
    cases.push_back(direct(bmc, "batch_size_zero", bad,
                           [=](Outputs& o) { return create(0, 4, 5, w, 0, o.handle<xnn_operator_t>()); }));
    cases.push_back(direct(bmc, "data_b_is_null", bad,
                           [=](Outputs& o) { return create(2, 4, 5, nullptr, 0, o.handle<xnn_operator_t>()); }));
    cases.push_back(direct(bmc, "sizes_overflow", bad,
                           [=](Outputs& o) { return create(kHuge, kHuge, kHuge, w, 0, o.handle<xnn_operator_t>()); }));
  });

  const std::string bq = "xnn_create_batch_matrix_multiply_nc_qs8";
  cases.push_back(direct(bq, "scale_b_is_null", bad, [](Outputs& o) {
    return xnn_create_batch_matrix_multiply_nc_qs8(0, 0, -128, 127, nullptr, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(bq, "scale_b_nan", bad, [](Outputs& o) {
    return xnn_create_batch_matrix_multiply_nc_qs8(0, 0, -128, 127, &kNaN, 0, o.handle<xnn_operator_t>());
  }));
  const std::string bqc = "xnn_create_batch_matrix_multiply_nc_qs8_const_weights";
  cases.push_back(direct(bqc, "requantization_scale_256", unsupported, [w](Outputs& o) {
    return xnn_create_batch_matrix_multiply_nc_qs8_const_weights(2, 4, 5, w, 0, 0, -128, 127, 256.0f, 0,
                                                                 o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(bqc, "output_range_inverted", bad, [w](Outputs& o) {
    return xnn_create_batch_matrix_multiply_nc_qs8_const_weights(2, 4, 5, w, 0, 0, 10, -10, 0.5f, 0,
                                                                 o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(bqc, "sizes_overflow", bad, [w](Outputs& o) {
    return xnn_create_batch_matrix_multiply_nc_qs8_const_weights(kHuge, kHuge, kHuge, w, 0, 0, -128, 127, 0.5f, 0,
                                                               o.handle<xnn_operator_t>());
  }));
  const std::string bqr = "xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights";
  cases.push_back(direct(bqr, "operator_is_null", bad, [](Outputs&) {
    return xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(nullptr, 0, nullptr, nullptr, 3, 4, 5, nullptr);
  }));
  cases.push_back(on_created("batch_matrix_multiply_nc_qs8", bqr, "b_is_not_constant", bad,
                             [](xnn_operator_t op, Outputs&) {
                               return xnn_reshape_batch_matrix_multiply_nc_qs8_const_weights(op, 0, nullptr, nullptr,
                                                                                             3, 4, 5, nullptr);
                             }));
  const std::string bdr = "xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights";
  cases.push_back(direct(bdr, "operator_is_null", bad, [](Outputs&) {
    size_t workspace = 0;
    return xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(nullptr, 0, nullptr, nullptr, 3, 4, 5,
                                                                           &workspace, nullptr);
  }));
  cases.push_back(on_created("batch_matrix_multiply_nc_qd8_f32_qc8w", bdr, "b_is_not_constant", bad,
                             [](xnn_operator_t op, Outputs&) {
                               size_t workspace = 0;
                               return xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
                                   op, 0, nullptr, nullptr, 3, 4, 5, &workspace, nullptr);
                             }));
  const std::string bwr = "xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights";
  cases.push_back(direct(bwr, "operator_is_null", bad, [](Outputs&) {
    size_t workspace = 0;
    return xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights(nullptr, 0, nullptr, nullptr, 3, 4, 5,
                                                                       &workspace, nullptr);
  }));
  cases.push_back(on_created("batch_matrix_multiply_nc_f32_qc8w", bwr, "b_is_not_constant", bad,
                             [](xnn_operator_t op, Outputs&) {
                               size_t workspace = 0;
                               return xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights(
                                   op, 0, nullptr, nullptr, 3, 4, 5, &workspace, nullptr);
                             }));

  const std::string un = "xnn_create_unary_elementwise_nc";
  auto unary = [](xnn_unary_operator op, xnn_datatype in, xnn_datatype out_type, const xnn_unary_params* params,
                  Outputs& o) {
    return xnn_create_unary_elementwise_nc(op, in, out_type, params, nullptr, nullptr, nullptr, 0,
                                           o.handle<xnn_operator_t>());
  };
  static const xnn_unary_params kClampNaN = {{kNaN, 1.0f}};
  static const xnn_unary_params kClampInverted = {{1.0f, -1.0f}};
  cases.push_back(direct(un, "operator_out_of_enum", unsupported, [=](Outputs& o) {
    return unary(xnn_unary_operator(999), xnn_datatype_fp32, xnn_datatype_fp32, nullptr, o);
  }));
  cases.push_back(direct(un, "operator_invalid", unsupported, [=](Outputs& o) {
    return unary(xnn_unary_invalid, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, o);
  }));
  cases.push_back(direct(un, "datatype_out_of_enum", unsupported, [=](Outputs& o) {
    return unary(xnn_unary_abs, xnn_datatype(999), xnn_datatype_fp32, nullptr, o);
  }));
  cases.push_back(direct(un, "clamp_min_nan", bad, [=](Outputs& o) {
    return unary(xnn_unary_clamp, xnn_datatype_fp32, xnn_datatype_fp32, &kClampNaN, o);
  }));
  cases.push_back(direct(un, "clamp_range_inverted", bad, [=](Outputs& o) {
    return unary(xnn_unary_clamp, xnn_datatype_fp32, xnn_datatype_fp32, &kClampInverted, o);
  }));
  cases.push_back(direct(un, "unknown_flags", unsupported, [](Outputs& o) {
    return xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                           nullptr, nullptr, 0x80000000u, o.handle<xnn_operator_t>());
  }));

  const std::string bn = "xnn_create_binary_elementwise_nd";
  auto binary = [](xnn_binary_operator op, xnn_datatype type, uint32_t flags, Outputs& o) {
    return xnn_create_binary_elementwise_nd(op, type, nullptr, nullptr, nullptr, flags, o.handle<xnn_operator_t>());
  };
  cases.push_back(direct(bn, "operator_out_of_enum", unsupported,
                         [=](Outputs& o) { return binary(xnn_binary_operator(999), xnn_datatype_fp32, 0, o); }));
  cases.push_back(direct(bn, "operator_invalid", unsupported,
                         [=](Outputs& o) { return binary(xnn_binary_invalid, xnn_datatype_fp32, 0, o); }));
  cases.push_back(direct(bn, "datatype_invalid", unsupported,
                         [=](Outputs& o) { return binary(xnn_binary_add, xnn_datatype_invalid, 0, o); }));
  cases.push_back(direct(bn, "unknown_flags", unsupported,
                         [=](Outputs& o) { return binary(xnn_binary_add, xnn_datatype_fp32, 0x80000000u, o); }));
  cases.push_back(direct(bn, "qint8_quantization_null", bad,
                         [=](Outputs& o) { return binary(xnn_binary_add, xnn_datatype_qint8, 0, o); }));
  cases.push_back(direct(bn, "quint8_bitwise_and", unsupported,
                         [=](Outputs& o) { return binary(xnn_binary_bitwise_and, xnn_datatype_quint8, 0, o); }));
  cases.push_back(direct(bn, "qint8_unknown_flags", unsupported,
                         [=](Outputs& o) { return binary(xnn_binary_multiply, xnn_datatype_qint8, 0x80000000u, o); }));

  for_each_float_form(F32_AND_F16(dynamic_fully_connected_nc), [&](const std::string& name, auto create) {
    cases.push_back(direct(name, "output_range_inverted", bad,
                           [=](Outputs& o) { return create(1.0f, -1.0f, 0, o.handle<xnn_operator_t>()); }));
    cases.push_back(direct(name, "output_min_nan", bad,
                           [=](Outputs& o) { return create(kNaN, kInf, 0, o.handle<xnn_operator_t>()); }));
    cases.push_back(direct(name, "unknown_flags", unsupported,
                           [=](Outputs& o) { return create(-kInf, kInf, 0x80000000u, o.handle<xnn_operator_t>()); }));
  });
  for_each_float_form(F32_AND_F16(softmax_nc), [&](const std::string& name, auto create) {
    cases.push_back(direct(name, "unknown_flags", unsupported,
                           [=](Outputs& o) { return create(0x80000000u, o.handle<xnn_operator_t>()); }));
  });

  const std::string gap = "xnn_create_global_average_pooling_nwc_f32";
  cases.push_back(direct(gap, "output_range_inverted", bad, [](Outputs& o) {
    return xnn_create_global_average_pooling_nwc_f32(1.0f, 0.0f, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(gap, "output_min_nan", bad, [](Outputs& o) {
    return xnn_create_global_average_pooling_nwc_f32(kNaN, 0.0f, 0, o.handle<xnn_operator_t>());
  }));

  auto gap8 = [](float input_scale, float output_scale, int8_t min, int8_t max, Outputs& o) {
    return xnn_create_global_average_pooling_nwc_qs8(0, input_scale, 0, output_scale, min, max, 0,
                                                     o.handle<xnn_operator_t>());
  };
  const std::string gap8n = "xnn_create_global_average_pooling_nwc_qs8";
  cases.push_back(direct(gap8n, "input_scale_zero", bad, [=](Outputs& o) { return gap8(0.0f, 1.0f, -128, 127, o); }));
  cases.push_back(direct(gap8n, "output_scale_nan", bad, [=](Outputs& o) { return gap8(1.0f, kNaN, -128, 127, o); }));
  cases.push_back(direct(gap8n, "scale_ratio_too_large", unsupported,
                         [=](Outputs& o) { return gap8(1024.0f, 1.0f, -128, 127, o); }));
  cases.push_back(
      direct(gap8n, "output_range_inverted", bad, [=](Outputs& o) { return gap8(1.0f, 1.0f, 10, -10, o); }));
  cases.push_back(direct(gap8n, "unknown_flags", unsupported, [](Outputs& o) {
    return xnn_create_global_average_pooling_nwc_qs8(0, 1.0f, 0, 1.0f, -128, 127, 0x80000000u,
                                                     o.handle<xnn_operator_t>());
  }));

  const std::string gapu8n = "xnn_create_global_average_pooling_nwc_qu8";
  cases.push_back(direct(gapu8n, "input_scale_infinite", bad, [](Outputs& o) {
    return xnn_create_global_average_pooling_nwc_qu8(0, kInf, 0, 1.0f, 0, 255, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(gapu8n, "scale_ratio_too_large", unsupported, [](Outputs& o) {
    return xnn_create_global_average_pooling_nwc_qu8(0, 1024.0f, 0, 1.0f, 0, 255, 0, o.handle<xnn_operator_t>());
  }));

  auto avg8 = [](float input_scale, float output_scale, uint32_t pool, Outputs& o) {
    return xnn_create_average_pooling2d_nhwc_qs8(0, 0, 0, 0, pool, pool, 1, 1, 0, input_scale, 0, output_scale, -128,
                                                 127, 0, o.handle<xnn_operator_t>());
  };
  const std::string avg8n = "xnn_create_average_pooling2d_nhwc_qs8";
  cases.push_back(direct(avg8n, "input_scale_zero", bad, [=](Outputs& o) { return avg8(0.0f, 1.0f, 2, o); }));
  cases.push_back(direct(avg8n, "output_scale_nan", bad, [=](Outputs& o) { return avg8(1.0f, kNaN, 2, o); }));
  cases.push_back(
      direct(avg8n, "scale_ratio_too_large", unsupported, [=](Outputs& o) { return avg8(1024.0f, 1.0f, 2, o); }));
  cases.push_back(direct(avg8n, "scale_ratio_over_taps_subnormal", unsupported,
                         [=](Outputs& o) { return avg8(0x1p-124f, 1.0f, 4, o); }));
  cases.push_back(direct(avg8n, "pooling_height_zero", bad, [=](Outputs& o) { return avg8(1.0f, 1.0f, 0, o); }));
  const std::string avgu8n = "xnn_create_average_pooling2d_nhwc_qu8";
  cases.push_back(direct(avgu8n, "output_scale_negative", bad, [](Outputs& o) {
    return xnn_create_average_pooling2d_nhwc_qu8(0, 0, 0, 0, 2, 2, 1, 1, 0, 1.0f, 0, -1.0f, 0, 255, 0,
                                                 o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(avgu8n, "output_range_inverted", bad, [](Outputs& o) {
    return xnn_create_average_pooling2d_nhwc_qu8(0, 0, 0, 0, 2, 2, 1, 1, 0, 1.0f, 0, 1.0f, 200, 100, 0,
                                                 o.handle<xnn_operator_t>());
  }));

  const xnn_quantization_params q_good{0, 0.5f}, q_zero_scale{0, 0.0f};
  cases.push_back(direct("xnn_create_reduce_nd", "operator_invalid", bad, [](Outputs& o) {
    return xnn_create_reduce_nd(xnn_reduce_invalid, xnn_datatype_fp32, nullptr, nullptr, 0,
                                o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct("xnn_create_reduce_nd", "max_on_qint8", unsupported, [=](Outputs& o) {
    return xnn_create_reduce_nd(xnn_reduce_max, xnn_datatype_qint8, &q_good, &q_good, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct("xnn_create_reduce_nd", "output_scale_zero", bad, [=](Outputs& o) {
    return xnn_create_reduce_nd(xnn_reduce_mean, xnn_datatype_quint8, &q_good, &q_zero_scale, 0,
                                o.handle<xnn_operator_t>());
  }));

  auto maxpool8 = [](uint32_t ph, uint32_t stride, int8_t min, int8_t max, Outputs& o) {
    return xnn_create_max_pooling2d_nhwc_s8(0, 0, 0, 0, ph, 2, stride, 2, 1, 1, min, max, 0,
                                            o.handle<xnn_operator_t>());
  };
  const std::string mp8 = "xnn_create_max_pooling2d_nhwc_s8";
  cases.push_back(direct(mp8, "pooling_height_zero", bad, [=](Outputs& o) { return maxpool8(0, 2, -128, 127, o); }));
  cases.push_back(direct(mp8, "stride_zero", bad, [=](Outputs& o) { return maxpool8(2, 0, -128, 127, o); }));
  cases.push_back(direct(mp8, "output_range_inverted", bad, [=](Outputs& o) { return maxpool8(2, 2, 10, -10, o); }));

  for_each_float_form(F32_AND_F16(max_pooling2d_nhwc), [&](const std::string& mp, auto create) {
    auto maxpool = [create](uint32_t pad, uint32_t ph, uint32_t stride, uint32_t dilation, float min, float max,
                            uint32_t flags, Outputs& o) {
      return create(pad, 0, 0, 0, ph, 2, stride, 2, dilation, 1, min, max, flags, o.handle<xnn_operator_t>());
    };
    cases.push_back(
        direct(mp, "pooling_height_zero", bad, [=](Outputs& o) { return maxpool(0, 0, 2, 1, -kInf, kInf, 0, o); }));
    cases.push_back(direct(mp, "stride_zero", bad, [=](Outputs& o) { return maxpool(0, 2, 0, 1, -kInf, kInf, 0, o); }));
    cases.push_back(
        direct(mp, "dilation_zero", bad, [=](Outputs& o) { return maxpool(0, 2, 2, 0, -kInf, kInf, 0, o); }));
    cases.push_back(direct(mp, "padding_not_below_window", bad,
                           [=](Outputs& o) { return maxpool(2, 2, 2, 1, -kInf, kInf, 0, o); }));
    cases.push_back(
        direct(mp, "output_range_inverted", bad, [=](Outputs& o) { return maxpool(0, 2, 2, 1, 1.0f, -1.0f, 0, o); }));
    cases.push_back(direct(mp, "unknown_flags", unsupported,
                           [=](Outputs& o) { return maxpool(0, 2, 2, 1, -kInf, kInf, 0x80000000u, o); }));
  });

  for_each_float_form(F32_AND_F16(average_pooling2d_nhwc), [&](const std::string& ap, auto create) {
    auto avgpool = [create](uint32_t pad, uint32_t ph, uint32_t stride, float min, float max, Outputs& o) {
      return create(pad, 0, 0, 0, ph, 2, stride, 2, min, max, 0, o.handle<xnn_operator_t>());
    };
    cases.push_back(
        direct(ap, "pooling_height_zero", bad, [=](Outputs& o) { return avgpool(0, 0, 2, -kInf, kInf, o); }));
    cases.push_back(direct(ap, "stride_zero", bad, [=](Outputs& o) { return avgpool(0, 2, 0, -kInf, kInf, o); }));
    cases.push_back(
        direct(ap, "padding_not_below_window", bad, [=](Outputs& o) { return avgpool(2, 2, 2, -kInf, kInf, o); }));
    cases.push_back(direct(ap, "output_max_nan", bad, [=](Outputs& o) { return avgpool(0, 2, 2, -kInf, kNaN, o); }));
  });

  const std::string am = "xnn_create_argmax_pooling2d_nhwc_f32";
  cases.push_back(direct(am, "pooling_width_zero", bad, [](Outputs& o) {
    return xnn_create_argmax_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 0, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(am, "unknown_flags", unsupported, [](Outputs& o) {
    return xnn_create_argmax_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 0x80000000u, o.handle<xnn_operator_t>());
  }));

  cases.push_back(direct("xnn_create_copy_nc_x32", "unknown_flags", unsupported,
                         [](Outputs& o) { return xnn_create_copy_nc_x32(0x80000000u, o.handle<xnn_operator_t>()); }));
  cases.push_back(direct("xnn_create_transpose_nd_x32", "unknown_flags", unsupported, [](Outputs& o) {
    return xnn_create_transpose_nd_x32(0x80000000u, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct("xnn_create_slice_nd_x32", "unknown_flags", unsupported,
                         [](Outputs& o) { return xnn_create_slice_nd_x32(0x80000000u, o.handle<xnn_operator_t>()); }));
  cases.push_back(direct("xnn_create_constant_pad_nd_x32", "padding_value_is_null", bad, [](Outputs& o) {
    return xnn_create_constant_pad_nd_x32(nullptr, 0, o.handle<xnn_operator_t>());
  }));

  const std::string rb = "xnn_create_resize_bilinear2d_nhwc_f32";
  cases.push_back(direct(rb, "output_height_zero", bad, [](Outputs& o) {
    return xnn_create_resize_bilinear2d_nhwc_f32(0, 4, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(rb, "output_width_too_large", unsupported, [](Outputs& o) {
    return xnn_create_resize_bilinear2d_nhwc_f32(4, size_t(1) << 24, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(rb, "align_corners_with_legacy_mode", bad, [](Outputs& o) {
    return xnn_create_resize_bilinear2d_nhwc_f32(4, 4, XNN_FLAG_ALIGN_CORNERS | XNN_FLAG_TENSORFLOW_LEGACY_MODE,
                                                 o.handle<xnn_operator_t>());
  }));

  // The NCHW forms check what their NHWC operator never sees: the caller's channel-plane strides, the NCHW flags.
  static const float nchw_weights[8] = {};
  const std::string cn = "xnn_create_convolution2d_nchw_f32";
  cases.push_back(direct(cn, "input_channel_stride_below_channels", bad, [](Outputs& o) {
    return xnn_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 1, 2, nchw_weights, nullptr,
                                             -INFINITY, INFINITY, 0, nullptr, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(cn, "unknown_flags", unsupported, [](Outputs& o) {
    return xnn_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, nchw_weights, nullptr,
                                             -INFINITY, INFINITY, XNN_FLAG_KEEP_DIMS, nullptr,
                                             o.handle<xnn_operator_t>());
  }));
  const std::string cn16 = "xnn_create_convolution2d_nchw_f16";
  cases.push_back(direct(cn16, "output_channel_stride_below_channels", bad, [](Outputs& o) {
    return xnn_create_convolution2d_nchw_f16(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 1, nchw_weights, nullptr,
                                             -INFINITY, INFINITY, 0, nullptr, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct(cn16, "unknown_flags", unsupported, [](Outputs& o) {
    return xnn_create_convolution2d_nchw_f16(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, nchw_weights, nullptr,
                                             -INFINITY, INFINITY, XNN_FLAG_KEEP_DIMS, nullptr,
                                             o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct("xnn_create_fully_connected_nc_qs8_qc2w", "kernel_is_null", bad, [](Outputs& o) {
    static const float scales[2] = {1.0f, 1.0f};
    return xnn_create_fully_connected_nc_qs8_qc2w(4, 2, 4, 2, 0, 1.0f, scales, nullptr, nullptr, 0, 1.0f, -128, 127,
                                                  0, nullptr, o.handle<xnn_operator_t>());
  }));
  // XNNPACK HEAD refuses its deprecated fused convolution whatever the arguments; so does xnn.
  cases.push_back(direct("xnn_create_fused_convolution2d_nhwc_f32", "deprecated", bad, [](Outputs& o) {
    return xnn_create_fused_convolution2d_nhwc_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, nchw_weights, nullptr,
                                                   0, nullptr, 0, nullptr, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct("xnn_create_fully_connected_nc_qs8_qc4w", "kernel_zero_point_7", bad, [](Outputs& o) {
    static const float scales[2] = {1.0f, 1.0f};
    static const uint8_t nibbles[4] = {};
    return xnn_create_fully_connected_nc_qs8_qc4w(4, 2, 4, 2, 0, 1.0f, 7, scales, nibbles, nullptr, 0, 1.0f, -128,
                                                  127, 0, nullptr, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct("xnn_create_resize_bilinear2d_nchw", "datatype_qint8", unsupported, [](Outputs& o) {
    return xnn_create_resize_bilinear2d_nchw(xnn_datatype_qint8, 4, 4, 0, o.handle<xnn_operator_t>());
  }));
}
#undef FLOAT_FORMS
#undef F32_AND_F16
#undef F32_AND_F16_CONST_WEIGHTS

// The f32 operators' reshape cases hold as written for their f16 forms (the same sizes on fp16 data).
template <class Reshape>
struct FloatReshape {
  const char* kind;  // the fixture
  const char* function;
  Reshape reshape;
};
#define FLOAT_RESHAPE(name, type)                                                                      \
  FloatReshape<decltype(&xnn_reshape_##name##_f32)>{#name "_" #type, "xnn_reshape_" #name "_" #type, \
                                                    xnn_reshape_##name##_##type}
#define FLOAT_RESHAPES(name) {FLOAT_RESHAPE(name, f32), FLOAT_RESHAPE(name, f16)}

// Dynamic fully connected takes its weights (and the workspace they are packed into) at setup.
template <class Setup>
void add_dynamic_fully_connected_setup_cases(const char* kind_name, const std::string& function, Setup setup,
                                             std::vector<MisuseCase>& cases) {
  const float* in = fixture_input();
  for (const OperatorKind& kind : operator_kinds()) {
    if (kind.name != kind_name) continue;
    auto with_workspace = [kind, in, setup](bool workspace_given, bool kernel_given) {
      return [=](Probe& probe, Outputs& out) {
        std::vector<char> workspace;
        OperatorPtr op = prepared_operator(kind, false, nullptr, &workspace);
        probe.call([&] {
          return setup(op.get(), workspace_given ? workspace.data() : nullptr, in, kernel_given ? in : nullptr,
                       nullptr, out.data);
        });
      };
    };
    cases.push_back({function, "kernel_is_null", xnn_status_invalid_parameter, with_workspace(true, false)});
    cases.push_back({function, "workspace_is_null", xnn_status_invalid_parameter, with_workspace(false, true)});
  }
}

void add_reshape_cases(std::vector<MisuseCase>& cases) {
  const xnn_status bad = xnn_status_invalid_parameter;
  // XNNPACK's status for an implementation limit or a slice outside the input.
  const xnn_status unsupported = xnn_status_unsupported_parameter;
  // Output sizes go to out.sizes, so a refused reshape must leave them alone.
  for (const auto& form : FLOAT_RESHAPES(fully_connected_nc)) {
    const auto reshape = form.reshape;
    cases.push_back(on_created(form.kind, form.function, "batch_size_overflows", bad,
                               [reshape](xnn_operator_t op, Outputs&) { return reshape(op, kHuge, nullptr); }));
  }
  for (const auto& form : FLOAT_RESHAPES(dynamic_fully_connected_nc)) {
    const auto reshape = form.reshape;
    cases.push_back(on_created(form.kind, form.function, "input_channels_zero", bad,
                               [reshape](xnn_operator_t op, Outputs& o) {
                                 return reshape(op, 2, 0, 3, 4, 3, &o.sizes[0], nullptr);
                               }));
    cases.push_back(on_created(form.kind, form.function, "input_stride_below_channels", bad,
                               [reshape](xnn_operator_t op, Outputs& o) {
                                 return reshape(op, 2, 4, 3, 3, 3, &o.sizes[0], nullptr);
                               }));
    cases.push_back(
        on_created(form.kind, form.function, "sizes_overflow", bad, [reshape](xnn_operator_t op, Outputs& o) {
          return reshape(op, kHuge, kHuge, kHuge, kHuge, kHuge, &o.sizes[0], nullptr);
        }));
  }
  cases.push_back(on_created("fully_connected_nc_bf16_f32", "xnn_reshape_fully_connected_nc_bf16_f32",
                             "batch_size_overflows", bad, [](xnn_operator_t op, Outputs&) {
                               return xnn_reshape_fully_connected_nc_bf16_f32(op, kHuge, nullptr);
                             }));
  cases.push_back(on_created("batch_matrix_multiply_nc_bf16_f32", "xnn_reshape_batch_matrix_multiply_nc_bf16_f32",
                             "k_zero", bad, [](xnn_operator_t op, Outputs& o) {
                               const size_t a[1] = {2};
                               return xnn_reshape_batch_matrix_multiply_nc_bf16_f32(op, 1, a, a, 3, 0, 5, &o.sizes[0],
                                                                                    nullptr);
                             }));
  cases.push_back(on_created("fully_connected_nc_qs8_qc8w", "xnn_reshape_fully_connected_nc_qs8_qc8w",
                             "batch_size_overflows", bad, [](xnn_operator_t op, Outputs&) {
                               return xnn_reshape_fully_connected_nc_qs8_qc8w(op, kHuge, nullptr);
                             }));
  cases.push_back(on_created("fully_connected_nc_qu8", "xnn_reshape_fully_connected_nc_qu8", "batch_size_overflows",
                             bad, [](xnn_operator_t op, Outputs&) {
                               return xnn_reshape_fully_connected_nc_qu8(op, kHuge, nullptr);
                             }));
  cases.push_back(on_created("convolution2d_nhwc_qu8", "xnn_reshape_convolution2d_nhwc_qu8",
                             "input_smaller_than_kernel", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_convolution2d_nhwc_qu8(op, 1, 1, 1, &o.sizes[0], &o.sizes[1],
                                                                         &o.sizes[2], nullptr);
                             }));
  cases.push_back(on_created("convolution2d_nhwc_qs8_qc8w", "xnn_reshape_convolution2d_nhwc_qs8_qc8w",
                             "input_smaller_than_kernel", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_convolution2d_nhwc_qs8_qc8w(op, 1, 1, 1, &o.sizes[0], &o.sizes[1],
                                                                              &o.sizes[2], nullptr);
                             }));
  for (const auto& form : FLOAT_RESHAPES(convolution2d_nhwc)) {
    const auto reshape = form.reshape;
    cases.push_back(on_created(form.kind, form.function, "input_smaller_than_kernel", bad,
                               [reshape](xnn_operator_t op, Outputs& o) {
                                 return reshape(op, 1, 1, 1, &o.sizes[0], &o.sizes[1], &o.sizes[2], nullptr);
                               }));
    cases.push_back(
        on_created(form.kind, form.function, "input_height_zero", bad, [reshape](xnn_operator_t op, Outputs& o) {
          return reshape(op, 1, 0, 3, &o.sizes[0], &o.sizes[1], &o.sizes[2], nullptr);
        }));
    cases.push_back(
        on_created(form.kind, form.function, "sizes_overflow", bad, [reshape](xnn_operator_t op, Outputs& o) {
          return reshape(op, kHuge, kHuge, kHuge, &o.sizes[0], &o.sizes[1], &o.sizes[2], nullptr);
        }));
  }
  for (const auto& form : FLOAT_RESHAPES(deconvolution2d_nhwc)) {
    const auto reshape = form.reshape;
    cases.push_back(on_created(form.kind, form.function, "adjustment_not_below_stride", bad,
                               [reshape](xnn_operator_t op, Outputs& o) {
                                 return reshape(op, 1, 2, 2, 2, 0, &o.sizes[0], &o.sizes[1], nullptr);
                               }));
    cases.push_back(
        on_created(form.kind, form.function, "sizes_overflow", bad, [reshape](xnn_operator_t op, Outputs& o) {
          return reshape(op, kHuge, kHuge, kHuge, 0, 0, &o.sizes[0], &o.sizes[1], nullptr);
        }));
  }
  cases.push_back(on_created("deconvolution2d_nhwc_qs8_qc8w", "xnn_reshape_deconvolution2d_nhwc_qs8_qc8w",
                             "adjustment_not_below_stride", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_deconvolution2d_nhwc_qs8_qc8w(op, 1, 2, 2, 0, 2, &o.sizes[0],
                                                                                &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("deconvolution2d_nhwc_qs8", "xnn_reshape_deconvolution2d_nhwc_qs8", "sizes_overflow",
                             bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_deconvolution2d_nhwc_qs8(op, kHuge, kHuge, kHuge, 0, 0, &o.sizes[0],
                                                                           &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("deconvolution2d_nhwc_qu8", "xnn_reshape_deconvolution2d_nhwc_qu8", "input_width_zero",
                             bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_deconvolution2d_nhwc_qu8(op, 1, 2, 0, 0, 0, &o.sizes[0],
                                                                           &o.sizes[1], nullptr);
                             }));
  for (const auto& form : FLOAT_RESHAPES(batch_matrix_multiply_nc)) {
    const auto reshape = form.reshape;
    cases.push_back(
        on_created(form.kind, form.function, "batch_dims_disagree", bad, [reshape](xnn_operator_t op, Outputs& o) {
          const size_t a[1] = {2}, b[1] = {3};
          return reshape(op, 1, a, b, 3, 4, 5, &o.sizes[0], nullptr);
        }));
    cases.push_back(
        on_created(form.kind, form.function, "batch_dims_a_is_null", bad, [reshape](xnn_operator_t op, Outputs& o) {
          const size_t b[1] = {2};
          return reshape(op, 1, nullptr, b, 3, 4, 5, &o.sizes[0], nullptr);
        }));
    cases.push_back(on_created(form.kind, form.function, "k_zero", bad, [reshape](xnn_operator_t op, Outputs& o) {
      const size_t a[1] = {2};
      return reshape(op, 1, a, a, 3, 0, 5, &o.sizes[0], nullptr);
    }));
    cases.push_back(
        on_created(form.kind, form.function, "sizes_overflow", bad, [reshape](xnn_operator_t op, Outputs& o) {
          const size_t a[1] = {kHuge};
          return reshape(op, 1, a, a, kHuge, kHuge, kHuge, &o.sizes[0], nullptr);
        }));
    cases.push_back(
        on_created(form.kind, form.function, "too_many_batch_dims", bad, [reshape](xnn_operator_t op, Outputs& o) {
          const size_t a[XNN_MAX_TENSOR_DIMS + 1] = {1, 1, 1, 1, 1, 1, 1};
          return reshape(op, XNN_MAX_TENSOR_DIMS + 1, a, a, 3, 4, 5, &o.sizes[0], nullptr);
        }));
  }
  using BatchMatrixMultiplyReshape = FloatReshape<decltype(&xnn_reshape_batch_matrix_multiply_nc_f32)>;
  for (const BatchMatrixMultiplyReshape& form :
       {BatchMatrixMultiplyReshape{"batch_matrix_multiply_nc_f32_const_weights",
                                   "xnn_reshape_batch_matrix_multiply_nc_f32",
                                   xnn_reshape_batch_matrix_multiply_nc_f32},
        BatchMatrixMultiplyReshape{"batch_matrix_multiply_nc_f16_const_weights",
                                   "xnn_reshape_batch_matrix_multiply_nc_f16",
                                   xnn_reshape_batch_matrix_multiply_nc_f16}}) {
    const auto reshape = form.reshape;
    cases.push_back(
        on_created(form.kind, form.function, "k_differs_from_packed_b", bad, [reshape](xnn_operator_t op, Outputs& o) {
          const size_t a[1] = {2};
          return reshape(op, 1, a, a, 3, 3, 5, &o.sizes[0], nullptr);
        }));
  }

  cases.push_back(on_created(
      "unary_elementwise_nc", "xnn_reshape_unary_elementwise_nc", "channels_zero", bad,
      [](xnn_operator_t op, Outputs&) { return xnn_reshape_unary_elementwise_nc(op, 2, 0, 5, 5, nullptr); }));
  cases.push_back(on_created(
      "unary_elementwise_nc", "xnn_reshape_unary_elementwise_nc", "input_stride_below_channels", bad,
      [](xnn_operator_t op, Outputs&) { return xnn_reshape_unary_elementwise_nc(op, 2, 5, 4, 5, nullptr); }));
  cases.push_back(on_created("unary_elementwise_nc", "xnn_reshape_unary_elementwise_nc", "sizes_overflow", bad,
                             [](xnn_operator_t op, Outputs&) {
                               return xnn_reshape_unary_elementwise_nc(op, kHuge, kHuge, kHuge, kHuge, nullptr);
                             }));
  cases.push_back(on_created("binary_elementwise_nd", "xnn_reshape_binary_elementwise_nd", "shapes_disagree", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t a[2] = {2, 3}, b[1] = {4};
                               return xnn_reshape_binary_elementwise_nd(op, 2, a, 1, b, nullptr);
                             }));
  cases.push_back(on_created("binary_elementwise_nd", "xnn_reshape_binary_elementwise_nd", "too_many_dims", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t a[XNN_MAX_TENSOR_DIMS + 1] = {1, 1, 1, 1, 1, 1, 1};
                               return xnn_reshape_binary_elementwise_nd(op, XNN_MAX_TENSOR_DIMS + 1, a, 1, a, nullptr);
                             }));
  cases.push_back(on_created("binary_elementwise_nd", "xnn_reshape_binary_elementwise_nd", "input1_shape_is_null", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t b[1] = {3};
                               return xnn_reshape_binary_elementwise_nd(op, 2, nullptr, 1, b, nullptr);
                             }));
  cases.push_back(on_created("binary_elementwise_nd", "xnn_reshape_binary_elementwise_nd", "sizes_overflow", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t a[3] = {kHuge, kHuge, 4};
                               return xnn_reshape_binary_elementwise_nd(op, 3, a, 3, a, nullptr);
                             }));
  for (const auto& form : FLOAT_RESHAPES(softmax_nc)) {
    const auto reshape = form.reshape;
    cases.push_back(on_created(form.kind, form.function, "channels_zero", bad,
                               [reshape](xnn_operator_t op, Outputs&) { return reshape(op, 0, 5, 5, 2, nullptr); }));
    cases.push_back(on_created(form.kind, form.function, "output_stride_below_channels", bad,
                               [reshape](xnn_operator_t op, Outputs&) { return reshape(op, 5, 5, 4, 2, nullptr); }));
  }
  cases.push_back(on_created("global_average_pooling_nwc_f32", "xnn_reshape_global_average_pooling_nwc_f32",
                             "channels_zero", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_global_average_pooling_nwc_f32(op, 2, 4, 0, 3, 3, &o.sizes[0],
                                                                                 &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("global_average_pooling_nwc_f32", "xnn_reshape_global_average_pooling_nwc_f32",
                             "width_zero", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_global_average_pooling_nwc_f32(op, 2, 0, 3, 3, 3, &o.sizes[0],
                                                                                 &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("global_average_pooling_nwc_f32", "xnn_reshape_global_average_pooling_nwc_f32",
                             "sizes_overflow", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_global_average_pooling_nwc_f32(op, kHuge, kHuge, 3, kHuge, 3,
                                                                                 &o.sizes[0], &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("global_average_pooling_nwc_qs8", "xnn_reshape_global_average_pooling_nwc_qs8",
                             "width_zero", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_global_average_pooling_nwc_qs8(op, 2, 0, 3, 3, 3, &o.sizes[0],
                                                                                 &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("global_average_pooling_nwc_qs8", "xnn_reshape_global_average_pooling_nwc_qs8",
                             "width_beyond_int32_sums", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_global_average_pooling_nwc_qs8(op, 1, (size_t(1) << 23) + 1, 3, 3, 3,
                                                                                 &o.sizes[0], &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("reduce_nd", "xnn_reshape_reduce_nd", "axis_past_rank", bad,
                             [](xnn_operator_t op, Outputs& o) {
                               const size_t shape[3] = {2, 4, 3};
                               const int64_t axes[1] = {3};
                               return xnn_reshape_reduce_nd(op, 1, axes, 3, shape, &o.sizes[0], nullptr);
                             }));
  cases.push_back(on_created("max_pooling2d_nhwc_s8", "xnn_reshape_max_pooling2d_nhwc_s8",
                             "input_smaller_than_window", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_max_pooling2d_nhwc_s8(op, 1, 1, 1, 2, 2, 2, &o.sizes[0], &o.sizes[1],
                                                                        nullptr);
                             }));
  for (const auto& form : FLOAT_RESHAPES(max_pooling2d_nhwc)) {
    const auto reshape = form.reshape;
    cases.push_back(on_created(form.kind, form.function, "input_smaller_than_window", bad,
                               [reshape](xnn_operator_t op, Outputs& o) {
                                 return reshape(op, 1, 1, 1, 2, 2, 2, &o.sizes[0], &o.sizes[1], nullptr);
                               }));
    cases.push_back(on_created(form.kind, form.function, "input_stride_below_channels", bad,
                               [reshape](xnn_operator_t op, Outputs& o) {
                                 return reshape(op, 1, 4, 4, 2, 1, 2, &o.sizes[0], &o.sizes[1], nullptr);
                               }));
    cases.push_back(
        on_created(form.kind, form.function, "sizes_overflow", bad, [reshape](xnn_operator_t op, Outputs& o) {
          return reshape(op, kHuge, kHuge, kHuge, 2, 2, 2, &o.sizes[0], &o.sizes[1], nullptr);
        }));
  }
  for (const auto& form : FLOAT_RESHAPES(average_pooling2d_nhwc)) {
    const auto reshape = form.reshape;
    cases.push_back(
        on_created(form.kind, form.function, "channels_zero", bad, [reshape](xnn_operator_t op, Outputs& o) {
          return reshape(op, 1, 4, 4, 0, 2, 2, &o.sizes[0], &o.sizes[1], nullptr);
        }));
    cases.push_back(
        on_created(form.kind, form.function, "sizes_overflow", bad, [reshape](xnn_operator_t op, Outputs& o) {
          return reshape(op, kHuge, kHuge, kHuge, 2, 2, 2, &o.sizes[0], &o.sizes[1], nullptr);
        }));
  }
  cases.push_back(on_created("argmax_pooling2d_nhwc_f32", "xnn_reshape_argmax_pooling2d_nhwc_f32",
                             "output_stride_below_channels", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_argmax_pooling2d_nhwc_f32(op, 1, 4, 4, 2, 2, 1, &o.sizes[0],
                                                                            &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("argmax_pooling2d_nhwc_f32", "xnn_reshape_argmax_pooling2d_nhwc_f32", "sizes_overflow",
                             bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_argmax_pooling2d_nhwc_f32(op, kHuge, kHuge, kHuge, 2, 2, 2,
                                                                            &o.sizes[0], &o.sizes[1], nullptr);
                             }));
  cases.push_back(
      on_created("copy_nc_x32", "xnn_reshape_copy_nc_x32", "channels_zero", bad,
                 [](xnn_operator_t op, Outputs&) { return xnn_reshape_copy_nc_x32(op, 2, 0, 3, 3, nullptr); }));
  cases.push_back(on_created(
      "copy_nc_x32", "xnn_reshape_copy_nc_x32", "sizes_overflow", bad,
      [](xnn_operator_t op, Outputs&) { return xnn_reshape_copy_nc_x32(op, kHuge, 3, kHuge, kHuge, nullptr); }));
  cases.push_back(on_created("transpose_nd_x32", "xnn_reshape_transpose_nd_x32", "perm_repeats_a_dimension", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t shape[2] = {2, 3}, perm[2] = {0, 0};
                               return xnn_reshape_transpose_nd_x32(op, 2, shape, perm, nullptr);
                             }));
  cases.push_back(on_created("transpose_nd_x32", "xnn_reshape_transpose_nd_x32", "perm_out_of_range", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t shape[2] = {2, 3}, perm[2] = {0, 2};
                               return xnn_reshape_transpose_nd_x32(op, 2, shape, perm, nullptr);
                             }));
  cases.push_back(on_created("transpose_nd_x32", "xnn_reshape_transpose_nd_x32", "num_dims_zero", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t shape[1] = {2}, perm[1] = {0};
                               return xnn_reshape_transpose_nd_x32(op, 0, shape, perm, nullptr);
                             }));
  cases.push_back(on_created("transpose_nd_x32", "xnn_reshape_transpose_nd_x32", "sizes_overflow", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t shape[3] = {kHuge, kHuge, 4}, perm[3] = {2, 1, 0};
                               return xnn_reshape_transpose_nd_x32(op, 3, shape, perm, nullptr);
                             }));
  cases.push_back(on_created("slice_nd_x32", "xnn_reshape_slice_nd_x32", "slice_past_the_end", unsupported,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t shape[2] = {2, 3}, offsets[2] = {1, 2}, sizes[2] = {1, 2};
                               return xnn_reshape_slice_nd_x32(op, 2, shape, offsets, sizes, nullptr);
                             }));
  cases.push_back(on_created("slice_nd_x32", "xnn_reshape_slice_nd_x32", "offset_plus_size_wraps", unsupported,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t shape[2] = {2, 3}, offsets[2] = {1, 2}, sizes[2] = {1, SIZE_MAX};
                               return xnn_reshape_slice_nd_x32(op, 2, shape, offsets, sizes, nullptr);
                             }));
  cases.push_back(on_created(
      "slice_nd_x32", "xnn_reshape_slice_nd_x32", "too_many_dims", unsupported, [](xnn_operator_t op, Outputs&) {
        const size_t shape[XNN_MAX_TENSOR_DIMS + 1] = {1, 1, 1, 1, 1, 1, 1}, zeros[XNN_MAX_TENSOR_DIMS + 1] = {};
        return xnn_reshape_slice_nd_x32(op, XNN_MAX_TENSOR_DIMS + 1, shape, zeros, shape, nullptr);
      }));
  cases.push_back(on_created("constant_pad_nd_x32", "xnn_reshape_constant_pad_nd_x32", "padding_overflows", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t shape[2] = {2, 3}, pre[2] = {SIZE_MAX, 0}, post[2] = {1, 0};
                               return xnn_reshape_constant_pad_nd_x32(op, 2, shape, pre, post, nullptr);
                             }));
  cases.push_back(on_created("constant_pad_nd_x32", "xnn_reshape_constant_pad_nd_x32", "input_shape_is_null", bad,
                             [](xnn_operator_t op, Outputs&) {
                               const size_t pre[2] = {1, 1};
                               return xnn_reshape_constant_pad_nd_x32(op, 2, nullptr, pre, pre, nullptr);
                             }));
  cases.push_back(on_created("resize_bilinear2d_nhwc_f32", "xnn_reshape_resize_bilinear2d_nhwc_f32",
                             "input_height_zero", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_resize_bilinear2d_nhwc_f32(op, 1, 0, 2, 2, 2, 2, &o.sizes[0],
                                                                             &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("resize_bilinear2d_nhwc_f32", "xnn_reshape_resize_bilinear2d_nhwc_f32",
                             "input_width_too_large", unsupported, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_resize_bilinear2d_nhwc_f32(op, 1, 2, size_t(1) << 24, 2, 2, 2,
                                                                             &o.sizes[0], &o.sizes[1], nullptr);
                             }));
  cases.push_back(on_created("resize_bilinear2d_nhwc_f32", "xnn_reshape_resize_bilinear2d_nhwc_f32", "sizes_overflow",
                             bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_resize_bilinear2d_nhwc_f32(op, kHuge, 2, 2, kHuge, kHuge, kHuge,
                                                                             &o.sizes[0], &o.sizes[1], nullptr);
                             }));
}
#undef FLOAT_RESHAPES
#undef FLOAT_RESHAPE

// A call on a fresh operator made by `create` (deleted after the call).
xnn_status on_fresh(xnn_status (*create)(uint32_t, xnn_operator_t*), std::function<xnn_status(xnn_operator_t)> call) {
  xnn_operator_t op = nullptr;
  if (create(0, &op) != xnn_status_success) return xnn_status_success;  // the case then fails: nothing was refused
  const xnn_status status = call(op);
  xnn_delete_operator(op);
  return status;
}

// The 8- and 16-bit data-movement functions (`x` = x8, x16): one refusal each, the rules being the x32 forms'.
#define XNN_ADD_SMALL_MOVE_CASES(x)                                                                                    \
  cases.push_back(direct("xnn_create_copy_nc_" #x, "unknown_flags", unsupported,                                       \
                         [](Outputs& o) { return xnn_create_copy_nc_##x(0x80000000u, o.handle<xnn_operator_t>()); })); \
  cases.push_back(direct("xnn_reshape_copy_nc_" #x, "channels_zero", bad, [](Outputs&) {                               \
    return on_fresh(xnn_create_copy_nc_##x,                                                                            \
                    [](xnn_operator_t op) { return xnn_reshape_copy_nc_##x(op, 2, 0, 3, 3, nullptr); });               \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_setup_copy_nc_" #x, "before_reshape", xnn_status_invalid_state, [in](Outputs& o) {       \
    return on_fresh(xnn_create_copy_nc_##x, [&](xnn_operator_t op) { return xnn_setup_copy_nc_##x(op, in, o.data); }); \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_create_transpose_nd_" #x, "unknown_flags", unsupported, [](Outputs& o) {                 \
    return xnn_create_transpose_nd_##x(0x80000000u, o.handle<xnn_operator_t>());                                       \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_reshape_transpose_nd_" #x, "perm_repeats_a_dimension", bad, [](Outputs&) {               \
    return on_fresh(xnn_create_transpose_nd_##x, [](xnn_operator_t op) {                                               \
      const size_t shape[2] = {2, 3}, perm[2] = {1, 1};                                                                \
      return xnn_reshape_transpose_nd_##x(op, 2, shape, perm, nullptr);                                                \
    });                                                                                                                \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_setup_transpose_nd_" #x, "before_reshape", xnn_status_invalid_state, [in](Outputs& o) {  \
    return on_fresh(xnn_create_transpose_nd_##x,                                                                       \
                    [&](xnn_operator_t op) { return xnn_setup_transpose_nd_##x(op, in, o.data); });                    \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_run_transpose_nd_" #x, "perm_out_of_range", bad, [in](Outputs& o) {                      \
    const size_t shape[2] = {2, 3}, perm[2] = {0, 2};                                                                  \
    return xnn_run_transpose_nd_##x(in, o.data, 2, shape, perm, 0, nullptr);                                           \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_create_slice_nd_" #x, "unknown_flags", unsupported, [](Outputs& o) {                     \
    return xnn_create_slice_nd_##x(0x80000000u, o.handle<xnn_operator_t>());                                           \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_reshape_slice_nd_" #x, "slice_past_the_end", unsupported, [](Outputs&) {                 \
    return on_fresh(xnn_create_slice_nd_##x, [](xnn_operator_t op) {                                                   \
      const size_t shape[2] = {2, 3}, offsets[2] = {0, 2}, sizes[2] = {2, 2};                                          \
      return xnn_reshape_slice_nd_##x(op, 2, shape, offsets, sizes, nullptr);                                          \
    });                                                                                                                \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_setup_slice_nd_" #x, "before_reshape", xnn_status_invalid_state, [in](Outputs& o) {      \
    return on_fresh(xnn_create_slice_nd_##x,                                                                           \
                    [&](xnn_operator_t op) { return xnn_setup_slice_nd_##x(op, in, o.data); });                        \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_create_constant_pad_nd_" #x, "padding_value_is_null", bad, [](Outputs& o) {              \
    return xnn_create_constant_pad_nd_##x(nullptr, 0, o.handle<xnn_operator_t>());                                     \
  }));                                                                                                                 \
  cases.push_back(direct("xnn_reshape_constant_pad_nd_" #x, "padding_overflows", bad, [in](Outputs&) {                 \
    return on_fresh(                                                                                                   \
        [](uint32_t flags, xnn_operator_t* op) { return xnn_create_constant_pad_nd_##x(&kZeroPadding, flags, op); },   \
        [](xnn_operator_t op) {                                                                                        \
          const size_t shape[2] = {2, 3}, pre[2] = {SIZE_MAX, 0}, post[2] = {1, 0};                                    \
          return xnn_reshape_constant_pad_nd_##x(op, 2, shape, pre, post, nullptr);                                    \
        });                                                                                                            \
  }));                                                                                                                 \
  cases.push_back(                                                                                                     \
      direct("xnn_setup_constant_pad_nd_" #x, "before_reshape", xnn_status_invalid_state, [in](Outputs& o) {           \
        return on_fresh([](uint32_t flags,                                                                             \
                           xnn_operator_t* op) { return xnn_create_constant_pad_nd_##x(&kZeroPadding, flags, op); },   \
                        [&](xnn_operator_t op) { return xnn_setup_constant_pad_nd_##x(op, in, o.data); });             \
      }));                                                                                                             \
  cases.push_back(direct("xnn_run_constant_pad_nd_" #x, "padding_value_is_null", bad, [in](Outputs& o) {               \
    const size_t shape[2] = {2, 3}, pre[2] = {1, 1};                                                                   \
    return xnn_run_constant_pad_nd_##x(0, 2, shape, pre, pre, in, o.data, nullptr, nullptr);                           \
  }));

const uint32_t kZeroPadding = 0;

void add_small_element_move_cases(std::vector<MisuseCase>& cases) {
  const xnn_status bad = xnn_status_invalid_parameter;
  const xnn_status unsupported = xnn_status_unsupported_parameter;
  const float* in = fixture_input();
  XNN_ADD_SMALL_MOVE_CASES(x8)
  XNN_ADD_SMALL_MOVE_CASES(x16)
}
#undef XNN_ADD_SMALL_MOVE_CASES

// The one-shot forms create, reshape, set up and run in one call; a refusal at any step must leave the output alone.
void add_run_once_cases(std::vector<MisuseCase>& cases) {
  const xnn_status bad = xnn_status_invalid_parameter;
  const xnn_status unsupported = xnn_status_unsupported_parameter;
  const float* in = fixture_input();
  cases.push_back(direct("xnn_run_copy_nc_x32", "output_stride_below_channels", bad, [in](Outputs& o) {
    return xnn_run_copy_nc_x32(3, 3, 2, 2, reinterpret_cast<const uint32_t*>(in), reinterpret_cast<uint32_t*>(o.data),
                               0, nullptr);
  }));
  cases.push_back(direct("xnn_run_copy_nc_x32", "output_is_null", bad, [in](Outputs&) {
    return xnn_run_copy_nc_x32(3, 3, 3, 2, reinterpret_cast<const uint32_t*>(in), nullptr, 0, nullptr);
  }));
  cases.push_back(direct("xnn_run_unary_elementwise_nc", "input_stride_below_channels", bad, [in](Outputs& o) {
    return xnn_run_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr, nullptr,
                                        0, 2, 3, 2, 3, nullptr, in, o.data);
  }));
  cases.push_back(direct("xnn_run_unary_elementwise_nc", "output_is_null", bad, [in](Outputs&) {
    return xnn_run_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr, nullptr,
                                        0, 2, 3, 3, 3, nullptr, in, nullptr);
  }));
  cases.push_back(direct("xnn_run_convert_nc_f32_f16", "output_stride_below_channels", bad, [in](Outputs& o) {
    return xnn_run_convert_nc_f32_f16(3, 3, 2, 2, in, o.data, 0, nullptr);
  }));
  cases.push_back(direct("xnn_run_convert_nc_f32_f16", "output_is_null", bad, [in](Outputs&) {
    return xnn_run_convert_nc_f32_f16(3, 3, 3, 2, in, nullptr, 0, nullptr);
  }));
  cases.push_back(direct("xnn_run_convert_nc_f32_f16", "unknown_flags", unsupported, [in](Outputs& o) {
    return xnn_run_convert_nc_f32_f16(3, 3, 3, 2, in, o.data, 0x80000000u, nullptr);
  }));
  cases.push_back(direct("xnn_run_binary_elementwise_nd", "shapes_do_not_broadcast", bad, [in](Outputs& o) {
    const size_t a[2] = {2, 3}, b[1] = {2};
    return xnn_run_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, 2, a, 1, b,
                                         in, in, o.data, nullptr);
  }));
  cases.push_back(direct("xnn_run_binary_elementwise_nd", "output_is_null", bad, [in](Outputs&) {
    const size_t a[2] = {2, 3};
    return xnn_run_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, 2, a, 2, a,
                                         in, in, nullptr, nullptr);
  }));
  cases.push_back(direct("xnn_run_transpose_nd_x32", "perm_repeats_a_dimension", bad, [in](Outputs& o) {
    const size_t shape[2] = {2, 3}, perm[2] = {1, 1};
    return xnn_run_transpose_nd_x32(in, o.data, 2, shape, perm, 0, nullptr);
  }));
  cases.push_back(
      direct("xnn_run_transpose_nd_x32", "unknown_flags", xnn_status_unsupported_parameter, [in](Outputs& o) {
        const size_t shape[2] = {2, 3}, perm[2] = {1, 0};
        return xnn_run_transpose_nd_x32(in, o.data, 2, shape, perm, 0x80000000u, nullptr);
      }));
  cases.push_back(direct("xnn_run_slice_nd_x32", "slice_past_the_end", unsupported, [in](Outputs& o) {
    const size_t shape[2] = {2, 3}, offsets[2] = {0, 2}, sizes[2] = {2, 2};
    return xnn_run_slice_nd_x32(2, shape, offsets, sizes, in, o.data, 0, nullptr);
  }));
  cases.push_back(direct("xnn_run_constant_pad_nd_x32", "padding_value_is_null", bad, [in](Outputs& o) {
    const size_t shape[2] = {2, 3}, pre[2] = {1, 1};
    return xnn_run_constant_pad_nd_x32(0, 2, shape, pre, pre, in, o.data, nullptr, nullptr);
  }));
  cases.push_back(direct("xnn_run_constant_pad_nd_x32", "padding_overflows", bad, [in](Outputs& o) {
    const uint32_t zero = 0;
    const size_t shape[2] = {2, 3}, pre[2] = {SIZE_MAX, 0}, post[2] = {1, 0};
    return xnn_run_constant_pad_nd_x32(0, 2, shape, pre, post, in, o.data, &zero, nullptr);
  }));
}

// The operators that move elements between space and channels, unpooling and transpose x64: their own rules (the
// lifecycle cases cover the rest).
void add_space_rearrangement_cases(std::vector<MisuseCase>& cases) {
  const xnn_status bad = xnn_status_invalid_parameter;
  const float* in = fixture_input();
  cases.push_back(direct("xnn_create_depth_to_space_nhwc_x32", "block_size_one", bad, [](Outputs& o) {
    return xnn_create_depth_to_space_nhwc_x32(1, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(direct("xnn_create_space_to_depth_nhwc_x8", "block_size_zero", bad, [](Outputs& o) {
    return xnn_create_space_to_depth_nhwc_x8(0, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(on_created("depth_to_space_nhwc_x16", "xnn_reshape_depth_to_space_nhwc_x16",
                             "channels_not_a_multiple_of_the_block", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_depth_to_space_nhwc_x16(op, 1, 2, 2, 6, &o.sizes[0], &o.sizes[1],
                                                                          &o.sizes[2], nullptr);
                             }));
  cases.push_back(on_created("depth_to_space_nchw2nhwc_x32", "xnn_reshape_depth_to_space_nchw2nhwc_x32",
                             "height_zero", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_depth_to_space_nchw2nhwc_x32(op, 1, 0, 2, 4, &o.sizes[0],
                                                                               &o.sizes[1], &o.sizes[2], nullptr);
                             }));
  cases.push_back(on_created("space_to_depth_nhwc_x32", "xnn_reshape_space_to_depth_nhwc_x32",
                             "width_not_a_multiple_of_the_block", bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_space_to_depth_nhwc_x32(op, 1, 4, 3, 1, &o.sizes[0], &o.sizes[1],
                                                                          &o.sizes[2], nullptr);
                             }));
  cases.push_back(direct("xnn_create_unpooling2d_nhwc_x32", "pooling_width_zero", bad, [](Outputs& o) {
    return xnn_create_unpooling2d_nhwc_x32(0, 0, 0, 0, 2, 0, 0, o.handle<xnn_operator_t>());
  }));
  cases.push_back(on_created("unpooling2d_nhwc_x32", "xnn_reshape_unpooling2d_nhwc_x32", "output_stride_below_channels",
                             bad, [](xnn_operator_t op, Outputs& o) {
                               return xnn_reshape_unpooling2d_nhwc_x32(op, 1, 2, 2, 3, 3, 2, &o.sizes[0], &o.sizes[1],
                                                                       nullptr);
                             }));
  cases.push_back(direct("xnn_setup_unpooling2d_nhwc_x32", "index_is_null", bad, [in](Outputs& o) {
    xnn_operator_t op = nullptr;
    if (xnn_create_unpooling2d_nhwc_x32(0, 0, 0, 0, 2, 2, 0, &op) != xnn_status_success) return xnn_status_success;
    xnn_status status = xnn_reshape_unpooling2d_nhwc_x32(op, 1, 2, 2, 2, 2, 2, nullptr, nullptr, nullptr);
    if (status == xnn_status_success) status = xnn_setup_unpooling2d_nhwc_x32(op, in, nullptr, o.data);
    xnn_delete_operator(op);
    return status;
  }));
  cases.push_back(on_created("rope_nthc_f32", "xnn_reshape_rope_nthc_f32", "odd_channels",
                             xnn_status_unsupported_parameter, [](xnn_operator_t op, Outputs&) {
                               return xnn_reshape_rope_nthc_f32(op, 1, 2, 2, 5, nullptr);
                             }));
  cases.push_back(on_created("rope_nthc_f16", "xnn_reshape_rope_nthc_f16", "odd_channels",
                             xnn_status_unsupported_parameter, [](xnn_operator_t op, Outputs&) {
                               return xnn_reshape_rope_nthc_f16(op, 1, 2, 2, 5, nullptr);
                             }));
  cases.push_back(direct("xnn_run_transpose_nd_x64", "perm_out_of_range", bad, [in](Outputs& o) {
    const size_t shape[2] = {2, 3}, perm[2] = {0, 2};
    return xnn_run_transpose_nd_x64(in, o.data, 2, shape, perm, 0, nullptr);
  }));
}

// Fully connected and (de)convolution with qdu8 input exist only where the CPU has their VNNI kernels, so they have
// no fixture (fixtures must create everywhere): their cases are the ones whose refusal comes before any kernel is
// chosen. Each of the five kinds (fully connected with int8, 4-bit, blockwise 4-bit weights; convolution and
// deconvolution) with its create on valid arguments but `out`, and its reshape and setup.
struct Qdu8Kind {
  const char* kind;      // "fully_connected_nc_qdu8_f32_qc8w"
  const char* qd8_kind;  // the fixture of the qd8 kind: an operator of another kind
  // Valid arguments but `out`, and a zero second kernel scale when `zero_scale`.
  std::function<xnn_status(bool zero_scale, xnn_operator_t* out)> create;
  std::function<xnn_status(xnn_operator_t, size_t* workspace_size)> reshape;
  std::function<xnn_status(xnn_operator_t, const void* input, float* output)> setup;
};

void add_qdu8_cases(std::vector<MisuseCase>& cases) {
  const xnn_status bad = xnn_status_invalid_parameter;
  static const int8_t kKernel[64] = {};
  static const float kScales[2][3] = {{0.5f, 0.5f, 0.5f}, {0.5f, 0.0f, 0.5f}};
  static const uint16_t kBlockScales[2][3] = {{0x3F00, 0x3F00, 0x3F00}, {0x3F00, 0, 0x3F00}};  // bf16 0.5 and 0
  const std::vector<Qdu8Kind> kinds = {
      {"fully_connected_nc_qdu8_f32_qc8w", "fully_connected_nc_qd8_f32_qc8w",
       [](bool zero_scale, xnn_operator_t* out) {
         return xnn_create_fully_connected_nc_qdu8_f32_qc8w(4, 3, 4, 3, kScales[zero_scale], kKernel, nullptr,
                                                            -INFINITY, INFINITY, 0, nullptr, out);
       },
       [](xnn_operator_t op, size_t* ws) { return xnn_reshape_fully_connected_nc_qdu8_f32_qc8w(op, 2, ws, nullptr); },
       [](xnn_operator_t op, const void* in, float* out) {
         return xnn_setup_fully_connected_nc_qdu8_f32_qc8w(op, static_cast<const int8_t*>(in), out, nullptr, nullptr);
       }},
      {"fully_connected_nc_qdu8_f32_qc4w", "fully_connected_nc_qd8_f32_qc4w",
       [](bool zero_scale, xnn_operator_t* out) {
         return xnn_create_fully_connected_nc_qdu8_f32_qc4w(4, 3, 4, 3, 8, kScales[zero_scale], kKernel, nullptr,
                                                            -INFINITY, INFINITY, 0, nullptr, out);
       },
       [](xnn_operator_t op, size_t* ws) { return xnn_reshape_fully_connected_nc_qdu8_f32_qc4w(op, 2, ws, nullptr); },
       [](xnn_operator_t op, const void* in, float* out) {
         return xnn_setup_fully_connected_nc_qdu8_f32_qc4w(op, static_cast<const uint8_t*>(in), out, nullptr,
                                                           nullptr);
       }},
      {"fully_connected_nc_qdu8_f32_qb4w", "fully_connected_nc_qd8_f32_qb4w",
       [](bool zero_scale, xnn_operator_t* out) {
         return xnn_create_fully_connected_nc_qdu8_f32_qb4w(32, 3, 32, 3, 32, 8, kBlockScales[zero_scale], kKernel,
                                                            nullptr, -INFINITY, INFINITY, 0, nullptr, out);
       },
       [](xnn_operator_t op, size_t* ws) { return xnn_reshape_fully_connected_nc_qdu8_f32_qb4w(op, 2, ws, nullptr); },
       [](xnn_operator_t op, const void* in, float* out) {
         return xnn_setup_fully_connected_nc_qdu8_f32_qb4w(op, static_cast<const int8_t*>(in), out, nullptr, nullptr);
       }},
      {"deconvolution2d_nhwc_qdu8_f32_qc8w", "deconvolution2d_nhwc_qd8_f32_qc8w",
       [](bool zero_scale, xnn_operator_t* out) {
         return xnn_create_deconvolution2d_nhwc_qdu8_f32_qc8w(0, 0, 0, 0, 1, 1, 2, 2, 1, 1, 1, 4, 3, 4, 3,
                                                              kScales[zero_scale], kKernel, nullptr, -INFINITY,
                                                              INFINITY, 0, nullptr, out);
       },
       [](xnn_operator_t op, size_t*) {
         return xnn_reshape_deconvolution2d_nhwc_qdu8_f32_qc8w(op, 1, 2, 2, 0, 0, nullptr, nullptr, nullptr);
       },
       [](xnn_operator_t op, const void* in, float* out) {
         return xnn_setup_deconvolution2d_nhwc_qdu8_f32_qc8w(op, static_cast<const int8_t*>(in), out, nullptr);
       }},
      {"convolution2d_nhwc_qdu8_f32_qc8w", "convolution2d_nhwc_qd8_f32_qc8w",
       [](bool zero_scale, xnn_operator_t* out) {
         return xnn_create_convolution2d_nhwc_qdu8_f32_qc8w(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 4, 3, 4, 3,
                                                            kScales[zero_scale], kKernel, nullptr, -INFINITY,
                                                            INFINITY, 0, nullptr, out);
       },
       [](xnn_operator_t op, size_t* ws) {
         return xnn_reshape_convolution2d_nhwc_qdu8_f32_qc8w(op, 1, 3, 3, ws, nullptr, nullptr, nullptr);
       },
       [](xnn_operator_t op, const void* in, float* out) {
         return xnn_setup_convolution2d_nhwc_qdu8_f32_qc8w(op, nullptr, static_cast<const uint8_t*>(in), out,
                                                           nullptr);
       }},
  };
  const float* in = fixture_input();
  for (const Qdu8Kind& k : kinds) {
    const std::string kind = k.kind;
    cases.push_back(direct("xnn_create_" + kind, "op_out_is_null", bad,
                           [k](Outputs&) { return k.create(false, nullptr); }));
    cases.push_back(direct("xnn_create_" + kind, "kernel_scale_is_zero", bad,
                           [k](Outputs& o) { return k.create(true, o.handle<xnn_operator_t>()); }));
    cases.push_back(direct("xnn_reshape_" + kind, "operator_is_null", bad,
                           [k](Outputs& o) { return k.reshape(nullptr, &o.sizes[0]); }));
    cases.push_back(on_created(k.qd8_kind, "xnn_reshape_" + kind, "operator_of_the_qd8_kind", bad,
                               [k](xnn_operator_t op, Outputs& o) { return k.reshape(op, &o.sizes[0]); }));
    cases.push_back(direct("xnn_setup_" + kind, "operator_is_null", bad,
                           [k, in](Outputs& o) { return k.setup(nullptr, in, o.data); }));
    cases.push_back(on_created(k.qd8_kind, "xnn_setup_" + kind, "operator_of_the_qd8_kind", bad,
                               [k, in](xnn_operator_t op, Outputs& o) { return k.setup(op, in, o.data); }));
  }
}

}  // namespace

std::vector<MisuseCase> operator_cases() {
  std::vector<MisuseCase> cases;
  for (const OperatorKind& kind : operator_kinds()) add_lifecycle_cases(kind, cases);
  add_create_cases(cases);
  add_dynamic_fully_connected_setup_cases("dynamic_fully_connected_nc_f32", "xnn_setup_dynamic_fully_connected_nc_f32",
                                          xnn_setup_dynamic_fully_connected_nc_f32, cases);
  add_dynamic_fully_connected_setup_cases("dynamic_fully_connected_nc_f16", "xnn_setup_dynamic_fully_connected_nc_f16",
                                          xnn_setup_dynamic_fully_connected_nc_f16, cases);
  add_reshape_cases(cases);
  add_qdu8_cases(cases);
  add_run_once_cases(cases);
  add_small_element_move_cases(cases);
  add_space_rearrangement_cases(cases);
  cases.push_back(direct("xnn_run_operator", "operator_is_null", xnn_status_invalid_parameter,
                         [](Outputs&) { return xnn_run_operator(nullptr, nullptr); }));
  // XNNPACK answers a NULL operator with invalid_parameter (xnn_destroy_operator); so do we, with a sentence.
  cases.push_back(direct("xnn_delete_operator", "operator_is_null", xnn_status_invalid_parameter,
                         [](Outputs&) { return xnn_delete_operator(nullptr); }));
  return cases;
}
