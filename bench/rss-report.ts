// Preloaded into a benchmarked process (node --import): reports its peak
// resident set size on exit, on stderr, for the benchmark driver to read.
process.on('exit', () => {
  process.stderr.write(`\n@@maxrss ${process.resourceUsage().maxRSS}\n`);
});
