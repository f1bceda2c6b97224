#include "ukernels/isa.h"

const char* xnn_isa_name(xnn_isa isa) {
  switch (isa) {
#define XNN_ISA_NAME(isa, target, features) \
  case xnn_isa::isa:                        \
    return #isa;
    XNN_FOREACH_ISA(XNN_ISA_NAME)
#undef XNN_ISA_NAME
  }
  return "?";
}
