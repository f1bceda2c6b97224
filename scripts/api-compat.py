#!/usr/bin/env python3
"""Compares xnn's include/xnnpack.h with XNNPACK HEAD's, declaration by declaration, and prints
docs/api-compatibility.md.

Usage: scripts/api-compat.py XNNPACK_SOURCE [XNN_SOURCE] [--head NAME] > docs/api-compatibility.md
(--head names the XNNPACK commit when XNNPACK_SOURCE is an unpacked archive without .git.)

Functions are compared by name and by their parameter and return types (parameter names ignored); enum constants,
#define constants (flags, limits) and struct fields by name and value/type. Each declaration HEAD has and xnn lacks
gets the reason from REASONS (the first pattern its name matches).
"""
import re
import subprocess
import sys
from pathlib import Path

# Why a HEAD declaration is absent from xnn: (regex on its name, reason), first match wins.
REASONS = [
    (r"bf16|f16|fp16|_half", "half precision (issue 15)"),
    (r"spin_workers|yield_workers|sparse_inference|input_nhwc|static_biases|no_broadcast",
     "runtime and operator flags (issue 16)"),
    (r"qd8|qdu8|qc4w|qb4w|qp8|qs8_qc4w|f32_qc8w|f32_qc4w|qcint4|qbint4|blockwise|dynamically_quantized|"
     r"qint4|qint2|qcint2|pqint8|pf32|pf16|qpint8|pqs8",
     "dynamic quantization and 4-bit weights (issue 14)"),
    (r"weights_cache|code_cache|weights_cache_provider|_cache_", "weights cache (issue 16)"),
    (r"^xnn_run_", "one-shot xnn_run_* function (issue 16)"),
    (r"profil", "profiling query (issue 16)"),
    (r"workspace", "shared workspaces (issue 16)"),
    (r"rope|scaled_dot_product|attention", "attention building blocks (issue 16)"),
    (r"reduce|mean|sum", "reductions (issue 16)"),
    (r"space_to_depth|depth_to_space|unpooling|even_split|fuse_dims|split_dims|expand_dims|broadcast|"
     r"static_slice|constant_pad|copysign|concatenate|slice|pad|transpose|copy|convert",
     "newer subgraph nodes and data-movement forms (issue 16)"),
]
DEFAULT_REASON = "not yet offered (issue 16: parity)"


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def source_lines(text):
    """The header without comments and preprocessor lines (#defines are read separately)."""
    return re.sub(r"^\s*#[^\n]*(\\\n[^\n]*)*", "", strip_comments(text), flags=re.M)


def parameter_type(parameter):
    """The type of one parameter declaration, without its name: 'const size_t* shape' -> 'const size_t*'."""
    parameter = " ".join(parameter.replace("*", " * ").replace("[", " [ ").replace("]", " ] ").split())
    if parameter in ("void", ""):
        return parameter
    parameter = re.sub(r"\s*\[\s*[^\]]*\]", " *", parameter)  # an array parameter is a pointer
    tokens = parameter.split()
    if len(tokens) >= 2 and re.fullmatch(r"[A-Za-z_]\w*", tokens[-1]) and tokens[-1] not in ("const", "int", "char"):
        if not (len(tokens) == 2 and tokens[0] in ("const", "enum", "struct", "unsigned", "signed")):
            tokens = tokens[:-1]
    return " ".join(tokens).replace(" *", "*")


def split_parameters(text):
    parameters, depth, current = [], 0, ""
    for character in text:
        if character == "," and depth == 0:
            parameters.append(current)
            current = ""
            continue
        depth += character == "("
        depth -= character == ")"
        current += character
    parameters.append(current)
    return [p.strip() for p in parameters]


def functions(text):
    found = {}
    pattern = re.compile(r"((?:XNN_DEPRECATED\s+)?(?:enum\s+\w+|struct\s+\w+|const\s+\w+|\w+)\s*\**)\s*"
                         r"\b(xnn_\w+)\s*\(([^;{]*?)\)\s*;", re.S)
    for match in pattern.finditer(source_lines(text)):
        if match.group(3).lstrip().startswith("*"):
            continue  # a function pointer field, `enum xnn_status (*name)(...)`
        result = " ".join(match.group(1).replace("XNN_DEPRECATED", "").split()).replace(" *", "*")
        if result.startswith("typedef"):
            continue
        types = [parameter_type(p) for p in split_parameters(match.group(3))]
        if types == [""]:
            types = ["void"]  # C++'s f() is C's f(void): HEAD declares some functions the C++ way
        found[match.group(2)] = (result, types, "XNN_DEPRECATED" in match.group(1))
    return found


def enum_constants(text):
    found = {}
    for body_match in re.finditer(r"enum\s+(\w+)\s*\{([^}]*)\}", source_lines(text)):
        value = -1
        for item in body_match.group(2).split(","):
            item = item.strip()
            if not item:
                continue
            name, _, expression = item.partition("=")
            name = name.strip()
            expression = expression.strip()
            if expression:
                try:
                    value = int(eval(expression.replace("UINT32_C", ""), {}, {}))
                except Exception:
                    value = expression
            else:
                value = value + 1 if isinstance(value, int) else f"{value}+1"
            found[name] = (body_match.group(1), value)
    return found


def defines(text):
    found = {}
    for match in re.finditer(r"^\s*#define\s+(XNN_\w+)\s+([^\n]+)", strip_comments(text), flags=re.M):
        if match.group(1) != "XNN_DEPRECATED":  # an attribute, not a constant
            found[match.group(1)] = " ".join(match.group(2).split())
    return found


def structs(text):
    found = {}
    for match in re.finditer(r"struct\s+(xnn_\w+)\s*\{([^}]*)\}", source_lines(text)):
        fields = [" ".join(f.split()) for f in match.group(2).split(";") if f.strip()]
        found[match.group(1)] = fields
    return found


def reason(name):
    for pattern, why in REASONS:
        if re.search(pattern, name, flags=re.I):
            return why
    return DEFAULT_REASON


def signature(name, entry):
    result, types, _ = entry
    return f"{result} {name}({', '.join(types)})"


def main():
    arguments = sys.argv[1:]
    commit = ""
    if "--head" in arguments:
        at = arguments.index("--head")
        commit = arguments[at + 1]
        del arguments[at:at + 2]
    head_root = Path(arguments[0])
    xnn_root = Path(arguments[1]) if len(arguments) > 1 else Path(__file__).resolve().parent.parent
    head_text = (head_root / "include" / "xnnpack.h").read_text()
    xnn_text = (xnn_root / "include" / "xnnpack.h").read_text()
    if not commit and (head_root / ".git").exists():
        commit = subprocess.run(["git", "-C", str(head_root), "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True).stdout.strip()
    head_functions, xnn_functions = functions(head_text), functions(xnn_text)
    same = [n for n in head_functions if n in xnn_functions and
            head_functions[n][:2] == xnn_functions[n][:2]]
    different = [n for n in head_functions if n in xnn_functions and n not in same]
    absent = [n for n in head_functions if n not in xnn_functions]
    extra = [n for n in xnn_functions if n not in head_functions]

    print("# Source compatibility with XNNPACK HEAD's `include/xnnpack.h`")
    print()
    print("Generated by `scripts/api-compat.py XNNPACK_SOURCE > docs/api-compatibility.md`"
          + (f" against XNNPACK HEAD {commit}" if commit else "") + "; do not edit by hand.")
    print("Functions are compared by name, return type and parameter types in order (names of parameters ignored);")
    print("enum constants and `#define` constants by value; structs by their fields.")
    print()
    print(f"- Functions: {len(head_functions)} in HEAD; {len(same)} the same in xnn, {len(different)} different, "
          f"{len(absent)} absent; {len(extra)} in xnn only.")

    head_enums, xnn_enums = enum_constants(head_text), enum_constants(xnn_text)
    enum_same = [n for n in head_enums if n in xnn_enums and head_enums[n][1] == xnn_enums[n][1]]
    enum_different = [n for n in head_enums if n in xnn_enums and n not in enum_same]
    enum_absent = [n for n in head_enums if n not in xnn_enums]
    print(f"- Enum constants: {len(head_enums)} in HEAD; {len(enum_same)} with the same value, "
          f"{len(enum_different)} different, {len(enum_absent)} absent.")
    head_defines, xnn_defines = defines(head_text), defines(xnn_text)
    define_same = [n for n in head_defines if n in xnn_defines and head_defines[n] == xnn_defines[n]]
    define_different = [n for n in head_defines if n in xnn_defines and n not in define_same]
    define_absent = [n for n in head_defines if n not in xnn_defines]
    print(f"- `#define` constants: {len(head_defines)} in HEAD; {len(define_same)} the same, "
          f"{len(define_different)} different, {len(define_absent)} absent.")
    head_structs, xnn_structs = structs(head_text), structs(xnn_text)
    print(f"- Structs: {len(head_structs)} in HEAD; "
          f"{sum(1 for n in head_structs if xnn_structs.get(n) == head_structs[n])} with the same fields.")
    print()

    print("## Functions that differ")
    print()
    if not different:
        print("None.")
    for name in different:
        print(f"- `{name}`")
        print(f"  - HEAD: `{signature(name, head_functions[name])}`")
        print(f"  - xnn: `{signature(name, xnn_functions[name])}`")
    print()
    print("## Functions HEAD has and xnn does not, by reason")
    print()
    by_reason = {}
    for name in absent:
        by_reason.setdefault(reason(name), []).append(name)
    for why, names in sorted(by_reason.items(), key=lambda item: -len(item[1])):
        deprecated = sum(1 for n in names if head_functions[n][2])
        print(f"### {why}: {len(names)}" + (f" ({deprecated} deprecated in HEAD)" if deprecated else ""))
        print()
        print(", ".join(f"`{n}`" for n in sorted(names)))
        print()
    print("## Functions only xnn has")
    print()
    print("Kept so that code written against XNNPACK before HEAD folded them into generic forms still compiles; the")
    print("`qdu8` ones are HEAD's internal functions (its `src/xnnpack/internal.h`), public here.")
    print()
    print(", ".join(f"`{n}`" for n in sorted(extra)) if extra else "None.")
    print()
    print("## Enum constants that differ or are absent")
    print()
    for name in enum_different:
        print(f"- `{name}` ({head_enums[name][0]}): HEAD {head_enums[name][1]}, xnn {xnn_enums[name][1]}")
    for name in enum_absent:
        print(f"- `{name}` ({head_enums[name][0]}, HEAD {head_enums[name][1]}): absent: {reason(name)}")
    if not enum_different and not enum_absent:
        print("None.")
    print()
    print("## `#define` constants that differ or are absent")
    print()
    for name in define_different:
        print(f"- `{name}`: HEAD `{head_defines[name]}`, xnn `{xnn_defines[name]}`")
    for name in define_absent:
        print(f"- `{name}` (HEAD `{head_defines[name]}`): absent: {reason(name)}")
    if not define_different and not define_absent:
        print("None.")
    print()
    print("## Structs")
    print()
    for name, fields in head_structs.items():
        if name not in xnn_structs:
            print(f"- `struct {name}`: absent: {reason(name)}")
        elif xnn_structs[name] != fields:
            print(f"- `struct {name}`: HEAD `{'; '.join(fields)}`; xnn `{'; '.join(xnn_structs[name])}`")
        else:
            print(f"- `struct {name}`: the same")


if __name__ == "__main__":
    main()
