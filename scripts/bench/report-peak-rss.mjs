// Preloaded into a measured command: prints its peak resident memory on exit (stderr, one line).
process.on('exit', () => {
  process.stderr.write(`peak-rss-kib ${process.resourceUsage().maxRSS}\n`);
});
