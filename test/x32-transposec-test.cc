// Every kernel of the x32-transposec table (32-bit elements): the cases of transposec-tester.h.
#include "transposec-tester.h"
#include "ukernels/x32-transposec/x32-transposec.h"

namespace {

class X32Transposec : public xnn_transposec_test<uint32_t> {};
XNN_TRANSPOSEC_TESTS(X32Transposec, x32_transposec);

}  // namespace
