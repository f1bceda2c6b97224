#!/usr/bin/env node
// Runs a wasm32-wasi program under node's built-in WASI (node >= 20): node wasi-run.mjs prog.wasm [args...]
// The meson exe_wrapper of wasm32-wasi.ini. Exits with the program's exit code; the program sees the host's file
// system and environment (XNN_MAX_ISA, GTEST_OUTPUT, ...).
// Only '/' is preopened. wasi-libc (Debian's 2022 snapshot) matches a path against the preopens' names with their
// leading '/' and '.' stripped, so '/' and '.' both become the empty prefix, the later one wins, and with a '.'
// preopen after '/' every absolute path was resolved under the current directory (ENOENT). Relative paths resolve
// against wasi-libc's working directory, '/', whatever the preopens: pass absolute paths. The gtest report that
// meson asks for (--gtest_output=xml:NAME or GTEST_OUTPUT) is made absolute here, against node's working directory,
// so meson finds it and counts every test case.
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import path from 'node:path';
import process from 'node:process';

const xmlPrefix = 'xml:';
const absoluteReport = (spec) =>
  spec.startsWith(xmlPrefix) && !path.isAbsolute(spec.slice(xmlPrefix.length))
    ? xmlPrefix + path.resolve(spec.slice(xmlPrefix.length))
    : spec;
const outputFlag = '--gtest_output=';
const [wasmPath, ...args] = process.argv.slice(2).map((arg) =>
  arg.startsWith(outputFlag) ? outputFlag + absoluteReport(arg.slice(outputFlag.length)) : arg);
const env = { ...process.env };
if (env.GTEST_OUTPUT) env.GTEST_OUTPUT = absoluteReport(env.GTEST_OUTPUT);
const wasi = new WASI({
  version: 'preview1',
  args: [wasmPath, ...args],
  env,
  preopens: { '/': '/' },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance) ?? 0;
