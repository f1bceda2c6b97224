// Every kernel of the x8-transposec table (8-bit elements): the cases of transposec-tester.h.
#include "transposec-tester.h"
#include "ukernels/x8-transposec/x8-transposec.h"

namespace {

class X8Transposec : public xnn_transposec_test<uint8_t> {};
XNN_TRANSPOSEC_TESTS(X8Transposec, x8_transposec);

}  // namespace
