// Every kernel name in every family table follows the naming guide:
//   xnn_<datatype>_<op>[_<activation>]_ukernel_<parameters>__<isa>[_<variant>...]
// and its parameters and ISA agree with the row's columns.
#include <regex>
#include <string>

#include <gtest/gtest.h>

#include "ukernels/bf16-f32-gemm/bf16-f32-gemm.h"
#include "ukernels/f16-avgpool/f16-avgpool.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"
#include "ukernels/f16-gavgpool/f16-gavgpool.h"
#include "ukernels/f16-gemm/f16-gemm.h"
#include "ukernels/f16-ibilinear/f16-ibilinear.h"
#include "ukernels/f16-maxpool/f16-maxpool.h"
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"
#include "ukernels/f16-rmax/f16-rmax.h"
#include "ukernels/f16-vbinary/f16-vbinary.h"
#include "ukernels/f16-vcvt/f16-vcvt.h"
#include "ukernels/f16-vunary/f16-vunary.h"
#include "ukernels/f32-argmaxpool/f32-argmaxpool.h"
#include "ukernels/f32-avgpool/f32-avgpool.h"
#include "ukernels/f32-dwconv/f32-dwconv.h"
#include "ukernels/f32-gavgpool/f32-gavgpool.h"
#include "ukernels/qs8-rsum/qs8-rsum.h"
#include "ukernels/f32-maxpool/f32-maxpool.h"
#include "ukernels/qs8-avgpool/qs8-avgpool.h"
#include "ukernels/s32-vbinary/s32-vbinary.h"
#include "ukernels/s32-vunary/s32-vunary.h"
#include "ukernels/s8-maxpool/s8-maxpool.h"
#include "ukernels/f32-ibilinear/f32-ibilinear.h"
#include "ukernels/s8-ibilinear/s8-ibilinear.h"
#include "ukernels/f32-reduce/f32-reduce.h"
#include "ukernels/x16-transposec/x16-transposec.h"
#include "ukernels/x32-transposec/x32-transposec.h"
#include "ukernels/x64-transposec/x64-transposec.h"
#include "ukernels/x8-transposec/x8-transposec.h"
#include "ukernels/xx-copy/xx-copy.h"
#include "ukernels/f32-gemm/f32-gemm.h"
#include "ukernels/f32-qc4w-gemm/f32-qc4w-gemm.h"
#include "ukernels/f32-qc8w-gemm/f32-qc8w-gemm.h"
#include "ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h"
#include "ukernels/qd8-f32-qc4w-gemm/qd8-f32-qc4w-gemm.h"
#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"
#include "ukernels/qdu8-f32-qb4w-gemm/qdu8-f32-qb4w-gemm.h"
#include "ukernels/qdu8-f32-qc4w-gemm/qdu8-f32-qc4w-gemm.h"
#include "ukernels/qdu8-f32-qc8w-gemm/qdu8-f32-qc8w-gemm.h"
#include "ukernels/qs8-qc8w-gemm/qs8-qc8w-gemm.h"
#include "ukernels/f32-vbinary/f32-vbinary.h"
#include "ukernels/f32-raddstoreexpminusmax/f32-raddstoreexpminusmax.h"
#include "ukernels/f32-reduce/f32-reduce.h"
#include "ukernels/f32-vscale/f32-vscale.h"
#include "ukernels/f32-vunary/f32-vunary.h"
#include "ukernels/qs8-qc8w-dwconv/qs8-qc8w-dwconv.h"
#include "ukernels/qu8-dwconv/qu8-dwconv.h"
#include "ukernels/qs8-vbinary/qs8-vbinary.h"
#include "ukernels/qs8-vcvt/qs8-vcvt.h"
#include "ukernels/x8-lut/x8-lut.h"
#include "ukernels/qs8-vlrelu/qs8-vlrelu.h"
#include "ukernels/qs8-vprelu/qs8-vprelu.h"

namespace {

const char* const kDatatypes = "cs16|f16|f32|qc8|qd8|qdu8|qs8|qu8|s16|s32|s8|u8|u32|x8|x16|x24|x32|x64|xx|bf16";
// Half-precision kernels that accumulate in fp32 say so after the datatype: xnn_f16_f32acc_gemm_minmax_ukernel_...
const char* const kAccumulations = "f32acc";
const char* const kActivations = "linear|minmax|relu";
// Quantized kernels name their weights after the datatype and their requantization after the activation:
// xnn_qs8_qc8w_gemm_minmax_fp32_ukernel_...
const char* const kWeightTypes = "qc8w|qc4w|qb4w";
const char* const kRequantizations = "fp32|rndnu|gemmlowp";

struct parsed_name {
  std::string datatype, accumulation, weights, op, activation, requantization, parameters, arch;
};

// Splits a name by the grammar; false if it does not match.
bool parse(const std::string& name, parsed_name* out) {
  // A conversion names its input and output datatypes (xnn_f32_qs8_vcvt_ukernel__avx2_u32).
  static const std::regex grammar(
      std::string("^xnn_((?:") + kDatatypes + ")(?:_(?:" + kDatatypes + "))?)(?:_(" + kAccumulations + "))?(?:_(" +
      kWeightTypes + "))?_([a-z0-9]+)(?:_(" + kActivations + "))?(?:_(" + kRequantizations +
      "))?_ukernel(?:_([a-z0-9]+(?:_[a-z0-9]+)*))?__([a-z0-9]+(?:_[a-z0-9]+)*)$");
  std::smatch m;
  if (!std::regex_match(name, m, grammar)) return false;
  *out = {m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]};
  return true;
}

// Elementwise kernels carry their tile as the last part of the arch suffix: `avx_u16`.
bool arch_ends_with_tile(const std::string& arch, size_t tile) {
  const std::string suffix = "_u" + std::to_string(tile);
  return arch.size() > suffix.size() && arch.compare(arch.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool arch_starts_with(const std::string& arch, const std::string& isa_name) {
  return arch == isa_name || arch.rfind(isa_name + "_", 0) == 0;
}

// The arch part starts with the row's ISA: `avx2` or `avx2_<variant>`. XNNPACK marks AArch64-only NEON kernels
// with an `aarch64_` prefix (`aarch64_neon_tbx128x4`), and names the half <-> float conversions (fcvtl, fcvtn), which
// every AArch64 core has and our `neon` ISA includes, `neonfp16`.
bool arch_matches_isa(const std::string& arch, xnn_isa isa) {
  const std::string isa_name = xnn_isa_name(isa);
  const std::string prefix = "aarch64_";
  if (isa_name.rfind("neon", 0) == 0 && arch.rfind(prefix, 0) == 0) {
    return arch_matches_isa(arch.substr(prefix.size()), isa);
  }
  if (isa_name == "neon" && arch_starts_with(arch, "neonfp16")) return true;
  return arch_starts_with(arch, isa_name);
}

// The datatype with its accumulation, as the name spells it: `f32`, `qd8_f32`, `f16_f32acc`.
std::string datatype_of(const parsed_name& p) {
  return p.accumulation.empty() ? p.datatype : p.datatype + "_" + p.accumulation;
}

template <class Info>
void check_gemm_table(const Info* rows, size_t count, const char* op, const char* datatype = "f32") {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar xnn_<datatype>_<op>[_<activation>]_ukernel_"
                                     << "<parameters>__<isa>[_<variant>]";
    EXPECT_EQ(datatype_of(p), datatype) << row.name;
    EXPECT_EQ(p.op, op) << row.name;
    EXPECT_EQ(p.parameters, std::to_string(row.mr) + "x" + std::to_string(row.nr) +
                                (row.sr > 1 ? "s" + std::to_string(row.sr) : "") +
                                (row.kr > 1 ? "c" + std::to_string(row.kr) : ""))
        << row.name << ": the tile in the name differs from the table's mr x nr";
    EXPECT_TRUE(arch_matches_isa(p.arch, row.isa)) << row.name << ": arch suffix does not start with ISA "
                                                   << xnn_isa_name(row.isa);
  }
}

TEST(ukernel_naming, grammar_accepts_guide_examples) {
  parsed_name p;
  EXPECT_TRUE(parse("xnn_f32_gemm_minmax_ukernel_4x8__aarch32_neon_cortex_a7", &p));
  EXPECT_TRUE(parse("xnn_f32_dwconv_minmax_ukernel_5f5m5l8c4s4r__avx", &p));
  EXPECT_TRUE(parse("xnn_f32_avgpool_minmax_ukernel_9p8x__neon_c4", &p));
  EXPECT_EQ(p.parameters, "9p8x");
  EXPECT_EQ(p.arch, "neon_c4");
}

TEST(ukernel_naming, grammar_accepts_quantized_dwconv_names) {
  parsed_name p;
  ASSERT_TRUE(parse("xnn_qs8_qc8w_dwconv_minmax_fp32_ukernel_25p16c__avx2_mul32", &p));
  EXPECT_EQ(p.datatype, "qs8");
  EXPECT_EQ(p.weights, "qc8w");
  EXPECT_EQ(p.op, "dwconv");
  EXPECT_EQ(p.activation, "minmax");
  EXPECT_EQ(p.requantization, "fp32");
  EXPECT_EQ(p.parameters, "25p16c");
  EXPECT_EQ(p.arch, "avx2_mul32");
}

TEST(ukernel_naming, grammar_accepts_elementwise_names) {
  parsed_name p;
  ASSERT_TRUE(parse("xnn_f32_vadd_minmax_ukernel__avx512f_u32", &p));
  EXPECT_EQ(p.op, "vadd");
  EXPECT_EQ(p.activation, "minmax");
  EXPECT_EQ(p.parameters, "");
  EXPECT_EQ(p.arch, "avx512f_u32");
}

TEST(ukernel_naming, grammar_accepts_quantized_names) {
  parsed_name p;
  ASSERT_TRUE(parse("xnn_qs8_qc8w_gemm_minmax_fp32_ukernel_7x16c4__avx512vnni", &p));
  EXPECT_EQ(p.datatype, "qs8");
  EXPECT_EQ(p.weights, "qc8w");
  EXPECT_EQ(p.op, "gemm");
  EXPECT_EQ(p.activation, "minmax");
  EXPECT_EQ(p.requantization, "fp32");
  EXPECT_EQ(p.parameters, "7x16c4");
  EXPECT_FALSE(parse("xnn_qs8_qc8w_gemm_minmax_fp33_ukernel_7x16c4__avx512vnni", &p));  // unknown requantization
}

TEST(ukernel_naming, grammar_accepts_f16_names) {
  parsed_name p;
  ASSERT_TRUE(parse("xnn_f16_f32acc_gemm_minmax_ukernel_7x32__avx512skx_broadcast", &p));
  EXPECT_EQ(p.datatype, "f16");
  EXPECT_EQ(p.accumulation, "f32acc");
  EXPECT_EQ(p.op, "gemm");
  EXPECT_EQ(p.parameters, "7x32");
  ASSERT_TRUE(parse("xnn_f16_f32acc_rsum_ukernel__neonfp16arith_u32_acc4", &p));
  EXPECT_EQ(p.accumulation, "f32acc");
  EXPECT_EQ(p.op, "rsum");
  ASSERT_TRUE(parse("xnn_f16_gemm_minmax_ukernel_6x16__neonfp16arith_ld64", &p));
  EXPECT_EQ(p.accumulation, "");
  ASSERT_TRUE(parse("xnn_f16_f32_vcvt_ukernel__neonfp16_u16", &p));
  EXPECT_EQ(p.datatype, "f16_f32");
  EXPECT_EQ(p.accumulation, "");
  EXPECT_FALSE(parse("xnn_f16_f64acc_gemm_minmax_ukernel_7x32__avx512skx_broadcast", &p));  // unknown accumulation
}

TEST(ukernel_naming, neonfp16_names_the_neon_isa_and_nothing_longer) {
  EXPECT_TRUE(arch_matches_isa("neonfp16_u16", xnn_isa::neon));
  EXPECT_TRUE(arch_matches_isa("neon_u16", xnn_isa::neon));
  EXPECT_FALSE(arch_matches_isa("neonfp16arith_lane", xnn_isa::neon));
  EXPECT_FALSE(arch_matches_isa("neonfp16_u16", xnn_isa::neonfp16arith));
  EXPECT_TRUE(arch_matches_isa("neonfp16arith_lane", xnn_isa::neonfp16arith));
}

// Rows that compute in fp16 (`f16`) must be on an ISA with fp16 arithmetic; every other row converts to fp32 and
// says so (`f16_f32acc`).
TEST(ukernel_naming, f16_gemm_minmax) {
  for (size_t i = 0; i < xnn_f16_gemm_minmax_ukernel_count; i++) {
    const xnn_f16_gemm_minmax_info& row = xnn_f16_gemm_minmax_ukernels[i];
    const bool fp16_arithmetic = row.isa == xnn_isa::avx512fp16 || row.isa == xnn_isa::neonfp16arith;
    check_gemm_table(&row, 1, "gemm", fp16_arithmetic ? "f16" : "f16_f32acc");
  }
  for (size_t i = 0; i < xnn_f16_igemm_minmax_ukernel_count; i++) {
    const xnn_f16_igemm_minmax_info& row = xnn_f16_igemm_minmax_ukernels[i];
    const bool fp16_arithmetic = row.isa == xnn_isa::avx512fp16 || row.isa == xnn_isa::neonfp16arith;
    check_gemm_table(&row, 1, "igemm", fp16_arithmetic ? "f16" : "f16_f32acc");
  }
}

TEST(ukernel_naming, qs8_qc8w_gemm_minmax) {
  check_gemm_table(xnn_qs8_qc8w_gemm_minmax_ukernels, xnn_qs8_qc8w_gemm_minmax_ukernel_count, "gemm", "qs8");
  check_gemm_table(xnn_qs8_qc8w_igemm_minmax_ukernels, xnn_qs8_qc8w_igemm_minmax_ukernel_count, "igemm", "qs8");
}

TEST(ukernel_naming, qd8_f32_qc8w_gemm_minmax) {
  check_gemm_table(xnn_qd8_f32_qc8w_gemm_minmax_ukernels, xnn_qd8_f32_qc8w_gemm_minmax_ukernel_count, "gemm",
                   "qd8_f32");
  check_gemm_table(xnn_qd8_f32_qc8w_igemm_minmax_ukernels, xnn_qd8_f32_qc8w_igemm_minmax_ukernel_count, "igemm",
                   "qd8_f32");
}

TEST(ukernel_naming, qdu8_f32_qc8w_gemm_minmax) {
  check_gemm_table(xnn_qdu8_f32_qc8w_gemm_minmax_ukernels, xnn_qdu8_f32_qc8w_gemm_minmax_ukernel_count, "gemm",
                   "qdu8_f32");
  check_gemm_table(xnn_qdu8_f32_qc8w_igemm_minmax_ukernels, xnn_qdu8_f32_qc8w_igemm_minmax_ukernel_count, "igemm",
                   "qdu8_f32");
}

TEST(ukernel_naming, qd8_f32_4bit_gemm_minmax) {
  check_gemm_table(xnn_qd8_f32_qc4w_gemm_minmax_ukernels, xnn_qd8_f32_qc4w_gemm_minmax_ukernel_count, "gemm",
                   "qd8_f32");
  check_gemm_table(xnn_qd8_f32_qb4w_gemm_minmax_ukernels, xnn_qd8_f32_qb4w_gemm_minmax_ukernel_count, "gemm",
                   "qd8_f32");
}

TEST(ukernel_naming, qdu8_f32_4bit_gemm_minmax) {
  check_gemm_table(xnn_qdu8_f32_qc4w_gemm_minmax_ukernels, xnn_qdu8_f32_qc4w_gemm_minmax_ukernel_count, "gemm",
                   "qdu8_f32");
  check_gemm_table(xnn_qdu8_f32_qb4w_gemm_minmax_ukernels, xnn_qdu8_f32_qb4w_gemm_minmax_ukernel_count, "gemm",
                   "qdu8_f32");
}

TEST(ukernel_naming, f32_qcxw_gemm_minmax) {
  check_gemm_table(xnn_f32_qc8w_gemm_minmax_ukernels, xnn_f32_qc8w_gemm_minmax_ukernel_count, "gemm");
  check_gemm_table(xnn_f32_qc4w_gemm_minmax_ukernels, xnn_f32_qc4w_gemm_minmax_ukernel_count, "gemm");
}

TEST(ukernel_naming, bf16_f32_gemm_minmax) {
  check_gemm_table(xnn_bf16_f32_gemm_minmax_ukernels, xnn_bf16_f32_gemm_minmax_ukernel_count, "gemm", "bf16_f32");
}

TEST(ukernel_naming, grammar_rejects_broken_names) {
  parsed_name p;
  EXPECT_FALSE(parse("xnn_f32_gemm_minmax_ukernel_4x8_avx", &p));      // single underscore before arch
  EXPECT_FALSE(parse("xnn_f31_gemm_minmax_ukernel_4x8__avx", &p));     // unknown datatype
  EXPECT_FALSE(parse("xnn_f32_gemm_minmax_4x8__avx", &p));             // no _ukernel_
  EXPECT_FALSE(parse("xnn_f32_gemm_minmax_ukernel_4x8__", &p));        // no arch
  EXPECT_FALSE(parse("xnn_f32_vabs_ukernel___avx_u16", &p));           // three underscores
  EXPECT_FALSE(parse("xnn_f32_gemm_minmax_ukernel_4X8__avx", &p));     // upper case
}

TEST(ukernel_naming, f32_gemm_minmax) {
  check_gemm_table(xnn_f32_gemm_minmax_ukernels, xnn_f32_gemm_minmax_ukernel_count, "gemm");
}

// Elementwise kernels: the op from the row's op column (`op_name`), no parameters, arch `<isa>..._u<tile>`.
template <class Info, class OpName>
void check_vunary_table(const Info* rows, size_t count, const char* datatype, OpName op_name) {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(p.datatype, datatype) << row.name;
    EXPECT_EQ(p.op, op_name(row.op)) << row.name << ": op differs from the row's op column";
    EXPECT_EQ(p.parameters, "") << row.name << ": elementwise kernels carry their tile as _u<tile>";
    EXPECT_TRUE(arch_matches_isa(p.arch, row.isa))
        << row.name << ": arch does not start with " << xnn_isa_name(row.isa);
    EXPECT_TRUE(arch_ends_with_tile(p.arch, row.tile)) << row.name << ": does not end with _u" << row.tile;
  }
}

// Binary kernels also name their variant (op, opc, ropc) and clamp when `clamps(op)`; a commutative op has no ropc.
template <class Info, class OpName, class Clamps, class Commutative>
void check_vbinary_table(const Info* rows, size_t count, const char* datatype, OpName op_name, Clamps clamps,
                         Commutative commutative) {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(p.datatype, datatype) << row.name;
    EXPECT_EQ(p.op, op_name(row.op, row.variant)) << row.name << ": op differs from the row's op and variant columns";
    EXPECT_EQ(p.activation, clamps(row.op) ? "minmax" : "")
        << row.name << ": add, sub, mul and div kernels clamp (minmax), the others (and int32 ones) do not";
    EXPECT_EQ(p.parameters, "") << row.name << ": elementwise kernels carry their tile as _u<tile>";
    EXPECT_TRUE(arch_matches_isa(p.arch, row.isa))
        << row.name << ": arch does not start with " << xnn_isa_name(row.isa);
    EXPECT_TRUE(arch_ends_with_tile(p.arch, row.tile)) << row.name << ": does not end with _u" << row.tile;
    EXPECT_FALSE(row.variant == xnn_binary_variant::ropc && commutative(row.op))
        << row.name << ": a commutative op's reversed form is its opc kernel, not a kernel of its own";
  }
}

TEST(ukernel_naming, f32_vunary) {
  check_vunary_table(xnn_f32_vunary_ukernels, xnn_f32_vunary_ukernel_count, "f32", xnn_unary_op_kernel_name);
}

TEST(ukernel_naming, f32_vbinary) {
  check_vbinary_table(xnn_f32_vbinary_ukernels, xnn_f32_vbinary_ukernel_count, "f32", xnn_binary_op_kernel_name,
                      xnn_binary_op_has_minmax, xnn_binary_op_is_commutative);
}

TEST(ukernel_naming, f16_vunary) {
  check_vunary_table(xnn_f16_vunary_ukernels, xnn_f16_vunary_ukernel_count, "f16", xnn_unary_op_kernel_name);
}

TEST(ukernel_naming, f16_vbinary) {
  check_vbinary_table(xnn_f16_vbinary_ukernels, xnn_f16_vbinary_ukernel_count, "f16", xnn_binary_op_kernel_name,
                      xnn_binary_op_has_minmax, xnn_binary_op_is_commutative);
}

TEST(ukernel_naming, s32_vunary) {
  check_vunary_table(xnn_s32_vunary_ukernels, xnn_s32_vunary_ukernel_count, "s32", xnn_s32_unary_op_kernel_name);
}

TEST(ukernel_naming, s32_vbinary) {
  check_vbinary_table(xnn_s32_vbinary_ukernels, xnn_s32_vbinary_ukernel_count, "s32", xnn_s32_binary_op_kernel_name,
                      [](xnn_s32_binary_op) { return false; }, xnn_s32_binary_op_is_commutative);
}

TEST(ukernel_naming, f32_igemm_minmax) {
  check_gemm_table(xnn_f32_igemm_minmax_ukernels, xnn_f32_igemm_minmax_ukernel_count, "igemm");
}

// Reductions and the other softmax pieces: no parameters, arch `<isa>[_<variant>]_u<tile>[_acc<accumulators>]`.
template <class Info>
void check_reduction_table(const Info* rows, size_t count, const char* op, const char* datatype = "f32") {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(p.datatype, datatype) << row.name;
    EXPECT_EQ(p.op, op) << row.name;
    EXPECT_EQ(p.parameters, "") << row.name << ": tile and accumulators belong in the arch suffix";
    EXPECT_TRUE(arch_matches_isa(p.arch, row.isa))
        << row.name << ": arch does not start with " << xnn_isa_name(row.isa);
    const std::string tail = "_u" + std::to_string(row.tile) +
                             (row.accumulators > 1 ? "_acc" + std::to_string(row.accumulators) : "");
    EXPECT_TRUE(p.arch.size() > tail.size() && p.arch.compare(p.arch.size() - tail.size(), tail.size(), tail) == 0)
        << row.name << ": does not end with " << tail;
  }
}

TEST(ukernel_naming, f32_rmax) { check_reduction_table(xnn_f32_rmax_ukernels, xnn_f32_rmax_ukernel_count, "rmax"); }

TEST(ukernel_naming, f32_raddstoreexpminusmax) {
  check_reduction_table(xnn_f32_raddstoreexpminusmax_ukernels, xnn_f32_raddstoreexpminusmax_ukernel_count,
                        "raddstoreexpminusmax");
}

TEST(ukernel_naming, f16_rmax) {
  check_reduction_table(xnn_f16_rmax_ukernels, xnn_f16_rmax_ukernel_count, "rmax", "f16");
}

TEST(ukernel_naming, f16_raddstoreexpminusmax) {
  check_reduction_table(xnn_f16_raddstoreexpminusmax_ukernels, xnn_f16_raddstoreexpminusmax_ukernel_count,
                        "raddstoreexpminusmax", "f16");
}

TEST(ukernel_naming, f32_vscale) {
  check_reduction_table(xnn_f32_vscale_ukernels, xnn_f32_vscale_ukernel_count, "vscale");
}

// Conversions: datatype `<input>_<output>` (one datatype when both are the same), op vcvt, arch `<isa>_u<tile>`.
template <class Info>
void check_vcvt_table(const Info* rows, size_t count, const char* datatype) {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(datatype_of(p), datatype) << row.name;
    EXPECT_EQ(p.op, "vcvt") << row.name;
    EXPECT_EQ(p.parameters, "") << row.name << ": elementwise kernels carry their tile as _u<tile>";
    EXPECT_TRUE(arch_matches_isa(p.arch, row.isa))
        << row.name << ": arch does not start with " << xnn_isa_name(row.isa);
    EXPECT_TRUE(arch_ends_with_tile(p.arch, row.tile)) << row.name << ": does not end with _u" << row.tile;
  }
}

TEST(ukernel_naming, vcvt) {
  check_vcvt_table(xnn_f16_f32_vcvt_ukernels, xnn_f16_f32_vcvt_ukernel_count, "f16_f32");
  check_vcvt_table(xnn_f32_f16_vcvt_ukernels, xnn_f32_f16_vcvt_ukernel_count, "f32_f16");
  check_vcvt_table(xnn_f32_qs8_vcvt_ukernels, xnn_f32_qs8_vcvt_ukernel_count, "f32_qs8");
  check_vcvt_table(xnn_f32_qu8_vcvt_ukernels, xnn_f32_qu8_vcvt_ukernel_count, "f32_qu8");
  check_vcvt_table(xnn_qs8_f32_vcvt_ukernels, xnn_qs8_f32_vcvt_ukernel_count, "qs8_f32");
  check_vcvt_table(xnn_qu8_f32_vcvt_ukernels, xnn_qu8_f32_vcvt_ukernel_count, "qu8_f32");
  check_vcvt_table(xnn_qs8_vcvt_ukernels, xnn_qs8_vcvt_ukernel_count, "qs8");
  check_vcvt_table(xnn_qu8_vcvt_ukernels, xnn_qu8_vcvt_ukernel_count, "qu8");
}

// Table lookup: datatype x8, op lut, arch `<isa>[_<variant>]_u<tile>`.
TEST(ukernel_naming, x8_lut) {
  for (size_t i = 0; i < xnn_x8_lut_ukernel_count; i++) {
    const xnn_x8_lut_info& row = xnn_x8_lut_ukernels[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(p.datatype, "x8") << row.name;
    EXPECT_EQ(p.op, "lut") << row.name;
    EXPECT_EQ(p.parameters, "") << row.name << ": elementwise kernels carry their tile as _u<tile>";
    EXPECT_TRUE(arch_matches_isa(p.arch, row.isa))
        << row.name << ": arch does not start with " << xnn_isa_name(row.isa);
    EXPECT_TRUE(arch_ends_with_tile(p.arch, row.tile)) << row.name << ": does not end with _u" << row.tile;
  }
}

// 8-bit leaky ReLU: datatype qs8 or qu8, op vlrelu, arch `<isa>[_<variant>]_u<tile>`.
template <class Info>
void check_vlrelu_table(const Info* rows, size_t count, const char* datatype) {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(datatype_of(p), datatype) << row.name;
    EXPECT_EQ(p.op, "vlrelu") << row.name;
    EXPECT_EQ(p.parameters, "") << row.name << ": elementwise kernels carry their tile as _u<tile>";
    EXPECT_TRUE(arch_matches_isa(p.arch, row.isa))
        << row.name << ": arch does not start with " << xnn_isa_name(row.isa);
    EXPECT_TRUE(arch_ends_with_tile(p.arch, row.tile)) << row.name << ": does not end with _u" << row.tile;
  }
}

TEST(ukernel_naming, vlrelu) {
  check_vlrelu_table(xnn_qs8_vlrelu_ukernels, xnn_qs8_vlrelu_ukernel_count, "qs8");
  check_vlrelu_table(xnn_qu8_vlrelu_ukernels, xnn_qu8_vlrelu_ukernel_count, "qu8");
}

// 8-bit add and multiply: op vadd/vaddc/vmul/vmulc, activation minmax, multiply's requantization fp32.
template <class Info>
void check_vbinary8_table(const Info* rows, size_t count, const char* datatype, const char* op,
                          const char* requantization) {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(datatype_of(p), datatype) << row.name;
    EXPECT_EQ(p.op, op) << row.name;
    EXPECT_EQ(p.activation, "minmax") << row.name;
    EXPECT_EQ(p.requantization, requantization) << row.name;
    EXPECT_TRUE(arch_matches_isa(p.arch, row.isa))
        << row.name << ": arch does not start with " << xnn_isa_name(row.isa);
    EXPECT_TRUE(arch_ends_with_tile(p.arch, row.tile)) << row.name << ": does not end with _u" << row.tile;
  }
}

TEST(ukernel_naming, qs8_vbinary) {
  check_vbinary8_table(xnn_qs8_vadd_ukernels, xnn_qs8_vadd_ukernel_count, "qs8", "vadd", "");
  check_vbinary8_table(xnn_qs8_vaddc_ukernels, xnn_qs8_vaddc_ukernel_count, "qs8", "vaddc", "");
  check_vbinary8_table(xnn_qs8_vmul_ukernels, xnn_qs8_vmul_ukernel_count, "qs8", "vmul", "fp32");
  check_vbinary8_table(xnn_qs8_vmulc_ukernels, xnn_qs8_vmulc_ukernel_count, "qs8", "vmulc", "fp32");
  check_vbinary8_table(xnn_qu8_vadd_ukernels, xnn_qu8_vadd_ukernel_count, "qu8", "vadd", "");
  check_vbinary8_table(xnn_qu8_vaddc_ukernels, xnn_qu8_vaddc_ukernel_count, "qu8", "vaddc", "");
  check_vbinary8_table(xnn_qu8_vmul_ukernels, xnn_qu8_vmul_ukernel_count, "qu8", "vmul", "fp32");
  check_vbinary8_table(xnn_qu8_vmulc_ukernels, xnn_qu8_vmulc_ukernel_count, "qu8", "vmulc", "fp32");
}

// Pooling kernels: `<primary>x` (unipass) or `<primary>p<incremental>x` (multipass), arch `<isa>_c<channel tile>`.
template <class Info>
void check_pool_table(const Info* rows, size_t count, const char* op, const char* activation,
                      const char* datatype = "f32", const char* requantization = "") {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(datatype_of(p), datatype) << row.name;
    EXPECT_EQ(p.op, op) << row.name;
    EXPECT_EQ(p.activation, activation) << row.name;
    EXPECT_EQ(p.requantization, requantization) << row.name;
    const std::string tiles = std::to_string(row.primary_tile) +
                              (row.incremental_tile != 0 ? "p" + std::to_string(row.incremental_tile) : "") + "x";
    EXPECT_EQ(p.parameters, tiles) << row.name << ": the tiles in the name differ from the row's";
    EXPECT_EQ(p.arch, std::string(xnn_isa_name(row.isa)) + "_c" + std::to_string(row.channel_tile))
        << row.name << ": arch must be <isa>_c<channel tile>";
  }
}

TEST(ukernel_naming, f32_maxpool) {
  check_pool_table(xnn_f32_maxpool_unipass_ukernels, xnn_f32_maxpool_unipass_ukernel_count, "maxpool", "minmax");
  check_pool_table(xnn_f32_maxpool_multipass_ukernels, xnn_f32_maxpool_multipass_ukernel_count, "maxpool", "minmax");
}

TEST(ukernel_naming, x8_maxpool) {
  check_pool_table(xnn_s8_maxpool_unipass_ukernels, xnn_s8_maxpool_unipass_ukernel_count, "maxpool", "minmax", "s8");
  check_pool_table(xnn_s8_maxpool_multipass_ukernels, xnn_s8_maxpool_multipass_ukernel_count, "maxpool", "minmax",
                   "s8");
  check_pool_table(xnn_u8_maxpool_unipass_ukernels, xnn_u8_maxpool_unipass_ukernel_count, "maxpool", "minmax", "u8");
  check_pool_table(xnn_u8_maxpool_multipass_ukernels, xnn_u8_maxpool_multipass_ukernel_count, "maxpool", "minmax",
                   "u8");
}

TEST(ukernel_naming, f32_avgpool) {
  check_pool_table(xnn_f32_avgpool_unipass_ukernels, xnn_f32_avgpool_unipass_ukernel_count, "avgpool", "minmax");
  check_pool_table(xnn_f32_avgpool_multipass_ukernels, xnn_f32_avgpool_multipass_ukernel_count, "avgpool", "minmax");
}

TEST(ukernel_naming, q8_avgpool_and_gavgpool) {
  check_pool_table(xnn_qs8_avgpool_unipass_ukernels, xnn_qs8_avgpool_unipass_ukernel_count, "avgpool", "minmax",
                   "qs8", "fp32");
  check_pool_table(xnn_qs8_avgpool_multipass_ukernels, xnn_qs8_avgpool_multipass_ukernel_count, "avgpool", "minmax",
                   "qs8", "fp32");
  check_pool_table(xnn_qu8_avgpool_unipass_ukernels, xnn_qu8_avgpool_unipass_ukernel_count, "avgpool", "minmax",
                   "qu8", "fp32");
  check_pool_table(xnn_qu8_avgpool_multipass_ukernels, xnn_qu8_avgpool_multipass_ukernel_count, "avgpool", "minmax",
                   "qu8", "fp32");
  check_pool_table(xnn_qs8_gavgpool_unipass_ukernels, xnn_qs8_gavgpool_unipass_ukernel_count, "gavgpool", "minmax",
                   "qs8", "fp32");
  check_pool_table(xnn_qs8_gavgpool_multipass_ukernels, xnn_qs8_gavgpool_multipass_ukernel_count, "gavgpool",
                   "minmax", "qs8", "fp32");
  check_pool_table(xnn_qu8_gavgpool_unipass_ukernels, xnn_qu8_gavgpool_unipass_ukernel_count, "gavgpool", "minmax",
                   "qu8", "fp32");
  check_pool_table(xnn_qu8_gavgpool_multipass_ukernels, xnn_qu8_gavgpool_multipass_ukernel_count, "gavgpool",
                   "minmax", "qu8", "fp32");
}

TEST(ukernel_naming, f32_argmaxpool) {
  check_pool_table(xnn_f32_argmaxpool_unipass_ukernels, xnn_f32_argmaxpool_unipass_ukernel_count, "argmaxpool", "");
  check_pool_table(xnn_f32_argmaxpool_multipass_ukernels, xnn_f32_argmaxpool_multipass_ukernel_count, "argmaxpool",
                   "");
}

TEST(ukernel_naming, f32_gavgpool) {
  check_pool_table(xnn_f32_gavgpool_unipass_ukernels, xnn_f32_gavgpool_unipass_ukernel_count, "gavgpool", "minmax");
  check_pool_table(xnn_f32_gavgpool_multipass_ukernels, xnn_f32_gavgpool_multipass_ukernel_count, "gavgpool",
                   "minmax");
}

// f16 max pooling converts exactly and accumulates nothing (`f16`); the sums accumulate in fp32 (`f16_f32acc`) but
// on an ISA with fp16 arithmetic (`f16`), as for the GEMM.
template <class Info>
void check_f16_sum_pool_table(const Info* rows, size_t count, const char* op) {
  for (size_t i = 0; i < count; i++) {
    const bool fp16_arithmetic = rows[i].isa == xnn_isa::avx512fp16 || rows[i].isa == xnn_isa::neonfp16arith;
    check_pool_table(&rows[i], 1, op, "minmax", fp16_arithmetic ? "f16" : "f16_f32acc");
  }
}

TEST(ukernel_naming, f16_pooling) {
  check_pool_table(xnn_f16_maxpool_unipass_ukernels, xnn_f16_maxpool_unipass_ukernel_count, "maxpool", "minmax",
                   "f16");
  check_pool_table(xnn_f16_maxpool_multipass_ukernels, xnn_f16_maxpool_multipass_ukernel_count, "maxpool", "minmax",
                   "f16");
  check_f16_sum_pool_table(xnn_f16_avgpool_unipass_ukernels, xnn_f16_avgpool_unipass_ukernel_count, "avgpool");
  check_f16_sum_pool_table(xnn_f16_avgpool_multipass_ukernels, xnn_f16_avgpool_multipass_ukernel_count, "avgpool");
  check_f16_sum_pool_table(xnn_f16_gavgpool_unipass_ukernels, xnn_f16_gavgpool_unipass_ukernel_count, "gavgpool");
  check_f16_sum_pool_table(xnn_f16_gavgpool_multipass_ukernels, xnn_f16_gavgpool_multipass_ukernel_count,
                           "gavgpool");
}

// Depthwise: unipass `<primary>p<tile>c`, arch `<isa>[_px<pixels>[_rows]]`;
// multipass `<f>f<m>m<l>l<tile>c<sub>s<round>r`.
template <class Unipass, class Multipass>
void check_float_dwconv_names(const Unipass* unipass, size_t unipass_count, const Multipass* multipass,
                              size_t multipass_count, const std::string& datatype) {
  for (size_t i = 0; i < unipass_count; i++) {
    const Unipass& row = unipass[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(datatype_of(p), datatype) << row.name;
    EXPECT_EQ(p.op, "dwconv") << row.name;
    EXPECT_EQ(p.activation, "minmax") << row.name;
    EXPECT_EQ(p.parameters, std::to_string(row.primary_tile) + "p" + std::to_string(row.channel_tile) + "c")
        << row.name << ": the tiles in the name differ from the row's";
    const std::string isa = xnn_isa_name(row.isa);
    EXPECT_EQ(p.arch, row.pixel_tile > 1 ? isa + "_px" + std::to_string(row.pixel_tile) + (row.rows ? "_rows" : "")
                                         : isa)
        << row.name << ": arch must be the ISA, with _px<pixel_tile> when the pixel tile is above 1 (then _rows when "
                       "affine groups are addressed from row bases)";
    EXPECT_TRUE(!row.rows || row.pixel_tile > 1) << row.name << ": only pixel-tiled rows address from row bases";
  }
  for (size_t i = 0; i < multipass_count; i++) {
    const Multipass& row = multipass[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(datatype_of(p), datatype) << row.name;
    EXPECT_EQ(p.op, "dwconv") << row.name;
    EXPECT_EQ(p.parameters, std::to_string(row.first_pass_tile) + "f" + std::to_string(row.middle_pass_tile) + "m" +
                                std::to_string(row.last_pass_tile) + "l" + std::to_string(row.channel_tile) + "c" +
                                std::to_string(row.channel_subtile) + "s" + std::to_string(row.channel_round) + "r")
        << row.name << ": the tiles in the name differ from the row's";
    EXPECT_TRUE(arch_matches_isa(p.arch, row.isa)) << row.name;
  }
}

TEST(ukernel_naming, f32_dwconv) {
  check_float_dwconv_names(xnn_f32_dwconv_unipass_ukernels, xnn_f32_dwconv_unipass_ukernel_count,
                           xnn_f32_dwconv_multipass_ukernels, xnn_f32_dwconv_multipass_ukernel_count, "f32");
}

// As for the GEMM: rows on an ISA with fp16 arithmetic compute in fp16 (`f16`), the others in fp32 (`f16_f32acc`).
TEST(ukernel_naming, f16_dwconv) {
  for (size_t i = 0; i < xnn_f16_dwconv_unipass_ukernel_count; i++) {
    const xnn_f16_dwconv_unipass_info& row = xnn_f16_dwconv_unipass_ukernels[i];
    const bool fp16_arithmetic = row.isa == xnn_isa::avx512fp16 || row.isa == xnn_isa::neonfp16arith;
    check_float_dwconv_names(&row, 1, xnn_f16_dwconv_multipass_ukernels, 0, fp16_arithmetic ? "f16" : "f16_f32acc");
  }
  for (size_t i = 0; i < xnn_f16_dwconv_multipass_ukernel_count; i++) {
    const xnn_f16_dwconv_multipass_info& row = xnn_f16_dwconv_multipass_ukernels[i];
    const bool fp16_arithmetic = row.isa == xnn_isa::avx512fp16 || row.isa == xnn_isa::neonfp16arith;
    check_float_dwconv_names(xnn_f16_dwconv_unipass_ukernels, 0, &row, 1, fp16_arithmetic ? "f16" : "f16_f32acc");
  }
}

// Quantized depthwise: `qs8_qc8w_dwconv_minmax_fp32`, the f32 tiles, arch `<isa>_<how it multiplies>`.
// The 8-bit depthwise families' tables: `prefix` up to the requantization, the tiles from the row's columns.
template <class Unipass, class Multipass>
void check_q8_dwconv_names(const Unipass* unipass, size_t unipass_count, const Multipass* multipass,
                           size_t multipass_count, const std::string& prefix) {
  const auto check = [&](const char* name, xnn_isa isa, const std::string& tiles) {
    parsed_name p;
    ASSERT_TRUE(parse(name, &p)) << name << " breaks the grammar";
    EXPECT_EQ(p.datatype + (p.weights.empty() ? "" : "_" + p.weights) + "_" + p.op + "_" + p.activation + "_" +
                  p.requantization,
              prefix)
        << name;
    EXPECT_EQ(p.parameters, tiles) << name << ": the tiles in the name differ from the row's";
    EXPECT_TRUE(arch_matches_isa(p.arch, isa)) << name;
  };
  for (size_t i = 0; i < unipass_count; i++) {
    const Unipass& row = unipass[i];
    check(row.name, row.isa, std::to_string(row.primary_tile) + "p" + std::to_string(row.channel_tile) + "c");
  }
  for (size_t i = 0; i < multipass_count; i++) {
    const Multipass& row = multipass[i];
    check(row.name, row.isa,
          std::to_string(row.first_pass_tile) + "f" + std::to_string(row.middle_pass_tile) + "m" +
              std::to_string(row.last_pass_tile) + "l" + std::to_string(row.channel_tile) + "c" +
              std::to_string(row.channel_subtile) + "s" + std::to_string(row.channel_round) + "r");
  }
}

TEST(ukernel_naming, qs8_qc8w_dwconv) {
  check_q8_dwconv_names(xnn_qs8_qc8w_dwconv_unipass_ukernels, xnn_qs8_qc8w_dwconv_unipass_ukernel_count,
                        xnn_qs8_qc8w_dwconv_multipass_ukernels, xnn_qs8_qc8w_dwconv_multipass_ukernel_count,
                        "qs8_qc8w_dwconv_minmax_fp32");
}

TEST(ukernel_naming, qu8_dwconv) {
  check_q8_dwconv_names(xnn_qu8_dwconv_unipass_ukernels, xnn_qu8_dwconv_unipass_ukernel_count,
                        xnn_qu8_dwconv_multipass_ukernels, xnn_qu8_dwconv_multipass_ukernel_count,
                        "qu8_dwconv_minmax_fp32");
}

// Families whose whole name is fixed by the row: checks the grammar, then compares with the expected spelling.
template <class Info, class Expected>
void check_exact_names(const Info* rows, size_t count, const char* datatype, Expected expected) {
  for (size_t i = 0; i < count; i++) {
    const Info& row = rows[i];
    parsed_name p;
    ASSERT_TRUE(parse(row.name, &p)) << row.name << " breaks the grammar";
    EXPECT_EQ(datatype_of(p), datatype) << row.name;
    EXPECT_EQ(row.name, expected(row)) << "the name differs from what the row's columns say";
  }
}

// `_acc<n>` when there is more than one accumulator, as XNNPACK spells it.
std::string acc_suffix(size_t acc) { return acc > 1 ? "_acc" + std::to_string(acc) : ""; }

TEST(ukernel_naming, f32_rsum) {
  check_exact_names(xnn_f32_rsum_ukernels, xnn_f32_rsum_ukernel_count, "f32", [](const xnn_f32_rsum_info& row) {
    return std::string("xnn_f32_rsum_ukernel__") + xnn_isa_name(row.isa) + "_u" + std::to_string(row.tile) +
           acc_suffix(row.acc);
  });
}

TEST(ukernel_naming, f32_rminmax) {
  check_exact_names(xnn_f32_rminmax_ukernels, xnn_f32_rminmax_ukernel_count, "f32",
                    [](const xnn_f32_rminmax_info& row) {
                      return std::string("xnn_f32_") + (row.op == xnn_rminmax_op::min ? "rmin" : "rminmax") +
                             "_ukernel__" + xnn_isa_name(row.isa) + "_u" + std::to_string(row.tile) +
                             acc_suffix(row.acc);
                    });
}

TEST(ukernel_naming, f32_rdsum) {
  check_exact_names(xnn_f32_rdsum_ukernels, xnn_f32_rdsum_ukernel_count, "f32", [](const xnn_f32_rdsum_info& row) {
    const std::string rows = std::to_string(row.row_tile);
    return "xnn_f32_rdsum_ukernel_" + rows + "p" + rows + "x__" + xnn_isa_name(row.isa) + "_c" +
           std::to_string(row.channel_tile);
  });
}

TEST(ukernel_naming, x8_rsum_and_rdsum) {
  const auto rsum = [](const char* datatype) {
    return [datatype](const auto& row) {
      return std::string("xnn_") + datatype + "_rsum_ukernel__" + xnn_isa_name(row.isa) + "_u" +
             std::to_string(row.tile) + acc_suffix(row.acc);
    };
  };
  const auto rdsum = [](const char* datatype) {
    return [datatype](const auto& row) {
      const std::string rows = std::to_string(row.row_tile);
      return std::string("xnn_") + datatype + "_rdsum_ukernel_" + rows + "p" + rows + "x__" + xnn_isa_name(row.isa) +
             "_u" + std::to_string(row.channel_tile);
    };
  };
  check_exact_names(xnn_qs8_rsum_ukernels, xnn_qs8_rsum_ukernel_count, "qs8", rsum("qs8"));
  check_exact_names(xnn_qu8_rsum_ukernels, xnn_qu8_rsum_ukernel_count, "qu8", rsum("qu8"));
  check_exact_names(xnn_qs8_rdsum_ukernels, xnn_qs8_rdsum_ukernel_count, "qs8", rdsum("qs8"));
  check_exact_names(xnn_qu8_rdsum_ukernels, xnn_qu8_rdsum_ukernel_count, "qu8", rdsum("qu8"));
}

TEST(ukernel_naming, transposec) {
  const auto name = [](const char* prefix) {
    return [prefix](const xnn_transposec_info& row) {
      return std::string("xnn_") + prefix + "_transposec_ukernel__" + std::to_string(row.tile_height) + "x" +
             std::to_string(row.tile_width) + "_" + xnn_isa_name(row.isa) + (row.streaming ? "_nt" : "");
    };
  };
  check_exact_names(xnn_x8_transposec_ukernels, xnn_x8_transposec_ukernel_count, "x8", name("x8"));
  check_exact_names(xnn_x16_transposec_ukernels, xnn_x16_transposec_ukernel_count, "x16", name("x16"));
  check_exact_names(xnn_x32_transposec_ukernels, xnn_x32_transposec_ukernel_count, "x32", name("x32"));
  check_exact_names(xnn_x64_transposec_ukernels, xnn_x64_transposec_ukernel_count, "x64", name("x64"));
}

TEST(ukernel_naming, xx_copy_fill_pad) {
  check_exact_names(xnn_xx_copy_ukernels, xnn_xx_copy_ukernel_count, "xx", [](const xnn_xx_copy_info& row) {
    return std::string("xnn_xx_copy_ukernel__") + xnn_isa_name(row.isa) +
           (row.tile == 0 ? "_memcpy" : "_u" + std::to_string(row.tile));
  });
  check_exact_names(xnn_xx_fill_ukernels, xnn_xx_fill_ukernel_count, "xx", [](const xnn_xx_fill_info& row) {
    return std::string("xnn_xx_fill_ukernel__") + xnn_isa_name(row.isa) + "_u" + std::to_string(row.tile);
  });
  // p<bytes of one register>: not a table column, so only its form is checked here.
  check_exact_names(xnn_xx_pad_ukernels, xnn_xx_pad_ukernel_count, "xx", [](const xnn_xx_pad_info& row) {
    const std::string name = row.name;
    const size_t p_end = name.find("__");
    return name.substr(0, p_end) + "__" + xnn_isa_name(row.isa) + "_u" + std::to_string(row.tile);
  });
}

TEST(ukernel_naming, f32_ibilinear) {
  check_exact_names(xnn_f32_ibilinear_ukernels, xnn_f32_ibilinear_ukernel_count, "f32",
                    [](const xnn_f32_ibilinear_info& row) {
                      return std::string("xnn_f32_ibilinear_ukernel__") + xnn_isa_name(row.isa) + "_c" +
                             std::to_string(row.channel_tile);
                    });
}

TEST(ukernel_naming, f16_ibilinear) {
  // fp32 arithmetic (`f16_f32acc`) but on an ISA with fp16 arithmetic (`f16`), as for the GEMM.
  for (size_t i = 0; i < xnn_f16_ibilinear_ukernel_count; i++) {
    const xnn_f16_ibilinear_info& row = xnn_f16_ibilinear_ukernels[i];
    const bool fp16_arithmetic = row.isa == xnn_isa::avx512fp16 || row.isa == xnn_isa::neonfp16arith;
    const std::string datatype = fp16_arithmetic ? "f16" : "f16_f32acc";
    check_exact_names(&row, 1, datatype.c_str(), [&](const xnn_f16_ibilinear_info& r) {
      return "xnn_" + datatype + "_ibilinear_ukernel__" + xnn_isa_name(r.isa) + "_c" + std::to_string(r.channel_tile);
    });
  }
}

// The 8-bit bilinear kernels: wasmsimd's multiply in 32 bits is XNNPACK's `mul32` variant.
template <class Info>
std::string x8_ibilinear_name(const char* datatype, const Info& row) {
  return std::string("xnn_") + datatype + "_ibilinear_ukernel__" + xnn_isa_name(row.isa) +
         (row.isa == xnn_isa::wasmsimd ? "_mul32" : "") + "_c" + std::to_string(row.channel_tile);
}

TEST(ukernel_naming, x8_ibilinear) {
  check_exact_names(xnn_s8_ibilinear_ukernels, xnn_s8_ibilinear_ukernel_count, "s8",
                    [](const xnn_s8_ibilinear_info& row) { return x8_ibilinear_name("s8", row); });
  check_exact_names(xnn_u8_ibilinear_ukernels, xnn_u8_ibilinear_ukernel_count, "u8",
                    [](const xnn_u8_ibilinear_info& row) { return x8_ibilinear_name("u8", row); });
}

// The 8-bit PReLU kernels: XNNPACK's names, xnn_<datatype>_<op>_ukernel__<isa>_u<tile>.
template <class Info>
void check_vprelu_names(const Info* rows, size_t count, const char* datatype, const char* op) {
  check_exact_names(rows, count, datatype, [&](const Info& row) {
    return std::string("xnn_") + datatype + "_" + op + "_ukernel__" + xnn_isa_name(row.isa) + "_u" +
           std::to_string(row.tile);
  });
}

TEST(ukernel_naming, vprelu) {
  check_vprelu_names(xnn_qs8_vprelu_ukernels, xnn_qs8_vprelu_ukernel_count, "qs8", "vprelu");
  check_vprelu_names(xnn_qs8_vpreluc_ukernels, xnn_qs8_vpreluc_ukernel_count, "qs8", "vpreluc");
  check_vprelu_names(xnn_qs8_vrpreluc_ukernels, xnn_qs8_vrpreluc_ukernel_count, "qs8", "vrpreluc");
  check_vprelu_names(xnn_qu8_vprelu_ukernels, xnn_qu8_vprelu_ukernel_count, "qu8", "vprelu");
  check_vprelu_names(xnn_qu8_vpreluc_ukernels, xnn_qu8_vpreluc_ukernel_count, "qu8", "vpreluc");
  check_vprelu_names(xnn_qu8_vrpreluc_ukernels, xnn_qu8_vrpreluc_ukernel_count, "qu8", "vrpreluc");
}

}  // namespace
