// Every kernel of the x64-transposec table (64-bit elements): the cases of transposec-tester.h.
#include "transposec-tester.h"
#include "ukernels/x64-transposec/x64-transposec.h"

namespace {

class X64Transposec : public xnn_transposec_test<uint64_t> {};
XNN_TRANSPOSEC_TESTS(X64Transposec, x64_transposec);

}  // namespace
