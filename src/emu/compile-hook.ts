// An optional observer of the instructions the emulator compiles, for the
// coverage test of the instruction-level tests (every compute row of every
// generation run at least once). Null, and so free, outside that test.

/** Called with the row name and generation index (0 GCN 1.0, 1 GCN 1.1, 2 GCN 1.2) of each compiled instruction. */
export type CompileObserver = (name: string, gen: number) => void;

export let compileObserver: CompileObserver | null = null;

/** Installs (or, with null, removes) the observer. */
export function setCompileObserver(f: CompileObserver | null): void { compileObserver = f; }
