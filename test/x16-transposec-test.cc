// Every kernel of the x16-transposec table (16-bit elements): the cases of transposec-tester.h.
#include "transposec-tester.h"
#include "ukernels/x16-transposec/x16-transposec.h"

namespace {

class X16Transposec : public xnn_transposec_test<uint16_t> {};
XNN_TRANSPOSEC_TESTS(X16Transposec, x16_transposec);

}  // namespace
