// Preloaded into a measured command: prints on exit (stderr, one line each) its peak resident memory,
// its peak JavaScript heap (sampled; PGlite's WebAssembly memory is outside it) and its CPU time, the
// figure that holds when the machine is shared and the wall clock does not.
let peakHeap = 0;
const sample = () => {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
};
setInterval(sample, 100).unref();
process.on('exit', () => {
  sample();
  const usage = process.resourceUsage();
  process.stderr.write(`peak-rss-kib ${usage.maxRSS}\n`);
  process.stderr.write(`peak-heap-kib ${Math.round(peakHeap / 1024)}\n`);
  process.stderr.write(`cpu-ms ${Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000)}\n`);
});
