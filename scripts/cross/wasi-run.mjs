#!/usr/bin/env node
// Runs a wasm32-wasi program under node's built-in WASI (node >= 20): node wasi-run.mjs prog.wasm [args...]
// The meson exe_wrapper of wasm32-wasi.ini. Exits with the program's exit code; the program sees the host's file
// system and environment (XNN_MAX_ISA, GTEST_OUTPUT, ...).
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import process from 'node:process';

const [wasmPath, ...args] = process.argv.slice(2);
const wasi = new WASI({
  version: 'preview1',
  args: [wasmPath, ...args],
  env: process.env,
  preopens: { '/': '/', '.': process.cwd() },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance) ?? 0;
