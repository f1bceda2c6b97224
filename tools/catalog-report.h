// What xnn-info says about the node catalog (src/subgraph/catalog.h): docs/operators.md's node table, what this
// build runs per datatype and ISA, and the catalog as a QNN-style OpDef XML collection (docs/opdef.xsd).
#pragma once

#include <string>

// The node table of docs/operators.md, between kCatalogBegin and kCatalogEnd. Independent of the machine and build.
extern const char* const kCatalogBegin;
extern const char* const kCatalogEnd;
std::string catalog_markdown();

// 0 when `path` holds catalog_markdown() between the markers; 1 after saying what differs.
int check_catalog_docs(const char* path);

// Per node type and datatype combination: the operator and, per kernel family, the ISAs this build has kernels for,
// marking those this CPU (after XNN_MAX_ISA) runs. Needs a successful xnn_initialize.
void print_catalog_ops();

// OpDefCollection: one OpDef per node type, and one SupplementalOpDefList per ISA this build has kernels for: its
// SupportedOps (the nodes with kernels for it) and a SupplementalOpDef for each of them whose support differs there
// (some of its kernel families have no kernel for that ISA and run other ISAs' kernels).
std::string catalog_opdef_xml();
